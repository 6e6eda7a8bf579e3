import Foundation
import SpringToolCore
import _SpringToolSupport

/// A sampled curve: times, values and (optionally) velocities, with ordered metadata
/// saying what produced it (generator, spring, backend, tolerance, …).
public struct Curve: Sendable, Equatable {
  /// `key: value` pairs in file order.
  public var metadata: [(key: String, value: String)]
  /// Sample times in seconds, strictly increasing.
  public var times: [Double]
  /// Values at those times.
  public var values: [Double]
  /// Velocities (value units per second), if known.
  public var velocities: [Double]?

  /// A curve: `metadata` pairs, increasing `times` (seconds), `values` and optional `velocities` of the same length.
  ///
  /// - Parameters:
  ///   - metadata: Metadata pairs, in order (written as `# key: value` comments or JSON members).
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - values: The values, one per time, in value units.
  ///   - velocities: The velocities (value units per second), one per time, or nil.
  public init(metadata: [(key: String, value: String)] = [], times: [Double], values: [Double], velocities: [Double]? = nil) {
    self.metadata = metadata
    self.times = times
    self.values = values
    self.velocities = velocities
  }

  /// Equal when the samples and the metadata are equal.
  public static func == (a: Curve, b: Curve) -> Bool {
    a.times == b.times && a.values == b.values && a.velocities == b.velocities
      && a.metadata.map(\.key) == b.metadata.map(\.key) && a.metadata.map(\.value) == b.metadata.map(\.value)
  }

  /// The first metadata value for `key`.
  ///
  /// - Parameter key: The metadata key.
  public subscript(metadata key: String) -> String? {
    metadata.first { $0.key == key }?.value
  }

  /// A metadata value as a number (exact for numbers written by `Cell.format` or Python's `repr`).
  ///
  /// - Parameter key: The metadata key.
  public func number(_ key: String) -> Double? {
    self[metadata: key].flatMap { Double($0.trimmed()) }
  }

  /// The number of samples.
  public var count: Int { times.count }

  /// The value at `t` by cubic Hermite interpolation when velocities are known (exact to
  /// O(h⁴)), else linear; clamped to the ends. Nil outside [first, last] time.
  ///
  /// - Parameter t: The time, in seconds (within the samples' range).
  public func interpolatedValue(at t: Double) -> Double? {
    guard let first = times.first, let last = times.last, t >= first, t <= last else { return nil }
    let lo = SortedLookup.lastIndex(atOrBefore: t, in: times), hi = min(lo + 1, times.count - 1)
    if times[lo] == t || hi == lo { return values[lo] }
    let h = times[hi] - times[lo], s = (t - times[lo]) / h
    guard let v = velocities else { return values[lo] + (values[hi] - values[lo]) * s }
    let h00 = (1 + 2 * s) * (1 - s) * (1 - s), h10 = s * (1 - s) * (1 - s)
    let h01 = s * s * (3 - 2 * s), h11 = s * s * (s - 1)
    return h00 * values[lo] + h10 * h * v[lo] + h01 * values[hi] + h11 * h * v[hi]
  }
}
