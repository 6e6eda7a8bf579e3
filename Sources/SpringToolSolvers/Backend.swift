import Foundation
import SpringToolCore
import SpringToolIntegrators
import _SpringToolSupport

#if GSL
  import SpringToolGSL
#endif

/// Where a spring's curve is computed: the exact closed form, GNU GSL's odeiv2 driver, or the
/// pure-Swift port of the same integrators (bit for bit equal to GSL on x86-64).
public enum Backend: String, CaseIterable, Sendable, Hashable {
  /// The exact closed form (``SpringMotion``): within 1e-13 of the amplitude in every regime.
  case analytic
  /// The pure-Swift port of GSL's steppers, step control and driver, plus radau5.
  case swift
  /// GNU GSL's `gsl_odeiv2_driver`, when this build has it (``isGSLBuiltIn``).
  case gsl

  /// Whether this build links GSL (the package trait `GSL`, on by default where GSL's headers are found).
  public static var isGSLBuiltIn: Bool {
    #if GSL
      return true
    #else
      return false
    #endif
  }

  /// GSL's version string (e.g. `2.7.1`) when it is built in.
  public static var gslVersion: String? {
    #if GSL
      return GSL.version
    #else
      return nil
    #endif
  }

  /// Where GSL's headers are looked for (Debian, /usr/local, Homebrew on Apple silicon).
  public static let gslHeaderLocations = [
    "/usr/include/gsl/gsl_odeiv2.h", "/usr/local/include/gsl/gsl_odeiv2.h", "/opt/homebrew/include/gsl/gsl_odeiv2.h",
  ]

  /// Whether GSL's headers are installed on this machine although this build does not have GSL:
  /// GSL was installed after SwiftPM last read the manifest, whose evaluation it caches outside
  /// `.build` (``gslRebuildCommand`` fixes it).
  public static var isGSLInstalledButNotBuilt: Bool {
    !isGSLBuiltIn && !isGSLExcluded && ProcessInfo.processInfo.environment["SPRINGTOOL_GSL"] != "0"
      && gslHeaderLocations.contains { FileManager.default.fileExists(atPath: $0) }
  }

  /// Whether this build was made without GSL on purpose (`SPRINGTOOL_GSL=0` when the manifest was read).
  public static var isGSLExcluded: Bool {
    #if SPRINGTOOL_GSL_EXCLUDED
      true
    #else
      false
    #endif
  }

  /// The command that makes SwiftPM read the manifest again and build the GSL backend.
  public static let gslRebuildCommand = "swift package purge-cache && rm -rf .build && swift build"

  /// What `auto` means in this build: GSL where it is built in, else the Swift port.
  public static var automatic: Backend { isGSLBuiltIn ? .gsl : .swift }

  /// Whether this build can use the backend.
  public var isAvailable: Bool { self != .gsl || Backend.isGSLBuiltIn }

  /// The integration methods the backend has (none for `analytic`).
  public var methods: [ODEMethod] {
    switch self {
    case .analytic: []
    case .swift: ODEMethod.allCases.filter(\.isInSwiftPort)
    case .gsl: Backend.isGSLBuiltIn ? ODEMethod.allCases.filter(\.isInGSL) : []
    }
  }

  /// The method `auto` picks for stiff springs (ζ ≥ ``SpringMotion/stiffDampingRatio``): bsimp in
  /// GSL, radau5 in the Swift port.
  public var stiffMethod: ODEMethod { self == .gsl ? .bsimp : .radau5 }

  /// The default settings for `motion` on this backend (nil for `analytic`): rk8pd or the stiff
  /// method, absolute tolerance 1e-12 of the amplitude, first step 1e-6 of the response, at most
  /// 10^5 steps between samples (``SpringMotion/defaultIntegratorSettings(stiffMethod:)``).
  ///
  /// - Parameter motion: The spring motion to integrate (its response and damping ratio choose the method and step).
  public func defaultSettings(for motion: SpringMotion) -> IntegratorSettings? {
    self == .analytic ? nil : motion.defaultIntegratorSettings(stiffMethod: stiffMethod)
  }

