import SpringToolScenes
import SpringToolReports
import SpringToolSolvers
import SpringToolRequests

/// `springtool presets`: every named spring (or easing, or duration) with its parameters and source.
enum PresetsCommand {
  static let command = Command(
    name: "presets", abstract: "List the named springs (--preset NAME), or the named easings or durations, with sources.",
    discussion: "Android and Compose also accept named constants: --stiffness high|medium|medium-low|low|very-low and --damping "
      + "high-bouncy|medium-bouncy|low-bouncy|no-bouncy. Easing names match ignoring case, - and _.",
    groups: [
      OptionGroup(
        title: "PRESET OPTIONS",
        options: [
          OptionSpec(option: .easings, value: nil, help: "List the named easing curves (--easing NAME) instead."),
          OptionSpec(option: .durations, value: nil, help: "List the named durations (--duration NAME: Material 3's tokens) instead."),
        ], usage: "[--easings | --durations]"), Groups.listOutput.group,
    ],
    run: Groups.listing { args, format throws(CLIError) in
      guard !(args.flag(.easings) && args.flag(.durations)) else { throw .usage("'--easings' and '--durations' list different things; give one") }
      return (args.flag(.easings) ? Catalogue.easings : args.flag(.durations) ? Catalogue.durations : Catalogue.presets(full: format != .table), "")
    })
}

/// `springtool backends`: what this build can compute with.
enum BackendsCommand {
  static let command = Command(
    name: "backends", abstract: "List the backends and integration methods this build has, with GSL's version.",
    discussion: "--backend auto uses gsl where it is built in, else swift. Build without GSL with 'swift build "
      + "--disable-default-traits' or SPRINGTOOL_GSL=0. If GSL is installed but not built in, this says how to rebuild.",
    groups: [Groups.listOutput.group],
    run: Groups.listing { _, format in
      let note = "\nauto = \(Backend.automatic.rawValue)\n" + (Backend.isGSLInstalledButNotBuilt ? "note: \(Spelling.gslMissing)\n" : "")
      return (Catalogue.backends(version: SpringTool.version, gslNote: Spelling.gslMissing), format == .table ? note : "")
    })
}

/// `springtool engines`: every engine with the upstream code it follows.
enum EnginesCommand {
  static let command = Command(
    name: "engines", abstract: "List the platform engines: the upstream project, files and version each follows, its clock and end rule.",
    discussion: "Each engine renders a motion the way its platform's own code does, frame by frame ('--engine NAME' on sample, "
      + "analyze, compare, plot).",
    groups: [Groups.listOutput.group],
    run: Groups.listing { _, _ in (Catalogue.engines, "") })
}

/// `springtool completions SHELL`: a completion script generated from the command definitions.
enum CompletionsCommand {
  static let command = Command(
    name: "completions", abstract: "Print a shell completion script for bash, zsh or fish.",
    discussion: "bash: springtool completions bash > /etc/bash_completion.d/springtool. zsh: springtool completions zsh > "
      + "\"${fpath[1]}/_springtool\". fish: springtool completions fish > ~/.config/fish/completions/springtool.fish.",
    arguments: [("<shell>", "bash, zsh or fish.")], maximumPositionals: 1, groups: [],
    run: { args, context throws(CLIError) in
      guard let shell = args.positionals.first else { throw .usage("give a shell: bash, zsh or fish") }
      guard let script = Completions.script(shell, SpringTool.commands) else {
        throw .usage("invalid shell '\(shell.prefix(80))': expected bash, zsh or fish")
      }
      try context.print(script)
    })
}

/// `springtool scenes`: the seed articles' components, or one scene's tracks.
enum ScenesCommand {
  static let output = Groups.Output(.table, formats: Groups.reportFormats)

  static let command = Command(
    name: "scenes", abstract: "List the seed articles' components, or with --scene NAME every property one state change animates.",
    discussion: "A scene is a component as its article's code writes it: each view's animated property (position, size, "
      + "rotation, scale, opacity, colour, text) is a track with the animation the code gives it, when it ends (a spring's "
      + "settle within ±0.1 % of its travel, an easing's duration) and how far it overshoots in its own unit. Numbers the code "
      + "leaves to layout or to the device are assumptions: --set KEY=VALUE changes one, --ios N the iOS version. "
      + "'springtool analyze --scene NAME' reports the same tracks.",
    groups: [
      OptionGroup(
        title: "SCENE",
        options: [
          OptionSpec(option: .scene, value: "NAME", help: "A scene: " + Scenes.all.map(\.name).joined(separator: ", ") + ".")
        ] + Groups.sceneAssumptionOptions + [Groups.reverseOption], usage: "[--scene <NAME> [--ios <N>] [--set <KEY=VALUE>]… [--reverse]]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in
      let format = try output.format(args)
      guard let scene = try Groups.scene(args, needsSpring: false) else {
        return try output.write(SceneAnalysis.catalogue, args, &context, format: format)
      }
      let analysis = SceneAnalysis(scene, settings: scene.settings, reverse: args.flag(.reverse))
      try output.write(analysis.report, args, &context, format: format)
    })
}
