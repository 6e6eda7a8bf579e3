import SpringToolCommandLine
import SpringToolKit
import Testing

/// On a terminal: tables fit `$COLUMNS` (or say how to see everything), plots use its width, and
/// there is colour unless `NO_COLOR` is set; piped output has neither cuts nor colour.
@Suite("Terminal output")
struct TerminalTests {
  static let escape = "\u{1B}["

  @Test("tables fit COLUMNS on a terminal, as records when their columns do not fit side by side", arguments: [60, 100])
  func tableWidth(columns: Int) {
    let run = springtool(["presets"], terminal: true, environment: ["COLUMNS": "\(columns)", "NO_COLOR": "1"])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= columns }, "a line wider than \(columns)")
    // Every column is shown: the platform, the API and the parameters of each preset.
    #expect(run.output.contains("platform    SwiftUI") && run.output.contains("parameters  duration 0.5, bounce 0.3, mass 1"), "\(run.output.prefix(400))")
  }

  @Test("piped tables are whole, without colour")
  func piped() {
    let run = springtool(["presets"], terminal: false, environment: ["COLUMNS": "40"])
    #expect(!run.output.contains(Self.escape))
    #expect(!run.output.contains("shows all"))
    #expect(run.output.split(separator: "\n").contains { $0.count > 100 })
  }

  @Test("colour on a terminal; none with NO_COLOR")
  func colour() {
    let coloured = springtool(["sample", "--preset", "bouncy", "--plot", "-"], terminal: true, environment: ["COLUMNS": "80"])
    #expect(coloured.output.contains(Self.escape))
    let plain = springtool(["sample", "--preset", "bouncy", "--plot", "-"], terminal: true, environment: ["COLUMNS": "80", "NO_COLOR": "1"])
    #expect(!plain.output.contains(Self.escape))
    #expect(plain.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test("a terminal plot takes the terminal's width", arguments: [50, 120])
  func plotWidth(columns: Int) {
    let run = springtool(["plot", "preset=bouncy", "preset=smooth"], terminal: true, environment: ["COLUMNS": "\(columns)", "NO_COLOR": "1"])
    let widest = run.output.split(separator: "\n").map(\.count).max() ?? 0
    #expect(widest <= columns && widest >= columns - 12, "widest line \(widest) for COLUMNS=\(columns)")
  }
}

/// The width a table or plot is laid out for: the terminal's own, else COLUMNS, bounded.
@Suite("Terminal width bounds")
struct TerminalWidthBoundsTests {
  @Test(
    "COLUMNS is bounded to 20…1000 and the terminal's own width wins",
    arguments: [
      (nil, "9223372036854775807", 1000), (nil, "4611686018427387904", 1000), (nil, "10000000", 1000), (nil, "5", 20),
      (nil, "-3", 80), (nil, "wide", 80), (nil, nil, 80), (80, "100000", 80), (132, nil, 132), (100_000, nil, 1000),
    ] as [(Int?, String?, Int)])
  func width(_ terminal: Int?, _ columns: String?, _ expected: Int) {
    var context = RunContext(
      standardOutput: MemoryOutput(), standardError: MemoryOutput(), outputIsTerminal: true,
      environment: columns.map { ["COLUMNS": $0] } ?? [:])
    context.terminalColumns = terminal
    #expect(context.width == expected)
  }

  @Test("a plot under a huge COLUMNS is drawn at most 1000 columns wide")
  func hugeColumns() {
    let run = springtool(["plot", "preset=bouncy"], terminal: true, environment: ["COLUMNS": "9223372036854775807", "NO_COLOR": "1"])
    #expect(run.status == 0)
    #expect((run.output.split(separator: "\n").map(\.count).max() ?? 0) <= 1000)
  }
}

