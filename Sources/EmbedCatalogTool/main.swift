import Foundation

// Writes the Swift file of the platforms' catalogues: `EmbedCatalogTool OUTPUT FILE…`. Each
// `Platforms/<Platform>/catalog.json` holds that platform's records of where its rules come
// from (`engines`, `decays`, `snaps`, `rubberBands`); each record becomes a static constant of its type
// (`EngineInfo.android`, `DecayInfo.androidFling`, `SnapInfo.android`, `RubberBandInfo.uikit`), named from its id, so a
// model writes `public let info: EngineInfo = .android`. A missing, unknown or mistyped field
// fails the build, naming the file and the record.

/// One kind of record: the JSON key, the Swift type, its fields in the initialiser's order, and
/// the fields its constant's name is made of.
struct Kind {
  enum Field { case text, texts, settings }
  let key: String, type: String, fields: [(name: String, field: Field)], nameParts: [String]
}

let kinds = [
  Kind(
    key: "engines", type: "EngineInfo",
    fields: [
      ("id", .text), ("api", .text), ("upstream", .text), ("files", .texts), ("version", .text), ("frameClock", .text),
      ("endRule", .text), ("velocityUnits", .text), ("settings", .settings), ("retargeting", .text),
    ], nameParts: ["id"]),
  Kind(
    key: "decays", type: "DecayInfo",
    fields: [
      ("engine", .text), ("model", .text), ("api", .text), ("upstream", .text), ("files", .texts), ("version", .text),
      ("frameClock", .text), ("endRule", .text), ("velocityUnits", .text), ("settings", .settings),
    ], nameParts: ["engine", "model"]),
  Kind(
    key: "snaps", type: "SnapInfo",
    fields: [
      ("engine", .text), ("api", .text), ("rule", .text), ("handoff", .text), ("defaultSpring", .text), ("upstream", .text),
      ("files", .texts), ("version", .text),
    ], nameParts: ["engine"]),
  Kind(
    key: "rubberBands", type: "RubberBandInfo",
    fields: [("engine", .text), ("api", .text), ("rule", .text), ("upstream", .text), ("files", .texts), ("version", .text)],
    nameParts: ["engine"]),
]

struct CatalogError: Error { let message: String }

/// `swiftui-spring` → `swiftuiSpring`, `android` + `fling` → `androidFling`.
func constantName(_ parts: [String]) -> String {
  let words = parts.flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }
  return words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }
    .joined()
}

/// A Swift string literal of `text`: quotes, backslashes and control characters escaped.
func literal(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    default:
      if scalar.value < 0x20 || scalar.value == 0x7F {
        out += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}

/// The Swift expression of one field's JSON value, or an error naming what is wrong.
func expression(_ value: Any, as field: Kind.Field) throws(CatalogError) -> String {
  switch field {
  case .text:
    guard let text = value as? String else { throw CatalogError(message: "is not a string") }
    return literal(text)
  case .texts:
    guard let texts = value as? [String] else { throw CatalogError(message: "is not a list of strings") }
    return "[" + texts.map(literal).joined(separator: ", ") + "]"
  case .settings:
    // Settings are EngineSetting's static members by name, so the compiler checks each one.
    guard let names = value as? [String] else { throw CatalogError(message: "is not a list of setting names") }
    for name in names where name.isEmpty || !name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) || name.first!.isNumber {
      throw CatalogError(message: "names a setting '\(name)' that is not an identifier")
    }
    return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
  }
}

/// The constants of one catalogue file.
func constants(of path: String, names: inout [String: String]) throws(CatalogError) -> String {
  let place = URL(fileURLWithPath: path).pathComponents.suffix(3).joined(separator: "/")
  guard let data = FileManager.default.contents(atPath: path) else { throw CatalogError(message: "\(path): cannot be read") }
  guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    throw CatalogError(message: "\(path): is not a JSON object")
  }
  if let unknown = document.keys.sorted().first(where: { key in !kinds.contains { $0.key == key } }) {
    throw CatalogError(message: "\(path): unknown section '\(unknown)' (\(kinds.map(\.key).joined(separator: ", ")))")
  }
  var swift = ""
  for kind in kinds {
    guard let section = document[kind.key] else { continue }
    guard let records = section as? [[String: Any]] else { throw CatalogError(message: "\(path): '\(kind.key)' is not a list of objects") }
    for (index, record) in records.enumerated() {
      let label = "\(path): \(kind.key)[\(index)]"
      let expected = Set(kind.fields.map(\.name))
      if let unknown = record.keys.sorted().first(where: { !expected.contains($0) }) {
        throw CatalogError(message: "\(label): unknown field '\(unknown)'")
      }
      var values: [String] = []
      for (name, field) in kind.fields {
        guard let value = record[name] else { throw CatalogError(message: "\(label): no '\(name)'") }
        do { values.append("\(name): \(try expression(value, as: field))") } catch { throw CatalogError(message: "\(label): '\(name)' \(error.message)") }
      }
      let parts = kind.nameParts.compactMap { record[$0] as? String }
      let name = constantName(parts)
      guard !name.isEmpty, !name.first!.isNumber else { throw CatalogError(message: "\(label): its id makes no Swift name") }
      let key = "\(kind.type).\(name)"
      if let other = names[key] { throw CatalogError(message: "\(label): '\(key)' is also made by \(other)") }
      names[key] = label
      swift += "extension \(kind.type) {\n  /// `\(parts.joined(separator: "/"))`, from \(place).\n"
      swift += "  static let \(name) = \(kind.type)(\n    \(values.joined(separator: ",\n    ")))\n}\n\n"
    }
  }
  return swift
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: EmbedCatalogTool OUTPUT FILE…\n".utf8))
  exit(64)
}
var swift = "// Generated by the EmbedCatalog plugin from each platform folder's catalog.json: edit those files, not this one.\n\n"
var names: [String: String] = [:]
do {
  for path in arguments.dropFirst() { swift += try constants(of: path, names: &names) }
  try swift.write(toFile: output, atomically: true, encoding: .utf8)
} catch let error as CatalogError {
  FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
  exit(1)
} catch {
  FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
  exit(1)
}
