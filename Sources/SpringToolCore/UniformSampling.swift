/// Sampling a ``SpringMotion`` on a ``SampleGrid``.
///
/// The fast path uses the exact state transition of the linear ODE,
///
///     [u, v](t + j·h) = Φ(j·h)·[u, v](t),   Φ(τ) = [[u₁(τ), u₂(τ)], [v₁(τ), v₂(τ)]]
///
/// where `(u₁, v₁)` and `(u₂, v₂)` are the closed-form solutions from `(1, 0)` and
/// `(0, 1)`. The matrices `Φ(j·h)` for `j < anchorInterval` are computed once per
/// call; the curve is anchored to the closed form every ``SpringMotion/anchorInterval``
/// samples, and each sample in between is one matrix–vector product from its
/// anchor: four multiplications and two additions instead of an `exp`, a `sin`
/// and a `cos`. (Stepping sample to sample with `Φ(h)` would cost the same
/// arithmetic but chain every sample on the one before: slower on a pipelined
/// CPU and accumulating rounding.) Two things keep it exact:
///
/// - No rounding accumulates: every sample is at most one product away from an
///   exact anchor.
/// - A grid time such as `fl(i/60)` is not exactly `t_anchor + j·h`; the offset
///   `δ` is computed exactly (Sterbenz) and applied to first order
///   (`u += u'·δ`, `v += u''·δ`). Without it an undamped spring sampled for
///   10^6 frames would be off by ~1e-11 of its travel.
///
/// Accuracy: within 2e-14·A (value) of ``SpringMotion/state(at:)`` over 10^6
/// samples in every regime (`A` = ``SpringMotion/amplitudeScale``); see
/// `UniformSamplingTests`. Grids of fewer than 4·anchorInterval samples are
/// evaluated directly.
extension SpringMotion {
  /// Samples per closed-form anchor on the fast path.
  public static let anchorInterval = 64

  /// The state at every time of `grid`, by the fast path.
  ///
  /// - Parameter grid: The sample grid.
  /// - Returns: The state (value, velocity) at each time, in order.
  public func sample(_ grid: SampleGrid) -> [SpringState] {
    var out = [SpringState]()
    out.reserveCapacity(grid.count)
    sample(grid) { _, _, state in out.append(state) }
    return out
  }

  /// Calls `body(i, t_i, state_i)` for every sample of `grid` in order, by the fast path.
  ///
  /// - Parameters:
  ///   - grid: The sample grid.
  ///   - body: Called with each sample's index, time (seconds) and state, in order, as it is computed.
  @inlinable
  public func sample(_ grid: SampleGrid, _ body: (Int, Double, SpringState) -> Void) {
    let n = grid.count
    let interval = SpringMotion.anchorInterval
    if n < 4 * interval {
      for i in 0..<n {
        let t = grid.time(i)
        body(i, t, state(at: t))
      }
      return
    }
    let h = grid.nominalStep
    let table = transitionTable(step: h, count: interval)
    let k = omega0Squared, twoLambda = 2 * lambda
    table.withUnsafeBufferPointer { phi in
      var i = 0
      while i < n {
        let tA = grid.time(i)
        let (uA, vA) = displacementAndVelocity(at: tA)
        body(i, tA, i == 0 ? state(at: tA) : SpringState(value: to + uA, velocity: vA))
        var next = i + 1
        let stop = min(i + interval, grid.uniformCount - 1)
        while next < stop {
          let j = next - i
          let t = grid.time(next)
          let u = phi[6 * j] * uA + phi[6 * j + 1] * vA
          let v = phi[6 * j + 2] * uA + phi[6 * j + 3] * vA
          // δ = t − (tA + j·h): the grid time's offset from the propagated time. Exact when
          // tA ≥ t/2 (Sterbenz); otherwise within ulp(t)/2, the precision of t itself.
          let delta = ((t - tA) - phi[6 * j + 4]) - phi[6 * j + 5]
          let a = -k * u - twoLambda * v
          body(next, t, SpringState(value: to + (u + v * delta), velocity: v + a * delta))
          next += 1
        }
        i = next
      }
    }
  }

  /// For `j` in `0..<count`: `Φ(j·h)` row-major as `(u₁, u₂, v₁, v₂)`, then `j·h` exactly
  /// as a double-double `(hi, lo)`: six Doubles per `j`. `Φ` is evaluated at the rounded `hi`,
  /// and the remaining `lo` is part of the first-order correction `δ`.
  @usableFromInline
  func transitionTable(step h: Double, count: Int) -> [Double] {
    var table = [Double](repeating: 0, count: 6 * count)
    for j in 0..<count {
      let jh = DoubleDouble.twoProduct(Double(j), h)
      let phi = transition(over: jh.hi)
      table[6 * j] = phi.0
      table[6 * j + 1] = phi.1
      table[6 * j + 2] = phi.2
      table[6 * j + 3] = phi.3
      table[6 * j + 4] = jh.hi
      table[6 * j + 5] = jh.lo
    }
    return table
  }

  /// `Φ(h)` as `(u₁, u₂, v₁, v₂)`: row-major, acting on `(u, v)`.
  @usableFromInline
  func transition(over h: Double) -> (Double, Double, Double, Double) {
    // The spring is already validated, so these cannot throw.
    let unitDisplacement = SpringMotion(validated: spring, from: 1, to: 0, initialVelocity: 0)
    let unitVelocity = SpringMotion(validated: spring, from: 0, to: 0, initialVelocity: 1)
    let (u1, v1) = unitDisplacement.displacementAndVelocity(at: h)
    let (u2, v2) = unitVelocity.displacementAndVelocity(at: h)
    return (u1, u2, v1, v2)
  }
}
