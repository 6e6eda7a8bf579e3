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

  /// Appends the round-trip text of `x` to `bytes` (infinities as `inf` / `-inf`, NaN as `nan`).
  @inlinable
  public static func append(_ x: Double, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { scratch in
      let n = Int(shortestText(scratch.baseAddress!, UInt(maximumLength), x, false))
      bytes.append(contentsOf: UnsafeBufferPointer(start: scratch.baseAddress!, count: n))
    }
  }

  /// The round-trip text of `x` as a String (what ``append(_:to:)`` writes).
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
