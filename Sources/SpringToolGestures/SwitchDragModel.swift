import SpringToolCore

/// The drag-to-snap switch: how a touch is recognised, what the release decides, and the knob's
/// trajectory from the touch until it rests.
public struct SwitchDragModel: Sendable {
  /// The switch's geometry (positions from 0, off, to ``SwitchGeometry/travel``, on).
  public var geometry: SwitchGeometry
  /// The decision rule.
  public var policy: SwitchPolicy
  /// DragGesture's minimumDistance, points (measured in 2-D).
  public var minimumDistance = 10.0
  /// The momentum projection's deceleration per millisecond (projected policy).
  public var decelerationRate = Momentum.normalDecelerationRate
  /// Inside a vertical scroll view, which takes touches moving more vertically.
  public var inScrollView = false
  /// Past the ends the knob rubber-bands (c = 0.55 over the knob's size) instead of stopping
  /// (careful policies; the published code clamps relative to the start).
  public var rubberBand = false
  /// While dragging, the knob follows the finger through this spring (SwiftUI's
  /// `.interactiveSpring()`: response 0.15, damping 0.86); nil: it follows directly.
  public var followSpring: Spring?
  /// The spring that snaps the knob to its end on release.
  public var releaseSpring: Spring
  /// The knob's velocity when the finger lifts.
  public var releaseVelocity: ReleaseVelocity
  /// What a short touch does.
  public var tap: TapBehavior

  /// The release spring of the article's switch and springtool's default: `spring(response: 0.25, dampingFraction: 0.7)`.
  public static let defaultReleaseSpring = try! Spring(response: 0.25, dampingRatio: 0.7)
  /// SwiftUI's `.interactiveSpring()`: response 0.15, damping 0.86.
  public static let interactiveFollowSpring = try! Spring(response: 0.15, dampingRatio: 0.86)

  /// A model with the policy's own defaults (geometry, release velocity, tap).
  ///
  /// - Parameters:
  ///   - policy: How the release is decided.
  ///   - releaseSpring: The spring the knob snaps with.
  public init(policy: SwitchPolicy = .projected, releaseSpring: Spring = SwitchDragModel.defaultReleaseSpring) {
    self.policy = policy
    geometry = policy.defaultGeometry
    self.releaseSpring = releaseSpring
    releaseVelocity = policy.defaultReleaseVelocity
    tap = policy.defaultTap
  }

  /// What happened to a touch.
  public struct Decision: Sendable, Hashable {
    /// How the touch was recognised.
    public let recognition: GestureRecognition
    /// The state before and after.
    public let startedOn: Bool, isOn: Bool
    /// When the finger lifted, seconds from the touch.
    public let releaseTime: Double
    /// When the drag was recognised (the minimum distance reached), if it was.
    public let recognitionTime: Double?
    /// The knob's position at release as drawn (outside 0…travel when it left the track).
    public let releaseOffset: Double
    /// The finger's velocity at release (SwiftUI's sampler), points per second.
    public let fingerVelocity: Double
    /// Where the momentum projection puts the knob (projected policy).
    public let projectedOffset: Double
    /// Why.
    public let reason: DecisionReason

    /// Whether the knob moves at all (false for an untouched switch or a scroll).
    public var moves: Bool { recognition == .drag || (recognition == .tap && startedOn != isOn) }
  }

  /// Why a decision came out as it did (the caller words it).
  public enum DecisionReason: Sendable, Hashable {
    /// A touch shorter than the minimum distance: a tap, which toggles.
    case tap(minimumDistance: Double)
    /// A touch shorter than the minimum distance with no tap handler: nothing happens.
    case untouched(minimumDistance: Double)
    /// The touch moved more vertically: the scroll view took it.
    case scroll
    /// Released at `release` moving `velocity`, projected to `projected`; compared with `midpoint`.
    case projected(release: Double, velocity: Double, projected: Double, midpoint: Double)
    /// Released at `release`; compared with `midpoint`.
    case position(release: Double, midpoint: Double)
    /// `translation + translation` compared with `threshold` (the translation counted twice).
    case naive(translation: Double, threshold: Double)
    /// The article's `dragOffset + translation.width > maxOffset/2`.
    case published(dragOffset: Double, translation: Double, threshold: Double)
  }

  /// The knob's position the finger asks for at translation `dx` from a start position.
  func fingerOffset(start: Double, dx: Double) -> Double {
    let travel = geometry.travel
    if policy == .published { return start + min(max(dx, -travel / 2), travel / 2) }
    let raw = start + dx
    return rubberBand ? RubberBand.apply(raw, range: 0...travel, dimension: geometry.knob) : min(max(raw, 0), travel)
  }

