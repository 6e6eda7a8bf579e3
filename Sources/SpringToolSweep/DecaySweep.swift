import SpringToolCore
import SpringToolPlatforms
import _SpringToolSupport

/// A fling's figure over a grid of two release parameters: where it comes to rest, how far it
/// travels, or when its platform's rule stops it, for each velocity or setting of one decay
/// model (UIScrollView's deceleration rate, Android's friction, Motion's power, …).
///
/// Each point is the release `base` with the two axes set, run on `model` as `analyze --decay`
/// runs it: a model with frames is rendered at `framesPerSecond` until its stop rule fires (the
/// rest is that frame's value), searched for ``searchLimit`` of simulated time (a point that has
/// not stopped by then has no end, and no rest unless the model has a closed-form limit, which
/// bounds a grid's work); `closedForm` takes the model's
/// limit instead (UIScrollView's documented `x0 − v/(1000·ln r)`, springtool's exact row), which
/// has no end.
public struct DecaySweep: SweepGrid {
  /// What is computed at each point.
  public enum Figure: String, Sendable, CaseIterable {
    /// Where the fling comes to rest, value units.
    case rest
    /// How far it travels, rest − from, value units.
    case distance
    /// When the platform's rule stops it, seconds (none for the closed form, or past an hour).
    case end

    /// The figure's unit.
    public var unit: String { self == .end ? "s" : "value units" }
  }

  /// The axis across (columns) and the axis down (rows): `velocity` or a number setting of the model.
  public let x: SweepAxis, y: SweepAxis
  /// The platform's decay model.
  public let model: any DecayModel
  /// The release the axes vary: its start, velocity (value units per second) and settings.
  public let base: DecayInput
  /// The figure computed.
  public let figure: Figure
  /// The frame rate the model runs at, frames per second.
  public let framesPerSecond: Double
  /// Whether the model's closed-form limit stands in for its frames (exact).
  public let closedForm: Bool
  /// How long each point's fling is run to find its stop, seconds of simulated time.
  public static let searchLimit = 60.0
  /// The most points of a grid run frame by frame (the closed form takes ``SweepAxis/maximumCount``).
  public static let maximumFramePoints = 100_000

  /// The settings the axes set (nil for the velocity and the start), looked up once.
  private let xSetting: EngineSetting?, ySetting: EngineSetting?

  /// Why a decay sweep cannot be set up.
  public enum SweepError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Both axes vary the same parameter.
    case sameParameter
    /// An axis is neither the velocity nor a number setting of the model.
    case notAParameter(String, model: String)
    /// A corner of the grid is a release the model refuses (a setting outside its rule, a start outside the bounds).
    case corner(String)
    /// More points than a model run frame by frame takes.
    case tooManyPoints(Int)

