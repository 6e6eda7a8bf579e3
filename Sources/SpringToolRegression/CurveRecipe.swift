import Foundation
import SpringToolCore
import SpringToolEasing
import SpringToolPlatforms
import SpringToolIntegrators
import SpringToolSolvers
import _SpringToolSupport

/// Everything that makes a curve: the spring as given (or an easing), the motion, retargets, the
/// engine and its settings, the solver, and the frame rate an engine runs at. A recipe builds its
/// ``MotionCurve`` (``curve()``), is written into every curve file springtool writes
/// (``keyValues``) and read back from it (``init(keyValues:)``), so `verify` can recompute a
/// file from what the file says made it.
///
/// The keys are the command line's option names: `response`, `damping` (the ratio ζ),
/// `bounce`, `stiffness`, `friction` (the coefficient c), `tension`, `mass`, `origami-tension`,
/// `origami-friction`, `motion-duration`, `visual-duration`, `preset`, `extra-bounce`; `from`,
/// `to`, `velocity`; `retarget` (repeated, `T:VALUE[:RESPONSE]`), `retarget-mode`,
/// `blend-duration`; `easing`, `easing-duration`; `engine`, `fps` and each engine setting's key
/// (``EngineSetting/all``: `uikit-duration`, `min-visible-change`, …); `backend`, `method`,
/// `atol`, `rtol`, `h0`, `hmax`, `nmax`.
public struct CurveRecipe: Sendable, Hashable {
  /// What moves the value.
  public enum Source: Sendable, Hashable {
    /// A spring.
    case spring(SpringRequest)
    /// An easing curve (its text as given) over a duration in seconds.
    case easing(String, duration: Double)
    /// A release decelerating as the engine's platform does (`model`: the platform's model by
    /// name, empty for its default); `to` does not apply. `spring`: the spring a model with a
    /// spring part runs (Flutter's bouncing at an extent), empty for the platform's own.
    case decay(model: String, spring: SpringRequest = SpringRequest())
  }

  /// How retargets combine.
  public enum RetargetMode: String, Sendable, Hashable, CaseIterable {
    /// SwiftUI's `spring`: position and velocity carry over, the new target takes over.
    case merge
    /// `interpolatingSpring`: each change animates on its own and the offsets add.
    case additive
  }

  /// The integrator a recipe asks for (nil fields: the defaults for the motion).
  public struct SolverRequest: Sendable, Hashable {
    /// nil: auto (GSL where built in, else the Swift port; or whichever has the method).
    public var backend: Backend?
    /// nil: auto.
    public var method: ODEMethod?
    /// Tolerances and step settings (see ``Solver/init(backend:method:absoluteTolerance:relativeTolerance:initialStep:maximumStep:maximumSteps:for:)``).
    public var absoluteTolerance: Double?, relativeTolerance: Double?, initialStep: Double?, maximumStep: Double?
    /// Most steps per sample.
    public var maximumSteps: Int?

    /// The default request.
    ///
    /// - Parameters:
    ///   - backend: The backend (nil: the build's automatic choice).
    ///   - method: The integration method (nil: the backend's default for the spring).
    public init(backend: Backend? = nil, method: ODEMethod? = nil) {
      self.backend = backend
      self.method = method
    }

    /// Whether anything beyond the backend is set.
    public var hasIntegratorSettings: Bool {
      method != nil || absoluteTolerance != nil || relativeTolerance != nil || initialStep != nil || maximumStep != nil
        || maximumSteps != nil
    }
  }

  /// What moves the value.
  public var source: Source
  /// Start value, target, start velocity (units per second).
  public var from = 0.0, to = 1.0, velocity = 0.0
  /// New targets at later times.
  public var retargets: [Retarget] = []
  /// How retargets combine.
  public var retargetMode = RetargetMode.merge
  /// What renders it: the exact closed form (or the solver), or a platform engine.
  public var engine = EngineChoice.exact
  /// Engine settings (blend duration is also the merge's, for every engine).
  public var engineSettings = EngineSettings()
  /// The integrator (the exact engine only).
  public var solver = SolverRequest()
  /// The frame rate an engine runs at (and finds its end at).
  public var framesPerSecond = CurveRecipe.defaultFramesPerSecond
  /// What the value animates (nil: a plain value, each engine's own default): the platforms'
  /// thresholds follow it (``renderedSettings``).
  public var property: ValueProperty?

  /// The settings the engine renders with: ``engineSettings``, and where ``property`` is set, the
  /// thresholds its platform takes from it when they are not given
  /// (``SpringEngine/settings(for:start:given:)``: Android's minimum visible change, Compose's
  /// visibility threshold). With the exact engine, every platform's (the settling definitions
  /// that read them, Android's rest and Compose's estimate, follow the property too).
  public var renderedSettings: EngineSettings {
    guard let property else { return engineSettings }
    let engines = engine.platformEngine.map { [$0] } ?? Engines.all
    return engines.reduce(engineSettings) { $1.settings(for: property.animatedProperty, start: from, given: $0) }
  }

