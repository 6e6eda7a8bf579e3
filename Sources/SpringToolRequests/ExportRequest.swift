import SpringToolCore
import SpringToolEasing
import SpringToolFormats
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolScenes
import _SpringToolSupport

/// What `export` writes: the web's three forms or a platform's code.
package enum ExportTarget: Sendable, Hashable, CustomStringConvertible {
  /// A CSS `linear()` easing and its duration.
  case cssLinear
  /// CSS `@keyframes` of a declaration (or of a scene's properties).
  case cssKeyframes
  /// Every frame, as rows `t,value,velocity`.
  case frames
  /// A platform's code.
  case platform(Platform)
  /// A design token (DTCG JSON, ``DesignToken``): a spring token, or a transition token of a cubic Bézier.
  case dtcg

  /// Every target, the web's first.
  package static var all: [ExportTarget] {
    [.cssLinear, .cssKeyframes, .frames] + Platforms.springCodeTargets.map(ExportTarget.platform) + [.dtcg]
  }

  /// The target named `id` (`css-linear`, `android`), ignoring case, or nil.
  package init?(id: String) {
    guard let target = Self.all.first(where: { $0.id == id.lowercased() }) else { return nil }
    self = target
  }

  /// The name (`css-linear`, `swiftui`).
  package var id: String {
    switch self {
    case .cssLinear: "css-linear"
    case .cssKeyframes: "css-keyframes"
    case .frames: "frames"
    case .platform(let p): p.id
    case .dtcg: "dtcg"
    }
  }

  package var description: String { id }
  /// Whether it is one of the web's CSS forms (which take an error bound).
  package var isCSS: Bool { self == .cssLinear || self == .cssKeyframes }
}

