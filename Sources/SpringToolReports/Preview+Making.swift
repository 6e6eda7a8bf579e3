import SpringToolCore
import SpringToolEasing
import SpringToolPlots
import SpringToolFormats
import SpringToolPlatforms
import SpringToolGestures
import SpringToolRegression
import SpringToolScenes
import _SpringToolSupport

extension Preview {
  /// Why a preview cannot be made.
  package enum Problem: Error, Sendable {
    /// A row's recipe does not make a curve (an unknown engine, retargets it cannot take, …).
    case recipe(CurveRecipe.Problem)
    /// A row cannot be computed.
    case motion(MotionError)
    /// The duration is not in (0, ``Preview/maximumDuration``] seconds.
    case duration(Double)
    /// A row would hold more than ``Preview/maximumSamples`` frames.
    case tooManyFrames(Int)
  }

  /// The longest preview, seconds.
  package static let maximumDuration = 10.0
  /// The most frames one row may hold (10 s at 1 ms).
  package static let maximumSamples = 10_001

  /// A scene's state change (or, without a scene, a dot from `from` to `to`) with the spring
  /// `request` in place of the scene's main spring, one row per engine id in `engines` (`exact`
  /// sampled every millisecond; platform engines at `framesPerSecond`, holding their frames). Every
  /// track of the scene is a component of each row, under its own animation: springs rendered by
  /// the row's engine, timing curves exactly, `.none` at its end from t = 0. `from`, `to` and
  /// `retargets` move a one-value scene's spring track (or the dot); each time in `taps` is a
  /// second tap, the opposite state change: springs retarget to the other end keeping their
  /// velocity, timing curves add the change on top of the running one (SwiftUI's rule for
  /// animations that do not merge), `.none` jumps. `duration` defaults to when every row has
  /// ended, plus 0.15 s (at most ``maximumDuration``).
  ///
  /// - Parameters:
  ///   - scene: The seed scene drawn (nil: a dot on a line).
  ///   - request: The spring options given (empty: the scene's spring).
  ///   - from: The start value, in value units.
  ///   - to: The target value, in value units.
  ///   - engines: The engines, one row each (`exact` for the closed form).
  ///   - framesPerSecond: The frame rate, in frames per second (> 0).
  ///   - retargets: The retargets in time order: at each time (seconds) the target becomes the new value.
  ///   - taps: The times of further taps, seconds, increasing and after 0 (scenes only).
  ///   - duration: The duration, in seconds (> 0).
  /// - Throws: ``Preview/Problem`` when the recipe is invalid, a motion cannot be computed, the duration is out of range,
  ///   or there are too many frames.
  package static func motion(
    scene: Scene?, request: SpringRequest, from: Double? = nil, to: Double? = nil,
    engines: [EngineChoice] = [.exact], framesPerSecond: Double = 60, retargets: [Retarget] = [],
    taps: [Double] = [], duration: Double? = nil
  ) throws(Problem) -> Preview {
    let main = scene.map { $0.components.count == 1 ? $0.components[0].name : nil } ?? "value"
    let tracks =
      scene?.tracks() ?? [SceneTrack("value", "dot", .x, from: 0, to: 1, animation: .spring(SpringPreset.smooth.specification, code: ""), reason: "")]
    var curves: [(engine: EngineChoice, curves: [TrackCurve])] = []
    for engine in engines {
      var row: [TrackCurve] = []
      for track in tracks {
        let isMain = track.key == main
        let ends = (from: isMain ? from ?? track.from : track.from, to: isMain ? to ?? track.to : track.to)
        let targets = taps.enumerated().map { Retarget(time: $0.element, target: $0.offset % 2 == 0 ? ends.from : ends.to) }
        switch track.animation {
        case .spring(let spring, _):
          var recipe = CurveRecipe(source: .spring(scene == nil || spring == scene?.spring ? request : Self.request(spring)))
          (recipe.from, recipe.to, recipe.engine, recipe.framesPerSecond) = (ends.from, ends.to, engine, framesPerSecond)
          if scene != nil { recipe.engineSettings = SceneCurves.settings(for: track, engine: engine, recipe.engineSettings) }
          recipe.retargets = (isMain ? retargets : []) + targets
          do { row.append(.motion(try recipe.curve())) } catch { throw .recipe(error) }
        case .easing(let curve, let length, _):
          let easing: Easing
          do { easing = try Easing.parse(curve) } catch { throw .recipe(.easing(error.description)) }
          var pieces: [(start: Double, motion: EasedMotion)] = []
          var previous = ends.from
          for (start, target) in [(0, ends.to)] + targets.map({ ($0.time, $0.target) }) {
            do { pieces.append((start, try EasedMotion(easing: easing, from: 0, to: target - previous, duration: length))) } catch {
              throw .recipe(.easing(error.description))
            }
            previous = target
          }
          row.append(.eased(from: ends.from, pieces))
        case .none:
          row.append(.steps([(0, ends.to)] + targets.map { ($0.time, $0.target) }))
        }
      }
      curves.append((engine, row))
    }
    let ends = curves.flatMap(\.curves).map(\.end)
    let length = duration ?? min((ends.max() ?? 1) + 0.15, maximumDuration)
    guard length > 0 && length <= maximumDuration else { throw .duration(length) }
    var rows: [Row] = []
    for (engine, row) in curves {
      let end = row.map(\.end).max()
      let holds = engine != .exact
      let grid = try rowGrid(holds: holds, framesPerSecond: framesPerSecond, length: length)
      var values: [(name: String, values: [Double])] = []
      for (i, curve) in row.enumerated() { values.append((tracks[i].key, try curve.values(grid))) }
      var shown = Row(label: engine.id, times: grid.times, components: values, holdsFrames: holds)
      shown.end = end.flatMap { $0 < maximumDuration ? $0 : nil }
      for case .motion(let curve) in row {
        for text in shownNotes((curve as? EngineMotion)?.notes ?? []) where !shown.notes.contains(text) { shown.notes.append(text) }
      }
      rows.append(shown)
    }
    var label = (try? request.specification()).map { Describe.label($0) } ?? "spring"
    // Every row comes to rest at the same targets: the first row's say where.
    let rests = zip(tracks, curves.first?.curves ?? []).map { (name: $0.0.key, value: $0.1.rest, bandScale: $0.1.bandScale) }
    guard let scene else {
      var dot = Preview(title: label, stage: .dot, rows: rows, duration: length)
      dot.rests = rests
      return dot
    }
    // A scene with no spring (only timing curves) is titled by its animation, not by a spring it does not use.
    if !tracks.contains(where: { $0.animation.spring != nil }), let first = tracks.first { label = first.animation.description }
    var preview = Preview(title: scene.title + " — " + label, stage: .scene(scene.drawing), rows: rows, duration: length)
    preview.tracks = trackLines(scene)
    preview.rests = rests
    // The curve shows what moves: a position or size first, else the main spring's value, else the first track.
    let frame: Set<SceneProperty> = [.x, .y, .width, .height]
    preview.curveComponent = tracks.first { frame.contains($0.property) && $0.from != $0.to }?.key ?? scene.components.first?.name ?? tracks.first?.key
    return preview
  }

