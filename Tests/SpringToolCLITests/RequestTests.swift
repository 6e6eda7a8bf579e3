import Foundation
import SpringToolKit
import SpringToolReports
import SpringToolRequests
import Testing

/// The typed requests both clients build: a request reads parameter values by key, checks them
/// before any work, and names the key of a value at fault; each client spells keys its own way.
/// Expected values are the rules the requests state (which key a problem is about), the command
/// line's own output for the same values, and JSON's grammar for embedded data.
@Suite("Typed requests")
struct RequestTests {
  struct Refusal: Sendable, CustomTestStringConvertible {
    let pairs: [(key: String, value: String)], key: String
    var testDescription: String { pairs.map { "\($0.key)=\($0.value)" }.joined(separator: "&") + " → \(key)" }
  }

  static let refusals: [Refusal] = [
    Refusal(pairs: [("scene", "custom-switch"), ("response", "-1")], key: "response"),
    Refusal(pairs: [("response", "0.3"), ("stiffness", "100")], key: "response"),
    Refusal(pairs: [("damping", "0.5")], key: "damping"),
    Refusal(pairs: [("preset", "bouncey")], key: "preset"),
    Refusal(pairs: [("scene", "nope")], key: "scene"),
    Refusal(pairs: [("engine", "flash")], key: "engine"),
    Refusal(pairs: [("scene", "custom-switch"), ("policy", "<x>")], key: "policy"),
    Refusal(pairs: [("scene", "custom-switch"), ("start", "sideways")], key: "start"),
    Refusal(pairs: [("scene", "custom-switch"), ("set", "width=1")], key: "set"),
    Refusal(pairs: [("duration", "20")], key: "duration"),
    Refusal(pairs: [("fps", "100000"), ("engine", "android")], key: "fps"),
    Refusal(pairs: [("scene", "content-view"), ("retarget", "0.2:100")], key: "retarget"),
  ]

  @Test("a refused preview names the key of the value at fault, whatever the client", arguments: refusals)
  func previewRefusalNamesItsKey(_ refusal: Refusal) throws {
    do {
      _ = try PreviewRequest(ParameterList(refusal.pairs)).preview()
      Issue.record("accepted \(refusal.testDescription)")
    } catch {
      #expect(error.keys.first == refusal.key, "\(error)")
      #expect(error.kind == .usage)
      // The sentence names the key in the client's spelling and nowhere as option text.
      let spelt = error.text { key, _ in "«\(key)»" }
      #expect(spelt.contains("«\(refusal.key)»") || !error.message.keys.isEmpty, "\(spelt)")
      #expect(!spelt.contains("'--"), "\(spelt)")
    }
  }

  /// Tune, fit and drag: a refusal names its keys (the rule each request states) before any work.
  static let otherRefusals: [(command: String, refusal: Refusal)] = [
    ("tune", Refusal(pairs: [("settle", "0.5")], key: "overshoot")),
    ("tune", Refusal(pairs: [("settle", "0.5"), ("overshoot", "lots")], key: "overshoot")),
    ("tune", Refusal(pairs: [("response", "0.5"), ("bounce", "0.2"), ("settle-definition", "exact")], key: "settle-definition")),
    ("tune", Refusal(pairs: [("settle", "0.5"), ("bounce", "0.2"), ("from", "1")], key: "to")),
    ("fit", Refusal(pairs: [("easing", "ease"), ("response", "0.4"), ("damping", "0.8")], key: "easing")),
    ("fit", Refusal(pairs: [("duration", "0.4"), ("response", "0.4"), ("damping", "0.8")], key: "duration")),
    ("fit", Refusal(pairs: [("easing", "wobbly")], key: "easing")),
    ("drag", Refusal(pairs: [("translation", "30"), ("start", "sideways")], key: "start")),
    ("drag", Refusal(pairs: [("translation", "30"), ("policy", "<x>")], key: "policy")),
  ]