  /// The frame rate when none is given (``SamplingRequest/defaultFramesPerSecond``).
  public static let defaultFramesPerSecond = SamplingRequest.defaultFramesPerSecond
  /// An easing's duration when none is given: 0.35 s, SwiftUI's default animation duration.
  public static let defaultEasingDuration = 0.35

  /// A recipe for a source.
  ///
  /// - Parameter source: The spring or the easing the recipe animates.
  public init(source: Source) { self.source = source }

  /// What is wrong with a retarget's text.
  public enum RetargetProblem: Sendable, Hashable, CustomStringConvertible {
    /// Not two or three finite numbers.
    case notNumbers
    /// The response (the third number) is not above 0.
    case responseNotPositive
    /// Its time is not after 0 and after the previous retarget's.
    case notIncreasing

    /// The rule in words.
    public var description: String {
      switch self {
      case .notNumbers: "expected T:VALUE or T:VALUE:RESPONSE (finite numbers, RESPONSE > 0)"
      case .responseNotPositive: "the response must be > 0"
      case .notIncreasing: "times must be after 0 and increase"
      }
    }
  }

  /// Why a recipe does not make a curve.
  public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The spring request is inconsistent.
    case spring(SpringRequest.Problem)
    /// The easing text does not parse.
    case easing(String)
    /// A value out of range (key, value, rule).
    case invalid(key: String, value: String, rule: String)
    /// Two keys that do not go together.
    case conflict(String, String)
    /// A key the engine cannot take (`backend`, `retarget-mode`, `retarget`).
    case engineConflict(engine: String, key: String)
    /// A retarget's text (`T:VALUE[:RESPONSE]`) and what is wrong with it.
    case invalidRetarget(String, RetargetProblem)
    /// The solver cannot be set up.
    case solver(SolverError)
    /// The motion is invalid.
    case motion(SpringError)
    /// The curve cannot be computed.
    case curve(MotionError)

    /// One line.
    public var description: String {
      switch self {
      case .spring(let p): p.description
      case .easing(let text): text
      case .invalid(let key, let value, let rule): "invalid value '\(value)' for \(key): \(rule)"
      case .conflict(let a, let b): "\(a) and \(b) do not go together"
      case .engineConflict(let engine, let key): "engine \(engine) and \(key) do not go together"
      case .invalidRetarget(let text, let problem): "invalid value '\(text)' for retarget: \(problem)"
      case .solver(let e): e.description
      case .motion(let e): "invalid motion: \(e)"
      case .curve(let e): e.description
      }
    }
  }

  /// The spring specification (nil for an easing).
  ///
  /// - Throws: ``CurveRecipe/Problem`` naming the key when a value does not parse or the recipe does not make a curve.
  public func specification() throws(Problem) -> SpringSpecification? {
    guard case .spring(let request) = source else { return nil }
    do { return try request.specification() } catch { throw .spring(error) }
  }

  /// The engine input of a spring recipe.
  ///
  /// - Throws: ``CurveRecipe/Problem`` naming the key when a value does not parse or the recipe does not make a curve.
  public func engineInput() throws(Problem) -> EngineInput? {
    guard let spec = try specification() else { return nil }
    return EngineInput(
      specification: spec, from: from, to: to, velocity: velocity, settings: renderedSettings,
      retargets: retargets)
  }

  /// The curve this recipe makes.
  ///
  /// - Throws: ``Problem`` for an inconsistent recipe (an easing with a velocity, retargets on an
  ///   engine without them, a solver on a platform engine, …).
  public func curve() throws(Problem) -> any MotionCurve {
    switch source {
    case .easing(let text, let duration):
      if velocity != 0 { throw .conflict("easing", "velocity") }
      if !retargets.isEmpty { throw .conflict("easing", "retarget") }
      if engine != .exact { throw .conflict("easing", "engine") }
      if solver != SolverRequest() { throw .conflict("easing", "backend") }
      let easing: Easing
      do { easing = try Easing.parse(text) } catch { throw .easing(error.description) }
      do { return try EasedMotion(easing: easing, from: from, to: to, duration: duration) } catch {
        throw .invalid(key: "easing-duration", value: NumberText.text(duration), rule: error.description)
      }
    case .decay:
      if engineSettings.given(.travelUnit) != nil { throw .conflict("decay", "travel-unit") }
      return try decayCurve()
    case .spring:
      if engineSettings.given(.travelUnit) != nil, let property, !property.isLength {
        throw .conflict("travel-unit", "property \(property.rawValue) (not a length)")
      }
      guard let input = try engineInput() else { throw .easing("no spring") }
      if case .platform(let platform) = engine {
        if solver != SolverRequest() { throw .engineConflict(engine: platform.id, key: "backend") }
        if retargetMode == .additive { throw .engineConflict(engine: platform.id, key: "retarget-mode additive") }
        guard MotionError.frameRates.contains(framesPerSecond) else {
          throw .invalid(key: "fps", value: NumberText.text(framesPerSecond), rule: "must be from \(MotionError.frameRateWords)")
        }
        do { return try EngineMotion(engine: platform, input: input, framesPerSecond: framesPerSecond) } catch { throw .curve(error) }
      }
      let motion: SpringMotion
      do { motion = try SpringMotion(spring: input.spring, from: from, to: to, initialVelocity: velocity) } catch {
        throw .motion(error)
      }
      let chosen: Solver
      do {
        chosen = try Solver(
          backend: solver.backend, method: solver.method, absoluteTolerance: solver.absoluteTolerance,
          relativeTolerance: solver.relativeTolerance, initialStep: solver.initialStep,
          maximumStep: solver.maximumStep, maximumSteps: solver.maximumSteps, for: motion)
      } catch { throw .solver(error) }
      guard !retargets.isEmpty else { return chosen.solve(motion) }
      let pieces: [TargetPiece]
      do { pieces = try input.targetPieces() } catch { throw .motion(error) }
      do {
        switch retargetMode {
        case .additive:
          if chosen.settings != nil && solver.backend != nil { throw Problem.conflict("retarget-mode additive", "backend") }
          return try AdditiveMotion(from: from, initialVelocity: velocity, pieces: pieces)
        case .merge:
          let piecewise = try PiecewiseMotion(from: from, initialVelocity: velocity, pieces: pieces)
          do { return try SolvedPiecewiseMotion(piecewise, blendDuration: input.settings[.blendDuration], solver: chosen) } catch {
            throw Problem.curve(error)
          }
        }
      } catch let problem as Problem {
        throw problem
      } catch let error as SpringError {
        throw .motion(error)
      } catch {
        throw .invalid(key: "retarget", value: "", rule: "\(error)")
      }
    }
  }
}

