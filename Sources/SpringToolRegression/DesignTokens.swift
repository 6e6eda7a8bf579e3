import Foundation
import SpringToolCore
import SpringToolFormats

/// A motion token of a design-token file in the W3C Design Tokens Community Group (DTCG) format:
/// a token is an object with `$value` (and `$type`, here or inherited from its group), groups nest,
/// a token's name is its path joined by dots, and a `$value` of `"{a.b}"` is an alias of token
/// `a.b`. Read: `cubicBezier` (`[x1, y1, x2, y2]`, x in [0, 1]), `duration` (`{"value": 200,
/// "unit": "ms"}` or `"200ms"`/`"0.2s"`), `transition` (`{"duration", "delay", "timingFunction"}`)
/// as the DTCG format defines them, and `spring`, which the format does not define: `$value` holds
/// one spring family's numbers under ``SpringRequest/Field`` names (`{"dampingRatio": 0.8,
/// "stiffness": 380}`, Compose's `spring()`; `{"response": 0.5, "dampingRatio": 0.7}`, SwiftUI's),
/// and `$extensions["org.springtool"]` the config's other fields (`overshootClamping`,
/// `blendDuration`). Numbers are written in their shortest round-trip form, so a token written and
/// read back is the same motion to the last bit.
public enum DesignToken: Sendable, Equatable {
  /// A spring: the family's numbers as given, and the config's other fields.
  case spring(SpringRequest, extras: SpringPreset.Extras)
  /// A cubic Bézier timing function (x1, y1, x2, y2).
  case cubicBezier([Double])
  /// A duration, seconds.
  case duration(Double)
  /// A transition: a duration and a delay (seconds) and a cubic Bézier timing function.
  case transition(duration: Double, delay: Double, bezier: [Double])

