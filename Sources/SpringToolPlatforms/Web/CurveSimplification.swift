/// Ramer–Douglas–Peucker simplification of a sampled function y(x), measuring the vertical
/// distance |y − chord(x)| (the error of the piecewise-linear curve that replaces it), not
/// the perpendicular one.
public enum CurveSimplification {
  /// The indices of the points kept (always the first and last) so that every dropped point
  /// is within `tolerance` of the chord between the kept points around it.
  ///
  /// - Parameters:
  ///   - xs: The points' x coordinates, increasing.
  ///   - ys: The points' y coordinates.
  ///   - tolerance: The largest vertical distance allowed between a dropped point and the line kept.
  public static func douglasPeucker(xs: [Double], ys: [Double], tolerance: Double) -> [Int] {
    guard xs.count > 2 else { return Array(xs.indices) }
    var keep = [Bool](repeating: false, count: xs.count)
    keep[0] = true
    keep[xs.count - 1] = true
    var stack = [(0, xs.count - 1)]
    while let (a, b) = stack.popLast() {
      guard b > a + 1 else { continue }
      let slope = (ys[b] - ys[a]) / (xs[b] - xs[a])
      var worst = -1.0, index = a
      for i in (a + 1)..<b {
        let d = abs(ys[i] - (ys[a] + slope * (xs[i] - xs[a])))
        if d > worst { (worst, index) = (d, i) }
      }
      if worst > tolerance {
        keep[index] = true
        stack.append((a, index))
        stack.append((index, b))
      }
    }
    return keep.indices.filter { keep[$0] }
  }
}
