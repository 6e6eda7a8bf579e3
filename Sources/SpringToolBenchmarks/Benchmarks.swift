import CIOReference
import Foundation
import SpringToolCore
import SpringToolCurves
import SpringToolFormats
import SpringToolIntegrators
import SpringToolSolvers
import SpringToolSweep
#if canImport(CGSLReference)
  import CGSLReference
#endif

/// Speed measured side by side in one process: each figure beside a reference the package
/// builds itself (C++ `std::to_chars`/`from_chars` for text, GSL called from C for the
/// integrators), as a ratio against a stated target. Each time is the best of `repeats` runs.
/// Build in release mode for meaningful numbers: `swift run -c release springtool bench`.
public enum Benchmarks {
  /// One measurement: springtool's time, the reference's, their ratio and the target ratio.
  public struct Result: Sendable {
    /// The suite and the case.
    public let suite: String, name: String
    /// springtool's time and the reference's, in `unit`.
    public let ours: Double, reference: Double?
    /// `ns/row`, `µs/curve`, `ms`, …
    public let unit: String
    /// The largest ratio ours/reference the target allows (nil: no target).
    public let target: Double?
    /// What the reference is.
    public let referenceName: String

    /// ours / reference.
    public var ratio: Double? { reference.map { ours / $0 } }
    /// A measurement.
    ///
    /// - Parameters:
    ///   - suite: The suite.
    ///   - name: The case.
    ///   - ours: springtool's figure, in `unit`.
    ///   - reference: The reference's, or nil.
    ///   - unit: The unit.
    ///   - target: The largest ratio allowed, or nil.
    ///   - referenceName: What the reference is.
    public init(suite: String, name: String, ours: Double, reference: Double?, unit: String, target: Double?, referenceName: String) {
      (self.suite, self.name, self.ours, self.reference, self.unit, self.target, self.referenceName) =
        (suite, name, ours, reference, unit, target, referenceName)
    }

    /// Whether the target holds (nil without one).
    public var meetsTarget: Bool? {
      guard let target, let ratio else { return nil }
      return ratio <= target
    }
  }


  /// The best of `repeats` runs of `body`, seconds.
  public static func best(of repeats: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    let clock = ContinuousClock()
    for _ in 0..<max(repeats, 1) {
      let start = clock.now
      body()
      let d = clock.now - start
      best = min(best, Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18)
    }
    return best
  }

  // MARK: - io

  /// Writers and readers: `rows` rows of a spring's `t, value, velocity`, written to /dev/null
  /// by springtool's streamed ``RowWriter`` and by the C++ reference, and read back from memory
  /// by ``CurveFile`` and by the reference's `from_chars` reader. Targets: writers and readers
  /// within 3× of the reference per row.
  public static func io(rows: Int = 1_000_000, repeats: Int = 5) -> [Result] {
    let motion = try! SpringMotion(spring: try! Spring(response: 0.4, dampingRatio: 0.8), from: 0, to: 300, initialVelocity: -120)
    let grid = try! SampleGrid(.count(rows), duration: 10)
    var t = [Double](repeating: 0, count: rows), x = t, v = t
    motion.sample(grid) { i, time, s in (t[i], x[i], v[i]) = (time, s.value, s.velocity) }
    let null = open("/dev/null", O_WRONLY)
    defer { close(null) }
    let sink = FileDescriptorOutput(descriptor: null, name: "/dev/null")
    let perRow = 1e9 / Double(rows)
    var results: [Result] = []
    func ours(_ format: OutputFormat) -> Double {
      best(of: repeats) {
        var writer = RowWriter(sink, columns: ["t", "value", "velocity"], format: format, rows: rows)
        try? writer.begin()
        for i in 0..<rows { try? writer.write(t[i], x[i], v[i]) }
        try? writer.end()
      } * perRow
    }
    let referenceCSV = best(of: repeats) { _ = springtool_reference_write(t, x, v, Int64(rows), null, 0) } * perRow
    let referenceJSON = best(of: repeats) { _ = springtool_reference_write(t, x, v, Int64(rows), null, 1) } * perRow
    for (format, reference) in [(OutputFormat.csv, referenceCSV), (.tsv, referenceCSV), (.json, referenceJSON), (.jsonl, referenceJSON)] {
      results.append(Result(suite: "io", name: "write \(format.rawValue)", ours: ours(format), reference: reference, unit: "ns/row",
                            target: 3, referenceName: "C++ to_chars"))
    }
    results.append(Result(suite: "io", name: "write npy", ours: ours(.npy), reference: nil, unit: "ns/row", target: nil,
                          referenceName: "—"))
    // Readers: the same rows as CSV and JSON text in memory.
    for format in [OutputFormat.csv, .json] {
      let text = MemoryOutput()
      var writer = RowWriter(text, columns: ["t", "value", "velocity"], format: format, rows: rows)
      try? writer.begin()
      for i in 0..<rows { try? writer.write(t[i], x[i], v[i]) }
      try? writer.end()
      let bytes = text.bytes
      var rt = [Double](repeating: 0, count: rows), rx = rt, rv = rt
      let reference = best(of: repeats) {
        bytes.withUnsafeBufferPointer { buffer in
          buffer.withMemoryRebound(to: CChar.self) { chars in
            _ = format == .csv ? springtool_reference_read_csv(chars.baseAddress, Int64(chars.count), &rt, &rx, &rv, Int64(rows))
              : springtool_reference_read_json(chars.baseAddress, Int64(chars.count), &rt, &rx, &rv, Int64(rows))
          }
        }
      } * perRow
      let mine = best(of: repeats) { _ = try? CurveFile.parse(bytes, path: "bench.\(format.rawValue)") } * perRow
      results.append(Result(suite: "io", name: "read \(format.rawValue)", ours: mine, reference: reference, unit: "ns/row", target: 3,
                            referenceName: "C++ from_chars"))
    }
    return results
  }

