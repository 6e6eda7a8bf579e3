import Foundation

/// GSL's standard step-size controller (`gsl_odeiv2_control_standard_new`, and `scaled`),
/// as docs/reference/gsl-odeiv2.md §3 specifies it.
///
/// For each component the allowed error is
///
///     Dᵢ = eps_rel·(a_y·|yᵢ| + a_dydt·|h·y'ᵢ|) + eps_abs        (scaled: + eps_abs·sᵢ)
///
/// and `rmax = max |yerrᵢ|/|Dᵢ|` (NaN ratios are ignored). With `q` the stepper's order:
/// `rmax > 1.1` shrinks the step by `0.9·rmax^(−1/q)` (at least 0.2×); `rmax < 0.5`
/// grows it by `0.9·rmax^(−1/(q+1))`, between 1× and 5× (4.9× for `scaled`).
public struct StepControl: Sendable, Hashable {
  /// `eps_abs`, in value units.
  public var absoluteTolerance: Double
  /// `eps_rel`.
  public var relativeTolerance: Double
  /// Weight of `|y|` in the relative term (1 in GSL's `y_new`).
  public var valueWeight: Double
  /// Weight of `|h·y'|` in the relative term (0 in `y_new`).
  public var derivativeWeight: Double
  /// Per-component absolute scales (GSL's `scaled` control), or nil for `standard`.
  public var absoluteScale: [Double]?

  /// GSL's `y_new(eps_abs, eps_rel)`: `standard` with a_y = 1, a_dydt = 0.
  ///
  /// - Parameters:
  ///   - absoluteTolerance: The absolute tolerance (≥ 0), in the state's units.
  ///   - relativeTolerance: The relative tolerance (≥ 0).
  ///   - valueWeight: The weight of |y| in the relative part (GSL's a_y).
  ///   - derivativeWeight: The weight of h·|y'| (GSL's a_dydt).
  ///   - absoluteScale: Per-component scales of the absolute tolerance, or nil for 1 each.
  public init(
    absoluteTolerance: Double, relativeTolerance: Double,
    valueWeight: Double = 1, derivativeWeight: Double = 0, absoluteScale: [Double]? = nil
  ) {
    self.absoluteTolerance = absoluteTolerance
    self.relativeTolerance = relativeTolerance
    self.valueWeight = valueWeight
    self.derivativeWeight = derivativeWeight
    self.absoluteScale = absoluteScale
  }

  /// GSL rejects negative tolerances and weights with EINVAL.
  ///
  /// - Parameter dimension: The system's dimension.
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  public func validate(dimension: Int) throws(IntegrationError) {
    guard absoluteTolerance >= 0, relativeTolerance >= 0, valueWeight >= 0, derivativeWeight >= 0 else {
      throw .invalidArgument
    }
    if let absoluteScale, absoluteScale.count != dimension { throw .invalidArgument }
  }

  /// What `adjust` decided.
  public enum Adjustment: Int32, Sendable {
    /// The step shrank (the attempt is rejected), stayed, or grew.
    case decrease = -1, none = 0, increase = 1
  }

  /// GSL's `hadjust`: may change `h` (the step just attempted) and says how.
  ///
  /// `growth: false` tells it the caller will discard a grown step (the driver keeps its step
  /// after a final, truncated one), so an increase is reported without computing its size. Where
  /// the growth factor is certain to be clamped to its maximum, `pow` is skipped as well: both
  /// shortcuts return exactly what the full computation would.
  ///
  /// - Parameters:
  ///   - order: The stepper's order (the error's order is one more).
  ///   - y: The state at the end of the step.
  ///   - yerr: The step's error estimate.
  ///   - dydt: The derivative at the end of the step.
  ///   - h: The step just attempted, in seconds: changed to the next step to try.
  ///   - growth: Whether a grown step will be used (false: report an increase without computing it).
  /// - Returns: GSL's `hadjust`: may change `h` (the step just attempted) and says how.
  @inlinable
  public func adjust<State: SIMD>(order: Int, y: State, yerr: State, dydt: State, h: inout Double, growth: Bool = true)
    -> Adjustment where State.Scalar == Double
  {
    let hOld = h
    var rmax = Double.leastNormalMagnitude
    if let absoluteScale {
      for i in 0..<State.scalarCount {
        let d = relativeTolerance * (valueWeight * abs(y[i]) + derivativeWeight * abs(hOld * dydt[i])) + absoluteTolerance * absoluteScale[i]
        let r = abs(yerr[i]) / abs(d)
        if r > rmax { rmax = r }  // strict: a NaN ratio is ignored, as in GSL
      }
    } else {
      for i in 0..<State.scalarCount {
        let d = relativeTolerance * (valueWeight * abs(y[i]) + derivativeWeight * abs(hOld * dydt[i])) + absoluteTolerance
        let r = abs(yerr[i]) / abs(d)
        if r > rmax { rmax = r }
      }
    }
    if rmax > 1.1 {
      var r = 0.9 / pow(rmax, 1.0 / Double(order))
      if r < 0.2 { r = 0.2 }
      h = r * hOld
      return .decrease
    }
    if rmax < 0.5 {
      guard growth else { return .increase }
      let most = absoluteScale == nil ? 5.0 : 4.9
      // 0.9/rmax^(1/(q+1)) ≥ 5.6 > most whenever rmax ≤ 0.5·0.18^(q+1): a factor of 2 clear of the
      // clamp, far beyond pow's sub-ulp error, so the clamped value is certain.
      var bound = 0.5
      for _ in 0...order { bound *= 0.18 }
      if rmax <= bound {
        h = most * hOld
        return .increase
      }
      var r = 0.9 / pow(rmax, 1.0 / Double(order + 1))
      if r > most { r = most }
      if r < 1 { r = 1 }
      h = r * hOld
      return .increase
    }
    return .none
  }
}
