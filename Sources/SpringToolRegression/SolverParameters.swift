import SpringToolCore
import SpringToolIntegrators
import SpringToolSolvers
import _SpringToolSupport

/// One integrator setting a recipe takes, as a row of the solver parameters table: its key (the
/// command-line option, the curve-file key and the spec key), its kind, its help, and how it reads
/// into and writes out of a ``CurveRecipe/SolverRequest``. Options, readers, help and files come
/// from ``all``.
public struct SolverParameter: ParameterRow {
  /// The key: `--KEY` on the command line, `KEY` in a curve file's header and a spec.
  public let key: String
  /// The placeholder in help.
  public let placeholder: String?
  /// One sentence of help, with its default.
  public let help: String
  /// What its text must be.
  public let kind: Kind
  let set: @Sendable (inout CurveRecipe.SolverRequest, String) -> Void
  let get: @Sendable (CurveRecipe.SolverRequest) -> String?

  /// What a setting's text must be.
  public enum Kind: Sendable, Hashable {
    /// One of the names (ignoring case).
    case choice([String])
    /// A finite number.
    case number
    /// A whole number.
    case whole
  }

  /// Why a text is not a value of the setting.
  public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not a finite number.
    case notANumber
    /// Not a whole number.
    case notAWholeNumber
    /// None of the names (listed).
    case notAChoice([String])

    /// The problem in words.
    public var description: String {
      switch self {
      case .notANumber: "expected a number"
      case .notAWholeNumber: "expected a whole number"
      case .notAChoice(let names): "expected " + names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
      }
    }
  }

  /// Checked as ``apply(_:to:)`` reads it.
  public var rule: ParameterRule {
    .custom { [self] text in
      var scratch = CurveRecipe.SolverRequest()
      do throws(Problem) { try apply(text, to: &scratch); return nil } catch { return error.description }
    }
  }

  /// Sets the setting from a text, checked against its kind.
  ///
  /// - Parameters:
  ///   - text: The text as given.
  ///   - request: The solver request to set.
  /// - Throws: ``Problem`` when the text is not a value of the setting.
  public func apply(_ text: String, to request: inout CurveRecipe.SolverRequest) throws(Problem) {
    let trimmed = text.trimmed()
    switch kind {
    case .choice(let names):
      guard names.contains(trimmed.lowercased()) else { throw .notAChoice(names) }
      set(&request, trimmed.lowercased())
    case .number:
      guard let x = Double(trimmed), x.isFinite else { throw .notANumber }
      set(&request, trimmed)
    case .whole:
      guard Int(trimmed) != nil else { throw .notAWholeNumber }
      set(&request, trimmed)
    }
  }

  /// The setting's value as a file holds it, or nil when the request leaves it to the default.
  ///
  /// - Parameter request: The solver request.
  public func text(_ request: CurveRecipe.SolverRequest) -> String? { get(request) }

  /// A number setting stored at `path`.
  static func number(
    _ key: String, _ placeholder: String, _ help: String,
    _ path: WritableKeyPath<CurveRecipe.SolverRequest, Double?> & Sendable
  ) -> SolverParameter {
    SolverParameter(
      key: key, placeholder: placeholder, help: help, kind: .number, set: { $0[keyPath: path] = Double($1) },
      get: { $0[keyPath: path].map(NumberText.text) })
  }

  /// The table, in help's order.
  public static let all: [SolverParameter] = [
    SolverParameter(
      key: "backend", placeholder: "NAME",
      help: "auto, analytic, gsl or swift (default: auto = gsl where built in, else swift). analytic is the exact closed form; gsl "
        + "integrates with GSL's odeiv2 driver; swift with its pure-Swift port.",
      kind: .choice(["auto", "analytic", "gsl", "swift"]), set: { $0.backend = Backend(rawValue: $1) },
      get: { $0.backend?.rawValue }),
    SolverParameter(
      key: "method", placeholder: "NAME",
      help: "auto, rk2, rk4, rkf45, rkck, rk8pd, radau5 (swift only), rk1imp, rk2imp, rk4imp, bsimp, msadams, msbdf (gsl only). "
        + "auto: rk8pd, or for ζ ≥ 20 radau5 (swift) / bsimp (gsl).",
      kind: .choice(["auto"] + ODEMethod.allCases.map(\.rawValue)), set: { $0.method = ODEMethod(rawValue: $1) },
      get: { $0.method?.rawValue }),
    .number("atol", "A", "Absolute tolerance per step, in value units (default: 1e-12 × the travel; with retargets, of each leg's).", \.absoluteTolerance),
    .number("rtol", "R", "Relative tolerance per step (default: 0).", \.relativeTolerance),
    .number("h0", "S", "First step in seconds, > 0 (default: 1e-6 × the response).", \.initialStep),
    .number("hmax", "S", "Largest step in seconds, ≥ --h0 (default: no limit).", \.maximumStep),
    SolverParameter(
      key: "nmax", placeholder: "N", help: "Most steps between two samples before giving up, ≥ 1 (default: 100000).",
      kind: .whole, set: { $0.maximumSteps = Int($1) }, get: { $0.maximumSteps.map(String.init) }),
  ]
}
