import Foundation

/// Runs a program and measures it from outside: wall time and peak resident memory (the
/// kernel's `ru_maxrss` from `wait4`), for benchmarks and memory tests of whole processes.
public enum ChildProcess {
  /// What a run cost.
  public struct Measurement: Sendable {
    /// Wall-clock seconds from spawn to exit.
    public let seconds: Double
    /// Peak resident set size, kilobytes.
    public let peakKilobytes: Int
    /// The exit status (or 128 + signal).
    public let status: Int32
  }

  /// Runs `executable` with `arguments` (standard output and error to /dev/null) and waits.
  /// Nil when it cannot be started.
  public static func measure(_ executable: String, _ arguments: [String]) -> Measurement? {
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let clock = ContinuousClock(), start = clock.now
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { return nil }
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let exited = status & 0x7F == 0
    return Measurement(seconds: seconds, peakKilobytes: Int(usage.ru_maxrss),
                       status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
  }
}
