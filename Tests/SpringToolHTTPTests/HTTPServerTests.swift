#if canImport(Glibc)
  import Glibc
#endif
import SpringToolHTTP
import Testing

typealias Client = LoopbackClient

/// A server on an ephemeral port, running on its own thread until the test stops it.
final class RunningServer: @unchecked Sendable {
  let server: HTTPServer
  var thread = pthread_t()
  var finished = false
  let lock = Mutex()

  init(
    _ configure: (inout HTTPServer.Configuration) -> Void = { _ in },
    handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse = { .text(200, "path \($0.path) \($0.queryValue("x") ?? "")\n") }
  ) throws {
    var configuration = HTTPServer.Configuration(token: "0123456789abcdef0123456789abcdef")
    configure(&configuration)
    server = try HTTPServer(configuration: configuration, handler: handler)
    let box = Unmanaged.passRetained(self)
    pthread_create(
      &thread, nil,
      { raw in
        let me = Unmanaged<RunningServer>.fromOpaque(raw!).takeRetainedValue()
        me.server.run()
        me.lock.locked { me.finished = true }
        return nil
      }, box.toOpaque())
  }

  var port: UInt16 { server.port }
  var host: String { "127.0.0.1:\(port)" }
  static let token = "0123456789abcdef0123456789abcdef"

  func get(_ target: String, host: String? = nil, extra: String = "") -> String {
    guard let c = Client(port: port) else { return "no connection" }
    c.send("GET \(target) HTTP/1.1\r\nHost: \(host ?? self.host)\r\nConnection: close\r\n\(extra)\r\n")
    return c.read()
  }

  func stop() {
    server.stop()
    pthread_join(thread, nil)
  }
}

final class Mutex: @unchecked Sendable {
  var m = pthread_mutex_t()
  init() { pthread_mutex_init(&m, nil) }
  func locked<T>(_ body: () -> T) -> T { pthread_mutex_lock(&m); defer { pthread_mutex_unlock(&m) }; return body() }
}

/// The server over real sockets: checks, errors, pipelining, half-closed and slow clients, limits, shutdown.
@Suite("HTTP server", .serialized)
struct HTTPServerTests {
  static let t = RunningServer.token

  @Test("it listens on 127.0.0.1 only, on the port the system picked")
  func loopbackOnly() throws {
    let s = try RunningServer()
    defer { s.stop() }
    #expect(s.port > 0)
    #expect(s.get("/a?token=\(Self.t)&x=1").hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(s.get("/a?token=\(Self.t)&x=1").hasSuffix("path /a 1\n"))
  }

  @Test(
    "the token, the Host and the method are checked before the handler",
    arguments: [
      ("/a", nil, "", "HTTP/1.1 401 "),  // no token
      ("/a?token=wrong", nil, "", "HTTP/1.1 401 "),
      ("/a?token=\(RunningServer.token)", "evil.example:80", "", "HTTP/1.1 421 "),  // DNS rebinding
      ("/a?token=\(RunningServer.token)", "127.0.0.1:1", "", "HTTP/1.1 421 "),  // another port
      ("/a", nil, "X-Access-Token: \(RunningServer.token)\r\n", "HTTP/1.1 200 "),  // the header works too
    ] as [(String, String?, String, String)])
  func checks(_ target: String, _ host: String?, _ extra: String, _ expected: String) throws {
    let s = try RunningServer()
    defer { s.stop() }
    let response = s.get(target, host: host.map { $0 == "127.0.0.1:1" ? $0 : $0 }, extra: extra)
    #expect(response.hasPrefix(expected), "\(response)")
    if !expected.contains("200") { #expect(!response.contains("path /a"), "the handler ran") }
    #expect(s.get("/ok?token=\(Self.t)").hasPrefix("HTTP/1.1 200"), "the server stops serving after a refusal")
  }

  @Test("state-changing methods are refused with Allow; HEAD gets the headers without the body")
  func methods() throws {
    let s = try RunningServer()
    defer { s.stop() }
    for method in ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"] {
      let c = try #require(Client(port: s.port))
      c.send("\(method) /a?token=\(Self.t) HTTP/1.1\r\nHost: \(s.host)\r\nContent-Length: 0\r\n\r\n")
      let r = c.read()
      #expect(r.hasPrefix("HTTP/1.1 405 ") && r.contains("Allow: GET, HEAD"), "\(method): \(r)")
    }
    let c = try #require(Client(port: s.port))
    c.send("HEAD /a?token=\(Self.t) HTTP/1.1\r\nHost: \(s.host)\r\nConnection: close\r\n\r\n")
    let head = c.read()
    #expect(head.hasPrefix("HTTP/1.1 200 ") && head.contains("Content-Length: 9") && head.hasSuffix("\r\n\r\n"))
  }

