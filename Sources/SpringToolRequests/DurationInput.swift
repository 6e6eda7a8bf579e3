import SpringToolEasing
import _SpringToolSupport

extension ParameterValues {
  /// The value of `key` as seconds: a finite number, or a named duration (``NamedDurations``:
  /// `m3-medium2` is 0.3), or nil when absent. The range is the request's to check.
  /// - Throws: ``ParameterProblem`` naming `key` when it is neither.
  package func seconds(_ key: String) throws(ParameterProblem) -> Double? {
    guard let text = string(key) else { return nil }
    if let seconds = NamedDurations.seconds(text) { return seconds }
    guard Double(text.trimmed()) != nil || !text.contains(where: \.isLetter) else {
      throw .usage(
        "invalid value '\(text.prefix(80))' for \(key: key): expected seconds or a named duration such as m3-medium2 "
          + "(springtool presets --durations)")
    }
    return try Self.number(text, key)
  }
}
