import SpringToolKit

/// Help in the Swift argument-parser's layout (OVERVIEW, USAGE, ARGUMENTS, option groups,
/// SUBCOMMANDS; labels in a 26-column gutter), and shell completion scripts, both generated
/// from the command table.
enum Help {
  static let width = 80, gutter = 26

  static func text(for command: Command) -> String {
    var out = "OVERVIEW: \(command.abstract)\n\n"
    if !command.discussion.isEmpty { out += wrap(command.discussion, indent: 0) + "\n\n" }
    out += "USAGE: \(command.usageLine)\n"
    if !command.arguments.isEmpty {
      out += "\nARGUMENTS:\n" + command.arguments.map { row($0.name, $0.help) }.joined()
    }
    for group in command.groups where !group.options.isEmpty {
      out += "\n\(group.title):\n" + group.options.map { row($0.label, $0.help) }.joined()
    }
    return out + "\nOPTIONS:\n" + row(Command.helpOption.label, Command.helpOption.help)
  }

  static func root(_ commands: [Command]) -> String {
    var out = "OVERVIEW: springtool \(SpringTool.version): see, convert, compare and regression-test spring and easing curves.\n\n"
    out += wrap("Models damped springs exactly (closed form) and by ODE integration (GSL and a pure-Swift port), in the parameter "
      + "families of SwiftUI, Core Animation, Android, Compose and the web; how each platform really animates; easing curves "
      + "beside springs; the drag-to-snap switch; interrupted animations.", indent: 0)
    out += "\n\nUSAGE: springtool <subcommand>\n\nOPTIONS:\n"
    out += row("--version", "Show the version and the backends built in.") + row("-h, --help", "Show help information.")
    out += "\nSUBCOMMANDS:\n" + commands.map { row($0.name, $0.abstract) }.joined()
    return out + "\n  See 'springtool help <subcommand>' for detailed help.\n"
  }

  static func row(_ label: String, _ text: String) -> String {
    let lead = "  " + label
    let body = wrap(text, indent: gutter)
    guard lead.count <= gutter - 2 else { return lead + "\n" + body + "\n" }
    return lead + String(repeating: " ", count: gutter - lead.count) + body.dropFirst(gutter) + "\n"
  }

  static func wrap(_ text: String, indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty && indent + line.count + 1 + word.count > width {
          lines.append(pad + line)
          line = String(word)
        } else {
          line += line.isEmpty ? String(word) : " " + word
        }
      }
      lines.append(pad + line)
    }
    return lines.joined(separator: "\n")
  }

  // MARK: - Completions

  /// Values an option completes to.
  static func values(_ o: Option) -> [String] {
    switch o {
    case .engine: Engines.ids
    case .preset: SpringPreset.allNames
    case .format: OutputFormat.allCases.map(\.rawValue)
    case .backend: ["auto"] + Backend.allCases.map(\.rawValue)
    case .method: ["auto"] + ODEMethod.allCases.map(\.rawValue)
    case .retargetMode: CurveRecipe.RetargetMode.allCases.map(\.rawValue)
    case .androidClock: EngineSettings.AndroidClock.allCases.map(\.rawValue)
    case .easing: NamedEasings.names
    case .scene: Scenes.all.map(\.name)
    case .policy: SwitchPolicy.allCases.map(\.rawValue)
    case .start: ["on", "off"]
    case .figure: SweepFigure.allCases.map(\.rawValue)
    case .settleDefinition: SettlingDefinition.names.dropLast() + Engines.ids.map { "engine:" + $0 }
    default: []
    }
  }

  static func completions(_ shell: String, _ commands: [Command]) -> String? {
    let names = commands.map(\.name) + ["help"]
    switch shell {
    case "bash":
      var out = "# bash completion for springtool (springtool completions bash > /etc/bash_completion.d/springtool)\n"
      out += "_springtool() {\n  local cur prev cmd\n  cur=\"${COMP_WORDS[COMP_CWORD]}\"; prev=\"${COMP_WORDS[COMP_CWORD-1]}\"; cmd=\"${COMP_WORDS[1]}\"\n"
      out += "  if [ \"$COMP_CWORD\" -eq 1 ]; then COMPREPLY=($(compgen -W \"\(names.joined(separator: " ")) --help --version\" -- \"$cur\")); return; fi\n"
      out += "  case \"$prev\" in\n"
      for o in Option.allCases where !values(o).isEmpty {
        out += "    --\(o.rawValue)) COMPREPLY=($(compgen -W \"\(values(o).joined(separator: " "))\" -- \"$cur\")); return;;\n"
      }
      out += "  esac\n  case \"$cmd\" in\n"
      for c in commands { out += "    \(c.name)) COMPREPLY=($(compgen -W \"\(c.options.map { "--" + $0.name }.joined(separator: " "))\" -- \"$cur\"));;\n" }
      return out + "  esac\n}\ncomplete -o default -F _springtool springtool\n"
    case "zsh":
      var out = "#compdef springtool\n# zsh completion for springtool (springtool completions zsh > \"${fpath[1]}/_springtool\")\n_springtool() {\n"
      out += "  local -a commands\n  commands=(\n" + commands.map { "    '\($0.name):\(zshEscape($0.abstract))'\n" }.joined() + "  )\n"
      out += "  if (( CURRENT == 2 )); then _describe 'subcommand' commands; return; fi\n  case $words[2] in\n"
      for c in commands {
        let specs = c.options.map { o -> String in
          let choices = values(o.option)
          let action = o.isFlag ? "" : choices.isEmpty ? ":\(o.value ?? "value"):_files" : ":\(o.value ?? "value"):(\(choices.joined(separator: " ")))"
          return "'--\(o.name)[\(zshEscape(o.help))]\(action)'"
        }
        out += "    \(c.name)) _arguments \(specs.joined(separator: " ")) '*:file:_files';;\n"
      }
      return out + "  esac\n}\n_springtool \"$@\"\n"
    case "fish":
      var out = "# fish completion for springtool (springtool completions fish > ~/.config/fish/completions/springtool.fish)\n"
      for c in commands {
        out += "complete -c springtool -n '__fish_use_subcommand' -a \(c.name) -d '\(fishEscape(c.abstract))'\n"
        for o in c.options {
          let choices = values(o.option)
          out += "complete -c springtool -n '__fish_seen_subcommand_from \(c.name)' -l \(o.name)"
            + (o.isFlag ? "" : " -r") + (choices.isEmpty ? "" : " -a '\(choices.joined(separator: " "))'")
            + " -d '\(fishEscape(o.help))'\n"
        }
      }
      return out
    default:
      return nil
    }
  }

  static func zshEscape(_ s: String) -> String {
    String(s.prefix(70)).replacingEvery("'", with: "'\\''").replacingEvery("[", with: "(")
      .replacingEvery("]", with: ")").replacingEvery(":", with: "\\:")
  }

  static func fishEscape(_ s: String) -> String { String(s.prefix(70)).replacingEvery("'", with: "\\'") }
}
