import SpringToolCore
import SpringToolFormats
import SpringToolEngines
import SpringToolExport
import SpringToolGestures
import SpringToolPlots

/// English for the library's structured values: settling definitions, how a settling time was
/// found, engine notes, switch decisions, spring labels. The domain modules return reasons as
/// data; this is where they become sentences, for the command line and for Swift code that
/// wants the same words.
public enum Describe {
  /// A number for people: the shortest decimal within 4 ulp of it (``NumberText/forPeople(_:)``:
  /// `0.2` for 0.19999999999999996, `1e-05`; whole numbers without `.0`). Files keep every digit.
  ///
  /// - Parameter x: The number.
  /// - Returns: The text.
  public static func f(_ x: Double) -> String { NumberText.forPeople(x) }

  /// A fraction as a percentage with four significant digits: 0.0152 → "1.52 %".
  ///
  /// - Parameter fraction: The fraction (1 is 100 %).
  /// - Returns: A fraction as a percentage with four significant digits: 0.0152 → "1.52 %".
  public static func percent(_ fraction: Double) -> String { Plot.percent(fraction) }

  /// A settling definition in words, with the numbers of `input` (the SwiftUI method's target, velocity and ε).
  ///
  /// - Parameters:
  ///   - d: The settling definition.
  ///   - input: The spring as given, the motion (start, target, start velocity, retargets) and the engines' settings.
  /// - Returns: A settling definition in words, with the numbers of `input` (the SwiftUI method's target, velocity and ε).
  public static func settling(_ d: SettlingDefinition, _ input: EngineInput) -> String {
    switch d {
    case .exact(let e): "exact: last exit from ±\(f(e)) of the travel"
    case .absoluteBand(let b): "exact: last exit from ±\(f(b)) around the target"
    case .swiftUIProperty: "SwiftUI Spring.settlingDuration (target 1, v0 0, ε 0.001)"
    case .swiftUIMethod(let e):
      "SwiftUI settlingDuration(target: \(f(input.travel)), initialVelocity: \(f(input.velocity)), epsilon: \(f(e * abs(input.travel))))"
    case .coreAnimation(let e): "Core Animation settlingDuration (ε \(f(e)))"
    case .compose(let v): "Compose estimateAnimationDurationMillis (threshold \(f(v)))"
    case .android(let m, let fps, let clock): "Android SpringAnimation at rest (min visible change \(f(m)), \(f(fps)) fps, \(clock.rawValue) clock)"
    case .engine(let id, _, let fps): "\(id) engine's end (\(f(fps)) fps)"
    }
  }

  /// How a settling time was found, in words.
  ///
  /// - Parameter r: The rule that found the settling time.
  /// - Returns: How a settling time was found, in words.
  public static func rule(_ r: SettlingRule) -> String {
    switch r {
    case .exact: "exact"
    case .refinedScan: "refined scan"
    case .sampled: "from the samples"
    case .easingDuration: "the easing's duration"
    case .engineEnd(let id): "the \(id) engine's own end"
    case .lastSample: "the last sample"
    }
  }

  /// An engine note in words.
  ///
  /// - Parameter n: The note.
  /// - Returns: An engine note in words.
  public static func note(_ n: EngineNote) -> String {
    switch n {
    case .stiffnessCapped(let k): "stiffness capped at \(f(k)) (response ≥ 0.0296 s)"
    case .overdampedMovesAsCritical: "ζ > 1 moves as critically damped at ω0"
    case .overdampedVelocityCarriesTarget: "overdamped: SwiftUI's velocity carries an extra +target term"
    case .uikitDuration(let d, let w): "duration \(f(d)) s → ω0 \(f(w)) rad/s"
    case .uikitDampingRatioClamped: "UIKit does not support ζ > 1: used ζ = 1"
    case .uikitRenderedExact: "UIKit cannot animate an undamped spring: rendered the exact curve"
    case .dampingRubberBanded(let a, let b): "Wave rubber-bands the damping coefficient \(f(a)) to \(f(b))"
    case .velocityIgnored(let v): "time-defined spring: the start velocity \(f(v)) is ignored, as in Motion"
    case .durationClamped(let given, let used): "Motion clamps the duration \(f(given)) s to \(f(used)) s"
    case .dampingRatioClamped(let given, let used): "Motion clamps the damping ratio \(f(given)) to \(f(used))"
    case .clock(.deviceMilliseconds): "frame times in whole milliseconds of the device clock (uptimeMillis)"
    case .clock(.exactTimes): "exact frame times"
    case .clock(.roundedMilliseconds): "elapsed time rounded to whole milliseconds (Math.round)"
    case .clock(.truncatedMilliseconds): "play time truncated to whole milliseconds"
    case .clock(.firstFrame(let ms, let cap)): "the first frame is \(f(ms)) ms long" + (cap.map { ", later ones capped at \(f($0)) ms" } ?? "")
    case .clock(.stepClock(let phase)): "300 Hz step clock started \(f(phase)) s after frame 0"
    case .neverEnds: "never ends by its own rule"
    }
  }