  @Test(
    "malformed and oversized requests get their status, and the server keeps serving",
    arguments: [
      ("garbage\r\n\r\n", "HTTP/1.1 400 "),
      ("GET / HTTP/1.1\nHost: x\n\n", "HTTP/1.1 400 "),
      ("GET / HTTP/1.1\r\n\r\n", "HTTP/1.1 400 "),
      ("\u{16}\u{3}\u{1}\u{2}\u{0}\u{1}\u{0}\u{1}\u{fc}\u{3}\u{3}", "HTTP/1.1 400 "),  // a TLS hello
      ("GET / HTTP/1.1\r\nHost: x\r\nX: " + String(repeating: "a", count: 1 << 20) + "\r\n\r\n", "HTTP/1.1 431 "),
    ])
  func malformed(_ text: String, _ expected: String) throws {
    let s = try RunningServer()
    defer { s.stop() }
    let c = try #require(Client(port: s.port))
    c.send(text)
    let r = c.read()
    #expect(r.hasPrefix(expected), "\(r.prefix(200))")
    #expect(s.get("/ok?token=\(Self.t)").hasPrefix("HTTP/1.1 200"))
  }

  @Test("pipelined requests are answered in order on one connection; a half-closed client still gets its answer")
  func pipelinedAndHalfClosed() throws {
    let s = try RunningServer()
    defer { s.stop() }
    let c = try #require(Client(port: s.port))
    c.send(
      "GET /1?token=\(Self.t) HTTP/1.1\r\nHost: \(s.host)\r\n\r\nGET /2?token=\(Self.t) HTTP/1.1\r\nHost: \(s.host)\r\n\r\n"
        + "GET /3?token=\(Self.t) HTTP/1.1\r\nHost: \(s.host)\r\nConnection: close\r\n\r\n")
    let all = c.read()
    let paths = all.matches(of: /path \/(\d)/).map { String($0.1) }
    #expect(paths == ["1", "2", "3"], "\(all)")
    #expect(all.ranges(of: "HTTP/1.1 200 OK").count == 3)
    let h = try #require(Client(port: s.port))
    h.send("GET /half?token=\(Self.t) HTTP/1.1\r\nHost: \(s.host)\r\n\r\n")
    h.shutdownWrites()
    // The answer arrives whole and then the server closes (read() returns at the close, within its 5 s timeout). Whether
    // the header says close or keep-alive depends on whether the FIN arrived before the request was answered.
    let start = clockSeconds()
    let r = h.read()
    #expect(r.hasPrefix("HTTP/1.1 200") && r.hasSuffix("path /half \n") && clockSeconds() - start < 2)
  }

  @Test("a slow client is answered 408 when its head does not arrive in time; an idle one is closed")
  func slow() throws {
    let s = try RunningServer {
      $0.requestTimeout = 0.3; $0.keepAliveTimeout = 0.5
    }
    defer { s.stop() }
    let c = try #require(Client(port: s.port))
    c.send("GET /slow?token=\(Self.t) HTTP/1.1\r\nHost: \(s.host)\r\n")
    let start = clockSeconds()
    let r = c.read()
    #expect(r.hasPrefix("HTTP/1.1 408 "), "\(r)")
    #expect(clockSeconds() - start < 2)
    let idle = try #require(Client(port: s.port))
    let t0 = clockSeconds()
    #expect(idle.read().isEmpty && clockSeconds() - t0 < 2, "an idle connection is closed after the keep-alive timeout")
  }

  @Test("a full table makes room: the oldest connection that never made a request goes, the newcomer is answered")
  func limit() throws {
    let s = try RunningServer { $0.maximumConnections = 8 }
    defer { s.stop() }
    let idle = (0..<8).compactMap { _ in Client(port: s.port) }
    #expect(idle.count == 8)
    usleep(200_000)
    let newcomer = try #require(Client(port: s.port))
    newcomer.send("GET /x?token=\(Self.t) HTTP/1.1\r\nHost: \(s.host)\r\nConnection: close\r\n\r\n")
    #expect(newcomer.read().hasPrefix("HTTP/1.1 200"), "the ninth connection should be answered")
    #expect(idle[0].read().isEmpty, "the oldest idle connection should have been closed")
    #expect(s.server.counters.evicted >= 1)
  }

  @Test("stop() ends run() at once and the port stops accepting")
  func shutdown() throws {
    let s = try RunningServer()
    let port = s.port
    #expect(s.get("/a?token=\(Self.t)").hasPrefix("HTTP/1.1 200"))
    let start = clockSeconds()
    s.stop()
    #expect(s.lock.locked { s.finished } && clockSeconds() - start < 1)
    #expect(Client(port: port) == nil, "the port still accepts after stop()")
  }
}

func clockSeconds() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}
