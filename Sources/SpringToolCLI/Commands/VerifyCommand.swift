import SpringToolCurves
import Foundation
import SpringToolIntegrators
import SpringToolCore

/// `springtool verify`: recompute golden curves with every backend and check them.
enum VerifyCommand {
  static let command = Command(
    name: "verify",
    abstract: "Recompute golden curve files with every backend built in and check them within their tolerance.",
    discussion: """
      Each file (CSV, TSV or JSON; directories are searched for *.csv) must carry the spring and motion in \
      its header: mass, stiffness, damping, from, to, velocity, scale, velocity-scale, tolerance-analytic \
      and tolerance-integrator (as the files in curves/, written by tools/golden_curves.py). The closed form \
      and each integrator (default settings) are evaluated at the file's times; a sample fails when \
      |value − reference| exceeds tolerance × scale, or |velocity − reference| exceeds tolerance × \
      velocity-scale. Prints a table; exits 1 on any failure, naming the file, the first bad sample and the \
      worst error.
      """,
    usage: "[<path> ...] [--backend <NAME>] [--format <FORMAT>]",
    arguments: [("<path>", "Curve files or directories (default: curves).")],
    maximumPositionals: 1000,
    groups: [
      OptionGroup(title: "VERIFY OPTIONS", options: [
        OptionSpec(name: "backend", valueName: "NAME", help: "all, analytic, swift or gsl (default: all built in)."),
      ]),
      OutputOptions.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  /// The outcome of checking one file with one backend.
  struct Check {
    let file: String
    let backend: String
    let samples: Int
    let worstValue: Double
    let worstVelocity: Double
    let worstIndex: Int
    let tolerance: Double
    let firstBad: Int?
    let problem: String?

    var passed: Bool { problem == nil && firstBad == nil }
  }

  static func run(_ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    let format = try OutputOptions.format(args, default: .table)
    let backends: [Backend]
    switch (args.string("backend") ?? "all").lowercased() {
    case "all": backends = Backend.gslBuiltIn ? [.analytic, .swift, .gsl] : [.analytic, .swift]
    case "analytic": backends = [.analytic]
    case "swift": backends = [.swift]
    case "gsl":
      guard Backend.gslBuiltIn else { throw .usage("the gsl backend is not built into this springtool") }
      backends = [.gsl]
    case let other: throw .usage("invalid value '\(other)' for '--backend': expected all, analytic, swift or gsl")
    }
    let files = try curveFiles(args.positionals.isEmpty ? ["curves"] : args.positionals)
    var checks: [Check] = []
    for file in files { checks += verify(file, backends: backends) }
    var table = Table(columns: ["file", "backend", "samples", "worst value error", "worst velocity error", "tolerance",
                                "result"])
    for c in checks {
      table.rows.append([.text(c.file), .text(c.backend), .integer(c.samples), .number(c.worstValue), .number(c.worstVelocity),
                         .number(c.tolerance), .text(c.passed ? "pass" : "FAIL")])
    }
    let failures = checks.filter { !$0.passed }
    var text = format == .json
      ? JSONValue.object([("checks", table.json), ("failures", .integer(failures.count))]).rendered()
      : table.rendered(format)
    if format == .table {
      text += "\n\(files.count) curve files × \(backends.count) backends: "
        + (failures.isEmpty ? "all \(checks.count) checks passed\n" : "\(failures.count) of \(checks.count) checks FAILED\n")
      for f in failures { text += "FAIL " + describe(f) + "\n" }
    }
    try context.emit(text, to: args.string("output"))
    if let first = failures.first {
      throw .failure("\(failures.count) of \(checks.count) checks failed; first: " + describe(first))
    }
  }

  static func describe(_ c: Check) -> String {
    if let problem = c.problem { return "\(c.file) [\(c.backend)]: \(problem)" }
    return "\(c.file) [\(c.backend)]: first bad sample \(c.firstBad ?? 0); worst error \(Cell.format(max(c.worstValue, c.worstVelocity)))"
      + " × scale at sample \(c.worstIndex) (tolerance \(Cell.format(c.tolerance)))"
  }

  /// Files named, and the *.csv/*.tsv/*.json files inside directories named, sorted.
  static func curveFiles(_ paths: [String]) throws(CLIError) -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .failure("no such file or directory: \(path)")
      }
      if isDirectory.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.filter { $0.hasSuffix(".csv") || $0.hasSuffix(".tsv") || $0.hasSuffix(".json") }.sorted()
          .map { (path as NSString).appendingPathComponent($0) }
      } else {
        files.append(path)
      }
    }
    guard !files.isEmpty else { throw .failure("no curve files found in \(paths.joined(separator: ", "))") }
    return files
  }

  /// Checks one file with each backend.
  static func verify(_ path: String, backends: [Backend]) -> [Check] {
    func problem(_ text: String) -> [Check] {
      [Check(file: path, backend: "—", samples: 0, worstValue: 0, worstVelocity: 0, worstIndex: 0, tolerance: 0,
             firstBad: nil, problem: text)]
    }
    let curve: Curve
    do { curve = try CurveFile.read(path: path) } catch { return problem(error.reason + (error.line.map { " (line \($0))" } ?? "")) }
    let required = ["mass", "stiffness", "damping", "from", "to", "velocity", "scale", "velocity-scale",
                    "tolerance-analytic", "tolerance-integrator"]
    let missing = required.filter { curve.number($0) == nil }
    guard missing.isEmpty else { return problem("header lacks " + missing.joined(separator: ", ")) }
    guard let velocities = curve.velocities else { return problem("no velocity column") }
    let number = { (key: String) in curve.number(key)! }
    let motion: SpringMotion
    do {
      let spring = try Spring(mass: number("mass"), stiffness: number("stiffness"), damping: number("damping"))
      motion = try SpringMotion(spring: spring, from: number("from"), to: number("to"), initialVelocity: number("velocity"))
    } catch {
      return problem("invalid spring in the header: \(error)")
    }
    return backends.map { backend in
      let tolerance = backend == .analytic ? number("tolerance-analytic") : number("tolerance-integrator")
      let states: [SpringState]
      do {
        let solver = backend == .analytic ? Solver(backend: .analytic, settings: nil)
          : Solver(backend: backend, settings: backend.defaultSettings(motion))
        states = try solver.sample(motion, at: curve.times)
      } catch {
        return Check(file: path, backend: backend.rawValue, samples: curve.count, worstValue: 0, worstVelocity: 0,
                     worstIndex: 0, tolerance: tolerance, firstBad: nil, problem: "\(error)")
      }
      var worstValue = 0.0, worstVelocity = 0.0, worstIndex = 0, firstBad: Int?
      for (i, state) in states.enumerated() {
        let ev = abs(state.value - curve.values[i]) / number("scale")
        let ew = abs(state.velocity - velocities[i]) / number("velocity-scale")
        if max(ev, ew) > max(worstValue, worstVelocity) { worstIndex = i }
        worstValue = max(worstValue, ev)
        worstVelocity = max(worstVelocity, ew)
        if firstBad == nil && (!(ev <= tolerance) || !(ew <= tolerance)) { firstBad = i }
      }
      return Check(file: path, backend: backend.rawValue, samples: curve.count, worstValue: worstValue,
                   worstVelocity: worstVelocity, worstIndex: worstIndex, tolerance: tolerance, firstBad: firstBad,
                   problem: nil)
    }
  }
}
