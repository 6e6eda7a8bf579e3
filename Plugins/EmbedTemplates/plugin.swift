import Foundation
import PackagePlugin

/// Turns a target's `Templates/` folder (HTML, CSS and JavaScript, each edited as itself) into
/// data the build compiles: one Swift file declaring `enum Templates` with one string per file
/// (`preview.html` → `Templates.previewHTML`). The pages stay self-contained: the strings are
/// inlined where a page is written, and nothing is read at run time.
@main
struct EmbedTemplates: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let folder = module.directoryURL.appending(path: "Templates")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path())) ?? []
    let inputs = names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "Templates.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(target.name)'s templates", executable: try context.tool(named: "EmbedTemplatesTool").url,
        arguments: [output.path()] + inputs.map { $0.path() }, inputFiles: inputs, outputFiles: [output])
    ]
  }
}