  /// A fling on the dot: the release at the recipe's `from` with its velocity decelerating on
  /// each engine's decay model (the recipe's model for its engine, else the engine's default; the
  /// exact row is UIScrollView's documented closed form, sampled every millisecond). Each row
  /// ends where its model stops it; there is no common target, so no rest is shared.
  ///
  /// - Parameters:
  ///   - recipe: The decay's recipe: `from`, `velocity` (value units per second), model, settings and frame rate.
  ///   - engines: The engines, one row each.
  ///   - duration: The duration, in seconds (> 0; nil: until every row has ended, plus 0.15 s).
  ///   - snap: The release among snap points (value units): the page shows each platform's pick for it (nil: none).
  /// - Throws: ``Preview/Problem`` when an engine has no decay, a motion cannot be computed, the duration is out of range,
  ///   or there are too many frames.
  package static func decay(_ recipe: CurveRecipe, engines: [EngineChoice], duration: Double? = nil, snap: SnapInput? = nil) throws(Problem)
    -> Preview
  {
    var curves: [(engine: EngineChoice, curve: any MotionCurve)] = []
    for engine in engines {
      var one = recipe
      one.engine = engine
      do { curves.append((engine, try one.curve())) } catch { throw .recipe(error) }
    }
    let length = duration ?? min((curves.map { $0.curve.ending.endTime ?? maximumDuration }.max() ?? 1) + 0.15, maximumDuration)
    guard length > 0 && length <= maximumDuration else { throw .duration(length) }
    var rows: [Row] = []
    for (engine, curve) in curves {
      let holds = engine != .exact
      let grid = try rowGrid(holds: holds, framesPerSecond: recipe.framesPerSecond, length: length)
      let values: [Double]
      do { values = try curve.states(at: .grid(grid)).map(\.value) } catch { throw .motion(error) }
      var row = Row(label: engine.id, times: grid.times, components: [(name: "value", values: values)], holdsFrames: holds)
      row.end = curve.ending.endTime.flatMap { $0 < maximumDuration ? $0 : nil }
      // The model's own words about this release (Reanimated never starting from 0).
      row.notes = shownNotes((curve as? DecayMotion)?.notes ?? [])
      rows.append(row)
    }
    var preview = Preview(
      title: "a fling at \(Describe.f(recipe.velocity)) units/s from \(Describe.f(recipe.from))", stage: .dot, rows: rows,
      duration: length)
    if let snap {
      preview.snaps = (
        snap.points,
        SnapModels.all.map { model in
          let choice = model.choose(snap)
          return (engine: model.info.engine, target: choice.target, reason: choice.reason)
        }
      )
    }
    return preview
  }

