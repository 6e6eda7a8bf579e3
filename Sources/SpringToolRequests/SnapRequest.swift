import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms
import SpringToolReports
import _SpringToolSupport

/// `snap`: a release among snap points on one platform or all, read from parameters (`points`,
/// `from`, `velocity`, `engine`, the spring options, `deceleration-rate`, `density`, `fps`).
package struct SnapRequest: Sendable {
  /// The platforms' snap models.
  package var models: [any SnapModel]
  /// The release and the points.
  package var input: SnapInput
  /// The frame rate, frames per second.
  package var framesPerSecond: Double

  /// The request the parameters make.
  ///
  /// - Parameter values: The parameters.
  /// - Throws: ``ParameterProblem`` naming the parameter that is missing or out of range.
  package init(_ values: some ParameterValues) throws(ParameterProblem) {
    guard let text = values.string(Self.points.key) else { throw .usage("give \(key: Self.points.key, placeholder: "A,B,…"): the snap points") }
    var points: [Double] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let x = Double(part.trimmed()), x.isFinite else {
        throw .usage("invalid value '\(part.prefix(80))' for \(key: Self.points.key): expected finite numbers separated by commas")
      }
      points.append(x)
    }
    guard points.count <= 10_000 else { throw .usage("\(key: Self.points.key) takes at most 10000 points") }
    guard Set(points).count == points.count else { throw .usage("\(key: Self.points.key) has a point twice") }
    // Gaps and projections stay finite: every point, start and velocity within ±1e15.
    let from = try values.number(Self.from), velocity = try values.velocity() ?? Self.velocity.defaultNumber ?? 0
    for (key, x) in [(Self.points.key, points.map(abs).max() ?? 0), (Self.from.key, abs(from)), (Self.velocity.key, abs(velocity))] where x > 1e15 {
      throw .usage("\(key: key) must be within ±1e15")
    }
    let request = try SpringInput.springRequest(values)
    let spring = request.isEmpty ? nil : try SpringInput.specification(request)
    var settings = EngineSettings()
    for setting in Self.settings {
      guard let given = values.string(setting.key) else { continue }
      do throws(EngineSetting.Problem) { try settings.set(setting, text: given) } catch { throw RecipeInput.refusal(setting, given, error) }
    }
    models = SnapModels.all
    if let name = values.string(Self.engine.key) {
      guard let model = SnapModels.named(name) else {
        throw .usage("no snap model for '\(name.prefix(80))' yet: expected \(Words.list(SnapModels.all.map(\.info.engine)))")
      }
      models = [model]
    }
    input = SnapInput(points: points, from: from, velocity: velocity, spring: spring, settings: settings)
    framesPerSecond = try RecipeInput.frameRate(values)
  }

  /// The report: each platform's pick, hand-off, end and overshoot, and its frames.
  ///
  /// - Throws: ``ParameterProblem`` (a failure) when an engine cannot run the spring.
  package func report() throws(ParameterProblem) -> Report {
    do throws(MotionError) {
      var snaps: [SnapMotion] = []
      for model in models { snaps.append(try SnapMotion(model: model, input: input, framesPerSecond: framesPerSecond)) }
      return try SnapReport.make(snaps, framesPerSecond: framesPerSecond)
    } catch {
      throw .failure("\(error.description)")
    }
  }
}
