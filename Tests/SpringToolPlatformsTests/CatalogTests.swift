import Foundation
import SpringToolPlatforms
import TestSupport
import Testing

/// The platforms' catalogues: each `Platforms/<Platform>/catalog.json` holds the records of where
/// that platform's engines, decays, snaps and rubber bands take their rules from, and the
/// EmbedCatalog build plugin turns them into the constants the models name
/// (`public let info: EngineInfo = .android`).
@Suite("Platform catalogues (catalog.json)")
struct CatalogTests {
  /// Every catalogue's records by section, with the folder each stands in.
  static func catalogues() throws -> [(folder: String, section: String, record: [String: Any])] {
    let platforms = packageRoot.appendingPathComponent("Sources/SpringToolPlatforms/Platforms")
    var out: [(String, String, [String: Any])] = []
    for folder in try FileManager.default.contentsOfDirectory(atPath: platforms.path).sorted() {
      let file = platforms.appendingPathComponent(folder).appendingPathComponent("catalog.json")
      guard let data = FileManager.default.contents(atPath: file.path) else { continue }
      let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [[String: Any]]], "\(folder)")
      for (section, records) in document { out += records.map { (folder, section, $0) } }
    }
    return out
  }

  /// A record's fields as the model's info holds them (the settings by count: the catalogue
  /// names them as Swift members, which the compiler has checked).
  static func fields(of platform: Platform, section: String, id: String) -> [String: String]? {
    func text(_ files: [String]) -> String { files.joined(separator: "\n") }
    switch section {
    case "engines":
      guard let i = platform.engines.first(where: { $0.info.id == id })?.info else { return nil }
      return [
        "id": i.id, "api": i.api, "upstream": i.upstream, "files": text(i.files), "version": i.version, "frameClock": i.frameClock,
        "endRule": i.endRule, "velocityUnits": i.velocityUnits, "settings": "\(i.settings.count)", "retargeting": i.retargeting,
      ]
    case "decays":
      guard let i = platform.decays.first(where: { $0.info.id == id })?.info else { return nil }
      return [
        "engine": i.engine, "model": i.model, "api": i.api, "upstream": i.upstream, "files": text(i.files), "version": i.version,
        "frameClock": i.frameClock, "endRule": i.endRule, "velocityUnits": i.velocityUnits, "settings": "\(i.settings.count)",
      ]
    case "snaps":
      guard let i = platform.snap?.info, i.engine == id else { return nil }
      return [
        "engine": i.engine, "api": i.api, "rule": i.rule, "handoff": i.handoff, "defaultSpring": i.defaultSpring,
        "upstream": i.upstream, "files": text(i.files), "version": i.version,
      ]
    case "rubberBands":
      guard let i = platform.rubberBand?.info, i.engine == id else { return nil }
      return ["engine": i.engine, "api": i.api, "rule": i.rule, "upstream": i.upstream, "files": text(i.files), "version": i.version]
    default: return nil
    }
  }

  /// The record's id as its section names it (`android`, `android/fling`).
  static func id(of record: [String: Any], section: String) -> String {
    switch section {
    case "engines": record["id"] as? String ?? ""
    case "decays": "\(record["engine"] as? String ?? "")/\(record["model"] as? String ?? "")"
    default: record["engine"] as? String ?? ""
    }
  }

  /// The record's fields as text (lists joined by newlines, settings by count).
  static func text(of record: [String: Any]) -> [String: String] {
    var out: [String: String] = [:]
    for (key, value) in record {
      if key == "settings" {
        out[key] = "\((value as? [String])?.count ?? -1)"
      } else if let list = value as? [String] {
        out[key] = list.joined(separator: "\n")
      } else {
        out[key] = value as? String ?? "\(value)"
      }
    }
    return out
  }

  @Test("each record is one model's info, field for field, in the folder of the platform that registers the model")
  func recordsAreTheModelsInfo() throws {
    let records = try Self.catalogues()
    #expect(records.count >= 37, "every platform's engines, decays, snaps and rubber bands")
    var owners: [String: Set<String>] = [:]
    for (folder, section, record) in records {
      let id = Self.id(of: record, section: section)
      let owning = Platforms.all.filter { Self.fields(of: $0, section: section, id: id) != nil }
      try #require(owning.count == 1, "\(folder) \(section) '\(id)': registered by \(owning.map(\.id)), not by one platform")
      let expected = try #require(Self.fields(of: owning[0], section: section, id: id))
      #expect(Self.text(of: record) == expected, "\(folder) \(section) '\(id)'")
      owners[folder, default: []].insert(owning[0].id)
    }
    for (folder, platforms) in owners { #expect(platforms.count == 1, "\(folder) holds records of \(platforms.sorted())") }
  }

  @Test("every registered model's info comes from exactly one record")
  func everyModelHasOneRecord() throws {
    let records = try Self.catalogues()
    func count(_ section: String, _ id: String) -> Int {
      records.filter { $0.section == section && Self.id(of: $0.record, section: section) == id }.count
    }
    for engine in Engines.all { #expect(count("engines", engine.info.id) == 1, "engine \(engine.info.id)") }
    for model in DecayModels.all { #expect(count("decays", model.info.id) == 1, "decay \(model.info.id)") }
    for model in SnapModels.all { #expect(count("snaps", model.info.engine) == 1, "snap \(model.info.engine)") }
    for model in RubberBands.all { #expect(count("rubberBands", model.info.engine) == 1, "rubber band \(model.info.engine)") }
  }
}
