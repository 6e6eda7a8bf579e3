import SpringToolCore
import SpringToolFormats
import SpringToolReports
import SpringToolScenes
import _SpringToolSupport

/// `morph`: several values animated by one spring (a frame, a point, a colour), with retargets.
package struct MorphRequest: Sendable {
  /// The components' names (columns beside `t`).
  package var names: [String]
  /// The motion of every component.
  package var motion: VectorMotion
  /// Each component's bounds, where its scene has them.
  package var bounds: [ClosedRange<Double>?]
  /// The times.
  package var sampling: SamplingRequest
  /// A time at which to report every component's value and progress, ≥ 0.
  package var at: Double?

  /// A request for `motion`.
  package init(
    names: [String], motion: VectorMotion, bounds: [ClosedRange<Double>?], sampling: SamplingRequest = SamplingRequest(),
    at: Double? = nil
  ) {
    (self.names, self.motion, self.bounds, self.sampling, self.at) = (names, motion, bounds, sampling, at)
  }

  /// The request the values make: a scene's components (`scene`, `back`) or `from`/`to` lists,
  /// velocities, retargets `T:a,b,…`, names, the spring, the sampling and `at`.
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  package init(_ values: some ParameterValues) throws(ParameterProblem) {
    let scene = try SpringInput.scene(values)
    let back = values.flag(Self.back.key)
    if scene == nil && back { throw .usage("\(key: Self.back.key) goes with \(key: Self.scene.key)") }
    let from =
      try values.string(Self.from.key).map { (t: String) throws(ParameterProblem) in try ParameterList.numbers(t, Self.from.key) }
      ?? scene.map { s in s.components.map { back ? $0.to : $0.from } }
    let to =
      try values.string(Self.to.key).map { (t: String) throws(ParameterProblem) in try ParameterList.numbers(t, Self.to.key) }
      ?? scene.map { s in s.components.map { back ? $0.from : $0.to } }
    guard let f = from, let t = to else {
      throw .usage("give \(key: Self.scene.key, placeholder: "NAME"), or \(key: Self.from.key) and \(key: Self.to.key) (comma-separated values)")
    }
    guard f.count == t.count, f.count <= VectorMotion.maximumComponents else {
      throw .usage(
        "\(key: Self.from.key) has \(f.count) values and \(key: Self.to.key) \(t.count); give the same number (at most \(VectorMotion.maximumComponents))")
    }
    let velocity = try values.velocities(Self.velocity.key)
    if let velocity, velocity.count != f.count { throw .usage("\(key: Self.velocity.key) needs \(f.count) values") }
    var retargets: [(time: Double, targets: [Double])] = []
    for text in values.values(for: Self.retarget.key) {
      guard let colon = text.firstIndex(of: ":") else { throw .usage("invalid value '\(text.prefix(80))' for \(key: Self.retarget.key): expected T:a,b,…") }
      let time = try ParameterList.number(String(text[..<colon]), Self.retarget.key)
      let targets = try ParameterList.numbers(String(text[text.index(after: colon)...]), Self.retarget.key)
      guard targets.count == f.count, time > (retargets.last?.time ?? 0) else {
        throw .usage("invalid value '\(text.prefix(80))' for \(key: Self.retarget.key): \(f.count) values at increasing times after 0")
      }
      retargets.append((time, targets))
    }
    let names: [String]
    if let text = values.string(Self.names.key) {
      names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmed() }
      guard names.count == f.count, !names.contains(where: \.isEmpty) else { throw .usage("\(key: Self.names.key) needs \(f.count) names") }
      // Each name is a column (and a JSON key) beside t: no two alike, none called t.
      if let twice = names.enumerated().first(where: { i, n in n == "t" || names[..<i].contains(n) })?.element {
        throw .usage("\(key: Self.names.key) must name each component once, and none 't' (found '\(twice.prefix(40))' \(twice == "t" ? "" : "twice"))")
      }
    } else if let scene, scene.components.count == f.count {
      names = scene.components.map(\.name)
    } else {
      names = VectorReport.defaultNames(count: f.count)
    }
    let given = try SpringInput.springRequest(values)
    let spec =
      given.isEmpty
      ? (scene.map { back ? ($0.returnSpring ?? $0.spring) : $0.spring } ?? SpringPreset.smooth.specification)
      : try SpringInput.specification(given)
    let motion: VectorMotion
    do { motion = try VectorMotion(spring: spec.spring, from: f, to: t, velocity: velocity, retargets: retargets) } catch {
      throw .usage("invalid morph: \(error)")
    }
    let bounds =
      scene.map { s in s.components.count == f.count ? s.components.map(\.bounds) : Array(repeating: nil, count: f.count) }
      ?? Array(repeating: nil, count: f.count)
    let at = try values.double(Self.at.key)
    if let at, at < 0 { throw .usage("\(key: Self.at.key) must not be negative") }
    self.init(names: names, motion: motion, bounds: bounds, sampling: try RecipeInput.sampling(values), at: at)
  }

  /// The morph: its summary and its frames.
  package struct Answer: Sendable {
    /// Every component's settle, overshoot, range and bounds (and value at `at`).
    package let components: Table
    /// When every component is within ±0.1 % of its travel for good (infinity: never).
    package let settlingTime: Double
    /// The frame times.
    package let grid: SampleGrid
    /// The frame columns: `t` and each component.
    package let columns: [String]
    let motion: VectorMotion

    /// Frame `i`: its time and every component's value.
    package func row(_ i: Int) -> [Cell] {
      let t = grid.time(i)
      return [.number(t)] + motion.components.map { .number($0.state(at: t).value) }
    }

    /// The header of a file of the frames.
    package var metadata: [(key: String, value: String)] {
      [("settlingTime", settlingTime.isFinite ? NumberText.forPeople(settlingTime) : "never")]
    }
  }

  /// The summary and the frames' times.
  /// - Throws: ``ParameterProblem`` when the motion cannot be computed or sampled.
  package func answer() throws(ParameterProblem) -> Answer {
    let summary: Table
    do throws(MotionError) { summary = try VectorReport.components(motion, names: names, bounds: bounds, at: at) } catch {
      throw ParameterProblem(.failure, ParameterProblem(error).message)
    }
    let settle = motion.settlingTime()
    let ending: MotionEnding = settle.isFinite ? .settles(at: max(settle, motion.lastRetarget), rule: .exact) : .never(reason: .undamped)
    let grid = try RecipeInput.grid(sampling, for: ending)
    return Answer(components: summary, settlingTime: settle, grid: grid, columns: ["t"] + names, motion: motion)
  }
}
