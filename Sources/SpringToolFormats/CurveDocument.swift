import CNumberConversion
import Foundation
import _SpringToolSupport

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
          && parser.bytes[parser.index] == UInt8(ascii: "[")
        {
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
        // After the first run, the rest of a plain array goes straight into columns with room for
        // samples half the size of the first run's (later times have more digits; columns that
        // filled up would be regrown by appends): no scratch block, no copy of any sample. Only
        // the pages written are ever touched.
        let stride = max((parser.index - start) / run / 2, 1)
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
    CurveColumns.extend(
      times: &times, values: &values, seconds: &seconds, keepingSeconds: allSeconds && seconds.count == times.count,
      capacity: capacity
    ) { t, v, s, room in
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
  static func parseSamples(
    _ parser: inout JSONValue.Parser, _ keys: SampleKeys, capacity: Int, _ t: UnsafeMutablePointer<Double>,
    _ v: UnsafeMutablePointer<Double>, _ second: UnsafeMutablePointer<Double>?
  )
    -> (count: Int, withSecond: Bool, afterComma: Bool)
  {
    var (stop, afterComma, withSecond) = (0, Int32(0), Int32(0))
    let index = parser.index
    let count = parser.bytes.withUnsafeBufferPointer { text in
      (UnsafeRawPointer(text.baseAddress!) + index).withMemoryRebound(to: CChar.self, capacity: text.count - index) { first in
        springtool_parse_json_samples(
          first, first + (text.count - index), keys.names, keys.lengths, capacity, t, v, second,
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
