import SpringToolCore
import SpringToolEasing
import SpringToolPlatforms
import SpringToolFormats
import SpringToolSolvers

/// The lists `presets`, `backends` and `engines` print: what springtool knows, with sources.
package enum Catalogue {
  /// Every named spring: name, aliases, platform, API, the parameters as given (with the config's
  /// other fields, `overshootClamping: true`), and (with
  /// `full`) stiffness, damping coefficient, ζ, response and source; without, ζ and response.
  ///
  /// - Parameter full: Whether to include every column (for files) rather than those for people.
  package static func presets(full: Bool) -> Table {
    var table = Table(
      columns: [
        "name", "aliases", "platform", "api", "parameters", "stiffness", "dampingCoefficient", "dampingRatio",
        "response", "source",
      ],
      rows: SpringPreset.all.map { p in
        [
          .text(p.name), .text(p.aliases.joined(separator: " ")), .text(p.platform), .text(p.api),
          .text((p.specification.givenValues.map { "\($0.name) \(Describe.f($0.value))" } + p.extras.fields).joined(separator: ", ")),
          .number(p.spring.stiffness), .number(p.spring.dampingCoefficient), .number(p.spring.dampingRatio),
          .number(p.spring.response), .text(p.source),
        ]
      })
    if !full {
      table.columns = Array(table.columns.prefix(5)) + ["ζ", "response"]
      table.rows = table.rows.map { Array($0.prefix(5)) + [$0[7], $0[8]] }
    }
    return table
  }

  /// Every named easing: name, aliases, the curve (CSS where it has one), source.
  package static var easings: Table {
    Table(
      columns: ["name", "aliases", "curve", "source"],
      rows: NamedEasings.all.map { e in
        [.text(e.names[0]), .text(e.names.dropFirst().joined(separator: " ")), .text(e.easing.css ?? "(Penner formula)"), .text(e.source)]
      })
  }

  /// Every named duration: name, milliseconds, seconds, source.
  package static var durations: Table {
    Table(
      columns: ["name", "ms", "seconds", "source"],
      rows: NamedDurations.all.map { d in
        [.text(d.name), .number(d.seconds * 1000), .number(d.seconds), .text(d.source)]
      })
  }

  /// The backends of this build: availability, version, methods, what each is (`gslNote` when
  /// GSL is not built in).
  ///
  /// - Parameters:
  ///   - version: springtool's version, shown for the Swift port.
  ///   - gslNote: What to say when GSL is not built in (why, and how to get it).
  package static func backends(version: String, gslNote: String) -> Table {
    let description: [Backend: String] = [
      .analytic: "exact closed form (ground truth)",
      .swift: "pure-Swift port of GSL's odeiv2 (bit for bit on x86-64) and radau5",
      .gsl: Backend.isGSLBuiltIn ? "GNU GSL odeiv2 driver" : gslNote,
    ]
    let versions: [Backend: String] = [.analytic: "—", .swift: "springtool \(version)", .gsl: Backend.gslVersion ?? "not built"]
    return Table(
      columns: ["backend", "available", "version", "methods", "description"],
      rows: Backend.allCases.map { b in
        [
          .text(b.rawValue), .bool(b.isAvailable), .text(versions[b]!), .text(b.methods.isEmpty ? "—" : b.methods.map(\.rawValue).joined(separator: " ")),
          .text(description[b]!),
        ]
      })
  }

  /// Every engine with the upstream project, files and version it follows, its frame clock, end
  /// rule and velocity units.
  package static var engines: Table {
    Table(
      columns: ["engine", "reproduces", "upstream", "files", "version", "frame clock", "end rule", "velocity", "retarget", "reduced motion"],
      rows: Engines.all.map { e in
        let i = e.info
        return [
          i.id, i.api, i.upstream, i.files.joined(separator: "; "), i.version, i.frameClock, i.endRule, i.velocityUnits, i.retargeting, e.reducedMotion.rule,
        ].map { Cell.text($0) }
      })
  }
}
