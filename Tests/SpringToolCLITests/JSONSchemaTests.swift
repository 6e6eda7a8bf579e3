import Foundation
@testable import SpringToolCLI
import Testing
import TestSupport

/// JSON as a strict reader sees it: a key given twice in one object is an error, not a value that
/// silently replaces the first.
indirect enum StrictJSON: Equatable {
  case object([(String, StrictJSON)]), array([StrictJSON]), string(String), number(Double), bool(Bool), null

  static func == (a: StrictJSON, b: StrictJSON) -> Bool { "\(a)" == "\(b)" }

  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  /// Parses `text` (one value, then only white space).
  static func parse(_ text: String) throws -> StrictJSON {
    var reader = Reader(bytes: Array(text.utf8))
    let value = try reader.value()
    reader.space()
    guard reader.i == reader.bytes.count else { throw Problem(description: "text after the value at byte \(reader.i)") }
    return value
  }

  struct Reader {
    let bytes: [UInt8]
    var i = 0

    mutating func space() { while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 } }

    mutating func expect(_ c: UInt8) throws {
      space()
      guard i < bytes.count, bytes[i] == c else { throw Problem(description: "expected '\(Character(UnicodeScalar(c)))' at byte \(i)") }
      i += 1
    }

    mutating func value() throws -> StrictJSON {
      space()
      guard i < bytes.count else { throw Problem(description: "unexpected end") }
      switch bytes[i] {
      case UInt8(ascii: "{"):
        i += 1
        var members: [(String, StrictJSON)] = []
        space()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
          space()
          guard case .string(let key) = try value() else { throw Problem(description: "a key must be a string at byte \(i)") }
          guard !members.contains(where: { $0.0 == key }) else { throw Problem(description: "duplicate key '\(key)'") }
          try expect(UInt8(ascii: ":"))
          members.append((key, try value()))
          space()
          if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i += 1; continue }
          try expect(UInt8(ascii: "}"))
          return .object(members)
        }
      case UInt8(ascii: "["):
        i += 1
        var items: [StrictJSON] = []
        space()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
          items.append(try value())
          space()
          if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i += 1; continue }
          try expect(UInt8(ascii: "]"))
          return .array(items)
        }
      case UInt8(ascii: "\""):
        i += 1
        var scalars: [UInt8] = []
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
          if bytes[i] == UInt8(ascii: "\\") { scalars.append(bytes[i]); i += 1 }
          guard i < bytes.count else { break }
          scalars.append(bytes[i])
          i += 1
        }
        try expect(UInt8(ascii: "\""))
        // The escapes are decoded by Foundation (a JSON string of one value).
        let quoted = "\"" + String(decoding: scalars, as: UTF8.self) + "\""
        guard let decoded = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed) as? String else {
          throw Problem(description: "bad string at byte \(i)")
        }
        return .string(decoded)
      case UInt8(ascii: "t"): i += 4; return .bool(true)
      case UInt8(ascii: "f"): i += 5; return .bool(false)
      case UInt8(ascii: "n"): i += 4; return .null
      default:
        let start = i
        while i < bytes.count, "+-0123456789.eE".utf8.contains(bytes[i]) { i += 1 }
        guard let x = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { throw Problem(description: "bad number at byte \(start)") }
        return .number(x)
      }
    }
  }
}

/// A JSON Schema (the subset docs/schemas uses: type, properties, required, additionalProperties,
/// items, enum, $ref to #/$defs) and the problems a document has against it.
struct Schema {
  let root: StrictJSON

  func problems(_ value: StrictJSON) -> [String] { problems(value, root, at: "$") }

  func member(_ object: StrictJSON, _ key: String) -> StrictJSON? {
    if case .object(let members) = object { return members.first { $0.0 == key }?.1 }
    return nil
  }

