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
/// integrators), as a ratio against a stated target. Ours and the reference run in turn,
/// `repeats` rounds; each figure is the median of the rounds, and the ratio is the median of the
/// rounds' own ratios with their range (a shared machine's noise moves one round by ±15 %).
/// Build in release mode for meaningful numbers: `swift run -c release springtool bench`.
package enum Benchmarks {
  /// One measurement: springtool's time, the reference's, their ratio and the target ratio.
  package struct Result: Sendable {
    /// The suite and the case.
    package let suite: String, name: String
    /// springtool's time and the reference's, in `unit` (medians of the rounds).
    package let ours: Double, reference: Double?
    /// `ns/row`, `µs/curve`, `ms`, …
    package let unit: String
    /// The largest ratio ours/reference the target allows (nil: no target).
    package let target: Double?
    /// What the reference is.
    package let referenceName: String
    /// Each round's ratio ours/reference, in the order run (empty: one figure each side).
    package let roundRatios: [Double]

    /// The median of the rounds' ratios (ours / reference when there were no rounds).
    package var ratio: Double? {
      roundRatios.isEmpty ? reference.map { ours / $0 } : Benchmarks.median(roundRatios)
    }
    /// The smallest and largest of the rounds' ratios (nil without rounds).
    package var ratioRange: ClosedRange<Double>? {
      guard let low = roundRatios.min(), let high = roundRatios.max() else { return nil }
      return low...high
    }
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
    ///   - roundRatios: Each round's ratio, when the figures are medians of rounds.
    package init(
      suite: String, name: String, ours: Double, reference: Double?, unit: String, target: Double?, referenceName: String,
      roundRatios: [Double] = []
    ) {
      (self.suite, self.name, self.ours, self.reference, self.unit, self.target, self.referenceName, self.roundRatios) =
        (suite, name, ours, reference, unit, target, referenceName, roundRatios)
    }

    /// Whether the target holds (nil without one): the median ratio is within it.
    package var meetsTarget: Bool? {
      guard let target, let ratio else { return nil }
      return ratio <= target
    }
  }

  /// The median of `values` (the mean of the middle two for an even count); 0 for none.
  package static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted(), middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// `repeats` runs of `body`, seconds each.
  package static func rounds(of repeats: Int, _ body: () -> Void) -> [Double] {
    withoutActuallyEscaping(body) { rounds(repeats, [$0])[0] }
  }

  /// `repeats` rounds of the bodies, each round running them in turn (ours, the reference, ours,
  /// …) so that a slow spell of a shared machine falls on both sides of a ratio: `times[body][round]`, seconds.
  package static func rounds(_ repeats: Int, _ bodies: [() -> Void]) -> [[Double]] {
    var times = [[Double]](repeating: [], count: bodies.count)
    let clock = ContinuousClock()
    for _ in 0..<max(repeats, 1) {
      for (k, body) in bodies.enumerated() {
        let start = clock.now
        body()
        let d = clock.now - start
        times[k].append(Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18)
      }
    }
    return times
  }

  /// A result from rounds of ours (`times[0]`) beside the reference's (`times[1]`, if any), each round's time
  /// multiplied by `scale` into `unit`.
  static func paired(
    _ suite: String, _ name: String, _ times: [[Double]], scale: Double, unit: String, target: Double?,
    referenceName: String
  ) -> Result {
    let ours = times[0].map { $0 * scale }, reference = times.count > 1 ? times[1].map { $0 * scale } : nil
    return Result(
      suite: suite, name: name, ours: median(ours), reference: reference.map(median), unit: unit, target: target,
      referenceName: referenceName, roundRatios: reference.map { zip(ours, $0).map { $0 / $1 } } ?? [])
  }

  /// Issue 39's targets, each beside its ratio in the table.
  package enum Target {
    /// Writers against C++ `to_chars`, per row.
    package static let writers = 1.25
    /// Readers against C++ `from_chars`, per row.
    package static let readers = 1.2
    /// The Swift port against GSL called from C, per curve.
    package static let swiftPort = 0.5
    /// The GSL backend (GSL through Swift) against GSL called from C.
    package static let gslBackend = 1.2
    /// The whole `springtool sweep` of 10^6 points to CSV on 2 cores, milliseconds.
    package static let sweepMilliseconds = 250.0
    /// One settling time of the sweep (resolve, set up, settle) on one thread, nanoseconds.
    package static let settleNanoseconds = 250.0
    /// `springtool --version` against a C hello world, wall time.
    package static let startup = 3.0
  }

  // MARK: - io

  /// Writers and readers: `rows` rows of a spring's `t, value, velocity`, written to /dev/null
  /// by springtool's streamed ``RowWriter`` and by the C++ reference, and read back from memory
  /// by ``CurveFile`` and by the reference's `from_chars` reader. Targets: writers and readers
  /// within 3× of the reference per row.
  package static func io(rows: Int = 1_000_000, repeats: Int = 5) -> [Result] {
    let motion = try! SpringMotion(spring: try! Spring(response: 0.4, dampingRatio: 0.8), from: 0, to: 300, initialVelocity: -120)
    let grid = try! SampleGrid(.count(rows), duration: 10)
    var t = [Double](repeating: 0, count: rows), x = t, v = t
    motion.sample(grid) { i, time, s in (t[i], x[i], v[i]) = (time, s.value, s.velocity) }
    let null = open("/dev/null", O_WRONLY)
    defer { close(null) }
    let sink = FileDescriptorOutput(descriptor: null, name: "/dev/null")
    let perRow = 1e9 / Double(rows)
    var results: [Result] = []
    func write(_ format: OutputFormat) {
      var writer = RowWriter(sink, columns: ["t", "value", "velocity"], format: format, rows: rows)
      try? writer.begin()
      for i in 0..<rows { try? writer.write(t[i], x[i], v[i]) }
      try? writer.end()
    }
    // Each writer beside the reference writing the same rows (JSON: the same keys), in turn.
    for format in [OutputFormat.csv, .tsv, .json, .jsonl] {
      let json: Int32 = format == .json || format == .jsonl ? 1 : 0
      let times = rounds(repeats, [{ write(format) }, { _ = springtool_reference_write(t, x, v, Int64(rows), null, json) }])
      results.append(
        paired(
          "io", "write \(format.rawValue)", times, scale: perRow, unit: "ns/row", target: Target.writers,
          referenceName: "C++ to_chars"))
    }
    results.append(
      paired(
        "io", "write npy", [rounds(of: repeats) { write(.npy) }], scale: perRow, unit: "ns/row", target: nil,
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
      let times = rounds(
        repeats,
        [
          { _ = try? CurveFile.parse(bytes, path: "bench.\(format.rawValue)") },
          {
            bytes.withUnsafeBufferPointer { buffer in
              buffer.withMemoryRebound(to: CChar.self) { chars in
                _ =
                  format == .csv
                  ? springtool_reference_read_csv(chars.baseAddress, Int64(chars.count), &rt, &rx, &rv, Int64(rows))
                  : springtool_reference_read_json(chars.baseAddress, Int64(chars.count), &rt, &rx, &rv, Int64(rows))
              }
            }
          },
        ])
      results.append(
        paired(
          "io", "read \(format.rawValue)", times, scale: perRow, unit: "ns/row", target: Target.readers,
          referenceName: "C++ from_chars"))
    }
    return results
  }

  // MARK: - integrators

  /// The reference problem: response 0.4, ζ 0.8, from 0 to 1, sampled at 60 fps for 2 s (one
  /// driver_apply per frame), first step 1e-6, absolute tolerances 1e-6 and 1e-10; and the long
  /// integration, where the step itself dominates: an undamped 0.01 s spring over 100 s with
  /// rk8pd at 1e-10 and 2 samples. Times per curve for GSL called from C, springtool's GSL
  /// backend and its Swift port, taken in turn. Targets: the GSL backend within 1.2× of GSL from
  /// C; the Swift port at most 0.5× of it.
  package static func integrators(repeats: Int = 7) -> [Result] {
    var results: [Result] = []
    let cases:
      [(
        label: String, response: Double, zeta: Double, duration: Double, samples: Int, curves: Int,
        methods: [ODEMethod], tolerances: [Double]
      )] = [
        ("", 0.4, 0.8, 2, 121, 50, [.rk2, .rk4, .rkf45, .rkck, .rk8pd], [1e-6, 1e-10]),
        ("long: ζ 0, 0.01 s over 100 s, 2 samples, ", 0.01, 0, 100, 2, 1, [.rk8pd], [1e-10]),
      ]
    for c in cases {
      let spring = try! Spring(response: c.response, dampingRatio: c.zeta)
      let motion = try! SpringMotion(spring: spring)
      let grid = try! SampleGrid(.count(c.samples), duration: c.duration)
      let system = SpringODE(spring)
      for method in c.methods {
        for tolerance in c.tolerances {
          let settings = IntegratorSettings(
            method: method, initialStep: 1e-6,
            control: StepControl(absoluteTolerance: tolerance, relativeTolerance: 0))
          var failed: Set<Int> = []
          func curves(_ backend: Backend, _ k: Int) -> () -> Void {
            {
              for _ in 0..<c.curves {
                do {
                  var integrator = try backend.integrator(system, settings)
                  _ = try motion.integrate(on: grid, with: &integrator)
                } catch { failed.insert(k) }
              }
            }
          }
          var bodies: [() -> Void] = [Backend.gsl, .swift].enumerated().map { k, backend in backend.isAvailable ? curves(backend, k) : {} }
          #if canImport(CGSLReference)
            var out = [Double](repeating: 0, count: grid.count)
            let step = c.duration / Double(grid.count - 1)
            bodies.append {
              for _ in 0..<c.curves {
                _ = springtool_reference_gsl_curve(
                  method.rawValue, spring.mass, spring.stiffness, spring.dampingCoefficient, -1, 0,
                  step, grid.count - 1, 1e-6, tolerance, 0, &out)
              }
            }
          #endif
          let times = rounds(repeats, bodies)
          let fromC = times.count > 2 ? [times[2]] : []
          let label = "\(c.label)\(method.rawValue), atol \(tolerance)"
          let perCurve = 1e6 / Double(c.curves)
          if Backend.gsl.isAvailable && !failed.contains(0) {
            results.append(
              paired(
                "integrators", "\(label): gsl backend", [times[0]] + fromC, scale: perCurve, unit: "µs/curve",
                target: Target.gslBackend, referenceName: "GSL from C"))
          }
          if !failed.contains(1) {
            results.append(
              paired(
                "integrators", "\(label): swift port", [times[1]] + fromC, scale: perCurve, unit: "µs/curve",
                target: Target.swiftPort, referenceName: "GSL from C"))
          }
        }
      }
    }
    return results
  }

  // MARK: - sampling, sweep, startup

  /// The closed form's uniform-grid fast path against evaluating every sample directly.
  package static func sampling(samples: Int = 1_000_000, repeats: Int = 5) -> [Result] {
    var results: [Result] = []
    for (name, zeta) in [("underdamped ζ 0.5", 0.5), ("critical ζ 1", 1.0), ("overdamped ζ 5", 5.0), ("undamped ζ 0", 0.0)] {
      let motion = try! SpringMotion(spring: try! Spring(response: 0.5, dampingRatio: zeta), from: 0, to: 1, initialVelocity: 1)
      let grid = try! SampleGrid(.count(samples), duration: 5)
      var sink = 0.0
      let times = rounds(
        repeats,
        [
          { motion.sample(grid) { _, _, s in sink += s.value } },
          { for i in 0..<grid.count { sink += motion.state(at: grid.time(i)).value } },
        ])
      if sink.isNaN { return [] }
      results.append(
        paired(
          "sampling", name, times, scale: 1e9 / Double(samples), unit: "ns/sample", target: 1,
          referenceName: "direct closed form"))
    }
    return results
  }

  /// 10^6 exact settling times (response 0.05…1 s × ζ 0.05…1.5): one point's time on one thread
  /// (target 250 ns), every core beside one thread; then the whole `springtool sweep` process
  /// writing them to a CSV file (target: 250 ms, under 100 MB), when `executable` is given.
  package static func sweep(repeats: Int = 5, executable: String? = nil) -> [Result] {
    let sweep = try! ParameterSweep(
      x: SweepAxis(.response, start: 0.05, end: 1, count: 1000),
      y: SweepAxis(.damping, start: 0.05, end: 1.5, count: 1000), figure: .settle)
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let times = rounds(repeats, [{ _ = sweep.run(threads: 1) }, { _ = sweep.run(threads: cores) }])
    let perPoint = times[0].map { $0 * 1e9 / 1e6 }
    var results = [
      Result(
        suite: "sweep", name: "one settling time, 1 thread", ours: median(perPoint), reference: Target.settleNanoseconds,
        unit: "ns", target: 1, referenceName: "250 ns", roundRatios: perPoint.map { $0 / Target.settleNanoseconds }),
      paired(
        "sweep", "10^6 settling times, \(cores) threads", [times[1], times[0]], scale: 1000, unit: "ms", target: nil,
        referenceName: "1 thread"),
    ]
    if let executable {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-bench-sweep-\(getpid()).csv").path
      defer { unlink(file) }
      let runs = (0..<repeats).compactMap { _ in
        ChildProcess.measure(executable, ["sweep", "--response", "0.05:1:1000", "--damping", "0.05:1.5:1000", "--output", file])
      }.filter { $0.status == 0 }
      if !runs.isEmpty {
        let milliseconds = runs.map { $0.seconds * 1000 }
        results.append(
          Result(
            suite: "sweep", name: "springtool sweep 1000×1000 → CSV (process)", ours: median(milliseconds),
            reference: Target.sweepMilliseconds, unit: "ms", target: 1, referenceName: "250 ms",
            roundRatios: milliseconds.map { $0 / Target.sweepMilliseconds }))
        results.append(
          Result(
            suite: "sweep", name: "its peak memory", ours: Double(runs.map(\.peakKilobytes).max() ?? 0) / 1024,
            reference: 100, unit: "MB", target: 1, referenceName: "100 MB"))
      }
    }
    return results
  }

  /// The start-up reference: the least a C program does to print a line and exit. The bench
  /// compiles it with the system's C compiler (SwiftPM would link the Swift runtime into a C
  /// executable target, which is not a C hello world).
  static let helloWorld = "#include <stdio.h>\nint main(void) { puts(\"hello\"); return 0; }\n"

  /// The C hello world compiled with `cc -O2` (or gcc, clang) into a temporary directory, or nil without a compiler.
  static func compiledHelloWorld() -> String? {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-bench-hello-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let source = directory + "/hello.c", binary = directory + "/hello"
    guard FileManager.default.createFile(atPath: source, contents: Data(helloWorld.utf8)) else { return nil }
    for compiler in ["/usr/bin/cc", "/usr/bin/gcc", "/usr/bin/clang"] where FileManager.default.isExecutableFile(atPath: compiler) {
      if ChildProcess.measure(compiler, ["-O2", "-o", binary, source], peakMemory: false)?.status == 0 { return binary }
    }
    return nil
  }

  /// Start-up: the median wall time of `executable --version` over `runs` launches, beside a C
  /// hello world (``helloWorld``, compiled here) and `/bin/true`, launched in turn. Target:
  /// within 3× of the C hello world. Measure the installed binary, one static executable
  /// (README: Install); a build with only `--static-swift-stdlib` still binds libstdc++ and GSL
  /// at start (3 ms), a dynamic one loads the Swift libraries too (12 ms).
  package static func startup(executable: String, runs: Int = 40) -> [Result] {
    let hello = compiledHelloWorld()
    defer { if let hello { try? FileManager.default.removeItem(atPath: FilePath.directory(of: hello)) } }
    let programs: [(String, [String])] = [(executable, ["--version"]), ("/bin/true", [])] + (hello.map { [($0, [])] } ?? [])
    var times = [[Double]](repeating: [], count: programs.count)
    for _ in 0..<runs {
      // Spawned directly (not through GNU time, whose own exec would count).
      for (k, (path, arguments)) in programs.enumerated() {
        if let run = ChildProcess.measure(path, arguments, peakMemory: false), run.status == 0 { times[k].append(run.seconds) }
      }
    }
    let medians = times.map { $0.isEmpty ? nil : $0.sorted()[$0.count / 2] * 1000 }
    guard let ours = medians[0] else { return [] }
    // The case names the reference too: the two rows differ only in it, and an 80-column table
    // leaves the reference's own column out.
    return [
      Result(
        suite: "startup", name: "springtool --version vs a C hello world", ours: ours, reference: medians.count > 2 ? medians[2] : nil,
        unit: "ms", target: Target.startup, referenceName: hello == nil ? "C hello world (no C compiler)" : "C hello world"),
      Result(
        suite: "startup", name: "springtool --version vs /bin/true", ours: ours, reference: medians[1], unit: "ms",
        target: nil, referenceName: "/bin/true"),
    ]
  }
}
