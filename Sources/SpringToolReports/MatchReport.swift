import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms
import SpringToolTuning

/// `match`: one reference motion, the config on every platform that follows it best, each with the
/// worst per-frame error measured on that platform's engine, beside the exact conversion.
package struct MatchReport: Sendable {
  /// The reference motion.
  package let reference: MatchReference
  /// One match per engine, in the order asked.
  package let platforms: [PlatformMatch]
  /// The reference as CSS `linear()` (nil when not asked for or it cannot be written).
  package let cssLinear: EasingMatch?
  /// The reference as CSS `@keyframes` with a `cubic-bezier()` per segment (nil when not asked for or it cannot be written).
  package let cssKeyframes: EasingMatch?
  /// Easings a design system uses in place of the spring, each measured.
  package let standIns: [EasingMatch]

  /// A report of `platforms`, `cssLinear` and `standIns` against `reference`.
  ///
  /// - Parameters:
  ///   - reference: The reference motion.
  ///   - platforms: One match per engine.
  ///   - cssLinear: The reference as CSS `linear()`, measured.
  ///   - cssKeyframes: The reference as CSS `@keyframes` (``EasingMatch/cssKeyframes(_:)``), measured.
  ///   - standIns: Easings standing in for the spring, measured.
  package init(
    reference: MatchReference, platforms: [PlatformMatch], cssLinear: EasingMatch?, cssKeyframes: EasingMatch? = nil,
    standIns: [EasingMatch]
  ) {
    (self.reference, self.platforms, self.cssLinear, self.cssKeyframes, self.standIns) = (reference, platforms, cssLinear, cssKeyframes, standIns)
  }

  /// The config in words: `stiffness 157.91, dampingRatio 0.7`.
  static func words(_ config: PlatformMatch.Config) -> String {
    let names = config.spelling.names
    return "\(names.0) \(CodeNumber.readable(config.numbers[0])), \(names.1) \(CodeNumber.readable(config.numbers[1]))"
  }

  /// A time or nil as JSON.
  static func json(_ x: Double?) -> JSONValue { x.map { .number($0) } ?? .null }

  static func json(_ measure: PlatformMatch.Measure) -> [(String, JSONValue)] {
    [("maxError", .number(100 * measure.maxError)), ("maxErrorTime", .number(measure.time)), ("end", json(measure.end))]
  }

  static func json(_ config: PlatformMatch.Config) -> JSONValue {
    let names = config.spelling.names
    return .object(
      [
        ("arguments", .array(config.arguments.map { .string($0) })), ("spelling", .string(config.spelling.rawValue)),
        ("config", .object([(names.0, .number(config.numbers[0])), (names.1, .number(config.numbers[1]))])),
      ]
        + json(config.measure))
  }

  static func json(_ easing: EasingMatch, kind: String) -> JSONValue {
    .object(
      [
        ("kind", .string(kind)), ("css", .string(easing.css)), ("duration", .number(easing.duration)),
        ("bound", easing.bound.map { .number(100 * $0) } ?? .null), ("stops", easing.stops.map { .integer($0) } ?? .null),
      ]
        + json(easing.measure))
  }

  /// The JSON document: `{"reference": {…}, "platforms": [{"engine", "arguments", "maxError" (% of the travel), …}], "web": […]}`.
  package var document: JSONValue {
    let r = reference
    let given = r.specification, spring = given.spring
    var preset: [(String, JSONValue)] = []
    if case .preset(let p, _) = given.family { preset = [("preset", .string(p.name))] }
    let spec = JSONValue.object(
      [("family", .string(given.familyName))] + preset + given.givenValues.map { ($0.name, JSONValue.number($0.value)) }
        + [
          (
            "canonical",
            .object([
              ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
              ("dampingCoefficient", .number(spring.dampingCoefficient)), ("dampingRatio", .number(spring.dampingRatio)),
              ("response", .number(spring.response)),
            ])
          )
        ])
    // For a curve, "spring" is the closest spring: where the searches start, and what "exact" converts.
    let head: [(String, JSONValue)] = [
      ("curve", r.curveName.map { .string($0) } ?? .null), ("spring", spec), ("from", .number(r.from)), ("to", .number(r.to)),
      ("velocity", .number(r.velocity)),
      ("framesPerSecond", .number(r.framesPerSecond)), ("epsilon", .number(r.epsilon)),
      ("end", r.end.isFinite ? .number(r.end) : .null), ("window", .number(r.window)),
    ]
    let rows: [JSONValue] = platforms.map { m in
      guard case .object(let best) = Self.json(m.best) else { return .null }
      return .object(
        [("engine", .string(m.engine))] + best + [
          ("exact", m.conversion.map(Self.json) ?? .null),
          ("notes", .array(m.best.measure.notes.map { .object([("key", .string($0.key)), ("text", .string($0.text))]) })),
        ])
    }
    let web =
      (cssLinear.map { [Self.json($0, kind: "css-linear")] } ?? []) + (cssKeyframes.map { [Self.json($0, kind: "css-keyframes-eased")] } ?? [])
      + standIns.map { Self.json($0, kind: "stand-in") }
    return .object([("reference", .object(head)), ("platforms", .array(rows)), ("web", .array(web))])
  }

  /// One row per engine and web curve: csv, tsv and jsonl write it; people see it.
  package var figures: Table {
    var rows: [[Cell]] = platforms.map { m in
      [
        .text(m.engine), .text(Self.words(m.best)), .number(100 * m.best.measure.maxError), .number(m.best.measure.time),
        m.best.measure.end.map { .number($0) } ?? .missing, m.conversion.map { .number(100 * $0.measure.maxError) } ?? .missing,
      ]
    }
    if let css = cssLinear {
      rows.append([
        .text("css-linear"), .text("linear(), \(css.stops ?? 0) stops, \(Int((css.duration * 1000).rounded())) ms"),
        .number(100 * css.measure.maxError), .number(css.measure.time), .number(css.duration), .number(100 * css.measure.maxError),
      ])
    }
    if let frames = cssKeyframes {
      rows.append([
        .text("css-keyframes-eased"), .text("@keyframes, \(frames.stops ?? 0) keyframes, \(Int((frames.duration * 1000).rounded())) ms"),
        .number(100 * frames.measure.maxError), .number(frames.measure.time), .number(frames.duration), .missing,
      ])
    }
    for s in standIns {
      rows.append([
        .text("stand-in"), .text("\(s.css), \(Describe.f(s.duration * 1000)) ms"), .number(100 * s.measure.maxError),
        .number(s.measure.time), .number(s.duration), .missing,
      ])
    }
    return Table(columns: ["engine", "config", "worst %", "at s", "ends s", "exact %"], rows: rows)
  }

  /// The report: the figures, the document, and for people a line on the reference, the table and the engines' notes.
  package var report: Report {
    let figures = figures, r = reference, f = Describe.f
    let settles = r.end.isFinite ? "it settles at \(f(r.end)) s (±\(f(100 * r.epsilon)) % of the travel)" : "it never settles"
    let spring = Describe.label(r.specification)
    let head =
      "reference: \(r.curveName.map { "\($0) (closest spring: \(spring))" } ?? spring), \(f(r.from)) → \(f(r.to)) at "
      + "\(f(r.framesPerSecond)) fps; \(settles)\nworst % is the largest per-frame |platform − reference| in % of the travel; exact % is "
      + (r.curveName == nil ? "the exact conversion's\n\n" : "the closest spring's conversion's\n\n")
    var notes = ""
    for m in platforms {
      // The clock explains an error only where the platform cannot follow within 1 %; UIKit's duration is in the config.
      let far = m.best.measure.maxError > 0.01
      for note in m.best.measure.notes where note.key != "uikitDuration" && (far || note.key != "clock") {
        notes += "note: \(m.engine): \(note.text)\n"
      }
    }
    if !standIns.isEmpty, let css = cssLinear {
      notes +=
        "note: the css-linear row holds \(f(100 * (css.bound ?? 0))) % in \(css.stops ?? 0) stops where a stand-in misses by up to "
        + "\(f(100 * (standIns.map(\.measure.maxError).max() ?? 0))) %\n"
    }
    let tail = notes.isEmpty ? "" : "\n" + notes
    // For people, an error below 1e-9 % of the travel is arithmetic residue: 0.
    var shown = figures
    shown.rows = shown.rows.map { $0.map { if case .number(let x) = $0, abs(x) < 1e-9 { return .number(0) } else { return $0 } } }
    // Two tables side by side would not fit 80 columns: the configs, then their numbers.
    let configs = Table(columns: ["engine", "config"], rows: shown.rows.map { Array($0.prefix(2)) })
    var numbers = Table(columns: ["engine"] + shown.columns.dropFirst(2), rows: shown.rows.map { [$0[0]] + $0.dropFirst(2) })
    numbers.zeroResidue = false
    let measured = numbers
    return Report(figures: figures, document: document) { render in head + render(configs) + "\n" + render(measured) + tail }
  }
}
