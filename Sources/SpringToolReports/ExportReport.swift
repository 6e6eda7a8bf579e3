import SpringToolCore
import SpringToolPlatforms
import SpringToolFormats
import _SpringToolSupport

/// What `export` prints: a CSS linear() easing, CSS keyframes, or platform code, as text for
/// people or as one JSON document. Every number comes from ``CSSLinearExport``, ``WebCurve``
/// or ``PlatformCode``; this only lays them out.
public enum ExportReport {
  /// `label: N ms, S stops, max error E of the travel (bound B)`: the comment heading CSS.
  /// - Parameters:
  ///   - export: The simplified linear() easing.
  ///   - curve: The curve it was made from (its duration, rounded to milliseconds).
  ///   - label: What the curve is (a spring's label or an easing's text).
  ///   - bound: The largest error asked for, a fraction of the travel.
  /// - Returns: The summary line.
  public static func summary(_ export: CSSLinearExport, _ curve: WebCurve, label: String, bound: Double) -> String {
    "\(label): \(curve.milliseconds) ms, \(export.easing.stops.count) stops, max error \(Describe.f(export.maxError)) "
      + "of the travel (bound \(Describe.f(bound)))"
  }

  /// `transition-duration` and `transition-timing-function` under the summary comment, or
  /// as JSON (`source`, `duration` in s, `easing`, `css`, `stops`, `maxError`, `bound`).
  /// - Parameters:
  ///   - export: The simplified linear() easing.
  ///   - curve: The curve it was made from.
  ///   - label: What the curve is.
  ///   - bound: The largest error asked for, a fraction of the travel.
  ///   - json: Whether to return JSON rather than CSS.
  /// - Returns: The CSS lines, or the JSON document.
  public static func cssLinear(_ export: CSSLinearExport, _ curve: WebCurve, label: String, bound: Double, json: Bool) -> String {
    let ms = curve.milliseconds
    guard json else {
      return "/* \(summary(export, curve, label: label, bound: bound)) */\ntransition-duration: \(ms)ms;\n"
        + "transition-timing-function: \(export.css);\n"
    }
    return JSONValue.object([
      ("source", .string(label)), ("duration", .number(Double(ms) / 1000)), ("easing", .string(export.css)),
      ("css", .string("\(ms)ms \(export.css)")), ("stops", .integer(export.easing.stops.count)),
      ("maxError", .number(export.maxError)), ("bound", .number(bound)),
    ]).rendered()
  }

  /// `@keyframes name` with the easing's stops as values of `property` from `from` to `to`,
  /// under the summary comment and over the `animation` line that plays it; or as JSON
  /// (`source`, `duration` in s, `css`, `maxError`).
  /// - Parameters:
  ///   - export: The simplified linear() easing.
  ///   - curve: The curve it was made from.
  ///   - label: What the curve is.
  ///   - bound: The largest error asked for, a fraction of the travel.
  ///   - name: The animation's name (a CSS identifier).
  ///   - property: The declaration, `{}` standing for the value.
  ///   - from: The value at 0 %.
  ///   - to: The value at 100 %.
  ///   - json: Whether to return JSON rather than CSS.
  /// - Returns: The CSS, or the JSON document.
  public static func keyframes(_ export: CSSLinearExport, _ curve: WebCurve, label: String, bound: Double, name: String,
                               property: String, from: Double, to: Double, json: Bool) -> String {
    let ms = curve.milliseconds
    let css = "/* \(summary(export, curve, label: label, bound: bound)) */\n"
      + WebExport.keyframes(export, name: name, property: property, from: from, to: to)
      + "/* animation: \(name) \(ms)ms linear both; (linear between keyframes) */\n"
    guard json else { return css }
    return JSONValue.object([("source", .string(label)), ("duration", .number(Double(ms) / 1000)), ("css", .string(css)),
                             ("maxError", .number(export.maxError))]).rendered()
  }

  /// Platform code: the parameters (exact) as a table, the snippet, and the notes in words.
  /// - Parameters:
  ///   - code: The platform's code.
  ///   - format: json (`platform`, `parameters`, `snippet`, `notes`); table (the platform's name,
  ///     the parameters, the snippet, `note:` lines); otherwise the parameters alone.
  ///   - render: How a table is rendered for people (precision, terminal width).
  /// - Returns: The text in `format`.
  public static func platformCode(_ code: PlatformCode, _ format: OutputFormat, render: (Table) -> String) -> String {
    let notes = code.notes.map(\.text)
    let table = Table(columns: ["parameter", "value"], rows: code.parameters.map { [.text($0.name), .number($0.value)] })
    switch format {
    case .json:
      return JSONValue.object([
        ("platform", .string(code.platform.id)), ("parameters", .object(code.parameters.map { ($0.name, .number($0.value)) })),
        ("snippet", .string(code.snippet)), ("notes", .array(notes.map(JSONValue.string))),
      ]).rendered()
    case .table:
      return "\(code.platform.id)\n\n" + render(table) + "\n" + code.snippet + "\n"
        + (notes.isEmpty ? "" : "\n" + notes.map { "note: " + $0 }.joined(separator: "\n") + "\n")
    default:
      return table.rendered(format)
    }
  }
}