@Suite("Tables at 80 columns")
struct EightyColumnTests {
  @Test("presets and engines fit 80 columns and show every name whole", arguments: ["presets", "engines"])
  func names(command: String) throws {
    let run = springtool([command], terminal: true, environment: ["COLUMNS": "80", "NO_COLOR": "1"])
    #expect(run.status == 0)
    #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(run.output)")
    let csv = springtool([command, "--format", "csv"])
    let names = csv.output.split(separator: "\n").dropFirst().compactMap { $0.split(separator: ",").first.map(String.init) }
    #expect(names.count > 5)
    let shown = Set(run.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    for name in names { #expect(shown.contains(name), "\(command): '\(name)' is not shown whole") }
  }
}

@Suite("A long first column at 80 columns")
struct LongNameColumnTests {
  @Test("analyze's settling table keeps its numbers: the long definitions wrap at spaces instead")
  func settlingNumbers() {
    let run = springtool(["analyze", "--preset", "bouncy", "--to", "300"], terminal: true, environment: ["COLUMNS": "80", "NO_COLOR": "1"])
    #expect(run.status == 0)
    #expect(run.output.contains("seconds") && !run.output.contains("columns fit"), "\(run.output)")
    #expect(run.output.contains("0.818747") && !run.output.contains("0.818746717383109"), "six significant digits for people")
  }
}

/// Every command's default output for people, in an 80- and a 100-column terminal: no line wider
/// than the terminal, and every number whole (each number shown is a number of the same output
/// laid out without a width limit).
@Suite("Every command at 80 and 100 columns")
struct TerminalWidthTests {
  static let commands: [[String]] = [
    ["sample", "--response", "0.4", "--damping", "0.8", "-f", "table"], ["convert", "--response", "0.4", "--damping", "0.8"],
    ["presets"], ["presets", "--easings"], ["presets", "--durations"], ["analyze", "--preset", "bouncy"], ["match", "--preset", "bouncy", "--to", "100"],
    ["lint", "--scene", "custom-switch"], ["analyze", "--decay", "--velocity", "1000"],
    ["analyze", "--decay", "--engine", "uikit", "--velocity", "1000"], ["compare", "preset=bouncy", "preset=smooth"],
    ["compare", "--engine", "exact", "--engine", "android", "--preset", "bouncy"], ["plot", "preset=bouncy"],
    ["drag", "--translation", "12", "--velocity", "300"], ["drag", "--translation", "12", "--compare-policies"],
    ["morph", "--from", "0,0", "--to", "1,1", "-f", "table"], ["fit", "--easing", "ease-out"],
    ["tune", "--settle", "0.5", "--overshoot", "5"], ["export", "--as", "android", "--preset", "bouncy"],
    ["export", "--as", "react-native", "--preset", "bouncy", "--retarget", "0.2:0.5"],
    ["export", "--decay", "--as", "flutter", "--decay-model", "bouncing", "--velocity", "1000", "--min", "0", "--max", "300"],
    ["export", "--decay", "--as", "uikit", "--velocity", "1000"], ["analyze", "--decay", "--from", "0", "--distance", "500"],
    ["sweep", "--response", "0.2:1:4", "--damping", "0.3:1:4"], ["scenes"], ["scenes", "--scene", "list-view"], ["engines"], ["backends"],
    ["rubber-band", "--offset", "10,100,400", "--dimension", "400"], ["snap", "--points", "0,300,600", "--from", "250", "--velocity", "800"],
  ]

  static let cases: [(arguments: [String], columns: Int)] = commands.flatMap { c in [(c, 80), (c, 100)] }

  static func numbers(_ text: String) -> Set<String> {
    Set(text.split(whereSeparator: { " \n|,()[]{}=:;%'\"".contains($0) }).map(String.init).filter { Double($0) != nil })
  }

  // A minute at most: a fit that cannot progress (a trailing comment's continuation wider than the
  // terminal with the next word) once looped forever on a decay's Flutter code at 100 columns.
  @Test("no line wider than the terminal, no number split", .timeLimit(.minutes(1)), arguments: cases)
  func fits(_ arguments: [String], _ columns: Int) {
    let run = springtool(arguments, terminal: true, environment: ["COLUMNS": "\(columns)", "NO_COLOR": "1"])
    #expect(run.status == 0, "\(run.error)")
    let wide = run.output.split(separator: "\n").filter { $0.count > columns }
    #expect(wide.isEmpty, "\(arguments.joined(separator: " ")) at \(columns): \(wide.prefix(3).map { "\($0.count): \($0)" })")
    let whole = springtool(arguments, terminal: true, environment: ["COLUMNS": "1000", "NO_COLOR": "1"])
    let split = Self.numbers(run.output).subtracting(Self.numbers(whole.output))
    #expect(split.isEmpty, "\(arguments.joined(separator: " ")) at \(columns): numbers not in the unwrapped output: \(split.sorted().prefix(5))")
  }
}
