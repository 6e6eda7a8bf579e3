import _SpringToolSupport

/// The sample times of a curve: a uniform grid from 0 that ends exactly at a duration.
///
/// Three ways to make one, matching the CLI's sampling options:
///
///     frames(perSecond: F, duration: T)   t_i = i/F            (i/F rounded once)
///     step(dt, duration: T)               t_i = i·dt
///     count(N, duration: T)               t_i = i·T/(N − 1),   N ≥ 2
///
/// The first time is 0 and the last is `duration` exactly. When `duration` is
/// not a whole number of steps (within 1e-9 of a step) one shorter final
/// interval is appended, so the grid is uniform except for that last interval.
public struct SampleGrid: Sendable, Hashable {
  /// How sample times are spaced.
  public enum Spacing: Sendable, Hashable {
    /// `F` samples per second: t_i = i/F.
    case framesPerSecond(Double)
    /// A fixed step in seconds: t_i = i·S.
    case step(Double)
    /// `N` samples from 0 to the duration inclusive: t_i = i·T/(N − 1).
    case count(Int)
  }

  /// How the times were specified.
  public let spacing: Spacing
  /// The last time, seconds.
  public let duration: Double
  /// Number of samples, including t = 0 and t = duration.
  public let count: Int
  /// The uniform step `h` between consecutive samples (except possibly the last).
  public let nominalStep: Double
  /// Number of samples on the uniform part of the grid (all but a short final one).
  public let uniformCount: Int

  /// The largest number of samples a grid may hold (10^7), to keep output and memory bounded.
  public static let maximumCount = 10_000_000

  /// Why a grid could not be made.
  public struct Invalid: Error, Sendable, CustomStringConvertible {
    /// Why, in one line.
    public let description: String
  }

  /// A grid with `spacing` over [0, `duration`] seconds (the last sample at or past the duration); throws ``SampleGrid/Invalid`` for a non-positive or non-finite spacing or duration, or more than ``SampleGrid/maximumCount`` samples.
  ///
  /// - Parameters:
  ///   - spacing: Frames per second, a step, or a count.
  ///   - duration: The duration, in seconds (> 0).
  /// - Throws: ``SampleGrid/Invalid`` for a spacing or duration that is not finite and positive, or more than
  ///   ``SampleGrid/maximumCount`` samples.
  public init(_ spacing: Spacing, duration: Double) throws(Invalid) {
    guard duration.isFinite && duration >= 0 else {
      throw Invalid(description: "duration must be a finite number of seconds ≥ 0 (got \(NumberText.text(duration)))")
    }
    self.spacing = spacing
    self.duration = duration
    let h: Double
    switch spacing {
    case .framesPerSecond(let fps):
      guard fps.isFinite && fps > 0 else { throw Invalid(description: "fps must be greater than 0 (got \(NumberText.text(fps)))") }
      h = 1 / fps
    case .step(let dt):
      guard dt.isFinite && dt > 0 else { throw Invalid(description: "dt must be greater than 0 (got \(NumberText.text(dt)))") }
      h = dt
    case .count(let n):
      guard n >= 2 else { throw Invalid(description: "samples must be at least 2 (got \(n))") }
      guard n <= SampleGrid.maximumCount else {
        throw Invalid(description: "samples must be at most \(SampleGrid.maximumCount) (got \(n))")
      }
      nominalStep = duration / Double(n - 1)
      // Times i·duration/(n − 1) must increase: a step of at least two units in the last place of
      // the duration keeps them apart (only a subnormal duration fails this).
      guard duration == 0 || nominalStep >= 2 * duration.ulp else {
        throw Invalid(
          description: "duration \(NumberText.forPeopleRounded(duration)) s is too short for \(n) samples: their times would not increase")
      }
      count = n
      uniformCount = n
      return
    }
    nominalStep = h
    let steps = duration / h
    guard steps < Double(SampleGrid.maximumCount) else {
      throw Invalid(
        description: "duration \(NumberText.forPeopleRounded(duration)) s at a step of \(NumberText.forPeopleRounded(h)) s needs "
          + "\(NumberText.forPeopleRounded(steps.rounded(.up))) samples; the limit is \(SampleGrid.maximumCount)"
      )
    }
    let whole = (steps + 1e-9).rounded(.down)
    let exact = abs(steps - whole) <= 1e-9
    uniformCount = Int(whole) + 1
    count = uniformCount + (exact ? 0 : 1)
  }

  /// The time of sample `i` (0 ≤ i < count), seconds.
  ///
  /// - Parameter i: The sample's index (0 ≤ i < count).
  @inlinable
  public func time(_ i: Int) -> Double {
    if i == count - 1 { return duration }
    switch spacing {
    case .framesPerSecond(let fps): return Double(i) / fps
    case .step(let dt): return Double(i) * dt
    case .count(let n): return Double(i) * duration / Double(n - 1)
    }
  }

  /// All sample times.
  public var times: [Double] { (0..<count).map(time) }
}
