import Foundation

/// Headless Chromium for tests that check pictures and pages in a real browser.
///
/// Tests that need it call ``Browser/available()``: without a browser they are skipped, unless
/// `SPRINGTOOL_REQUIRE_BROWSER=1` (set by CI, which installs Debian's `chromium`) makes a missing
/// browser a failure. Every page of a test run opens in one shared browser
/// (`tools/browser_server.js`), each in a browser context of its own: a launch costs about 1.5
/// CPU-seconds and a page about a tenth of that, and a run opens about a hundred pages.
package enum Browser {
  /// The browser executable, if one is installed.
  package static var path: String? {
    ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Whether a browser test should run: true with a browser; false (skip) without one, unless
  /// one is required.
  package static func available() throws -> Bool {
    if path != nil { return true }
    if ProcessInfo.processInfo.environment["SPRINGTOOL_REQUIRE_BROWSER"] == "1" {
      throw BrowserMissing()
    }
    return false
  }

  struct BrowserMissing: Error, CustomStringConvertible {
    var description: String { "SPRINGTOOL_REQUIRE_BROWSER=1 but no chromium is installed" }
  }

  /// The DOM after the page's scripts ran, as `chromium --dump-dom --virtual-time-budget=5000`
  /// prints it: the page's timers run on virtual time, which waits for its network fetches.
  package static func dumpDOM(_ url: String, windowSize: (Int, Int) = (1200, 900)) throws -> String {
    let value = try SharedBrowser.current().request(["dom": url, "width": windowSize.0, "height": windowSize.1])
    guard let dom = value as? String else { throw DriveFailed(output: "\(value)") }
    return dom
  }

  /// Opens `url`, waits until the page's player says it is ready (`data-ready="1"`), and runs
  /// `steps` in the page: each step evaluates an expression (`["eval": JS]`), waits until one is
  /// true (`["wait": JS]`), sleeps (`["sleep": ms]`) or lays the page out at a width
  /// (`["viewport": [W, H]]`). Returns each step's value as JSON (tools/browser_cdp.js).
  package static func drive(_ url: String, _ steps: [[String: Any]]) throws -> [Any] {
    let value = try SharedBrowser.current().request(["drive": url, "steps": steps])
    guard let values = value as? [Any] else { throw DriveFailed(output: "\(value)") }
    return values
  }

  struct DriveFailed: Error, CustomStringConvertible {
    let output: String
    var description: String { "the page could not be driven: \(output.prefix(500))" }
  }

  /// A PNG screenshot of the page's viewport, after its scripts ran as for ``dumpDOM(_:windowSize:)``.
  package static func screenshot(_ url: String, to file: String, windowSize: (Int, Int) = (1200, 900)) throws {
    _ = try SharedBrowser.current().request(["screenshot": url, "file": file, "width": windowSize.0, "height": windowSize.1])
  }

  /// The directory CI keeps as build artefacts (`.build/artifacts/NAME`), created.
  package static func artifacts(_ name: String) throws -> URL {
    let url = packageRoot.appendingPathComponent(".build/artifacts/\(name)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// The test process's one browser: `node tools/browser_server.js`, asked one JSON line per request
/// on its standard input, answering one line per request on its standard output (in the order the
/// pages finish; requests from parallel tests run at once). It ends with the test process, when
/// its standard input closes; a server that died is started again for the next request.
final class SharedBrowser: @unchecked Sendable {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var running: SharedBrowser?

  /// The running server, started on first use or after the last one ended.
  static func current() throws -> SharedBrowser {
    guard let path = Browser.path else { throw Browser.BrowserMissing() }
    lock.lock()
    defer { lock.unlock() }
    if let running, running.isAlive { return running }
    let started = try SharedBrowser(chromium: path)
    running = started
    return started
  }

  private let process = Process()
  private let input = Pipe(), output = Pipe()
  private let state = NSLock()
  private var nextID = 1
  private var waiting: [Int: DispatchSemaphore] = [:]
  private var answers: [Int: [String: Any]] = [:]
  private var ended: String?

  private init(chromium: String) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["node", packageRoot.appendingPathComponent("tools/browser_server.js").path]
    var environment = ProcessInfo.processInfo.environment
    environment["CHROMIUM"] = chromium
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.detachNewThread { [self] in readAnswers() }
  }

  private var isAlive: Bool {
    state.lock()
    defer { state.unlock() }
    return ended == nil
  }

  /// Sends `request` and waits for its answer's value; an error the page or the server reports,
  /// or no answer within `timeLimit` seconds, is thrown.
  func request(_ request: [String: Any], timeLimit: Double = 90) throws -> Any {
    let done = DispatchSemaphore(value: 0)
    state.lock()
    if let ended {
      state.unlock()
      throw Browser.DriveFailed(output: ended)
    }
    let id = nextID
    nextID += 1
    waiting[id] = done
    var line = try JSONSerialization.data(withJSONObject: request.merging(["id": id]) { $1 })
    line.append(0x0A)
    // One write per line, under the lock, so that lines from parallel tests never interleave.
    input.fileHandleForWriting.write(line)
    state.unlock()
    let timedOut = done.wait(timeout: .now() + timeLimit) == .timedOut
    state.lock()
    waiting[id] = nil
    let answer = answers.removeValue(forKey: id)
    let reason = ended
    state.unlock()
    guard let answer else {
      throw Browser.DriveFailed(output: timedOut ? "no answer from the browser in \(timeLimit) s" : reason ?? "no answer")
    }
    if let error = answer["error"] { throw Browser.DriveFailed(output: "\(error)") }
    return answer["value"] ?? NSNull()
  }

  /// Reads answer lines until the server's output ends, then fails whoever still waits.
  private func readAnswers() {
    let reader = output.fileHandleForReading
    var pending = Data()
    while true {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      pending.append(chunk)
      while let end = pending.firstIndex(of: 0x0A) {
        let line = pending[pending.startIndex..<end]
        pending = Data(pending[(end + 1)...])
        guard let answer = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any],
          let id = answer["id"] as? Int
        else { continue }
        state.lock()
        if let done = waiting[id] {
          answers[id] = answer
          done.signal()
        }
        state.unlock()
      }
    }
    state.lock()
    ended = "the browser server ended"
    for done in waiting.values { done.signal() }
    state.unlock()
  }
}
