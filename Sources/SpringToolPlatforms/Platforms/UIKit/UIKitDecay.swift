import Foundation
import SpringToolCore
import _SpringToolSupport

/// UIScrollView's deceleration as Apple documents it (no source is public): the velocity keeps
/// the fraction `r` (`decelerationRate`: `.normal` 0.998, `.fast` 0.99) of itself every
/// millisecond, `v(t) = v0·r^(1000t)`, so `x(t) = x0 + v0·(r^(1000t) − 1)/(1000·ln r)`, coming
/// to rest at `x0 − v0/(1000·ln r)`; WWDC18 "Designing Fluid Interfaces" projects the same
/// release with the discrete sum `x0 + (v0/1000)·r/(1 − r)` (0.1 % further at 0.998). No stop
/// rule is public: the model has none (springtool samples until it is within half a unit of rest).
public struct UIKitDecay: DecayModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: DecayInfo = .uikitScrollView

  /// WWDC18's projection: `x0 + (v0/1000)·r/(1 − r)`.
  ///
  /// - Parameter input: The release.
  /// - Returns: Where the projection puts the value.
  public static func projection(_ input: DecayInput) -> Double {
    let r = input.settings[.decelerationRate]
    return input.from + input.velocity / 1000 * r / (1 - r)
  }

  /// The closed form at exact frame times.
  ///
  /// - Parameter input: The release.
  /// - Returns: A run.
  /// - Throws: Nothing: every finite release is one this platform takes.
  public func makeRun(_ input: DecayInput) throws(MotionError) -> any EngineRun {
    Run(from: input.from, velocity: input.velocity, rate: input.settings[.decelerationRate])
  }

  /// `x0 − v0/(1000·ln r)`.
  ///
  /// - Parameter input: The release.
  /// - Returns: Where it rests.
  public func limit(_ input: DecayInput) -> Double? { input.from - input.velocity / (1000 * log(input.settings[.decelerationRate])) }

  struct Run: EngineRun {
    let from: Double, velocity: Double, rate: Double
    var notes: [PlatformNote] { [.documentedModel] }

    func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if i == 0 { return EngineFrame(value: from, velocity: velocity, ended: false) }
      let kept = pow(rate, 1000 * clock.seconds(i))
      return EngineFrame(value: from + velocity * (kept - 1) / (1000 * log(rate)), velocity: velocity * kept, ended: false)
    }
  }
}

extension PlatformNote {
  /// A model of documented behaviour, not of source code.
  static let documentedModel = PlatformNote(key: "documentedModel", text: "Apple's documented model (no source is public)")
}

extension UIKitDecay: DecayCodeWriter {
  /// A scroll view's rate, and WWDC18's projection of where the release comes to rest.
  func code(_ input: DecayInput) -> CodeDraft {
    let n = CodeNumber.readable, r = input.settings[.decelerationRate], v = input.velocity
    var draft = CodeDraft()
    draft.parameter("decelerationRate", r); draft.parameter("initialVelocity", v)
    let rate = r == 0.998 ? ".normal" : r == 0.99 ? ".fast" : "UIScrollView.DecelerationRate(rawValue: \(n(r)))"
    draft.lines = [
      "scrollView.decelerationRate = \(rate) // the velocity kept per millisecond",
      "// A release at \(n(v)) pt/s (UIPanGestureRecognizer.velocity(in:)) from \(n(input.from)), projected as WWDC18's",
      "// \"Designing Fluid Interfaces\" does:",
      "func project(initialVelocity: CGFloat, decelerationRate: CGFloat) -> CGFloat {",
      "  (initialVelocity / 1000) * decelerationRate / (1 - decelerationRate)",
      "}",
      "let rest = \(n(input.from)) + project(initialVelocity: \(n(v)), decelerationRate: scrollView.decelerationRate.rawValue)",
    ]
    let projected = input.from + v / 1000 * r / (1 - r)
    if let exact = limit(input) {
      draft.notes.append(.decayRests(exact, how: "UIScrollView's closed form; the projection says \(NumberText.forPeopleRounded(projected))"))
    }
    return draft
  }
}
