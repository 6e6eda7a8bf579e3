import Foundation
import SpringToolCore
import _SpringToolSupport

/// Runs a program and measures it from outside: wall time and peak resident memory, for
/// benchmarks and memory tests of whole processes.
///
/// Why through GNU `time`: Linux carries the spawning process's resident size across `exec`
/// into the child's `ru_maxrss` (a test runner of 90 MB makes every child "peak" at 90 MB).
/// `/usr/bin/time` is small and forks the program itself, so the peak it reports is the
/// program's own. Without it, the `wait4` figure is given, an upper bound.
package enum ChildProcess {
  /// What a run cost.
  package struct Measurement: Sendable {
    /// Wall-clock seconds from spawn to exit.
    package let seconds: Double
    /// Peak resident set size, kilobytes.
    package let peakKilobytes: Int
    /// The exit status (or 128 + signal).
    package let status: Int32
  }

  /// Runs `executable` with `arguments` (standard output and error to /dev/null) and waits.
  /// Nil when it cannot be started.
  ///
  /// - Parameters:
  ///   - executable: The program's path.
  ///   - arguments: Its arguments.
  ///   - peakMemory: Whether to measure the peak memory through GNU `time` (which adds its own
  ///     fork and exec, about half a millisecond, to the wall time); false spawns the program
  ///     directly, for start-up times.
  /// - Returns: The wall time, peak memory and exit status.
  package static func measure(_ executable: String, _ arguments: [String], peakMemory: Bool = true) -> Measurement? {
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let timer = "/usr/bin/time"
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-measure-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
    defer { unlink(report) }
    let viaTime = peakMemory && access(timer, X_OK) == 0
    let command = viaTime ? [timer, "-f", "%M", "-o", report, executable] + arguments : [executable] + arguments
    let argv = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let clock = ContinuousClock(), start = clock.now
    guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { return nil }
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let exited = status & 0x7F == 0
    var peak = Int(usage.ru_maxrss)
    if viaTime, let data = FileManager.default.contents(atPath: report), case let text = String(decoding: data, as: UTF8.self),
      let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0.trimmed()) })
    {
      peak = kilobytes
    }
    return Measurement(
      seconds: seconds, peakKilobytes: peak,
      status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
  }
}
