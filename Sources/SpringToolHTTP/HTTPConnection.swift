#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension HTTPServer {
  /// One client connection's state.
  final class Connection {
    let fd: Int32
    var inbound: [UInt8] = []
    var outbound: [UInt8] = []
    var sent = 0
    /// When the request head now arriving started (its first byte), if one is arriving.
    var headStart: Double?
    /// When the connection last became idle (nothing to read or write), and when the response being written started.
    var idleSince: Double, writeStart: Double?
    /// After the last response: close once it is sent; the client has closed its side; the server has shut down its writes
    /// and reads what the client still sends until `drainUntil` (so the client can read the answer before the close).
    var closeAfterWrite = false, peerClosed = false, draining = false
    var drainUntil = 0.0
    var requests = 0
    /// Whether a request of this connection passed the checks (such a connection is evicted last).
    var authenticated = false
    /// Whether `inbound` may hold a complete request not yet tried (new bytes, or one answered).
    var mayHaveRequest = false
    /// When it accepted; for choosing whom to evict.
    let opened: Double

    init(fd: Int32, now: Double) { (self.fd, self.idleSince, self.opened) = (fd, now, now) }

    /// Whether something is in progress: a head arriving, a request waiting, or an answer to send.
    var busy: Bool { headStart != nil || outbound.count > sent || (mayHaveRequest && !inbound.isEmpty) }
  }

  /// The connection to close for a newcomer when the table is full: one that has never made a
  /// valid request and has no answer to send, the longest open first (idle connections and slow
  /// heads of a flood go before a client that authenticated); then an authenticated one that is
  /// idle between requests, the idlest first; nil when every connection is at work.
  func evictable(_ connections: [Int32: Connection]) -> Connection? {
    let quiet = connections.values.filter { !$0.draining && $0.outbound.count == $0.sent && !($0.mayHaveRequest && !$0.inbound.isEmpty) }
    if let stranger = quiet.filter({ !$0.authenticated }).min(by: { $0.opened < $1.opened }) { return stranger }
    return quiet.filter { $0.headStart == nil }.min { $0.idleSince < $1.idleSince }
  }
}

/// A pthread mutex (the counters are read from other threads).
final class PThreadMutex: @unchecked Sendable {
  var mutex = pthread_mutex_t()
  init() { pthread_mutex_init(&mutex, nil) }
  deinit { pthread_mutex_destroy(&mutex) }
  func locked<T>(_ body: () -> T) -> T {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return body()
  }
}
