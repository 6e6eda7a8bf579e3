import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms
import SpringToolRegression
import _SpringToolSupport

/// `token-file` and `token`: a design token (DTCG, ``DesignToken``) as the spring or the easing of
/// a request. A client puts the parameters the token stands for in place of these two (a spring
/// token's numbers as the spring keys of its family, a `cubicBezier` as `easing`, a `transition` as
/// `easing` and `duration`), so every request reads a token as it reads those keys.
package enum TokenInput {
  /// The parameters the token named by `values` stands for; nil when no token is given.
  ///
  /// - Parameter values: The parameter values (`token-file`, `token`, and the others given, which must not contradict the token).
  /// - Returns: Each key the token sets with its values (none: a flag), or nil.
  /// - Throws: ``ParameterProblem``: usage for a token that is no motion or contradicts the values; failure for a file that cannot be read.
  package static func parameters(_ values: some ParameterValues) throws(ParameterProblem) -> [(key: String, values: [String])]? {
    guard values.has("token-file") || values.has("token") else { return nil }
    guard let path = values.string("token-file"), let name = values.string("token") else {
      throw .usage("\(key: "token-file", placeholder: "FILE") and \(key: "token", placeholder: "NAME") go together")
    }
    if let given = (SpringParameter.all.map(\.key) + ["easing", "scene"]).first(where: values.has) {
      throw .usage("\(key: "token") and \(key: given) contradict each other: the token is the motion")
    }
    let token: DesignToken
    do throws(DesignToken.Problem) { token = try DesignToken.token(named: name, in: try DesignToken.file(at: path)) } catch {
      throw error.isFile ? .failure("cannot read token file \(error)") : .usage("\(SystemPath.displayed(path)): \(error)")
    }
    let text = NumberText.text
    switch token {
    case .spring(let request, let extras):
      var out = SpringParameter.all.compactMap { p in request[number: p.field].map { (p.key, [text($0)]) } }
      // A config's other fields, on an engine that reads them (as a preset's are).
      let engines = values.values(for: "engine").compactMap { Engines.named($0) }
      if extras.overshootClamping && engines.contains(where: { $0.info.settings.contains(.overshootClamping) })
        && !values.has(EngineSetting.overshootClamping.key)
      {
        out.append((EngineSetting.overshootClamping.key, []))
      }
      if extras.blendDuration != 0 && !values.has(EngineSetting.blendDuration.key) {
        out.append((EngineSetting.blendDuration.key, [text(extras.blendDuration)]))
      }
      return out
    case .cubicBezier(let b):
      return [("easing", ["cubic-bezier(" + b.map(text).joined(separator: ", ") + ")"])]
    case .transition(let duration, let delay, let b):
      guard delay == 0 else { throw .usage("token '\(name.prefix(80))' has a delay of \(NumberText.forPeople(delay)) s; only the motion is modelled") }
      if values.has("duration") { throw .usage("\(key: "token") and \(key: "duration") contradict each other: the transition has its duration") }
      return [("easing", ["cubic-bezier(" + b.map(text).joined(separator: ", ") + ")"]), ("duration", [text(duration)])]
    case .duration:
      throw .usage("token '\(name.prefix(80))' is a duration, not a motion: give a spring, cubicBezier or transition token")
    }
  }
}
