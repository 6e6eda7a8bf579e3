import SpringToolCore
import SpringToolCurves
import SpringToolGestures
import SpringToolScenes
import _SpringToolSupport

/// A switch's state, as `start` names it.
package enum SwitchState: String, CaseIterable, Sendable { case on, off }

/// Reading a switch drag (the model: policy, release spring, geometry, momentum; and the
/// finger's gesture) from parameter values.
package enum DragInput {
  /// The switch model the values describe: a switch scene's (`scene`), changed by the values given.
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  package static func model(_ values: some ParameterValues) throws(ParameterProblem) -> SwitchDragModel {
    var scene: Scene?
    if let name = values.string(Self.scene.key) {
      let switches = Scenes.switches.map(\.name).joined(separator: ", ")
      guard let s = Scenes.named(name) else { throw .usage("unknown switch scene '\(name.prefix(80))'; expected \(switches)\(about: Self.scene.key)") }
      guard s.kind == .switchControl else {
        let why = s.switchGeometry != nil ? "it toggles on a tap (onTapGesture)" : "it is not a switch"
        throw .usage("scene '\(s.name)' has no DragGesture: \(why); drag takes \(switches)\(about: Self.scene.key)")
      }
      scene = s
    }
    let policy = try values.choice(Self.policy.key, SwitchPolicy.self, among: SwitchPolicy.allCases) ?? scene?.switchPolicy ?? .projected
    let release =
      try SpringInput.springRequest(values).isEmpty
      ? (scene?.dragReleaseSpring ?? SwitchDragModel.defaultReleaseSpring)
      : SpringInput.specification(SpringInput.springRequest(values)).spring
    var model = SwitchDragModel(policy: policy, releaseSpring: release)
    if let geometry = scene?.switchGeometry { model.geometry = geometry }
    let g = model.geometry
    let padding =
      try values.double(Self.padding.key)
      ?? (values.has(Self.trackHeight.key) || values.has(Self.knob.key) ? (policy == .published ? 0 : nil) : g.padding)
    model.geometry = SwitchGeometry(
      trackWidth: try values.double(Self.trackWidth.key) ?? g.trackWidth,
      trackHeight: try values.double(Self.trackHeight.key) ?? g.trackHeight,
      knob: try values.double(Self.knob.key) ?? g.knob, padding: padding)
    do { try model.geometry.validate() } catch { throw .usage("invalid switch: \(error)") }
    if let d = try values.double(Self.minimumDistance.key) {
      guard d >= 0 else { throw .usage("\(key: Self.minimumDistance.key) must not be negative") }
      model.minimumDistance = d
    }
    if let text = values.string(Self.deceleration.key) {
      guard let rate = Momentum.decelerationRate(named: text) else {
        throw .usage("invalid value '\(text.prefix(80))' for \(key: Self.deceleration.key): expected normal, fast or a rate in (0, 1)")
      }
      model.decelerationRate = rate
    }
    switch values.string(Self.follow.key)?.lowercased() {
    case nil, "direct": model.followSpring = nil
    case "interactive": model.followSpring = SwitchDragModel.interactiveFollowSpring
    case let text?: throw .usage("invalid value '\(text.prefix(80))' for \(key: Self.follow.key): expected direct or interactive")
    }
    model.releaseVelocity = try values.choice(Self.releaseVelocity.key, ReleaseVelocity.self, among: ReleaseVelocity.allCases) ?? model.releaseVelocity
    model.tap = try values.choice(Self.tap.key, TapBehavior.self, among: TapBehavior.allCases) ?? model.tap
    model.inScrollView = values.flag(Self.inScrollView.key)
    model.rubberBand = values.flag(Self.rubberBand.key)
    if model.rubberBand && policy == .published {
      throw .usage("\(key: Self.rubberBand.key) does not apply to \(key: Self.policy.key, placeholder: "published") (it clamps relative to the start)")
    }
    return model
  }

  /// Reads a curve file of a gesture (`path`, its value column named `translation`).
  package typealias GestureReader = (_ path: String) throws(ParameterProblem) -> Curve

  /// The finger's samples: `gesture` (a file, read by `read`) or a straight drag of `translation`
  /// (with `translation-y`) over `drag-duration` seconds.
  /// - Throws: ``ParameterProblem`` for contradicting or missing values, or a file that cannot be read.
  package static func gesture(_ values: some ParameterValues, read: GestureReader?) throws(ParameterProblem) -> DragSamples {
    if let path = values.string(Self.gesture.key) {
      if let key = [Self.translation, Self.translationY, Self.dragDuration].map(\.key).first(where: values.has) {
        throw .usage("\(key: key) and \(key: Self.gesture.key) contradict each other; give one")
      }
      guard let read else { throw .usage("\(key: Self.gesture.key) names a file, which this client does not read") }
      let curve = try read(path)
      guard curve.count <= 1_000_000 else { throw .failure("cannot read gesture \(path): more than 1000000 samples\(about: Self.gesture.key)") }
      let ys = curve.velocities ?? Array(repeating: 0, count: curve.count)
      return try checked(DragSamples(curve.times.indices.map { (curve.times[$0], curve.values[$0], ys[$0]) }), Self.gesture.key)
    }
    guard let x = try values.double(Self.translation.key) else {
      throw .usage(
        "give \(key: Self.translation.key, placeholder: "X") (with \(key: Self.fingerVelocity.key, placeholder: "V")) or \(key: Self.gesture.key, placeholder: "FILE")"
      )
    }
    let duration = try values.number(Self.dragDuration)
    guard duration > 0 && duration <= 3600 else { throw .usage("\(key: Self.dragDuration.key) must be in (0, 3600] seconds") }
    return try checked(
      DragSamples.linear(translation: x, translationY: try values.number(Self.translationY), duration: duration),
      Self.translation.key)
  }

  /// `gesture`, refused when what the model derives from it overflows: a move between two samples,
  /// its speed, or the release velocity beyond the largest double (so no NaN or infinity reaches
  /// a figure).
  /// - Throws: ``ParameterProblem`` naming `key`, the value that gave the gesture.
  static func checked(_ gesture: DragSamples, _ key: String) throws(ParameterProblem) -> DragSamples {
    for (a, b) in zip(gesture.samples, gesture.samples.dropFirst()) {
      let (dx, dy, dt) = (b.dx - a.dx, b.dy - a.dy, b.t - a.t)
      guard dx.isFinite, dy.isFinite, (dx / dt).isFinite, (dy / dt).isFinite, (dx * dx + dy * dy).isFinite else {
        let f = NumberText.forPeople
        throw .usage(
          "the finger goes from (\(f(a.dx)), \(f(a.dy))) to (\(f(b.dx)), \(f(b.dy))) pt between t = \(f(a.t)) and \(f(b.t)) s: "
            + "too far or too fast for a drag (its speed overflows)\(about: key)")
      }
    }
    guard gesture.velocity.isFinite else { throw .usage("the gesture's release velocity overflows (beyond ±1.8e308 pt/s)\(about: key)") }
    return gesture
  }
}
