import Foundation
import Testing
import TestSupport

/// The documentation site in a real browser: the directory tools/docs.sh wrote
/// (`SPRINGTOOL_DOCS_DIR`, set by CI after building it) is served on loopback, and headless
/// Chromium renders the landing page and an article; their titles must appear in the rendered
/// page (DocC renders in the browser, so this proves the site works, not only that files exist).
@Suite("Documentation site in a browser", .serialized)
struct DocumentationSiteTests {
  static let directory = ProcessInfo.processInfo.environment["SPRINGTOOL_DOCS_DIR"]

  @Test(
    "the landing page and an article render with their titles", .enabled(if: directory != nil),
    arguments: [
      ("springtoolkit", "SpringToolKit"), ("springtoolkit/gettingstarted", "Getting started"),
      ("springtoolkit/springmotion", "SpringMotion"),
      ("springtooltesting/testingyourcurves", "Testing your animation curves"),
    ])
  func renders(path: String, title: String) throws {
    guard try Browser.available(), let directory = Self.directory else { return }
    let port = Int.random(in: 20_000..<40_000)
    // The server with posix_spawn (Foundation's Process does not start a second process while one
    // it started is still running here), output to /dev/null.
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let words: [String] = ["/usr/bin/env", "python3", "-m", "http.server", "--bind", "127.0.0.1", "--directory", directory, String(port)]
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    try #require(posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv, environ) == 0)
    defer {
      kill(pid, SIGKILL)  // a thread of the test may block SIGTERM, and the child inherits that mask
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    var dom = ""
    for _ in 0..<20 {
      usleep(250_000)
      dom = try Browser.dumpDOM("http://127.0.0.1:\(port)/documentation/\(path)/")
      if dom.contains(title) { break }
    }
    #expect(dom.contains("<h1") && dom.contains(title), "\(path): the rendered page has no title '\(title)'")
  }
}