  /// The decision for a touch from `startOn` (`fingerVelocity` overrides the sampler's).
  ///
  /// - Parameters:
  ///   - startOn: Whether the switch is on when the touch begins.
  ///   - gesture: The finger's samples (time, horizontal and vertical translation).
  ///   - override: The finger's release velocity, points per second (nil: SwiftUI's velocity sampler over the samples).
  public func decide(startOn: Bool, gesture: DragSamples, fingerVelocity override: Double? = nil) -> Decision {
    let travel = geometry.travel, start = startOn ? travel : 0
    let recognition = GestureRecognition.classify(gesture.samples, minimumDistance: minimumDistance, inScrollView: inScrollView)
    let recognized = gesture.samples.first { ($0.dx * $0.dx + $0.dy * $0.dy).squareRoot() >= minimumDistance }?.t
    let velocity = override ?? gesture.velocity
    func decision(_ isOn: Bool, _ release: Double, _ projected: Double, _ reason: DecisionReason) -> Decision {
      Decision(
        recognition: recognition, startedOn: startOn, isOn: isOn, releaseTime: gesture.end, recognitionTime: recognized,
        releaseOffset: release, fingerVelocity: recognition == .drag ? velocity : 0, projectedOffset: projected, reason: reason)
    }
    switch recognition {
    case .tap where tap == .toggle: return decision(!startOn, start, start, .tap(minimumDistance: minimumDistance))
    case .tap: return decision(startOn, start, start, .untouched(minimumDistance: minimumDistance))
    case .scroll: return decision(startOn, start, start, .scroll)
    case .drag: break
    }
    let t = gesture.translation
    let release = fingerOffset(start: start, dx: t)
    let projected = min(max(Momentum.project(release, velocity: velocity, decelerationRate: decelerationRate), 0), travel)
    switch policy {
    case .projected:
      return decision(
        projected > travel / 2, release, projected,
        .projected(release: release, velocity: velocity, projected: projected, midpoint: travel / 2))
    case .position:
      return decision(release > travel / 2, release, projected, .position(release: release, midpoint: travel / 2))
    case .naive:
      return decision(t + t > travel / 2, release, projected, .naive(translation: t, threshold: travel / 2))
    case .published:
      let maxOffset = travel / 2, dragOffset = min(max(t, -maxOffset), maxOffset)
      return decision(
        dragOffset + t > maxOffset / 2, release, projected,
        .published(dragOffset: dragOffset, translation: t, threshold: maxOffset / 2))
    }
  }

  /// The knob's whole motion: it rests at its start until the drag is recognised (SwiftUI's
  /// translation then includes the minimum distance, so the knob jumps by it), follows the
  /// finger (clamped, rubber-banded, the published clamp relative to the start, or through
  /// ``followSpring``), and springs to its end from where it is drawn at release, with the
  /// finger's velocity or from rest (``releaseVelocity``). A tap springs from the start when the
  /// finger lifts; an untouched switch or a scroll does not move.
  ///
  /// - Parameters:
  ///   - decision: The decision for the gesture.
  ///   - gesture: The finger's samples (time, horizontal and vertical translation).
  /// - Throws: ``SpringError`` naming the parameter, its value and the rule it breaks.
  public func trajectory(_ decision: Decision, gesture: DragSamples) throws(SpringError) -> KnobTrajectory {
    let travel = geometry.travel, start = decision.startedOn ? travel : 0, end = decision.isOn ? travel : 0
    let release = decision.releaseTime
    guard decision.recognition == .drag, let recognized = decision.recognitionTime else {
      let pieces =
        decision.moves && release > 0
        ? [TargetPiece(start: 0, target: start, spring: releaseSpring), TargetPiece(start: release, target: end, spring: releaseSpring)]
        : [TargetPiece(start: 0, target: decision.moves ? end : start, spring: releaseSpring)]
      return KnobTrajectory(
        geometry: geometry, releaseTime: release, drag: nil,
        motion: try PiecewiseMotion(from: start, pieces: pieces), motionStart: 0, end: end)
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
      return KnobTrajectory(
        geometry: geometry, releaseTime: release, drag: nil,
        motion: try PiecewiseMotion(from: start, pieces: pieces), motionStart: 0, end: end)
    }
    let model = self
    let drag: @Sendable (Double) -> (Double, Double) = { t in
      guard t >= recognized else { return (start, 0) }
      let h = 1e-6
      let x = model.fingerOffset(start: start, dx: gesture.translation(at: t))
      let before = model.fingerOffset(start: start, dx: gesture.translation(at: t - h))
      return (x, (x - before) / h)
    }
    let pinned =
      policy == .published
      ? abs(gesture.translation) >= travel / 2
      : !rubberBand && (decision.releaseOffset <= 0 || decision.releaseOffset >= travel)
    let velocity = releaseVelocity == .zero || pinned ? 0 : decision.fingerVelocity
    let motion = try PiecewiseMotion(
      from: decision.releaseOffset, initialVelocity: velocity,
      pieces: [TargetPiece(start: 0, target: end, spring: releaseSpring)])
    let dragPositions = gesture.samples.filter { $0.t >= recognized }.map { fingerOffset(start: start, dx: $0.dx) }
    return KnobTrajectory(
      geometry: geometry, releaseTime: release, drag: drag, motion: motion, motionStart: release, end: end,
      dragRange: (dragPositions + [start]).min().map { ($0, (dragPositions + [start]).max()!) })
  }
}