    /// One line, with the library's names.
    public var description: String {
      switch self {
      case .sameParameter: "the two axes must be different parameters"
      case .notAParameter(let key, let model): "\(key) is not a number \(model) reads"
      case .corner(let text): text
      case .tooManyPoints(let n): "\(n) points: a platform's model is run frame by frame, at most \(DecaySweep.maximumFramePoints) points"
      }
    }
  }

  /// The parameters a decay sweep can take as an axis on `model`: the velocity and its number settings.
  ///
  /// - Parameter model: The decay model.
  /// - Returns: The axis parameters, velocity first.
  public static func parameters(_ model: any DecayModel) -> [SweepParameter] {
    [.velocity] + model.info.settings.filter(\.isNumber).map { SweepParameter(key: $0.key) }
  }

  /// A sweep of `figure` over `x` × `y` on `model`, the release held at `base` elsewhere.
  ///
  /// - Parameters:
  ///   - x: The x axis (``parameters(_:)``).
  ///   - y: The y axis.
  ///   - model: The decay model.
  ///   - base: The release: start (value units), velocity (value units per second) and settings.
  ///   - figure: The figure.
  ///   - framesPerSecond: The frame rate (> 0).
  ///   - closedForm: Take the model's closed-form limit (exact) instead of its frames.
  /// - Throws: ``SweepError`` for axes that are not the model's, or a corner the model refuses (each setting's rule
  ///   and the bounds are intervals, so valid corners make every point valid).
  public init(
    x: SweepAxis, y: SweepAxis, model: any DecayModel, base: DecayInput, figure: Figure, framesPerSecond: Double = 60,
    closedForm: Bool = false
  ) throws(SweepError) {
    guard x.parameter != y.parameter else { throw .sameParameter }
    guard closedForm || x.count * y.count <= Self.maximumFramePoints else { throw .tooManyPoints(x.count * y.count) }
    let allowed = Self.parameters(model)
    for axis in [x, y] where !allowed.contains(axis.parameter) { throw .notAParameter(axis.parameter.rawValue, model: model.info.id) }
    (self.x, self.y, self.model, self.base, self.figure) = (x, y, model, base, figure)
    (self.framesPerSecond, self.closedForm) = (framesPerSecond, closedForm)
    (xSetting, ySetting) = (model.info.settings.first { $0.key == x.parameter.rawValue }, model.info.settings.first { $0.key == y.parameter.rawValue })
    for a in [x.start, x.end] {
      for b in [y.start, y.end] {
        let place = "at \(x.parameter) \(NumberText.forPeople(a)), \(y.parameter) \(NumberText.forPeople(b))"
        guard let input = input(a, b) else { throw .corner("\(place): a setting breaks its rule") }
        do throws(MotionError) { _ = try model.makeRun(input) } catch { throw .corner("\(place): \(error.description)") }
      }
    }
  }

  /// The release at one grid point, nil where an axis's setting breaks its rule.
  ///
  /// - Parameters:
  ///   - a: The x axis's value.
  ///   - b: The y axis's value.
  public func input(_ a: Double, _ b: Double) -> DecayInput? {
    var input = base
    for (parameter, setting, value) in [(x.parameter, xSetting, a), (y.parameter, ySetting, b)] {
      if let setting {
        guard setting.admits(value) else { return nil }
        input.settings[setting] = value
      } else if parameter == .velocity {
        input.velocity = value
      }
    }
    return input
  }

  /// The figure at one grid point (NaN where it does not exist: a refused release, no end).
  ///
  /// - Parameters:
  ///   - a: The x axis's value.
  ///   - b: The y axis's value.
  public func value(_ a: Double, _ b: Double) -> Double {
    guard let input = input(a, b) else { return .nan }
    if closedForm {
      guard figure != .end, let rest = model.limit(input) else { return figure == .end ? .nan : figure == .rest ? input.from : 0 }
      return figure == .rest ? rest : rest - input.from
    }
    do throws(MotionError) {
      guard let end = try model.end(input, framesPerSecond: framesPerSecond, limit: Self.searchLimit) else {
        // No stop within the limit: a model without a stop rule rests at its limit, as analyze says; else no figure.
        guard figure != .end, let rest = model.limit(input) else { return .nan }
        return figure == .rest ? rest : rest - input.from
      }
      if figure == .end { return end.time }
      let rest = try model.render(input, clock: .rate(framesPerSecond), frames: end.frame + 1).values.last ?? input.from
      return figure == .rest ? rest : rest - input.from
    } catch { return .nan }
  }

  /// The figure at every point, row-major (`values[j·x.count + i]`), rows handed to `completed` in order as they finish.
  ///
  /// - Parameters:
  ///   - threads: The number of worker threads (≥ 1; at most one per row is used).
  ///   - completed: Called on the caller's thread with each range of finished rows and their values, in order.
  public func run(threads: Int, completed: (Range<Int>, UnsafeBufferPointer<Double>) -> Void) -> [Double] {
    let sweep = self
    return GridRun.run(
      columns: x.count, rows: y.count, threads: threads, state: {},
      value: { i, j, _ in
        sweep.value(sweep.x.value(i), sweep.y.value(j))
      }, completed: completed)
  }
}

extension DecaySweep {
  /// The figure's name (`--figure`).
  public var figureName: String { figure.rawValue }
  /// The figure's unit.
  public var figureUnit: String { figure.unit }
}
