import SpringToolCore
import _SpringToolSupport

/// The unit a motion's values are given in (`--travel-unit`): the start, the target, the
/// velocity and every setting in value units. Each engine renders a length in its platform's
/// own unit (``SpringEngine/lengthUnit``), converted by the display's density (`--density`,
/// device pixels per point or dp), so a platform's fixed thresholds mean what they mean on a
/// device: Android's `MIN_VISIBLE_CHANGE_PIXELS` is one device pixel, 1/2.625 dp on a 420 dpi
/// phone.
public enum TravelUnit: String, Sendable, Hashable, CaseIterable {
  /// Each platform reads the values in its own unit (points, Android's View pixels, dp): no conversion.
  case native
  /// Points: iOS's logical unit (one CSS px, one dp).
  case pt
  /// Density-independent pixels: Android's logical unit (one pt).
  case dp
  /// Device pixels: `--density` of them per pt or dp.
  case px
}

/// The unit a platform animates a length in.
public enum LengthUnit: Sendable, Hashable {
  /// Points, dp, CSS px, Flutter's logical pixels.
  case logical
  /// Device pixels (Android's View properties).
  case devicePixels
}

extension EngineSetting {
  /// Every engine: the unit of the values (``TravelUnit``).
  public static let travelUnit = EngineSetting(
    key: "travel-unit", placeholder: "UNIT",
    summary: "the unit of the values, velocities and value-unit settings: pt or dp (logical) or px (device pixels, --density per "
      + "dp); each spring engine renders a length in its platform's unit, Android's View properties in device pixels and every "
      + "other platform in logical units, so a fixed threshold keeps its size on the device; native reads them in each "
      + "platform's own unit",
    kind: .choice(TravelUnit.allCases.map(\.rawValue), default: 0))
}

extension EngineSettings {
  /// The platform's length units per value unit, for a platform that animates lengths in `unit`:
  /// the density from logical values to device pixels, its inverse the other way, 1 when the
  /// units agree or the travel unit is ``TravelUnit/native``.
  ///
  /// - Parameter unit: The platform's length unit.
  /// - Returns: The factor, > 0.
  public func lengthScale(to unit: LengthUnit) -> Double {
    let density = self[.density]
    switch (self[.travelUnit, as: TravelUnit.self], unit) {
    case (.native, _), (.px, .devicePixels), (.pt, .logical), (.dp, .logical): return 1
    case (.px, .logical): return 1 / density
    case (.pt, .devicePixels), (.dp, .devicePixels): return density
    }
  }

  /// One device pixel in value units (1 in native units, where a platform's pixel is a value unit).
  public var devicePixel: Double { 1 / lengthScale(to: .devicePixels) }

  /// One logical unit (pt, dp) in value units (1 in native units).
  public var logicalUnit: Double { 1 / lengthScale(to: .logical) }

  /// The settings with every value-unit setting given (``EngineSetting/inValueUnits``) multiplied
  /// by `factor`, and the travel unit back to native (the values are now the platform's own).
  func converted(by factor: Double) -> EngineSettings {
    var out = self
    out.reset(.travelUnit)
    for setting in EngineSetting.all where setting.inValueUnits {
      if !setting.isInterval && isGiven(setting) { out[setting] = self[setting] * factor }
      if let b = bounds(setting) {
        try? out.set(setting, text: EngineSettings.Bounds(lower: b.lower.map { $0 * factor }, upper: b.upper.map { $0 * factor }).description)
      }
    }
    return out
  }
}

extension EngineInput {
  /// The input in a platform's length units: values, velocity, targets and value-unit settings times `factor`.
  func converted(by factor: Double) -> EngineInput {
    var input = self
    (input.from, input.to, input.velocity) = (from * factor, to * factor, velocity * factor)
    input.settings = settings.converted(by: factor)
    for i in input.retargets.indices { input.retargets[i].target *= factor }
    return input
  }
}

/// A run in a platform's length units read back in value units: each value and velocity divided
/// by the factor the input was multiplied by.
struct ConvertedRun: EngineRun {
  var base: any EngineRun
  let factor: Double
  let unit: LengthUnit
  var notes: [PlatformNote] {
    [
      PlatformNote(
        key: "travelUnit",
        text: "rendered in " + (unit == .devicePixels ? "device pixels" : "logical units")
          + ", \(NumberText.forPeopleRounded(factor)) per value unit")
    ] + base.notes
  }

  mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
    var frame = base.frame(i, clock: clock)
    frame.value /= factor
    frame.velocity /= factor
    return frame
  }
}
