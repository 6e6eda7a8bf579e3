import SpringToolCore
import SpringToolEasing
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolSolvers
import SpringToolSweep
import _SpringToolSupport

/// The words for the library's structured problems that name command-line options (spring,
/// sampling and recipe problems, a missing GSL, motion errors). Words that name no option are
/// the library's (`Describe`).
enum Wording {
  static func option(_ field: SpringRequest.Field) -> String { "'--\(Groups.fieldOptions[field]!.rawValue)'" }

  static func problem(_ p: SpringRequest.Problem) -> String {
    switch p {
    case .twoFamilies(let a, let b): "two spring families given (\(option(a)) and \(option(b))); choose one"
    case .doesNotGoWith(let x, let anchor): "\(option(x)) cannot be combined with \(option(anchor))"
    case .contradict(let a, let b, let anchor): "\(option(a)) and \(option(b)) contradict each other; give one with \(option(anchor))"
    case .needsOneOf(let a, let b, let anchor) where a == b: "\(option(anchor)) needs \(option(a))"
    case .needsOneOf(let a, let b, let anchor): "\(option(anchor)) needs \(option(a)) or \(option(b))"
    case .needsFamily(let x):
      "\(option(x)) needs a spring family: '--response', '--stiffness', '--tension', '--reanimated-duration', '--motion-duration' or '--preset'"
    case .unknownPreset(let name, let s):
      "unknown preset '\(name.prefix(80))'" + (s.map { " (did you mean '\($0)'?)" } ?? "") + "; 'springtool presets' lists them"
    case .invalid(let e): "invalid spring: \(e)"
    }
  }

  static func sweep(_ e: ParameterSweep.SweepError) -> String {
    switch e {
    case .spring(let p, nil): problem(p)
    case .spring(let p, let corner?):
      "at " + SweepParameter.allCases.compactMap { q in corner[q].map { "--\(q.rawValue) \(Describe.f($0))" } }.joined(separator: ", ")
        + ": " + problem(p)
    default: e.description
    }
  }

  static func sampling(_ p: SamplingRequest.Problem) -> String {
    switch p {
    case .contradict(let a, let b): "'--\(a)' and '--\(b)' contradict each other; give one"
    case .neverEnds(.undamped): "the spring is undamped (ζ = 0) and never settles; give '--duration'"
    case .neverEnds: "the motion does not end within \(Describe.f(EngineLimits.maximumSearchTime)) s; give '--duration'"
    case .invalid(let text): "invalid sampling: \(text)"
    }
  }

  static func recipe(_ p: CurveRecipe.Problem) -> String {
    let settings: [SolverSetting: Option] = [.absoluteTolerance: .atol, .relativeTolerance: .rtol, .initialStep: .h0,
                                             .maximumStep: .hmax, .maximumSteps: .nmax]
    switch p {
    case .spring(let s): return problem(s)
    case .solver(.gslNotBuiltIn): return gslMissing
    case .solver(.methodNotInBackend(let m, let b)):
      return "'--method \(m.rawValue)' is \(b == .swift ? "GSL's only" : "the Swift port's only"); the \(b.rawValue) backend has "
        + b.methods.map(\.rawValue).joined(separator: ", ")
    case .solver(.noTolerance): return "'--atol' and '--rtol' cannot both be 0"
    case .solver(.invalidSetting(let setting, let value, let rule)):
      let words = rule == .finiteNonNegative ? "must be finite and not negative" : rule.description
      return "'--\(settings[setting]!.rawValue)' \(words) (got \(Describe.f(value)))"
    case .invalidRetarget(let value, .notNumbers):
      return "invalid value '\(value.prefix(80))' for '--retarget': expected T:VALUE or T:VALUE:RESPONSE with numbers"
    case .invalidRetarget(let value, let problem): return "invalid value '\(value.prefix(80))' for '--retarget': \(problem)"
    case .invalid(let key, let value, let rule): return "invalid value '\(value.prefix(80))' for '--\(key)': \(rule)"
    case .conflict("easing", "velocity"): return "'--easing' and '--velocity' contradict each other: an easing starts from rest"
    case .engineConflict(let engine, "retarget"):
      let supporting = Engines.all.filter(\.info.supportsRetargets).map(\.id)
      return "'--retarget' works with '--engine' " + supporting.joined(separator: ", ") + " (not \(engine))"
    case .engineConflict(let engine, let key): return "'--engine \(engine)' and '--\(key)' do not go together"
    case .conflict(let a, let b): return "'--\(a)' and '--\(b)' do not go together"
    case .curve(.unsupported("analytic", _)): return "a blended response change has no closed form; use an integrator backend"
    default: return p.description
    }
  }

  static var gslMissing: String {
    if Backend.isGSLExcluded { return "the gsl backend was left out of this build (SPRINGTOOL_GSL=0)" }
    return Backend.isGSLInstalledButNotBuilt
      ? "GSL is installed, but this springtool was built before it was; rebuild with: \(Backend.gslRebuildCommand)"
      : "the gsl backend is not built into this springtool (install libgsl-dev, then: \(Backend.gslRebuildCommand))"
  }

  static func motionError(_ e: MotionError) -> String {
    switch e {
    case .nonFinite(let engine?, let t):
      "the \(engine) engine's own arithmetic diverges at t = \(Describe.f(t)) s for this spring (its fixed step is unstable for it, as on the "
        + "platform); use a softer spring or another --engine"
    case .nonFinite(_, let t): "the motion overflows at t = \(Describe.f(t)) s (a value beyond ±1.8e308)"
    default: e.description
    }
  }
}
