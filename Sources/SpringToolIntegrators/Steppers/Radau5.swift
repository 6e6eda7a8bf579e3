/// Three-stage Radau IIA (order 5, L-stable) with simplified Newton iteration and a
/// step-doubling error estimate: springtool's own method for stiff, heavily
/// overdamped springs (ζ ≳ 20) in the pure-Swift backend. GSL has no Radau method;
/// its stiff steppers are available in the GSL backend.
///
/// Stages solve `Zᵢ = h·Σⱼ aᵢⱼ·f(t + cⱼh, y + Zⱼ)` with the tableau (Hairer & Wanner,
/// *Solving ODEs II*, IV.5)
///
///     c = ((4 − √6)/10, (4 + √6)/10, 1)
///     A = [[(88 − 7√6)/360,    (296 − 169√6)/1800, (−2 + 3√6)/225],
///          [(296 + 169√6)/1800, (88 + 7√6)/360,    (−2 − 3√6)/225],
///          [(16 − √6)/36,       (16 + √6)/36,       1/9]]
///
/// and `y_new = y + Z₃` (stiffly accurate). Newton uses the Jacobian at `(t, y)` and the
/// LU factors of `I − h·(A ⊗ J)`; a linear system such as a spring converges in one
/// iteration. The step is made once with `h` and twice with `h/2`; the result is the
/// two half steps and the error `(y₂ − y₁)/31` (local error ∝ h⁶). A Newton
/// iteration that does not converge fails the step, and the evolution halves it.
public struct Radau5: ODEStepper {
  /// springtool's name (not a GSL method).
  public static let name = "radau5"
  /// The order the step-size controller uses: 5.
  public var order: Int { 5 }
  /// The stepper.
  public init() {}

  static let s6 = 6.0.squareRoot()
  static let c = (((4 - s6) / 10), ((4 + s6) / 10), 1.0)
  static let a: [Double] = [
    (88 - 7 * s6) / 360, (296 - 169 * s6) / 1800, (-2 + 3 * s6) / 225,
    (296 + 169 * s6) / 1800, (88 + 7 * s6) / 360, (-2 - 3 * s6) / 225,
    (16 - s6) / 36, (16 + s6) / 36, 1.0 / 9,
  ]

  /// The status a non-converging Newton iteration reports (GSL_FAILURE, as GSL's implicit steppers).
  static let notConverged = RHSFailure.failed(code: IntegrationError.failureCode)

