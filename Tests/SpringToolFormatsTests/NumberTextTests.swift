import Foundation
import SpringToolFormats
import Testing
import TestSupport
import _SpringToolSupport

/// The writers' number text (C++ `to_chars`, laid out by springtool) against the Swift runtime's
/// formatter behind `Double.description` (`NumberText`), the independent reference: the same
/// bytes for every kind of double, and every text reads back to its double.
@Suite("Number text: the writers' to_chars path against Swift's description")
struct NumberTextTests {
  /// The writer's text for `x`.
  static func written(_ x: Double) -> String {
    let memory = MemoryOutput()
    var out = BufferedOutput(memory)
    out.append(x)
    try? out.flush()
    return String(decoding: memory.bytes, as: UTF8.self)
  }

  /// Doubles of one kind, from a fixed seed (SplitMix64), so a failure reproduces.
  static func sample(_ kind: String, count: Int) -> [Double] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: kind.utf8.count + 1)
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    func near(_ x: Double) -> [Double] { [x.nextDown.nextDown, x.nextDown, x, x.nextUp, x.nextUp.nextUp, -x] }
    switch kind {
    case "any bit pattern":
      return (0..<count).map { _ in Double(bitPattern: next()) }.filter(\.isFinite)
    case "unit interval":
      return (0..<count).map { _ in Double(next() >> 11) * 0x1p-53 }
    case "whole numbers":
      return (0..<count).map { _ in Double(Int64(bitPattern: next()) >> Int64(next() % 64)) }
    case "curve values":
      // What curve files hold: times on a grid, values and velocities of a spring's travel.
      return (0..<count).map { (i: Int) -> Double in
        let time = Double(i) / 60 * 1.0000001
        let jitter = Double(next() % 1000) * 1e-7
        return time + jitter - 0.05
      }
    case "layout boundaries":
      let edges: [Double] = [
        1e-4, 9.999999999999999e-5, 0x1p53, 0x1p53 + 2, 1e16, 1e15, .leastNonzeroMagnitude,
        .leastNormalMagnitude, .greatestFiniteMagnitude, 1, 0.1, 100, 123456.789,
      ]
      return edges.flatMap(near) + [0, -0.0, .infinity, -.infinity, .nan]
    default:
      // Powers of ten and two, each with its neighbours: where shortest digits are most fragile.
      let tens: [Double] = (-323...308).flatMap { (e: Int) -> [Double] in near(Double("1e\(e)")!) }
      let twos: [Double] = (-1074...1023).flatMap { (e: Int) -> [Double] in near(Double(sign: .plus, exponent: e, significand: 1)) }
      return tens + twos
    }
  }

  @Test(
    "to_chars writes what Double.description writes (without its .0)",
    arguments: [
      "any bit pattern", "unit interval", "whole numbers", "curve values", "layout boundaries", "powers and their neighbours",
    ])
  func sameText(_ kind: String) {
    var mismatches: [String] = []
    for x in Self.sample(kind, count: 200_000) {
      let mine = Self.written(x), reference = NumberText.text(x)
      if mine != reference && mismatches.count < 5 { mismatches.append("\(x.bitPattern): \(mine) vs \(reference)") }
      if x.isFinite, Double(mine) != x, mismatches.count < 5 { mismatches.append("\(mine) does not read back to \(x)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test(
    "a three-number row written in one call equals the row written cell by cell",
    arguments: [OutputFormat.csv, .tsv, .json, .jsonl])
  func rowPath(_ format: OutputFormat) throws {
    let rows: [(Double, Double, Double)] = [
      (0, 1, -0.0), (1.0 / 60, 0.19999999999999996, -123.456), (2, .nan, .infinity),
      (1e-5, -.infinity, 0x1p53 + 2), (.leastNonzeroMagnitude, 1.7976931348623157e308, 1e16),
    ]
    func written(_ body: (inout RowWriter) throws -> Void) throws -> String {
      let memory = MemoryOutput()
      var writer = RowWriter(memory, columns: ["t", "value", "velocity"], format: format, metadata: [("unit", "pt")])
      try writer.begin()
      try body(&writer)
      try writer.end()
      return memory.text
    }
    let fast = try written { w in for (a, b, c) in rows { try w.write(a, b, c) } }
    let cells = try written { w in for (a, b, c) in rows { try w.write([.number(a), .number(b), .number(c)]) } }
    #expect(fast == cells)
  }

  /// A sweep's rows: the first two columns repeat, from the remembered text; the reference is the
  /// same rows written cell by cell (each number formatted anew).
  @Test(
    "repeating columns are written from their remembered text byte for byte, through collisions and evictions",
    arguments: [OutputFormat.csv, .tsv, .json, .jsonl])
  func repeatingColumns(_ format: OutputFormat) throws {
    // 5,000 distinct x values (more than the 4,096 a column remembers, so entries are replaced),
    // the signed zeros (different bits, different text), non-finite values and a subnormal,
    // each x met several times with different y and third values.
    var xs = (0..<5_000).map { Double($0) * 0.001 + 0.05 } + [0, -0.0, .nan, .infinity, -.infinity, .leastNonzeroMagnitude]
    xs += xs.reversed()
    func written(repeating: Int, _ body: (inout RowWriter) throws -> Void) throws -> [UInt8] {
      let memory = MemoryOutput()
      var writer = RowWriter(memory, columns: ["response", "damping", "settle"], format: format, repeating: repeating)
      try writer.begin()
      try body(&writer)
      try writer.end()
      return memory.bytes
    }
    let ys = [0.1, -0.0, 0.30000000000000004]
    let remembered = try written(repeating: 2) { w in
      for y in ys { for (i, x) in xs.enumerated() { try w.write(x, y, Double(i) / 7) } }
    }
    let fresh = try written(repeating: 0) { w in
      for y in ys { for (i, x) in xs.enumerated() { try w.write([.number(x), .number(y), .number(Double(i) / 7)]) } }
    }
    #expect(remembered.count > 100_000 && remembered == fresh)
  }

  /// Doubles that tables show: random magnitudes, and round decimals a few ulp off (0.2 + 3 ulp), from a fixed seed.
  static let peopleNumbers: [Double] = {
    var generator = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
    func next() -> UInt64 { generator.next() }
    var out: [Double] = []
    for _ in 0..<60_000 {
      let mantissa = Double(next() >> 11) / Double(1 << 53), exponent = Int(next() % 41) - 20
      out.append((next() & 1 == 0 ? 1 : -1) * mantissa * pow(10, Double(exponent)))
    }
    for _ in 0..<60_000 {
      let digits = Int(next() % 6) + 1, exponent = Int(next() % 21) - 10
      let round = Double(Int(next() % UInt64(pow(10, Double(digits))))) * pow(10, Double(exponent - digits))
      var x = round
      for _ in 0..<Int(next() % 9) { x = next() & 1 == 0 ? x.nextUp : x.nextDown }
      out.append(x)
    }
    return out + [0.19999999999999996, 0.8250000000000001, 150.00000000000003, 1e-300, 1.7976931348623157e308, .leastNonzeroMagnitude, 0.1, 1 / 3]
  }()

  @Test("numbers for people: the bisection gives the same text as trying 1, 2, … 16 digits, on 120,000 doubles")
  func forPeopleBisectionMatchesTheScan() {
    var differences = 0
    for x in Self.peopleNumbers where NumberText.forPeople(x) != NumberText.forPeopleByScan(x) {
      differences += 1
      if differences <= 5 { Issue.record("\(x): \(NumberText.forPeople(x)) vs \(NumberText.forPeopleByScan(x))") }
    }
    #expect(differences == 0)
  }
}
