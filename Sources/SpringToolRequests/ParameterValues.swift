import SpringToolCore
import _SpringToolSupport

/// Where a request's inputs come from: the values given for each parameter key (`response`,
/// `engine`, `retarget`), as text, in the order given. The command line's parsed arguments and
/// the studio's query pairs are two sources; a request reads either the same way, so a value is
/// checked once, by the request, and its problems name keys, never a client's spelling.
package protocol ParameterValues {
  /// Every value given for `key`, in order; empty when it was not given. A flag given counts as
  /// one empty value.
  func values(for key: String) -> [String]
  /// The keys given, in the order they were given (a repeated key each time).
  var givenKeys: [String] { get }
}

extension ParameterValues {
  /// Whether `key` was given (with a value, or as a flag).
  package func has(_ key: String) -> Bool { !values(for: key).isEmpty }
  /// Whether the flag `key` was given.
  package func flag(_ key: String) -> Bool { has(key) }
  /// The last value given for `key` (a single-valued parameter: the last one wins).
  package func string(_ key: String) -> String? { values(for: key).last }

  /// The value of `key` as a finite number, or nil when absent.
  /// - Throws: ``ParameterProblem`` naming `key` when it is not a finite number.
  package func double(_ key: String) throws(ParameterProblem) -> Double? {
    guard let text = string(key) else { return nil }
    return try Self.number(text, key)
  }

  /// The value of `row` as a finite number, or its default number when not given (0 for a row
  /// whose default is not a number: read those with ``double(_:)``, which says when none was given).
  /// - Throws: ``ParameterProblem`` naming the row's key when the value is not a finite number.
  package func number(_ row: RequestParameter) throws(ParameterProblem) -> Double { try double(row.key) ?? row.defaultNumber ?? 0 }

  /// The value of `key` as a whole number, or nil when absent.
  /// - Throws: ``ParameterProblem`` naming `key` when it is not one.
  package func int(_ key: String) throws(ParameterProblem) -> Int? {
    guard let text = string(key) else { return nil }
    guard let n = Int(text.trimmed()) else { throw .usage("invalid value '\(text.prefix(80))' for \(key: key): expected a whole number") }
    return n
  }

  /// The value of `key` among `choices` (ignoring case), or nil when absent.
  /// - Throws: ``ParameterProblem`` listing the choices.
  package func choice<T: RawRepresentable>(_ key: String, _: T.Type, among choices: [T]) throws(ParameterProblem) -> T?
  where T.RawValue == String {
    try choice(key, among: choices, named: \.rawValue)
  }

  /// The value of `key` among `choices`, each spelt `name(choice)` (ignoring case), or nil when absent.
  /// - Throws: ``ParameterProblem`` listing the choices.
  package func choice<T>(_ key: String, among choices: [T], named name: (T) -> String) throws(ParameterProblem) -> T? {
    guard let text = string(key) else { return nil }
    guard let value = choices.first(where: { name($0) == text.lowercased() }) else {
      throw .usage("invalid value '\(text.prefix(80))' for \(key: key): expected \(Words.list(choices.map(name)))")
    }
    return value
  }

  /// A finite number given as `text` for `key`.
  /// - Throws: ``ParameterProblem`` naming `key`.
  package static func number(_ text: String, _ key: String) throws(ParameterProblem) -> Double {
    guard let x = Double(text.trimmed()) else { throw .usage("invalid value '\(text.prefix(80))' for \(key: key): expected a number") }
    guard x.isFinite else { throw .usage("invalid value '\(text.prefix(80))' for \(key: key): must be a finite number") }
    return x
  }

  /// A comma-separated list of finite numbers given as `text` for `key`.
  /// - Throws: ``ParameterProblem`` naming `key`.
  package static func numbers(_ text: String, _ key: String) throws(ParameterProblem) -> [Double] {
    var out: [Double] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) { out.append(try number(String(part), key)) }
    return out
  }
}

/// Parameter values as a list of key–value pairs (the studio's query, a library user's own):
/// a flag is a key with an empty value.
package struct ParameterList: ParameterValues, Sendable {
  /// The pairs, in order.
  package var pairs: [(key: String, value: String)]

  /// A list of `pairs`, in the order given.
  package init(_ pairs: [(key: String, value: String)] = []) { self.pairs = pairs }

  /// Every value of `values` but those of `excluded` keys, key by key in the order the keys were first given.
  ///
  /// - Parameters:
  ///   - values: The values to copy.
  ///   - excluded: The keys left out.
  package init(_ values: some ParameterValues, excluding excluded: Set<String>) {
    var keys: [String] = []
    for key in values.givenKeys where !keys.contains(key) && !excluded.contains(key) { keys.append(key) }
    pairs = keys.flatMap { key in values.values(for: key).map { (key: key, value: $0) } }
  }

  package func values(for key: String) -> [String] { pairs.filter { $0.key == key }.map(\.value) }
  package var givenKeys: [String] { pairs.map(\.key) }

  /// Adds `value` for `key` (after the others).
  package mutating func append(_ key: String, _ value: String) { pairs.append((key, value)) }
  /// Removes every value of `keys`.
  package mutating func remove(_ keys: Set<String>) { pairs.removeAll { keys.contains($0.key) } }
  /// Replaces every value of `key` with `value`.
  package mutating func set(_ key: String, _ value: String) {
    remove([key])
    append(key, value)
  }
}

/// Small words shared by the requests' messages.
package enum Words {
  /// `a, b or c`.
  package static func list(_ names: [String]) -> String {
    names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
  }
}
