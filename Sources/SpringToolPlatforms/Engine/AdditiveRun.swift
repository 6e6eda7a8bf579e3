import SpringToolCore

/// A run whose frames are a closed form of time (no state between frames).
protocol TimeFunctionRun: EngineRun {
  /// The frame `t` seconds after the start (t > 0).
  func state(at t: Double) -> EngineFrame
}

/// Additive animations, as Apple's non-merging animations combine (SwiftUI's
/// `interpolatingSpring` "preserves velocity across overlapping animations by adding the effects
/// of each animation", and a `CustomAnimation` that does not merge runs beside the previous one;
/// UIKit's animations have been additive since iOS 8; Core Animation's `isAdditive`): every
/// retarget adds an animation of the change of target, from 0 at rest, starting at the tap, while
/// the running ones continue toward their own targets. The value is the sum; the motion ends when
/// the last animation has ended. This is the documented model; no source is public.
struct AdditiveRun: EngineRun {
  /// The first animation (from the start) and the added ones with their start times.
  var first: any TimeFunctionRun
  var added: [(start: Double, run: any TimeFunctionRun)] = []
  /// The animations still to add, each made for its change of target.
  var pending: ArraySlice<(start: Double, run: any TimeFunctionRun)>
  var notes: [PlatformNote] { first.notes }

  /// The first run and one animation per retarget, made by `make(change)` (a run from 0 to the change, at rest).
  init(
    first: any TimeFunctionRun, input: EngineInput, engine: String,
    make: (Double) throws(MotionError) -> any TimeFunctionRun
  ) throws(MotionError) {
    _ = try PendingRetargets(input, engine: engine)
    self.first = first
    var target = input.to
    var legs: [(start: Double, run: any TimeFunctionRun)] = []
    for r in input.retargets {
      legs.append((r.time, try make(r.target - target)))
      target = r.target
    }
    pending = legs[...]
  }

  mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
    let t = clock.seconds(i)
    while let next = pending.first, clock.reached(next.start, by: i) {
      added.append(next)
      pending = pending.dropFirst()
    }
    var frame = i == 0 ? first.frame(0, clock: clock) : first.state(at: t)
    for leg in added where t > leg.start {
      let part = leg.run.state(at: t - leg.start)
      frame.value += part.value
      frame.velocity += part.velocity
      frame.ended = frame.ended && part.ended
    }
    if added.contains(where: { t <= $0.start }) { frame.ended = false }
    return frame
  }
}
