import Curves
import Springs

/// `springtool presets`: every named spring with its parameters and source.
enum PresetsCommand {
  static let command = Command(
    name: "presets",
    abstract: "List the named springs (--preset NAME) with their parameters and sources.",
    discussion: "Android and Compose also accept named constants: --stiffness high|medium|medium-low|low|very-low "
      + "and --damping high-bouncy|medium-bouncy|low-bouncy|no-bouncy.",
    usage: "[--format <FORMAT>] [--output <FILE>]",
    groups: [OutputOptions.group],
    run: { args, context throws(CLIError) in
      let format = try OutputOptions.format(args, default: .table)
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