/// `export --as TARGET`: a spring or an easing for the web, as frames, or as platform code.
package struct ExportRequest: Sendable {
  /// What the curve is.
  package enum Source: Sendable {
    /// A spring, and the values it moves (a scene's, named and typed for code).
    case spring(SpringSpecification, scene: Scene?)
    /// An easing (as written, and parsed) over a duration in seconds.
    case easing(text: String, Easing, duration: Double)
    /// A scene that moves nothing on a spring: each of its tracks on its own timing curve.
    case timingCurves(Scene)
    /// A fling: the platform's decay model and the release.
    case decay(any DecayModel, DecayInput)
    /// A snap: the platform's snap model, the release and the points.
    case snap(any SnapModel, SnapInput)
  }

  /// The target.
  package var target: ExportTarget
  /// The curve.
  package var source: Source
  /// The start value, the target value and the start velocity (value units per second).
  package var motion: SpringInput.Motion
  /// The largest error of the CSS forms, a fraction of the travel in [1e-7, 0.5].
  package var bound: Double
  /// A spring's duration for the web, seconds (nil: settled within half the bound, or 0.1 % for frames).
  package var duration: Double?
  /// The frame rate of `frames`.
  package var framesPerSecond: Double
  /// The keyframes' name (nil: spring or easing).
  package var name: String?
  /// The keyframes' declaration, `{}` standing for the value (nil: `transform: translateX({}px)`).
  package var property: String?
  /// The view property a lone value animates, when `property` named one (platform code animates it: `ALPHA`, `ROTATION`, …).
  package var valueProperty: ValueProperty?
  /// Whether the values gave from or to (a scene's own properties are written only when neither was).
  package var givesEnds: Bool
  /// Second taps mid-flight (platform code only): the code each platform takes for them.
  package var retargets: [Retarget] = []

  /// The default largest error of the CSS forms.
  package static let defaultBound = 0.001

  /// A request of `source` for `target`.
  package init(
    _ target: ExportTarget, source: Source, motion: SpringInput.Motion = .init(from: 0, to: 1, velocity: 0),
    bound: Double = defaultBound, duration: Double? = nil, framesPerSecond: Double = 60, name: String? = nil,
    property: String? = nil, givesEnds: Bool = false
  ) {
    (self.target, self.source, self.motion, self.bound, self.duration) = (target, source, motion, bound, duration)
    (self.framesPerSecond, self.name, self.property, self.givesEnds) = (framesPerSecond, name, property, givesEnds)
  }

  /// Every target's name, for messages.
  static var targetNames: String { ExportTarget.all.map(\.id).joined(separator: ", ") }

  /// The request the values make, checked before any work.
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  package init(_ values: some ParameterValues) throws(ParameterProblem) {
    guard let text = values.string(Self.target.key) else { throw .usage("\(key: Self.target.key, placeholder: "FORMAT") is required: \(Self.targetNames)") }
    guard let target = ExportTarget(id: text) else {
      throw .usage("invalid value '\(text.prefix(80))' for \(key: Self.target.key): expected \(Self.targetNames)")
    }
    if values.has("points") {
      self.init(target, source: try Self.snap(values, target: target))
      return
    }
    if values.flag("decay") || values.has("decay-model") {
      self.init(target, source: try Self.decay(values, target: target))
      return
    }
    // A scene of fades and timing curves has no spring to write: each track is written with its own curve.
    if values.string("easing") == nil, try SpringInput.springRequest(values).isEmpty,
      let scene = try SpringInput.scene(values, needsSpring: false), scene.components.isEmpty
    {
      if target == .frames {
        throw .usage(
          "scene '\(scene.name)' moves nothing on a spring: frames have no curve to sample; --as css-keyframes or "
            + "a platform writes each of its timing curves\(about: "scene")")
      }
      if let key = ["from", "to", "velocity", "retarget", "property"].first(where: values.has) {
        throw .usage("\(key: key) does not apply to scene '\(scene.name)': it moves nothing on a spring")
      }
      self.init(target, source: .timingCurves(scene))
      return
    }
    let motion = try SpringInput.motion(values, feelOnly: true)
    let bound = try values.number(Self.maxError)
    if values.has(Self.maxError.key) && !target.isCSS { throw .usage("\(key: Self.maxError.key) applies to css-linear and css-keyframes") }
    guard bound >= 1e-7 && bound <= 0.5 else {
      throw .usage("invalid value '\(NumberText.forPeople(bound))' for \(key: Self.maxError.key): must be in [1e-7, 0.5]")
    }
    let given = try values.seconds(Self.duration.key)
    if let given, !(given > 0 && given <= 3600) { throw .usage("\(key: Self.duration.key) must be in (0, 3600] seconds") }
    if let name = values.string(Self.name.key), let why = Self.nameProblem(name) {
      throw .usage("invalid value '\(name.prefix(80))' for \(key: Self.name.key): \(why)")
    }
    if let template = values.string(Self.property.key), let refusal = Self.propertyProblem(template) { throw refusal }
    let named = values.string(Self.property.key).flatMap { ValueProperty(rawValue: $0.lowercased()) }
    let source: Source
    if let text = values.string("easing") {
      if let field = try SpringInput.springRequest(values).givenFields.first {
        throw .usage("\(key: "easing") and \(key: ParameterProblem.key(field)) contradict each other; give one")
      }
      if values.has("velocity") { throw .usage("\(key: "easing") and \(key: "velocity") contradict each other: an easing starts from rest") }
      let easing: Easing
      do { easing = try Easing.parse(text) } catch { throw .usage("invalid value '\(text.prefix(80))' for \(key: "easing"): \(error)") }
      source = .easing(text: text, easing, duration: given ?? CurveRecipe.defaultEasingDuration)
    } else {
      source = .spring(try SpringInput.specification(values), scene: try? SpringInput.scene(values))
      if case .platform = target {
      } else if motion.to == motion.from {
        throw .usage("\(key: "to") must differ from \(key: "from"): the web animates a travel")
      }
    }
    let scene: Scene? = if case .spring(_, let scene) = source { scene } else { nil }
    let givesEnds = values.has("from") || values.has("to")
    if target == .cssKeyframes, values.has("property"), let scene, !scene.components.isEmpty, !givesEnds {
      throw .usage("\(key: "property") applies to one value; scene '\(scene.name)' writes its own properties")
    }
    self.init(
      target, source: source, motion: motion, bound: bound, duration: given,
      framesPerSecond: target == .frames ? try RecipeInput.frameRate(values) : SamplingRequest.defaultFramesPerSecond,
      name: values.string("name"), property: named.map(Self.declaration) ?? values.string("property"), givesEnds: givesEnds)
    valueProperty = named
    if values.has("retarget") {
      guard case .platform = target, case .spring = source else {
        throw .usage("\(key: "retarget") applies to a spring's platform code (the second tap's call); the web's forms are one curve")
      }
      do throws(CurveRecipe.Problem) { retargets = try CurveRecipe.retargets(values.values(for: "retarget")) } catch {
        throw ParameterProblem(error)
      }
    }
  }

  /// What an export answers: a report, or the frames to stream.
  package enum Answer: Sendable {
    /// Code or CSS, as a report.
    case report(Report)
    /// Frames `(t, value, velocity)`, with the metadata of their header.
    case frames([(t: Double, value: Double, velocity: Double)], metadata: [(key: String, value: String)])
  }

  /// The export.
  /// - Throws: ``ParameterProblem`` when the target cannot carry the curve.
  package func answer() throws(ParameterProblem) -> Answer {
    if target == .dtcg { return .report(try tokenReport()) }
    let curve: WebCurve, label: String
    switch source {
    case .decay(let model, let input):
      do throws(ExportError) { return .report(ExportReport.platformCode(try DecayCode.make(model, input: input))) } catch {
        throw .usage("\(error.description)")
      }
    case .snap(let model, let input):
      do throws(ExportError) { return .report(ExportReport.platformCode(try SnapCode.make(model, input: input))) } catch {
        throw .usage("\(error.description)")
      }
    case .timingCurves(let scene):
      let target: SceneExport.Target =
        switch self.target {
        case .platform(let p): .platform(p)
        case .cssLinear: .cssLinear
        case .cssKeyframes: .cssKeyframes(rules: [:], stops: [], milliseconds: 0)
        case .frames, .dtcg: .frames
        }
      let note = "scene \(scene.name) moves nothing on a spring: each track below has its own animation\n"
      let report = Report(members: [("scene", .string(scene.name))]) { _ in note }
      return .report(SceneExport.report(report, entries: SceneExport.entries(scene, target: target, spring: scene.spring)))
    case .easing(let text, let easing, let duration):
      if case .platform(let platform) = target {
        do throws(ExportError) {
          return .report(ExportReport.platformCode(try EasingCode.make(platform, easing: easing, name: text, duration: duration)))
        } catch {
          throw .usage("\(error.description)")
        }
      }
      (curve, label) = (WebCurve.easing(easing, duration: duration), text)
    case .spring(let spec, let scene):
      if case .platform(let platform) = target {
        do throws(ExportError) {
          let report = ExportReport.platformCode(
            try SpringCode.make(
              platform, specification: spec, travel: motion.to - motion.from,
              velocity: motion.velocity,
              values: scene == nil
                ? [valueProperty.map { AnimatedValue("value", $0.animatedProperty) } ?? .generic]
                : SpringInput.animatedValues(scene),
              target: motion.to, retargets: retargets))
          return .report(sceneTracks(report, .platform(platform), spec))
        } catch { throw .usage("\(error.description)") }
      }
      do throws(WebExportError) {
        // css: settle within half the bound, so the final snap costs at most that; frames: 0.1 % or the duration.
        curve = try WebCurve.spring(
          spec.spring, relativeVelocity: motion.velocity / (motion.to - motion.from),
          bound: target == .frames ? 2 * SettlingBand.defaultEpsilon : bound, duration: duration)
      } catch { throw .usage("\(error.description)") }
      label = Describe.label(spec)
    }
    return try web(curve, label: label)
  }

  /// The motion as a DTCG token file of one token (named `name`, else the preset's name, else
  /// `spring` or `easing`): a spring token in the family as given (a preset's own, with its config's
  /// other fields), or a transition token of a cubic Bézier easing and its duration.
  func tokenReport() throws(ParameterProblem) -> Report {
    let token: DesignToken, tokenName: String
    var description: String
    switch source {
    case .spring(let spec, let scene):
      token = DesignToken.spring(spec)
      let preset: String? = if case .preset(let p, _) = spec.family { p.name } else { nil }
      (tokenName, description) = (name ?? preset ?? scene?.name ?? "spring", Describe.label(spec))
      if let scene {
        // A token is one spring: say which of the scene's tracks ride it, and which are not in it.
        let onSpring = Set(scene.springTracks.map(\.key))
        let moving = scene.tracks().filter { $0.from != $0.to }.map(\.key)
        let others = moving.filter { !onSpring.contains($0) }
        description +=
          "; scene \(scene.name): on this spring " + moving.filter(onSpring.contains).joined(separator: ", ")
          + (others.isEmpty ? "" : "; not in this token (their own timing curves): " + others.joined(separator: ", "))
      }
    case .easing(let text, let easing, let duration):
      guard case .cubicBezier(let b) = easing else {
        throw .usage("\(key: "as", placeholder: "dtcg") writes a cubic Bézier easing (a DTCG transition); '\(text.prefix(80))' is not one")
      }
      token = .transition(duration: duration, delay: 0, bezier: [b.x1, b.y1, b.x2, b.y2])
      (tokenName, description) = (name ?? "easing", text)
    case .timingCurves(let scene):
      throw .usage("scene '\(scene.name)' moves nothing on a spring: \(key: "as", placeholder: "dtcg") writes one spring or easing")
    case .decay, .snap:
      throw .usage("\(key: "as", placeholder: "dtcg") writes a spring or an easing; a fling has no DTCG type")
    }
    let document = DesignToken.document([(tokenName, token.json(description: description))])
    guard case .object(let members) = document else { return Report(members: []) }
    return Report(members: members) { _ in document.rendered() }
  }

  /// The web's forms of `curve`.
  func web(_ curve: WebCurve, label: String) throws(ParameterProblem) -> Answer {
    let (from, to) = (motion.from, motion.to)
    if target == .frames {
      let frames: [(t: Double, value: Double, velocity: Double)]
      do throws(WebExportError) { frames = try WebExport.frames(curve, framesPerSecond: framesPerSecond, from: from, to: to) } catch {
        throw .usage("\(error.description)")
      }
      var metadata = [("source", label), ("duration", "\(curve.duration)"), ("fps", "\(framesPerSecond)"), ("from", "\(from)"), ("to", "\(to)")]
      // A scene's frames are one value: the header says where each of its tracks is.
      if case .spring(let spec, let scene?) = source, !givesEnds {
        metadata.append(
          (
            "tracks",
            SceneExport.entries(scene, target: .frames, spring: spec).map { "\($0.track.key): \($0.how)" }
              .joined(separator: "; ")
          ))
      }
      return .frames(frames, metadata: metadata)
    }
    let isSpring = if case .spring = source { true } else { false }
    let template = property ?? Self.defaultDeclaration
    let name = name ?? (isSpring ? "spring" : "easing")
    let export: CSSLinearExport
    do { export = try CSSLinearExport.make(bound: bound, progress: curve.progress) } catch { throw .failure("cannot export: \(error)") }
    if target == .cssLinear { return .report(sceneTracks(ExportReport.cssLinear(export, curve, label: label, bound: bound), .cssLinear)) }
    if case .spring(_, let scene?) = source, !scene.components.isEmpty, !givesEnds {
      // A scene writes every value its spring moves, as CSS properties of the element each moves.
      let groups = Self.keyframeGroups(scene, name: name)
      let centred = groups.contains { $0.declarations.contains { $0.template.hasPrefix("left") || $0.template.hasPrefix("top") } }
      // A rule shared by several elements (cards fading together) says which it plays on.
      let shared = groups.filter { $0.elements.count > 1 }.map { "\($0.name) plays on \($0.elements.joined(separator: ", "))" }
      let notes = (centred ? ["left and top are the frame's centre: give the element translate: -50% -50%"] : []) + shared
      let report = ExportReport.keyframes(
        export, curve, label: label, bound: bound, groups: groups.map { ($0.name, $0.declarations) },
        note: notes.isEmpty ? nil : notes.joined(separator: "; "))
      var rules: [String: String] = [:]
      for g in groups { for key in g.tracks where rules[key] == nil { rules[key] = g.name } }
      let stops = export.easing.stops
      return .report(sceneTracks(report, .cssKeyframes(rules: rules, stops: stops, milliseconds: curve.milliseconds)))
    }
    return .report(ExportReport.keyframes(export, curve, label: label, bound: bound, name: name, property: template, from: from, to: to))
  }

  /// One `@keyframes` per drawn element the scene's spring moves (the views of its drawing, those
  /// with the same declarations merged: a switch's track and knob scaling together), named
  /// `NAME-ELEMENT` when there are several, with the declarations of its spring tracks.
  static func keyframeGroups(_ scene: Scene, name: String)
    -> [(name: String, declarations: [(template: String, from: Double, to: Double)], elements: [String], tracks: [String])]
  {
    let tracks = scene.springTracks
    var groups: [(id: String, bindings: [SceneView.Binding], elements: [String])] = []
    for view in scene.drawing.views {
      let bindings = view.bindings.filter { b in tracks.contains { $0.key == b.track } }
      guard !bindings.isEmpty else { continue }
      if let i = groups.firstIndex(where: { $0.bindings == bindings }) {
        groups[i].elements.append(view.id)
      } else {
        groups.append((view.id, bindings, [view.id]))
      }
    }
    return groups.map { g in
      (
        groups.count == 1 ? name : "\(name)-\(g.id)",
        g.bindings.compactMap { b in
          // A track drawn at an offset is a move from the view's rest (translate); one drawn as is, the frame's centre (left, top).
          tracks.first { $0.key == b.track }.map { (cssDeclaration($0.property, centre: b.offset == 0), $0.from, $0.to) }
        }, g.elements, g.bindings.map(\.track)
      )
    }
  }

  /// `report` with every track of the request's scene said (``SceneExport``); unchanged without
  /// a scene, or when from/to make it one value.
  func sceneTracks(_ report: Report, _ target: SceneExport.Target, _ spring: SpringSpecification? = nil) -> Report {
    guard case .spring(let spec, let scene?) = source, !givesEnds else { return report }
    return SceneExport.report(report, entries: SceneExport.entries(scene, target: target, spring: spring ?? spec))
  }

  /// The CSS declaration of a scene track's property (`width: {}px`, `rotate: {}deg`, `opacity: {}`);
  /// a position is `left`/`top` when it is the frame's centre, else a `translate` from the rest.
  static func cssDeclaration(_ property: SceneProperty, centre: Bool) -> String {
    switch property {
    case .x: centre ? "left: {}px" : "translate: {}px"
    case .y: centre ? "top: {}px" : "translate: 0 {}px"
    case .width: "width: {}px"
    case .height: "height: {}px"
    case .rotation: "rotate: {}deg"
    case .scale: "scale: {}"
    case .opacity, .color, .text: "opacity: {}"
    }
  }

  /// The CSS declaration of a named property: `opacity`, `scale()`, `rotate()` in degrees, `translateX()` in pixels.
  static func declaration(_ property: ValueProperty) -> String {
    switch property {
    case .alpha: "opacity: {}"
    case .scale: "transform: scale({})"
    case .rotation: "transform: rotate({}deg)"
    case .translation, .pixels: "transform: translateX({}px)"
    }
  }
}
