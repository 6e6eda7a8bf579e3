import SpringToolCore
import SpringToolEasing
import SpringToolFormats
import SpringToolScenes

/// What a scene's state change does, track by track: each view's property, its ends, the
/// animation the code gives it, when it ends and how far it overshoots, in the property's unit.
package struct SceneAnalysis: Sendable {
  /// One track's figures.
  package struct Row: Sendable {
    /// The track.
    package let track: SceneTrack
    /// When it ends, seconds: a spring's exact settle within ±0.1 % of its travel (0 when it
    /// does not move), an easing's duration, 0 for no animation.
    package let end: Double
    /// How far it goes past its end, in the property's unit (points, degrees, fractions); 0 when it does not.
    package let overshoot: Double
    /// For a colour track that overshoots, how far each drawn component goes past its end colour
    /// in linear extended sRGB (``SceneColor``), as SwiftUI interpolates it: `r`, `g`, `b` (with
    /// the stop's number for a gradient, `r1` … `b2`). Empty otherwise.
    package let colorOvershoot: [(component: String, linear: Double)]
  }

  /// The scene.
  package let scene: Scene
  /// The settings it was read with.
  package let settings: SceneSettings
  /// Whether it is the opposite state change.
  package let reverse: Bool
  /// The tracks' figures, in the scene's order.
  package let rows: [Row]

  /// The analysis of a scene's state change.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - settings: The iOS version and the assumptions set.
  ///   - reverse: The opposite state change.
  ///   - spring: A spring that replaces the scene's own (``Scene/spring``) on every track that
  ///     animates with it, as `preview --response …` plays it (nil: the scene's code as written).
  package init(_ scene: Scene, settings: SceneSettings = SceneSettings(), reverse: Bool = false, spring: SpringSpecification? = nil) {
    (self.scene, self.settings, self.reverse) = (scene, settings, reverse)
    let tracks = scene.tracks(settings, reverse: reverse).map { t in
      guard let spring, case .spring(let own, let code) = t.animation, own == scene.spring else { return t }
      return SceneTrack(
        t.key, t.view, t.property, from: t.from, to: t.to, labels: t.labels.map { ($0.from, $0.to) },
        animation: .spring(spring, code: code), reason: t.reason)
    }
    // The drawing holds the colours; laid out only for a scene that has a colour to measure.
    let drawing = tracks.contains { $0.property == .color } ? scene.with(settings).drawing : nil
    rows = tracks.map { t in
      let overshoot = Self.overshoot(t)
      return Row(track: t, end: Self.end(t), overshoot: overshoot, colorOvershoot: Self.colorOvershoot(t, overshoot, drawing))
    }
  }

  /// Each component's distance past the end colour at the track's peak: the drawn view's two
  /// colours (the first view the track colours) interpolated in linear extended sRGB to the peak
  /// fraction, less the end colour.
  static func colorOvershoot(_ track: SceneTrack, _ overshoot: Double, _ drawing: SceneDrawing?) -> [(component: String, linear: Double)] {
    guard track.property == .color, overshoot > 0, let view = drawing?.colorView(for: track.key), let fillTo = view.fillTo else { return [] }
    let peak = track.to + (track.to > track.from ? overshoot : -overshoot)
    var out: [(component: String, linear: Double)] = []
    for (stop, (a, b)) in zip(view.fill, fillTo).enumerated() {
      guard let a = SceneColor(css: a), let b = SceneColor(css: b) else { continue }
      let past = zip(a.mixed(to: b, peak).linear, a.mixed(to: b, track.to).linear).map { $0 - $1 }
      for (name, d) in zip(["r", "g", "b"], past) { out.append((name + (view.fill.count > 1 ? "\(stop + 1)" : ""), d)) }
    }
    return out
  }

  /// When a track ends: the spring's settle within ±0.1 % of the travel, the easing's duration, or 0.
  static func end(_ track: SceneTrack) -> Double {
    guard track.from != track.to else { return 0 }
    switch track.animation {
    case .spring(let s, _): return (try? SpringMotion(spring: s.spring, from: track.from, to: track.to))?.settlingTime() ?? 0
    case .easing(_, let duration, _): return duration
    case .none: return 0
    }
  }

  /// How far past its end a track goes as drawn: the spring's first overshoot, or the easing's
  /// largest excursion beyond 1 on a 10⁴-point grid (0 for the standard curves), times the
  /// travel; 0 for opacities and texts, which are drawn clamped to their two ends. A colour's
  /// fraction is not clamped (SwiftUI interpolates its linear components past the end colour).
  static func overshoot(_ track: SceneTrack) -> Double {
    let travel = abs(track.to - track.from)
    guard travel > 0, track.property.isGeometry || track.property == .color else { return 0 }
    switch track.animation {
    case .spring(let s, _):
      return (try? SpringMotion(spring: s.spring, from: track.from, to: track.to))?.shape().peakOvershoot?.distance ?? 0
    case .easing(let curve, _, _):
      guard let easing = try? Easing.parse(curve) else { return 0 }
      let peak = (0...10_000).map { easing.value(at: Double($0) / 10_000) }.max() ?? 1
      return max(0, peak - 1) * travel
    case .none:
      return 0
    }
  }

  /// The tracks as a table: key, view, property, from, to, animation, end, overshoot and unit.
  package var table: Table {
    Table(
      columns: ["track", "view", "property", "from", "to", "animation", "end", "overshoot", "unit"],
      rows: rows.map { r in
        let t = r.track
        return [
          .text(t.key), .text(t.view), .text(t.property.rawValue), t.labels.map { .text($0.from) } ?? .number(t.from),
          t.labels.map { .text($0.to) } ?? .number(t.to), .text(t.animation.description), .number(r.end), .number(r.overshoot),
          .text(t.property.unit),
        ]
      })
  }

  /// The tracks for people: the views listed by key below a table that fits a terminal.
  var compactTable: Table {
    Table(
      columns: ["track", "property", "from", "to", "animation", "end (s)", "overshoot"],
      rows: rows.map { r in
        let t = r.track
        let overshoot =
          r.overshoot == 0
          ? "0"
          : t.property == .color
            ? Self.colorText(r)
            : Describe.f(r.overshoot) + (t.property.unit.isEmpty ? "" : " " + t.property.unit)
        return [
          .text(t.key), .text(t.property.rawValue), t.labels.map { .text($0.from) } ?? .number(t.from),
          t.labels.map { .text($0.to) } ?? .number(t.to), .text(t.animation.description), .number(r.end), .text(overshoot),
        ]
      })
  }

  /// How colours move, said under a scene that has any.
  static let colorNote =
    "colours move in linear extended sRGB, as SwiftUI's Color.Resolved animates them on an iOS 18 SDK "
    + "(overshoot past the end colour included, clamped only on screen); how earlier SDKs blend (legacyInterpolation) is not known"

  /// A colour's overshoot for people: the fraction past the end colour in %, and each component's
  /// distance past it in linear sRGB (`9.48 % (linear r −0.0224, g +0.0285, b −0.0182)`).
  static func colorText(_ r: Row) -> String {
    let parts = r.colorOvershoot.map { "\($0.component) \($0.linear > 0 ? "+" : "")\(Cell.format($0.linear, significantDigits: 3))" }
    return Cell.format(r.overshoot * 100, significantDigits: 3) + " %" + (parts.isEmpty ? "" : " (linear " + parts.joined(separator: ", ") + ")")
  }

  /// The report: the tracks as figures; the document with the scene, its trigger, settings,
  /// assumptions and tracks; for people a header, the tracks and the assumptions.
  package var report: Report {
    let document = JSONValue.object([
      ("scene", .string(scene.name)), ("source", .string(scene.source)), ("trigger", .string(scene.trigger)),
      ("reverse", .bool(reverse)), ("ios", .integer(self.settings.iOS)),
      ("assumptions", .object(scene.assumptions.map { ($0.key, .number(self.settings.values[$0.key] ?? $0.value)) })),
      ("notes", .array(scene.notes.map(JSONValue.string))),
      (
        "tracks",
        .array(
          rows.map { r in
            let t = r.track
            return .object([
              ("key", .string(t.key)), ("view", .string(t.view)), ("property", .string(t.property.rawValue)),
              ("from", .number(t.from)), ("to", .number(t.to)), ("fromLabel", t.labels.map { .string($0.from) } ?? .null),
              ("toLabel", t.labels.map { .string($0.to) } ?? .null), ("unit", .string(t.property.unit)),
              ("animation", .string(t.animation.description)), ("code", .string(t.animation.code)), ("reason", .string(t.reason)),
              ("end", .number(r.end)), ("overshoot", .number(r.overshoot)),
              ("colorOvershoot", .object(r.colorOvershoot.map { ($0.component, JSONValue.number($0.linear)) })),
            ])
          })
      ),
    ])
    let scene = scene, settings = settings, reverse = reverse, compact = compactTable, rows = rows
    return Report(figures: table, document: document) { render in
      var out = "\(scene.name): \(scene.title)\n\(scene.source)\(reverse ? " (the way back)" : "")\ntrigger: \(scene.trigger)\n\n"
      out += render(compact) + "\n"
      for r in rows { out += "\(r.track.key): \(r.track.view) (\(r.track.reason))\n" }
      for a in scene.assumptions {
        out += "\nassumes \(a.key) = \(Describe.f(settings.values[a.key] ?? a.value))\(a.unit.isEmpty ? "" : " " + a.unit): \(a.because)"
      }
      if scene.assumptions.isEmpty == false { out += " (--set KEY=VALUE)" }
      for n in scene.notes { out += "\nnote: \(n)" }
      if rows.contains(where: { $0.track.property == .color && $0.track.from != $0.track.to }) { out += "\nnote: \(Self.colorNote)" }
      return out + "\n"
    }
  }

  /// Every scene in one table: name, aliases, source, the properties it animates, and the keys
  /// of its assumptions (`springtool scenes --scene NAME` gives each one's tracks).
  /// People also read what the articles show that is not a scene (``Scenes/notModelled``).
  package static var catalogue: Report {
    let table = Table(
      columns: ["scene", "aliases", "source", "animates", "assumes"],
      rows: Scenes.all.map { s -> [Cell] in
        var properties: [String] = []
        for t in s.tracks() where !properties.contains(t.property.rawValue) { properties.append(t.property.rawValue) }
        return [
          .text(s.name), .text(s.aliases.joined(separator: ", ")), .text(s.source.split(separator: " ", maxSplits: 1).last.map(String.init) ?? ""),
          .text(properties.joined(separator: ", ")), .text(s.assumptionKeys.joined(separator: ", ")),
        ]
      })
    return Report(figures: table) { render in
      render(table) + Scenes.notModelled.map { "\nnot a scene: \($0)" }.joined() + "\n"
    }
  }
}
