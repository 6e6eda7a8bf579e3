import SpringToolCore
import SpringToolPlatforms
import SpringToolFormats
import _SpringToolSupport

/// What `export` prints: a CSS linear() easing, CSS keyframes, or platform code, as text for
/// people or as one JSON document. Every number comes from ``CSSLinearExport``, ``WebCurve``
/// or ``PlatformCode``; this only lays them out.
package enum ExportReport {
  /// `label: N ms, S stops, max error E of the travel (bound B)`: the comment heading CSS.
  /// - Parameters:
  ///   - export: The simplified linear() easing.
  ///   - curve: The curve it was made from (its duration, rounded to milliseconds).
  ///   - label: What the curve is (a spring's label or an easing's text).
  ///   - bound: The largest error asked for, a fraction of the travel.
  /// - Returns: The summary line.
  package static func summary(_ export: CSSLinearExport, _ curve: WebCurve, label: String, bound: Double) -> String {
    "\(label): \(curve.milliseconds) ms, \(export.easing.stops.count) stops, max error \(Describe.f(export.maxError)) "
      + "of the travel (bound \(Describe.f(bound)))"
  }

  /// A CSS linear() easing: for people, `transition-duration` and `transition-timing-function`
  /// under the summary comment; the document and the figures (`source`, `duration` in s,
  /// `easing`, `css`, `stops`, `maxError`, `bound`).
  /// - Parameters:
  ///   - export: The simplified linear() easing.
  ///   - curve: The curve it was made from.
  ///   - label: What the curve is.
  ///   - bound: The largest error asked for, a fraction of the travel.
  /// - Returns: The report.
  package static func cssLinear(_ export: CSSLinearExport, _ curve: WebCurve, label: String, bound: Double) -> Report {
    let ms = curve.milliseconds
    let css =
      "/* \(summary(export, curve, label: label, bound: bound)) */\ntransition-duration: \(ms)ms;\n"
      + "transition-timing-function: \(export.css);\n"
    return members(
      [
        ("source", .string(label)), ("duration", .number(Double(ms) / 1000)), ("easing", .string(export.css)),
        ("css", .string("\(ms)ms \(export.css)")), ("stops", .integer(export.easing.stops.count)),
        ("maxError", .number(export.maxError)), ("bound", .number(bound)),
      ], view: css)
  }

  /// A report of one object's members with a fixed text for people.
  static func members(_ members: [(String, JSONValue)], view: String) -> Report { Report(members: members) { _ in view } }

  /// `@keyframes name` with the easing's stops as values of `property` from `from` to `to`,
  /// under the summary comment and over the `animation` line that plays it, for people; the
  /// document and the figures (`source`, `duration` in s, `css`, `maxError`).
  /// - Parameters:
  ///   - export: The simplified linear() easing.
  ///   - curve: The curve it was made from.
  ///   - label: What the curve is.
  ///   - bound: The largest error asked for, a fraction of the travel.
  ///   - name: The animation's name (a CSS identifier).
  ///   - property: The declaration, `{}` standing for the value.
  ///   - from: The value at 0 %.
  ///   - to: The value at 100 %.
  /// - Returns: The report.
  package static func keyframes(
    _ export: CSSLinearExport, _ curve: WebCurve, label: String, bound: Double, name: String,
    property: String, from: Double, to: Double
  ) -> Report {
    keyframes(export, curve, label: label, bound: bound, name: name, declarations: [(property, from, to)])
  }

  /// CSS `@keyframes` of several declarations on one spring (a scene's properties), with a
  /// comment of its duration, stops and proven error, and the `animation` line to use it.
  ///
  /// - Parameters:
  ///   - export: The linear() easing whose stops become keyframes.
  ///   - curve: The curve that was exported.
  ///   - label: The curve's name as the user gave it (for the comment).
  ///   - bound: The error bound the export was made to, a fraction of the travel.
  ///   - name: The animation's name (a CSS identifier).
  ///   - declarations: Each declaration (`{}` standing for the value) with its start and end.
  ///   - note: A comment line to add (how the declarations are meant), if any.
  /// - Returns: The report.
  package static func keyframes(
    _ export: CSSLinearExport, _ curve: WebCurve, label: String, bound: Double, name: String,
    declarations: [(template: String, from: Double, to: Double)], note: String? = nil
  ) -> Report {
    keyframes(export, curve, label: label, bound: bound, groups: [(name, declarations)], note: note)
  }

  /// CSS `@keyframes` on one spring, one rule per element (a scene's views), each with its
  /// declarations, under one comment of the duration, stops and proven error, and the
  /// `animation` line of each.
  ///
  /// - Parameters:
  ///   - export: The linear() easing whose stops become keyframes.
  ///   - curve: The curve that was exported.
  ///   - label: The curve's name as the user gave it (for the comment).
  ///   - bound: The error bound the export was made to, a fraction of the travel.
  ///   - groups: Each rule's name (a CSS identifier) and its declarations (`{}` standing for the value) with their ends.
  ///   - note: A comment line to add (how the declarations are meant), if any.
  /// - Returns: The report.
  package static func keyframes(
    _ export: CSSLinearExport, _ curve: WebCurve, label: String, bound: Double,
    groups: [(name: String, declarations: [(template: String, from: Double, to: Double)])],
    note: String? = nil
  ) -> Report {
    let ms = curve.milliseconds
    var css = "/* \(summary(export, curve, label: label, bound: bound)) */\n" + (note.map { "/* \($0) */\n" } ?? "")
    for g in groups { css += WebExport.keyframes(export, name: g.name, declarations: g.declarations) }
    css += "/* animation: \(groups.map { "\($0.name) \(ms)ms linear both" }.joined(separator: "; ")); (linear between keyframes) */\n"
    return members(
      [
        ("source", .string(label)), ("duration", .number(Double(ms) / 1000)), ("css", .string(css)),
        ("maxError", .number(export.maxError)),
      ], view: css)
  }

  /// Platform code: the parameters (exact) as its figures; the document (`platform`,
  /// `parameters`, `snippet`, `notes`); for people the platform's name, the parameters, the
  /// snippet and `note:` lines.
  /// - Parameter code: The platform's code.
  /// - Returns: The report.
  package static func platformCode(_ code: PlatformCode) -> Report {
    let notes = code.notes.map(\.text)
    let table = Table(columns: ["parameter", "value"], rows: code.parameters.map { [.text($0.name), .number($0.value)] })
    let document = JSONValue.object([
      ("platform", .string(code.platform.id)), ("parameters", .object(code.parameters.map { ($0.name, .number($0.value)) })),
      ("snippet", .string(code.snippet)), ("notes", .array(notes.map(JSONValue.string))),
    ])
    let (id, snippet) = (code.platform.id, code.snippet)
    return Report(figures: table, document: document) { render in
      "\(id)\n\n" + render(table) + "\n" + snippet + "\n" + (notes.isEmpty ? "" : "\n" + notes.map { "note: " + $0 }.joined(separator: "\n") + "\n")
    }
  }
}
