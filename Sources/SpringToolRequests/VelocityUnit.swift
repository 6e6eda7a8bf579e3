import SpringToolPlatforms
import _SpringToolSupport

/// The unit a velocity is given in (`--velocity-unit`): what a gesture API reports, converted to
/// value units per second (points, or dp, per second) where every model works.
///
/// | unit | where it comes from | to units per second |
/// |---|---|---|
/// | `pt/s` | `UIPanGestureRecognizer.velocity(in:)`, SwiftUI's `DragGesture.Value.velocity` | × 1 |
/// | `pt/ms` | a UIKit projection's per-millisecond velocity | × 1000 |
/// | `px/s` | Android's `VelocityTracker`, Compose's `Velocity` | ÷ density |
/// | `px/ms` | React Native's `PanResponder` `vx`/`vy` (px per ms on Android) | × 1000 ÷ density |
/// | `dp/s` | Android velocities already divided by the density | × 1 |
///
/// `density` is the display's pixels per point (or dp): `--density`, 1 by default. Under
/// `--travel-unit px` the values are device pixels, so a velocity converts to pixels per second
/// instead (× density for points and dp, × 1 for pixels).
package enum VelocityUnit: String, Sendable, CaseIterable {
  /// Points per second: UIKit's and SwiftUI's gesture velocities; the unit of every model.
  case pointsPerSecond = "pt/s"
  /// Points per millisecond.
  case pointsPerMillisecond = "pt/ms"
  /// Physical pixels per second: Android's `VelocityTracker`.
  case pixelsPerSecond = "px/s"
  /// Physical pixels per millisecond: React Native's `PanResponder` on Android.
  case pixelsPerMillisecond = "px/ms"
  /// Density-independent pixels per second.
  case dpPerSecond = "dp/s"

  /// Whether converting from the unit needs the density.
  package var usesDensity: Bool { self == .pixelsPerSecond || self == .pixelsPerMillisecond }

  /// `value` in this unit as value units per second.
  ///
  /// - Parameters:
  ///   - value: The velocity in this unit.
  ///   - density: Pixels per point (or dp), > 0.
  /// - Returns: Value units per second.
  package func perSecond(_ value: Double, density: Double) -> Double {
    switch self {
    case .pointsPerSecond, .dpPerSecond: value
    case .pointsPerMillisecond: value * 1000
    case .pixelsPerSecond: value / density
    case .pixelsPerMillisecond: value * 1000 / density
    }
  }

  /// `value` in this unit as value units per second when the values are device pixels
  /// (`--travel-unit px`): points and dp per second times the density, pixels as they are.
  ///
  /// - Parameters:
  ///   - value: The velocity in this unit.
  ///   - density: Pixels per point (or dp), > 0.
  /// - Returns: Device pixels per second.
  package func pixelsPerSecond(_ value: Double, density: Double) -> Double {
    switch self {
    case .pointsPerSecond, .dpPerSecond: value * density
    case .pointsPerMillisecond: value * 1000 * density
    case .pixelsPerSecond: value
    case .pixelsPerMillisecond: value * 1000
    }
  }

  /// The unit `values` give (`velocity-unit`; `pt/s` when absent), the density it needs and
  /// whether the values are device pixels (`travel-unit px`).
  /// - Throws: ``ParameterProblem`` for an unknown unit, or a density that is not a number above 0.
  static func read(_ values: some ParameterValues) throws(ParameterProblem) -> (unit: VelocityUnit, density: Double, pixels: Bool) {
    let unit = try values.choice("velocity-unit", VelocityUnit.self, among: allCases) ?? .pointsPerSecond
    let pixels = values.string(EngineSetting.travelUnit.key)?.lowercased() == TravelUnit.px.rawValue
    guard unit.usesDensity != pixels, let density = try values.double("density") else { return (unit, 1, pixels) }
    guard density > 0 else { throw .usage("\(key: "density") must be greater than 0") }
    return (unit, density, pixels)
  }

  /// `value` in this unit as value units per second (``perSecond(_:density:)``, or
  /// ``pixelsPerSecond(_:density:)`` when the values are device pixels).
  static func valueUnitsPerSecond(_ value: Double, _ read: (unit: VelocityUnit, density: Double, pixels: Bool)) -> Double {
    read.pixels ? read.unit.pixelsPerSecond(value, density: read.density) : read.unit.perSecond(value, density: read.density)
  }
}

extension ParameterValues {
  /// The value of `velocity` in value units per second, converted from `velocity-unit` (with
  /// `density` for pixels), or nil when absent.
  /// - Throws: ``ParameterProblem`` naming the value at fault, or for a velocity that overflows.
  package func velocity(_ key: String = "velocity") throws(ParameterProblem) -> Double? {
    guard let given = try double(key) else {
      if has("velocity-unit") && !has(key) && !has("relative-velocity") {
        throw .usage("\(key: "velocity-unit") says the unit of \(key: key, placeholder: "V"); give it")
      }
      return nil
    }
    let read = try VelocityUnit.read(self), unit = read.unit
    let perSecond = VelocityUnit.valueUnitsPerSecond(given, read)
    guard perSecond.isFinite else { throw .usage("\(key: key) in \(unit.rawValue) overflows as units per second") }
    return perSecond
  }

  /// Each of a comma-separated list of velocities in `key`, in value units per second.
  /// - Throws: ``ParameterProblem`` naming the value at fault.
  package func velocities(_ key: String = "velocity") throws(ParameterProblem) -> [Double]? {
    guard let text = string(key) else { return nil }
    let read = try VelocityUnit.read(self), unit = read.unit
    var out: [Double] = []
    for x in try ParameterList.numbers(text, key) {
      let perSecond = VelocityUnit.valueUnitsPerSecond(x, read)
      guard perSecond.isFinite else { throw .usage("\(key: key) in \(unit.rawValue) overflows as units per second") }
      out.append(perSecond)
    }
    return out
  }
}