extension CurveRecipe {
  /// The decay model this recipe names: its engine's (the exact one, UIScrollView's documented
  /// closed form, without an engine) and the model by name or the platform's default.
  /// - Throws: ``Problem`` for an engine without decays or a model it does not have.
  public func decayModel() throws(Problem) -> any DecayModel {
    guard case .decay(let given, _) = source else { throw .easing("not a decay") }
    let name: String? = given.isEmpty ? nil : given
    let engineID = engine.platformEngine?.id ?? UIKitDecay().info.engine
    let mine = DecayModels.all.filter { $0.info.engine == engineID }
    guard !mine.isEmpty else {
      throw .invalid(key: "engine", value: engineID, rule: "has no decay; decays run on " + DecayModels.engines.joined(separator: ", "))
    }
    guard let model = DecayModels.named(engine: engineID, model: name) else {
      let wanted = name ?? DecayModels.defaultModel(engine: engineID) ?? ""
      let known = mine.map(\.info.model).joined(separator: ", ")
      throw .invalid(
        key: "decay-model", value: wanted,
        rule: name == nil ? "is \(engineID)'s default, not modelled yet; give --decay-model \(known)" : "\(engineID) has \(known)")
    }
    return model
  }

  /// The decay's curve: the model's frames at the recipe's frame rate.
  func decayCurve() throws(Problem) -> any MotionCurve {
    if !retargets.isEmpty { throw .conflict("decay", "retarget") }
    if solver != SolverRequest() { throw .conflict("decay", "backend") }
    guard MotionError.frameRates.contains(framesPerSecond) else {
      throw .invalid(key: "fps", value: NumberText.text(framesPerSecond), rule: "must be from \(MotionError.frameRateWords)")
    }
    let model = try decayModel()
    let input = try decayInput(model)
    do { return try DecayMotion(model: model, input: input, framesPerSecond: framesPerSecond) } catch { throw .curve(error) }
  }

  /// The release this recipe makes for `model`: from, velocity, the rendered settings and the
  /// spring given (only for a model with a spring part).
  /// - Parameter model: The decay model the release is for (``decayModel()``).
  /// - Throws: ``Problem`` for a spring given to a model without one, or one that makes no spring.
  public func decayInput(_ model: any DecayModel) throws(Problem) -> DecayInput {
    var input = DecayInput(from: from, velocity: velocity, settings: renderedSettings)
    guard case .decay(_, let request) = source, !request.isEmpty else { return input }
    guard model.readsSpring else {
      let given = SpringParameter.all.first { request.givenFields.contains($0.field) }
      let text = given.map { $0.field == .preset ? request.preset ?? "" : request[number: $0.field].map(NumberText.text) ?? "" } ?? ""
      throw .invalid(
        key: given?.key ?? "decay", value: text,
        rule: "\(model.info.id) has no spring part (a spring goes with --engine flutter --decay-model bouncing)")
    }
    do { input.spring = try request.specification().spring } catch { throw .spring(error) }
    return input
  }
}
