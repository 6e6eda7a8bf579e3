import SpringToolCore
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolSolvers
import SpringToolSweep

/// The library's structured problems (a spring request's, a recipe's, a sampling request's, a
/// motion's) as sentences that name parameters by key: the one place they are worded.
extension ParameterProblem {
  /// The key of a spring request's field (its row of the spring parameters table).
  static func key(_ field: SpringRequest.Field) -> String { SpringParameter.row(field).key }

  /// Why the spring numbers do not make one spring.
  package init(_ p: SpringRequest.Problem) {
    let k = Self.key
    switch p {
    case .twoFamilies(let a, let b): self = .usage("two spring families given (\(key: k(a)) and \(key: k(b))); choose one")
    case .doesNotGoWith(let x, let anchor): self = .usage("\(key: k(x)) cannot be combined with \(key: k(anchor))")
    case .contradict(let a, let b, let anchor):
      self = .usage("\(key: k(a)) and \(key: k(b)) contradict each other; give one with \(key: k(anchor))")
    case .needsOneOf(let a, let b, let anchor) where a == b: self = .usage("\(key: k(anchor)) needs \(key: k(a))")
    case .needsOneOf(let a, let b, let anchor): self = .usage("\(key: k(anchor)) needs \(key: k(a)) or \(key: k(b))")
    case .needsFamily(let x):
      // The families' anchors come from the request's own list, so a new family is named here without an edit.
      var families: ProblemMessage = ""
      let anchors = SpringRequest.familyAnchors
      for (i, anchor) in anchors.enumerated() {
        families = families + "\(i == 0 ? "" : i == anchors.count - 1 ? " or " : ", ")\(key: k(anchor))"
      }
      self = .usage("\(key: k(x)) needs a spring family: \(families)")
    case .unknownPreset(let name, let s):
      let suggestion = s.map { " (did you mean '\($0)'?)" } ?? ""
      self = .usage("unknown preset '\(name.prefix(80))'\(suggestion); 'springtool presets' lists them\(about: "preset")")
    case .invalid(let e): self = .usage("invalid spring: \(e)")
    }
  }

  /// Why a sampling request has no grid.
  package init(_ p: SamplingRequest.Problem) {
    switch p {
    case .contradict(let a, let b): self = .usage("\(key: a) and \(key: b) contradict each other; give one")
    case .neverEnds(.undamped): self = .usage("the spring is undamped (ζ = 0) and never settles; give \(key: "duration")")
    case .neverEnds:
      self = .usage("the motion does not end within \(Describe.f(EngineLimits.maximumSearchTime)) s; give \(key: "duration")")
    case .invalid(let text): self = .usage("invalid sampling: \(text)")
    }
  }

  /// Why a recipe makes no curve (a motion that overflows is a failure, the rest usage).
  package init(_ p: CurveRecipe.Problem) {
    let settings: [SolverSetting: String] = [
      .absoluteTolerance: "atol", .relativeTolerance: "rtol", .initialStep: "h0",
      .maximumStep: "hmax", .maximumSteps: "nmax",
    ]
    switch p {
    case .spring(let s): self.init(s)
    case .solver(.gslNotBuiltIn): self = .usage(Self.gslMissing)
    case .solver(.methodNotInBackend(let m, let b)):
      let whose = b == .swift ? "GSL's only" : "the Swift port's only", methods = b.methods.map(\.rawValue).joined(separator: ", ")
      self = .usage("\(key: "method", placeholder: m.rawValue) is \(whose); the \(b.rawValue) backend has \(methods)")
    case .solver(.noTolerance): self = .usage("\(key: "atol") and \(key: "rtol") cannot both be 0")
    case .solver(.invalidSetting(let setting, let value, let rule)):
      let words = rule == .finiteNonNegative ? "must be finite and not negative" : rule.description
      self = .usage("\(key: settings[setting]!) \(words) (got \(Describe.f(value)))")
    case .invalidRetarget(let value, .notNumbers):
      self = .usage("invalid value '\(value.prefix(80))' for \(key: "retarget"): expected T:VALUE or T:VALUE:RESPONSE with numbers")
    case .invalidRetarget(let value, let problem): self = .usage("invalid value '\(value.prefix(80))' for \(key: "retarget"): \(problem)")
    case .invalid(let key, let value, let rule): self = .usage("invalid value '\(value.prefix(80))' for \(key: key): \(rule)")
    case .conflict("easing", "velocity"): self = .usage("\(key: "easing") and \(key: "velocity") contradict each other: an easing starts from rest")
    case .engineConflict(let engine, let key): self = .usage("\(key: "engine", placeholder: engine) and \(key: key) do not go together")
    case .conflict(let a, let b): self = .usage("\(key: a) and \(key: b) do not go together")
    case .curve(.unsupported("analytic", _)): self = .usage("a blended response change has no closed form; use an integrator backend")
    default: self = .usage("\(p.description)")
    }
  }

  /// Why a motion cannot be computed (a divergence or overflow is a failure of the work).
  package init(_ e: MotionError) {
    switch e {
    case .nonFinite(let model?, let t) where model.contains(Character("/")):
      // A decay model (`engine/model`): the platform's numbers overflow for a release this fast.
      self = .failure(
        "the \(model) decay overflows at t = \(Describe.f(t)) s (its numbers go beyond the platform's range); "
          + "give a smaller \(key: "velocity")")
    case .nonFinite(let engine?, let t):
      let why = "its fixed step is unstable for it, as on the platform"
      self = .failure(
        "the \(engine) engine's own arithmetic diverges at t = \(Describe.f(t)) s for this spring (\(why)); use a softer spring or another \(key: "engine")")
    case .nonFinite(_, let t): self = .failure("the motion overflows at t = \(Describe.f(t)) s (a value beyond ±1.8e308)")
    default: self = .failure("\(e.description)")
    }
  }

  /// Why a sweep cannot run.
  package init(_ e: ParameterSweep.SweepError) {
    switch e {
    case .spring(let p, nil): self.init(p)
    case .spring(let p, let corner?):
      var at: ProblemMessage = "at "
      for (i, q) in SweepParameter.allCases.filter({ corner[$0] != nil }).enumerated() {
        at = at + "\(i == 0 ? "" : ", ")\(key: q.rawValue, placeholder: Describe.f(corner[q]!))"
      }
      self = ParameterProblem(.usage, at + ": " + ParameterProblem(p).message)
    default: self = .usage("\(e.description)")
    }
  }

  /// Why there is no gsl backend here, and how to get one.
  package static var gslMissing: ProblemMessage {
    if Backend.isGSLExcluded { return "the gsl backend was left out of this build (SPRINGTOOL_GSL=0)" }
    return Backend.isGSLInstalledButNotBuilt
      ? "GSL is installed, but this springtool was built before it was; rebuild with: \(Backend.gslRebuildCommand)"
      : "the gsl backend is not built into this springtool (install libgsl-dev, then: \(Backend.gslRebuildCommand))"
  }
}
