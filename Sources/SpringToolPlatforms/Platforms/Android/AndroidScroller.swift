import Foundation
import SpringToolCore

/// The framework's `OverScroller.fling` (core/java/android/widget/OverScroller.java @ 050275c,
/// `SplineOverScroller`), as a scrolling view runs it: positions and the velocity in whole pixels
/// (value × `--density`; the tracker's velocity cast to `int`), the physical coefficient
/// `9.80665·39.37·(160·density)·0.84` in Float, `l = ln(0.35·|v|/(friction·coefficient))`,
/// `duration = (int)(1000·exp(l/(DR − 1)))` ms, `distance = (int)(friction·coefficient·exp(DR/(DR − 1)·l))`
/// px (DR = ln 0.78/ln 0.9 in Float), along the 101-sample spline in Float. Each frame (whole
/// milliseconds since the release) shows `start + Math.round(spline·distance)` px; the first frame
/// past the duration finishes at the final position. An unbounded fling (`Integer.MIN_VALUE` …
/// `MAX_VALUE`); the edges (clamp, overfling, springback) are not modelled yet.
public struct AndroidScroller: DecayModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info = DecayInfo(
    engine: "android", model: "scroller",
    api: "OverScroller.fling(startX, 0, velocityX, 0, Integer.MIN_VALUE, Integer.MAX_VALUE, 0, 0); computeScrollOffset() each frame",
    upstream: "aosp-mirror/platform_frameworks_base", files: ["core/java/android/widget/OverScroller.java @ 050275c"],
    version: "Android framework (2024), unbounded",
    frameClock: "AnimationUtils.currentAnimationTimeMillis(): whole milliseconds since the release",
    endRule: "the first frame past the spline's duration, at its final position",
    velocityUnits: "pixels per second (value × --density, as an int)", settings: [.scrollFriction, .density])

  /// A run of the scroller.
  ///
  /// - Parameter input: The release.
  /// - Returns: A run.
  /// - Throws: ``MotionError/unsupported(engine:feature:)`` for `--min`/`--max` (its edges are not
  ///   modelled yet), ``MotionError/outOfRange(name:value:limit:)`` beyond an `int` of pixels.
  public func makeRun(_ input: DecayInput) throws(MotionError) -> any EngineRun {
    if input.bounds.lower != nil || input.bounds.upper != nil {
      throw .unsupported(engine: "android", feature: "--min/--max on the scroller model (OverScroller's edges are not modelled yet; "
        + "--decay-model fling takes them)")
    }
    let density = input.settings[.density], limit = Double(Int32.max) / 2
    for (name, value) in [("from", input.from * density), ("velocity", input.velocity * density)] where abs(value) > limit {
      throw .outOfRange(name: name, value: value / density, limit: limit / density)
    }
    let (start, velocity) = Self.pixels(input)
    let ppi = Float(density) * 160
    let coefficient = Float(9.80665) * 39.37 * ppi * 0.84
    let friction = Float(input.settings[.scrollFriction])
    let rate = Float(log(0.78) / log(0.9)), rateMinusOne = Double(rate) - 1.0
    var duration = 0, total = 0.0
    if velocity != 0 {
      let l = log(Double(Float(0.35) * Float(abs(velocity)) / (friction * coefficient)))
      duration = Int(1000.0 * exp(l / rateMinusOne))
      total = Double(friction * coefficient) * exp(Double(rate) / rateMinusOne * l)
    }
    let distance = Int(total * (velocity > 0 ? 1 : velocity < 0 ? -1 : 0))
    return Run(from: input.from, density: density, start: start, distance: distance, duration: duration, velocity: input.velocity)
  }

  /// The start and the velocity as a scrolling view passes them: whole pixels (the start
  /// rounded), the velocity `VelocityTracker`'s Float truncated to an int (within an int's range:
  /// ``makeRun(_:)`` checks it first).
  static func pixels(_ input: DecayInput) -> (start: Int, velocity: Int) {
    let density = input.settings[.density]
    return (Int((input.from * density).rounded()), Int(Float(input.velocity * density).rounded(.towardZero)))
  }

  struct Run: EngineRun {
    let from: Double, density: Double, start: Int, distance: Int, duration: Int, velocity: Double
    var startTime = 0.0, finished = false
    var notes: [PlatformNote] { [] }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      let now = FrameClock.whole(clock.milliseconds(i))
      if i == 0 {
        startTime = now
        return EngineFrame(value: from, velocity: velocity, ended: false)
      }
      if finished { return EngineFrame(value: Double(start + distance) / density, velocity: 0, ended: true) }
      let elapsed = Int(now - startTime)
      // update(): nothing at 0 ms; past the duration, continueWhenFinished (an unclamped spline) finishes.
      if elapsed == 0 { return EngineFrame(value: Double(start) / density, velocity: velocity, ended: false) }
      if elapsed > duration {
        finished = true
        return EngineFrame(value: Double(start + distance) / density, velocity: 0, ended: true)
      }
      let (coefficient, slope) = ComposeSplineDecay.interpolate(Float(elapsed) / Float(duration))
      let moved = Double(coefficient * Float(distance))
      let position = start + Int((moved + 0.5).rounded(.down))
      let speed = slope * Float(distance) / Float(duration) * 1000
      return EngineFrame(value: Double(position) / density, velocity: Double(speed) / density, ended: false)
    }
  }
}

extension AndroidScroller: DecayCodeWriter {
  /// A scrolling view's `OverScroller.fling`, in whole pixels, and its per-frame read.
  func code(_ input: DecayInput) -> CodeDraft {
    let n = CodeNumber.readable, density = input.settings[.density], (start, velocity) = Self.pixels(input)
    var draft = CodeDraft()
    draft.parameter("friction", input.settings[.scrollFriction])
    draft.lines = [
      "val scroller = OverScroller(context)",
      "scroller.setFriction(\(CodeNumber.kotlinFloat(input.settings[.scrollFriction]))) // ViewConfiguration.getScrollFriction() is 0.015",
      "// \(n(input.from)) and \(n(input.velocity))/s at density \(n(density)), in whole pixels (VelocityTracker's px/s as an int)",
      "scroller.fling(\(start), 0, \(velocity), 0, Int.MIN_VALUE, Int.MAX_VALUE, 0, 0)",
      "// each frame (computeScroll): if (scroller.computeScrollOffset()) { scrollTo(scroller.currX, 0); postInvalidateOnAnimation() }",
    ]
    return draft
  }
}
