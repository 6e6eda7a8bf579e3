#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the server cannot start.
package struct HTTPServerError: Error, Sendable, CustomStringConvertible {
  /// What failed (`bind 127.0.0.1:8080: Address already in use`).
  package let description: String
}

/// A small, strict HTTP/1.1 server on the loopback interface, for one local user: one thread,
/// non-blocking sockets and `poll(2)`. Every request is checked before the handler sees it:
/// the head is parsed strictly (``HTTPRequestParser``); the `Host` header must name the loopback
/// address and this port (no DNS rebinding); the access token must be given (`token=` in the
/// query or an `X-Access-Token` header); only `GET` and `HEAD` are served. Connections are
/// bounded (``Configuration/maximumConnections``: when the table is full, the idlest connection
/// that has not yet made a valid request makes room for a newcomer, so idle or slow clients
/// cannot lock a valid one out), a request head must arrive within
/// ``Configuration/requestTimeout`` of its first byte (a slow client is answered 408 and closed),
/// an idle keep-alive connection is closed after ``Configuration/keepAliveTimeout``. Pipelined
/// requests are answered in order, one request per connection per turn (a connection with many
/// heavy requests does not hold the others back), and a connection whose unread requests fill
/// its buffer is simply not read until they are answered (no byte is dropped). Buffered answers
/// are bounded in total (``Configuration/maximumBufferedBytes``; beyond it a request gets 503). A
/// bad client never stops the server.
package final class HTTPServer: @unchecked Sendable {
  /// The server's limits.
  package struct Configuration: Sendable {
    /// The port (0: an ephemeral port the system picks).
    package var port: UInt16 = 0
    /// The access token every request must carry.
    package var token: String
    /// The most connections open at once; more are accepted and closed at once.
    package var maximumConnections = 128
    /// Seconds from a request's first byte to its complete head.
    package var requestTimeout = 10.0
    /// Seconds an open connection may wait between requests.
    package var keepAliveTimeout = 15.0
    /// Seconds a response may take to be read by the client.
    package var writeTimeout = 30.0
    /// Requests one connection may make before it is closed.
    package var maximumRequestsPerConnection = 1000
    /// The most bytes of answers held for all clients together (those not yet read by slow
    /// clients); a request whose answer would pass it, while others' answers are held, gets 503.
    package var maximumBufferedBytes = 64 << 20
    /// Stop after this many seconds idle: no request arriving or being answered and nothing left to
    /// send (nil: serve until ``HTTPServer/stop()``).
    package var idleTimeout: Double?

    /// A configuration with `token` and the default limits.
    ///
    /// - Parameter token: The access token (at least 16 characters of the caller's choosing).
    package init(token: String) { self.token = token }
  }

  /// What the server has done, for tests and the command's log.
  package struct Counters: Sendable {
    /// Requests answered by the handler, refused, and connections closed at the limit or for slowness.
    package var served = 0, refused = 0, overLimit = 0, timedOut = 0
    /// Connections closed to make room for a newcomer, and requests answered 503 for the output bound.
    package var evicted = 0, unavailable = 0
    /// The most bytes of answers held at once for all clients (never above the output bound but for one answer alone).
    package var peakBuffered = 0
  }

  /// The configuration.
  package let configuration: Configuration
  /// The port it listens on (the one the system picked for port 0).
  package let port: UInt16
  var listener: Int32
  let wake: (read: Int32, write: Int32)
  let handler: @Sendable (HTTPRequest) -> HTTPResponse
  let lock = PThreadMutex()
  var _counters = Counters()

  /// What the server has done so far.
  package var counters: Counters { lock.locked { _counters } }

  /// Binds 127.0.0.1 (the loopback interface only) and prepares to serve; ``run()`` serves.
  ///
  /// - Parameters:
  ///   - configuration: The port, token and limits.
  ///   - handler: Answers a request that passed every check (called on the server's thread).
  /// - Throws: ``HTTPServerError`` when the socket cannot be bound.
  package init(configuration: Configuration, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws(HTTPServerError) {
    self.configuration = configuration
    self.handler = handler
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    guard fd >= 0 else { throw HTTPServerError(description: "socket: \(Self.errorText())") }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = configuration.port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(fd, 128) == 0 else {
      let text = Self.errorText()
      close(fd)
      throw HTTPServerError(description: "bind 127.0.0.1:\(configuration.port): \(text)")
    }
    var actual = sockaddr_in(), length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
    port = UInt16(bigEndian: actual.sin_port)
    var pipes: [Int32] = [0, 0]
    guard pipe(&pipes) == 0, Self.prepare(pipes[0]), Self.prepare(pipes[1]) else {
      close(fd)
      throw HTTPServerError(description: "pipe: \(Self.errorText())")
    }
    (listener, wake) = (fd, (pipes[0], pipes[1]))
  }

  deinit {
    if listener >= 0 { close(listener) }
    close(wake.read)
    close(wake.write)
  }

  /// Makes ``run()`` return (safe from any thread, and from a signal handler through ``wakeDescriptor``).
  package func stop() {
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
  }

  /// A descriptor a signal handler may `write(2)` one byte to, to stop the server.
  package var wakeDescriptor: Int32 { wake.write }

  static func errorText() -> String { String(cString: strerror(errno)) }

  /// Makes a descriptor non-blocking and closed on exec.
  static func prepare(_ fd: Int32) -> Bool {
    let flags = fcntl(fd, F_GETFL)
    return flags >= 0 && fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0 && fcntl(fd, F_SETFD, FD_CLOEXEC) == 0
  }

  static func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  /// The most bytes of unanswered requests read from one connection: beyond it the connection is
  /// not read until its requests are answered (the kernel keeps the rest).
  static let maximumInbound = 2 * HTTPRequestParser.maximumHeadBytes

  /// Serves until ``stop()`` (or the idle timeout); then closes every connection and the port.
  /// Call it once.
  package func run() {
    var connections: [Int32: Connection] = [:]
    var lastBusy = Self.now()
    // On the way out every connection closes, and so does the listening socket: the port stops accepting.
    defer {
      for c in connections.values { close(c.fd) }
      close(listener)
      listener = -1
    }
    while true {
      var fds = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0), pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
      for c in connections.values {
        // A full buffer of unanswered requests is not read until they are answered (nothing is dropped).
        let reading: Int16 = c.inbound.count < Self.maximumInbound ? Int16(POLLIN) : 0
        fds.append(pollfd(fd: c.fd, events: c.outbound.count > c.sent ? Int16(POLLOUT) : reading, revents: 0))
      }
      // A request already read and waiting is answered without waiting for the poll.
      let waiting = connections.values.contains { $0.mayHaveRequest && !$0.inbound.isEmpty && $0.outbound.count == $0.sent }
      _ = poll(&fds, nfds_t(fds.count), waiting ? 0 : 100)
      if fds[0].revents != 0 { return }
      var now = Self.now()
      if connections.values.contains(where: \.busy) { lastBusy = now }
      if let idle = configuration.idleTimeout, now - lastBusy > idle { return }
      if fds[1].revents & Int16(POLLIN) != 0 { accept(into: &connections, now: now) }
      for p in fds.dropFirst(2) {
        guard let c = connections[p.fd] else { continue }
        if p.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { read(c, now: now) }
        if c.draining {
          if c.peerClosed || now > c.drainUntil { drop(c, &connections) }
          continue
        }
        // One request per connection per turn, in order, each once the one before is sent: a
        // connection with many pipelined requests does not hold the others back.
        let others = connections.values.reduce(0) { $1 === c ? $0 : $0 + $1.outbound.count }
        if serve(c, now: now, othersBuffered: others) {
          (lastBusy, now) = (now, Self.now())
        }
        flush(c, now: now)
        if c.outbound.count == c.sent && (c.closeAfterWrite || c.peerClosed) { finish(c, now: now, &connections) }
      }
      // Slow clients: a head not complete in time is answered 408; a stalled write or an idle connection is closed.
      for c in Array(connections.values) {
        if c.draining { if now > c.drainUntil { drop(c, &connections) }; continue }
        if let start = c.headStart, now > start + configuration.requestTimeout, c.outbound.count == c.sent {
          lock.locked { _counters.timedOut += 1 }
          refuse(c, .text(408, "408 Request Timeout: the request head took too long\n"), now: now, counted: false)
          flush(c, now: now)
          if c.outbound.count == c.sent { finish(c, now: now, &connections) }
        } else if let start = c.writeStart, now > start + configuration.writeTimeout {
          lock.locked { _counters.timedOut += 1 }
          drop(c, &connections)
        } else if c.headStart == nil && c.writeStart == nil && now > c.idleSince + configuration.keepAliveTimeout {
          drop(c, &connections)
        }
      }
    }
  }

  func accept(into connections: inout [Int32: Connection], now: Double) {
    for _ in 0..<256 {
      #if canImport(Glibc)
        let fd = Glibc.accept(listener, nil, nil)
      #else
        let fd = Darwin.accept(listener, nil, nil)
      #endif
      guard fd >= 0 else { return }
      guard Self.prepare(fd) else { close(fd); continue }
      if connections.count >= configuration.maximumConnections {
        guard let victim = evictable(connections) else {
          close(fd)
          lock.locked { _counters.overLimit += 1 }
          continue
        }
        drop(victim, &connections)
        lock.locked { _counters.evicted += 1 }
      }
      // Each response goes out whole at once: without TCP_NODELAY the last part of a response longer than one segment
      // waits for the client's delayed ACK (40 ms on Linux) on a kept-alive connection.
      var yes: Int32 = 1
      setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
      connections[fd] = Connection(fd: fd, now: now)
    }
  }

  func drop(_ c: Connection, _ connections: inout [Int32: Connection]) {
    close(c.fd)
    connections[c.fd] = nil
  }

  /// The last response is sent: shut down writes and read what the client still sends for a
  /// moment, so a client that sent too much still reads the answer (no reset before it).
  func finish(_ c: Connection, now: Double, _ connections: inout [Int32: Connection]) {
    guard !c.peerClosed else { return drop(c, &connections) }
    shutdown(c.fd, Int32(SHUT_WR))
    (c.draining, c.drainUntil, c.inbound) = (true, now + 1, [])
  }

  /// Reads what has arrived (at most 64 KiB a round, so one client cannot hold the loop).
  func read(_ c: Connection, now: Double) {
    var buffer = [UInt8](repeating: 0, count: 16_384)
    for _ in 0..<4 {
      let n = buffer.withUnsafeMutableBytes { recv(c.fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
      if n > 0 {
        // Bytes after a refusal are not kept (the connection closes once its answer is sent).
        if !c.closeAfterWrite && !c.draining {
          if c.inbound.isEmpty && c.headStart == nil { c.headStart = now }
          c.inbound.append(contentsOf: buffer[0..<n])
          c.mayHaveRequest = true
        }
        // A full buffer waits for its requests to be answered; the rest stays in the kernel.
        if c.inbound.count >= Self.maximumInbound && !c.closeAfterWrite && !c.draining { return }
        continue
      }
      if n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) { c.peerClosed = true }
      return
    }
  }

  /// Answers the next complete request once the previous answer is sent; true when one was
  /// answered. `othersBuffered` is what other connections' answers hold (for the output bound).
  func serve(_ c: Connection, now: Double, othersBuffered: Int = 0) -> Bool {
    guard c.outbound.count == c.sent, !c.closeAfterWrite, !c.inbound.isEmpty, c.mayHaveRequest else { return false }
    let parsed: (request: HTTPRequest, consumed: Int)?
    do { parsed = try HTTPRequestParser.parse(c.inbound[...]) } catch {
      refuse(c, HTTPResponse.text(error.status, "\(error)\n"), now: now)
      return true
    }
    guard let (request, consumed) = parsed else {
      // Half a head and the client has closed: there is nothing to answer.
      if c.peerClosed { c.closeAfterWrite = true }
      c.mayHaveRequest = false
      return false
    }
    c.inbound.removeFirst(consumed)
    c.headStart = c.inbound.isEmpty ? nil : now
    c.requests += 1
    var keepAlive = request.keepAlive && c.requests < configuration.maximumRequestsPerConnection && !c.peerClosed
    let response: HTTPResponse
    if let refusal = check(request) {
      // A refused request (token, Host, method) ends its connection.
      (response, keepAlive) = (refusal, false)
      lock.locked { _counters.refused += 1 }
    } else {
      c.authenticated = true
      response = handler(request)
      lock.locked { _counters.served += 1 }
    }
    var bytes = response.serialized(head: request.method == "HEAD", keepAlive: keepAlive)
    if othersBuffered > 0 && othersBuffered + bytes.count > configuration.maximumBufferedBytes {
      // Slow clients hold as much as the server keeps for answers: this one waits its turn.
      var busy = HTTPResponse.text(503, "503 Service Unavailable: other clients' answers fill the server's buffer; retry\n")
      busy.headers.append(("Retry-After", "1"))
      bytes = busy.serialized(head: request.method == "HEAD", keepAlive: keepAlive)
      lock.locked { _counters.unavailable += 1 }
    }
    c.outbound = bytes
    let held = othersBuffered + bytes.count
    lock.locked { _counters.peakBuffered = max(_counters.peakBuffered, held) }
    (c.sent, c.closeAfterWrite, c.writeStart) = (0, !keepAlive, now)
    return true
  }

  func refuse(_ c: Connection, _ response: HTTPResponse, now: Double, counted: Bool = true) {
    if counted { lock.locked { _counters.refused += 1 } }
    c.outbound = response.serialized(head: false, keepAlive: false)
    (c.sent, c.closeAfterWrite, c.inbound, c.headStart, c.writeStart) = (0, true, [], nil, now)
  }

  /// The refusal of a request that fails a check, or nil: Host, token, method.
  func check(_ request: HTTPRequest) -> HTTPResponse? {
    let host = (request.header("host") ?? "").lowercased()
    guard ["127.0.0.1:\(port)", "localhost:\(port)"].contains(host) else {
      return .text(421, "421 Misdirected Request: the Host header must be 127.0.0.1:\(port) or localhost:\(port)\n")
    }
    let given = request.queryValue("token") ?? request.header("x-access-token") ?? ""
    guard Self.constantTimeEqual(given, configuration.token) else {
      return .text(401, "401 Unauthorized: give the access token the server printed (?token=…)\n")
    }
    guard request.method == "GET" || request.method == "HEAD" else {
      var response = HTTPResponse.text(405, "405 Method Not Allowed: only GET and HEAD\n")
      response.headers.append(("Allow", "GET, HEAD"))
      return response
    }
    return nil
  }

  /// Equal strings, in a time that depends only on their lengths.
  static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8), y = Array(b.utf8)
    guard x.count == y.count else { return false }
    return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }

  func flush(_ c: Connection, now: Double) {
    while c.sent < c.outbound.count {
      let n = c.outbound[c.sent...].withUnsafeBytes { send(c.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
      if n > 0 { c.sent += n; continue }
      if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return }
      // The client is gone: nothing more to send.
      (c.sent, c.outbound, c.closeAfterWrite, c.peerClosed) = (0, [], true, true)
      return
    }
    if !c.outbound.isEmpty {
      (c.outbound, c.sent, c.writeStart) = ([], 0, nil)
      c.idleSince = now
    }
  }
}
