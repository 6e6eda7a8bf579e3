/// Why a right-hand side could not be evaluated (GSL's callback contract, docs/reference/gsl-odeiv2.md §1.1).
///
/// - `badFunction`: stop now (GSL's `GSL_EBADFUNC`): the integration returns at once
///   with the last accepted state.
/// - `failed(code)`: this step failed (any other non-zero GSL code): the evolution
///   retries with the step halved, and returns `code` if halving can no longer move `t`.
public enum RHSFailure: Error, Sendable, Equatable {
  /// GSL_EBADFUNC: integration stops at once.
  case badFunction
  /// Any other status: the driver halves the step and retries.
  case failed(code: Int32)

  /// The status a GSL callback returns for this failure.
  public var code: Int32 {
    switch self {
    case .badFunction: return IntegrationError.badFunctionCode
    case .failed(let code): return code
    }
  }

  /// The failure a GSL status code means (0 is not a failure).
  ///
  /// - Parameter code: GSL's status code.
  public init(code: Int32) {
    self = code == IntegrationError.badFunctionCode ? .badFunction : .failed(code: code)
  }
}

/// A system of first-order ODEs `y' = f(t, y)` with a fixed-size state.
///
/// `State` is any SIMD vector of Doubles (`SIMD2<Double>` for a spring's
/// `(displacement, velocity)`), so steppers keep the state in registers and never
/// allocate. The same value drives the pure-Swift steppers and, through a C
/// callback, GSL's: both see bit-identical derivatives.
public protocol ODESystem: Sendable {
  /// The state vector.
  associatedtype State: SIMD where State.Scalar == Double

  /// `f(t, y)`. Throw ``RHSFailure`` to fail the step (see there).
  ///
  /// - Parameters:
  ///   - t: The time, in seconds.
  ///   - y: The state at `t`.
  /// - Returns: The derivative `f(t, y)`.
  /// - Throws: ``RHSFailure`` when the right-hand side cannot be evaluated (the step fails, as GSL's `GSL_EBADFUNC`).
  func derivative(at t: Double, _ y: State) throws(RHSFailure) -> State

  /// The Jacobian `∂f_i/∂y_j` (row-major into `dfdy`, `dimension²` entries) and `∂f/∂t`.
  /// Needed by the implicit methods. The default is central finite differences.
  ///
  /// - Parameters:
  ///   - t: The time, in seconds.
  ///   - y: The state at `t`.
  ///   - dfdy: Set to the Jacobian ∂f_i/∂y_j, row-major (`dimension²` entries).
  /// - Throws: ``RHSFailure`` when the right-hand side cannot be evaluated (the step fails, as GSL's `GSL_EBADFUNC`).
  func jacobian(at t: Double, _ y: State, dfdy: UnsafeMutableBufferPointer<Double>) throws(RHSFailure) -> State
}

extension ODESystem {
  /// The number of components of the state.
  @inlinable public static var dimension: Int { State.scalarCount }

  /// Central differences with steps `√ε·max(|y_j|, 1)`; `∂f/∂t` likewise.
  ///
  /// - Parameters:
  ///   - t: The time, in seconds.
  ///   - y: The state at `t`.
  ///   - dfdy: Set to the Jacobian ∂f_i/∂y_j, row-major (`dimension²` entries).
  /// - Returns: Central differences with steps `√ε·max(|y_j|, 1)`; `∂f/∂t` likewise.
  /// - Throws: ``RHSFailure`` when the right-hand side cannot be evaluated (the step fails, as GSL's `GSL_EBADFUNC`).
  public func jacobian(at t: Double, _ y: State, dfdy: UnsafeMutableBufferPointer<Double>) throws(RHSFailure) -> State {
    let n = State.scalarCount
    for j in 0..<n {
      let step = Double.ulpOfOne.squareRoot() * max(abs(y[j]), 1)
      var plus = y, minus = y
      plus[j] += step
      minus[j] -= step
      let fp = try derivative(at: t, plus), fm = try derivative(at: t, minus)
      for i in 0..<n { dfdy[i * n + j] = (fp[i] - fm[i]) / (plus[j] - minus[j]) }
    }
    let dt = Double.ulpOfOne.squareRoot() * max(abs(t), 1)
    return (try derivative(at: t + dt, y) - (try derivative(at: t - dt, y))) / (2 * dt)
  }
}
