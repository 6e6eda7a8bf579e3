import Foundation
import SpringToolCore
import _SpringToolSupport

/// Compose's default fling, `splineBasedDecay(density)` run by `Animatable.animateDecay`
/// (animation `SplineBasedFloatDecayAnimationSpec.kt`, `FlingCalculator.kt`,
/// `AndroidFlingSpline.kt`, ported from `android.widget.Scroller`), in Float: with the friction
/// `F = 0.015 × 9.80665·39.37·density·160·0.84` and `l = ln(0.35·|v|/F)`, the fling travels
/// `F·exp(DR/(DR − 1)·l)` (DR = ln 0.78/ln 0.9) in `1e9·exp(l/(DR − 1))` ns along Scroller's
/// 101-sample spline; the value is `x0 + distance·spline(play/duration)` at whole-nanosecond play
/// times, and the target from the duration on.
public struct ComposeSplineDecay: DecayModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: DecayInfo = .composeSpline

  /// Scroller's spline: 101 positions, computed in Float as `computeSplineInfo` does.
  static let spline = splineTable(solving: (p1, p2), giving: (0.5, 1))

  /// The spline's control points: tension lines crossing at (0.35, 1), start tension 0.5, end tension 1.
  static let (p1, p2): (Float, Float) = (0.5 * 0.35, 1 - 1 * (1 - 0.35))

  /// One of Scroller's spline tables, by its Float bisection: for each fraction `i/100` the
  /// parameter `s` where `3s(1 − s)·((1 − s)·a + s·b) + s³` (with `solving`'s a and b) reaches it, and
  /// the same cubic with `giving`'s there. Positions solve for time and give the position
  /// (`SPLINE_POSITION`); times the other way round (`SPLINE_TIME`). The lower end of the
  /// bisection carries from one fraction to the next, as the Java declares it outside the loop.
  static func splineTable(solving: (Float, Float), giving: (Float, Float)) -> [Float] {
    var table = [Float](repeating: 0, count: 101)
    var low: Float = 0
    for i in 0..<100 {
      let alpha = Float(i) / 100
      var high: Float = 1, s: Float = 0, coef: Float = 0
      while true {
        s = low + (high - low) / 2
        coef = 3 * s * (1 - s)
        let reached = coef * ((1 - s) * solving.0 + s * solving.1) + s * s * s
        if Double(abs(reached - alpha)) < 1e-5 { break }
        if reached > alpha { high = s } else { low = s }
      }
      table[i] = coef * ((1 - s) * giving.0 + s * giving.1) + s * s * s
    }
    table[100] = 1
    return table
  }

  /// The spline at `t` (a fraction of the duration) and its slope, linear between its samples,
  /// in Float as AndroidFlingSpline and OverScroller compute them (1 and 0 from the last sample on).
  static func interpolate(_ t: Float) -> (coefficient: Float, slope: Float) {
    let index = Int(Float(100) * t)
    guard index < 100 else { return (1, 0) }
    let (tInf, tSup) = (Float(index) / 100, Float(index + 1) / 100)
    let slope = (spline[index + 1] - spline[index]) / (tSup - tInf)
    return (spline[index] + (t - tInf) * slope, slope)
  }

  /// A run of the spec.
  ///
  /// - Parameter input: The release.
  /// - Returns: A run.
  /// - Throws: ``MotionError`` for a value or velocity beyond Float's range.
  public func makeRun(_ input: DecayInput) throws(MotionError) -> any EngineRun {
    try FloatRange.check(("from", input.from), ("velocity", input.velocity))
    let magic = Float(9.80665) * 39.37 * Float(input.settings[.density]) * 160 * 0.84
    let friction = Float(input.settings[.scrollFriction]) * magic
    let rate = log(0.78) / log(0.9)
    let (x0, v0) = (Float(input.from), Float(input.velocity))
    let ell = v0 != 0 ? log(Double(0.35 * abs(v0)) / Double(friction)) : -.infinity
    let distance = Float(Double(friction) * exp(rate / (rate - 1) * ell)) * (v0 > 0 ? 1 : v0 < 0 ? -1 : 0)
    let duration = Clamp.int64((1e9 * exp(ell / (rate - 1))).rounded(.towardZero))
    return Run(from: input.from, velocity: input.velocity, x0: x0, distance: distance, duration: duration)
  }

  struct Run: EngineRun {
    let from: Double, velocity: Double
    let x0: Float, distance: Float
    let duration: Int64
    var notes: [PlatformNote] { [] }

    func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if i == 0 { return EngineFrame(value: from, velocity: velocity, ended: duration <= 0) }
      let nanoseconds = Clamp.int64(FrameClock.whole(clock.milliseconds(i) * 1e6))
      if nanoseconds >= duration { return EngineFrame(value: Double(x0 + distance), velocity: 0, ended: true) }
      let (coefficient, slope) = ComposeSplineDecay.interpolate(Float(nanoseconds) / Float(duration))
      return EngineFrame(value: Double(x0 + distance * coefficient), velocity: Double(slope * distance / Float(duration) * 1e9), ended: false)
    }
  }
}

extension EngineSetting {
  /// compose spline decay: the display density (Density.density, pixels per dp).
  public static let density = EngineSetting(
    key: "density", placeholder: "D",
    summary: "compose spline and android scroller decays, android and flutter snaps, --travel-unit and pixel velocities: "
      + "the display density, device pixels per dp, 0.1 to 100 (displays: 0.75 to 4)",
    kind: .number(default: 1, rule: .between(0.1, 100)))
  /// compose spline decay: `ViewConfiguration.getScrollFriction()`.
  public static let scrollFriction = EngineSetting(
    key: "scroll-friction", placeholder: "F",
    summary: "compose spline, android scroller, flutter clamping decays: the scroll friction (ViewConfiguration, mFlingFriction)",
    kind: .number(default: 0.015, rule: .positive))
}

extension ComposeSplineDecay: DecayCodeWriter {
  /// `Animatable.animateDecay` with `splineBasedDecay` at the density given.
  func code(_ input: DecayInput) -> CodeDraft {
    let f = CodeNumber.kotlinFloat, s = input.settings
    var draft = CodeDraft()
    draft.parameter("initialValue", input.from); draft.parameter("initialVelocity", input.velocity); draft.parameter("density", s[.density])
    draft.lines = [
      "val offset = remember { Animatable(\(f(input.from))) }",
      "val decay = splineBasedDecay<Float>(Density(\(f(s[.density])))) // rememberSplineBasedDecay() reads LocalDensity",
      "scope.launch {",
      "    offset.animateDecay(initialVelocity = \(f(input.velocity)), animationSpec = decay) // px per second",
      "}",
    ]
    if s[.scrollFriction] != EngineSetting.scrollFriction.defaultValue {
      draft.notes.append(
        .decaySettingNotInAPI(
          "splineBasedDecay reads ViewConfiguration.getScrollFriction() (0.015); a scroll "
            + "friction of \(spoken(s[.scrollFriction])) needs FlingCalculator with that friction, which Compose keeps internal"))
    }
    return draft
  }
}
