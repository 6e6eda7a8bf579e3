/// Renders help in the Swift argument-parser's layout:
/// OVERVIEW, USAGE, ARGUMENTS, option groups, SUBCOMMANDS; labels in a 26-column gutter.
enum HelpFormatter {
  static let width = 80
  static let gutter = 26

  static func help(for command: Command) -> String {
    var out = "OVERVIEW: \(command.abstract)\n\n"
    if !command.discussion.isEmpty { out += wrap(command.discussion, indent: 0) + "\n\n" }
    out += "USAGE: \(command.usageLine)\n"
    if !command.arguments.isEmpty {
      out += "\nARGUMENTS:\n"
      for argument in command.arguments { out += row(argument.name, argument.help) }
    }
    for group in command.groups where !group.options.isEmpty {
      out += "\n\(group.title):\n"
      for option in group.options { out += row(option.label, option.help) }
    }
    out += "\nOPTIONS:\n"
    out += row("-h, --help", Command.helpOption.help)
    return out
  }

  static func rootHelp(commands: [Command], version: String) -> String {
    var out = "OVERVIEW: springtool \(version): see, convert, compare and regression-test spring and easing curves.\n\n"
    out += wrap(
      "Models damped springs exactly (closed form) and by ODE integration (GSL and a pure-Swift port), "
        + "in the parameter families of SwiftUI, Core Animation, Android, Compose and the web; how each platform "
        + "really animates; easing curves beside springs; the drag-to-snap switch; interrupted animations.", indent: 0)
    out += "\n\nUSAGE: springtool <subcommand>\n\nOPTIONS:\n"
    out += row("--version", "Show the version and the backends built in.")
    out += row("-h, --help", "Show help information.")
    out += "\nSUBCOMMANDS:\n"
    for command in commands { out += row(command.name, command.abstract) }
    out += "\n  See 'springtool help <subcommand>' for detailed help.\n"
    return out
  }

  /// One help row: the label in the gutter and the text wrapped beside it.
  static func row(_ label: String, _ text: String) -> String {
    let lead = "  " + label
    let body = wrap(text, indent: gutter)
    if lead.count <= gutter - 2 {
      let padded = lead + String(repeating: " ", count: gutter - lead.count)
      return padded + body.dropFirst(gutter) + "\n"
    }
    return lead + "\n" + body + "\n"
  }

  /// Word-wraps `text` to `width`, every line indented by `indent` spaces.
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
}
