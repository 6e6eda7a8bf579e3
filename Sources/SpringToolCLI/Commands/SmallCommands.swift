import SpringToolKit

/// `springtool presets`: every named spring (or easing) with its parameters and source.
enum PresetsCommand {
  static let command = Command(
    name: "presets", abstract: "List the named springs (--preset NAME), or with --easings the named easing curves, with sources.",
    discussion: "Android and Compose also accept named constants: --stiffness high|medium|medium-low|low|very-low and --damping "
      + "high-bouncy|medium-bouncy|low-bouncy|no-bouncy. Easing names match ignoring case, - and _.",
    groups: [OptionGroup(title: "PRESET OPTIONS", options: [
      OptionSpec(option: .easings, value: nil, help: "List the named easing curves (--easing NAME) instead."),
    ], usage: "[--easings]"), Groups.output(.table, formats: [.csv, .tsv, .json, .table])],
    run: { args, context throws(CLIError) in
      let format = try Groups.format(args, default: .table, allowed: [.csv, .tsv, .json, .table])
      var table: Table
      if args.flag(.easings) {
        table = Table(columns: ["name", "aliases", "curve", "source"], rows: NamedEasings.all.map { e in
          [.text(e.names[0]), .text(e.names.dropFirst().joined(separator: " ")), .text(e.easing.css ?? "(Penner formula)"), .text(e.source)]
        })
      } else {
        table = Table(columns: ["name", "aliases", "platform", "api", "parameters", "stiffness", "dampingCoefficient", "dampingRatio",
                                "response", "source"], rows: SpringPreset.all.map { p in
          [.text(p.name), .text(p.aliases.joined(separator: " ")), .text(p.platform), .text(p.api),
           .text(p.specification.givenValues.map { "\($0.name) \(Wording.f($0.value))" }.joined(separator: ", ")),
           .number(p.spring.stiffness), .number(p.spring.dampingCoefficient), .number(p.spring.dampingRatio),
           .number(p.spring.response), .text(p.source)]
        })
        if format == .table {
          table.columns = Array(table.columns.prefix(5)) + ["ζ", "response"]
          table.rows = table.rows.map { Array($0.prefix(5)) + [$0[7], $0[8]] }
        }
      }
      try context.emit(context.render(table, format, precision: try Groups.precision(args)), to: args.string(.output))
    })
}

/// `springtool backends`: what this build can compute with.
enum BackendsCommand {
  static let command = Command(
    name: "backends", abstract: "List the backends and integration methods this build has, with GSL's version.",
    discussion: "--backend auto uses gsl where it is built in, else swift. Build without GSL with 'swift build "
      + "--disable-default-traits' or SPRINGTOOL_GSL=0. If GSL is installed but not built in, this says how to rebuild.",
    groups: [Groups.output(.table, formats: [.csv, .tsv, .json, .table])],
    run: { args, context throws(CLIError) in
      let format = try Groups.format(args, default: .table, allowed: [.csv, .tsv, .json, .table])
      let description: [Backend: String] = [.analytic: "exact closed form (ground truth)",
                                            .swift: "pure-Swift port of GSL's odeiv2 (bit for bit on x86-64) and radau5",
                                            .gsl: Backend.isGSLBuiltIn ? "GNU GSL odeiv2 driver" : Wording.gslMissing]
      let version: [Backend: String] = [.analytic: "—", .swift: "springtool \(SpringTool.version)", .gsl: Backend.gslVersion ?? "not built"]
      let table = Table(columns: ["backend", "available", "version", "methods", "description"], rows: Backend.allCases.map { b in
        [.text(b.rawValue), .bool(b.isAvailable), .text(version[b]!), .text(b.methods.isEmpty ? "—" : b.methods.map(\.rawValue).joined(separator: " ")),
         .text(description[b]!)]
      })
      var text = context.render(table, format, precision: nil)
      if format == .table {
        text += "\nauto = \(Backend.automatic.rawValue)\n"
        if Backend.isGSLInstalledButNotBuilt { text += "note: \(Wording.gslMissing)\n" }
      }
      try context.emit(text, to: args.string(.output))
    })
}

/// `springtool engines`: every engine with the upstream code it follows.
enum EnginesCommand {
  static let command = Command(
    name: "engines", abstract: "List the platform engines: the upstream project, files and version each follows, its clock and end rule.",
    discussion: "Each engine renders a motion the way its platform's own code does, frame by frame ('--engine NAME' on sample, "
      + "analyze, compare, plot).",
    groups: [Groups.output(.table, formats: [.csv, .tsv, .json, .table])],
    run: { args, context throws(CLIError) in
      let format = try Groups.format(args, default: .table, allowed: [.csv, .tsv, .json, .table])
      let table = Table(columns: ["engine", "reproduces", "upstream", "files", "version", "frame clock", "end rule", "velocity"],
                        rows: Engines.all.map { e in
        let i = e.info
        return [i.id, i.api, i.upstream, i.files.joined(separator: "; "), i.version, i.frameClock, i.endRule, i.velocityUnits].map { Cell.text($0) }
      })
      try context.emit(context.render(table, format, precision: nil), to: args.string(.output))
    })
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
      guard let script = Help.completions(shell, SpringTool.commands) else {
        throw .usage("invalid shell '\(shell.prefix(80))': expected bash, zsh or fish")
      }
      try context.print(script)
    })
}
