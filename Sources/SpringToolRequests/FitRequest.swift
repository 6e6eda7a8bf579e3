import SpringToolCurves
import SpringToolEasing
import SpringToolFormats
import SpringToolPlots
import SpringToolRegression
import SpringToolReports
import SpringToolTuning

/// `fit`: the spring closest to an easing or a curve file, or the cubic Bézier closest to a spring.
package struct FitRequest: Sendable {
  /// What the fit makes.
  package enum Kind: String, CaseIterable, Sendable {
    /// A spring (response and damping ratio).
    case spring
    /// A cubic Bézier.
    case bezier
  }

  /// The normalised curve to fit.
  package var target: FitTarget
  /// The source, for people (`ease-in-out over 0.35 s …`, a file's path, a spring's label).
  package var source: String
  /// What the fit makes (by default the other kind than the source: a Bézier for a spring).
  package var kind: Kind

  /// The request the values make: one source (the curve file `file`, `easing` with its
  /// `duration`, or the spring keys) and `as`.
  ///
  /// - Parameters:
  ///   - values: The parameter values.
  ///   - file: The curve file named, if any.
  ///   - read: Reads a curve file.
  /// - Throws: ``ParameterProblem`` naming the values at fault, or a failure when the file cannot be read or fitted.
  package init(_ values: some ParameterValues, file: String?, read: CurveInput.Reader) throws(ParameterProblem) {
    let spring = try SpringInput.springRequest(values)
    var sources: [ProblemMessage] = []
    if file != nil { sources.append("a curve file") }
    if values.has("easing") { sources.append("\(key: "easing")") }
    if !spring.isEmpty { sources.append("the spring options") }
    if sources.count > 1 {
      let got = sources.dropFirst().reduce(sources[0]) { $0 + " and " + $1 }
      throw .usage("give one source: a curve file, \(key: "easing") or a spring (got " + got + ")")
    }
    if values.has("duration") && !values.has("easing") { throw .usage("\(key: "duration") goes with \(key: "easing")") }
    let isSpring: Bool
    (target, source, isSpring) = try Self.target(values, file: file, read: read)
    kind = try values.choice(Self.kind.key, Kind.self, among: Kind.allCases) ?? (isSpring ? .bezier : .spring)
  }

  /// The fit's report.
  /// - Throws: ``ParameterProblem`` (a failure) when the fit does not converge.
  package func answer() throws(ParameterProblem) -> Report {
    let table: Table
    switch kind {
    case .spring:
      guard let fit = SpringFit.fit(target) else { throw .failure("the fit did not converge") }
      table = FitReport.spring(fit, source: source)
    case .bezier:
      guard let fit = BezierFit.fit(target) else { throw .failure("the fit did not converge") }
      table = FitReport.bezier(fit, target: target, source: source)
    }
    return FitReport.report(table)
  }

  /// The normalised curve to fit, a description, and whether the source is a spring.
  static func target(_ values: some ParameterValues, file: String?, read: CurveInput.Reader) throws(ParameterProblem)
    -> (FitTarget, String, Bool)
  {
    if let text = values.string("easing") {
      let eased: EasedMotion, duration = try values.seconds("duration") ?? CurveRecipe.defaultEasingDuration
      do { eased = try EasedMotion(easing: Easing.parse(text), duration: duration) } catch {
        throw .usage("invalid value '\(text.prefix(80))' for \(key: "easing"): \(error)")
      }
      let T = eased.duration
      return (.easing(eased.easing, duration: T), "\(text) over \(Plot.label(T)) s (held at its end to \(Plot.label(1.5 * T)) s)", false)
    }
    if let path = file {
      let curve = try read(path)
      do {
        return (
          try .samples(
            times: curve.times, values: curve.values, from: curve.number("from") ?? curve.values.first ?? 0,
            to: curve.number("to") ?? curve.values.last ?? 1), path, false
        )
      } catch {
        switch error {
        case .noTravel(let x): throw .failure("cannot fit \(path): the curve has no travel (from = to = \(Describe.f(x)))")
        default: throw .failure("cannot fit \(path): it needs 3 or more samples from t = 0")
        }
      }
    }
    let spec = try SpringInput.specification(values)
    do {
      let target = try FitTarget.spring(spec.spring)
      return (target, "\(Describe.label(spec)) over \(Describe.f(target.duration)) s", true)
    } catch { throw .usage("the spring is undamped and never settles; a Bézier cannot follow it") }
  }
}
