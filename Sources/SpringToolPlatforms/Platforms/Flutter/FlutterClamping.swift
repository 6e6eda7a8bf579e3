import Foundation
import SpringToolCore

/// Flutter's Android-like scroll fling, `ClampingScrollSimulation` (widgets
/// `scroll_simulation.dart` @ 095d6b9, after Android's `SplineOverScroller.fling`) run by
/// `AnimationController.animateWith`: with `ref = friction·(9.80665·39.37·160·0.84)/0.35` and
/// DR = ln 0.78/ln 0.9, it lasts `T = DR·0.35·(|v|/ref)^(1/(DR − 1))` seconds and travels
/// `v·T/DR`, `x(t) = x0 + distance·(1 − (1 − t/T)^DR)`; done at `t ≥ T`. The ticker's elapsed
/// time is whole microseconds, as for springs.
public struct FlutterClamping: DecayModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: DecayInfo = .flutterClamping

  /// A run of the controller.
  ///
  /// - Parameter input: The release.
  /// - Returns: A run.
  /// - Throws: Nothing: every finite release is one this platform takes.
  public func makeRun(_ input: DecayInput) throws(MotionError) -> any EngineRun {
    let rate = log(0.78) / log(0.9), inflexion = 0.35
    let physical = 9.80665 * 39.37 * 160.0 * 0.84
    let reference = input.settings[.scrollFriction] * physical / inflexion
    let duration = rate * inflexion * pow(abs(input.velocity) / reference, 1 / (rate - 1.0))
    return Run(
      from: input.from, velocity: input.velocity, duration: duration, distance: input.velocity * duration / rate, rate: rate,
      exactClock: input.settings.flutterClock == .exact)
  }

  struct Run: EngineRun {
    let from: Double, velocity: Double, duration: Double, distance: Double, rate: Double
    let exactClock: Bool
    var stopped: EngineFrame?
    var notes: [PlatformNote] { [exactClock ? .exactTimes : .wholeMicroseconds] }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if let stopped { return stopped }
      let time = exactClock ? clock.seconds(i) : FrameClock.whole(clock.milliseconds(i) * 1000) / 1e6
      // clampDouble(time / duration, 0, 1): NaN (no duration) is the upper bound.
      let ratio = time / duration
      let t = ratio.isNaN ? 1 : min(max(ratio, 0), 1)
      let done = time >= duration
      let value = i == 0 && !done ? from : from + distance * (1.0 - pow(1.0 - t, rate))
      let frame = EngineFrame(value: value, velocity: velocity * pow(1.0 - t, rate - 1.0), ended: done)
      if done { stopped = EngineFrame(value: value, velocity: 0, ended: true) }
      return frame
    }
  }
}

extension FlutterClamping: DecayCodeWriter {
  /// `ClampingScrollSimulation`, Android's fling as a scroll view's ballistic.
  func code(_ input: DecayInput) -> CodeDraft {
    let n = CodeNumber.readable
    var draft = CodeDraft()
    draft.parameter("position", input.from); draft.parameter("velocity", input.velocity)
    draft.parameter("friction", input.settings[.scrollFriction])
    draft.lines = [
      "final controller = AnimationController.unbounded(vsync: this, value: \(n(input.from)));",
      "// velocity: logical px per second (DragEndDetails.velocity.pixelsPerSecond)",
      "controller.animateWith(ClampingScrollSimulation(position: \(n(input.from)), velocity: \(n(input.velocity)), "
        + "friction: \(n(input.settings[.scrollFriction]))));",
    ]
    return draft
  }
}
