import SpringToolCore

/// The retargets a run has yet to apply, in time order. A tap at T reaches the first display
/// frame at or after T: every platform handles input before the frame's animation callbacks
/// (Android's Choreographer runs its input callbacks before its animation callbacks; iOS handles
/// touches in the run loop before the display link fires; a browser dispatches events before
/// `requestAnimationFrame` callbacks), so a tap exactly at a frame's time is seen by that frame.
struct PendingRetargets: Sendable {
  private var rest: ArraySlice<Retarget>

  /// The retargets of `input`, checked for what a platform call can express.
  ///
  /// - Parameters:
  ///   - input: The motion.
  ///   - engine: The engine's id (for the error).
  ///   - floatTargets: Whether the platform stores targets as Float (their range is checked).
  /// - Throws: ``MotionError/unsupported(engine:feature:)`` for a retarget that changes the
  ///   response (a second call with another spring is modelled on `exact` and `swiftui-animation`
  ///   only), ``MotionError/outOfRange(name:value:limit:)`` for a Float target beyond Float's range.
  init(_ input: EngineInput, engine: String, floatTargets: Bool = false) throws(MotionError) {
    if input.retargets.contains(where: { $0.response != nil }) {
      throw .unsupported(engine: engine, feature: "a retarget's new response (T:VALUE:RESPONSE)")
    }
    if floatTargets, let far = input.retargets.first(where: { abs($0.target) > FloatRange.limit }) {
      throw .outOfRange(name: "retarget", value: far.target, limit: FloatRange.limit)
    }
    rest = input.retargets[...]
  }

  /// Whether none is left to apply.
  var isEmpty: Bool { rest.isEmpty }

  /// Removes and returns the retargets whose time has come by frame `i` (``FrameClock/reached(_:by:)``).
  ///
  /// - Parameters:
  ///   - i: The frame's index.
  ///   - clock: The frame clock.
  /// - Returns: The retargets due, in time order (usually none or one).
  mutating func take(by i: Int, clock: FrameClock) -> ArraySlice<Retarget> {
    let n = rest.prefix { clock.reached($0.time, by: i) }.count
    defer { rest = rest.dropFirst(n) }
    return rest.prefix(n)
  }
}
