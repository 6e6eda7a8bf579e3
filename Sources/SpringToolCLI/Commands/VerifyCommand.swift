import Foundation
import SpringToolKit

/// `springtool verify`: recompute curve files and check them within their tolerance.
enum VerifyCommand {
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
    groups: [OptionGroup(title: "VERIFY OPTIONS", options: [
      OptionSpec(option: .backend, value: "NAME", help: "Reference curves: all, analytic, swift or gsl (default: all built in)."),
      OptionSpec(option: .update, value: nil, help: "Rewrite recorded files that fail, printing what changed."),
    ], usage: "[--backend <NAME>] [--update]"), Groups.output(.table, formats: [.csv, .tsv, .json, .table])],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try Groups.format(args, default: .table, allowed: [.csv, .tsv, .json, .table])
    var backends = Backend.allCases.filter(\.isAvailable)
    if let name = args.string(.backend)?.lowercased(), name != "all" {
      guard let b = Backend(rawValue: name) else { throw .usage("invalid value '\(name.prefix(80))' for '--backend': expected all, analytic, swift or gsl") }
      guard b.isAvailable else { throw .usage(Wording.gslMissing) }
      backends = [b]
    }
    var table = Table(columns: ["file", "computed by", "samples", "worst value error", "worst velocity error", "tolerance", "result"])
    var failures: [String] = [], updates: [String] = []
    for file in try files(args.positionals.isEmpty ? ["curves"] : args.positionals) {
      let checks: [GoldenFile.Check]
      var curve: Curve?
      do {
        curve = try context.readCurve(file)
        checks = GoldenFile.check(curve!, backends: backends)
      } catch {
        checks = [GoldenFile.Check.failed("\(error)")]
      }
      for check in checks {
        let result: String
        if let problem = check.problem {
          result = "error: \(problem)"
          failures.append(problem.hasPrefix(file) ? problem : "\(file): \(problem)")
        } else if let bad = check.firstBad {
          let t = curve.map { Wording.f($0.times[bad]) } ?? "?"
          if args.flag(.update), let curve, !GoldenFile.isReference(curve) {
            try rewrite(curve, states: check.states, to: file, &context)
            result = "updated"
            updates.append("\(file): rewritten (worst change \(Wording.f(max(check.worstValue, check.worstVelocity))) of the scale, first at sample \(bad), t = \(t) s)")
          } else {
            result = "FAIL at sample \(bad) (t = \(t))"
            failures.append("\(file) (\(check.label)): first bad sample \(bad) (t = \(t)); worst error \(Wording.f(max(check.worstValue, check.worstVelocity))) of the scale at sample \(check.worstIndex), tolerance \(Wording.f(check.tolerance))")
          }
        } else {
          result = "pass"
        }
        table.rows.append([.text(file), .text(check.label), .integer(check.samples), .number(check.worstValue), .number(check.worstVelocity),
                           .number(check.tolerance), .text(result)])
      }
    }
    var text = context.render(table, format, precision: try Groups.precision(args))
    if format == .table {
      text += updates.map { "updated: " + $0 + "\n" }.joined()
      text += failures.isEmpty ? "\(table.rows.count) check\(table.rows.count == 1 ? "" : "s") passed\n"
        : "\(failures.count) of \(table.rows.count) checks failed\n"
    }
    try context.emit(text, to: args.string(.output))
    if !failures.isEmpty { throw .failure(failures.count == 1 ? failures[0] : "\(failures.count) checks failed; first: \(failures[0])") }
  }

  /// Rewrites a recorded file with the recomputed states (same metadata, same times).
  static func rewrite(_ curve: Curve, states: [SpringState], to path: String, _ context: inout RunContext) throws(CLIError) {
    let updated = Curve(metadata: curve.metadata, times: curve.times, values: states.map(\.value),
                        velocities: curve.velocities == nil ? nil : states.map(\.velocity))
    let format: OutputFormat = path.lowercased().hasSuffix(".json") ? .json : path.lowercased().hasSuffix(".tsv") ? .tsv : .csv
    try context.write(to: path) { (out: any ByteOutput) throws(CLIError) in
      do { try CurveFile.write(updated, to: out, format: format) } catch { throw .failure("\(error)") }
    }
  }

  static func files(_ paths: [String]) throws(CLIError) -> [String] {
    var files: [String] = []
    for path in paths {
      if path == "-" { files.append(path); continue }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .failure("no such file or directory: \(path)") }
      if isDirectory.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.filter { [".csv", ".tsv", ".json"].contains(where: $0.lowercased().hasSuffix) }.sorted()
          .map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
      } else {
        files.append(path)
      }
    }
    guard !files.isEmpty else { throw .failure("no curve files found in \(paths.joined(separator: ", "))") }
    return files
  }
}
