import SpringToolCore
import _SpringToolSupport

/// The inverse of a fling: the release velocity that brings a decay to rest a given distance
/// from where it starts, on the model as it renders (its arithmetic, frame clock and stop rule),
/// found by bisection on the rest (``DecayReach/rest(_:input:framesPerSecond:)``), since most
/// platforms' rests have no closed form to invert (a stop threshold, Float, whole pixels, a
/// frame-rate-dependent velocity).
///
/// The answer is the smallest release (to 1e-12 of itself) whose rest lies at least the distance
/// away: where the rest moves in steps (Android's whole pixels), the step that first reaches it.
/// Where no release reaches it (a bound in the way, a model that does not move the value) it
/// says why.
public struct DecayReach: Sendable {
  /// The model.
  public let info: DecayInfo
  /// The distance asked for, value units (its sign is the direction).
  public let distance: Double
  /// The release velocity, value units per second (nil: no release reaches the distance).
  public let velocity: Double?
  /// Where that release rests, value units (nil with no velocity).
  public let rest: Double?
  /// Why no release reaches it (nil when one does).
  public let reason: String?

  /// The largest release tried, value units per second.
  public static let maximumVelocity = 1e9

  /// The release from `release.from` that rests `distance` away on `model`.
  ///
  /// - Parameters:
  ///   - model: The platform's decay model.
  ///   - release: Where the release starts, the model's settings (bounds, friction, …) and spring part; its velocity
  ///     is what is found.
  ///   - distance: The distance to travel, value units (its sign is the direction; finite).
  ///   - framesPerSecond: The frame rate (> 0).
  public init(_ model: any DecayModel, release: DecayInput, distance: Double, framesPerSecond: Double) {
    (info, self.distance) = (model.info, distance)
    let (from, settings) = (release.from, release.settings)
    func input(_ velocity: Double) -> DecayInput {
      var input = release
      input.velocity = velocity
      return input
    }
    let sign: Double = distance < 0 ? -1 : 1, target = abs(distance)
    func reach(_ v: Double) throws(MotionError) -> (covered: Double, rest: Double) {
      let rest = try Self.rest(model, input: input(sign * v), framesPerSecond: framesPerSecond)
      return (sign * (rest - from), rest)
    }
    guard target > 0 else { (velocity, rest, reason) = (0, from, nil); return }
    // A bound short of the distance stops every release there (a model that takes bounds stops at them).
    let bound = sign > 0 ? settings.given(.decayMaximum) : settings.given(.decayMinimum)
    if let bound, model.info.settings.contains(sign > 0 ? .decayMaximum : .decayMinimum), sign * (bound - from) < target {
      (velocity, rest) = (nil, nil)
      reason = "\(sign > 0 ? "--max" : "--min") \(NumberText.forPeople(bound)) is in the way: every release stops there"
      return
    }
    var (low, high) = (0.0, 1.0)
    var best: (covered: Double, rest: Double)
    do throws(MotionError) {
      best = try reach(high)
      while best.covered < target {
        guard high < Self.maximumVelocity else {
          (velocity, rest) = (nil, nil)
          if best.rest == from {
            // The model leaves any release where it is: its own notes say why.
            let notes = ((try? model.render(input(sign * high), clock: .rate(framesPerSecond), frames: 2).notes) ?? []).filter { $0.key != "clock" }
            reason = "no release moves it" + (notes.isEmpty ? "" : ": " + notes.map(\.description).joined(separator: "; "))
          } else {
            reason =
              "no release up to \(NumberText.forPeople(Self.maximumVelocity))/s goes that far (the farthest rests at "
              + "\(NumberText.forPeopleRounded(best.rest)))"
          }
          return
        }
        (low, high) = (high, high * 2)
        best = try reach(high)
      }
      while high - low > 1e-12 * high {
        let middle = low + (high - low) / 2
        guard middle > low && middle < high else { break }
        let tried = try reach(middle)
        if tried.covered >= target { (high, best) = (middle, tried) } else { low = middle }
      }
    } catch {
      (velocity, rest, reason) = (nil, nil, "the release that would go that far is refused: \(error)")
      return
    }
    (velocity, rest, reason) = (sign * high, best.rest, nil)
  }

  /// Where a release comes to rest on `model`: the value of the frame its stop rule fires on, or
  /// its closed-form limit for a model without one (UIScrollView's), else where it starts.
  ///
  /// - Parameters:
  ///   - model: The platform's decay model.
  ///   - input: The release.
  ///   - framesPerSecond: The frame rate (> 0).
  /// - Returns: The rest, value units.
  /// - Throws: ``MotionError`` from the model.
  public static func rest(_ model: any DecayModel, input: DecayInput, framesPerSecond: Double) throws(MotionError) -> Double {
    if let end = try model.end(input, framesPerSecond: framesPerSecond) {
      return try model.render(input, clock: .rate(framesPerSecond), frames: end.frame + 1).values.last ?? input.from
    }
    return model.limit(input) ?? input.from
  }
}
