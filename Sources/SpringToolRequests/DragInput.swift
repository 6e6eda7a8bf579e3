import SpringToolCore
import SpringToolCurves
import SpringToolGestures
import SpringToolScenes
import _SpringToolSupport

/// A switch's state, as `start` names it.
public enum SwitchState: String, CaseIterable, Sendable { case on, off }

/// Reading a switch drag (the model: policy, release spring, geometry, momentum; and the
/// finger's gesture) from parameter values.
public enum DragInput {
  /// The switch model the values describe: a switch scene's (`scene`), changed by the values given.
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  public static func model(_ values: some ParameterValues) throws(ParameterProblem) -> SwitchDragModel {
    var scene: Scene?
    if let name = values.string("scene") {
      let switches = Scenes.switches.map(\.name).joined(separator: ", ")
      guard let s = Scenes.named(name) else { throw .usage("unknown switch scene '\(name.prefix(80))'; expected \(switches)\(about: "scene")") }
      guard s.kind == .switchControl else {
        let why = s.switchGeometry != nil ? "it toggles on a tap (onTapGesture)" : "it is not a switch"
        throw .usage("scene '\(s.name)' has no DragGesture: \(why); drag takes \(switches)\(about: "scene")")
      }
      scene = s
    }
    let policy = try values.choice("policy", SwitchPolicy.self, among: SwitchPolicy.allCases) ?? scene?.switchPolicy ?? .projected
    let release = try SpringInput.springRequest(values).isEmpty ? (scene?.dragReleaseSpring ?? SwitchDragModel.defaultReleaseSpring)
      : SpringInput.specification(SpringInput.springRequest(values)).spring
    var model = SwitchDragModel(policy: policy, releaseSpring: release)
    if let geometry = scene?.switchGeometry { model.geometry = geometry }
    let g = model.geometry
    let padding = try values.double("padding")
      ?? (values.has("track-height") || values.has("knob") ? (policy == .published ? 0 : nil) : g.padding)
    model.geometry = SwitchGeometry(trackWidth: try values.double("track-width") ?? g.trackWidth,
                                    trackHeight: try values.double("track-height") ?? g.trackHeight,
                                    knob: try values.double("knob") ?? g.knob, padding: padding)
    do { try model.geometry.validate() } catch { throw .usage("invalid switch: \(error)") }
    if let d = try values.double("minimum-distance") {
      guard d >= 0 else { throw .usage("\(key: "minimum-distance") must not be negative") }
      model.minimumDistance = d
    }
    if let text = values.string("deceleration") {
      guard let rate = Momentum.decelerationRate(named: text) else {
        throw .usage("invalid value '\(text.prefix(80))' for \(key: "deceleration"): expected normal, fast or a rate in (0, 1)")
      }
      model.decelerationRate = rate
    }
    switch values.string("follow")?.lowercased() {
    case nil, "direct": model.followSpring = nil
    case "interactive": model.followSpring = SwitchDragModel.interactiveFollowSpring
    case let text?: throw .usage("invalid value '\(text.prefix(80))' for \(key: "follow"): expected direct or interactive")
    }
    model.releaseVelocity = try values.choice("release-velocity", ReleaseVelocity.self, among: ReleaseVelocity.allCases) ?? model.releaseVelocity
    model.tap = try values.choice("tap", TapBehavior.self, among: TapBehavior.allCases) ?? model.tap
    model.inScrollView = values.flag("in-scroll-view")
    model.rubberBand = values.flag("rubber-band")
    if model.rubberBand && policy == .published {
      throw .usage("\(key: "rubber-band") does not apply to \(key: "policy", placeholder: "published") (it clamps relative to the start)")
    }
    return model
  }

  /// Reads a curve file of a gesture (`path`, its value column named `translation`).
  public typealias GestureReader = (_ path: String) throws(ParameterProblem) -> Curve

  /// The finger's samples: `gesture` (a file, read by `read`) or a straight drag of `translation`
  /// (with `translation-y`) over `drag-duration` seconds.
  /// - Throws: ``ParameterProblem`` for contradicting or missing values, or a file that cannot be read.
  public static func gesture(_ values: some ParameterValues, read: GestureReader?) throws(ParameterProblem) -> DragSamples {
    if let path = values.string("gesture") {
      if let key = ["translation", "translation-y", "drag-duration"].first(where: values.has) {
        throw .usage("\(key: key) and \(key: "gesture") contradict each other; give one")
      }
      guard let read else { throw .usage("\(key: "gesture") names a file, which this client does not read") }
      let curve = try read(path)
      guard curve.count <= 1_000_000 else { throw .failure("cannot read gesture \(path): more than 1000000 samples\(about: "gesture")") }
      let ys = curve.velocities ?? Array(repeating: 0, count: curve.count)
      return try checked(DragSamples(curve.times.indices.map { (curve.times[$0], curve.values[$0], ys[$0]) }), "gesture")
    }
    guard let translation = try values.double("translation") else {
      throw .usage("give \(key: "translation", placeholder: "X") (with \(key: "velocity", placeholder: "V")) or \(key: "gesture", placeholder: "FILE")")
    }
    let duration = try values.double("drag-duration") ?? 0.2
    guard duration > 0 && duration <= 3600 else { throw .usage("\(key: "drag-duration") must be in (0, 3600] seconds") }
    return try checked(DragSamples.linear(translation: translation, translationY: try values.double("translation-y") ?? 0, duration: duration),
                       "translation")
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
        throw .usage("the finger goes from (\(f(a.dx)), \(f(a.dy))) to (\(f(b.dx)), \(f(b.dy))) pt between t = \(f(a.t)) and \(f(b.t)) s: "
          + "too far or too fast for a drag (its speed overflows)\(about: key)")
      }
    }
    guard gesture.velocity.isFinite else { throw .usage("the gesture's release velocity overflows (beyond ±1.8e308 pt/s)\(about: key)") }
    return gesture
  }
}
