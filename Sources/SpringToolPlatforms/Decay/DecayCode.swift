import SpringToolCore
import _SpringToolSupport

/// A fling written for its platform: the call that starts the decay with the release and the
/// settings given, the velocity in the unit that API takes (with where it comes from), and the
/// numbers a person would type (the exact ones in a last comment where they differ).
public enum DecayCode {
  /// The code of `model` for `input`.
  ///
  /// - Parameters:
  ///   - model: The decay model (its platform's API).
  ///   - input: The release: where, how fast (value units per second) and the settings.
  /// - Returns: The parameters (exact), the snippet and the notes.
  /// - Throws: ``ExportError/noEquivalent(_:_:)`` for a model springtool writes no code for;
  ///   ``ExportError/cannotExpress(_:reason:)`` for a release the model refuses (outside its bounds,
  ///   beyond the platform's range).
  public static func make(_ model: any DecayModel, input: DecayInput) throws(ExportError) -> PlatformCode {
    guard let platform = Engines.platform(of: model.info.engine) else {
      throw .noEquivalent("the decay \(model.info.id)", Platforms.all[0])
    }
    guard let writer = model as? any DecayCodeWriter else { throw .noEquivalent("the decay \(model.info.id)", platform) }
    // The release the model refuses (outside its bounds, beyond the platform's range) is no code either.
    do throws(MotionError) { _ = try model.makeRun(input) } catch { throw .cannotExpress(platform, reason: error.description) }
    return SpringCode.finished(writer.code(input), platform)
  }
}

/// A decay model that writes its platform's code (each in its platform's folder).
protocol DecayCodeWriter {
  /// The parameters, lines and notes for `input`.
  func code(_ input: DecayInput) -> CodeDraft
}

extension PlatformNote {
  /// Settings the platform's API does not take: where they come from instead.
  static func decaySettingNotInAPI(_ text: String) -> PlatformNote { PlatformNote(key: "decaySettingNotInAPI", text: text) }
  /// Where the release comes to rest, by the model.
  static func decayRests(_ value: Double, how: String) -> PlatformNote {
    PlatformNote(key: "decayRests", text: "comes to rest at \(NumberText.forPeopleRounded(value)) (\(how))")
  }
}

extension CodeNumber {
  /// A Kotlin `Float` literal (`1000f`, `0.015f`).
  static func kotlinFloat(_ x: Double) -> String { readable(x) + "f" }
  /// A Dart or JavaScript bound: the number, or `double.infinity`/`Infinity` with its sign for none.
  static func bound(_ x: Double?, lower: Bool, infinity: String) -> String { x.map(readable) ?? ((lower ? "-" : "") + infinity) }
}
