import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms
import SpringToolTuning

extension MotionLint {
  /// A published guideline a measure relates to, quoted in substance with its source.
  package struct Guideline: Sendable, Hashable {
    /// A short name (`WCAG 2.3.3`) that tables print beside a measure.
    package let id: String
    /// Its title.
    package let title: String
    /// What it says that bears on the measure, in one sentence.
    package let says: String
    /// Where it is published.
    package let source: String
  }

  /// The guidelines the measures relate to, in the order reports list them.
  package static let guidelines: [Guideline] = [
    Guideline(
      id: "WCAG 2.3.3", title: "WCAG 2.2, Animation from Interactions (level AAA)",
      says: "motion animation triggered by interaction can be disabled unless it is essential; the glossary's motion "
        + "animation leaves out changes of colour, blur and opacity that keep the element's perceived size, shape and position",
      source: "https://www.w3.org/TR/WCAG22/#animation-from-interactions"),
    Guideline(
      id: "WCAG 2.2.2", title: "WCAG 2.2, Pause, Stop, Hide (level A)",
      says: "moving content that starts automatically, lasts more than 5 seconds and is shown beside other content "
        + "can be paused, stopped or hidden", source: "https://www.w3.org/TR/WCAG22/#pause-stop-hide"),
    Guideline(
      id: "HIG Motion", title: "Apple Human Interface Guidelines, Motion",
      says: "add motion purposefully, make it optional, and keep feedback animations brief and precise",
      source: "https://developer.apple.com/design/human-interface-guidelines/motion"),
    Guideline(
      id: "HIG RM", title: "Apple Human Interface Guidelines, Accessibility: Motion",
      says: "with Reduce Motion on, tighten springs to reduce bounce, replace x-, y- and z-axis transitions with fades "
        + "and avoid animating depth changes", source: "https://developer.apple.com/design/human-interface-guidelines/accessibility"),
    Guideline(
      id: "WebKit", title: "WebKit, Responsive Design for Motion (2017)",
      says: "scaling and zooming, spinning, and movement that is large relative to the viewport are common vestibular triggers",
      source: "https://webkit.org/blog/7551/responsive-design-for-motion/"),
    Guideline(
      id: "platforms", title: "Each platform's reduced-motion rule ('springtool engines', reduced motion column)",
      says: "Android's Remove animations (animator duration scale 0) ends animations at once, as do Compose, Reanimated's "
        + "ReduceMotion.System and Motion's reducedMotion for transforms; Apple's, Flutter's and React Native's leave it to the app "
        + "(SwiftUI's engines play the HIG's cross-fade with --reduce-motion --cross-fade S)",
      source: "the engines' cited files"),
  ]

  /// The guideline ids each measure relates to, by the measure's JSON key.
  package static let guidelinesFor: [(measure: String, ids: [String])] = [
    ("motionAnimation", ["WCAG 2.3.3"]), ("end", ["WCAG 2.2.2", "HIG Motion"]), ("overshoot", ["HIG RM"]), ("swings", ["HIG RM"]),
    ("peakSpeed", []), ("peakDisplacement", ["HIG RM", "WebKit"]), ("viewportShare", ["WebKit"]), ("largeArea", ["WebKit"]),
    ("reducedMotion", ["WCAG 2.3.3", "platforms"]),
  ]

  static func ids(_ measure: String) -> String {
    let ids = guidelinesFor.first { $0.measure == measure }?.ids ?? []
    return ids.isEmpty ? "—" : ids.joined(separator: ", ")
  }
}

extension MotionLint {
  /// A number with its unit for people: `40 pt`, `12°`, `0.5`.
  static func amount(_ x: Double, _ unit: String) -> String {
    unit.isEmpty ? Describe.f(x) : unit == "°" ? Describe.f(x) + "°" : "\(Describe.f(x)) \(unit)"
  }

  /// The measures of one motion as rows for people: measure, value, guidelines.
  static func rows(_ m: Measures, lint: MotionLint) -> [[Cell]] {
    let f = Describe.f, u = m.unit
    var rows: [[Cell]] = []
    func row(_ name: String, _ value: String, _ key: String) { rows.append([.text(name), .text(value), .text(ids(key))]) }
    row(
      "motion animation", m.kind.isMotionAnimation ? "yes: \(m.kind.phrase)" : "no: \(m.kind.phrase) (WCAG 2.2's glossary)",
      "motionAnimation")
    let end = m.end.map { "\(f($0)) s (\(m.endRule))" + ($0 > 5 ? ", over 5 s" : "") } ?? "\(m.endRule); measured over \(f(m.window)) s"
    row("ends", end, "end")
    let overshoot =
      m.overshoot > 0
      ? amount(m.overshoot, u) + (m.overshootFraction.map { ", \(f(100 * $0)) % of the travel" } ?? "")
        + (m.overshootTime.map { ", at \(f($0)) s" } ?? "")
      : "none"
    row("overshoot", overshoot, "overshoot")
    row("swings beyond 1 %", "\(m.swings)" + (m.end == nil || (m.end ?? 0) > m.window ? " in the first \(f(m.window)) s" : ""), "swings")
    row("peak speed", "\(amount(m.peakSpeed, u))/s at \(f(m.peakSpeedTime)) s", "peakSpeed")
    row("peak displacement", amount(m.peakDisplacement, u) + " from the start", "peakDisplacement")
    if let share = m.viewportShare, let axis = m.axis {
      row("viewport share", "\(f(100 * share)) % of the \(axis.rawValue) (\(f(lint.viewport.extent(axis))) pt)", "viewportShare")
      row(
        "large area", (m.largeArea == true ? "yes" : "no") + " (threshold \(f(100 * lint.largeArea)) % of the \(axis.rawValue))",
        "largeArea")
    }
    let removed = m.removedOn.isEmpty ? "removed on no platform" : "removed on " + m.removedOn.joined(separator: ", ")
    row("reduced motion", removed + "; plays on the other \(m.playsOn.count) (the app decides)", "reducedMotion")
    return rows
  }