  func problems(_ value: StrictJSON, _ schema: StrictJSON, at path: String) -> [String] {
    if case .string(let ref)? = member(schema, "$ref") {
      let name = String(ref.dropFirst("#/$defs/".count))
      guard let defs = member(root, "$defs"), let target = member(defs, name) else { return ["\(path): no definition \(ref)"] }
      return problems(value, target, at: path)
    }
    if case .array(let alternatives)? = member(schema, "anyOf") {
      return alternatives.contains { problems(value, $0, at: path).isEmpty } ? [] : ["\(path): matches none of anyOf"]
    }
    var out: [String] = []
    if let type = member(schema, "type") {
      let allowed: [String] =
        switch type {
        case .string(let t): [t]
        case .array(let ts): ts.compactMap { if case .string(let t) = $0 { t } else { nil } }
        default: []
        }
      let actual: String =
        switch value {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number(let x): x == x.rounded() && abs(x) < 1e15 ? "integer" : "number"
        case .bool: "boolean"
        case .null: "null"
        }
      let matches = allowed.contains(actual) || (actual == "integer" && allowed.contains("number"))
      if !matches { return ["\(path): \(actual), expected \(allowed.joined(separator: " or "))"] }
    }
    if case .array(let options)? = member(schema, "enum"), !options.contains(value) { out.append("\(path): \(value) is not one of the enum") }
    if case .object(let members) = value {
      let properties = member(schema, "properties")
      if case .array(let required)? = member(schema, "required") {
        for case .string(let key) in required where !members.contains(where: { $0.0 == key }) { out.append("\(path): missing '\(key)'") }
      }
      for (key, item) in members {
        if let properties, let sub = member(properties, key) {
          out += problems(item, sub, at: path + "." + key)
        } else if let extra = member(schema, "additionalProperties") {
          if case .bool(false) = extra {
            out.append("\(path): '\(key)' is not in the schema")
          } else if case .object = extra {
            out += problems(item, extra, at: path + "." + key)
          }
        } else {
          out.append("\(path): '\(key)' is not in the schema (no additionalProperties)")
        }
      }
    }
    if case .array(let items) = value, let itemSchema = member(schema, "items") {
      for (k, item) in items.enumerated() { out += problems(item, itemSchema, at: "\(path)[\(k)]") }
    }
    return out
  }
}

