/// SwiftUI's gesture velocity sampler (docs/reference/apple-springs.md §2.4; asserted against real
/// SwiftUI by OpenSwiftUI's dual tests).
///
/// It keeps the last three samples. With two, the velocity is the segment's slope; with
/// three it is `0.25 × (latest segment's slope) + 0.75 × (previous segment's slope)`. A
/// sample arriving less than `ulpOfOne` seconds after the previous one replaces it.
public struct VelocitySampler: Sendable, Hashable {
  private var samples: [(time: Double, value: Double)] = []

  /// An empty sampler.
  public init() {}

  /// Equal when the samples held are equal.
  public static func == (a: VelocitySampler, b: VelocitySampler) -> Bool {
    a.samples.map(\.time) == b.samples.map(\.time) && a.samples.map(\.value) == b.samples.map(\.value)
  }

  /// Hashes the samples held.
  public func hash(into hasher: inout Hasher) {
    for s in samples {
      hasher.combine(s.time)
      hasher.combine(s.value)
    }
  }

  /// Adds a sample: `value` (e.g. a translation in points) at `time` seconds.
  ///
  /// - Parameters:
  ///   - value: The value (a translation, in points).
  ///   - time: The sample's time, in seconds.
  public mutating func add(_ value: Double, at time: Double) {
    if let last = samples.last, time - last.time < Double.ulpOfOne {
      samples[samples.count - 1] = (time, value)
      return
    }
    samples.append((time, value))
    if samples.count > 3 { samples.removeFirst() }
  }

  /// The velocity, value units per second (0 with fewer than two samples).
  public var velocity: Double {
    guard samples.count >= 2 else { return 0 }
    func slope(_ a: (time: Double, value: Double), _ b: (time: Double, value: Double)) -> Double {
      (b.value - a.value) / (b.time - a.time)
    }
    let n = samples.count
    let latest = slope(samples[n - 2], samples[n - 1])
    guard n == 3 else { return latest }
    return 0.25 * latest + 0.75 * slope(samples[0], samples[1])
  }
}