  /// A fling on a fling scene (a carousel, a bottom sheet): each platform's snap of the release
  /// among the points (``SnapMotion``: the point its rule picks and its spring or scroll there),
  /// one row per model at `framesPerSecond`, holding its frames and staying at its last; a
  /// platform that runs nothing (already there, or a parent's physics at an end) stays at the
  /// release. Each row's note says why it went where it did.
  ///
  /// - Parameters:
  ///   - scene: The scene drawn; its track `value` is the fling's.
  ///   - input: The release and the points.
  ///   - models: The platforms' snap models, one row each.
  ///   - framesPerSecond: The frame rate, frames per second (> 0).
  ///   - duration: The duration, in seconds (> 0; nil: until every row has ended, plus 0.15 s).
  /// - Throws: ``Preview/Problem`` when a snap cannot be computed, the duration is out of range, or there are too many frames.
  package static func snap(_ scene: FlingScene, input: SnapInput, models: [any SnapModel], framesPerSecond: Double, duration: Double? = nil)
    throws(Problem) -> Preview
  {
    var motions: [(snap: SnapMotion, frames: EngineRendering?)] = []
    for model in models {
      do throws(MotionError) {
        let snap = try SnapMotion(model: model, input: input, framesPerSecond: framesPerSecond)
        motions.append((snap, try snap.frames()))
      } catch { throw .motion(error) }
    }
    let length = duration ?? min((motions.compactMap { $0.snap.end?.time }.max() ?? 0.5) + 0.15, maximumDuration)
    guard length > 0 && length <= maximumDuration else { throw .duration(length) }
    let grid = try rowGrid(holds: true, framesPerSecond: framesPerSecond, length: length)
    let rows = motions.map { motion in
      let shown = motion.frames?.values ?? []
      let values = (0..<grid.count).map { shown.isEmpty ? input.from : shown[min($0, shown.count - 1)] }
      var row = Row(label: motion.snap.model.info.engine, times: grid.times, components: scene.components(values), holdsFrames: true)
      row.end = motion.snap.end?.time
      row.notes = [motion.snap.choice.reason]
      return row
    }
    var preview = Preview(
      title: scene.title + " — a fling at \(Describe.f(input.velocity)) units/s from \(Describe.f(input.from))",
      stage: .scene(scene.drawing(points: input.points)), rows: rows, duration: length)
    preview.tracks = [scene.trackLine]
    preview.curveComponent = "value"
    preview.snaps = (input.points, motions.map { (engine: $0.snap.model.info.engine, target: $0.snap.choice.target, reason: $0.snap.choice.reason) })
    return preview
  }

