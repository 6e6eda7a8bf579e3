import SpringToolCore
import SpringToolGestures
import SpringToolScenes

/// `drag`'s own inputs, one row each (the spring's are the spring table's, the velocity unit and
/// density the shared ones): help, checks and defaults come from these rows, and
/// ``DragInput`` reads the values by them.
extension DragInput {
  // MARK: The gesture

  /// `start`: the state the drag starts from.
  package static let start = RequestParameter.choice(
    "start", "STATE", "on or off: the state the drag starts from",
    among: SwitchState.allCases.map(\.rawValue), default: SwitchState.off.rawValue)
  /// `translation`: the finger's horizontal translation at release, points.
  package static let translation = RequestParameter("translation", "X", "Horizontal translation at release, points")
  /// `translation-y`: the vertical translation at release, points.
  package static let translationY = RequestParameter("translation-y", "Y", "Vertical translation at release, points", default: .number(0))
  /// `velocity`: the finger's release velocity, points per second.
  package static let fingerVelocity = RequestParameter(
    "velocity", "V", "The finger's release velocity, points per second",
    default: .words("SwiftUI's velocity sampler over the samples"))
  /// `drag-duration`: how long a straight drag moved, seconds.
  package static let dragDuration = RequestParameter("drag-duration", "S", "How long the finger moved, seconds", default: .number(0.2))
  /// `gesture`: a file of timed samples instead.
  package static let gesture = RequestParameter(
    "gesture", "FILE", "Timed samples t,translation[,translation_y] instead (CSV, TSV or JSON)",
    rule: .text)
  /// `minimum-distance`: under it a touch is a tap.
  package static let minimumDistance = RequestParameter(
    "minimum-distance", "D", "DragGesture's minimumDistance, points",
    default: .number(defaultModel.minimumDistance))
  /// `in-scroll-view`: a vertical scroll view takes touches moving more vertically.
  package static let inScrollView = RequestParameter(
    "in-scroll-view", nil,
    "The switch sits in a vertical scroll view, which takes touches moving more vertically")

  // MARK: The switch

  /// `scene`: a switch from the seed articles.
  package static let scene = RequestParameter(
    "scene", "NAME",
    "A switch from the seed articles: "
      + Scenes.switches.map(\.name).joined(separator: ", ") + " (geometry, policy and spring; options given override it)", rule: .text)
  /// `policy`: what decides at release.
  package static let policy = RequestParameter(
    "policy", "NAME", "What decides at release: " + Words.list(SwitchPolicy.allCases.map(\.rawValue)),
    default: .words("the scene's, else projected"), rule: .choice(SwitchPolicy.allCases.map(\.rawValue)))
  /// `compare-policies`: every policy's decision side by side.
  package static let comparePolicies = RequestParameter("compare-policies", nil, "Show every policy's decision side by side")
  /// `release-velocity`: what the knob leaves with.
  package static let releaseVelocity = RequestParameter(
    "release-velocity", "FROM", "finger (the knob leaves with the finger's velocity) or zero (from rest, as a new withAnimation)",
    default: .words("zero for published, else finger"), rule: .choice(ReleaseVelocity.allCases.map(\.rawValue)))
  /// `tap`: what a touch under the minimum distance does.
  package static let tap = RequestParameter(
    "tap", "BEHAVIOUR", "toggle or none: what a touch under the minimum distance does",
    default: .words("none for published, else toggle"), rule: .choice(TapBehavior.allCases.map(\.rawValue)))
  /// `track-width`, points.
  package static let trackWidth = RequestParameter("track-width", "W", "Track width, points", default: .number(SwitchGeometry().trackWidth))
  /// `track-height`, points.
  package static let trackHeight = RequestParameter("track-height", "H", "Track height, points", default: .number(SwitchGeometry().trackHeight))
  /// `knob`: the knob's diameter, points.
  package static let knob = RequestParameter("knob", "K", "Knob diameter, points", default: .number(SwitchGeometry().knob))
  /// `padding`: the knob's inset from the track's ends.
  package static let padding = RequestParameter("padding", "P", "Knob inset from the track's ends", default: .words("0 for published, else (H − K)/2"))
  /// `deceleration`: the projection's deceleration rate.
  package static let deceleration = RequestParameter(
    "deceleration", "RATE", "projected: normal (0.998), fast (0.99) or a rate per millisecond",
    rule: .text)
  /// `follow`: how the knob follows the finger.
  package static let follow = RequestParameter.choice(
    "follow", "MODE", "direct: the knob is the finger; interactive: it follows through .interactiveSpring() (response 0.15, damping 0.86)",
    among: ["direct", "interactive"], default: "direct")
  /// `rubber-band`: past the ends the knob rubber-bands.
  package static let rubberBand = RequestParameter("rubber-band", nil, "Past the ends the knob rubber-bands (c = 0.55) instead of stopping")

  // MARK: The knob's path

  /// `fps`: rows per second of the knob's path.
  package static let framesPerSecond = RequestParameter(
    "fps", "F", "Rows per second of the knob's path",
    default: .number(SamplingRequest.defaultFramesPerSecond))
  /// `duration`: seconds to show.
  package static let duration = RequestParameter("duration", "T", "Seconds to show", default: .words("until 0.1 s after the knob settles"))

  /// The gesture's rows, in help's order (the velocity unit and density follow the velocity).
  package static let gestureParameters = [start, translation, translationY, fingerVelocity]
  /// The rest of the gesture's rows.
  package static let moreGestureParameters = [dragDuration, gesture, minimumDistance, inScrollView]
  /// The switch's rows, in help's order.
  package static let switchParameters = [
    scene, policy, comparePolicies, releaseVelocity, tap, trackWidth, trackHeight, knob, padding,
    deceleration, follow, rubberBand,
  ]
  /// The knob's path's rows.
  package static let pathParameters = [framesPerSecond, duration]

  /// The model a drag starts from when no scene or option changes it.
  static let defaultModel = SwitchDragModel(policy: .projected, releaseSpring: SwitchDragModel.defaultReleaseSpring)
}
