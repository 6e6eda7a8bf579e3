import Foundation
import SpringToolCore

/// The framework's `OverScroller.fling` (core/java/android/widget/OverScroller.java @ 050275c,
/// `SplineOverScroller`), as a scrolling view runs it: positions, bounds and the velocity in
/// whole pixels (value × `--density`; the tracker's velocity cast to `int`), the physical
/// coefficient `9.80665·39.37·(160·density)·0.84` in Float, `l = ln(0.35·|v|/(friction·coefficient))`,
/// `duration = (int)(1000·exp(l/(DR − 1)))` ms, `distance = (int)(friction·coefficient·exp(DR/(DR − 1)·l))`
/// px (DR = ln 0.78/ln 0.9 in Float), along the 101-sample spline in Float. Each frame (whole
/// milliseconds since the release) shows `start + Math.round(spline·distance)` px; the first frame
/// past the duration finishes at the final position.
///
/// With `--min`/`--max` (the scrolling range; no overfling, as `fling`'s eight-argument form
/// passes): a spline that would pass a bound is cut short at the time `SPLINE_TIME` gives for
/// reaching it (`adjustDuration`), then held at the bound for the two frames its ballistic and
/// cubic phases take with nothing to travel. A release past a bound (an overscrolled list) moving
/// outward, or at rest, is at the bound on the next frame; moving inward it flings on if the
/// spline carries it past the bound, else springs back along `3t² − 2t³` in `√(overscroll/1000)` s.
public struct AndroidScroller: DecayModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: DecayInfo = .androidScroller

  /// A run of the scroller.
  ///
  /// - Parameter input: The release.
  /// - Returns: A run.
  /// - Throws: ``MotionError/outOfRange(name:value:limit:)`` beyond an `int` of pixels, or for
  ///   `--min` above `--max`.
  public func makeRun(_ input: DecayInput) throws(MotionError) -> any EngineRun {
    let density = input.settings[.density], limit = Double(Int32.max) / 2
    let (lower, upper) = input.bounds
    var values = [("from", input.from), ("velocity", input.velocity)]
    if let lower { values.append(("min", lower)) }
    if let upper { values.append(("max", upper)) }
    for (name, value) in values where abs(value * density) > limit {
      throw .outOfRange(name: name, value: value, limit: limit / density)
    }
    if let lower, let upper, lower > upper { throw .outOfRange(name: "min", value: lower, limit: upper) }
    let (start, velocity) = Self.pixels(input)
    let coefficient = Float(9.80665) * 39.37 * (Float(density) * 160) * 0.84
    var scroller = SplineOverScroller(friction: Float(input.settings[.scrollFriction]) * coefficient)
    scroller.fling(
      start: start, velocity: velocity, min: lower.map { Self.pixel($0 * density) } ?? Int(Int32.min),
      max: upper.map { Self.pixel($0 * density) } ?? Int(Int32.max), over: 0, now: 0)
    return Run(from: input.from, velocity: input.velocity, density: density, scroller: scroller)
  }

  /// The start and the velocity as a scrolling view passes them: whole pixels (the start
  /// rounded), the velocity `VelocityTracker`'s Float truncated to an int (within an int's range:
  /// ``makeRun(_:)`` checks it first).
  static func pixels(_ input: DecayInput) -> (start: Int, velocity: Int) {
    let density = input.settings[.density]
    return (pixel(input.from * density), Int(Float(input.velocity * density).rounded(.towardZero)))
  }

  /// A position in whole pixels, rounded.
  static func pixel(_ x: Double) -> Int { Int(x.rounded()) }

  struct Run: EngineRun {
    let from: Double, velocity: Double, density: Double
    var scroller: SplineOverScroller
    var startTime = 0
    var notes: [PlatformNote] { [] }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      let now = Int(FrameClock.whole(clock.milliseconds(i)))
      if i == 0 {
        // The fling starts at the release's frame, whose time is the scroller's clock's zero.
        startTime = now
        return EngineFrame(value: from, velocity: velocity, ended: false)
      }
      scroller.computeScrollOffset(now: now - startTime)
      return EngineFrame(value: Double(scroller.current) / density, velocity: Double(scroller.rate) / density, ended: scroller.finished)
    }
  }
}

extension AndroidScroller: DecayCodeWriter {
  /// A scrolling view's `OverScroller.fling`, in whole pixels, and its per-frame read.
  func code(_ input: DecayInput) -> CodeDraft {
    let n = CodeNumber.readable, density = input.settings[.density], (start, velocity) = Self.pixels(input)
    let (lower, upper) = input.bounds
    // The scrolling range in whole pixels, as a view passes it (unbounded: an int's whole range).
    let minimum = lower.map { String(Self.pixel($0 * density)) } ?? "Int.MIN_VALUE"
    let maximum = upper.map { String(Self.pixel($0 * density)) } ?? "Int.MAX_VALUE"
    var draft = CodeDraft()
    draft.parameter("friction", input.settings[.scrollFriction])
    if let lower { draft.parameter("minX", Double(Self.pixel(lower * density))) }
    if let upper { draft.parameter("maxX", Double(Self.pixel(upper * density))) }
    let range = lower == nil && upper == nil ? "" : ", the range \(lower.map(n) ?? "-∞")…\(upper.map(n) ?? "∞")"
    draft.lines = [
      "val scroller = OverScroller(context)",
      "scroller.setFriction(\(CodeNumber.kotlinFloat(input.settings[.scrollFriction]))) // ViewConfiguration.getScrollFriction() is 0.015",
      "// \(n(input.from)) and \(n(input.velocity))/s at density \(n(density))\(range), in whole pixels (VelocityTracker's px/s as an int)",
      "scroller.fling(\(start), 0, \(velocity), 0, \(minimum), \(maximum), 0, 0)",
      "// each frame (computeScroll): if (scroller.computeScrollOffset()) { scrollTo(scroller.currX, 0); postInvalidateOnAnimation() }",
    ]
    return draft
  }
}
