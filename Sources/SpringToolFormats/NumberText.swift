/// The shortest text that reads back to the same Double (Swift's `description`: `0.1`,
/// `1e-05`, `inf` for infinity), written straight into a byte buffer.
///
/// Why: `Double.description` allocates a String for every number longer than 15 characters;
/// writing millions of samples that way costs more than computing them. This calls the same
/// runtime routine `description` uses (`swift_float64ToString`, exported by the Swift runtime)
/// with a buffer of ours, so no allocation happens per number.
public enum NumberText {
  /// The most bytes one number takes.
  public static let maximumLength = 32

  /// Appends the round-trip text of `x` to `bytes` (infinities as `inf` / `-inf`, NaN as `nan`;
  /// whole numbers without Swift's `.0`: `80`, not `80.0`).
  ///
  /// - Parameters:
  ///   - x: The number.
  ///   - bytes: The bytes to append to.
  @inlinable
  public static func append(_ x: Double, to bytes: inout [UInt8]) {
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
  /// - Returns: The round-trip text of `x` as a String (what ``append(_:to:)`` writes).
  public static func text(_ x: Double) -> String {
    var bytes: [UInt8] = []
    append(x, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The Swift runtime's shortest round-trip formatter (the one behind `Double.description`).
@usableFromInline
@_silgen_name("swift_float64ToString")
func shortestText(_ buffer: UnsafeMutablePointer<UInt8>, _ length: UInt, _ value: Double, _ debug: Bool) -> UInt64
