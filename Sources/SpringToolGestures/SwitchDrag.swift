import Foundation
import SpringToolCore

/// The geometry of a custom switch: a knob sliding in a track (points).
public struct SwitchGeometry: Sendable, Hashable {
  public var trackWidth: Double
  public var trackHeight: Double
  public var knob: Double
  /// Inset of the knob from the track's ends; default `(trackHeight − knob)/2`.
  public var padding: Double

  /// The switch of the README: a 70×36 track with a 30 pt knob, 3 pt in from the ends.
  public init(trackWidth: Double = 70, trackHeight: Double = 36, knob: Double = 30, padding: Double? = nil) {
    self.trackWidth = trackWidth
    self.trackHeight = trackHeight
    self.knob = knob
    self.padding = padding ?? (trackHeight - knob) / 2
  }

  /// How far the knob travels from off (offset 0) to on: `trackWidth − knob − 2·padding` (34 pt).
  public var maxOffset: Double { trackWidth - knob - 2 * padding }

  /// Checks the geometry can hold a knob that moves.
  public func validate() throws(SpringError) {
    for (name, value) in [("track width", trackWidth), ("track height", trackHeight), ("knob", knob)]
    where !(value.isFinite && value > 0) {
      throw SpringError(parameter: name, value: value, rule: "must be greater than 0")
    }
    guard padding.isFinite && padding >= 0 else {
      throw SpringError(parameter: "padding", value: padding, rule: "must not be negative")
    }
    guard maxOffset > 0 else {
      throw SpringError(parameter: "track width", value: trackWidth, rule: "must exceed the knob plus twice the padding")
    }
  }
}

/// How a released drag decides between on and off.
public enum SwitchPolicy: String, Sendable, CaseIterable {
  /// Where the knob would come to rest after the flick (position + momentum projection) is
  /// past the midpoint. The default: a fast flick toggles even from a short drag.
  case projected
  /// Where the knob is at release is past the midpoint.
  case position
  /// The commonly published rule `dragOffset + translation > maxOffset/2`, where the stored
  /// `dragOffset` already is the translation: it counts the translation twice and ignores
  /// the state the drag started from (dragging an "on" switch 12 pt left turns it off).
  case naive
}

/// A touch: translation samples `(t, dx, dy)` in seconds and points, from the touch's start.
public struct DragSamples: Sendable {
  public var samples: [(t: Double, dx: Double, dy: Double)]

  public init(_ samples: [(t: Double, dx: Double, dy: Double)]) { self.samples = samples }

  /// A summarised drag: the finger moves linearly to `translation` over `duration` (sampled at
  /// 120 Hz, as touches arrive on ProMotion displays; SwiftUI's sampler sees the last three).
  public static func linear(translation: Double, translationY: Double = 0, duration: Double = 0.2) -> DragSamples {
    let count = max(Int((duration * 120).rounded(.up)), 1)
    return DragSamples((0...count).map { i in
      let f = Double(i) / Double(count)
      return (duration * f, translation * f, translationY * f)
    })
  }

  public var end: Double { samples.last?.t ?? 0 }
  public var translation: Double { samples.last?.dx ?? 0 }

  /// The horizontal translation at `t`, linear between samples.
  public func translation(at t: Double) -> Double {
    guard let first = samples.first else { return 0 }
    if t <= first.t { return first.dx }
    for (a, b) in zip(samples, samples.dropFirst()) where t <= b.t {
      return b.t > a.t ? a.dx + (b.dx - a.dx) * (t - a.t) / (b.t - a.t) : b.dx
    }
    return translation
  }

  /// SwiftUI's velocity at release (the sampler over every sample).
  public var velocity: Double {
    var sampler = VelocitySampler()
    for s in samples { sampler.add(s.dx, at: s.t) }
    return sampler.velocity
  }
}

/// The drag-to-snap switch: decision and knob trajectory.
public struct SwitchDragModel: Sendable {
  public var geometry = SwitchGeometry()
  public var policy = SwitchPolicy.projected
  public var minimumDistance = 10.0
  public var decelerationRate = Momentum.normalDecelerationRate
  public var inScrollView = false
  /// Past the ends the knob rubber-bands (c = 0.55 over the knob's size) instead of stopping.
  public var rubberBand = false
  /// While dragging, the knob follows the finger through this spring (SwiftUI's
  /// `.interactiveSpring()`: response 0.15, damping 0.86); nil: it follows directly.
  public var followSpring: Spring?
  /// The spring that snaps the knob to its end on release (response 0.25, damping 0.7).
  public var releaseSpring: Spring

