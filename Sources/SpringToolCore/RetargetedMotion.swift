/// A motion made from a schedule of ``TargetPiece``s: a spring whose target changes at given
/// times. ``PiecewiseMotion`` carries value and velocity into each new piece; ``AdditiveMotion``
/// adds a new animation per change.
public protocol RetargetedMotion {
  /// The motion from `from` with `initialVelocity`, toward each piece's target from its start.
  ///
  /// - Parameters:
  ///   - from: The start value, in value units.
  ///   - initialVelocity: The start velocity, in value units per second.
  ///   - pieces: The pieces in time order, the first starting at 0.
  /// - Throws: ``SpringError`` naming the parameter, its value and the rule it breaks.
  init(from: Double, initialVelocity: Double, pieces: [TargetPiece]) throws(SpringError)
}

extension RetargetedMotion {
  /// A spring toward `to` retargeted at each `(time, target)`, the same spring throughout.
  ///
  /// - Parameters:
  ///   - spring: The spring: mass, stiffness and damping coefficient.
  ///   - from: The start value, in value units.
  ///   - to: The target value, in value units.
  ///   - initialVelocity: The start velocity, in value units per second.
  ///   - retargets: The retargets in time order: at each time (seconds) the target becomes the new value.
  /// - Throws: ``SpringError`` naming the parameter, its value and the rule it breaks.
  public init(
    spring: Spring, from: Double, to: Double, initialVelocity: Double = 0,
    retargets: [(time: Double, target: Double)]
  ) throws(SpringError) {
    try self.init(
      from: from, initialVelocity: initialVelocity,
      pieces: TargetPiece.schedule(spring: spring, to: to, retargets: retargets))
  }
}
