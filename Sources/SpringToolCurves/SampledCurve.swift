import SpringToolCore

/// A curve known only by its samples (a file) as a ``MotionCurve``: values between samples by
/// cubic Hermite interpolation with the velocities (linear without them), the first and last
/// samples held outside the range; settling and overshoot estimated from the samples.
public struct SampledCurve: MotionCurve {
  /// The samples.
  public let curve: Curve

  /// A curve over `curve`'s samples.
  ///
  /// - Parameter curve: The samples.
  public init(_ curve: Curve) { self.curve = curve }

  /// The first value (or the metadata's `from`).
  public var startValue: Double { curve.number("from") ?? curve.values.first ?? 0 }
  /// The metadata's `to`, or the last value.
  public var restValue: Double { curve.number("to") ?? curve.values.last ?? 0 }
  /// `|rest − start|`.
  public var bandScale: Double { abs(restValue - startValue) }
  /// It ends at its last sample.
  public var ending: MotionEnding { .finishes(at: curve.times.last ?? 0, rule: .lastSample) }

  /// Interpolated states (held at the ends outside the sampled range).
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - body: Called with each sample's index, time (seconds) and state, in order, as it is computed.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func sample(_ times: SampleTimes, _ body: (Int, Double, SpringState) -> Void) throws(MotionError) {
    for i in 0..<times.count {
      let t = times.time(i)
      let clamped = min(max(t, curve.times.first ?? t), curve.times.last ?? t)
      let value = curve.interpolatedValue(at: clamped) ?? curve.values.first ?? 0
      let velocity = t == clamped ? (curve.interpolatedVelocity(at: clamped) ?? 0) : 0
      body(i, t, SpringState(value: value, velocity: velocity))
    }
  }

  /// Settling and overshoot from the samples (``SampledFigures``).
  ///
  /// - Parameter epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0,
  ///   1); 0.001 is ±0.1 %.
  /// - Returns: The settling time (nil when it never settles) and the peak overshoot, each with how it was found.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func figures(epsilon: Double) throws(MotionError) -> MotionFigures {
    let f = SampledFigures(curve, from: startValue, to: restValue, epsilon: epsilon)
    let direction: Double = restValue >= startValue ? 1 : -1
    let peak = curve.values.indices.max { direction * curve.values[$0] < direction * curve.values[$1] }
    let extremum = peak.flatMap { i -> MotionShape.Extremum? in
      let beyond = direction * (curve.values[i] - restValue)
      guard beyond > 0 else { return nil }
      return MotionShape.Extremum(
        time: curve.times[i], value: curve.values[i], distance: beyond,
        fractionOfTravel: bandScale > 0 ? beyond / bandScale : nil)
    }
    return MotionFigures(settlingTime: f.settlingTime, settlingRule: .sampled, peakOvershoot: extremum, epsilon: epsilon)
  }
}
