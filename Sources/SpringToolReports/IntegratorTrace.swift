import SpringToolCore
import SpringToolFormats
import SpringToolSolvers

/// What `sample --trace` prints: the integrator's attempts, one row per step (the Swift port
/// also lists rejected and failed attempts; GSL's driver reports accepted steps with the
/// rejections before each). Columns `step`, `outcome`, `t`, `h`, `t_end`, `h_next`,
/// `rejections`, `value`, `velocity` (seconds and value units).
package enum IntegratorTrace {
  /// The steps taken to sample `motion` at `times`.
  /// - Parameters:
  ///   - motion: A motion solved by an integrator backend (nil settings: the closed form, no steps).
  ///   - times: The sample times.
  /// - Throws: ``MotionError`` when the integration gives up.
  package static func table(_ motion: SolvedMotion, at times: SampleTimes) throws(MotionError) -> Table {
    var table = Table(columns: ["step", "outcome", "t", "h", "t_end", "h_next", "rejections", "value", "velocity"])
    let to = motion.motion.to
    try motion.sample(
      times,
      observer: { e in
        table.rows.append([
          .integer(table.rows.count + 1), .text(e.outcome.rawValue), .number(e.start), .number(e.step),
          .number(e.end), .number(e.nextStep), .integer(e.rejections), .number(to + e.state[0]), .number(e.state[1]),
        ])
      }
    ) { _, _, _ in }
    return table
  }
}
