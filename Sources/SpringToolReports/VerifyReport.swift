import Foundation
import SpringToolCore
import SpringToolCurves
import SpringToolFormats
import SpringToolRegression

/// What `verify` reports: one row per recorded file and backend (samples, worst errors as
/// fractions of the file's scale, tolerance, result), the files rewritten by an update, and
/// the failures, in words.
package struct VerifyReport: Sendable {
  /// One row per check: `file`, `computed by`, `samples`, `worst value error`, `worst velocity error`, `tolerance`, `result`.
  package private(set) var table = Table(columns: [
    "file", "computed by", "samples", "worst value error", "worst velocity error",
    "tolerance", "result",
  ])
  /// The failures, one sentence each (file, backend, first bad sample and time, worst error, tolerance).
  package private(set) var failures: [String] = []
  /// The files rewritten, one sentence each.
  package private(set) var updates: [String] = []
  /// The directories' entries left unread (FIFOs, sockets, devices, subdirectories), with why.
  package private(set) var skipped: [String] = []

  /// An empty report.
  package init() {}

  /// Records one check of `file`.
  /// - Parameters:
  ///   - file: The file's path as given.
  ///   - curve: The curve read from it (nil when it could not be read).
  ///   - check: The check (``GoldenFile/check(_:backends:)``).
  ///   - update: Whether failing files that are not references (`tolerance-analytic`) are to be rewritten.
  /// - Returns: Whether the caller should rewrite the file with ``updated(_:states:)``.
  package mutating func record(file: String, curve: Curve?, check: GoldenFile.Check, update: Bool) -> Bool {
    var rewrite = false
    let result: String
    if let problem = check.problem {
      result = "error: \(problem)"
      failures.append(problem.hasPrefix(file) ? problem : "\(file): \(problem)")
    } else if let bad = check.firstBad {
      let t = curve.map { Describe.f($0.times[bad]) } ?? "?"
      let worst = Describe.f(max(check.worstValue, check.worstVelocity))
      if update, let curve, !GoldenFile.isReference(curve) {
        (result, rewrite) = ("updated", true)
        updates.append("\(file): rewritten (worst change \(worst) of the scale, first at sample \(bad), t = \(t) s)")
      } else {
        result = "FAIL at sample \(bad) (t = \(t))"
        failures.append(
          "\(file) (\(check.label)): first bad sample \(bad) (t = \(t)); worst error \(worst) of the scale at sample "
            + "\(check.worstIndex), tolerance \(Describe.f(check.tolerance))")
      }
    } else {
      result = "pass"
    }
    table.rows.append([
      .text(file), .text(check.label), .integer(check.samples), .number(check.worstValue), .number(check.worstVelocity),
      .number(check.tolerance), .text(result),
    ])
    return rewrite
  }

  /// Records a directory's entry that is not read, with why, as a row whose result says so.
  /// - Parameters:
  ///   - file: The entry's path.
  ///   - reason: Why it is skipped (`not a regular file`).
  package mutating func skip(file: String, reason: String) {
    skipped.append(file)
    table.rows.append([.text(file), .text("—"), .missing, .missing, .missing, .missing, .text("skipped: \(reason)")])
  }

  /// The report: the table as its figures (and its document), and for people the table, the
  /// updates and a closing count.
  package var report: Report {
    let (table, updates, failures, skipped) = (table, updates, failures, skipped)
    return Report(figures: table) { render in
      let n = table.rows.count - skipped.count
      let skips =
        skipped.isEmpty
        ? ""
        : skipped.count == 1
          ? "skipped 1 entry that is not a regular file\n"
          : "skipped \(skipped.count) entries that are not regular files\n"
      return render(table) + updates.map { "updated: " + $0 + "\n" }.joined() + skips
        + (failures.isEmpty ? "\(n) check\(n == 1 ? "" : "s") passed\n" : "\(failures.count) of \(n) checks failed\n")
    }
  }

  /// The failure in one line (nil when every check passed).
  package var failure: String? {
    failures.isEmpty ? nil : failures.count == 1 ? failures[0] : "\(failures.count) checks failed; first: \(failures[0])"
  }

  /// `curve` with recomputed states: the same metadata and times, values and (when it has them) velocities replaced.
  /// - Parameters:
  ///   - curve: The recorded curve.
  ///   - states: The recomputed state at each of its times.
  /// - Returns: The updated curve.
  package static func updated(_ curve: Curve, states: [SpringState]) -> Curve {
    Curve(
      metadata: curve.metadata, times: curve.times, values: states.map(\.value),
      velocities: curve.velocities == nil ? nil : states.map(\.velocity))
  }

  /// The curve files `paths` name: files as given, directories' `.csv`, `.tsv` and `.json`
  /// regular files sorted by name, `-` kept; a directory's entries with those names that are not
  /// regular files (a FIFO, a socket, a device, a subdirectory) are never opened, only listed.
  /// - Parameter paths: Files and directories.
  /// - Returns: The files to read, and the entries skipped.
  /// - Throws: A one-line reason when a path does not exist or nothing is found.
  package static func files(_ paths: [String]) throws(FileProblem) -> (files: [String], skipped: [String]) {
    var files: [String] = [], skipped: [String] = []
    for path in paths {
      if path == "-" { files.append(path); continue }
      guard FilePath.isDirectory(path) else {
        guard FileManager.default.fileExists(atPath: path) else { throw FileProblem(description: "no such file or directory: \(path)") }
        files.append(path)
        continue
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      for name in names.filter({ [".csv", ".tsv", ".json"].contains(where: $0.lowercased().hasSuffix) }).sorted() {
        let file = path.hasSuffix("/") ? path + name : path + "/" + name
        if FilePath.isRegularFile(file) { files.append(file) } else { skipped.append(file) }
      }
    }
    guard !files.isEmpty || !skipped.isEmpty else { throw FileProblem(description: "no curve files found in \(paths.joined(separator: ", "))") }
    return (files, skipped)
  }

  /// Why the paths name no curve files.
  package struct FileProblem: Error, Sendable, CustomStringConvertible {
    /// One line.
    package let description: String
  }
}