  /// One row per motion with every measure: csv, tsv and jsonl write it.
  package var figures: Table {
    let columns = [
      "motion", "kind", "unit", "from", "to", "engine", "motion_animation", "end", "end_rule", "overshoot",
      "overshoot_percent", "swings", "window", "peak_speed", "peak_speed_time", "peak_displacement", "viewport_share_percent",
      "large_area", "removed_on", "plays_on",
    ]
    let rows: [[Cell]] = motions.map { m in
      [
        .text(m.label), .text(m.kind.rawValue), .text(m.unit), .number(m.from), .number(m.to), .text(m.engine),
        .bool(m.kind.isMotionAnimation), m.end.map { .number($0) } ?? .missing, .text(m.endRule), .number(m.overshoot),
        m.overshootFraction.map { .number(100 * $0) } ?? .missing, .integer(m.swings), .number(m.window), .number(m.peakSpeed),
        .number(m.peakSpeedTime), .number(m.peakDisplacement), m.viewportShare.map { .number(100 * $0) } ?? .missing,
        m.largeArea.map { .bool($0) } ?? .missing, .text(m.removedOn.joined(separator: " ")), .text(m.playsOn.joined(separator: " ")),
      ]
    }
    return Table(columns: columns, rows: rows)
  }

  /// The JSON document: the viewport and threshold, every motion's measures, the skipped tracks and the guidelines.
  package var document: JSONValue {
    func n(_ x: Double?) -> JSONValue { x.map { .number($0) } ?? .null }
    let motions: [JSONValue] = motions.map { m in
      .object([
        ("motion", .string(m.label)), ("kind", .string(m.kind.rawValue)), ("axis", m.axis.map { .string($0.rawValue) } ?? .null),
        ("unit", .string(m.unit)), ("from", .number(m.from)), ("to", .number(m.to)), ("engine", .string(m.engine)),
        ("motionAnimation", .bool(m.kind.isMotionAnimation)), ("end", n(m.end)), ("endRule", .string(m.endRule)),
        ("overshoot", .number(m.overshoot)), ("overshootPercent", n(m.overshootFraction.map { 100 * $0 })),
        ("overshootTime", n(m.overshootTime)), ("swings", .integer(m.swings)), ("window", .number(m.window)),
        ("peakSpeed", .number(m.peakSpeed)), ("peakSpeedTime", .number(m.peakSpeedTime)),
        ("peakDisplacement", .number(m.peakDisplacement)), ("viewportSharePercent", n(m.viewportShare.map { 100 * $0 })),
        ("largeArea", m.largeArea.map { .bool($0) } ?? .null),
        (
          "reducedMotion",
          .object([
            ("removedOn", .array(m.removedOn.map { .string($0) })),
            ("playsOn", .array(m.playsOn.map { .string($0) })),
          ])
        ),
      ])
    }
    let guidelines: [JSONValue] = Self.guidelines.map { g in
      let measures = Self.guidelinesFor.filter { $0.ids.contains(g.id) }.map { JSONValue.string($0.measure) }
      return .object([
        ("id", .string(g.id)), ("title", .string(g.title)), ("says", .string(g.says)), ("source", .string(g.source)),
        ("measures", .array(measures)),
      ])
    }
    return .object([
      ("viewport", .object([("width", .number(viewport.width)), ("height", .number(viewport.height))])),
      ("largeAreaPercent", .number(100 * largeArea)), ("epsilon", .number(epsilon)), ("framesPerSecond", .number(framesPerSecond)),
      ("motions", .array(motions)),
      ("skipped", .array(skipped.map { .object([("motion", .string($0.label)), ("why", .string($0.why))]) })),
      ("guidelines", .array(guidelines)),
    ])
  }

  /// The report: for people, each motion's measures beside their guidelines, then the guidelines themselves.
  package var report: Report {
    let f = Describe.f
    let head =
      "viewport \(f(viewport.width)) × \(f(viewport.height)) pt; a large area is \(f(100 * largeArea)) % of its extent or more "
      + "(a threshold of this tool's: no guideline gives a number)\n"
    let lint = self
    return Report(figures: figures, document: document) { render in
      var out = head
      for m in lint.motions {
        out += "\n\(m.label)\n"
        out += render(Table(columns: ["measure", "value", "guideline"], rows: Self.rows(m, lint: lint)))
      }
      for s in lint.skipped { out += "\n\(s.label): not measured: \(s.why)\n" }
      out += "\nguidelines\n"
      // The source on a line of its own: a URL is one word, and a terminal line must hold it whole.
      for g in Self.guidelines { out += "  \(g.id): \(g.title): \(g.says)\n  \(g.source)\n" }
      return out
    }
  }
}
