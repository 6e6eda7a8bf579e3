import Foundation
import PackagePlugin

/// Turns each platform folder's `catalog.json` (`Platforms/<Platform>/catalog.json`: where the
/// engines', decays' and snaps' rules come from, edited as data) into one Swift file of static
/// constants the build compiles (`EngineInfo.android`); nothing is read at run time.
@main
struct EmbedCatalog: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let platforms = module.directoryURL.appending(path: "Platforms")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: platforms.path())) ?? []
    let inputs = folders.filter { !$0.hasPrefix(".") }.sorted().map { platforms.appending(path: $0).appending(path: "catalog.json") }
      .filter { FileManager.default.fileExists(atPath: $0.path()) }
    let output = context.pluginWorkDirectoryURL.appending(path: "Catalog.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(target.name)'s platform catalogues", executable: try context.tool(named: "EmbedCatalogTool").url,
        arguments: [output.path()] + inputs.map { $0.path() }, inputFiles: inputs, outputFiles: [output])
    ]
  }
}