  /// One Radau IIA step with its error from step doubling (for linear systems: the stage equations solved exactly).
  ///
  /// - Parameters:
  ///   - system: The ODE system to advance.
  ///   - t: The time at the start of the step, in seconds.
  ///   - h: The step size, in seconds (negative to integrate backward).
  ///   - y: The state: on entry at `t`, on return at `t + h`.
  ///   - yerr: Set to the estimate of the step's local error, per component.
  ///   - dydtIn: The derivative at `t` (the driver's from the last step).
  ///   - dydtOut: Set to the derivative at `t + h`.
  /// - Throws: ``RHSFailure`` when the right-hand side cannot be evaluated (the step fails, as GSL's `GSL_EBADFUNC`).
  public mutating func apply<System: ODESystem>(
    _ system: System, t: Double, h: Double, y: inout System.State, yerr: inout System.State,
    dydtIn: System.State, dydtOut: inout System.State
  ) throws(RHSFailure) {
    let n = System.State.scalarCount, m = 3 * n
    let start = y
    let result: Result<(System.State, System.State, System.State), RHSFailure> =
      withUnsafeTemporaryAllocation(of: Double.self, capacity: n * n + 2 * m * m + m) { work in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * m) { pivots in
          let jacobian = UnsafeMutableBufferPointer(rebasing: work[0..<(n * n)])
          let full = UnsafeMutableBufferPointer(rebasing: work[(n * n)..<(n * n + m * m)])
          let half = UnsafeMutableBufferPointer(rebasing: work[(n * n + m * m)..<(n * n + 2 * m * m)])
          let rhs = UnsafeMutableBufferPointer(rebasing: work[(n * n + 2 * m * m)...])
          let fullPivots = UnsafeMutableBufferPointer(rebasing: pivots[0..<m])
          let halfPivots = UnsafeMutableBufferPointer(rebasing: pivots[m...])
          do {
            _ = try system.jacobian(at: t, start, dfdy: jacobian)
            guard Radau5.factor(newtonMatrix: full, jacobian: jacobian, h: h, n: n, pivots: fullPivots),
              Radau5.factor(newtonMatrix: half, jacobian: jacobian, h: h / 2, n: n, pivots: halfPivots)
            else { return .failure(Radau5.notConverged) }
            let y1 = try Radau5.step(system, t: t, h: h, y: start, lu: full, pivots: fullPivots, rhs: rhs)
            let yHalf = try Radau5.step(system, t: t, h: h / 2, y: start, lu: half, pivots: halfPivots, rhs: rhs)
            let y2 = try Radau5.step(system, t: t + h / 2, h: h / 2, y: yHalf, lu: half, pivots: halfPivots, rhs: rhs)
            let out = try system.derivative(at: t + h, y2)
            return .success((y2, (y2 - y1) / 31, out))
          } catch let failure as RHSFailure {
            return .failure(failure)
          } catch {
            return .failure(Radau5.notConverged)
          }
        }
      }
    let (yNew, error, out) = try result.get()
    dydtOut = out
    yerr = error
    y = yNew
  }

  /// One Radau IIA step from `y` by simplified Newton with the factored matrix `lu`.
  static func step<System: ODESystem>(
    _ system: System, t: Double, h: Double, y: System.State, lu: UnsafeMutableBufferPointer<Double>,
    pivots: UnsafeMutableBufferPointer<Int>, rhs: UnsafeMutableBufferPointer<Double>
  ) throws(RHSFailure) -> System.State {
    let n = System.State.scalarCount
    var z = (System.State(), System.State(), System.State())
    var previous = Double.infinity
    for iteration in 0..<12 {
      let f1 = try system.derivative(at: t + c.0 * h, y + z.0)
      let f2 = try system.derivative(at: t + c.1 * h, y + z.1)
      let f3 = try system.derivative(at: t + c.2 * h, y + z.2)
      let g1 = -z.0 + h * (a[0] * f1 + a[1] * f2 + a[2] * f3)
      let g2 = -z.1 + h * (a[3] * f1 + a[4] * f2 + a[5] * f3)
      let g3 = -z.2 + h * (a[6] * f1 + a[7] * f2 + a[8] * f3)
      for i in 0..<n {
        rhs[i] = g1[i]
        rhs[n + i] = g2[i]
        rhs[2 * n + i] = g3[i]
      }
      solve(lu: lu, pivots: pivots, rhs: rhs, size: 3 * n)
      var norm = 0.0, scale = 0.0
      for i in 0..<n {
        z.0[i] += rhs[i]
        z.1[i] += rhs[n + i]
        z.2[i] += rhs[2 * n + i]
        norm = max(norm, abs(rhs[i]), abs(rhs[n + i]), abs(rhs[2 * n + i]))
        scale = max(scale, abs(y[i]), abs(z.0[i]), abs(z.1[i]), abs(z.2[i]))
      }
      guard norm.isFinite else { throw notConverged }
      if norm <= 1e-14 * scale { return y + z.2 }
      if iteration >= 1 && norm > 0.5 * previous {
        // No longer contracting: accept if already at rounding level, else fail the step.
        if norm <= 1e-10 * scale { return y + z.2 }
        throw notConverged
      }
      previous = norm
    }
    throw notConverged
  }

  /// Builds `I − h·(A ⊗ J)` (size 3n) into `matrix` and factors it in place (LU, partial
  /// pivoting). Returns false for a singular matrix.
  static func factor(
    newtonMatrix matrix: UnsafeMutableBufferPointer<Double>, jacobian: UnsafeMutableBufferPointer<Double>,
    h: Double, n: Int, pivots: UnsafeMutableBufferPointer<Int>
  ) -> Bool {
    let m = 3 * n
    for bi in 0..<3 {
      for bj in 0..<3 {
        let coefficient = h * a[3 * bi + bj]
        for p in 0..<n {
          for q in 0..<n {
            let identity: Double = (bi == bj && p == q) ? 1 : 0
            matrix[(bi * n + p) * m + (bj * n + q)] = identity - coefficient * jacobian[p * n + q]
          }
        }
      }
    }
    for k in 0..<m {
      var pivot = k
      for i in (k + 1)..<max(m, k + 1) where abs(matrix[i * m + k]) > abs(matrix[pivot * m + k]) { pivot = i }
      pivots[k] = pivot
      guard matrix[pivot * m + k] != 0, matrix[pivot * m + k].isFinite else { return false }
      if pivot != k {
        for j in 0..<m { matrix.swapAt(k * m + j, pivot * m + j) }
      }
      let diagonal = matrix[k * m + k]
      for i in (k + 1)..<max(m, k + 1) {
        let factor = matrix[i * m + k] / diagonal
        matrix[i * m + k] = factor
        if factor != 0 {
          for j in (k + 1)..<m { matrix[i * m + j] -= factor * matrix[k * m + j] }
        }
      }
    }
    return true
  }

  /// Solves `LU·x = rhs` in place.
  static func solve(
    lu: UnsafeMutableBufferPointer<Double>, pivots: UnsafeMutableBufferPointer<Int>,
    rhs: UnsafeMutableBufferPointer<Double>, size m: Int
  ) {
    for k in 0..<m where pivots[k] != k { rhs.swapAt(k, pivots[k]) }
    for i in 0..<m {
      var sum = rhs[i]
      for j in 0..<i { sum -= lu[i * m + j] * rhs[j] }
      rhs[i] = sum
    }
    for i in stride(from: m - 1, through: 0, by: -1) {
      var sum = rhs[i]
      for j in (i + 1)..<max(m, i + 1) { sum -= lu[i * m + j] * rhs[j] }
      rhs[i] = sum / lu[i * m + i]
    }
  }
}
