import SpringToolCore
import SpringToolPlatforms
import SpringToolScenes
import _SpringToolSupport

/// Reading a spring, a scene and a motion from parameter values: the rules every request that
/// takes a spring shares (one family, a scene's spring when none is given, from/to/velocity).
package enum SpringInput {
  /// The spring numbers given, each read by its row of the spring parameters table (a number,
  /// or one of the row's names), in the fields' order so the first bad one is reported.
  /// - Throws: ``ParameterProblem`` naming the first value that is not a number or a name.
  package static func springRequest(_ values: some ParameterValues) throws(ParameterProblem) -> SpringRequest {
    var r = SpringRequest()
    for row in SpringParameter.all where row.field != .preset {
      guard let text = values.string(row.key) else { continue }
      r[number: row.field] = try number(text, row)
    }
    r.preset = values.string(SpringParameter.row(.preset).key)
    return r
  }

  /// A spring number's text as `row` reads it: a number, or one of the row's names (Android's constants).
  /// - Throws: ``ParameterProblem`` naming the row's key when it is neither.
  static func number(_ text: String, _ row: SpringParameter) throws(ParameterProblem) -> Double {
    if let named = row.namedValue(text) { return named }
    return try ParameterList.number(text, row.key)
  }

  /// The specification a request makes.
  /// - Throws: ``ParameterProblem`` naming the fields at fault.
  package static func specification(_ request: SpringRequest) throws(ParameterProblem) -> SpringSpecification {
    do throws(SpringRequest.Problem) { return try request.specification() } catch {
      guard case .invalid(let e) = error, let field = field(named: e.parameter, in: request) else { throw ParameterProblem(error) }
      // A number out of range: the problem is about the value given for it (the control to mark).
      throw ParameterProblem(.usage, ParameterProblem(error).message + "\(about: ParameterProblem.key(field))")
    }
  }

  /// The given field a spring error's parameter (`damping ratio`) names, else the first field given.
  static func field(named parameter: String, in request: SpringRequest) -> SpringRequest.Field? {
    let spaced = { (field: SpringRequest.Field) in
      field.rawValue.reduce(into: "") { out, c in out += c.isUppercase ? " " + c.lowercased() : String(c) }
    }
    return request.givenFields.first { spaced($0) == parameter } ?? request.givenFields.first
  }

  /// The specification the spring values make, or when none is given, the scene's spring.
  package static func specification(_ values: some ParameterValues) throws(ParameterProblem) -> SpringSpecification {
    try specification(sceneSpringRequest(values))
  }

  /// `scene`'s settings: `ios` and every `set` (`KEY=VALUE`), each checked against the scene's assumptions.
  package static func sceneSettings(_ values: some ParameterValues, for scene: Scene) throws(ParameterProblem) -> SceneSettings {
    var settings = SceneSettings()
    settings.reverse = values.flag(Self.reverseParameter.key)
    if let ios = try values.int(Self.iosParameter.key) {
      guard (13...30).contains(ios) else { throw .usage("\(key: Self.iosParameter.key) must be an iOS major version from 13 to 30") }
      settings.iOS = ios
    }
    for text in values.values(for: Self.assumptionParameter.key) {
      let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let key = parts.first, scene.assumptionKeys.contains(key) else {
        let keys =
          scene.assumptionKeys.isEmpty
          ? "it assumes no numbers"
          : "expected "
            + scene.assumptionKeys.map { "\($0)=VALUE" }
            .joined(separator: ", ")
        throw .usage("invalid value '\(text.prefix(80))' for \(key: "set") on scene \(scene.name): \(keys)")
      }
      guard let value = Double(parts[1].trimmed()), value.isFinite, abs(value) <= 1e6 else {
        throw .usage("invalid value '\(parts[1].prefix(80))' for \(key: "set", placeholder: key): expected a finite number within ±1e6")
      }
      settings.values[key] = value
    }
    return settings
  }

  /// The scene `scene` names, with its settings, or nil when none is named. The requests that
  /// animate a scene's values with its spring (`needsSpring`) refuse one that moves nothing on a spring.
  /// - Throws: ``ParameterProblem`` for an unknown scene, a bad setting, or settings without a scene.
  package static func scene(_ values: some ParameterValues, needsSpring: Bool = true) throws(ParameterProblem) -> Scene? {
    guard let name = values.string("scene") else {
      if let key = ["ios", "set", "reverse"].first(where: values.has) { throw .usage("\(key: key) goes with \(key: "scene", placeholder: "NAME")") }
      return nil
    }
    guard let named = Scenes.named(name) else {
      throw .usage("unknown scene '\(name.prefix(80))'; expected \(Scenes.all.map(\.name).joined(separator: ", "))\(about: "scene")")
    }
    let scene = named.with(try sceneSettings(values, for: named))
    if needsSpring && scene.components.isEmpty {
      throw .usage(
        "scene '\(scene.name)' moves nothing on a spring (its views fade and scale on a timing curve); "
          + "'springtool scenes --scene \(scene.name)' lists its tracks\(about: "scene")")
    }
    return scene
  }

  /// The spring values, or when none is given, the scene's spring (the scene is read, and its
  /// settings checked, even when spring values override its spring).
  package static func sceneSpringRequest(_ values: some ParameterValues, needsSpring: Bool = true) throws(ParameterProblem) -> SpringRequest {
    let given = try springRequest(values)
    let scene = try scene(values, needsSpring: needsSpring)
    guard given.isEmpty, let scene else { return given }
    var request = SpringRequest()
    (request.response, request.dampingRatio) = (scene.spring.response, scene.spring.dampingRatio)
    return request
  }

  /// A motion's ends and start velocity.
  package struct Motion: Sendable, Equatable {
    /// The start value, the target and the start velocity (value units per second).
    package var from: Double, to: Double, velocity: Double

    /// A motion from `from` to `to` starting at `velocity` (value units per second).
    package init(from: Double, to: Double, velocity: Double) { (self.from, self.to, self.velocity) = (from, to, velocity) }
  }

  /// `from`, `to` and `velocity` (or `relative-velocity`, a fraction of the travel per second);
  /// a one-value scene supplies its from and to. A scene of several values belongs to morph,
  /// unless only the feel is wanted (`feelOnly`, as in export: its spring alone is used).
  package static func motion(_ values: some ParameterValues, feelOnly: Bool = false) throws(ParameterProblem) -> Motion {
    let scene = try scene(values), many = (scene?.components.count ?? 0) > 1
    if let scene, many, !feelOnly {
      throw .usage("scene '\(scene.name)' moves \(scene.components.count) values; use 'springtool morph --scene \(scene.name)'\(about: "scene")")
    }
    let component = many ? nil : scene?.components.first
    let from = try values.double("from") ?? component?.from ?? 0, to = try values.double("to") ?? component?.to ?? 1
    if values.has("velocity") && values.has("relative-velocity") {
      throw .usage("\(key: "velocity") and \(key: "relative-velocity") contradict each other; give one")
    }
    if values.has("relative-velocity") && to == from {
      throw .usage("\(key: "relative-velocity") needs a travel (\(key: "to") differs from \(key: "from")); use \(key: "velocity")")
    }
    guard (to - from).isFinite else { throw .usage("\(key: "from") and \(key: "to") are too far apart (the travel overflows)") }
    let relative = try values.double("relative-velocity") ?? 0
    let velocity = try values.velocity() ?? relative * (to - from)
    guard velocity.isFinite else { throw .usage("the start velocity overflows\(about: "velocity")") }
    return Motion(from: from, to: to, velocity: velocity)
  }

  /// The values a scene's spring moves (geometry and opacities), named and typed for exported
  /// code ([`value`] without a scene).
  package static func animatedValues(_ scene: Scene?) -> [AnimatedValue] {
    guard let scene else { return [.generic] }
    return scene.springTracks.map { AnimatedValue($0.key, $0.property.animatedProperty) }
  }
}
