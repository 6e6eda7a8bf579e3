import _SpringToolSupport

/// Shell completion scripts for bash, zsh and fish, generated from the command table.
package enum CompletionScripts {
  /// The shells there are scripts for.
  package static let shells = ["bash", "zsh", "fish"]

  /// The script for `shell`, or nil for a shell not in ``shells``.
  /// - Parameters:
  ///   - shell: bash, zsh or fish.
  ///   - program: The program's name.
  ///   - commands: Its subcommands.
  ///   - values: The values an option completes to (empty: files, or nothing for a flag).
  package static func script<Name, Context>(
    _ shell: String, program: String, commands: [Command<Name, Context>],
    values: (Name) -> [String]
  ) -> String? {
    let names = commands.map(\.name) + ["help"]
    let function = "_" + program
    switch shell {
    case "bash":
      var out = "# bash completion for \(program) (\(program) completions bash > /etc/bash_completion.d/\(program))\n"
      out += "\(function)() {\n  local cur prev cmd\n  cur=\"${COMP_WORDS[COMP_CWORD]}\"; prev=\"${COMP_WORDS[COMP_CWORD-1]}\"; cmd=\"${COMP_WORDS[1]}\"\n"
      out += "  if [ \"$COMP_CWORD\" -eq 1 ]; then COMPREPLY=($(compgen -W \"\(names.joined(separator: " ")) --help --version\" -- \"$cur\")); return; fi\n"
      out += "  case \"$prev\" in\n"
      for o in Name.allCases where !values(o).isEmpty {
        out += "    --\(o.rawValue)) COMPREPLY=($(compgen -W \"\(values(o).joined(separator: " "))\" -- \"$cur\")); return;;\n"
      }
      out += "  esac\n  case \"$cmd\" in\n"
      for c in commands { out += "    \(c.name)) COMPREPLY=($(compgen -W \"\(c.options.map { "--" + $0.name }.joined(separator: " "))\" -- \"$cur\"));;\n" }
      return out + "  esac\n}\ncomplete -o default -F \(function) \(program)\n"
    case "zsh":
      var out = "#compdef \(program)\n# zsh completion for \(program) (\(program) completions zsh > \"${fpath[1]}/\(function)\")\n\(function)() {\n"
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
      return out + "  esac\n}\n\(function) \"$@\"\n"
    case "fish":
      var out = "# fish completion for \(program) (\(program) completions fish > ~/.config/fish/completions/\(program).fish)\n"
      for c in commands {
        out += "complete -c \(program) -n '__fish_use_subcommand' -a \(c.name) -d '\(fishEscape(c.abstract))'\n"
        for o in c.options {
          let choices = values(o.option)
          out +=
            "complete -c \(program) -n '__fish_seen_subcommand_from \(c.name)' -l \(o.name)"
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
