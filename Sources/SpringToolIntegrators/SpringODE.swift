import SpringToolCore

/// A spring as an ODE system in displacement form (the GSL reference problem's form,
/// docs/reference/gsl-odeiv2.md §6):
///
///     y = (x − target, v),   f(t, y) = (y₁, (−k·y₀ − c·y₁)/m)
///
/// evaluated exactly as `(-k * y0 - c * y1) / m`, so integrations reproduce the
/// probe vectors bit for bit. Jacobian `[[0, 1], [−k/m, −c/m]]`, `∂f/∂t = 0`.
public struct SpringODE: ODESystem {
  /// `(x − target, v)`.
  public typealias State = SIMD2<Double>
  /// The mass m.
  public let mass: Double
  /// The stiffness k.
  public let stiffness: Double
  /// The damping coefficient c.
  public let damping: Double

  /// The system of `spring`.
  ///
  /// - Parameter spring: The spring: mass, stiffness and damping coefficient.
  public init(_ spring: Spring) {
    mass = spring.mass
    stiffness = spring.stiffness
    damping = spring.dampingCoefficient
  }

  /// A system with raw coefficients (tests use it to reproduce probe programs).
  ///
  /// - Parameters:
  ///   - mass: The mass m (> 0; value units are free, so 1 is the usual choice).
  ///   - stiffness: The stiffness k (> 0), force per value unit.
  ///   - damping: The damping coefficient c (≥ 0), force per value unit per second.
  public init(mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// `f(t, y) = (y₁, (−k·y₀ − c·y₁)/m)`.
  ///
  /// - Parameters:
  ///   - t: The time, in seconds.
  ///   - y: The state at `t`.
  /// - Returns: The derivative `f(t, y)`.
  /// - Throws: ``RHSFailure`` when the right-hand side cannot be evaluated (the step fails, as GSL's `GSL_EBADFUNC`).
  @inlinable
  public func derivative(at t: Double, _ y: State) throws(RHSFailure) -> State {
    let force = -stiffness * y[0] - damping * y[1]
    // x/1 is x exactly, so unit mass skips the division (the slowest operation here) with identical bits.
    return State(y[1], mass == 1 ? force : force / mass)
  }

  /// The Jacobian `[[0, 1], [−k/m, −c/m]]` into `dfdy` (row-major); returns ∂f/∂t = 0.
  ///
  /// - Parameters:
  ///   - t: The time, in seconds.
  ///   - y: The state at `t`.
  ///   - dfdy: Set to the Jacobian ∂f_i/∂y_j, row-major (`dimension²` entries).
  /// - Throws: ``RHSFailure`` when the right-hand side cannot be evaluated (the step fails, as GSL's `GSL_EBADFUNC`).
  public func jacobian(at t: Double, _ y: State, dfdy: UnsafeMutableBufferPointer<Double>) throws(RHSFailure) -> State {
    dfdy[0] = 0
    dfdy[1] = 1
    dfdy[2] = -stiffness / mass
    dfdy[3] = -damping / mass
    return State(0, 0)
  }
}