  // MARK: - integrators

  /// The reference problem: response 0.4, ζ 0.8, from 0 to 1, sampled at 60 fps for 2 s (one
  /// driver_apply per frame), first step 1e-6, absolute tolerances 1e-6 and 1e-10. Times per
  /// curve for GSL called from C, springtool's GSL backend and its Swift port. Targets: the GSL
  /// backend within 1.2× of GSL from C; the Swift port at most 0.5× of it.
  public static func integrators(repeats: Int = 7) -> [Result] {
    let spring = try! Spring(response: 0.4, dampingRatio: 0.8)
    let motion = try! SpringMotion(spring: spring)
    let grid = try! SampleGrid(.framesPerSecond(60), duration: 2)
    let system = SpringODE(spring)
    let curves = 50
    var results: [Result] = []
    for method in [ODEMethod.rk2, .rk4, .rkf45, .rkck, .rk8pd] {
      for tolerance in [1e-6, 1e-10] {
        let settings = IntegratorSettings(method: method, initialStep: 1e-6,
                                          control: StepControl(absoluteTolerance: tolerance, relativeTolerance: 0))
        func time(_ backend: Backend) -> Double? {
          guard backend.isAvailable else { return nil }
          var failed = false
          let seconds = best(of: repeats) {
            for _ in 0..<curves {
              do {
                var integrator = try backend.integrator(system, settings)
                _ = try motion.integrate(on: grid, with: &integrator)
              } catch { failed = true }
            }
          }
          return failed ? nil : seconds / Double(curves) * 1e6
        }
        var fromC: Double?
        #if canImport(CGSLReference)
          var out = [Double](repeating: 0, count: grid.count)
          fromC = best(of: repeats) {
            for _ in 0..<curves {
              _ = springtool_reference_gsl_curve(method.rawValue, spring.mass, spring.stiffness, spring.dampingCoefficient, -1, 0,
                                                 1.0 / 60, grid.count - 1, 1e-6, tolerance, 0, &out)
            }
          } / Double(curves) * 1e6
        #endif
        let label = "\(method.rawValue), atol \(tolerance)"
        if let gsl = time(.gsl) {
          results.append(Result(suite: "integrators", name: "\(label): gsl backend", ours: gsl, reference: fromC, unit: "µs/curve",
                                target: 1.2, referenceName: "GSL from C"))
        }
        if let swift = time(.swift) {
          results.append(Result(suite: "integrators", name: "\(label): swift port", ours: swift, reference: fromC, unit: "µs/curve",
                                target: 0.5, referenceName: "GSL from C"))
        }
      }
    }
    return results
  }

