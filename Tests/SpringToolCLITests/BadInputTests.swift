import Foundation
import Testing

/// Bad input gets one `Error: …` line on standard error, exit 64 (usage, with one usage line) or 1
/// (failure, the line alone), nothing on standard output, and never a trap. Run in process.
@Suite("Bad input")
struct BadInputTests {
  struct Bad: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let status: Int32
    /// A fragment the error line must contain.
    let mentions: String
    var testDescription: String { "springtool " + arguments.joined(separator: " ") }
  }

  static let cases: [Bad] = [
    Bad(arguments: ["sample", "--response"], status: 64, mentions: "missing value for '--response <R>'"),
    Bad(arguments: ["sample", "--respons", "0.4"], status: 64, mentions: "did you mean '--response'?"),
    Bad(
      arguments: ["sample", "--response", "0.4", "--damping", "0.8", "--stiffness", "100"], status: 64,
      mentions: "two spring families"),
    Bad(arguments: ["sample", "--response", "nan", "--damping", "0.8"], status: 64, mentions: "finite"),
    Bad(
      arguments: ["sample", "--stiffness", "100", "--friction", "10", "--mass", "-1"], status: 64,
      mentions: "mass must be greater than 0"),
    Bad(arguments: ["sample", "--samples", "1"], status: 64, mentions: "samples must be at least 2"),
    Bad(arguments: ["sample", "--fps", "0"], status: 64, mentions: "fps must be greater than 0"),
    Bad(arguments: ["convert", "--response", "5e-324", "--damping", "0.8"], status: 64, mentions: "response makes the stiffness overflow"),
    Bad(arguments: ["convert", "--response", "0.4", "--damping", "1e308"], status: 64, mentions: "damping ratio makes the damping coefficient overflow"),
    Bad(arguments: ["convert", "--response", "1e60", "--damping", "0.5"], status: 64, mentions: "response makes the stiffness 3.94784e-119, outside"),
    Bad(arguments: ["convert", "--reanimated-duration", "1e308"], status: 64, mentions: "duration must be at most 1.19e305 s"),
    Bad(arguments: ["sample", "--engine", "android", "--fps", "0.5"], status: 64, mentions: "'--fps': must be from 1 to 10000"),
    Bad(arguments: ["analyze", "--decay", "--velocity", "500", "--fps", "1e-300"], status: 64, mentions: "'--fps' must be from 1 to 10000"),
    Bad(
      arguments: ["snap", "--points", "0,1", "--from", "0", "--velocity", "5", "--density", "1e308"], status: 64,
      mentions: "'--density' must be from 0.1 to 100"),
    Bad(arguments: ["sample", "--duration", "1e12"], status: 64, mentions: "the limit is 10000000"),
    Bad(
      arguments: ["sample", "--response", "0.4", "--damping", "0.8", "--bounce", "0.2"], status: 64,
      mentions: "contradict"),
    Bad(arguments: ["sample", "--response", "0", "--damping", "1"], status: 64, mentions: "response must be greater than 0"),
    Bad(arguments: ["sample", "--response", "0.5", "--bounce", "-1"], status: 64, mentions: "bounce must be greater than -1"),
    Bad(arguments: ["sample", "--format", "xml"], status: 64, mentions: "expected csv, tsv, json, jsonl, npy or table"),
    Bad(arguments: ["sample", "--preset", "bouncey"], status: 64, mentions: "did you mean 'bouncy'?"),
    Bad(arguments: ["sample", "--response", "0.4", "--damping", "0"], status: 64, mentions: "never settles"),
    Bad(arguments: ["sample", "--fps", "60", "--dt", "0.01"], status: 64, mentions: "contradict"),
    Bad(arguments: ["sample", "--duration", "-1"], status: 64, mentions: "must be greater than 0"),
    Bad(arguments: ["sample", "--from", "inf"], status: 64, mentions: "finite"),
    Bad(arguments: ["sample", "--velocity", "abc"], status: 64, mentions: "expected a number"),
    Bad(arguments: ["sample", "--samples", "2.5"], status: 64, mentions: "whole number"),
    Bad(arguments: ["sample", "--damping", "0.5"], status: 64, mentions: "needs a spring family"),
    Bad(arguments: ["sample", "--stiffness", "100"], status: 64, mentions: "needs '--damping' or '--friction'"),
    Bad(arguments: ["sample", "--stiffness", "-5", "--damping", "0.5"], status: 64, mentions: "stiffness"),
    Bad(arguments: ["sample", "stray"], status: 64, mentions: "unexpected argument 'stray'"),
    Bad(arguments: ["convert", "--tension", "100"], status: 64, mentions: "needs '--friction'"),
    Bad(arguments: ["convert", "--preset", "bouncy", "--mass", "2"], status: 64, mentions: "cannot be combined"),
    Bad(arguments: ["smaple"], status: 64, mentions: "did you mean 'sample'?"),
    Bad(arguments: ["sample", "--output", "/nonexistent-dir/curve.csv"], status: 1, mentions: "does not exist"),
    Bad(arguments: ["sample", "--backend", "quantum"], status: 64, mentions: "expected auto, analytic, gsl or swift"),
    Bad(arguments: ["sample", "--method", "euler"], status: 64, mentions: "invalid value 'euler' for '--method'"),
    Bad(arguments: ["sample", "--backend", "swift", "--method", "msbdf"], status: 64, mentions: "GSL's only"),
    Bad(arguments: ["sample", "--backend", "analytic", "--method", "rk4"], status: 64, mentions: "needs an integrator"),
    Bad(arguments: ["sample", "--backend", "analytic", "--trace"], status: 64, mentions: "needs an integrator"),
    Bad(arguments: ["sample", "--atol", "-1"], status: 64, mentions: "not negative"),
    Bad(arguments: ["sample", "--atol", "0", "--rtol", "0"], status: 64, mentions: "cannot both be 0"),
    Bad(arguments: ["sample", "--h0", "0"], status: 64, mentions: "must be greater than 0"),
    Bad(arguments: ["sample", "--nmax", "0"], status: 64, mentions: "at least 1"),
    Bad(arguments: ["analyze", "--epsilon", "2"], status: 64, mentions: "must be in (0, 1)"),
    Bad(arguments: ["sample", "--engine", "flash"], status: 64, mentions: "invalid value 'flash' for '--engine'"),
    Bad(arguments: ["sample", "--engine", "android", "--method", "rk4"], status: 64, mentions: "applies to '--engine exact' only"),
    Bad(arguments: ["sample", "--velocity", "1", "--relative-velocity", "1"], status: 64, mentions: "contradict"),
    Bad(arguments: ["sample", "--from", "1", "--to", "1", "--relative-velocity", "1"], status: 64, mentions: "needs a travel"),
    Bad(arguments: ["convert", "--as", "kotlin"], status: 64, mentions: "expected swiftui, core-animation"),
    Bad(arguments: ["convert", "--to", "3"], status: 64, mentions: "goes with '--as PLATFORM'"),
    Bad(arguments: ["compare", "--engine", "android"], status: 64, mentions: "give '--engine' twice"),
    Bad(arguments: ["sample", "--engine", "uikit", "--uikit-duration", "0"], status: 64, mentions: "greater than 0"),
    Bad(arguments: ["compare", "preset=bouncy"], status: 64, mentions: "needs two curves"),
    Bad(arguments: ["compare", "preset=bouncy", "respons=0.4"], status: 64, mentions: "did you mean 'response'?"),
    Bad(arguments: ["compare", "preset=bouncy", "/nonexistent.csv"], status: 1, mentions: "no such file"),
    Bad(arguments: ["compare", "preset=bouncy", "preset=smooth", "--tolerance", "-1"], status: 64, mentions: "negative"),
    Bad(arguments: ["verify", "/nonexistent-dir"], status: 1, mentions: "no such file or directory"),
    Bad(arguments: ["plot", "preset=bouncy", "--plot", "/nonexistent-dir/p.svg"], status: 1, mentions: "does not exist"),
    Bad(arguments: ["plot", "preset=bouncy", "--plot", "p.png"], status: 64, mentions: "'--plot' writes SVG"),
    Bad(arguments: ["sample", "--plot", "x.svg", "--output", "x.svg"], status: 64, mentions: "name the same file"),
    Bad(arguments: ["drag", "--translation", "5", "--policy", "published", "--rubber-band"], status: 64, mentions: "does not apply"),
    Bad(arguments: ["drag", "--translation", "5", "--scene", "hero-card"], status: 64, mentions: "has no DragGesture: it is not a switch"),
    Bad(arguments: ["morph", "--scene", "conditional-toggle-style"], status: 64, mentions: "moves nothing on a spring"),
    Bad(arguments: ["drag", "--translation", "5", "--release-velocity", "fast"], status: 64, mentions: "expected finger or zero"),
    Bad(arguments: ["drag", "--translation", "5", "--tap", "twice"], status: 64, mentions: "expected toggle or none"),
    Bad(arguments: ["morph", "--scene", "castle"], status: 64, mentions: "unknown scene 'castle'"),
    Bad(arguments: ["morph", "--back", "--from", "1", "--to", "2"], status: 64, mentions: "'--back' goes with '--scene'"),
    Bad(arguments: ["analyze", "--band", "0.5", "--epsilon", "0.01"], status: 64, mentions: "contradict"),
    Bad(arguments: ["analyze", "--band", "-1"], status: 64, mentions: "greater than 0"),
    Bad(arguments: ["sample", "--precision", "0"], status: 64, mentions: "from 1 to 17"),
    Bad(arguments: ["completions", "tcsh"], status: 64, mentions: "expected bash, zsh or fish"),
    Bad(arguments: ["sweep", "--response", "0.1:1:3", "--damping", "0:1:3", "--mark", "0.5"], status: 64, mentions: "expected X,Y"),
    Bad(arguments: ["help", "smaple"], status: 64, mentions: "did you mean 'sample'?"),
    Bad(arguments: ["drag", "--start", "maybe", "--translation", "5"], status: 64, mentions: "expected on or off"),
    Bad(arguments: ["drag", "--start", "on"], status: 64, mentions: "give '--translation X'"),
    Bad(arguments: ["drag", "--start", "on", "--translation", "5", "--gesture", "g.csv"], status: 64, mentions: "contradict"),
    Bad(arguments: ["drag", "--start", "on", "--translation", "5", "--policy", "smart"], status: 64, mentions: "expected projected"),
    Bad(arguments: ["drag", "--start", "on", "--translation", "5", "--knob", "80"], status: 64, mentions: "invalid switch"),
    Bad(arguments: ["drag", "--start", "on", "--translation", "nan"], status: 64, mentions: "finite"),
    Bad(arguments: ["drag", "--start", "on", "--gesture", "/nonexistent.csv"], status: 1, mentions: "no such file"),
    Bad(arguments: ["drag", "--start", "on", "--translation", "5", "--deceleration", "2"], status: 64, mentions: "rate in (0, 1)"),
    Bad(arguments: ["drag", "--start", "on", "--translation", "5", "--follow", "lazy"], status: 64, mentions: "expected direct"),
    Bad(
      arguments: ["drag", "--start", "on", "--translation", "5", "--mass", "-1", "--stiffness", "100", "--friction", "10"],
      status: 64, mentions: "mass must be greater than 0"),
    Bad(arguments: ["morph", "--from", "1,2"], status: 64, mentions: "give '--scene NAME', or '--from' and '--to'"),
    Bad(arguments: ["morph", "--from", "1,2", "--to", "1,2,3"], status: 64, mentions: "give the same number"),
    Bad(arguments: ["morph", "--from", "0,0", "--to", "1,nan"], status: 64, mentions: "finite"),
    Bad(arguments: ["morph", "--from", "0,0", "--to", "1,1", "--retarget", "0.1:5"], status: 64, mentions: "'--retarget'"),
    Bad(arguments: ["sample", "--retarget", "0.1"], status: 64, mentions: "expected T:VALUE"),
    Bad(arguments: ["sample", "--retarget", "-1:5"], status: 64, mentions: "times must be after 0 and increase"),
    Bad(arguments: ["sample", "--retarget", "0.2:5", "--retarget", "0.1:3"], status: 64, mentions: "increase"),
    Bad(arguments: ["sample", "--retarget", "0.1:x"], status: 64, mentions: "expected T:VALUE"),
    Bad(arguments: ["sample", "--retarget", "0.1:5:0"], status: 64, mentions: "the response must be > 0"),
    Bad(arguments: ["sample", "--retarget", "0.1:5", "--retarget-mode", "sum"], status: 64, mentions: "expected merge or additive"),
    Bad(arguments: ["sample", "--retarget", "0.1:5", "--blend-duration", "-1"], status: 64, mentions: "must not be negative"),
    Bad(
      arguments: ["sample", "--retarget", "0.1:5:0.3", "--blend-duration", "0.1", "--backend", "analytic"], status: 64,
      mentions: "no closed form"),
    Bad(arguments: ["sample", "--retarget", "0.1:5:0.3", "--engine", "android"], status: 64, mentions: "a retarget's new response"),
    Bad(
      arguments: ["sample", "--retarget", "0.1:5", "--engine", "react-native", "--rn-driver", "ios"], status: 64,
      mentions: "a retarget on the native driver"),
    Bad(arguments: ["sample", "--retarget", "0.1:1e39", "--engine", "compose"], status: 64, mentions: "beyond the supported limit"),
    Bad(arguments: ["sample", "--easing", "ease-inn"], status: 64, mentions: "did you mean 'ease-in'?"),
    Bad(arguments: ["sample", "--easing", "ease", "--response", "0.3"], status: 64, mentions: "contradict"),
    Bad(arguments: ["sample", "--easing", "ease", "--velocity", "3"], status: 64, mentions: "starts from rest"),
    Bad(arguments: ["sample", "--easing", "cubic-bezier(1.2,0,1,1)"], status: 64, mentions: "must be in [0, 1]"),
    Bad(arguments: ["sample", "--easing", "linear(0)"], status: 64, mentions: "at least two stops"),
    Bad(arguments: ["sample", "--easing", "ease", "--duration", "0"], status: 64, mentions: "greater than 0"),
    Bad(arguments: ["compare", "--easing", "ease", "preset=smooth", "preset=snappy"], status: 64, mentions: "give one other curve"),
    Bad(arguments: ["compare", "easing=ease,duration=-1", "preset=smooth"], status: 64, mentions: "duration"),
    Bad(arguments: ["export", "--response", "0.4"], status: 64, mentions: "'--as FORMAT' is required"),
    Bad(arguments: ["export", "--as", "kotlin"], status: 64, mentions: "invalid value 'kotlin' for '--as'"),
    Bad(arguments: ["export", "--as", "css-linear", "--max-error", "0"], status: 64, mentions: "must be in [1e-7, 0.5]"),
    Bad(arguments: ["export", "--as", "swiftui", "--easing", "steps(4)"], status: 64, mentions: "no swiftui equivalent"),
    Bad(arguments: ["export", "--as", "frames", "--max-error", "0.01"], status: 64, mentions: "applies to css-linear"),
    Bad(arguments: ["export", "--as", "css-linear", "--response", "0.4", "--damping", "0"], status: 64, mentions: "never settles"),
    Bad(arguments: ["export", "--as", "css-keyframes", "--property", "opacity"], status: 64, mentions: "needs {}"),
    Bad(arguments: ["fit", "--easing", "ease", "c.csv"], status: 64, mentions: "give one source"),
    Bad(arguments: ["fit", "/nonexistent.csv"], status: 1, mentions: "no such file"),
    Bad(arguments: ["fit", "--easing", "ease", "--as", "circle"], status: 64, mentions: "expected spring or bezier"),
    Bad(arguments: ["tune", "--settle", "0.5"], status: 64, mentions: "give one of '--overshoot'"),
    Bad(arguments: ["tune", "--settle", "0.5", "--overshoot", "5%", "--bounce", "0.1"], status: 64, mentions: "got '--overshoot'"),
    Bad(arguments: ["tune", "--settle", "0.5", "--overshoot", "120%"], status: 64, mentions: "below 100 %"),
    Bad(arguments: ["tune", "--settle", "0.5", "--overshoot", "lots"], status: 64, mentions: "expected a percentage"),
    Bad(arguments: ["tune", "--peak-time", "0.2", "--overshoot", "0%"], status: 1, mentions: "has no peak"),
    Bad(
      arguments: ["tune", "--settle", "0.5", "--damping", "0.5", "--settle-definition", "kotlin"], status: 64,
      mentions: "expected exact, swiftui"),
    Bad(arguments: ["sweep", "--response", "0.1:1:10"], status: 64, mentions: "exactly two parameters"),
    Bad(arguments: ["sweep", "--response", "0.1:1:x", "--damping", "0:1:3"], status: 64, mentions: "COUNT must be a whole number"),
    Bad(
      arguments: ["sweep", "--response", "0.1:1:3", "--damping", "0:1:3", "--figure", "speed"], status: 64,
      mentions: "expected settle, overshoot"),
    Bad(
      arguments: ["sweep", "--response", "0.1:1:3", "--stiffness", "1:9:3"], status: 64,
      mentions: "two spring families given ('--response' and '--stiffness')"),
    Bad(arguments: ["sweep", "--response", "0:1:3", "--damping", "0:1:3"], status: 64, mentions: "response must be greater than 0"),
    Bad(arguments: ["sweep", "--response", "0.1:1:3", "--damping", "0:1:3", "--threads", "0"], status: 64, mentions: "--threads"),
    Bad(
      arguments: ["sweep", "--response", "0.1:1:3", "--damping", "0:1:3", "--format", "table"], status: 64, mentions: "expected csv, tsv, json, jsonl or npy"),
  ]

  @Test("bad input: one error line, the right exit code, nothing on stdout", arguments: cases)
  func badInput(_ bad: Bad) {
    let run = springtool(bad.arguments)
    #expect(run.status == bad.status)
    #expect(run.output.isEmpty, "stdout: \(run.output.prefix(200))")
    let lines = run.error.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Error: ") == true, "stderr: \(run.error)")
    #expect(lines.first?.contains(bad.mentions) == true, "stderr: \(run.error)")
    #expect(lines.count == (bad.status == 64 ? 2 : 1), "stderr: \(run.error)")
    if bad.status == 64 { #expect(lines.last?.hasPrefix("Usage: springtool") == true) }
  }

  @Test("a failed --output leaves no file and no temporary file behind")
  func noPartialFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("curve.csv").path
    #expect(springtool(["sample", "--samples", "1", "--output", path]).status == 64)
    #expect(springtool(["sample", "--nmax", "2", "--backend", "swift", "--output", path]).status == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }
}