/// Every command's JSON output parses with a reader that refuses duplicate keys and validates
/// against its schema in docs/schemas (the project's vocabulary, written by tools/json_schemas.py).
@Suite("JSON output against docs/schemas")
struct JSONSchemaTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let schema: String
    let arguments: [String]
    var testDescription: String { (arguments + ["--format", "json"]).joined(separator: " ") }
  }

  static let verifyFile = packageRoot.appendingPathComponent("curves/swiftui-bouncy.csv").path

  static let cases: [Case] = [
    Case(schema: "sample", arguments: ["sample", "--duration", "0.05"]),
    Case(schema: "sample", arguments: ["sample", "--engine", "android", "--duration", "0.05"]),
    Case(schema: "sample", arguments: ["sample", "--retarget", "0.02:3", "--duration", "0.05"]),
    Case(schema: "convert", arguments: ["convert", "--response", "0.4", "--damping", "0.8"]),
    Case(schema: "convert", arguments: ["convert", "--tension", "170", "--friction", "26", "--mass", "2"]),
    Case(schema: "convert", arguments: ["convert", "--as", "uikit", "--to", "300", "--velocity", "600"]),
    Case(schema: "match", arguments: ["match", "--preset", "bouncy", "--to", "100", "--stand-in", "ease-out"]),
    Case(schema: "match", arguments: ["match", "--response", "0.5", "--damping", "0", "--duration", "1", "--engine", "uikit"]),
    Case(schema: "match", arguments: ["match", verifyFile, "--engine", "exact", "--engine", "android"]),
    Case(schema: "lint", arguments: ["lint", "--preset", "bouncy", "--to", "100"]),
    Case(schema: "lint", arguments: ["lint", "--scene", "list-view", "--engine", "android"]),
    Case(schema: "lint", arguments: ["lint", "--response", "0.4", "--damping", "0", "--property", "alpha"]),
    Case(schema: "presets", arguments: ["presets"]),
    Case(schema: "presets", arguments: ["presets", "--easings"]),
    Case(schema: "presets", arguments: ["presets", "--durations"]),
    Case(schema: "analyze", arguments: ["analyze"]),
    Case(schema: "analyze", arguments: ["analyze", "--response", "0.4", "--damping", "0.8", "--mass", "2", "--engine", "android"]),
    Case(schema: "analyze", arguments: ["analyze", "--stiffness", "300", "--damping", "0.3", "--to", "50"]),
    Case(schema: "analyze", arguments: ["analyze", "--retarget", "0.2:0"]),
    Case(schema: "analyze", arguments: ["analyze", "--easing", "ease-out-back"]),
    Case(schema: "analyze", arguments: ["analyze", "--decay", "--from", "10", "--distance", "300", "--max", "200"]),
    Case(schema: "analyze", arguments: ["analyze", "--decay", "--engine", "android", "--distance", "-300"]),
    Case(schema: "analyze", arguments: ["analyze", "--scene", "quantum-toggle-style", "--set", "weapon-active=1"]),
    Case(schema: "scenes", arguments: ["scenes"]),
    Case(schema: "scenes", arguments: ["scenes", "--scene", "list-view", "--reverse", "--ios", "16"]),
    Case(schema: "compare", arguments: ["compare", "preset=bouncy", "preset=snappy"]),
    Case(schema: "compare", arguments: ["compare", "--engine", "exact", "--engine", "android"]),
    Case(schema: "preview", arguments: ["preview", "--scene", "content-view", "--engine", "exact", "--engine", "android"]),
    Case(schema: "preview", arguments: ["preview", "--scene", "custom-switch", "--translation", "14"]),
    Case(
      schema: "compare",
      arguments: [
        "compare", "--scene", "quantum-toggle-style", "--engine", "exact", "--engine", "android",
        "--tolerance", "1000",
      ]),
    Case(schema: "verify", arguments: ["verify", verifyFile]),
    Case(schema: "snap", arguments: ["snap", "--points", "0,300,600", "--from", "250", "--velocity", "800"]),
    Case(schema: "snap", arguments: ["snap", "--points", "0,300", "--from", "0", "--velocity", "-100", "--engine", "flutter"]),
    Case(schema: "rubber-band", arguments: ["rubber-band", "--offset", "10,-50,400", "--dimension", "300"]),
    Case(schema: "drag", arguments: ["drag", "--scene", "published-switch", "--translation", "12"]),
    Case(schema: "drag", arguments: ["drag", "--scene", "published-switch", "--translation", "2"]),
    Case(schema: "morph", arguments: ["morph", "--scene", "hero-card", "--duration", "0.05"]),
    Case(schema: "fit", arguments: ["fit", "--easing", "ease-out"]),
    Case(schema: "tune", arguments: ["tune", "--settle", "0.5", "--overshoot", "5%"]),
    Case(schema: "export", arguments: ["export", "--as", "android"]),
    Case(schema: "export", arguments: ["export", "--decay", "--as", "reanimated", "--velocity", "1000", "--max", "300"]),
    Case(schema: "export", arguments: ["export", "--as", "swiftui", "--easing", "ease-in-out"]),
    Case(schema: "export", arguments: ["export", "--as", "css-linear"]),
    Case(schema: "export", arguments: ["export", "--as", "css-keyframes"]),
    Case(schema: "export", arguments: ["export", "--as", "frames", "--duration", "0.05"]),
    Case(schema: "sweep", arguments: ["sweep", "--response", "0.2:1:2", "--damping", "0:1:2"]),
    Case(schema: "engines", arguments: ["engines"]),
    Case(schema: "backends", arguments: ["backends"]),
  ]

  static func schema(_ name: String) throws -> Schema {
    Schema(
      root: try StrictJSON.parse(
        try String(
          contentsOf: packageRoot.appendingPathComponent("docs/schemas/\(name).schema.json"),
          encoding: .utf8)))
  }

  @Test("the output parses without a duplicate key and validates against its schema", arguments: cases)
  func validates(_ c: Case) throws {
    let run = springtool(c.arguments + ["--format", "json"])
    #expect(run.status == 0, "\(run.error)")
    let document = try StrictJSON.parse(run.output)
    let problems = try Self.schema(c.schema).problems(document)
    #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "; "))")
  }

  @Test("every command that writes JSON has a schema and a case here")
  func everyCommand() throws {
    for command in SpringTool.commands {
      let help = springtool([command.name, "--help"]).output
      guard help.contains("json") && help.contains("--format") else { continue }
      #expect(
        FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("docs/schemas/\(command.name).schema.json").path),
        "no schema for \(command.name)")
      #expect(Self.cases.contains { $0.arguments.first == command.name } || command.name == "bench", "no case for \(command.name)")
    }
  }

  @Test("the checks can fail: a duplicate key, a missing required key, a key the schema does not name, a wrong type")
  func checksCanFail() throws {
    #expect(throws: StrictJSON.Problem.self) { try StrictJSON.parse(#"{"spring": {"mass": 1, "mass": 1}}"#) }
    let schema = try Self.schema("compare")
    let good = #"{"a": "x", "b": "y", "samples": 3, "maxValueDifference": 0.5}"#
    #expect(schema.problems(try StrictJSON.parse(good)).isEmpty)
    #expect(!schema.problems(try StrictJSON.parse(#"{"a": "x", "b": "y", "samples": 3}"#)).isEmpty)
    #expect(!schema.problems(try StrictJSON.parse(#"{"a": "x", "b": "y", "samples": 3, "maxValueDifference": 0.5, "settleTime": 1}"#)).isEmpty)
    #expect(!schema.problems(try StrictJSON.parse(#"{"a": "x", "b": "y", "samples": 3.5, "maxValueDifference": 0.5}"#)).isEmpty)
  }
}
