import SpringToolCurves
import SpringToolFormats
import SpringToolRegression
import SpringToolReports
import SpringToolSolvers
import SpringToolRequests

/// `springtool verify`: recompute curve files and check them within their tolerance.
enum VerifyCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.table, formats: Groups.reportFormats)

  static let command = Command(
    name: "verify", abstract: "Recompute golden curve files and check them within their tolerance (--update rewrites stale ones).",
    discussion: """
      A file springtool wrote (sample, export --as frames) carries the recipe that made it, a tolerance and a scale: it is \
      recomputed at its own times and every sample must stay within tolerance × scale. The reference curves in curves/ \
      (mass, stiffness, damping, from, to, velocity, scale, velocity-scale, tolerance-analytic, tolerance-integrator) are \
      checked with every backend built in. Directories are searched for .csv, .tsv and .json files. Exits 1 on any \
      failure, naming the file, the first bad sample and the worst error. --update rewrites the files that fail (recorded \
      ones only) with what the recipe gives now, and says what changed.
      """,
    arguments: [("[<path> ...]", "Curve files or directories (default: curves).")], maximumPositionals: 1000,
    groups: [
      OptionGroup(
        title: "VERIFY OPTIONS",
        options: [
          OptionSpec(option: .backend, value: "NAME", help: "Reference curves: all, analytic, swift or gsl (default: all built in)."),
          OptionSpec(option: .update, value: nil, help: "Rewrite recorded files that fail, printing what changed."),
        ], usage: "[--backend <NAME>] [--update]"), output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try output.format(args)
    var backends = Backend.allCases.filter(\.isAvailable)
    if let name = args.string(.backend)?.lowercased(), name != "all" {
      guard let b = Backend(rawValue: name) else { throw .usage("invalid value '\(name.prefix(80))' for '--backend': expected all, analytic, swift or gsl") }
      guard b.isAvailable else { throw .usage(Spelling.gslMissing) }
      backends = [b]
    }
    var report = VerifyReport()
    let found: (files: [String], skipped: [String])
    do { found = try VerifyReport.files(args.positionals.isEmpty ? ["curves"] : args.positionals) } catch { throw .failure(error.description) }
    for file in found.skipped { report.skip(file: file, reason: "not a regular file") }
    for file in found.files {
      let checks: [GoldenFile.Check]
      var curve: Curve?
      do {
        curve = try context.readCurve(file)
        checks = GoldenFile.check(curve!, backends: backends)
      } catch {
        checks = [GoldenFile.Check.failed("\(error)")]
      }
      for check in checks where report.record(file: file, curve: curve, check: check, update: args.flag(.update)) {
        try rewrite(VerifyReport.updated(curve!, states: check.states), to: file, &context)
      }
    }
    try output.write(report.report, args, &context, format: format)
    if let failure = report.failure { throw .failure(failure) }
  }

  /// Writes a recomputed file in the format its name says.
  static func rewrite(_ updated: Curve, to path: String, _ context: inout RunContext) throws(CLIError) {
    let format: OutputFormat = path.lowercased().hasSuffix(".json") ? .json : path.lowercased().hasSuffix(".tsv") ? .tsv : .csv
    try context.write(to: path) { (out: any ByteOutput) throws(CLIError) in
      do { try CurveFile.write(updated, to: out, format: format) } catch { throw .failure("\(error)") }
    }
  }
}
