import SpringToolCore
import SpringToolFormats
import SpringToolGestures
import SpringToolReports

/// `drag`: a switch dragged and released: the decision, the knob's path, its settle and overshoot.
package struct DragRequest: Sendable {
  /// The switch: geometry, policy, release spring, momentum.
  package var model: SwitchDragModel
  /// The finger's samples.
  package var gesture: DragSamples
  /// Whether the drag starts from on.
  package var startOn: Bool
  /// The finger's release velocity, points per second (nil: SwiftUI's sampler over the samples).
  package var fingerVelocity: Double?
  /// The knob's path's rows: a duration (nil: until 0.1 s after the knob settles) and a spacing.
  package var sampling: SamplingRequest

  /// The request the values make (`start`, the switch and gesture keys, `velocity`, `duration`, `fps`).
  ///
  /// - Parameters:
  ///   - values: The parameter values.
  ///   - read: Reads a gesture file (`gesture`), or nil where files cannot be read.
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  package init(_ values: some ParameterValues, read: DragInput.GestureReader?) throws(ParameterProblem) {
    startOn = try values.choice(DragInput.start.key, SwitchState.self, among: SwitchState.allCases) == .on
    model = try DragInput.model(values)
    gesture = try DragInput.gesture(values, read: read)
    fingerVelocity = try values.velocity()
    sampling = SamplingRequest(
      duration: try values.double(DragInput.duration.key),
      framesPerSecond: try values.number(DragInput.framesPerSecond))
  }

  /// Every policy's decision for this drag, side by side.
  ///
  /// - Parameter policyGeometry: Whether each policy is shown in its own geometry (the published
  ///   one's 40-pt travel): true unless the track or padding was given.
  package func policies(policyGeometry: Bool) -> Table {
    SwitchDragReport.policies(
      model, startOn: startOn, gesture: gesture, fingerVelocity: fingerVelocity,
      policyGeometry: policyGeometry)
  }

  /// The drag answered: what was decided, the knob's path and its figures.
  package struct Answer: Sendable {
    /// The on/off decision at release and why.
    package let decision: SwitchDragModel.Decision
    /// The knob's path, the finger's and then the spring's.
    package let trajectory: KnobTrajectory
    /// Settle time, overshoot and excursions past the track.
    package let figures: KnobTrajectory.Figures
    /// The rows' times.
    package let grid: SampleGrid
  }

  /// The decision, the knob's path and its rows' times.
  /// - Throws: ``ParameterProblem`` when the release spring makes no path, or a path that never
  ///   settles has no duration to show.
  package func answer() throws(ParameterProblem) -> Answer {
    let decision = model.decide(startOn: startOn, gesture: gesture, fingerVelocity: fingerVelocity)
    let trajectory: KnobTrajectory
    do { trajectory = try model.trajectory(decision, gesture: gesture) } catch { throw .usage("invalid drag: \(error)") }
    let figures = trajectory.figures()
    let natural = max(figures.settleTime ?? decision.releaseTime, decision.releaseTime) + 0.1
    let grid: SampleGrid
    do { grid = try sampling.grid(for: .finishes(at: natural, rule: .lastSample)) } catch { throw ParameterProblem(error) }
    if figures.settleTime == nil && sampling.duration == nil { throw ParameterProblem(SamplingRequest.Problem.neverEnds(.undamped)) }
    return Answer(decision: decision, trajectory: trajectory, figures: figures, grid: grid)
  }
}
