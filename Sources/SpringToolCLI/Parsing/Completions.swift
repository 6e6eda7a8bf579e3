import SpringToolCommandLine
import SpringToolCore
import SpringToolEasing
import SpringToolFormats
import SpringToolGestures
import SpringToolIntegrators
import SpringToolPlatforms
import SpringToolRegression
import SpringToolScenes
import SpringToolSolvers
import SpringToolSweep

/// Shell completion scripts, with the values each option completes to.
enum Completions {
  /// Values an option completes to.
  static func values(_ o: Option) -> [String] {
    switch o {
    case .engine: Engines.ids
    case .preset: SpringPreset.allNames
    case .format: OutputFormat.allCases.map(\.rawValue)
    case .backend: ["auto"] + Backend.allCases.map(\.rawValue)
    case .method: ["auto"] + ODEMethod.allCases.map(\.rawValue)
    case .easing: NamedEasings.names
    case .scene: Scenes.all.map(\.name)
    case .settleDefinition: SettlingDefinition.names.dropLast() + Engines.ids.map { "engine:" + $0 }
    // A row's choices (a setting's, a recipe's or a request's own), as its option offers them.
    default: SpringTool.commands.lazy.flatMap(\.options).first { $0.option == o && !$0.choices.isEmpty }?.choices ?? []
    }
  }

  /// The script for bash, zsh or fish (nil for another shell).
  static func script(_ shell: String, _ commands: [Command]) -> String? {
    CompletionScripts.script(shell, program: "springtool", commands: commands, values: values)
  }
}
