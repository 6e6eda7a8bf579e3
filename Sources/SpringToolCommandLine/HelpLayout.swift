/// Help text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, option groups,
/// SUBCOMMANDS; labels in a 26-column gutter, text wrapped at 80 columns.
package enum HelpLayout {
  /// The line width and the label gutter, in characters.
  package static let width = 80, gutter = 26

  /// One command's help.
  /// - Parameters:
  ///   - command: The command.
  ///   - program: The program's name, for the usage line.
  package static func text<Name, Context>(for command: Command<Name, Context>, program: String) -> String {
    var out = "OVERVIEW: \(command.abstract)\n\n"
    if !command.discussion.isEmpty { out += wrap(command.discussion, indent: 0) + "\n\n" }
    out += "USAGE: \(command.usageLine(program: program))\n"
    if !command.arguments.isEmpty {
      out += "\nARGUMENTS:\n" + command.arguments.map { row($0.name, $0.help) }.joined()
    }
    for group in command.groups where !group.options.isEmpty {
      out += "\n\(group.title):\n" + group.options.map { row($0.label, $0.help) }.joined()
    }
    return out + "\nOPTIONS:\n" + row(Command<Name, Context>.helpOption.label, Command<Name, Context>.helpOption.help)
  }

  /// A label and its text: on one line when the label fits the gutter, else the text below it.
  package static func row(_ label: String, _ text: String) -> String {
    let lead = "  " + label
    let body = wrap(text, indent: gutter)
    guard lead.count <= gutter - 2 else { return lead + "\n" + body + "\n" }
    return lead + String(repeating: " ", count: gutter - lead.count) + body.dropFirst(gutter) + "\n"
  }

  /// `text` wrapped at ``width`` columns, every line indented by `indent` spaces (newlines kept).
  package static func wrap(_ text: String, indent: Int) -> String {
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