  /// A switch decision's reason in words, with its numbers (`released at 12 pt ≤ midpoint 17`).
  ///
  /// - Parameter r: The decision's reason.
  /// - Returns: A switch decision's reason in words, with its numbers (`released at 12 pt ≤ midpoint 17`).
  public static func reason(_ r: SwitchDragModel.DecisionReason) -> String {
    func compare(_ a: Double, _ b: Double) -> String { a > b ? ">" : "≤" }
    return switch r {
    case .tap(let d): "a touch under \(f(d)) pt is a tap, which toggles"
    case .untouched(let d): "a touch under \(f(d)) pt does nothing (no tap handler)"
    case .scroll: "the touch moved more vertically: the scroll view took it"
    case .projected(let release, let v, let projected, let mid):
      "released at \(f(release)) pt moving \(f(v)) pt/s, projected to \(f(projected)) pt \(compare(projected, mid)) midpoint \(f(mid))"
    case .position(let release, let mid): "released at \(f(release)) pt \(compare(release, mid)) midpoint \(f(mid))"
    case .naive(let t, let threshold): "translation + translation = \(f(2 * t)) \(compare(2 * t, threshold)) \(f(threshold))"
    case .published(let offset, let t, let threshold):
      "dragOffset + translation = \(f(offset)) + \(f(t)) = \(f(offset + t)) \(compare(offset + t, threshold)) maxOffset/2 = \(f(threshold))"
    }
  }

  /// A label for a spring in plots and tables.
  ///
  /// - Parameter s: The spring as given.
  /// - Returns: A label for a spring in plots and tables.
  public static func label(_ s: SpringSpecification) -> String {
    "response \(Plot.label(s.response)) s, ζ \(Plot.label(s.dampingRatio))"
  }

  /// An export note as a sentence (options named as the command line spells them).
  /// - Parameter n: The note.
  /// - Returns: One sentence, without a full stop.
  public static func note(_ n: ExportNote) -> String {
    switch n {
    case .massScaled(let m, let k, let c): "mass \(f(m)): unit-mass platforms get k/m = \(f(k)) and c/m = \(f(c)), the same motion"
    case .swiftUIAnimationIntegrates:
      "Animation.spring runs a 300 Hz integrator, up to ~1.5 % of the travel from the closed form early on; see --engine swiftui-animation"
    case .overdampedMovesAsCritical: "ζ > 1 moves as critically damped (interpolatingSpring; Core Animation unless allowsOverdamping = true)"
    case .stiffnessCapped(let k): "Animation.spring caps the stiffness at \(f(k))"
    case .velocityNormalized(let v, let travel): "initialVelocity is \(f(v)) units/s ÷ \(f(travel)) of travel"
    case .uikitPicksNaturalFrequency(let w): "with this duration UIKit picks ω0 = \(f(w)) rad/s (the envelope reaches 0.001 at it)"
    case .uikitNoOverdamping: "usingSpringWithDamping does not support ζ > 1; the timing parameters line does"
    case .uikitUndamped: "UIKit cannot express an undamped spring with a duration"
    case .androidRestThresholds:
      "rests when |x − final| < 0.75·minimumVisibleChange and |v| < 46.875·minimumVisibleChange/s; see --engine android"
    case .composeMilliseconds: "Compose samples whole milliseconds and ends at estimateAnimationDurationMillis; see --engine compose"
    case .motionRestRule: "Motion ends when |v| ≤ restSpeed and |Δ| ≤ restDelta (2 and 0.5, or 0.01 and 0.005 under 5 units); see --engine motion"
    case .reactSpringLoop: "react-spring steps 1 ms of semi-implicit Euler (⌈Δt⌉ steps a frame); see --engine react-spring"
    case .reboundLoop: "Rebound integrates RK4 at 1 ms and snaps to the end at rest (|v|, |Δ| ≤ 0.005); see --engine rebound"
    case .reactSpringPennerEasing: "react-spring's easings are easings.net's, the same formulas"
    case .bezierFitted(let css, let e): "not a cubic Bézier here: the closest one is \(css), max error \(f(e)) of the travel; --as css-linear gives the exact curve on the web"
    case .composeMayClampOvershoot: "some Compose versions clamp CubicBezierEasing's output to [0, 1]: the overshoot may be clipped"
    case .reactSpringNeedsBezierPackage: "react-spring has no cubic Bézier of its own; bezier-easing is the usual package"
    case .roundedForReading: "numbers in the code are rounded for reading; the exact values are in the last comment"
    }
  }
}
