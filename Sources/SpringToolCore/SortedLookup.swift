/// Index lookups in increasing arrays (times of samples, starts of pieces).
public enum SortedLookup {
  /// The largest index `i` with `values[i] <= x` (0 when `x` is below every value).
  /// `values` must be non-empty and increasing.
  ///
  /// - Parameters:
  ///   - x: The value to look up.
  ///   - values: Values in non-decreasing order.
  @inlinable
  public static func lastIndex(atOrBefore x: Double, in values: [Double]) -> Int {
    var lo = 0, hi = values.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if values[mid] <= x { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }
}
