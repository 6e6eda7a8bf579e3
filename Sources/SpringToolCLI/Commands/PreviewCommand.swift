import SpringToolCore
import SpringToolEasing
import SpringToolGestures
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolScenes
import SpringToolRequests
import SpringToolRequests

/// `springtool preview`: a self-contained HTML page that plays the motion on its component.
enum PreviewCommand {
  static let command = Command(
    name: "preview", abstract: "Write an HTML page that plays the motion on its component (switch, card, tab bar or a dot), engines side by side.",
    discussion: """
      One row per --engine (default: exact), each with its curve and a cursor. A seed scene (--scene) draws its component \
      as its article's code lays it out, every track moving its views under its own animation (springs on the row's \
      engine, fades and colours on their timing curves); without one, a dot moves along a line from --from to --to. \
      With --translation or --gesture a switch scene replays the drag (the knob's path as drag computes it, the finger \
      drawn above the knob while it touches, the track's colour following the on/off decision). Platform engines hold each frame until the next (steps show when slowed down); \
      the exact curve is sampled every millisecond and interpolated. The page has play/replay, 1×, 0.5×, 0.25× and 0.1× \
      speeds and a scrubber (space plays, arrows step a 60 fps frame); ?t=SECONDS shows one moment, paused, with every \
      drawn view's values as drawn (data-x, data-y, data-width, data-height, data-opacity, and data-rotation, data-scale, \
      data-color, data-text where a track moves them; data-value for the dot). It \
      starts paused when the system asks for reduced motion. No network: everything is in the file.
      """,
    groups: stateGroups(readsFiles: true) + [
      OptionGroup(
        title: "OUTPUT OPTIONS",
        options: [
          OptionSpec(option: .output, value: "FILE.html", help: "Write the page to FILE.html (default: standard output).", short: "o"),
          OptionSpec(
            option: .format, value: "FORMAT",
            help: "html (default): the page; json: the data it plays (the stage's views, "
              + "each row's frames by track, each row's end, the tracks).", short: "f", check: .choice(["html", "json"])),
        ], usage: "[--output <FILE.html>]")
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  /// The options that make a preview's state (the studio's too): with `readsFiles`, `--gesture`.
  static func stateGroups(readsFiles: Bool) -> [OptionGroup] {
    [
      Groups.springOrScene,
      OptionGroup(
        title: "MOTION OPTIONS",
        options: Groups.options([PreviewRequest.from, PreviewRequest.to, PreviewRequest.retarget, PreviewRequest.duration])
          + [
            Groups.reverseOption, Groups.option(PreviewRequest.points),
          ] + Groups.decayOptions + DecayModels.settings.map(Groups.option), usage: "[--retarget <T[:VALUE]>]… [--reverse] [--decay [--decay-model <MODEL>]]"),
      OptionGroup(
        title: "ENGINE OPTIONS",
        options: [
          Groups.engineOption(
            "A row rendered by this engine (repeatable; default: exact): " + Engines.ids.joined(separator: ", ") + ".",
            repeatable: true),
          Groups.option(PreviewRequest.framesPerSecond),
        ], usage: "[--engine <NAME>]…"),
      OptionGroup(
        title: "DRAG OPTIONS (switch scenes)",
        options: Groups.options([DragInput.start, DragInput.translation, DragInput.translationY]) + [
          Groups.option(PreviewRequest.velocity),
          Groups.velocityUnit,
        ] + Groups.options(readsFiles ? [DragInput.dragDuration, DragInput.gesture] : [DragInput.dragDuration])
          + [
            Groups.option(DragInput.policy)
          ], usage: readsFiles ? "[--translation <X> | --gesture <FILE>]" : "[--translation <X>]"),
    ]
  }

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let json = args.string(.format)?.lowercased() == "json"
    if let path = args.string(.output), path != "-", !path.lowercased().hasSuffix(json ? ".json" : ".html") {
      throw .usage("'--output' writes \(json ? "JSON" : "HTML"): give a file ending in .\(json ? "json" : "html") (got '\(path.prefix(80))')")
    }
    let preview = try answering { () throws(ParameterProblem) in
      try PreviewRequest(args.parameters, readGesture: context.gestureReader()).preview()
    }
    try context.emit(json ? preview.json.rendered(indent: 0) + "\n" : preview.html(), to: args.string(.output))
  }
}
