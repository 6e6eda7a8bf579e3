import SpringToolHTTP
import Testing

/// The request parser against RFC 9112's rules, with the statuses a strict server answers.
@Suite("HTTP request parsing")
struct HTTPParserTests {
  static func parse(_ text: String) throws(HTTPParseError) -> (request: HTTPRequest, consumed: Int)? {
    try HTTPRequestParser.parse(Array(text.utf8)[...])
  }

  @Test("a good request: method, decoded path and query, lowercased headers, keep-alive")
  func good() throws {
    let text = "GET /api/state?scene=custom-switch&response=0.3&name=a%20b+c&flag HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX-Thing:  v  \r\n\r\n"
    let (request, consumed) = try #require(try Self.parse(text))
    #expect(consumed == text.utf8.count)
    #expect(request.method == "GET" && request.path == "/api/state" && request.version == "HTTP/1.1")
    #expect(request.query.map(\.name) == ["scene", "response", "name", "flag"])
    #expect(request.queryValue("name") == "a b c" && request.queryValue("flag") == "")
    #expect(request.header("x-thing") == "v" && request.header("HOST") == "127.0.0.1:8080")
    #expect(request.keepAlive)
    let close = try #require(try Self.parse("GET / HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n"))
    #expect(!close.request.keepAlive)
    let old = try #require(try Self.parse("GET / HTTP/1.0\r\n\r\n"))
    #expect(!old.request.keepAlive && old.request.header("host") == nil)
  }

  @Test("an incomplete head waits for more", arguments: ["", "GET / HTTP/1.1\r\n", "GET / HTTP/1.1\r\nHost: h\r\n", "GET / HTTP/1.1\r\nHost: h\r\n\r"])
  func incomplete(_ text: String) throws {
    #expect(try Self.parse(text) == nil)
  }

  @Test(
    "malformed heads are refused with the right status",
    arguments: [
      ("GET / HTTP/1.1\nHost: h\n\n", 400),  // bare LF
      ("GET / HTTP/1.1\r\n\r\n", 400),  // no Host
      ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),  // two Hosts
      ("GET / HTTP/1.1\r\nHost : h\r\n\r\n", 400),  // space before the colon
      ("GET / HTTP/1.1\r\nHost: h\r\n folded\r\n\r\n", 400),  // obsolete folding
      ("GET / HTTP/2.0\r\nHost: h\r\n\r\n", 505),
      ("GET / FTP/1.1\r\nHost: h\r\n\r\n", 400),
      ("GET http://evil/ HTTP/1.1\r\nHost: h\r\n\r\n", 400),  // absolute form
      ("GET /?a=%zz HTTP/1.1\r\nHost: h\r\n\r\n", 400),  // bad percent escape
      ("GET /%ff HTTP/1.1\r\nHost: h\r\n\r\n", 400),  // not UTF-8
      ("GET /\u{1} HTTP/1.1\r\nHost: h\r\n\r\n", 400),  // a control byte
      ("GET  / HTTP/1.1\r\nHost: h\r\n\r\n", 400),  // two spaces
      ("G@T / HTTP/1.1\r\nHost: h\r\n\r\n", 400),  // not a token
      ("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\n", 413),
      ("GET / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n", 501),
      ("GET / HTTP/1.1\r\nHost: h\r\nbad\r\n\r\n", 400),  // no colon
      ("\r\n\r\n", 400),
    ])
  func malformed(_ text: String, _ status: Int) {
    #expect(throws: HTTPParseError.self) { try Self.parse(text) }
    do { _ = try Self.parse(text) } catch { #expect(error.status == status, "\(error)") }
  }

  @Test("the head is bounded: over 8 KiB (even unfinished) is 431, as are more than 100 headers, a target over 4 KiB is 414")
  func bounded() throws {
    let long = "GET / HTTP/1.1\r\nHost: h\r\nX: " + String(repeating: "a", count: 9000)
    do { _ = try Self.parse(long); Issue.record("accepted") } catch { #expect(error.status == 431) }
    let many = "GET / HTTP/1.1\r\nHost: h\r\n" + (0..<101).map { "X\($0): v\r\n" }.joined() + "\r\n"
    do { _ = try Self.parse(many); Issue.record("accepted") } catch { #expect(error.status == 431) }
    let target = "GET /" + String(repeating: "a", count: 5000) + " HTTP/1.1\r\nHost: h\r\n\r\n"
    do { _ = try Self.parse(target); Issue.record("accepted") } catch { #expect([414, 431].contains(error.status)) }
    let fits = "GET / HTTP/1.1\r\nHost: h\r\nX: " + String(repeating: "a", count: 8000) + "\r\n\r\n"
    #expect(try Self.parse(fits) != nil)
  }

  @Test("pipelined requests are read one at a time, each consuming exactly its head")
  func pipelined() throws {
    let one = "GET /a HTTP/1.1\r\nHost: h\r\n\r\n", two = "HEAD /b?x=1 HTTP/1.1\r\nHost: h\r\n\r\n"
    let bytes = Array((one + two).utf8)
    let (first, n) = try #require(try HTTPRequestParser.parse(bytes[...]))
    #expect(first.path == "/a" && n == one.utf8.count)
    let (second, m) = try #require(try HTTPRequestParser.parse(bytes[n...]))
    #expect(second.method == "HEAD" && second.path == "/b" && n + m == bytes.count)
  }

  @Test("a response carries its length, the connection, and the security headers; HEAD has no body; CR and LF never split a header")
  func response() {
    var r = HTTPResponse.text(200, "hello")
    r.headers.append(("Content-Disposition", "attachment; filename=\"a\r\nSet-Cookie: x\""))
    let text = String(decoding: r.serialized(head: false, keepAlive: true), as: UTF8.self)
    #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n") && text.hasSuffix("\r\n\r\nhello"))
    #expect(text.contains("Content-Length: 5\r\n") && text.contains("Connection: keep-alive\r\n"))
    #expect(text.contains("X-Content-Type-Options: nosniff") && text.contains("Content-Security-Policy: default-src 'none'"))
    #expect(!text.contains("\r\nSet-Cookie"))
    let head = String(decoding: r.serialized(head: true, keepAlive: false), as: UTF8.self)
    #expect(head.hasSuffix("\r\n\r\n") && head.contains("Content-Length: 5") && head.contains("Connection: close"))
  }
}