  public init(releaseSpring: Spring) { self.releaseSpring = releaseSpring }

  /// What happened: how the touch was recognised, the decision and its reason.
  public struct Decision: Sendable {
    public let recognition: GestureRecognition
    public let startedOn: Bool
    public let isOn: Bool
    /// When the finger lifted, seconds from the touch.
    public let releaseTime: Double
    /// When the drag was recognised (minimumDistance reached), if it was.
    public let recognitionTime: Double?
    /// Knob offset at release (0 = off, maxOffset = on) as the finger left it.
    public let releaseOffset: Double
    /// The finger's velocity at release (SwiftUI's sampler), points per second.
    public let releaseVelocity: Double
    /// Where the momentum projection puts the knob (projected policy).
    public let projectedOffset: Double
    /// One sentence explaining the decision.
    public let reason: String
  }

  /// The knob offset the finger asks for at translation `dx` from `start`.
  func fingerOffset(start: Double, dx: Double) -> Double {
    let raw = start + dx
    return rubberBand ? Momentum.rubberBand(raw, range: 0...geometry.maxOffset, dimension: geometry.knob)
      : min(max(raw, 0), geometry.maxOffset)
  }

  public func decide(startOn: Bool, gesture: DragSamples, releaseVelocity overrideVelocity: Double? = nil) -> Decision {
    let max = geometry.maxOffset, start = startOn ? max : 0
    let recognition = GestureRecognition.classify(gesture.samples, minimumDistance: minimumDistance, inScrollView: inScrollView)
    let recognitionTime = gesture.samples.first {
      ($0.dx * $0.dx + $0.dy * $0.dy).squareRoot() >= minimumDistance
    }?.t
    let velocity = overrideVelocity ?? gesture.velocity
    let release = fingerOffset(start: start, dx: gesture.translation)
    let projected = min(Swift.max(Momentum.project(release, velocity: velocity, decelerationRate: decelerationRate), 0), max)
    let f = { (x: Double) in String(format: "%.4g", x) }
    switch recognition {
    case .tap:
      return Decision(recognition: .tap, startedOn: startOn, isOn: !startOn, releaseTime: gesture.end, recognitionTime: nil,
                      releaseOffset: start, releaseVelocity: 0, projectedOffset: start,
                      reason: "the finger moved less than \(f(minimumDistance)) pt: a tap, which toggles")
    case .scroll:
      return Decision(recognition: .scroll, startedOn: startOn, isOn: startOn, releaseTime: gesture.end,
                      recognitionTime: recognitionTime, releaseOffset: start, releaseVelocity: 0, projectedOffset: start,
                      reason: "the touch moved more vertically: the scroll view took it, the switch stays")
    case .drag:
      let isOn: Bool, reason: String
      switch policy {
      case .projected:
        isOn = projected > max / 2
        reason = "released at \(f(release)) pt moving \(f(velocity)) pt/s: projected to \(f(projected)) pt, "
          + "\(isOn ? "past" : "short of") the midpoint \(f(max / 2)) pt"
      case .position:
        isOn = release > max / 2
        reason = "released at \(f(release)) pt, \(isOn ? "past" : "short of") the midpoint \(f(max / 2)) pt"
      case .naive:
        let t = gesture.translation
        isOn = t + t > max / 2
        reason = "dragOffset + translation = \(f(t)) + \(f(t)) = \(f(2 * t)) \(isOn ? ">" : "≤") \(f(max / 2)) "
          + "(the translation counted twice, the start state ignored)"
      }
      return Decision(recognition: .drag, startedOn: startOn, isOn: isOn, releaseTime: gesture.end,
                      recognitionTime: recognitionTime, releaseOffset: release, releaseVelocity: velocity,
                      projectedOffset: projected, reason: reason)
    }
  }

