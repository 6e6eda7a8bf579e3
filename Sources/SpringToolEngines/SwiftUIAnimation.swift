import Foundation
import SpringToolCore

/// SwiftUI's `Animation.spring(response:dampingFraction:)` as it really runs
/// (reference/apple-springs.md §2.2, verified against an iOS 14 recording): not the
/// closed form, but a 300 Hz leapfrog (velocity-Verlet) integrator sampled at the
/// display's frames.
///
/// - k = min((2π/response)², 45000), c = 2√k·dampingFraction, mass 1.
/// - State: offset x, velocity v, force F, all starting at 0 (F does not start at k·target).
/// - Step (dt = 1/300 s): v½ = v + F·dt/2; x += v½·dt; F = k(target − x) − c·v½; v = v½ + F·dt/2.
/// - At a frame time τ the integrator steps while its clock is below τ (the clock carries
///   over, so it runs up to one step ahead); if more than 1 s passed since the last step,
///   the clock jumps to τ − 1/60.
/// - Removal: the animation snaps to its target and ends once |v| ≤ 0.06 and |F| ≤ 0.06
///   (value units) and |target − x| ≤ 1 % of the interval.
public struct SwiftUIAnimationSpring: Sendable, Hashable {
  public let response: Double
  public let dampingFraction: Double

  public init(response: Double, dampingFraction: Double) {
    self.response = response
    self.dampingFraction = dampingFraction
  }

  /// The largest stiffness Animation.spring integrates with.
  public static let maximumStiffness = 45_000.0

  /// The integrator's stiffness for a response: (2π/response)², at most 45000 (response ≥ 0.0296 s).
  public static func stiffness(response: Double) -> Double { min(pow(2 * .pi / response, 2), maximumStiffness) }

  /// The integrator's stiffness for this spring.
  public var stiffness: Double { Self.stiffness(response: response) }
  /// Whether the cap changes this spring (its (2π/response)² exceeds 45000).
  public var isStiffnessCapped: Bool { pow(2 * .pi / response, 2) > Self.maximumStiffness }
  public var damping: Double { 2 * stiffness.squareRoot() * dampingFraction }
  public static let step = 1.0 / 300.0

  /// One rendered frame.
  public struct Frame: Sendable, Hashable {
    public let time: Double
    public let offset: Double
    public let velocity: Double
    public let removed: Bool
  }

  /// Runs toward `interval` (the distance to travel) from offset 0 with `initialVelocity`
  /// (a merged animation's velocity; 0 for a fresh one), reporting the state at each frame time.
  ///
  /// `retargets` merge new animations in, as SwiftUI's `shouldMerge` does: at the first frame
  /// at or after each time the interval becomes the new one while offset, velocity, force and
  /// the step clock carry over (an iPhone recording of a retarget confirms this to 1e-6 pt,
  /// where resetting the clock would miss by up to 2 pt); a new response
  /// blends in over `blendDuration` (r = r_new + (r_old − r_new)·(1 − s(p)), s(p) = p²(3 − 2p)).
  public func run(interval: Double, initialVelocity: Double = 0, frameTimes: [Double],
                  retargets: [(time: Double, interval: Double, response: Double)] = [], blendDuration: Double = 0) -> [Frame] {
    var interval = interval
    var k = stiffness, c = damping
    let dt = SwiftUIAnimationSpring.step
    var x = 0.0, v = initialVelocity, force = 0.0, clock = 0.0
    var frames: [Frame] = []
    var removed = false
    var pending = retargets[...]
    var blend: (start: Double, from: Double, to: Double)?
    var currentResponse = response
    func coefficients(for r: Double) -> (Double, Double) {
      let kk = Self.stiffness(response: r)
      return (kk, 2 * kk.squareRoot() * dampingFraction)
    }
    for tau in frameTimes {
      while let next = pending.first, next.time <= tau {
        // Merge: the running state carries over; only the interval (and maybe the response) changes.
        pending = pending.dropFirst()
        removed = false
        interval = next.interval
        if next.response != currentResponse {
          if blendDuration > 0 { blend = (next.time, currentResponse, next.response) } else { (k, c) = coefficients(for: next.response) }
          currentResponse = next.response
        }
      }
      if removed {
        frames.append(Frame(time: tau, offset: interval, velocity: 0, removed: true))
        continue
      }
      if tau - clock > 1 { clock = tau - 1.0 / 60.0 }
      while clock < tau {
        if let b = blend {
          let p = min(max((clock - b.start) / blendDuration, 0), 1)
          let r = b.to + (b.from - b.to) * (1 - p * p * (3 - 2 * p))
          (k, c) = coefficients(for: r)
          if p >= 1 { blend = nil }
        }
        let half = v + force * dt / 2
        x += half * dt
        force = k * (interval - x) - c * half
        v = half + force * dt / 2
        clock += dt
      }
      if abs(v) <= 0.06 && abs(force) <= 0.06 && (interval == 0 || abs(interval - x) <= 0.01 * abs(interval)) && tau > 0 {
        removed = true
        (x, v, force) = (interval, 0, 0)
        frames.append(Frame(time: tau, offset: interval, velocity: 0, removed: true))
      } else {
        frames.append(Frame(time: tau, offset: x, velocity: v, removed: false))
      }
    }
    return frames
  }
}
