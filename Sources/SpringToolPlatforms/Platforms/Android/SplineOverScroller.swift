import Foundation
import _SpringToolSupport

/// One axis of the framework's `OverScroller` in fling mode (`OverScroller.SplineOverScroller`,
/// core/java/android/widget/OverScroller.java @ 050275c), in its own arithmetic: positions and
/// the release velocity in whole pixels (`int`), times in whole milliseconds (`long`), the
/// physics in Float and its duration and distance in double, as the Java code types them.
///
/// Its phases: `spline` (the fling's spline, its duration shortened by `adjustDuration` when
/// the spline would pass `min` or `max`), `ballistic` (past an edge under the deceleration that
/// stops it within the overfling distance), `cubic` (back to the edge, `3t² − 2t³`). A phase
/// whose time is up hands on to the next on the same frame (`continueWhenFinished`): a fling
/// clamped at an edge shows the edge for three frames, the last of them the one that finishes.
struct SplineOverScroller {
  enum Phase { case spline, cubic, ballistic }

  /// The fling's friction times its physical coefficient (`mFlingFriction·mPhysicalCoeff`, Float).
  let friction: Float
  var phase = Phase.spline
  var start = 0, current = 0, final = 0, velocity = 0
  var currentVelocity: Float = 0, deceleration: Float = 0
  var startTime = 0, duration = 0, splineDuration = 0, splineDistance = 0, over = 0
  var finished = false
  /// The rate of the shown position at the last update, pixels per second (0 when not moving):
  /// the platform's own `mCurrVelocity` but in the cubic phase, whose figure is per unit of its
  /// time fraction and of the wrong sign.
  var rate: Float = 0

  /// The gravity of the ballistic phase, pixels per second² (`GRAVITY`).
  static let gravity: Float = 2000
  /// `DECELERATION_RATE`, ln 0.78/ln 0.9 in Float.
  static let decelerationRate = Float(log(0.78) / log(0.9))

  /// Scroller's spline times (`SPLINE_TIME`): for each of 100 position fractions, the time
  /// fraction at which the spline reaches it.
  static let splineTimes = ComposeSplineDecay.splineTable(solving: (0.5, 1), giving: (ComposeSplineDecay.p1, ComposeSplineDecay.p2))

  /// `Math.round` of a double: the nearest integer, halves up.
  static func javaRound(_ x: Double) -> Int { Int((x + 0.5).rounded(.down)) }

  /// The signed deceleration that slows `velocity` (`getDeceleration`).
  static func deceleration(slowing velocity: Int) -> Float { velocity > 0 ? -gravity : gravity }

  /// `getSplineDeceleration`: `ln(0.35·|v|/friction)`.
  func splineDeceleration(_ velocity: Int) -> Double { log(Double(Float(0.35) * Float(abs(velocity)) / friction)) }

  /// The spline's distance for a release, pixels (unsigned, double).
  func splineDistance(_ velocity: Int) -> Double {
    let minusOne = Double(Self.decelerationRate) - 1
    return Double(friction) * exp(Double(Self.decelerationRate) / minusOne * splineDeceleration(velocity))
  }

  /// The spline's duration for a release, whole milliseconds.
  func splineDuration(_ velocity: Int) -> Int {
    Clamp.int32(1000 * exp(splineDeceleration(velocity) / (Double(Self.decelerationRate) - 1)))
  }

  /// `fling(start, velocity, min, max, over)` at time `now` (ms).
  mutating func fling(start: Int, velocity: Int, min: Int, max: Int, over: Int, now: Int) {
    self.over = over
    finished = false
    (currentVelocity, self.velocity) = (Float(velocity), velocity)
    (duration, splineDuration, startTime) = (0, 0, now)
    (current, self.start) = (start, start)
    if start > max || start < min { return startAfterEdge(start: start, min: min, max: max, velocity: velocity) }
    phase = .spline
    var total = 0.0
    if velocity != 0 {
      (duration, splineDuration) = (splineDuration(velocity), splineDuration(velocity))
      total = splineDistance(velocity)
    }
    splineDistance = Clamp.int32(total * Double(velocity > 0 ? 1 : velocity < 0 ? -1 : 0))
    final = start + splineDistance
    // Clamped at an edge: the spline plays until it reaches it.
    if final < min { adjustDuration(start: self.start, oldFinal: final, newFinal: min); final = min }
    if final > max { adjustDuration(start: self.start, oldFinal: final, newFinal: max); final = max }
  }

  /// Shortens the duration to the time the spline takes to `newFinal` (`SPLINE_TIME`, linear between samples).
  mutating func adjustDuration(start: Int, oldFinal: Int, newFinal: Int) {
    let x = abs(Float(newFinal - start) / Float(oldFinal - start))
    let index = Clamp.int32(Double(Float(100) * x))
    guard index < 100 else { return }
    let (xInf, xSup) = (Float(index) / 100, Float(index + 1) / 100)
    let (tInf, tSup) = (Self.splineTimes[index], Self.splineTimes[index + 1])
    let timeCoef = tInf + (x - xInf) / (xSup - xInf) * (tSup - tInf)
    duration = Clamp.int32(Double(Float(duration) * timeCoef))
  }

