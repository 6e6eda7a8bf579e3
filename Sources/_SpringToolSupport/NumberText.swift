import CNumberConversion
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shortest text that reads back to the same Double (Swift's `description`: `0.1`,
/// `1e-05`, `inf` for infinity), written straight into a byte buffer.
///
/// Why: `Double.description` allocates a String for every number longer than 15 characters;
/// writing millions of samples that way costs more than computing them. This calls the same
/// runtime routine `description` uses (`swift_float64ToString`, exported by the Swift runtime)
/// with a buffer of ours, so no allocation happens per number.
@usableFromInline
package enum NumberText {
  /// The most bytes one number takes.
  @usableFromInline package static let maximumLength = 32

  /// Appends the round-trip text of `x` to `bytes` (infinities as `inf` / `-inf`, NaN as `nan`;
  /// whole numbers without Swift's `.0`: `80`, not `80.0`).
  ///
  /// - Parameters:
  ///   - x: The number.
  ///   - bytes: The bytes to append to.
  @inlinable
  package static func append(_ x: Double, to bytes: inout [UInt8]) {
    if x.isNaN { return bytes.append(contentsOf: [0x6E, 0x61, 0x6E]) }  // "nan", without a payload
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { scratch in
      // The runtime leaves the zero digits it emits unwritten and relies on a buffer of "0"s, as
      // the standard library's own caller provides (checked against `description` on 2·10^6 values).
      scratch.initialize(repeating: 0x30)
      var n = Int(shortestText(scratch.baseAddress!, UInt(maximumLength), x, false))
      if n >= 3 && scratch[n - 2] == UInt8(ascii: ".") && scratch[n - 1] == UInt8(ascii: "0") { n -= 2 }
      bytes.append(contentsOf: UnsafeBufferPointer(start: scratch.baseAddress!, count: n))
    }
  }

  /// The round-trip text of `x` as a String (what ``append(_:to:)`` writes).
  ///
  /// - Parameter x: The number.
  package static func text(_ x: Double) -> String {
    var bytes: [UInt8] = []
    append(x, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension NumberText {
  /// The shortest decimal within four units in the last place of `x`, for people: 0.2 for
  /// 0.19999999999999996, 0.825 for 0.8250000000000001, 150 for 150.00000000000003. Such a
  /// number does not always read back to the same Double (files keep ``text(_:)``'s every
  /// digit); it differs from `x` by at most 4 ulp, far below anything a table or a sentence means.
  /// Infinities, NaN and 0 as ``text(_:)`` writes them.
  ///
  /// - Parameter x: The number.
  /// - Returns: The text.
  package static func forPeople(_ x: Double) -> String {
    guard x.isFinite, x != 0 else { return text(x) }
    let tolerance = 4 * x.ulp
    // The nearest Double to x rounded to `digits` significant digits (C++ to_chars, correctly rounded as %.*g).
    func rounded(_ digits: Int) -> Double { springtool_round_significant(x, Int32(digits)) }
    // The fewest digits within the tolerance. Within it at d digits means x's digits after the
    // d-th are all 0 or all 9 up to about the 15th, so every longer rounding is the same number
    // or nearer, and 16 digits are always within 2.75 ulp: bisect instead of trying 1, 2, … 16
    // (the same answer, checked against that scan in NumberTextTests; 4 formats, not up to 16).
    guard abs(rounded(16) - x) <= tolerance else { return text(x) }
    var (lo, hi) = (1, 16)
    while lo < hi {
      let mid = (lo + hi) / 2
      if abs(rounded(mid) - x) <= tolerance { hi = mid } else { lo = mid + 1 }
    }
    return text(rounded(lo))
  }

  /// `x` to at most `digits` significant digits, for a sentence (6 by default: what people
  /// read), without floating-point residue: 0.833333 for 5/6, 649.2 for 649.19999999999993.
  ///
  /// - Parameters:
  ///   - x: The number.
  ///   - digits: The most significant digits, 1 to 17.
  /// - Returns: The text.
  package static func forPeopleRounded(_ x: Double, significantDigits digits: Int = 6) -> String {
    guard x.isFinite, x != 0 else { return text(x) }
    return forPeople(springtool_round_significant(x, Int32(min(max(digits, 1), 17))))
  }

  /// ``forPeople(_:)`` as first written: the first of 1, 2, … 16 significant digits whose
  /// rounding is within 4 ulp (the reference its bisection is checked against).
  package static func forPeopleByScan(_ x: Double) -> String {
    guard x.isFinite, x != 0 else { return text(x) }
    for digits in 1...16 {
      guard let y = Double(CFormat.string("%.\(digits)g", x)), abs(y - x) <= 4 * x.ulp else { continue }
      return text(y)
    }
    return text(x)
  }
}

/// The Swift runtime's shortest round-trip formatter (the one behind `Double.description`).
@usableFromInline
@_silgen_name("swift_float64ToString")
func shortestText(_ buffer: UnsafeMutablePointer<UInt8>, _ length: UInt, _ value: Double, _ debug: Bool) -> UInt64