  @Test("tune, fit and drag refusals name the key at fault", arguments: otherRefusals)
  func otherRefusalsNameTheirKey(_ command: String, _ refusal: Refusal) throws {
    let values = ParameterList(refusal.pairs)
    let noFile: CurveInput.Reader = { path throws(ParameterProblem) in throw .failure("no files here: \(path)") }
    do {
      switch command {
      case "tune": _ = try TuneRequest(values).answer()
      case "fit": _ = try FitRequest(values, file: nil, read: noFile).answer()
      default: _ = try DragRequest(values, read: nil).answer()
      }
      Issue.record("accepted \(refusal.testDescription)")
    } catch {
      #expect(error.keys.first == refusal.key, "\(error)")
      #expect(error.kind == .usage)
    }
  }

  @Test("a problem's keys come from its sentence: spelt, placeholders kept, and 'about' keys not printed")
  func problemSpelling() {
    let problem = ParameterProblem.usage("\(key: "as", placeholder: "FORMAT") is required\(about: "scene")")
    #expect(problem.description == "'--as FORMAT' is required")
    #expect(problem.keys == ["as", "scene"])
    #expect(problem.text { key, placeholder in key.uppercased() + (placeholder ?? "") } == "ASFORMAT is required")
  }

  @Test("'needs a spring family' names every family anchor the spring request has, in its order")
  func familiesAreListedFromTheRequest() {
    let problem = ParameterProblem(SpringRequest.Problem.needsFamily(.dampingRatio))
    let anchors = SpringRequest.familyAnchors.map { SpringParameter.row($0).key }
    #expect(problem.keys == ["damping"] + anchors)
  }

