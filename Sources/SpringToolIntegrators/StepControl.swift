import Foundation

/// GSL's standard step-size controller (`gsl_odeiv2_control_standard_new`, and `scaled`),
/// as reference/gsl-odeiv2.md §3 specifies it.
///
/// For each component the allowed error is
///
///     Dᵢ = eps_rel·(a_y·|yᵢ| + a_dydt·|h·y'ᵢ|) + eps_abs        (scaled: + eps_abs·sᵢ)
///
/// and `rmax = max |yerrᵢ|/|Dᵢ|` (NaN ratios are ignored). With `q` the stepper's order:
/// `rmax > 1.1` shrinks the step by `0.9·rmax^(−1/q)` (at least 0.2×); `rmax < 0.5`
/// grows it by `0.9·rmax^(−1/(q+1))`, between 1× and 5× (4.9× for `scaled`).
public struct StepControl: Sendable, Hashable {
  public var absoluteTolerance: Double
  public var relativeTolerance: Double
  /// Weight of `|y|` in the relative term (1 in GSL's `y_new`).
  public var valueWeight: Double
  /// Weight of `|h·y'|` in the relative term (0 in `y_new`).
  public var derivativeWeight: Double
  /// Per-component absolute scales (GSL's `scaled` control), or nil for `standard`.
  public var absoluteScale: [Double]?

  /// GSL's `y_new(eps_abs, eps_rel)`: `standard` with a_y = 1, a_dydt = 0.
  public init(absoluteTolerance: Double, relativeTolerance: Double,
              valueWeight: Double = 1, derivativeWeight: Double = 0, absoluteScale: [Double]? = nil) {
    self.absoluteTolerance = absoluteTolerance
    self.relativeTolerance = relativeTolerance
    self.valueWeight = valueWeight
    self.derivativeWeight = derivativeWeight
    self.absoluteScale = absoluteScale
  }

  /// GSL rejects negative tolerances and weights with EINVAL.
  public func validate(dimension: Int) throws(IntegrationError) {
    guard absoluteTolerance >= 0, relativeTolerance >= 0, valueWeight >= 0, derivativeWeight >= 0 else {
      throw .invalidArgument
    }
    if let absoluteScale, absoluteScale.count != dimension { throw .invalidArgument }
  }

  /// What `adjust` decided.
  public enum Adjustment: Int32, Sendable {
    case decrease = -1, none = 0, increase = 1
  }

  /// GSL's `hadjust`: may change `h` (the step just attempted) and says how.
  @inlinable
  public func adjust<State: SIMD>(order: Int, y: State, yerr: State, dydt: State, h: inout Double) -> Adjustment
  where State.Scalar == Double {
    let hOld = h
    var rmax = Double.leastNormalMagnitude
    for i in 0..<State.scalarCount {
      var d = relativeTolerance * (valueWeight * abs(y[i]) + derivativeWeight * abs(hOld * dydt[i]))
      if let absoluteScale { d = d + absoluteTolerance * absoluteScale[i] } else { d = d + absoluteTolerance }
      let r = abs(yerr[i]) / abs(d)
      if r > rmax { rmax = r }  // strict: a NaN ratio is ignored, as in GSL
    }
    if rmax > 1.1 {
      var r = 0.9 / pow(rmax, 1.0 / Double(order))
      if r < 0.2 { r = 0.2 }
      h = r * hOld
      return .decrease
    }
    if rmax < 0.5 {
      var r = 0.9 / pow(rmax, 1.0 / Double(order + 1))
      let most = absoluteScale == nil ? 5.0 : 4.9
      if r > most { r = most }
      if r < 1 { r = 1 }
      h = r * hOld
      return .increase
    }
    return .none
  }
}
