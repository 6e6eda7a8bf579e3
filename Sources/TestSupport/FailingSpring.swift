import SpringToolIntegrators

/// The GSL probe's reference spring with its failure modes (tools/gsl-probes/edge_cases.c):
/// mode 1 = bad function for t > tFail, 2 = code 1234 once (the first call with t > tFail),
/// 3 = 1234 for every t > tFail, 0 = never fails.
package final class FailingSpring: ODESystem, @unchecked Sendable {
  package typealias State = SIMD2<Double>
  let base = SpringODE(mass: GSLProbes.mass, stiffness: GSLProbes.stiffness, damping: GSLProbes.damping)
  let mode: Int
  let tFail: Double
  var fired = false  // a test creates a fresh system per run; not shared across threads

  package init(mode: Int = 0, tFail: Double = 0.3) {
    self.mode = mode
    self.tFail = tFail
  }

  package func derivative(at t: Double, _ y: State) throws(RHSFailure) -> State {
    if mode == 1 && t > tFail { throw .badFunction }
    if mode == 2 && t > tFail && !fired {
      fired = true
      throw .failed(code: 1234)
    }
    if mode == 3 && t > tFail { throw .failed(code: 1234) }
    return try base.derivative(at: t, y)
  }
}
