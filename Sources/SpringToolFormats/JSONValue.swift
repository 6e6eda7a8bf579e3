import _SpringToolSupport
/// A JSON document with ordered keys, and its writer.
///
/// Numbers are written with Swift's shortest round-trip representation
/// (`Double.description`), so they read back to the same Double; non-finite
/// numbers become `null` (JSON has no infinity).
public indirect enum JSONValue: Sendable, Equatable {
  /// An object, its members in order.
  case object([(String, JSONValue)])
  /// An array.
  case array([JSONValue])
  /// A number (written in its shortest round-trip form; not finite: null).
  case number(Double)
  /// A whole number.
  case integer(Int)
  /// A string.
  case string(String)
  /// A Boolean.
  case bool(Bool)
  /// `null`.
  case null

  /// Equal values (numbers by value, objects member by member in order).
  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    case (.array(let x), .array(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y || (x.isNaN && y.isNaN)
    case (.integer(let x), .integer(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.null, .null): return true
    default: return false
    }
  }

  /// Pretty-printed text: one key per line, and objects holding only scalars on one line.
  ///
  /// - Returns: Pretty-printed text: one key per line, and objects holding only scalars on one line.
  public func rendered() -> String {
    var out: [UInt8] = []
    write(into: &out, indent: 0)
    out.append(0x0A)
    return String(decoding: out, as: UTF8.self)
  }

  /// The same without the final newline, nested at `indent` levels.
  ///
  /// - Parameter indent: The nesting level (two spaces each).
  public func rendered(indent: Int) -> String {
    var out: [UInt8] = []
    write(into: &out, indent: indent)
    return String(decoding: out, as: UTF8.self)
  }

  /// The value with every number rounded to `digits` significant digits (`--precision`); itself
  /// for nil.
  ///
  /// - Parameter digits: Significant digits (1…17), or nil for every digit.
  /// - Returns: The value, numbers rounded.
  public func rounded(significantDigits digits: Int?) -> JSONValue {
    guard let digits else { return self }
    switch self {
    case .number(let x) where x.isFinite: return .number(Double(Cell.format(x, significantDigits: digits)) ?? x)
    case .object(let members): return .object(members.map { ($0.0, $0.1.rounded(significantDigits: digits)) })
    case .array(let items): return .array(items.map { $0.rounded(significantDigits: digits) })
    default: return self
    }
  }

  /// The value for `key` in an object.
  ///
  /// - Parameter key: The member's key.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.first { $0.0 == key }?.1
  }

  private var isScalar: Bool {
    switch self {
    case .object, .array: return false
    default: return true
    }
  }

  private var isFlat: Bool {
    switch self {
    case .object(let pairs): return pairs.allSatisfy { $0.1.isScalar }
    case .array(let items): return items.count <= 16 && items.allSatisfy { $0.isScalar }
    default: return true
    }
  }

  /// Writes the text as UTF-8 bytes: numbers go straight into the buffer (no String per
  /// number), which keeps a studio answer of thousands of samples cheap to send.
  private func write(into out: inout [UInt8], indent: Int) {
    func pad(_ levels: Int) { for _ in 0..<levels { out.append(0x20); out.append(0x20) } }
    switch self {
    case .object(let pairs):
      if pairs.isEmpty { out += "{}".utf8; return }
      let flat = isFlat
      out += (flat ? "{" : "{\n").utf8
      for (i, (key, value)) in pairs.enumerated() {
        if flat { if i > 0 { out += ", ".utf8 } } else { pad(indent + 1) }
        out += JSONValue.quote(key).utf8
        out += ": ".utf8
        value.write(into: &out, indent: flat ? indent : indent + 1)
        if !flat { out += (i == pairs.count - 1 ? "\n" : ",\n").utf8 }
      }
      if !flat { pad(indent) }
      out.append(UInt8(ascii: "}"))
    case .array(let items):
      if items.isEmpty { out += "[]".utf8; return }
      let flat = isFlat
      out += (flat ? "[" : "[\n").utf8
      for (i, item) in items.enumerated() {
        if flat { if i > 0 { out += ", ".utf8 } } else { pad(indent + 1) }
        item.write(into: &out, indent: flat ? indent : indent + 1)
        if !flat { out += (i == items.count - 1 ? "\n" : ",\n").utf8 }
      }
      if !flat { pad(indent) }
      out.append(UInt8(ascii: "]"))
    case .number(let x): if x.isFinite { NumberText.append(x, to: &out) } else { out += "null".utf8 }
    case .integer(let n): out += String(n).utf8
    case .string(let s): out += JSONValue.quote(s).utf8
    case .bool(let b): out += (b ? "true" : "false").utf8
    case .null: out += "null".utf8
    }
  }

  /// `s` as a JSON string literal.
  ///
  /// - Parameter s: The string.
  /// - Returns: The literal, with quotes and escapes.
  public static func quote(_ s: String) -> String {
    "\""
      + s.escaping { scalar in
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: scalar.value < 0x20 ? "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16) : nil
        }
      } + "\""
  }

}
