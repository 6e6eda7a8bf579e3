import SpringToolCurves
import SpringToolIntegrators
import SpringToolCore

#if GSL
  import SpringToolGSL
#endif

/// The solvers this build has.
enum Backend: String, CaseIterable {
  /// The exact closed form.
  case analytic
  /// The pure-Swift port of GSL's integrators.
  case swift
  /// GNU GSL's odeiv2 (only when built with the GSL trait).
  case gsl

  /// Whether GSL was built in.
  static var gslBuiltIn: Bool {
    #if GSL
      return true
    #else
      return false
    #endif
  }

  /// GSL's version, when built in.
  static var gslVersion: String? {
    #if GSL
      return GSL.version
    #else
      return nil
    #endif
  }

  /// What `--backend auto` means here: GSL where it is built in, else the Swift port.
  static var automatic: Backend { gslBuiltIn ? .gsl : .swift }

  /// The default settings for `motion` on this backend: rk8pd, or for stiff springs radau5
  /// (the Swift port) or bsimp (GSL).
  func defaultSettings(_ motion: SpringMotion) -> IntegratorSettings {
    motion.defaultIntegratorSettings(stiffMethod: self == .gsl ? .bsimp : .radau5)
  }

  /// An integrator of `system` on this backend (never `.analytic`).
  func integrator<System: ODESystem>(_ system: System, _ settings: IntegratorSettings) throws(CLIError)
    -> any ODEIntegrator<System>
  {
    do {
      switch self {
      case .gsl:
        #if GSL
          return try makeGSLIntegrator(system, settings)
        #else
          throw IntegrationError.invalidArgument
        #endif
      case .swift, .analytic:
        guard let integrator = try makeSwiftIntegrator(system, settings) else { throw IntegrationError.invalidArgument }
        return integrator
      }
    } catch {
      throw .usage("cannot set up \(settings.method.rawValue) on the \(rawValue) backend: \(error)")
    }
  }
}

/// `--backend`, `--method`, `--rtol`, `--atol`, `--h0` (and `--trace` on sample): how a curve is computed.
struct Solver {
  let backend: Backend
  /// Integrator settings; nil for the analytic backend.
  let settings: IntegratorSettings?

  static let options = [
    OptionSpec(name: "backend", valueName: "NAME",
               help: "auto, analytic, gsl or swift (default: auto = gsl where built in, else swift). analytic is "
                 + "the exact closed form; gsl integrates with GSL's odeiv2 driver; swift with its pure-Swift port."),
    OptionSpec(name: "method", valueName: "NAME",
               help: "auto, rk2, rk4, rkf45, rkck, rk8pd, radau5 (Swift only), rk1imp, rk2imp, rk4imp, bsimp, msadams, "
                 + "msbdf (GSL only). auto: rk8pd, or for ζ ≥ 20 radau5 (swift) / bsimp (gsl)."),
    OptionSpec(name: "atol", valueName: "A",
               help: "Absolute tolerance per step, in value units (default: 1e-12 × the travel)."),
    OptionSpec(name: "rtol", valueName: "R", help: "Relative tolerance per step (default: 0)."),
    OptionSpec(name: "h0", valueName: "S", help: "First step in seconds, > 0 (default: 1e-6 × the response)."),
    OptionSpec(name: "hmax", valueName: "S", help: "Largest step in seconds, ≥ --h0 (default: no limit)."),
    OptionSpec(name: "nmax", valueName: "N",
               help: "Most steps between two samples before giving up, ≥ 1 (default: 1000000)."),
  ]

  static let group = OptionGroup(title: "BACKEND OPTIONS", options: options)