  /// The knob's whole motion: it rests at its start until the drag is recognised (SwiftUI's
  /// translation then includes the minimum distance, so the knob jumps by it), follows the
  /// finger (exactly, clamped, or through `followSpring` toward targets moving linearly
  /// between samples), and springs to its end from the release with the knob's velocity.
  public func trajectory(_ decision: Decision, gesture: DragSamples) throws(SpringError) -> KnobTrajectory {
    let max = geometry.maxOffset, start = decision.startedOn ? max : 0, end = decision.isOn ? max : 0
    let band = 0.001 * max
    let release = decision.releaseTime
    guard decision.recognition == .drag, let recognized = decision.recognitionTime else {
      // A tap (or a scroll) springs from the start at the touch's end, with no drag phase.
      let pieces = release > 0
        ? [TargetPiece(start: 0, target: start, spring: releaseSpring), TargetPiece(start: release, target: end, spring: releaseSpring)]
        : [TargetPiece(start: 0, target: end, spring: releaseSpring)]
      return KnobTrajectory(releaseTime: release, drag: nil, motion: try PiecewiseMotion(from: start, pieces: pieces),
                            motionStart: 0, band: band)
    }
    if let follow = followSpring {
      var pieces = [TargetPiece(start: 0, target: start, spring: follow)]
      let points = gesture.samples.filter { $0.t >= recognized && $0.t <= release }
      for (a, b) in zip(points, points.dropFirst()) where b.t > a.t {
        let ta = fingerOffset(start: start, dx: a.dx), tb = fingerOffset(start: start, dx: b.dx)
        pieces.append(TargetPiece(start: a.t, target: ta, slope: (tb - ta) / (b.t - a.t), spring: follow))
      }
      if pieces.count == 1, let last = points.last, last.t > 0 {
        pieces.append(TargetPiece(start: last.t, target: fingerOffset(start: start, dx: last.dx), spring: follow))
      }
      if release > pieces[pieces.count - 1].start {
        pieces.append(TargetPiece(start: release, target: end, spring: releaseSpring))
      } else {
        pieces[pieces.count - 1] = TargetPiece(start: pieces[pieces.count - 1].start, target: end, spring: releaseSpring)
      }
      return KnobTrajectory(releaseTime: release, drag: nil, motion: try PiecewiseMotion(from: start, pieces: pieces),
                            motionStart: 0, band: band)
    }
    // Direct: the knob is the finger (clamped or rubber-banded) from recognition to release.
    let model = self
    let drag: @Sendable (Double) -> (Double, Double) = { t in
      guard t >= recognized else { return (start, 0) }
      let h = 1e-6
      let x = model.fingerOffset(start: start, dx: gesture.translation(at: t))
      let before = model.fingerOffset(start: start, dx: gesture.translation(at: t - h))
      return (x, (x - before) / h)
    }
    let pinned = !rubberBand && (decision.releaseOffset <= 0 || decision.releaseOffset >= max)
    let velocity = pinned ? 0 : decision.releaseVelocity
    let motion = try PiecewiseMotion(from: decision.releaseOffset, initialVelocity: velocity,
                                     pieces: [TargetPiece(start: 0, target: end, spring: releaseSpring)])
    return KnobTrajectory(releaseTime: release, drag: drag, motion: motion, motionStart: release, band: band)
  }
}

/// The knob's offset over time, before and after release.
public struct KnobTrajectory: Sendable {
  public let releaseTime: Double
  /// Before release with direct following: offset and velocity at t; nil when `motion` covers it.
  let drag: (@Sendable (Double) -> (Double, Double))?
  /// The spring motion (from t = `motionStart`).
  public let motion: PiecewiseMotion
  public let motionStart: Double
  /// Settling band: ±0.1 % of the knob's travel.
  public let band: Double

  /// Offset (points), velocity (points per second) and whether the finger is still down.
  public func state(at t: Double) -> (offset: Double, velocity: Double, dragging: Bool) {
    if let drag, t < releaseTime {
      let (x, v) = drag(t)
      return (x, v, true)
    }
    let s = motion.state(at: max(t - motionStart, 0))
    return (s.value, s.velocity, t < releaseTime)
  }

  /// When the knob last leaves ±0.1 % of its travel around its end, seconds from the touch.
  public var settleTime: Double { motionStart + motion.settlingTime(band: band) }
}
