/// Derivative-free minimisation (Nelder and Mead 1965, with the standard coefficients:
/// reflection 1, expansion 2, contraction ½, shrink ½). Deterministic; used to refine fits
/// from a good starting point found by a coarse search.
package enum NelderMead {
  /// Minimises `f` from `start` with initial simplex steps `steps`; stops when the simplex's
  /// values agree to `tolerance` (absolute) or after `maxEvaluations`.
  package static func minimize(
    _ f: ([Double]) -> Double, start: [Double], steps: [Double], tolerance: Double = 1e-15,
    maxEvaluations: Int = 4000
  ) -> (point: [Double], value: Double) {
    let n = start.count
    var simplex =
      [start]
      + (0..<n).map { i in
        var p = start
        p[i] += steps[i]
        return p
      }
    var values = simplex.map(f)
    var evaluations = n + 1
    while evaluations < maxEvaluations {
      let order = values.indices.sorted { values[$0] < values[$1] }
      simplex = order.map { simplex[$0] }
      values = order.map { values[$0] }
      if abs(values[n] - values[0]) <= tolerance * (1 + abs(values[0])) { break }
      let centroid = (0..<n).map { j in simplex[0..<n].reduce(0) { $0 + $1[j] } / Double(n) }
      func along(_ t: Double) -> [Double] { (0..<n).map { centroid[$0] + t * (simplex[n][$0] - centroid[$0]) } }
      let reflected = along(-1), fr = f(reflected)
      evaluations += 1
      if fr < values[0] {
        let expanded = along(-2), fe = f(expanded)
        evaluations += 1
        (simplex[n], values[n]) = fe < fr ? (expanded, fe) : (reflected, fr)
      } else if fr < values[n - 1] {
        (simplex[n], values[n]) = (reflected, fr)
      } else {
        let contracted = fr < values[n] ? along(-0.5) : along(0.5)
        let fc = f(contracted)
        evaluations += 1
        if fc < min(fr, values[n]) {
          (simplex[n], values[n]) = (contracted, fc)
        } else {
          for i in 1...n {
            simplex[i] = (0..<n).map { simplex[0][$0] + 0.5 * (simplex[i][$0] - simplex[0][$0]) }
            values[i] = f(simplex[i])
          }
          evaluations += n
        }
      }
    }
    let best = values.indices.min { values[$0] < values[$1] } ?? 0
    return (simplex[best], values[best])
  }
}
