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

    /// The byte range of a string without escapes (the cursor after its closing quote), or nil
    /// (the cursor unmoved) when it has escapes or is unterminated.
    mutating func plainString() -> Range<Int>? {
      var i = index + 1
      while i < bytes.count {
        let byte = bytes[i]
        if byte == UInt8(ascii: "\"") { defer { index = i + 1 }; return (index + 1)..<i }
        if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
        i += 1
      }
      return nil
    }

    mutating func string() throws(ParseError) -> String {
      if let range = plainString() { return String(decoding: bytes[range], as: UTF8.self) }
      index += 1  // the opening quote
      var scalars = String.UnicodeScalarView()
      var raw: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        raw.removeAll()
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") { flush(); return String(scalars) }
        if byte < 0x20 { throw error("control character in a string") }
        guard byte == UInt8(ascii: "\\") else { raw.append(byte); continue }
        flush()
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
             bytes[index + 1] == UInt8(ascii: "u") {
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

/// A curve document read in one pass: the samples' numbers go straight into columns, without a
/// tree of values per sample (the other members are kept as values, for metadata).
package struct CurveDocument {
  /// The members that hold a document's rows: `samples` (sample), `frames` (morph), `trajectory` (drag).
  package static let rowKeys: Set<String> = ["samples", "frames", "trajectory"]

  /// The top-level object's members other than the samples (empty for a bare array).
  package var members: [(String, JSONValue)] = []
  /// Whether there was a samples array (a bare array, or the object's first `samples` member).
  package var hasSamples = false
  package var times: [Double] = [], values: [Double] = [], seconds: [Double] = []
  /// Whether every sample had the second column.
  package var allSeconds = true
  /// The first sample that breaks the rules, and how.
  package var problem: (index: Int, kind: Problem)?

  package enum Problem {
    case needsNumbers
    case notIncreasing(Double, after: Double)
    case secondNotNumber
  }

  /// Reads `text`: `{"samples": [...], …}` or `[...]`, each sample an object with the numbers
  /// `t`, `valueKey` and optionally `secondKey` (the first of a repeated key counts).
  package static func parse(_ bytes: [UInt8], valueKey: String, secondKey: String) throws(JSONValue.ParseError) -> CurveDocument {
    var parser = JSONValue.Parser(bytes: bytes)
    var document = CurveDocument()
    let keys = [Array("t".utf8), Array(valueKey.utf8), Array(secondKey.utf8)]
    parser.skipWhitespace()
    guard parser.index < parser.bytes.count else { throw parser.error("unexpected end of text") }
    switch parser.bytes[parser.index] {
    case UInt8(ascii: "["):
      document.hasSamples = true
      try document.readSamples(&parser, keys)
    case UInt8(ascii: "{"):
      parser.index += 1
      parser.skipWhitespace()
      if parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "}") { parser.index += 1; break }
      var samplesSeen = false
      while true {
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\"") else {
          throw parser.error("expected a member name")
        }
        let key = try parser.string()
        parser.skipWhitespace()
        try parser.expect(":")
        parser.skipWhitespace()
        // `samples` (a curve), `frames` (a morph) or `trajectory` (a drag): the rows springtool writes.
        if CurveDocument.rowKeys.contains(key) && !samplesSeen && parser.index < parser.bytes.count
          && parser.bytes[parser.index] == UInt8(ascii: "[") {
          document.hasSamples = true
          try document.readSamples(&parser, keys)
        } else {
          let value = try parser.value(depth: 1)
          if !CurveDocument.rowKeys.contains(key) { document.members.append((key, value)) }
        }
        if CurveDocument.rowKeys.contains(key) { samplesSeen = true }
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count else { throw parser.error("unterminated object") }
        if parser.bytes[parser.index] == UInt8(ascii: ",") { parser.index += 1; continue }
        if parser.bytes[parser.index] == UInt8(ascii: "}") { parser.index += 1; break }
        throw parser.error("expected , or }")
      }
    default:
      _ = try parser.value(depth: 0)
    }
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
    return document
  }

  /// The samples array, the cursor on its `[`.
  mutating func readSamples(_ parser: inout JSONValue.Parser, _ keys: [[UInt8]]) throws(JSONValue.ParseError) {
    // A written sample takes 40 bytes or more; reserving for that spares the columns' regrowth
    // when the general reader reads them (plain runs past the first go into columns of their own).
    let expected = (parser.bytes.count - parser.index) / 40 + 1
    times.reserveCapacity(expected)
    values.reserveCapacity(expected)
    seconds.reserveCapacity(expected)
    let plain = SampleKeys(keys)
    parser.index += 1
    parser.skipWhitespace()
    if parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "]") { parser.index += 1; return }
    var index = 0
    let start = parser.index
    while true {
      parser.skipWhitespace()
      // Runs of plain samples in C, a chunk at a time; the first sample that is not plain, and
      // the rest after a problem, through the general reader.
      var (run, afterComma) = problem == nil ? readPlainRun(&parser, plain, index) : (0, false)
      index += run
      if run > 0 && afterComma && run == times.count && problem == nil {
        // After the first run, the rest of a plain array goes straight into columns sized for
        // samples like the first run's: no scratch block, no copy of any sample.
        let stride = max((parser.index - start) / run, 1)
        (run, afterComma) = readPlainColumns(&parser, plain, index, capacity: max((parser.bytes.count - parser.index) / stride, 4096) + run)
        index += run
        if run == 0 { continue }
      }
      if run > 0 && afterComma { continue }
      if run == 0 {
        try readSample(&parser, keys, index)
        index += 1
      }
      parser.skipWhitespace()
      guard parser.index < parser.bytes.count else { throw parser.error("unterminated array") }
      if parser.bytes[parser.index] == UInt8(ascii: ",") { parser.index += 1; continue }
      if parser.bytes[parser.index] == UInt8(ascii: "]") { parser.index += 1; return }
      throw parser.error("expected , or ]")
    }
  }

  /// Which of `keys` the bytes in `range` spell, compared as memory (a generic comparison of
  /// slices cost more than parsing the sample's numbers).
  static func keyIndex(_ keys: [[UInt8]], _ bytes: [UInt8], _ range: Range<Int>) -> Int? {
    bytes.withUnsafeBufferPointer { text in
      for (k, key) in keys.enumerated() where key.count == range.count {
        if key.isEmpty { return k }
        if key.withUnsafeBufferPointer({ memcmp($0.baseAddress!, text.baseAddress! + range.lowerBound, range.count) }) == 0 { return k }
      }
      return nil
    }
  }

  /// Reads a run of plain samples (up to 4096) at the cursor with `springtool_parse_json_samples`
  /// into the columns, as `readSample` would: the first time that does not increase is the
  /// problem, and what follows it is parsed but not kept. Returns how many samples it read and
  /// whether it stopped after a comma.
  mutating func readPlainRun(_ parser: inout JSONValue.Parser, _ keys: SampleKeys, _ firstIndex: Int) -> (Int, Bool) {
    let capacity = 4096
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * capacity) { columns in
      let t = columns.baseAddress!, v = t + capacity, second = v + capacity
      let run = Self.parseSamples(&parser, keys, capacity: capacity, t, v, second)
      let (kept, firstProblem) = Self.increasing(t, count: run.count, after: times.last, firstIndex: firstIndex)
      if let firstProblem { problem = firstProblem }
      if !run.withSecond && kept > 0 { allSeconds = false }
      times.append(contentsOf: UnsafeBufferPointer(start: t, count: kept))
      values.append(contentsOf: UnsafeBufferPointer(start: v, count: kept))
      if run.withSecond { seconds.append(contentsOf: UnsafeBufferPointer(start: second, count: kept)) }
      return (run.count, run.afterComma)
    }
  }

  /// Plain samples at the cursor read straight into new columns of `capacity` (which start with
  /// the columns' samples so far), run after run, until a sample is not plain, a time does not
  /// increase (the problem; what follows in that run is parsed but not kept, as in
  /// ``readPlainRun(_:_:_:)``), the array ends or the columns are full. Returns how many samples
  /// it read and whether it stopped after a comma.
  mutating func readPlainColumns(_ parser: inout JSONValue.Parser, _ keys: SampleKeys, _ firstIndex: Int, capacity: Int) -> (Int, Bool) {
    var (read, afterComma) = (0, false)
    var (firstProblem, lostSecond): ((index: Int, kind: Problem)?, Bool) = (nil, false)
    let previous = times.last
    CurveColumns.extend(times: &times, values: &values, seconds: &seconds, keepingSeconds: allSeconds && seconds.count == times.count,
                        capacity: capacity) { t, v, s, room in
      var n = 0
      while n < room {
        let run = Self.parseSamples(&parser, keys, capacity: room - n, t + n, v + n, s.map { $0 + n })
        guard run.count > 0 else { break }
        afterComma = run.afterComma
        let kept: Int
        (kept, firstProblem) = Self.increasing(t + n, count: run.count, after: n == 0 ? previous : t[n - 1], firstIndex: firstIndex + read)
        if !run.withSecond && kept > 0 { lostSecond = true }
        n += kept
        read += run.count
        if kept < run.count || !afterComma { break }
      }
      return n
    }
    if let firstProblem { problem = firstProblem }
    if lostSecond { allSeconds = false }
    return (read, afterComma)
  }

  /// One call of `springtool_parse_json_samples` at the cursor, moving it past what was read.
  static func parseSamples(_ parser: inout JSONValue.Parser, _ keys: SampleKeys, capacity: Int, _ t: UnsafeMutablePointer<Double>,
                           _ v: UnsafeMutablePointer<Double>, _ second: UnsafeMutablePointer<Double>?)
    -> (count: Int, withSecond: Bool, afterComma: Bool)
  {
    var (stop, afterComma, withSecond) = (0, Int32(0), Int32(0))
    let index = parser.index
    let count = parser.bytes.withUnsafeBufferPointer { text in
      (UnsafeRawPointer(text.baseAddress!) + index).withMemoryRebound(to: CChar.self, capacity: text.count - index) { first in
        springtool_parse_json_samples(first, first + (text.count - index), keys.names, keys.lengths, capacity, t, v, second,
                                      &withSecond, &stop, &afterComma)
      }
    }
    if count > 0 { parser.index += stop }
    return (count, withSecond != 0, afterComma != 0)
  }

  /// How many of `count` times at `t` increase (after `previous`), and the problem at the first
  /// that does not (its index in the array, from the run's `firstIndex`).
  static func increasing(_ t: UnsafeMutablePointer<Double>, count: Int, after previous: Double?, firstIndex: Int)
    -> (kept: Int, problem: (index: Int, kind: Problem)?)
  {
    for k in 0..<count {
      let before = k == 0 ? previous : t[k - 1]
      if let before, !(t[k] > before) { return (k, (firstIndex + k, .notIncreasing(t[k], after: before))) }
    }
    return (count, nil)
  }

  /// The three keys one after another, and their lengths, as `springtool_parse_json_samples` takes them.
  struct SampleKeys {
    let names: [CChar], lengths: [Int]
    init(_ keys: [[UInt8]]) {
      names = keys.joined().map { CChar(bitPattern: $0) }
      lengths = keys.map(\.count)
    }
  }

  /// One sample: its three members found by their bytes, numbers parsed in place.
  mutating func readSample(_ parser: inout JSONValue.Parser, _ keys: [[UInt8]], _ index: Int) throws(JSONValue.ParseError) {
    // Per key: nil = absent, .some(nil) = present but not a number.
    var found: (Double??, Double??, Double??) = (nil, nil, nil)
    if parser.index < parser.bytes.count && parser.bytes[parser.index] == UInt8(ascii: "{") {
      parser.index += 1
      parser.skipWhitespace()
      if parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "}") {
        parser.index += 1
      } else {
        while true {
          parser.skipWhitespace()
          guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\"") else {
            throw parser.error("expected a member name")
          }
          var which: Int?
          if let range = parser.plainString() {
            which = Self.keyIndex(keys, parser.bytes, range)
          } else {
            let key = Array(try parser.string().utf8)
            which = keys.firstIndex(of: key)
          }
          parser.skipWhitespace()
          guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: ":") else { throw parser.error("expected :") }
          parser.index += 1
          parser.skipWhitespace()
          let next = parser.index < parser.bytes.count ? parser.bytes[parser.index] : 0
          let number: Double? = (next >= 0x30 && next <= 0x39) || next == 0x2D ? try parser.double() : try parser.value(depth: 2).doubleValue
          switch which {
          case 0? where found.0 == nil: found.0 = .some(number)
          case 1? where found.1 == nil: found.1 = .some(number)
          case 2? where found.2 == nil: found.2 = .some(number)
          default: break
          }
          parser.skipWhitespace()
          guard parser.index < parser.bytes.count else { throw parser.error("unterminated object") }
          if parser.bytes[parser.index] == UInt8(ascii: ",") { parser.index += 1; continue }
          if parser.bytes[parser.index] == UInt8(ascii: "}") { parser.index += 1; break }
          throw parser.error("expected , or }")
        }
      }
    } else {
      _ = try parser.value(depth: 1)
    }
    guard problem == nil else { return }
    guard let t = found.0 ?? nil, let v = found.1 ?? nil else { problem = (index, .needsNumbers); return }
    if let previous = times.last, !(t > previous) { problem = (index, .notIncreasing(t, after: previous)); return }
    times.append(t)
    values.append(v)
    if let second = found.2 {
      guard let x = second else { problem = (index, .secondNotNumber); return }
      seconds.append(x)
    } else {
      allSeconds = false
    }
  }
}
