import SpringToolCore
import SpringToolEasing
import SpringToolFormats
import SpringToolPlatforms
import SpringToolScenes

/// Every track of a scene in one export: where the code above carries it, the code a track needs
/// of its own (a colour with the platform's colour animation, a timing curve with its easing),
/// or why the target cannot carry it. Nothing a scene moves is left out without a word.
package enum SceneExport {
  /// What the export is for.
  package enum Target: Sendable {
    /// A platform's code.
    case platform(Platform)
    /// A CSS `linear()` easing (one curve).
    case cssLinear
    /// CSS keyframes: the rule that plays each spring track (by key), and the stops every rule uses.
    case cssKeyframes(rules: [String: String], stops: [(input: Double, output: Double)], milliseconds: Int)
    /// Frames of one curve.
    case frames
  }

  /// How one track is carried.
  package struct Entry: Sendable {
    /// The track.
    package let track: SceneTrack
    /// `main` (the code above), `code` (its own code below), `none` (not written).
    package let kind: String
    /// Where or why, in words.
    package let how: String
    /// Its own code, when it has some, and that code's notes.
    package let code: String?, notes: [String]
  }

  /// Every moving track of `scene` for `target`, in the scene's order.
  ///
  /// - Parameters:
  ///   - scene: The scene (with its settings).
  ///   - target: The export's target.
  ///   - spring: The spring the main code writes (the scene's, or the one given instead).
  /// - Returns: One entry per track that changes.
  package static func entries(_ scene: Scene, target: Target, spring: SpringSpecification) -> [Entry] {
    let main = Set(scene.springTracks.map(\.key)), drawing = scene.drawing, sceneSpring = scene.spring
    return scene.tracks().filter { $0.from != $0.to }.map { t in
      // A track on the scene's spring rides the spring the export writes (the user's, when given).
      let trackSpring = t.animation.spring.map { $0 == sceneSpring ? spring : $0 }
      if main.contains(t.key) { return mainEntry(t, target: target) }
      switch (t.property, t.animation) {
      case (_, .none(let code)):
        return Entry(track: t, kind: "none", how: "jumps at the state change (\(code)): set it without an animation", code: nil, notes: [])
      case (.text, _):
        return Entry(
          track: t, kind: "none",
          how: "not written: a text change cross-fades by each platform's own transition "
            + "(SwiftUI's default content transition; Compose Crossfade, Flutter AnimatedSwitcher)", code: nil, notes: [])
      case (.color, .spring):
        return colorEntry(t, target: target, spring: trackSpring!, drawing: drawing)
      case (_, .easing(let curve, let duration, _)):
        return easingEntry(t, target: target, curve: curve, duration: duration)
      case (_, .spring):
        return springEntry(t, target: target, spring: trackSpring!)
      }
    }
  }

  /// A track the main code writes.
  static func mainEntry(_ t: SceneTrack, target: Target) -> Entry {
    let ends = "\(Describe.f(t.from)) → \(Describe.f(t.to))\(t.property.unit.isEmpty ? "" : " " + t.property.unit)"
    let name = AnimatedValue(t.key, t.property.animatedProperty).name
    let how: String =
      switch target {
      case .platform(let p) where p.id == "swiftui": "the withAnimation above: the transaction animates it"
      case .platform(let p) where p.writesEveryValue: "the code above: \(name), \(ends)"
      case .platform: "the code above, applied to \(t.property.rawValue) \(ends) (one spring: every track is the same curve)"
      case .cssKeyframes(let rules, _, _): rules[t.key].map { "the keyframes above: \($0)" } ?? "the keyframes above"
      case .cssLinear: "the linear() above as this property's timing, \(ends)"
      case .frames: "the frames' curve, for \(t.property.rawValue) \(ends)"
      }
    return Entry(track: t, kind: "main", how: how, code: nil, notes: [])
  }

  /// A colour on a spring: the platform's colour animation, the keyframes' colours in linear sRGB, or why not.
  static func colorEntry(_ t: SceneTrack, target: Target, spring: SpringSpecification, drawing: SceneDrawing) -> Entry {
    guard let view = drawing.colorView(for: t.key), let fillTo = view.fillTo else {
      return Entry(track: t, kind: "none", how: "not written: the drawing gives this colour no two ends", code: nil, notes: [])
    }
    // The drawn colours at the track's two ends (a reversed track runs from fillTo back to fill).
    let (from, to) = t.from <= t.to ? (view.fill, fillTo) : (fillTo, view.fill)
    switch target {
    case .platform(let p):
      guard let code = ColorCode.make(p, specification: spring, name: t.key, from: from, to: to) else {
        return Entry(
          track: t, kind: "none",
          how: "not written: springtool writes no colour animation for \(p.name); drive "
            + "the colour from the spring's progress", code: nil, notes: [])
      }
      return Entry(track: t, kind: "code", how: "below: the colour on the same spring", code: code.snippet, notes: code.notes.map(\.text))
    case .cssKeyframes(_, let stops, let ms):
      let rule = "spring-\(t.key)"
      return Entry(
        track: t, kind: "code", how: "below: @keyframes \(rule), colours blended in linear sRGB as SwiftUI does",
        code: colorKeyframes(rule, stops: stops, from: from, to: to, milliseconds: ms, property: view.colorProperty), notes: [])
    case .cssLinear:
      return Entry(
        track: t, kind: "main", how: "the linear() above as its transition's timing (browsers blend sRGB, SwiftUI linear sRGB)",
        code: nil, notes: [])
    case .frames:
      return Entry(
        track: t, kind: "none", how: "not written: frames are one value; the colour's fraction is the progress",
        code: nil, notes: [])
    }
  }

  /// `@keyframes` of a colour at the stops of the spring's `linear()`, each colour mixed in
  /// linear extended sRGB at the stop's progress and clamped as a screen shows it.
  static func colorKeyframes(
    _ name: String, stops: [(input: Double, output: Double)], from: [String], to: [String],
    milliseconds: Int, property: String
  ) -> String {
    let pairs: [(SceneColor, SceneColor)] = zip(from, to).compactMap { a, b in
      guard let a = SceneColor(css: a), let b = SceneColor(css: b) else { return nil }
      return (a, b)
    }
    var css = "@keyframes \(name) {\n"
    for stop in stops {
      let colours = pairs.map { a, b in
        let m = a.mixed(to: b, stop.output), bytes = m.displayBytes
        return "rgb(\(bytes[0]) \(bytes[1]) \(bytes[2]))"
      }
      let value = pairs.count == 1 ? "\(property): \(colours[0]);" : "background-image: linear-gradient(to right, \(colours.joined(separator: ", ")));"
      css += "  \(Describe.f(stop.input * 100))% { \(value) }\n"
    }
    return css + "}\n/* animation: \(name) \(milliseconds)ms linear both */"
  }

  /// A timing curve: the platform's easing code with the track's own duration, or why not.
  static func easingEntry(_ t: SceneTrack, target: Target, curve: String, duration: Double) -> Entry {
    let ms = Int((duration * 1000).rounded())
    guard let easing = try? Easing.parse(curve) else {
      return Entry(track: t, kind: "none", how: "not written: '\(curve)' is not an easing springtool reads", code: nil, notes: [])
    }
    switch target {
    case .platform(let p):
      do throws(ExportError) {
        let code = try EasingCode.make(p, easing: easing, name: t.key, duration: duration)
        // A colour or a text on a timing curve: the code is the timing; the platform's colour animation takes it.
        let applies = t.property == .color ? " (the timing: give it to the colour's animation)" : ""
        return Entry(
          track: t, kind: "code", how: "below: its own \(curve), \(Describe.f(duration)) s\(applies)", code: code.snippet,
          notes: code.notes.map(\.text))
      } catch {
        return Entry(track: t, kind: "none", how: "not written: \(error.description)", code: nil, notes: [])
      }
    case .cssKeyframes, .cssLinear:
      let timing = easing.css ?? easing.bezier.map(\.css) ?? "linear"
      return Entry(
        track: t, kind: "code", how: "below: its own transition, \(curve) \(Describe.f(duration)) s",
        code: "/* \(t.key): */ transition: \(t.property.cssName) \(ms)ms \(timing);", notes: [])
    case .frames:
      return Entry(
        track: t, kind: "none",
        how: "not written: frames are the spring's curve; this track runs \(curve) "
          + "\(Describe.f(duration)) s", code: nil, notes: [])
    }
  }

  /// A track on a spring of its own: that spring's code for the track's value.
  static func springEntry(_ t: SceneTrack, target: Target, spring: SpringSpecification) -> Entry {
    guard case .platform(let p) = target else {
      return Entry(
        track: t, kind: "none", how: "not written: it rides another spring (\(Describe.label(spring))); export it on its own",
        code: nil, notes: [])
    }
    do throws(ExportError) {
      let code = try SpringCode.make(
        p, specification: spring, travel: t.to - t.from, values: [AnimatedValue(t.key, t.property.animatedProperty)],
        target: t.to)
      return Entry(
        track: t, kind: "code", how: "below: its own spring, \(Describe.label(spring))", code: code.snippet,
        notes: code.notes.map(\.text))
    } catch {
      return Entry(track: t, kind: "none", how: "not written: \(error.description)", code: nil, notes: [])
    }
  }

  /// `report` with every track of the scene: for people a table of where each track is and the
  /// tracks' own code under it; in the document a `tracks` member.
  package static func report(_ report: Report, entries: [Entry]) -> Report {
    guard !entries.isEmpty else { return report }
    var out = report
    let table = Table(
      columns: ["track", "property", "animation", "in this export"],
      rows: entries.map {
        [.text($0.track.key), .text($0.track.property.rawValue), .text($0.track.animation.description), .text($0.how)]
      })
    let tracks = JSONValue.array(
      entries.map { e in
        .object([
          ("key", .string(e.track.key)), ("property", .string(e.track.property.rawValue)),
          ("animation", .string(e.track.animation.description)), ("export", .string(e.kind)), ("how", .string(e.how)),
          ("code", e.code.map(JSONValue.string) ?? .null), ("notes", .array(e.notes.map(JSONValue.string))),
        ])
      })
    if case .object(let members) = report.document { out.document = .object(members + [("tracks", tracks)]) }
    let view = report.view
    out.view = { render in
      var text = view(render)
      if !text.hasSuffix("\n") { text += "\n" }
      let rendered = render(table)
      text += "\nevery track of the scene:\n" + rendered + (rendered.hasSuffix("\n") ? "" : "\n")
      for e in entries where e.code != nil {
        let ends =
          e.track.labels.map { "\($0.from) → \($0.to)" }
          ?? "\(Describe.f(e.track.from)) → \(Describe.f(e.track.to))\(e.track.property.unit.isEmpty ? "" : " " + e.track.property.unit)"
        text += "\n// \(e.track.key): \(e.track.property.rawValue) \(ends), \(e.track.animation.description)\n\(e.code!)\n"
        text += e.notes.map { "note: \($0)\n" }.joined()
      }
      return text
    }
    return out
  }
}

extension SceneView {
  /// The CSS property a colour of this view is: a text's `color`, a shape's `background-color`.
  var colorProperty: String { if case .text = shape { "color" } else { "background-color" } }
}

extension SceneProperty {
  /// The CSS property a transition of it names.
  var cssName: String {
    switch self {
    case .x: "left"
    case .y: "top"
    case .width: "width"
    case .height: "height"
    case .rotation: "rotate"
    case .scale: "scale"
    case .opacity, .text: "opacity"
    case .color: "background-color"
    }
  }
}