  /// Why a token file or a token cannot be used: one line.
  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, naming the token where there is one.
    public let description: String
    /// Whether the file could not be read (rather than read and found wanting).
    public let isFile: Bool
    init(_ description: String, isFile: Bool = false) { (self.description, self.isFile) = (description, isFile) }
  }

  /// The largest token file read, bytes.
  public static let fileLimit = 16 << 20

  /// A token file's text: read with open(2) and read(2), so a FIFO or `<(…)` reads like a file, at most ``fileLimit`` bytes.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: Its text.
  /// - Throws: ``Problem`` (``Problem/isFile``) naming the file when it cannot be read, is a directory, is too large or is not UTF-8.
  public static func file(at path: String) throws(Problem) -> String {
    let shown = SystemPath.displayed(path)
    let fd = SystemPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else { throw Problem("\(shown): \(errno == ENOENT ? "no such file" : String(cString: strerror(errno)))", isFile: true) }
    defer { close(fd) }
    var info = stat()
    if fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { throw Problem("\(shown): is a directory", isFile: true) }
    let input = InputBytes.read(descriptor: fd) { $0.count > fileLimit }
    if input.error != 0 { throw Problem("\(shown): \(String(cString: strerror(input.error)))", isFile: true) }
    if input.bytes.count > fileLimit || input.overLimit { throw Problem("\(shown): larger than 16 MiB", isFile: true) }
    guard let text = String(validating: input.bytes, as: UTF8.self) else { throw Problem("\(shown): not UTF-8", isFile: true) }
    return text
  }

  /// The vendor key of springtool's fields in `$extensions`.
  public static let extensionKey = "org.springtool"

  /// Every token of a DTCG file, by name (its group path joined by dots), aliases resolved.
  ///
  /// - Parameter text: The file's text (JSON).
  /// - Returns: The motion tokens (`spring`, `cubicBezier`, `duration`, `transition`) by name; tokens of other types are left out.
  /// - Throws: ``Problem`` for text that is not JSON, a motion token whose value does not fit its
  ///   type, or an alias that names no token or goes round in a circle.
  public static func tokens(in text: String) throws(Problem) -> [String: DesignToken] {
    let document: JSONValue
    do { document = try JSONValue.parse(text) } catch { throw Problem("not JSON: \(error)") }
    guard case .object = document else { throw Problem("a token file is a JSON object of groups and tokens") }
    var raw: [String: (type: String?, value: JSONValue, extensions: JSONValue?)] = [:]
    collect(document, path: [], inheritedType: nil, into: &raw)
    var out: [String: DesignToken] = [:]
    let values = raw.mapValues(\.value)
    for name in raw.keys.sorted() {
      var seen: [String] = []
      var current = name
      // An alias names another token; follow it (at most as many hops as there are tokens).
      while case .string(let text)? = raw[current]?.value, text.hasPrefix("{") && text.hasSuffix("}") {
        seen.append(current)
        current = String(text.dropFirst().dropLast())
        guard raw[current] != nil else { throw Problem("token '\(name)': its alias {\(current)} names no token") }
        if seen.contains(current) { throw Problem("token '\(name)': aliases go round in a circle (\(seen.joined(separator: " → ")))") }
      }
      guard let token = raw[current] else { continue }
      let type = raw[name]?.type ?? token.type
      guard let type, ["spring", "cubicBezier", "duration", "transition"].contains(type) else { continue }
      // A composite's members may be aliases too (a transition's timing function, its duration).
      var value = token.value
      if case .object(let members) = value, type == "transition" {
        var resolved: [(String, JSONValue)] = []
        for (key, member) in members { resolved.append((key, try dereference(member, values, name: name))) }
        value = .object(resolved)
      }
      out[name] = try read(type: type, value, extensions: token.extensions, name: name)
    }
    return out
  }

  /// The token named `name` in `text`.
  ///
  /// - Parameters:
  ///   - name: The token's path joined by dots (`motion.spring.fast`).
  ///   - text: The file's text.
  /// - Returns: The token.
  /// - Throws: ``Problem`` as ``tokens(in:)`` does, or naming the closest motion tokens when there is none of that name.
  public static func token(named name: String, in text: String) throws(Problem) -> DesignToken {
    let all = try tokens(in: text)
    if let token = all[name] { return token }
    let names = all.keys.sorted()
    throw Problem(
      "no motion token '\(name.prefix(80))' in the file; it has "
        + (names.isEmpty ? "none" : names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", …" : "")))
  }

  /// `value`, or the value of the token its alias names (followed at most as many hops as there are tokens).
  static func dereference(_ value: JSONValue, _ values: [String: JSONValue], name: String) throws(Problem) -> JSONValue {
    var value = value
    for _ in 0...values.count {
      guard case .string(let text) = value, text.hasPrefix("{") && text.hasSuffix("}") else { return value }
      let target = String(text.dropFirst().dropLast())
      guard let next = values[target] else { throw Problem("token '\(name)': its alias {\(target)} names no token") }
      value = next
    }
    throw Problem("token '\(name)': aliases go round in a circle")
  }

  /// Gathers tokens (objects with `$value`) below `value`, their names and effective `$type`.
  static func collect(
    _ value: JSONValue, path: [String], inheritedType: String?,
    into out: inout [String: (type: String?, value: JSONValue, extensions: JSONValue?)]
  ) {
    guard case .object(let members) = value else { return }
    let type: String? = if case .string(let t)? = value["$type"] { t } else { inheritedType }
    if let tokenValue = value["$value"] {
      out[path.joined(separator: ".")] = (type, tokenValue, value["$extensions"])
      return
    }
    for (key, child) in members where !key.hasPrefix("$") {
      collect(child, path: path + [key], inheritedType: type, into: &out)
    }
  }

  /// A token's value read as its type.
  static func read(type: String, _ value: JSONValue, extensions: JSONValue?, name: String) throws(Problem) -> DesignToken {
    let at = "token '\(name)' (\(type))"
    switch type {
    case "cubicBezier": return .cubicBezier(try bezier(value, at))
    case "duration": return .duration(try seconds(value, at))
    case "transition":
      guard case .object = value, let d = value["duration"], let f = value["timingFunction"] else {
        throw Problem("\(at): a transition is {\"duration\", \"delay\", \"timingFunction\"}")
      }
      return .transition(
        duration: try seconds(d, at), delay: try value["delay"].map { (v: JSONValue) throws(Problem) in try seconds(v, at) } ?? 0,
        bezier: try bezier(f, at))
    default:
      guard case .object(let members) = value, !members.isEmpty else {
        throw Problem("\(at): $value is an object of one spring family's numbers, as {\"dampingRatio\": 0.8, \"stiffness\": 380}")
      }
      var request = SpringRequest()
      for (key, number) in members {
        guard let field = SpringRequest.Field(rawValue: key), field != .preset else {
          throw Problem(
            "\(at): unknown spring number '\(key.prefix(40))'; expected "
              + SpringRequest.Field.allCases.filter { $0 != .preset }.map(\.rawValue).joined(separator: ", "))
        }
        guard let x = number.doubleValue, x.isFinite else { throw Problem("\(at): '\(key)' must be a finite number") }
        request[number: field] = x
      }
      var extras = SpringPreset.Extras()
      if let ours = extensions?[extensionKey] {
        if case .bool(let clamps)? = ours["overshootClamping"] { extras.overshootClamping = clamps }
        if let blend = ours["blendDuration"] {
          guard let x = blend.doubleValue, x.isFinite, x >= 0 else { throw Problem("\(at): blendDuration must be a number ≥ 0") }
          extras.blendDuration = x
        }
      }
      return .spring(request, extras: extras)
    }
  }

  static func bezier(_ value: JSONValue, _ at: String) throws(Problem) -> [Double] {
    guard case .array(let items) = value, items.count == 4 else { throw Problem("\(at): a cubicBezier is [x1, y1, x2, y2]") }
    var numbers: [Double] = []
    for item in items {
      guard let x = item.doubleValue, x.isFinite else { throw Problem("\(at): a cubicBezier holds four finite numbers") }
      numbers.append(x)
    }
    guard (0...1).contains(numbers[0]) && (0...1).contains(numbers[2]) else { throw Problem("\(at): x1 and x2 must be in [0, 1]") }
    return numbers
  }

  /// A DTCG duration in seconds: `{"value": N, "unit": "ms"|"s"}`, or the earlier drafts' `"200ms"`/`"0.2s"`.
  static func seconds(_ value: JSONValue, _ at: String) throws(Problem) -> Double {
    var amount: Double?, unit: String?
    switch value {
    case .object:
      amount = value["value"]?.doubleValue
      if case .string(let u)? = value["unit"] { unit = u }
    case .string(let text):
      unit = text.hasSuffix("ms") ? "ms" : text.hasSuffix("s") ? "s" : nil
      amount = unit.flatMap { Double(text.dropLast($0.count)) }
    default: break
    }
    guard let amount, amount.isFinite, amount >= 0, let unit, unit == "ms" || unit == "s" else {
      throw Problem("\(at): a duration is {\"value\": N, \"unit\": \"ms\" or \"s\"} with N ≥ 0")
    }
    return unit == "ms" ? amount / 1000 : amount
  }

  // MARK: - Writing

  /// The token as a DTCG token object (`$type`, `$value`, and springtool's `$extensions` where the config has them).
  ///
  /// - Parameter description: The token's `$description`, if any.
  /// - Returns: The token object.
  public func json(description: String? = nil) -> JSONValue {
    var members: [(String, JSONValue)] = []
    switch self {
    case .spring(let request, let extras):
      members.append(("$type", .string("spring")))
      members.append(("$value", .object(SpringRequest.Field.allCases.compactMap { f in request[number: f].map { (f.rawValue, .number($0)) } })))
      var ours: [(String, JSONValue)] = []
      if extras.overshootClamping { ours.append(("overshootClamping", .bool(true))) }
      if extras.blendDuration != 0 { ours.append(("blendDuration", .number(extras.blendDuration))) }
      if !ours.isEmpty { members.append(("$extensions", .object([(Self.extensionKey, .object(ours))]))) }
    case .cubicBezier(let b):
      members = [("$type", .string("cubicBezier")), ("$value", .array(b.map(JSONValue.number)))]
    case .duration(let s):
      members = [("$type", .string("duration")), ("$value", Self.durationJSON(s))]
    case .transition(let d, let delay, let b):
      members = [
        ("$type", .string("transition")),
        (
          "$value",
          .object([
            ("duration", Self.durationJSON(d)), ("delay", Self.durationJSON(delay)),
            ("timingFunction", .array(b.map(JSONValue.number))),
          ])
        ),
      ]
    }
    if let description { members.insert(("$description", .string(description)), at: 0) }
    return .object(members)
  }

  /// A duration in milliseconds, as DTCG writes it (seconds × 1000 is exact for the durations tokens hold; else seconds).
  static func durationJSON(_ seconds: Double) -> JSONValue {
    let ms = seconds * 1000
    return ms / 1000 == seconds
      ? .object([("value", .number(ms)), ("unit", .string("ms"))])
      : .object([("value", .number(seconds)), ("unit", .string("s"))])
  }

  /// A DTCG document holding `tokens`, each name's dots making nested groups.
  ///
  /// - Parameter tokens: Names (dot paths) and token objects (``json(description:)``), in order.
  /// - Returns: The document.
  public static func document(_ tokens: [(name: String, token: JSONValue)]) -> JSONValue {
    var root: [(String, JSONValue)] = []
    for (name, token) in tokens { insert(token, at: name.split(separator: ".").map(String.init), into: &root) }
    return .object(root)
  }

  static func insert(_ token: JSONValue, at path: [String], into members: inout [(String, JSONValue)]) {
    guard let first = path.first else { return }
    if path.count == 1 {
      members.removeAll { $0.0 == first }
      members.append((first, token))
      return
    }
    var group: [(String, JSONValue)] = []
    if let i = members.firstIndex(where: { $0.0 == first }), case .object(let existing) = members[i].1 {
      group = existing
      members.remove(at: i)
    }
    insert(token, at: Array(path.dropFirst()), into: &group)
    members.append((first, .object(group)))
  }
}

extension DesignToken {
  /// A spring as a spring token: its family's numbers as given (a preset's own family, SwiftUI's
  /// extra bounce applied), and a preset's config fields beyond the spring.
  ///
  /// - Parameter specification: The spring as given.
  /// - Returns: The token.
  public static func spring(_ specification: SpringSpecification) -> DesignToken {
    // The resolved family of a valid specification is valid, so the fallback is never taken.
    let given = (try? SpringSpecification(specification.resolvedFamily)) ?? specification
    return .spring(SpringRequest(given), extras: specification.presetExtras)
  }
}
