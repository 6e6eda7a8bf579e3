import CNumberConversion
import Foundation
import _SpringToolSupport

/// A strict JSON reader (RFC 8259) whose numbers are parsed with `Double(_:)`, so every
/// number springtool writes reads back to the same Double. (Foundation's JSONSerialization
/// on Linux does not round all decimals correctly: 0.7999999999999999 comes back as
/// 0.7999999999999997.) Object member order is kept.
extension JSONValue {
  /// Why a text is not JSON: the reason and the 1-based line and column.
  public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let reason: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column.
    public let column: Int
    /// `line L, column C: reason`.
    public var description: String { "line \(line), column \(column): \(reason)" }
  }

  /// Parses a complete JSON text.
  ///
  /// - Parameter text: The JSON text.
  /// - Returns: The value.
  /// - Throws: ``JSONValue/ParseError`` at the first character that does not fit JSON's grammar.
  public static func parse(_ text: String) throws(ParseError) -> JSONValue {
    var parser = Parser(bytes: Array(text.utf8))
    parser.skipWhitespace()
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
    return value
  }

  /// The number, if this is one.
  public var doubleValue: Double? {
    switch self {
    case .number(let x): return x
    case .integer(let n): return Double(n)
    default: return nil
    }
  }

  struct Parser {
    let bytes: [UInt8]
    var index = 0

    func error(_ reason: String) -> ParseError {
      var line = 1, column = 1
      for byte in bytes[..<min(index, bytes.count)] {
        if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
      }
      return ParseError(reason: reason, line: line, column: column)
    }

    mutating func skipWhitespace() {
      while index < bytes.count {
        let byte = bytes[index]
        guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
        index += 1
      }
    }

    mutating func expect(_ literal: String) throws(ParseError) {
      for byte in literal.utf8 {
        guard index < bytes.count, bytes[index] == byte else { throw error("expected \(literal)") }
        index += 1
      }
    }

    mutating func value(depth: Int) throws(ParseError) -> JSONValue {
      guard depth < 512 else { throw error("nested too deeply") }
      guard index < bytes.count else { throw error("unexpected end of text") }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [(String, JSONValue)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
          skipWhitespace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a member name") }
          let key = try string()
          skipWhitespace()
          try expect(":")
          skipWhitespace()
          members.append((key, try value(depth: depth + 1)))
          skipWhitespace()
          guard index < bytes.count else { throw error("unterminated object") }
          if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
          if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
          throw error("expected , or }")
        }
      case UInt8(ascii: "["):
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
          skipWhitespace()
          items.append(try value(depth: depth + 1))
          skipWhitespace()
          guard index < bytes.count else { throw error("unterminated array") }
          if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
          if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
          throw error("expected , or ]")
        }
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): try expect("true"); return .bool(true)
      case UInt8(ascii: "f"): try expect("false"); return .bool(false)
      case UInt8(ascii: "n"): try expect("null"); return .null
      default: return try number()
      }
    }

    mutating func number() throws(ParseError) -> JSONValue { .number(try double()) }

    /// A JSON number, validated by JSON's grammar, then parsed exactly.
    mutating func double() throws(ParseError) -> Double {
      let start = index
      func digit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39 }
      func fail() -> ParseError {
        var end = start
        while end < bytes.count && end - start < 80, "+-0123456789.eE".utf8.contains(bytes[end]) { end += 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        index = start
        return error(text.isEmpty ? "unexpected character" : "'\(text)' is not a JSON number")
      }
      // JSON's grammar: optional minus, digits without a leading zero, fraction, exponent.
      if index < bytes.count && bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digit(index) else { throw fail() }
      if bytes[index] == UInt8(ascii: "0") { index += 1 } else { while digit(index) { index += 1 } }
      if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard digit(index) else { throw fail() }
        while digit(index) { index += 1 }
      }
      if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
        index += 1
        if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
        guard digit(index) else { throw fail() }
        while digit(index) { index += 1 }
      }
      if index < bytes.count {
        let next = bytes[index]
        if (next >= 0x30 && next <= 0x39) || next == 0x2B || next == 0x2D || next == 0x2E || next == 0x65 || next == 0x45 { throw fail() }
      }
      let count = index - start
      var value = 0.0
      let used = bytes.withUnsafeBufferPointer { buffer in
        (buffer.baseAddress! + start).withMemoryRebound(to: CChar.self, capacity: count) { springtool_parse_double($0, $0 + count, &value) }
      }
      guard used == count else { throw fail() }
      guard value.isFinite else {
        let text = String(decoding: bytes[start..<min(index, start + 80)], as: UTF8.self)
        index = start
        throw error("'\(text)' is out of the range of a Double")
      }
      return value
    }

    /// The byte range of a string of plain ASCII (no escapes; the cursor after its closing quote),
    /// or nil (the cursor unmoved) when it has escapes or other bytes, or is unterminated.
    mutating func plainString() -> Range<Int>? {
      var i = index + 1
      while i < bytes.count {
        let byte = bytes[i]
        if byte == UInt8(ascii: "\"") { defer { index = i + 1 }; return (index + 1)..<i }
        // Escapes, control characters and anything past ASCII go through `string()`, which checks UTF-8.
        if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
        i += 1
      }
      return nil
    }

    mutating func string() throws(ParseError) -> String {
      if let range = plainString() { return String(decoding: bytes[range], as: UTF8.self) }
      index += 1  // the opening quote
      var scalars = String.UnicodeScalarView()
      var raw: [UInt8] = []
      // The document is not checked as UTF-8 in a pass of its own: its strings are, here.
      func flush() throws(ParseError) {
        guard let text = String(validating: raw, as: UTF8.self) else { throw error("a string that is not UTF-8") }
        scalars.append(contentsOf: text.unicodeScalars)
        raw.removeAll()
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") { try flush(); return String(scalars) }
        if byte < 0x20 { throw error("control character in a string") }
        guard byte == UInt8(ascii: "\\") else { raw.append(byte); continue }
        try flush()
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair \\u\(String(code, radix: 16))") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
          scalars.append(scalar)
        default: throw error("invalid escape \\\(Character(Unicode.Scalar(escape)))")
        }
      }
      throw error("unterminated string")
    }

    mutating func hex4() throws(ParseError) -> UInt32 {
      guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw error("invalid \\u escape") }
      index += 4
      return code
    }
  }
}