  /// The grid a row is sampled on: the engine's own frames where it holds them, else every
  /// millisecond (the exact row and a drag).
  static func rowGrid(holds: Bool, framesPerSecond: Double, length: Double) throws(Problem) -> SampleGrid {
    let grid: SampleGrid
    do { grid = try SampleGrid(.framesPerSecond(holds ? framesPerSecond : 1000), duration: length) } catch { throw .duration(length) }
    guard grid.count <= maximumSamples else { throw .tooManyFrames(grid.count) }
    return grid
  }

  /// An engine's own words about a motion, as a row lists them: its frame clock is left out
  /// (the row says "frames held").
  static func shownNotes(_ notes: [PlatformNote]) -> [String] { notes.filter { $0.key != "clock" }.map(\.text) }

  /// A spring the scene's code writes, as options.
  static func request(_ spring: SpringSpecification) -> SpringRequest {
    var request = SpringRequest()
    (request.response, request.dampingRatio) = (spring.response, spring.dampingRatio)
    return request
  }

  /// One track's values over time, however it is animated.
  enum TrackCurve {
    /// A spring, rendered by an engine.
    case motion(any MotionCurve)
    /// A spring starting at `delay` seconds (the value before it is its start).
    case delayed(SpringMotion, delay: Double)
    /// Timing curves added on top of each other from `from`: each piece animates a change of target from its start.
    case eased(from: Double, [(start: Double, motion: EasedMotion)])
    /// Jumps: each value from its time on.
    case steps([(start: Double, value: Double)])

    /// When it ends, seconds (``Preview/maximumDuration`` for a curve that does not end).
    var end: Double {
      switch self {
      case .motion(let curve): curve.ending.endTime ?? Preview.maximumDuration
      case .delayed(let motion, let delay): delay + (motion.ending.endTime ?? Preview.maximumDuration)
      case .eased(_, let pieces): pieces.map { $0.start + $0.motion.duration }.max() ?? 0
      case .steps(let steps): steps.last?.start ?? 0
      }
    }

    /// Where it comes to rest: its last target.
    var rest: Double {
      switch self {
      case .motion(let curve): curve.restValue
      case .delayed(let motion, _): motion.restValue
      case .eased(let from, let pieces): pieces.reduce(from) { $0 + $1.motion.restValue }
      case .steps(let steps): steps.last?.value ?? 0
      }
    }

    /// The scale its settling band is a fraction of: the motion's own, else its travel.
    var bandScale: Double {
      switch self {
      case .motion(let curve): curve.bandScale
      case .delayed(let motion, _): motion.bandScale
      case .eased(let from, _): abs(rest - from)
      case .steps(let steps): abs(rest - (steps.first?.value ?? 0))
      }
    }

    /// The values at the grid's times.
    func values(_ grid: SampleGrid) throws(Problem) -> [Double] {
      switch self {
      case .motion(let curve):
        do { return try curve.states(at: .grid(grid)).map(\.value) } catch { throw .motion(error) }
      case .delayed(let motion, let delay):
        return grid.times.map { motion.value(at: max(0, $0 - delay)) }
      case .eased(let from, let pieces):
        return grid.times.map { t in pieces.reduce(from) { $0 + (t >= $1.start ? $1.motion.value(at: t - $1.start) : 0) } }
      case .steps(let steps):
        return grid.times.map { t in steps.last { $0.start <= t }?.value ?? steps[0].value }
      }
    }
  }

  /// A scene's tracks as lines for the page: the view, the property and its ends, the animation and why.
  static func trackLines(_ scene: Scene) -> [String] {
    scene.tracks().map { t in
      let ends =
        t.labels.map { "\($0.from) → \($0.to)" } ?? "\(Describe.f(t.from)) → \(Describe.f(t.to))\(t.property.unit.isEmpty ? "" : " " + t.property.unit)"
      return "\(t.view): \(t.property.rawValue) \(ends), \(t.animation) (\(t.animation.code); \(t.reason))"
    }
  }