  @Test("every export target reads back from its name")
  func exportTargets() {
    for target in ExportTarget.all { #expect(ExportTarget(id: target.id) == target) }
    #expect(ExportTarget(id: "CSS-LINEAR") == .cssLinear)
    #expect(ExportTarget(id: "gif") == nil)
  }

  @Test("the studio's values and the command line's arguments make the same analysis")
  func sameAnswerFromEitherClient() throws {
    let pairs: [(key: String, value: String)] = [("response", "0.3"), ("damping", "0.7"), ("to", "40"), ("engine", "android")]
    let report = try AnalyzeRequest(ParameterList(pairs)).report()
    let cli = springtool(["analyze"] + pairs.flatMap { ["--\($0.key)", $0.value] } + ["--format", "json"])
    #expect(cli.status == 0)
    let ours = try JSONSerialization.jsonObject(with: Data(report.document.rendered().utf8)) as? NSDictionary
    #expect(ours != nil && ours == cli.object as? NSDictionary)
  }

  /// Strings that would end, or comment out, a `<script>` data block if they were embedded raw.
  static let hostileStrings = ["</script><script>alert(1)</script>", "<!--<script>", "a\u{2028}b\u{2029}c", "&lt; & > <"]

  @Test("embedded JSON holds no <, > or & and no U+2028/2029, and parses back to the same value", arguments: hostileStrings)
  func scriptJSONIsInert(_ text: String) throws {
    let value = JSONValue.object([("scene", .string(text)), ("list", .array([.string(text), .number(0.5)]))])
    let embedded = Preview.scriptJSON(value)
    for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}"] { #expect(!embedded.contains(forbidden), "\(embedded)") }
    // Foundation's parser (independent of ours) reads the same strings back.
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(embedded.utf8)) as? [String: Any])
    #expect(parsed["scene"] as? String == text)
    #expect((parsed["list"] as? [Any])?.first as? String == text)
  }

  @Test("a single-valued option given twice with different values: the last wins, and a note on standard error says so (exit 0)")
  func repeatedOptionNote() {
    let run = springtool(["sample", "--response", "0.4", "--response", "0.5", "--damping", "1"])
    #expect(run.status == 0)
    #expect(run.error == "note: '--response' given 2 times; used the last, '0.5' (not '0.4')\n")
    #expect(springtool(["sample", "--response", "0.5"] + ["--response", "0.5", "--damping", "1"]).error.isEmpty, "the same value twice is no news")
    #expect(
      springtool(["sample", "--response", "0.5", "--response", "0.5", "--damping", "1"]).output
        == springtool(["sample", "--response", "0.5", "--damping", "1"]).output)
  }

  @Test("convert takes SwiftUI's Spring(duration:bounce:) as --duration; sample, where --duration is how long to sample, says which option is the spring's")
  func durationBounce() {
    let convert = springtool(["convert", "--duration", "0.4", "--bounce", "0.2", "--format", "json"])
    let response = springtool(["convert", "--response", "0.4", "--bounce", "0.2", "--format", "json"])
    #expect(convert.status == 0 && convert.output == response.output)
    let both = springtool(["convert", "--duration", "0.4", "--response", "0.4", "--bounce", "0.2"])
    #expect(both.status == 64 && both.error.hasPrefix("Error: '--duration' and '--response' name the same number"))
    let sample = springtool(["sample", "--duration", "0.4", "--bounce", "0.2"])
    #expect(sample.status == 64 && sample.error.contains("'--duration' is how long to sample") && sample.error.contains("'--response D' '--bounce B'"))
  }

  /// Android rests once |x − final| < 0.75·m and |v| < 46.875·m/s (m the minimum visible change,
  /// 1 pixel by default): a travel of 1 is gone within a few frames. Where it happens, say so.
  @Test("a travel Android hides (at most 20 minimum visible changes) is said where it happens; a travel of 100 pixels is not")
  func androidHidesSmallTravel() {
    for command in [["compare", "--engine", "exact", "--engine", "android"], ["analyze", "--engine", "android"]] {
      let small = springtool(command + ["--preset", "bouncy", "--format", "json"])
      #expect(
        small.status == 0 && small.output.contains("is at most 20 minimum visible changes (1, Android's pixel default)"),
        "\(command[0]): \(small.output.suffix(300))")
      #expect(small.output.contains("--property alpha (ALPHA, 1/256)"))
      let large = springtool(command + ["--preset", "bouncy", "--to", "100", "--format", "json"])
      #expect(large.status == 0 && !large.output.contains("minimum visible changes"))
      for alphaOption in [["--min-visible-change", "0.00390625"], ["--property", "alpha"]] {
        let alpha = springtool(command + ["--preset", "bouncy", "--format", "json"] + alphaOption)
        #expect(alpha.status == 0 && !alpha.output.contains("minimum visible changes"), "\(alphaOption)")
      }
    }
  }

  /// Six significant digits for people; a residue below what is shown of a column's largest
  /// value is 0; `--precision full` shows every digit; files keep every digit regardless.
  @Test("tables for people show 6 significant digits and no residue; --precision full every digit; files every digit")
  func numbersForPeople() throws {
    let args = ["sample", "--from", "1", "--to", "0", "--response", "0.3", "--damping", "1", "--duration", "4"]
    let table = springtool(args + ["-f", "table"]), full = springtool(args + ["-f", "table", "--precision", "full"])
    let csv = springtool(args + ["-f", "csv"])
    #expect(table.status == 0 && full.status == 0 && csv.status == 0)
    let last = try #require(table.output.split(separator: "\n").last?.split(separator: " ").map(String.init))
    #expect(last == ["4", "0", "0"], "\(last)")
    let lastFull = try #require(full.output.split(separator: "\n").last?.split(separator: " ").map(String.init))
    let lastCSV = try #require(csv.output.split(separator: "\n").last?.split(separator: ",").map(String.init))
    #expect(lastFull == lastCSV && lastCSV[1].contains("e-"), "every digit: \(lastFull) vs \(lastCSV)")
    // Six significant digits, trailing zeros dropped, in the tables and in the prose around them.
    let analyze = springtool(["analyze", "--response", "0.4", "--damping", "0.8", "--to", "300"])
    #expect(analyze.output.contains("stiffness 246.74, damping coefficient 25.1327") && analyze.output.contains("0.539442"))
    #expect(springtool(["analyze", "--response", "0.4", "--damping", "0.8", "--to", "300", "--precision", "6"]).output == analyze.output)
    // Files keep every digit, and --precision full changes nothing there.
    #expect(springtool(args + ["-f", "csv", "--precision", "full"]).output == csv.output)
    let json = springtool(["analyze", "--response", "0.4", "--damping", "0.8", "--format", "json"])
    #expect(
      json.output.contains("0.53944193396707")
        && springtool([
          "analyze", "--response", "0.4", "--damping", "0.8", "--format", "json",
          "--precision", "full",
        ]).output == json.output)
  }
}
