#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal HTTP client over a TCP connection to 127.0.0.1, for tests and benchmarks: raw
/// bytes out, raw bytes (or one `Content-Length` response) back. Reads time out after 5 s.
package final class LoopbackClient {
  let fd: Int32

  /// Connects to 127.0.0.1:`port`; nil when nothing accepts there.
  ///
  /// - Parameter port: The port.
  package init?(port: UInt16) {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
    let ok = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard fd >= 0, ok == 0 else { if fd >= 0 { close(fd) }; return nil }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit { close(fd) }

  /// Sends `text` as UTF-8; false when the connection is gone.
  ///
  /// - Parameter text: The bytes to send, as text.
  /// - Returns: Whether everything was sent.
  @discardableResult
  package func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  /// Sends `bytes`; false when the connection is gone.
  ///
  /// - Parameter bytes: The bytes.
  /// - Returns: Whether everything was sent.
  @discardableResult
  package func send(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      #if canImport(Glibc)
        let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      #else
        let n = bytes[sent...].withUnsafeBytes { Darwin.send(fd, $0.baseAddress, $0.count, 0) }
      #endif
      if n <= 0 { return false }
      sent += n
    }
    return true
  }

  /// Closes the sending side (a half-closed connection).
  package func shutdownWrites() { shutdown(fd, Int32(SHUT_WR)) }

  /// Reads until the server closes, `marker` appears, or 5 s pass without data.
  ///
  /// - Parameter marker: Text to stop at, or nil to read to the close.
  /// - Returns: What was read, as UTF-8 (invalid bytes replaced).
  package func read(until marker: String? = nil) -> String {
    var out: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if n <= 0 { break }
      out += buffer[0..<n]
      if let marker, String(decoding: out, as: UTF8.self).contains(marker) { break }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Reads what has arrived, at most `maximum` bytes (waiting up to 5 s), discarding it.
  ///
  /// - Parameter maximum: The most bytes to read.
  /// - Returns: The bytes read (0 when the server closed, negative on an error or the timeout).
  package func readChunk(maximum: Int) -> Int {
    var buffer = [UInt8](repeating: 0, count: max(maximum, 1))
    return buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
  }

  /// Sends `GET target` on this (kept-alive) connection and reads exactly one response.
  ///
  /// - Parameters:
  ///   - target: The path and query.
  ///   - host: The Host header.
  /// - Returns: The status and the body, or nil when the connection failed.
  package func get(_ target: String, host: String) -> (status: Int, body: [UInt8])? {
    guard send("GET \(target) HTTP/1.1\r\nHost: \(host)\r\n\r\n") else { return nil }
    var data: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 65_536)
    var headEnd: Int?, length = 0
    while true {
      if headEnd == nil, let end = Self.find([13, 10, 13, 10], in: data) {
        headEnd = end + 4
        let head = String(decoding: data[0..<end], as: UTF8.self).lowercased()
        length =
          head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
          .flatMap { Int($0.dropFirst(15).trimmingSpaces) } ?? 0
      }
      if let headEnd, data.count >= headEnd + length {
        let status = Int(String(decoding: data[9..<min(12, data.count)], as: UTF8.self)) ?? 0
        return (status, Array(data[headEnd..<headEnd + length]))
      }
      let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if n <= 0 { return nil }
      data += buffer[0..<n]
    }
  }

  static func find(_ needle: [UInt8], in data: [UInt8]) -> Int? {
    guard data.count >= needle.count else { return nil }
    for i in 0...(data.count - needle.count) where data[i..<i + needle.count].elementsEqual(needle) { return i }
    return nil
  }
}