  /// A switch drag replayed on `scene`'s drawing: the knob's path (every millisecond) as `model`
  /// computes it, the finger above the knob while it touches, and every other track of the scene
  /// following the on/off decision: when the release changes the state, each plays its animation
  /// from the release (the release spring for the scene's spring); otherwise it stays.
  /// `duration` defaults to the knob's settle plus 0.15 s.
  ///
  /// - Parameters:
  ///   - scene: The switch scene (its views and tracks).
  ///   - model: The switch: geometry, policy, release spring and gesture settings.
  ///   - startOn: Whether the switch starts on.
  ///   - gesture: The finger's samples (time, horizontal and vertical translation).
  ///   - fingerVelocity: The finger's release velocity, points per second (nil: measured from the samples).
  ///   - duration: The duration, in seconds (> 0).
  /// - Throws: ``Preview/Problem`` when the duration is out of range, there are too many frames, or the drag cannot be
  ///   computed.
  package static func drag(
    scene: Scene, model: SwitchDragModel, startOn: Bool, gesture: DragSamples, fingerVelocity: Double?,
    duration: Double? = nil
  ) throws(Problem) -> Preview {
    let decision = model.decide(startOn: startOn, gesture: gesture, fingerVelocity: fingerVelocity)
    let trajectory: KnobTrajectory
    do { trajectory = try model.trajectory(decision, gesture: gesture) } catch { throw .motion(.invalid(error)) }
    let settle = trajectory.figures().settleTime ?? decision.releaseTime + 2
    let others = scene.tracks().filter { $0.key != "knob" }
    var curves: [TrackCurve] = []
    for track in others {
      let start = startOn ? track.to : track.from, end = decision.isOn ? track.to : track.from
      guard start != end else { curves.append(.steps([(0, start)])); continue }
      switch track.animation {
      case .spring(let spring, _):
        let release = spring == scene.spring ? model.releaseSpring : spring.spring
        do { curves.append(.delayed(try SpringMotion(spring: release, from: start, to: end), delay: decision.releaseTime)) } catch {
          throw .motion(.invalid(error))
        }
      case .easing(let curve, let length, _):
        do {
          curves.append(
            .eased(
              from: start,
              [
                (
                  decision.releaseTime,
                  try EasedMotion(
                    easing: try Easing.parse(curve), from: 0, to: end - start,
                    duration: length)
                )
              ]))
        } catch { throw .recipe(.easing("\(error)")) }
      case .none:
        curves.append(.steps([(0, start), (decision.releaseTime, end)]))
      }
    }
    let length = duration ?? min(max(settle, decision.releaseTime, curves.map(\.end).max() ?? 0) + 0.15, maximumDuration)
    guard length > 0 && length <= maximumDuration else { throw .duration(length) }
    let grid = try rowGrid(holds: false, framesPerSecond: 1000, length: length)
    var components = [(name: "knob", values: grid.times.map { trajectory.state(at: $0).position })]
    for (track, curve) in zip(others, curves) { components.append((track.key, try curve.values(grid))) }
    let start = startOn ? model.geometry.travel : 0
    let touching = gesture.samples.filter { $0.t <= decision.releaseTime }
    let row = Row(label: "drag (\(model.policy.rawValue))", times: grid.times, components: components, holdsFrames: false)
    var preview = Preview(
      title: scene.title + " — " + Describe.reason(decision.reason), stage: .scene(drawing(scene, model.geometry)),
      rows: [row], duration: length, finger: (touching.map(\.t), touching.map { start + $0.dx }))
    preview.tracks = trackLines(scene)
    preview.curveComponent = "knob"
    let knobRest = decision.isOn ? model.geometry.travel : 0
    preview.rests =
      [(name: "knob", value: knobRest, bandScale: abs(knobRest - start))]
      + zip(others, curves).map { (name: $0.0.key, value: $0.1.rest, bandScale: $0.1.bandScale) }
    return preview
  }

  /// The scene's drawing, or for a switch resized by the options, the same switch at that size.
  static func drawing(_ scene: Scene, _ geometry: SwitchGeometry) -> SceneDrawing {
    guard geometry != scene.switchGeometry, let track = scene.drawing.views.first(where: { $0.id == "track" }) else { return scene.drawing }
    return .switchControl(geometry, off: track.fill[0], on: track.fillTo?.first ?? track.fill[0])
  }
}