  // MARK: - sampling, sweep, startup

  /// The closed form's uniform-grid fast path against evaluating every sample directly.
  public static func sampling(samples: Int = 1_000_000, repeats: Int = 5) -> [Result] {
    var results: [Result] = []
    for (name, zeta) in [("underdamped ζ 0.5", 0.5), ("critical ζ 1", 1.0), ("overdamped ζ 5", 5.0), ("undamped ζ 0", 0.0)] {
      let motion = try! SpringMotion(spring: try! Spring(response: 0.5, dampingRatio: zeta), from: 0, to: 1, initialVelocity: 1)
      let grid = try! SampleGrid(.count(samples), duration: 5)
      var sink = 0.0
      let fast = best(of: repeats) { motion.sample(grid) { _, _, s in sink += s.value } } * 1e9 / Double(samples)
      let direct = best(of: repeats) { for i in 0..<grid.count { sink += motion.state(at: grid.time(i)).value } } * 1e9 / Double(samples)
      if sink.isNaN { return [] }
      results.append(Result(suite: "sampling", name: name, ours: fast, reference: direct, unit: "ns/sample", target: 1,
                            referenceName: "direct closed form"))
    }
    return results
  }

  /// 10^6 exact settling times (response 0.05…1 s × ζ 0.05…1.5) on one thread and on every core;
  /// then the whole `springtool sweep` process writing them to a CSV file (target: 1 s, under
  /// 100 MB), when `executable` is given.
  public static func sweep(repeats: Int = 3, executable: String? = nil) -> [Result] {
    let sweep = try! ParameterSweep(x: SweepAxis(.response, start: 0.05, end: 1, count: 1000),
                                    y: SweepAxis(.damping, start: 0.05, end: 1.5, count: 1000), figure: .settle)
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let one = best(of: repeats) { _ = sweep.run(threads: 1) }
    let all = best(of: repeats) { _ = sweep.run(threads: cores) }
    var results = [Result(suite: "sweep", name: "10^6 settling times, \(cores) threads", ours: all * 1000, reference: one * 1000,
                          unit: "ms", target: nil, referenceName: "1 thread")]
    if let executable {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-bench-sweep-\(getpid()).csv").path
      defer { unlink(file) }
      let runs = (0..<repeats).compactMap { _ in
        ChildProcess.measure(executable, ["sweep", "--response", "0.05:1:1000", "--damping", "0.05:1.5:1000", "--output", file])
      }.filter { $0.status == 0 }
      if let fastest = runs.min(by: { $0.seconds < $1.seconds }) {
        results.append(Result(suite: "sweep", name: "springtool sweep 1000×1000 → CSV (process)", ours: fastest.seconds * 1000,
                              reference: 1000, unit: "ms", target: 1, referenceName: "1 s"))
        results.append(Result(suite: "sweep", name: "its peak memory", ours: Double(runs.map(\.peakKilobytes).max() ?? 0) / 1024,
                              reference: 100, unit: "MB", target: 1, referenceName: "100 MB"))
      }
    }
    return results
  }

  /// Start-up: the median wall time of `executable --version` over `runs` launches, beside
  /// `/bin/true`. Target: under 2.5 ms.
  public static func startup(executable: String, runs: Int = 40) -> [Result] {
    func median(_ path: String, _ arguments: [String]) -> Double {
      // Spawned directly (not through GNU time, whose own exec would count).
      let times = (0..<runs).compactMap { _ in ChildProcess.measure(path, arguments, peakMemory: false)?.seconds }
      return times.isEmpty ? .nan : times.sorted()[times.count / 2] * 1000
    }
    let ours = median(executable, ["--version"]), reference = median("/bin/true", [])
    return [Result(suite: "startup", name: "springtool --version", ours: ours, reference: reference, unit: "ms", target: nil,
                   referenceName: "/bin/true"),
            Result(suite: "startup", name: "springtool --version (absolute)", ours: ours, reference: 1, unit: "ms", target: 2.5,
                   referenceName: "1 ms")]
  }
}
