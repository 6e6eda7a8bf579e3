import Foundation
@testable import SpringToolCLI
import Testing
import TestSupport

/// Help is part of the interface: every command's `--help` is checked verbatim against
/// Tests/Fixtures/help (regenerate with tools/help_fixtures.sh and review the diff), and the
/// claims help makes are checked against what the commands do.
@Suite("Help and completions")
struct HelpTests {
  static let commands = SpringTool.commands.map(\.name)

  @Test("every command's help, verbatim", arguments: ["springtool"] + commands)
  func verbatim(command: String) throws {
    let expected = try fixtureText("Tests/Fixtures/help/\(command).txt")
    let run = springtool(command == "springtool" ? ["--help"] : [command, "--help"])
    #expect(run.status == 0)
    #expect(run.output == expected, "help for \(command) changed; run tools/help_fixtures.sh and review the diff")
  }

  @Test("help, help help, -h and help COMMAND agree")
  func forms() {
    #expect(springtool(["help"]).output == springtool(["--help"]).output)
    #expect(springtool(["help", "help"]).output.contains("USAGE: springtool help [<subcommand>]"))
    #expect(springtool(["help", "sample"]).output == springtool(["sample", "-h"]).output)
    #expect(springtool(["sample", "--help", "--response", "nonsense"]).status == 0)
  }

  /// Each command's stated `--format` default is the format it writes without `--format`.
  @Test("the --format default help states is the one used", arguments: ["sample", "convert", "analyze", "presets", "engines", "backends", "tune"])
  func formatDefault(command: String) throws {
    // The --format option's own sentence (help wraps lines: compare with single spaces).
    let help = springtool([command, "--help"]).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let stated = try #require(help.firstMatch(of: /--format <FORMAT> [^()]*\(default: ([a-z]+)\)\./)?.1)
    let arguments = command == "tune" ? ["tune", "--settle", "0.5", "--overshoot", "5%"] : [command]
    let plain = springtool(arguments), explicit = springtool(arguments + ["--format", String(stated)])
    #expect(plain.status == 0)
    #expect(plain.output == explicit.output, "\(command) says its default format is \(stated)")
  }

  @Test("--version names the backends built in")
  func version() {
    let text = springtool(["--version"]).output
    #expect(text.hasPrefix("springtool \(SpringTool.version) (backends: analytic, swift"))
  }

  @Test("completion scripts for bash, zsh and fish name every command and option", arguments: ["bash", "zsh", "fish"])
  func completions(shell: String) {
    let run = springtool(["completions", shell])
    #expect(run.status == 0)
    for command in SpringTool.commands {
      #expect(run.output.contains(command.name), "\(shell): \(command.name)")
      for option in command.options { #expect(run.output.contains(option.name), "\(shell): \(command.name) --\(option.name)") }
    }
    #expect(run.output.contains("bouncy") && run.output.contains("rebound-js") && run.output.contains("content-view"))
  }

  @Test("the bash script is valid bash and completes a subcommand and a preset")
  func bashRuns() throws {
    let script = springtool(["completions", "bash"]).output
    let driver =
      script + """

        COMP_WORDS=(springtool sam); COMP_CWORD=1; _springtool; echo "${COMPREPLY[@]}"
        COMP_WORDS=(springtool sample --preset bou); COMP_CWORD=3; _springtool; echo "${COMPREPLY[@]}"
        """
    let run = try runProgram("/bin/bash", ["-c", driver])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput == "sample\nbouncy\n")
  }
}
