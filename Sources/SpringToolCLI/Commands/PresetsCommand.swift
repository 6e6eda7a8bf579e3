import SpringToolCurves
import SpringToolEasing
import SpringToolCore

/// `springtool presets`: every named spring with its parameters and source.
enum PresetsCommand {
  static let command = Command(
    name: "presets",
    abstract: "List the named springs (--preset NAME), or with --easings the named easing curves, with sources.",
    discussion: "Android and Compose also accept named constants: --stiffness high|medium|medium-low|low|very-low "
      + "and --damping high-bouncy|medium-bouncy|low-bouncy|no-bouncy. Easing names match ignoring case, - and _.",
    usage: "[--easings] [--format <FORMAT>] [--output <FILE>]",
    groups: [OptionGroup(title: "OPTIONS", options: [
      OptionSpec(name: "easings", valueName: nil, help: "List the named easing curves (--easing NAME) instead."),
    ]), OutputOptions.group],
    run: { args, context throws(CLIError) in
      let format = try OutputOptions.format(args, default: .table)
      if args.flag("easings") {
        var table = Table(columns: ["name", "aliases", "curve", "source"])
        for entry in NamedEasings.all {
          table.rows.append([.text(entry.names[0]), .text(entry.names.dropFirst().joined(separator: " ")),
                             .text(entry.easing.css ?? "(Penner formula)"), .text(entry.source)])
        }
        return try context.emit(table.rendered(format), to: args.string("output"))
      }
      var table = Table(columns: ["name", "aliases", "platform", "api", "parameters", "stiffness", "friction",
                                  "dampingRatio", "response", "source"])
      for preset in SpringPreset.all {
        table.rows.append([
          .text(preset.name), .text(preset.aliases.joined(separator: " ")), .text(preset.platform),
          .text(preset.api), .text(preset.parameters), .number(preset.spring.stiffness),
          .number(preset.spring.dampingCoefficient), .number(preset.spring.dampingRatio),
          .number(preset.spring.response), .text(preset.source),
        ])
      }
      if format == .table {
        table.columns = Array(table.columns.prefix(5)) + ["ζ", "response"]
        table.rows = table.rows.map { Array($0.prefix(5)) + [$0[7], $0[8]] }
      }
      try context.emit(table.rendered(format), to: args.string("output"))
    })
}