  /// An integrator of `system` on this backend.
  ///
  /// Inlinable, so that a caller with a concrete system (``SpringODE``) gets the Swift port's
  /// driver specialized for it; through an unspecialized generic it runs ~30× slower.
  ///
  /// - Parameters:
  ///   - system: The ODE system: its derivative and, for implicit methods, its Jacobian.
  ///   - settings: The integration method, first step, step control and limits.
  /// - Throws: ``SolverError`` when the backend is not built in, has no such method, or rejects
  ///   the settings (GSL's `EINVAL`).
  @inlinable
  public func integrator<System: ODESystem>(_ system: System, _ settings: IntegratorSettings) throws(SolverError)
    -> any ODEIntegrator<System>
  {
    guard methods.contains(settings.method) else {
      throw self == .gsl && !Backend.isGSLBuiltIn ? .gslNotBuiltIn : .methodNotInBackend(settings.method, self)
    }
    do {
      switch self {
      case .gsl:
        #if GSL
          return try makeGSLIntegrator(system, settings)
        #else
          throw SolverError.gslNotBuiltIn
        #endif
      case .swift, .analytic:
        guard let integrator = try makeSwiftIntegrator(system, settings) else {
          throw SolverError.methodNotInBackend(settings.method, self)
        }
        return integrator
      }
    } catch let error as SolverError {
      throw error
    } catch let error as IntegrationError {
      throw .rejectedSettings(settings.method, self, error)
    } catch {
      throw .methodNotInBackend(settings.method, self)
    }
  }
}

/// A setting of the integrator a caller may give (``Solver/init(backend:method:absoluteTolerance:relativeTolerance:initialStep:maximumStep:maximumSteps:for:)``).
public enum SolverSetting: String, Sendable, Hashable, CaseIterable {
  /// The absolute tolerance per step.
  case absoluteTolerance
  /// The relative tolerance per step.
  case relativeTolerance
  /// The first step, seconds.
  case initialStep
  /// The largest step, seconds.
  case maximumStep
  /// The most steps between two samples.
  case maximumSteps

  /// The setting in words.
  public var name: String {
    switch self {
    case .absoluteTolerance: "absolute tolerance"
    case .relativeTolerance: "relative tolerance"
    case .initialStep: "first step"
    case .maximumStep: "largest step"
    case .maximumSteps: "steps per sample"
    }
  }

  /// The rule a setting breaks.
  public enum Rule: Sendable, Hashable, CustomStringConvertible {
    /// It must be finite and not negative.
    case finiteNonNegative
    /// It must be greater than 0.
    case positive
    /// It must be at least the first step (seconds).
    case atLeastFirstStep(Double)
    /// It must be at least 1.
    case atLeastOne

    /// The rule in words.
    public var description: String {
      switch self {
      case .finiteNonNegative: "must be a finite number ≥ 0"
      case .positive: "must be greater than 0"
      case .atLeastFirstStep(let h0): "must be at least the first step (\(h0) s)"
      case .atLeastOne: "must be at least 1"
      }
    }
  }
}

/// Why a solver cannot be set up.
public enum SolverError: Error, Sendable, Hashable, CustomStringConvertible {
  /// This build has no GSL.
  case gslNotBuiltIn
  /// The backend does not have the method (GSL's implicit methods are GSL's only; radau5 is the port's).
  case methodNotInBackend(ODEMethod, Backend)
  /// The backend rejected the settings (a step bound inconsistent with the first step, …).
  case rejectedSettings(ODEMethod, Backend, IntegrationError)
  /// A setting out of its range: which, the value, and the rule it breaks.
  case invalidSetting(SolverSetting, value: Double, rule: SolverSetting.Rule)
  /// Both tolerances are 0.
  case noTolerance

  /// One line for people.
  public var description: String {
    switch self {
    case .gslNotBuiltIn: "the gsl backend is not built into this springtool"
    case .methodNotInBackend(let m, let b): "the \(b.rawValue) backend has no method \(m.rawValue)"
    case .rejectedSettings(let m, let b, let e): "cannot set up \(m.rawValue) on the \(b.rawValue) backend: \(e)"
    case .invalidSetting(let setting, let value, let rule): "\(setting.name) \(rule) (got \(NumberText.text(value)))"
    case .noTolerance: "tolerance needs an absolute or a relative tolerance above 0"
    }
  }
}
