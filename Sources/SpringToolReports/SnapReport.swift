import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms
import _SpringToolSupport

/// `snap`: the point each platform's rule picks for a release, the velocity it hands the spring
/// and the spring's end and overshoot, with the frames.
package enum SnapReport {
  /// One row per platform; the document adds each snap's rule, source and frames.
  ///
  /// - Parameters:
  ///   - snaps: One snap per platform.
  ///   - framesPerSecond: The frame rate of the frames written.
  /// - Returns: The report: the table, and a document `{points, from, velocity, snaps: [...]}`.
  /// - Throws: ``MotionError`` from an engine.
  package static func make(_ snaps: [SnapMotion], framesPerSecond: Double) throws(MotionError) -> Report {
    var rows: [[Cell]] = [], objects: [JSONValue] = []
    for s in snaps {
      let rendering = try s.frames()
      let overshoot = s.overshoot(of: rendering), end = s.end?.time
      rows.append([
        .text(s.model.info.engine), .number(s.choice.target), s.choice.handedVelocity.map(Cell.number) ?? .missing,
        .text(s.choice.unit), end.map(Cell.number) ?? .missing, overshoot.map(Cell.number) ?? .missing,
      ])
      var frames: [JSONValue] = []
      if let rendering {
        for i in rendering.times.indices {
          frames.append(
            .object([
              ("t", .number(rendering.times[i])), ("value", .number(rendering.values[i])),
              ("velocity", .number(rendering.velocities[i])),
            ]))
        }
      }
      let info = s.model.info
      objects.append(
        .object([
          ("engine", .string(info.engine)), ("target", .number(s.choice.target)), ("index", .integer(s.choice.index)),
          ("reason", .string(s.choice.reason)), ("handedVelocity", s.choice.handedVelocity.map(JSONValue.number) ?? .null),
          ("unit", .string(s.choice.unit)), ("spring", .string(s.spring.map { Describe.label($0.input.specification) } ?? "")),
          ("end", end.map(JSONValue.number) ?? .null), ("overshoot", overshoot.map(JSONValue.number) ?? .null),
          ("rule", .string(info.rule)), ("handoff", .string(info.handoff)),
          ("source", .string(([info.upstream] + info.files).joined(separator: ", "))), ("samples", .array(frames)),
        ]))
    }
    let first = snaps.first?.input
    let table = Table(columns: ["engine", "target", "velocity", "unit", "end (s)", "overshoot"], rows: rows)
    let why = Table(columns: ["engine", "why"], rows: snaps.map { [.text($0.model.info.engine), .text($0.choice.reason)] })
    let document = JSONValue.object([
      ("points", .array((first?.points ?? []).map(JSONValue.number))), ("from", .number(first?.from ?? 0)),
      ("velocity", .number(first?.velocity ?? 0)), ("snaps", .array(objects)),
    ])
    return Report(figures: table, document: document) { render in render(table) + "\n" + render(why) }
  }
}
