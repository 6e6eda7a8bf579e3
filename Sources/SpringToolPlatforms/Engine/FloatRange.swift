import SpringToolCore

/// The range of platforms that animate in Float (androidx's `SpringForce` and `FlingAnimation`,
/// Compose's animations): a value beyond it would become infinity there, so it is refused.
enum FloatRange {
  /// The largest finite Float, as a Double.
  static let limit = Double(Float.greatestFiniteMagnitude)

  /// Refuses the first value beyond Float's range, by name.
  ///
  /// - Parameter values: The named values, in the order the error should name them.
  /// - Throws: ``MotionError/outOfRange(name:value:limit:)`` for the first beyond ``limit``.
  static func check(_ values: (name: String, value: Double)...) throws(MotionError) {
    for (name, value) in values where abs(value) > limit { throw .outOfRange(name: name, value: value, limit: limit) }
  }

  /// Refuses a threshold that is not a positive Float (0, negative, NaN or beyond the range).
  ///
  /// - Parameters:
  ///   - name: The threshold's name, for the error.
  ///   - value: The threshold, in value units.
  /// - Throws: ``MotionError/outOfRange(name:value:limit:)`` unless 0 < `value` ≤ ``limit``.
  static func checkPositive(_ name: String, _ value: Double) throws(MotionError) {
    guard value > 0 && value <= limit else { throw .outOfRange(name: name, value: value, limit: limit) }
  }
}
