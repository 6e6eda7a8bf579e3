import SpringToolCore
import SpringToolIntegrators

/// A backend and its integrator settings: how a spring's curve is computed.
///
/// `Solver.automatic(for:)` is what springtool uses when nothing is asked: GSL's rk8pd where GSL
/// is built in, else the Swift port's (bit for bit the same), bsimp or radau5 for ζ ≥ 20, with an
/// absolute tolerance of 1e-12 of the amplitude: within 1e-9 of the travel of the closed form in
/// every regime. `Solver.analytic` is the closed form itself.
public struct Solver: Sendable, Hashable {
  /// The backend.
  public let backend: Backend
  /// The integrator settings; nil for the analytic backend.
  public let settings: IntegratorSettings?
  /// The absolute tolerance as a fraction of the amplitude scale where it is springtool's
  /// default (``SpringMotion/defaultToleranceOfAmplitude``), which a piecewise motion applies to
  /// each piece's own amplitude; nil where a tolerance was given (it is then kept as given).
  public let toleranceOfAmplitude: Double?

  /// The exact closed form.
  public static let analytic = Solver(backend: .analytic, settings: nil)

  /// The build's default integrator for `motion` (``Backend/automatic`` with its default settings).
  ///
  /// - Parameter motion: The spring motion to compute.
  public static func automatic(for motion: SpringMotion) -> Solver {
    Solver(backend: .automatic, settings: Backend.automatic.defaultSettings(for: motion), defaultTolerance: true)
  }

  /// A solver with every setting explicit.
  ///
  /// - Parameters:
  ///   - backend: The backend (nil: the build's automatic choice).
  ///   - settings: The integration method, first step, step control and limits.
  public init(backend: Backend, settings: IntegratorSettings?) {
    self.init(backend: backend, settings: settings, defaultTolerance: false)
  }

  private init(backend: Backend, settings: IntegratorSettings?, defaultTolerance: Bool) {
    self.backend = backend
    self.settings = backend == .analytic ? nil : settings
    self.toleranceOfAmplitude = defaultTolerance && self.settings != nil ? SpringMotion.defaultToleranceOfAmplitude : nil
  }

  /// The solver a request describes, validated: start from `backend`'s defaults for `motion`
  /// (nil: GSL when built in, or whichever backend has `method`), then apply what is given.
  ///
  /// - Parameters:
  ///   - method: nil for `auto` (rk8pd, or the stiff method for ζ ≥ 20).
  ///   - absoluteTolerance, relativeTolerance: `≥ 0`, not both 0; nil keeps the defaults
  ///     (1e-12 × the amplitude, 0). Giving one sets the other to 0 unless given.
  ///   - initialStep: the first step, seconds, `> 0`; `maximumStep` ≥ it; `maximumSteps` ≥ 1 per sample.
  ///   - backend: The backend (nil: the build's automatic choice).
  ///   - absoluteTolerance: The absolute tolerance per step, in value units (nil: 1e-12 of the travel).
  ///   - relativeTolerance: The relative tolerance per step (nil: 0).
  ///   - maximumStep: The largest step, in seconds (nil: none).
  ///   - maximumSteps: The most steps between two samples (nil: 10^5).
  ///   - motion: The spring motion to compute.
  /// - Throws: ``SolverError`` for an unavailable backend or method, or a setting out of range.
  public init(
    backend: Backend?, method: ODEMethod? = nil, absoluteTolerance: Double? = nil,
    relativeTolerance: Double? = nil, initialStep: Double? = nil, maximumStep: Double? = nil,
    maximumSteps: Int? = nil, for motion: SpringMotion
  ) throws(SolverError) {
    let chosen: Backend
    if let backend {
      chosen = backend
    } else if let method, !method.isInSwiftPort {
      chosen = .gsl
    } else if method == .radau5 {
      chosen = .swift
    } else {
      chosen = .automatic
    }
    guard chosen.isAvailable else { throw .gslNotBuiltIn }
    guard var settings = chosen.defaultSettings(for: motion) else {
      self.init(backend: .analytic, settings: nil)
      return
    }
    if let method {
      guard chosen.methods.contains(method) else { throw .methodNotInBackend(method, chosen) }
      settings.method = method
    }
    if absoluteTolerance != nil || relativeTolerance != nil {
      let atol = absoluteTolerance ?? 0, rtol = relativeTolerance ?? 0
      for (setting, value) in [(SolverSetting.absoluteTolerance, atol), (.relativeTolerance, rtol)] where !(value >= 0 && value.isFinite) {
        throw .invalidSetting(setting, value: value, rule: .finiteNonNegative)
      }
      guard atol > 0 || rtol > 0 else { throw .noTolerance }
      settings.control = StepControl(absoluteTolerance: atol, relativeTolerance: rtol)
    }
    if let h0 = initialStep {
      guard h0 > 0 && h0.isFinite else { throw .invalidSetting(.initialStep, value: h0, rule: .positive) }
      settings.initialStep = h0
    }
    if let hmax = maximumStep {
      guard hmax >= settings.initialStep && hmax.isFinite else {
        throw .invalidSetting(.maximumStep, value: hmax, rule: .atLeastFirstStep(settings.initialStep))
      }
      settings.limits.maximum = hmax
    }
    if let nmax = maximumSteps {
      guard nmax >= 1 else { throw .invalidSetting(.maximumSteps, value: Double(nmax), rule: .atLeastOne) }
      settings.limits.maximumSteps = nmax
    }
    self.init(backend: chosen, settings: settings, defaultTolerance: absoluteTolerance == nil && relativeTolerance == nil)
  }

  /// `motion` computed by this solver, as a ``MotionCurve``.
  ///
  /// - Parameter motion: The spring motion to compute.
  /// - Returns: The motion as this solver computes it.
  public func solve(_ motion: SpringMotion) -> SolvedMotion { SolvedMotion(motion: motion, solver: self) }
}
