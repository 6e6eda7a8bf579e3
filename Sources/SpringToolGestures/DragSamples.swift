/// A touch: translation samples `(t, dx, dy)` in seconds and points, from the touch's start.
public struct DragSamples: Sendable {
  /// The samples, in time order.
  public var samples: [(t: Double, dx: Double, dy: Double)]

  /// A touch from samples.
  ///
  /// - Parameter samples: The touch's samples in time order: time (seconds) and horizontal and vertical translation
  ///   (points).
  public init(_ samples: [(t: Double, dx: Double, dy: Double)]) { self.samples = samples }

  /// A summarised drag: the finger moves linearly to `(translation, translationY)` over
  /// `duration` (sampled at 120 Hz, as touches arrive on ProMotion displays; SwiftUI's sampler
  /// sees the last three). `duration` is capped so the touch has at most 10^6 samples.
  ///
  /// - Parameters:
  ///   - translation: The horizontal translation at release, in points.
  ///   - translationY: The vertical translation at release, in points.
  ///   - duration: How long the finger moves, in seconds (> 0).
  public static func linear(translation: Double, translationY: Double = 0, duration: Double = 0.2) -> DragSamples {
    let count = max(min(Int((min(duration, 1e6) * 120).rounded(.up)), 1_000_000), 1)
    return DragSamples(
      (0...count).map { i in
        let f = Double(i) / Double(count)
        return (duration * f, translation * f, translationY * f)
      })
  }

  /// When the finger lifts.
  public var end: Double { samples.last?.t ?? 0 }
  /// The horizontal translation at release.
  public var translation: Double { samples.last?.dx ?? 0 }

  /// The horizontal translation at `t`, linear between samples.
  ///
  /// - Parameter t: The time since the touch began, in seconds.
  public func translation(at t: Double) -> Double {
    guard let first = samples.first else { return 0 }
    if t <= first.t { return first.dx }
    var lo = 0, hi = samples.count - 1
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if samples[mid].t <= t { lo = mid } else { hi = mid }
    }
    if t >= samples[hi].t { return samples[hi].dx }
    let (a, b) = (samples[lo], samples[hi])
    return b.t > a.t ? a.dx + (b.dx - a.dx) * (t - a.t) / (b.t - a.t) : b.dx
  }

  /// SwiftUI's velocity at release (the sampler over every sample).
  public var velocity: Double {
    var sampler = VelocitySampler()
    for s in samples { sampler.add(s.dx, at: s.t) }
    return sampler.velocity
  }
}
