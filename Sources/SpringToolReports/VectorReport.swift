import SpringToolCore
import SpringToolFormats
import SpringToolScenes

/// What `morph` reports about a vector motion, per component, in the component's own units.
package enum VectorReport {
  /// One row per component: name, from, to, settle time (exact, ±ε of its travel), overshoot
  /// past its final target (and in % of the last leg's travel: from where it was at the last
  /// retarget), the range it sweeps; with `bounds`, how
  /// close it comes to them (negative: past them); with `at`, its value and progress then.
  ///
  /// - Parameters:
  ///   - motion: The vector motion.
  ///   - names: The components' names.
  ///   - bounds: Each component's bounds (a track's ends), or nil.
  ///   - at: A time to report each value and its progress at, in seconds, or nil.
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  package static func components(
    _ motion: VectorMotion, names: [String], bounds: [ClosedRange<Double>?], at: Double?,
    epsilon: Double = SettlingBand.defaultEpsilon
  ) throws(MotionError) -> Table {
    let figures = try motion.componentFigures(epsilon: epsilon)
    let withBounds = bounds.contains { $0 != nil }
    var table = Table(
      columns: ["component", "from", "to", "settles (s)", "overshoot", "overshoot %", "min", "max"]
        + (withBounds ? ["closest to bounds"] : []) + (at != nil ? ["value at T", "progress at T"] : []))
    // JSON says what the labels say, in the vocabulary every command shares.
    table.keys =
      ["component", "from", "to", "settlingTime", "overshoot", "overshootPercent", "min", "max"]
      + (withBounds ? ["closestToBounds"] : []) + (at != nil ? ["valueAtT", "progressAtT"] : [])
    for (i, c) in motion.components.enumerated() {
      let f = figures[i]
      var row: [Cell] = [
        .text(names[i]), .number(c.from), .number(c.finalTarget), f.figures.settlingTime.map(Cell.number) ?? .text("never"),
        .number(f.figures.overshoot), f.figures.peakOvershoot?.fractionOfTravel.map { .number($0 * 100) } ?? .missing,
        .number(f.range.lowerBound), .number(f.range.upperBound),
      ]
      if withBounds {
        row.append(bounds[i].map { .number(min(f.range.lowerBound - $0.lowerBound, $0.upperBound - f.range.upperBound)) } ?? .missing)
      }
      if let at {
        let x = c.state(at: at).value
        row += [.number(x), c.finalTarget != c.from ? .number((x - c.from) / (c.finalTarget - c.from)) : .missing]
      }
      table.rows.append(row)
    }
    return table
  }

  /// The seed scenes: name, kind, spring (and the way back), components with their ends, source
  /// and assumptions.
  package static var scenes: Table {
    Table(
      columns: ["scene", "kind", "spring", "components", "source", "assumes"],
      rows: Scenes.all.map { s -> [Cell] in
        let back = s.returnSpring.map { "; back " + Describe.label($0) } ?? ""
        let components = s.components.map { c -> String in "\(c.name) \(Describe.f(c.from))→\(Describe.f(c.to))" }
        // A scene that moves nothing on a spring names its timing curves, not a default spring.
        let animations = s.tracks().filter { $0.from != $0.to }.map(\.animation.description)
        let spring =
          s.springs
          ? Describe.label(s.spring) + back
          : "no spring: " + animations.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: ", ")
        return [
          .text(s.name), .text(s.kind.rawValue), .text(spring), .text(components.joined(separator: ", ")),
          .text(s.source), .text((s.assumptions.map { "\($0.key) = \(Describe.f($0.value)): \($0.because)" } + s.notes).joined(separator: "; ")),
        ]
      })
  }

  /// Component names when none are given: x, y for 2; x, y, width, height for 4 (a frame);
  /// plus radius for 5 (a card); else c1…cN.
  /// - Parameter count: The number of components, ≥ 1.
  /// - Returns: `count` names.
  package static func defaultNames(count: Int) -> [String] {
    switch count {
    case 2: ["x", "y"]
    case 4: ["x", "y", "width", "height"]
    case 5: ["x", "y", "width", "height", "radius"]
    default: (1...max(count, 1)).map { "c\($0)" }
    }
  }
}
