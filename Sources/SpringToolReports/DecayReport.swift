import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms

/// A release on one decay model, measured: where it comes to rest, when the platform stops it,
/// how long it takes to cover 99 % of the distance, and its fastest frame.
package struct DecayAnalysis: Sendable {
  /// The model's description.
  package let info: DecayInfo
  /// The release.
  package let input: DecayInput
  /// The frame rate, frames per second.
  package let framesPerSecond: Double
  /// Where the platform's stop rule fires (nil: the model has none, or it does not stop within an hour).
  package let end: EngineEnd?
  /// Where the value comes to rest, and the distance from the release, value units.
  package let rest: Double, distance: Double
  /// When the value has covered 99 % of the distance, seconds (nil when it does not move).
  package let time99: Double?
  /// The largest |velocity| of any frame, value units per second.
  package let peakVelocity: Double
  /// The model's notes.
  package let notes: [PlatformNote]

  /// Measures `input` on `model` at `framesPerSecond`.
  ///
  /// - Parameters:
  ///   - model: The platform's decay model.
  ///   - input: The release.
  ///   - framesPerSecond: The frame rate (> 0).
  /// - Throws: ``MotionError`` from the model.
  package init(_ model: any DecayModel, input: DecayInput, framesPerSecond: Double) throws(MotionError) {
    let motion = try DecayMotion(model: model, input: input, framesPerSecond: framesPerSecond)
    (info, self.input, self.framesPerSecond) = (model.info, input, framesPerSecond)
    (end, rest) = (motion.end, motion.rest)
    let distance = abs(motion.rest - input.from)
    self.distance = distance
    let until = motion.ending.endTime ?? 0
    let count = min(Int((until * framesPerSecond).rounded(.up)) + 1, SampleGrid.maximumCount)
    let frames = try model.render(input, clock: .rate(framesPerSecond), frames: count)
    time99 = distance > 0 ? zip(frames.times, frames.values).first { abs($0.1 - input.from) >= 0.99 * distance }?.0 : nil
    peakVelocity = frames.velocities.map(abs).max() ?? 0
    notes = frames.notes
  }

  /// The analysis as JSON members: `decay` (model, from, velocity, rest, distance, time99,
  /// peakVelocity, and UIKit's WWDC18 projection) and `engine` (name, end, notes).
  package var json: [(String, JSONValue)] {
    var decay: [(String, JSONValue)] = [
      ("model", .string(info.id)), ("from", .number(input.from)), ("velocity", .number(input.velocity)),
      ("rest", .number(rest)), ("distance", .number(distance)),
      ("time99", time99.map(JSONValue.number) ?? .null), ("peakVelocity", .number(peakVelocity)),
    ]
    if info.engine == "uikit" { decay.append(("projection", .number(UIKitDecay.projection(input)))) }
    return [
      ("decay", .object(decay)),
      (
        "engine",
        .object([
          ("name", .string(info.engine)), ("end", end.map { .number($0.time) } ?? .null),
          ("notes", .array(notes.map { .string($0.description) })),
        ])
      ),
    ]
  }
}

/// `analyze --decay`: one model's figures, or every model side by side for the same release.
package enum DecayReport {
  /// One model: figures for people and files, the document as ``DecayAnalysis/json``.
  ///
  /// - Parameter a: The analysis.
  /// - Returns: The report.
  package static func single(_ a: DecayAnalysis) -> Report {
    var rows: [[Cell]] = [
      [.text("model"), .text(a.info.id), .text("")], [.text("from"), .number(a.input.from), .text("value")],
      [.text("velocity"), .number(a.input.velocity), .text("value/s")], [.text("rest"), .number(a.rest), .text("value")],
      [.text("distance"), .number(a.distance), .text("value")],
      [.text("end"), a.end.map { .number($0.time) } ?? .text("none"), .text(a.end == nil ? "s (no stop rule)" : "s (its stop rule)")],
      [.text("time99"), a.time99.map(Cell.number) ?? .missing, .text("s (99 % of the distance)")],
      [.text("peakVelocity"), .number(a.peakVelocity), .text("value/s")],
    ]
    if a.info.engine == "uikit" { rows.append([.text("projection"), .number(UIKitDecay.projection(a.input)), .text("value (WWDC18)")]) }
    return Report(figures: Table(columns: ["figure", "value", "unit"], rows: rows), document: .object(a.json))
  }

  /// The release each model needs to rest the same distance away (``DecayReach``), with why
  /// where none does.
  ///
  /// - Parameters:
  ///   - all: One answer per model.
  ///   - from: Where the releases start, value units.
  /// - Returns: The report (its document: `from`, `distance` and `reach`, one object per model).
  package static func reach(_ all: [DecayReach], from: Double) -> Report {
    let table = Table(
      columns: ["model", "velocity (/s)", "rest"],
      rows: all.map { r in
        [.text(r.info.id), r.velocity.map(Cell.number) ?? .text("none"), r.rest.map(Cell.number) ?? .missing]
      })
    let unreachable = all.filter { $0.reason != nil }
    let why = Table(columns: ["model", "why no release goes that far"], rows: unreachable.map { [.text($0.info.id), .text($0.reason ?? "")] })
    let document = JSONValue.object([
      ("from", .number(from)), ("distance", .number(all.first?.distance ?? 0)),
      (
        "reach",
        .array(
          all.map { r in
            .object([
              ("model", .string(r.info.id)), ("velocity", r.velocity.map(JSONValue.number) ?? .null),
              ("rest", r.rest.map(JSONValue.number) ?? .null), ("reason", r.reason.map(JSONValue.string) ?? .null),
            ])
          })
      ),
    ])
    return Report(figures: table, document: document) { render in
      "the smallest release, in value units per second, that comes to rest at least the distance away\n\n" + render(table)
        + (unreachable.isEmpty ? "" : "\n" + render(why))
    }
  }

  /// Every model side by side: where the same release comes to rest on each platform.
  ///
  /// - Parameter all: One analysis per model.
  /// - Returns: The report (its document: `decays`, one object per model).
  package static func every(_ all: [DecayAnalysis]) -> Report {
    let rows: [[Cell]] = all.map { a in
      [
        .text(a.info.id), .number(a.rest), .number(a.distance), a.end.map { .number($0.time) } ?? .text("none"),
        a.time99.map(Cell.number) ?? .missing,
      ]
    }
    let document = JSONValue.object([
      (
        "decays",
        .array(
          all.map { a in
            .object([
              ("model", .string(a.info.id)), ("rest", .number(a.rest)), ("distance", .number(a.distance)),
              ("end", a.end.map { .number($0.time) } ?? .null), ("time99", a.time99.map(JSONValue.number) ?? .null),
              ("peakVelocity", .number(a.peakVelocity)), ("notes", .array(a.notes.map { .string($0.description) })),
            ])
          })
      )
    ])
    // A model that leaves a moving release where it is says why, under the table.
    let still = all.filter { $0.distance == 0 && $0.input.velocity != 0 }
    let table = Table(columns: ["model", "rest", "distance", "end (s)", "99 % (s)"], rows: rows)
    let why = Table(
      columns: ["model", "why it does not move"],
      rows: still.map { a in
        [.text(a.info.id), .text(a.notes.filter { $0.key != "clock" }.map(\.description).joined(separator: "; "))]
      })
    return Report(figures: table, document: document) { render in still.isEmpty ? render(table) : render(table) + "\n" + render(why) }
  }
}
