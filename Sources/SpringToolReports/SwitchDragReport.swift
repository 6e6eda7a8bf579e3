import SpringToolCore
import SpringToolFormats
import SpringToolGestures
import SpringToolPlots

/// What `drag` reports about a switch drag: the decision, what the model used, and the knob's
/// figures in points, as data; and the picture of the knob's path.
package enum SwitchDragReport {
  /// The summary, keyed as in JSON; `reason` is the decision's reason in words (the caller's).
  ///
  /// - Parameters:
  ///   - model: The switch: geometry, policy, release spring and gesture settings.
  ///   - d: The release decision.
  ///   - f: The knob's figures (settle, overshoot, how far past the track).
  ///   - reason: The decision's reason, in words.
  package static func figures(
    _ model: SwitchDragModel, _ d: SwitchDragModel.Decision, _ f: KnobTrajectory.Figures,
    reason: String
  ) -> FigureList {
    var list = FigureList()
    list.add("isOn", .bool(d.isOn))
    list.add("startedOn", .bool(d.startedOn))
    list.add("policy", .text(model.policy.rawValue))
    list.add("recognition", .text(d.recognition.rawValue))
    list.add("reason", .text(reason))
    list.add("releaseVelocityRule", .text(model.releaseVelocity.rawValue))
    list.add("tap", .text(model.tap.rawValue))
    list.add("travel", model.geometry.travel, "pt")
    list.add("releaseTime", d.releaseTime, "s")
    list.add("recognitionTime", d.recognitionTime, "s")
    list.add("releaseOffset", d.releaseOffset, "pt")
    list.add("fingerVelocity", d.fingerVelocity, "pt/s")
    list.add("knobReleaseVelocity", f.releaseVelocity, "pt/s")
    list.add("projectedOffset", d.projectedOffset, "pt")
    list.add("settlingTime", f.settleTime, "s")
    list.add("settlingTimeAfterRelease", f.settleTime.map { $0 - d.releaseTime }, "s")
    list.add("settlingDefinition", .text("last exit from ±0.1 % of the travel"))
    list.add("overshoot", f.overshoot, "pt")
    list.add("overshootPercent", f.overshootFraction * 100, "% of the travel")
    list.add("overshootTime", f.overshootTime, "s")
    list.add("pastTrack", f.pastTrack, "pt")
    list.add("edgeClearance", f.edgeClearance, "pt")
    return list
  }

  /// Every policy's decision for one gesture, side by side: `policy`, `isOn`, `releaseOffset`
  /// (points from the knob's left rest position), `reason` in words.
  /// - Parameters:
  ///   - model: The switch; its policy is replaced by each in turn.
  ///   - startOn: Whether the switch starts on.
  ///   - gesture: The finger's samples.
  ///   - fingerVelocity: The release velocity, points per second (nil: measured from the samples).
  ///   - policyGeometry: Whether each policy gets its own default geometry (when the geometry was not given).
  package static func policies(
    _ model: SwitchDragModel, startOn: Bool, gesture: DragSamples, fingerVelocity: Double?,
    policyGeometry: Bool
  ) -> Table {
    var table = Table(columns: ["policy", "isOn", "releaseOffset", "reason"])
    for policy in SwitchPolicy.allCases {
      var m = model
      m.policy = policy
      if policyGeometry { m.geometry = policy.defaultGeometry }
      let d = m.decide(startOn: startOn, gesture: gesture, fingerVelocity: fingerVelocity)
      table.rows.append([.text(policy.rawValue), .bool(d.isOn), .number(d.releaseOffset), .text(Describe.reason(d.reason))])
    }
    return table
  }

  /// The knob's path (drawn densely), the finger, the midpoint, release and recognition, the
  /// settle time and the overshoot, up to `end` seconds.
  ///
  /// - Parameters:
  ///   - model: The switch: geometry, policy, release spring and gesture settings.
  ///   - d: The release decision.
  ///   - trajectory: The knob's path.
  ///   - gesture: The finger's samples (time, horizontal and vertical translation).
  ///   - end: The last time drawn, in seconds.
  /// - Returns: The plot.
  package static func plot(
    _ model: SwitchDragModel, _ d: SwitchDragModel.Decision, _ trajectory: KnobTrajectory, _ gesture: DragSamples,
    until end: Double
  ) -> Plot {
    let times = (0...1200).map { end * Double($0) / 1200 }
    let states = times.map(trajectory.state(at:))
    let travel = model.geometry.travel, start = d.startedOn ? travel : 0
    var series = [
      Plot.Series(
        name: "knob (\(model.policy.rawValue))", times: times, values: states.map(\.position),
        velocities: states.map(\.velocity))
    ]
    if d.recognition == .drag {
      let finger = gesture.samples.filter { $0.t <= d.releaseTime }
      series.append(Plot.Series(name: "finger (start + translation)", times: finger.map(\.t), values: finger.map { start + $0.dx }, style: .dashed))
    }
    var plot = Plot(
      title: "switch \(d.startedOn ? "on" : "off") → \(d.isOn ? "on" : "off") (\(model.policy.rawValue))", series: series,
      target: d.isOn ? travel : 0, band: SettlingBand.defaultEpsilon * travel)
    plot.yLabel = "knob position (pt)"
    plot.valueTicks = [0, travel]
    plot.levels = [Plot.Level(label: "track end \(Plot.label(d.isOn ? 0 : travel))", value: d.isOn ? 0 : travel)]
    if model.policy != .published { plot.levels.append(Plot.Level(label: "midpoint \(Plot.label(travel / 2))", value: travel / 2)) }
    if let r = d.recognitionTime, d.recognition == .drag, r > 0 {
      plot.markers.append(Plot.Marker(label: "drag recognised at \(Plot.label(model.minimumDistance)) pt", time: r))
    }
    if d.releaseTime > 0 { plot.markers.append(Plot.Marker(label: "release", time: d.releaseTime)) }
    let f = trajectory.figures()
    if let s = f.settleTime { plot.markers.append(Plot.Marker(label: "settles \(Plot.label(s)) s", time: s, series: 0)) }
    if let t = f.overshootTime, f.overshoot > 0 {
      plot.points.append(
        Plot.Point(
          label: "overshoot \(Plot.label(f.overshoot)) pt", time: t,
          value: (d.isOn ? travel : 0) + (d.isOn ? 1 : -1) * f.overshoot, series: 0))
    }
    return plot
  }

  /// The report for people: the decision and why, the geometry, the release, the settle, the
  /// overshoot and the knob's excursions, numbers to `precision` significant digits (nil: all).
  ///
  /// - Parameters:
  ///   - model: The switch: geometry, policy, release spring and gesture settings.
  ///   - d: The release decision.
  ///   - f: The knob's figures (settle, overshoot, how far past the track).
  ///   - precision: Significant digits for people (1…17), or nil for every digit.
  package static func text(_ model: SwitchDragModel, _ d: SwitchDragModel.Decision, _ f: KnobTrajectory.Figures, precision: Int?) -> String {
    func w(_ x: Double) -> String { precision.map { Cell.format(x, significantDigits: $0) } ?? Describe.f(x) }
    var out =
      "switch      \(d.startedOn ? "on" : "off") → \(d.isOn ? "ON" : "OFF") (\(model.policy.rawValue) policy, "
      + "\(d.recognition.rawValue); release velocity \(model.releaseVelocity.rawValue), tap \(model.tap.rawValue))\n"
    out += "reason      \(Describe.reason(d.reason))\n"
    out +=
      "geometry    track \(w(model.geometry.trackWidth))×\(w(model.geometry.trackHeight)), knob \(w(model.geometry.knob)), "
      + "padding \(w(model.geometry.padding)): travel \(w(model.geometry.travel)) pt\n"
    if d.moves {
      out += "release     at \(w(d.releaseOffset)) pt, t = \(w(d.releaseTime)) s; knob leaves at \(w(f.releaseVelocity)) pt/s\n"
      let settles = f.settleTime.map { t -> String in "\(w(t)) s after the touch (\(w(t - d.releaseTime)) s after release)" } ?? "never"
      out += "settles     \(settles) (last exit from ±0.1 % of the travel)\n"
      let when = f.overshootTime.map { t -> String in " at t = \(w(t)) s" } ?? ""
      out += "overshoot   \(w(f.overshoot)) pt (\(Describe.percent(f.overshootFraction)) of the travel)\(when)\n"
      let past = f.pastTrack > 0 ? "\(w(f.pastTrack)) pt beyond its rest positions" : "none (stays within 0…\(w(model.geometry.travel)) pt)"
      out += "past ends   \(past)\n"
      out += "track edge  \(f.edgeClearance >= 0 ? "comes within \(w(f.edgeClearance)) pt of it" : "sticks out by \(w(-f.edgeClearance)) pt")\n"
    } else {
      out += "the knob does not move\n"
    }
    return out
  }
}
