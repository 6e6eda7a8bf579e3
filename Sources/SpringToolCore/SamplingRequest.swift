import _SpringToolSupport

/// Sample times as a caller asks for them (`--duration`, `--fps`, `--dt`, `--samples`), resolved
/// against a curve's natural duration.
///
///     fps F (default 60)     t_i = i/F
///     dt S                   t_i = i·S
///     samples N              N points from 0 to T inclusive, t_i = i·T/(N − 1)
///
/// Without a duration the grid covers the curve's natural duration (its settling time, rounded up
/// to a whole frame; `--samples` rounds to 60 fps frames; an easing's or an engine's end exactly).
public struct SamplingRequest: Sendable, Hashable {
  /// Seconds to sample (> 0), or nil for the natural duration.
  public var duration: Double?
  /// At most one of these.
  public var framesPerSecond: Double?, step: Double?, count: Int?

  /// The frame rate when none is given: 60 frames per second, every platform's default display rate.
  public static let defaultFramesPerSecond = 60.0

  /// A request.
  ///
  /// - Parameters:
  ///   - duration: The duration, in seconds (nil: the curve's own end).
  ///   - framesPerSecond: Frames per second, or nil.
  ///   - step: The time step, in seconds, or nil.
  ///   - count: The number of samples from 0 to the duration, or nil.
  public init(duration: Double? = nil, framesPerSecond: Double? = nil, step: Double? = nil, count: Int? = nil) {
    self.duration = duration
    self.framesPerSecond = framesPerSecond
    self.step = step
    self.count = count
  }

  /// Why the times cannot be made.
  public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Two spacings given.
    case contradict(String, String)
    /// A spacing or duration out of range, or too many samples.
    case invalid(String)
    /// The curve never ends and no duration was given.
    case neverEnds(NeverEndsReason)

    /// One line.
    public var description: String {
      switch self {
      case .contradict(let a, let b): "\(a) and \(b) contradict each other; give one"
      case .invalid(let text): text
      case .neverEnds(.undamped): "the spring is undamped (ζ = 0) and never settles; give a duration"
      case .neverEnds: "the motion does not end within the search limit; give a duration"
      }
    }
  }

  /// The spacing asked for (60 fps by default).
  ///
  /// - Throws: ``SamplingRequest/Problem`` when options contradict, the curve never ends and no duration is given, or the
  ///   grid is invalid.
  public func spacing() throws(Problem) -> SampleGrid.Spacing {
    let given = [("fps", framesPerSecond != nil), ("dt", step != nil), ("samples", count != nil)].filter(\.1).map(\.0)
    if given.count > 1 { throw .contradict(given[0], given[1]) }
    let spacing: SampleGrid.Spacing = count.map { .count($0) } ?? step.map { .step($0) } ?? .framesPerSecond(framesPerSecond ?? Self.defaultFramesPerSecond)
    do { _ = try SampleGrid(spacing, duration: 0) } catch { throw .invalid(error.description) }
    return spacing
  }

  /// The grid for a curve ending as `ending` (the natural duration when none was asked for).
  ///
  /// - Parameter ending: How the curve ends (its settling or end time, or never).
  /// - Throws: ``SamplingRequest/Problem`` when options contradict, the curve never ends and no duration is given, or the
  ///   grid is invalid.
  public func grid(for ending: MotionEnding) throws(Problem) -> SampleGrid {
    let spacing = try spacing()
    let length: Double
    if let duration {
      guard duration > 0 && duration.isFinite else { throw .invalid("the duration must be greater than 0 (got \(NumberText.text(duration)))") }
      length = duration
    } else {
      switch ending {
      case .settles(let t, _): length = Self.roundUpToFrame(t, spacing)
      case .finishes(let t, _): length = t > 0 ? t : Self.roundUpToFrame(t, spacing)
      case .never(let reason): throw .neverEnds(reason)
      }
    }
    do { return try SampleGrid(spacing, duration: length) } catch { throw .invalid(error.description) }
  }

  /// Rounds a time up to a whole frame of the spacing (at least one frame); `count` uses 60 fps frames.
  ///
  /// - Parameters:
  ///   - t: The time to round, in seconds.
  ///   - spacing: The spacing whose frames the time is rounded to.
  /// - Returns: The time, in seconds, a whole number of frames (at least one).
  public static func roundUpToFrame(_ t: Double, _ spacing: SampleGrid.Spacing) -> Double {
    switch spacing {
    case .framesPerSecond(let fps): max(1, (t * fps).rounded(.up)) / fps
    case .step(let dt): max(1, (t / dt).rounded(.up)) * dt
    case .count: max(1, (t * 60).rounded(.up)) / 60
    }
  }
}
