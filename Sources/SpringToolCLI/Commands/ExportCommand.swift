import SpringToolCommandLine
import SpringToolCore
import SpringToolEasing
import SpringToolFormats
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolScenes
import _SpringToolSupport

/// `springtool export --as FORMAT`: a spring or an easing for the web, as frames, or as platform code.
enum ExportCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.table, formats: Groups.reportFormats)

  static let webFormats = ["css-linear", "css-keyframes", "frames"]
  static let targets = (webFormats + Platforms.springCodeTargets.map(\.id)).joined(separator: ", ")

  static let command = Command(
    name: "export", abstract: "Export a spring or an easing as CSS linear(), CSS keyframes, JSON frames or platform code.",
    discussion: """
      --as css-linear prints a CSS linear() easing and its duration, simplified (Ramer–Douglas–Peucker) to within \
      --max-error of the travel (default 0.001); the printed text is parsed back and checked on a 40 001-point grid, and \
      the error it reaches is stated. A spring's duration is the exact time it settles within half that error, rounded up \
      to a millisecond, so the jump to the target at the end is inside the bound too. --as css-keyframes writes the same \
      stops as @keyframes of --property (default 'transform: translateX({}px)', {} is the value) from --from to --to. \
      --as frames writes every frame at --fps from --from to --to (JSON by default). --as \(Arguments.list(Platforms.springCodeTargets.map(\.id))) \
      print code (springs as in 'convert --as'; easings as cubic Béziers, fitted when they are not one, where the \
      platform has easings).
      """,
    groups: [
      OptionGroup(title: "EXPORT OPTIONS", options: [
        OptionSpec(option: .as, value: "FORMAT", help: targets + "."),
        OptionSpec(option: .maxError, value: "E", help: "css-linear and css-keyframes: the largest error, a fraction of the travel in "
          + "[1e-7, 0.5] (default: 0.001).", check: .number),
        OptionSpec(option: .fps, value: "F", help: "frames: frames per second (default: 60).", check: .number),
        OptionSpec(option: .name, value: "NAME", help: "css-keyframes: the animation's name (default: spring or easing).",
                   check: .invalidValue(nameProblem)),
        OptionSpec(option: .property, value: "TEMPLATE", help: "css-keyframes: the declaration, {} standing for the value (default: "
          + "transform: translateX({}px)).", check: ValueCheck { text, _ in propertyRefusal(text) }),
      ], usage: "--as <FORMAT>"),
      Groups.springOrScene,
      OptionGroup(title: "MOTION OPTIONS", options: Groups.motionOptions.filter { $0.option != .relativeVelocity },
                  usage: "[<motion options>]"),
      OptionGroup(title: "EASING OPTIONS", options: [
        Groups.easingOption,
        OptionSpec(option: .duration, value: "T", help: "The easing's duration (default: 0.35); for frames also a spring's (default: "
          + "settled within 0.1 %).", check: .number),
      ], usage: "[--easing <CURVE> [--duration <T>]]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    guard let target = args.string(.as)?.lowercased() else {
      throw .usage("'--as FORMAT' is required: " + targets)
    }
    let platform = Platforms.springCodeTargets.first { $0.id == target }
    guard platform != nil || webFormats.contains(target) else { throw .usage("invalid value '\(target.prefix(80))' for '--as': expected " + targets) }
    let (from, to, velocity) = try Groups.motion(args, feelOnly: true)
    let bound = try args.double(.maxError) ?? 0.001
    if args.has(.maxError) && !["css-linear", "css-keyframes"].contains(target) {
      throw .usage("'--max-error' applies to css-linear and css-keyframes")
    }
    guard bound >= 1e-7 && bound <= 0.5 else { throw .usage("invalid value '\(Describe.f(bound))' for '--max-error': must be in [1e-7, 0.5]") }
    let format = try output.format(args, default: target == "frames" ? .json : .table)
    let given = try args.double(.duration)
    if let given, !(given > 0 && given <= 3600) { throw .usage("'--duration' must be in (0, 3600] seconds") }
    let curve: WebCurve, label: String, isSpring: Bool
    if let text = args.string(.easing) {
      if let field = try Groups.springRequest(args).givenFields.first {
        throw .usage("'--easing' and '--\(Groups.fieldOptions[field]!.rawValue)' contradict each other; give one")
      }
      if args.has(.velocity) { throw .usage("'--easing' and '--velocity' contradict each other: an easing starts from rest") }
      let easing: Easing
      do { easing = try Easing.parse(text) } catch { throw .usage("invalid value '\(text.prefix(80))' for '--easing': \(error)") }
      let duration = given ?? CurveRecipe.defaultEasingDuration
      if let platform {
        let code: PlatformCode
        do throws(ExportError) { code = try EasingCode.make(platform, easing: easing, name: text, duration: duration) } catch { throw .usage(error.description) }
        return try output.write(ExportReport.platformCode(code), args, &context, format: format)
      }
      (curve, label, isSpring) = (WebCurve.easing(easing, duration: duration), text, false)
    } else {
      let spec = try Groups.specification(args)
      if let platform {
        let code: PlatformCode
        do throws(ExportError) { code = try SpringCode.make(platform, specification: spec, travel: to - from, velocity: velocity,
                                                          values: Groups.animatedValues(try? Groups.scene(args))) } catch {
          throw .usage(error.description)
        }
        return try output.write(ExportReport.platformCode(code), args, &context, format: format)
      }
      guard to != from else { throw .usage("'--to' must differ from '--from': the web animates a travel") }
      do {
        // css: settle within half the bound, so the final snap costs at most that; frames: 0.1 % or --duration.
        curve = try WebCurve.spring(spec.spring, relativeVelocity: velocity / (to - from),
                                    bound: target == "frames" ? 2 * SettlingBand.defaultEpsilon : bound, duration: given)
      } catch { throw .usage(error.description) }
      (label, isSpring) = (Describe.label(spec), true)
    }
    try web(target, curve, label: label, isSpring: isSpring, args, from: from, to: to, bound: bound, format: format, &context)
  }

  static func web(_ target: String, _ curve: WebCurve, label: String, isSpring: Bool, _ args: Arguments, from: Double, to: Double,
                  bound: Double, format: OutputFormat, _ context: inout RunContext) throws(CLIError) {
    if target == "frames" {
      let fps = try Groups.frameRate(args)
      let frames: [(t: Double, value: Double, velocity: Double)]
      do { frames = try WebExport.frames(curve, framesPerSecond: fps, from: from, to: to) } catch { throw .usage(error.description) }
      let metadata = [("source", label), ("duration", "\(curve.duration)"), ("fps", "\(fps)"), ("from", "\(from)"), ("to", "\(to)")]
      return try context.stream(to: args.string(.output), columns: ["t", "value", "velocity"], format: format == .table ? .csv : format,
                                metadata: metadata, precision: try Groups.precision(args), count: frames.count) { i in
        [.number(frames[i].t), .number(frames[i].value), .number(frames[i].velocity)]
      }
    }
    // The keyframes' name and declaration were checked with the arguments, before any work.
    let template = args.string(.property) ?? "transform: translateX({}px)"
    let name = args.string(.name) ?? (isSpring ? "spring" : "easing")
    let export: CSSLinearExport
    do { export = try CSSLinearExport.make(bound: bound, progress: curve.progress) } catch { throw .failure("cannot export: \(error)") }
    if target == "css-linear" {
      return try output.write(ExportReport.cssLinear(export, curve, label: label, bound: bound), args, &context, format: format)
    }
    if let scene = try Groups.scene(args), isSpring, !scene.components.isEmpty, !args.has(.from), !args.has(.to) {
      // A scene writes every value its spring moves, as CSS properties of the element each moves.
      if args.has(.property) { throw .usage("'--property' applies to one value; scene '\(scene.name)' writes its own properties") }
      let groups = keyframeGroups(scene, name: name)
      let centred = groups.contains { $0.declarations.contains { $0.template.hasPrefix("left") || $0.template.hasPrefix("top") } }
      return try output.write(ExportReport.keyframes(export, curve, label: label, bound: bound, groups: groups,
                                                     note: centred ? "left and top are the frame's centre: give the element translate: -50% -50%" : nil),
                              args, &context, format: format)
    }
    try output.write(ExportReport.keyframes(export, curve, label: label, bound: bound, name: name, property: template, from: from, to: to),
                     args, &context, format: format)
  }

  /// One `@keyframes` per drawn element the scene's spring moves (the views of its drawing, those
  /// with the same declarations merged: a switch's track and knob scaling together), named
  /// `NAME-ELEMENT` when there are several, with the declarations of its spring tracks.
  static func keyframeGroups(_ scene: Scene, name: String) -> [(name: String, declarations: [(template: String, from: Double, to: Double)])] {
    let tracks = scene.springTracks
    var groups: [(id: String, bindings: [SceneView.Binding])] = []
    for view in scene.drawing.views {
      let bindings = view.bindings.filter { b in tracks.contains { $0.key == b.track } }
      if !bindings.isEmpty && !groups.contains(where: { $0.bindings == bindings }) { groups.append((view.id, bindings)) }
    }
    return groups.map { g in
      (groups.count == 1 ? name : "\(name)-\(g.id)", g.bindings.compactMap { b in
        // A track drawn at an offset is a move from the view's rest (translate); one drawn as is, the frame's centre (left, top).
        tracks.first { $0.key == b.track }.map { (cssDeclaration($0.property, centre: b.offset == 0), $0.from, $0.to) }
      })
    }
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

  /// Why a `--name` is not a keyframes name, or nil.
  static func nameProblem(_ name: String) -> String? {
    WebExport.isKeyframesName(name) ? nil : "a CSS identifier (letters, digits, - and _, starting with a letter, _ or one - and a "
      + "letter), not none, initial, inherit, unset, revert or default"
  }

  /// Why a `--property` is not a declaration template (the whole message), or nil.
  static func propertyRefusal(_ template: String) -> String? {
    guard template.containsText("{}") else { return "'--property' needs {} where the value goes, as 'opacity: {}'" }
    guard WebExport.isDeclarationTemplate(template) else {
      return "invalid value '\(template.prefix(80))' for '--property': one or more CSS declarations such as 'opacity: {}', "
        + "without braces other than {}, comments, '<', quotes, backslashes or control characters"
    }
    return nil
  }

}
