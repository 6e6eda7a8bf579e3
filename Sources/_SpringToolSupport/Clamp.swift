/// Whole numbers from Doubles that may be huge, infinite or NaN (a count, an index, milliseconds):
/// `Int(x)` traps on those; these never do.
package enum Clamp {
  /// `x` truncated toward zero, clamped to ±2^62 (room to add to it); 0 for NaN.
  ///
  /// - Parameter x: The number.
  /// - Returns: The clamped whole number.
  package static func int(_ x: Double) -> Int {
    guard !x.isNaN else { return 0 }
    let limit = Double(1 << 62)
    return Int(min(max(x, -limit), limit))
  }

  /// `x` truncated toward zero as Java's `(int)` cast of a float or double does: NaN is 0,
  /// beyond an `int`'s range the nearest limit.
  ///
  /// - Parameter x: The number.
  /// - Returns: The whole number, as the JVM converts it.
  package static func int32(_ x: Double) -> Int {
    guard !x.isNaN else { return 0 }
    return Int(min(max(x, Double(Int32.min)), Double(Int32.max)).rounded(.towardZero))
  }

  /// `x` truncated toward zero as Kotlin's and Java's `toLong()` do: NaN is 0, beyond the range
  /// the nearest limit.
  ///
  /// - Parameter x: The number.
  /// - Returns: The whole number, as the JVM converts it.
  package static func int64(_ x: Double) -> Int64 {
    guard !x.isNaN else { return 0 }
    if x >= 0x1p63 { return .max }
    if x <= -0x1p63 { return .min }
    return Int64(x)
  }
}