  /// The solver the options choose for `motion`.
  static func parse(_ args: ParsedArguments, motion: SpringMotion) throws(CLIError) -> Solver {
    let backendText = (args.string("backend") ?? "auto").lowercased()
    let methodText = (args.string("method") ?? "auto").lowercased()
    var method: ODEMethod?
    if methodText != "auto" {
      guard let m = ODEMethod(rawValue: methodText) else {
        throw .usage("invalid value '\(methodText)' for '--method': expected auto, "
          + ODEMethod.allCases.map(\.rawValue).joined(separator: ", "))
      }
      method = m
    }
    let backend: Backend
    switch backendText {
    case "auto":
      if let method, !method.isInSwiftPort { backend = .gsl } else if method == .radau5 { backend = .swift } else {
        backend = Backend.automatic
      }
    case "analytic", "gsl", "swift": backend = Backend(rawValue: backendText)!
    default:
      throw .usage("invalid value '\(backendText)' for '--backend': expected auto, analytic, gsl or swift")
    }
    if backend == .gsl && !Backend.gslBuiltIn {
      throw .usage("the gsl backend is not built into this springtool (install libgsl-dev, then rebuild: rm -rf .build)")
    }
    if backend == .analytic {
      for name in ["method", "atol", "rtol", "h0", "hmax", "nmax", "trace"] where args.has(name) {
        throw .usage("'--\(name)' needs an integrator backend ('--backend gsl' or '--backend swift')")
      }
      return Solver(backend: .analytic, settings: nil)
    }
    var settings = backend.defaultSettings(motion)
    if let method {
      if backend == .swift && !method.isInSwiftPort {
        throw .usage("method '\(method.rawValue)' is GSL's only; the Swift port has rk2, rk4, rkf45, rkck, rk8pd and "
          + "radau5 (for stiff springs)")
      }
      if backend == .gsl && !method.isInGSL {
        throw .usage("method 'radau5' is springtool's own and runs only with '--backend swift'")
      }
      settings.method = method
    }
    let atol = try args.double("atol"), rtol = try args.double("rtol")
    if let atol, atol < 0 { throw .usage("invalid value '\(atol)' for '--atol': must not be negative") }
    if let rtol, rtol < 0 { throw .usage("invalid value '\(rtol)' for '--rtol': must not be negative") }
    if atol != nil || rtol != nil {
      let control = StepControl(absoluteTolerance: atol ?? 0, relativeTolerance: rtol ?? 0)
      if control.absoluteTolerance == 0 && control.relativeTolerance == 0 {
        throw .usage("'--atol' and '--rtol' cannot both be 0")
      }
      settings.control = control
    }
    if let h0 = try args.double("h0") {
      guard h0 > 0 else { throw .usage("invalid value '\(h0)' for '--h0': must be greater than 0") }
      settings.initialStep = h0
    }
    if let hmax = try args.double("hmax") {
      guard hmax >= settings.initialStep else {
        throw .usage("invalid value '\(hmax)' for '--hmax': must be at least the first step (\(settings.initialStep) s)")
      }
      settings.limits.maximum = hmax
    }
    if let nmax = try args.int("nmax") {
      guard nmax >= 1 else { throw .usage("invalid value '\(nmax)' for '--nmax': must be at least 1") }
      settings.limits.maximumSteps = nmax
    }
    return Solver(backend: backend, settings: settings)
  }

  /// The motion sampled on `grid` with this solver. Integration failures exit with 1.
  func sample(_ motion: SpringMotion, on grid: SampleGrid, observer: ((StepEvent) -> Void)? = nil) throws(CLIError)
    -> [SpringState]
  {
    guard let settings else { return motion.sample(grid) }
    var integrator = try backend.integrator(SpringODE(motion.spring), settings)
    integrator.observer = observer
    do {
      return try motion.integrate(on: grid, with: &integrator)
    } catch {
      throw .failure("integration failed (\(backend.rawValue), \(settings.method.rawValue)): \(error)")
    }
  }

  /// The motion at arbitrary increasing times from 0 (for curves given by a file's times).
  func sample(_ motion: SpringMotion, at times: [Double]) throws(CLIError) -> [SpringState] {
    guard let first = times.first, first == 0, let last = times.last else {
      throw .usage("an integrated spec needs sample times starting at 0")
    }
    guard let settings else { return times.map { motion.state(at: $0) } }
    var integrator = try backend.integrator(SpringODE(motion.spring), settings)
    do {
      return try motion.integrate(at: times, with: &integrator)
    } catch {
      throw .failure("integration failed (\(backend.rawValue), \(settings.method.rawValue)) before t = \(last): \(error)")
    }
  }

  /// A description for reports and JSON.
  var json: [(String, JSONValue)] {
    var out: [(String, JSONValue)] = [("backend", .string(backend.rawValue))]
    if let settings {
      out.append(("method", .string(settings.method.rawValue)))
      out.append(("atol", .number(settings.control?.absoluteTolerance ?? 0)))
      out.append(("rtol", .number(settings.control?.relativeTolerance ?? 0)))
      out.append(("h0", .number(settings.initialStep)))
    }
    return out
  }
}