  /// A release past an edge: outward (or at rest) it bounces from the edge; inward it flings on
  /// if the spline carries it past the edge, else springs back to it.
  mutating func startAfterEdge(start: Int, min: Int, max: Int, velocity: Int) {
    guard !(start > min && start < max) else { finished = true; return }
    let positive = start > max
    let edge = positive ? max : min
    let overDistance = start - edge
    // `overDistance * velocity >= 0` in Java's 32-bit int arithmetic (a product past 2^31 wraps).
    if Int32(truncatingIfNeeded: overDistance) &* Int32(truncatingIfNeeded: velocity) >= 0 {
      deceleration = Self.deceleration(slowing: velocity == 0 ? start - edge : velocity)
      fitOnBounceCurve(start: start, end: edge, velocity: velocity)
      onEdgeReached()
    } else if splineDistance(velocity) > Double(abs(overDistance)) {
      fling(start: start, velocity: velocity, min: positive ? min : start, max: positive ? start : max, over: over, now: startTime)
    } else {
      startSpringback(start: start, end: edge)
    }
  }

  /// As if the motion had left the edge with the speed that reaches `start` at its apex: the
  /// clock is moved back to that moment and the position put at the edge.
  mutating func fitOnBounceCurve(start: Int, end: Int, velocity: Int) {
    let toApex = Float(-velocity) / deceleration
    let squared = Float(velocity) * Float(velocity)
    let apexDistance = squared / 2 / abs(deceleration)
    let edgeDistance = Float(abs(end - start))
    let total = Float((2 * Double(apexDistance + edgeDistance) / Double(abs(deceleration))).squareRoot())
    startTime -= Clamp.int32(Double(1000 * (total - toApex)))
    (current, self.start) = (end, end)
    self.velocity = Clamp.int32(Double(-deceleration * total))
  }

  /// At the edge with `velocity`: ballistic past it, the deceleration raised so that it stops within `over`.
  mutating func onEdgeReached() {
    let squared = Float(velocity) * Float(velocity)
    var distance = squared / (2 * abs(deceleration))
    let sign: Float = velocity > 0 ? 1 : velocity < 0 ? -1 : 0
    if distance > Float(over) {
      deceleration = -sign * squared / (2 * Float(over))
      distance = Float(over)
    }
    over = Clamp.int32(Double(distance))
    phase = .ballistic
    final = start + Clamp.int32(Double(velocity > 0 ? distance : -distance))
    duration = -Clamp.int32(Double(1000 * Float(velocity) / deceleration))
  }

  /// Back from `start` to the edge `end` along `3t² − 2t³`, in √(|Δ|/1000) s.
  mutating func startSpringback(start: Int, end: Int) {
    finished = false
    phase = .cubic
    (current, self.start, final) = (start, start, end)
    let delta = start - end
    deceleration = Self.deceleration(slowing: delta)
    (velocity, over) = (-delta, abs(delta))  // only the velocity's sign is read
    duration = Clamp.int32(1000 * (-2 * Double(delta) / Double(deceleration)).squareRoot())
  }

  /// The next phase once this one's time is up; false when the fling is over.
  mutating func continueWhenFinished(now: Int) -> Bool {
    switch phase {
    case .spline:
      guard duration < splineDuration else { return false }
      // Clamped: the edge is reached with the spline's last velocity.
      (current, start) = (final, final)
      velocity = Clamp.int32(Double(currentVelocity))
      deceleration = Self.deceleration(slowing: velocity)
      startTime += duration
      onEdgeReached()
    case .ballistic:
      startTime += duration
      startSpringback(start: final, end: start)
    case .cubic:
      return false
    }
    _ = update(now: now)
    return true
  }

  /// The position and velocity at `now` (ms); false once the phase's duration has passed.
  mutating func update(now: Int) -> Bool {
    let elapsed = now - startTime
    if elapsed == 0 { return duration > 0 }
    if elapsed > duration { return false }
    var distance: Float = 0
    switch phase {
    case .spline:
      let t = Float(elapsed) / Float(splineDuration)
      let (coefficient, slope) = ComposeSplineDecay.interpolate(t)
      distance = coefficient * Float(splineDistance)
      currentVelocity = slope * Float(splineDistance) / Float(splineDuration) * 1000
      rate = currentVelocity
    case .ballistic:
      let t = Float(elapsed) / 1000
      currentVelocity = Float(velocity) + deceleration * t
      distance = Float(velocity) * t + deceleration * t * t / 2
      rate = currentVelocity
    case .cubic:
      let t = Float(elapsed) / Float(duration), t2 = t * t
      let sign: Float = velocity > 0 ? 1 : velocity < 0 ? -1 : 0
      distance = sign * Float(over) * (3 * t2 - 2 * t * t2)
      currentVelocity = sign * Float(over) * 6 * (-t + t2)
      rate = sign * Float(over) * 6 * (t - t2) / Float(duration) * 1000
    }
    current = start + Self.javaRound(Double(distance))
    return true
  }

  /// One `computeScrollOffset()` at `now` (ms), fling mode.
  mutating func computeScrollOffset(now: Int) {
    guard !finished else { return }
    rate = 0
    if !update(now: now) && !continueWhenFinished(now: now) {
      current = final
      finished = true
    }
  }
}
