/// One HTTP/1.1 request as the server accepts it: a `GET` or `HEAD` of an origin-form target,
/// its headers, and no body. Everything is checked while parsing (``HTTPRequestParser``).
package struct HTTPRequest: Sendable {
  /// The method (`GET`, `HEAD`, or another token the server then refuses).
  package let method: String
  /// The path, percent-decoded (`/api/state`).
  package let path: String
  /// The query's name-value pairs in order, percent-decoded (`+` is a space).
  package let query: [(name: String, value: String)]
  /// The headers in order, names lowercased, values without surrounding whitespace.
  package let headers: [(name: String, value: String)]
  /// `HTTP/1.1` or `HTTP/1.0`.
  package let version: String

  /// The value of the header `name` (any case), if present.
  ///
  /// - Parameter name: The header's name.
  /// - Returns: Its value, or nil.
  package func header(_ name: String) -> String? {
    let key = name.lowercased()
    return headers.first { $0.name == key }?.value
  }

  /// The last value of the query parameter `name`, if present.
  ///
  /// - Parameter name: The parameter's name (case-sensitive).
  /// - Returns: Its value, or nil.
  package func queryValue(_ name: String) -> String? { query.last { $0.name == name }?.value }

  /// Whether the connection stays open after the response: HTTP/1.1 unless `Connection: close`,
  /// HTTP/1.0 only with `Connection: keep-alive`.
  package var keepAlive: Bool {
    let tokens = (header("connection") ?? "").lowercased().split(separator: ",").map { $0.trimmingSpaces }
    return version == "HTTP/1.1" ? !tokens.contains("close") : tokens.contains("keep-alive")
  }
}

/// Why a request is refused while it is read, with the status to answer.
package struct HTTPParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The HTTP status (400, 413, 414, 431, 501, 505).
  package let status: Int
  /// Why, in a few words.
  package let reason: String

  /// `400 Bad Request: …`.
  package var description: String { "\(status) \(HTTPStatus.phrase(status)): \(reason)" }
}

/// A strict HTTP/1.1 request-head parser (RFC 9112): CRLF line ends, a request line of exactly
/// three parts, an origin-form target, token header names with no space before the colon, no
/// obsolete line folding, printable ASCII only, at most ``maximumHeadBytes`` for the whole head,
/// exactly one `Host` for HTTP/1.1, and no body (`Content-Length` other than 0 or any
/// `Transfer-Encoding` is refused: the server takes only `GET` and `HEAD`).
package enum HTTPRequestParser {
  /// The most bytes a request head (request line and headers, with the blank line) may take.
  package static let maximumHeadBytes = 8192
  /// The most header lines a request may have.
  package static let maximumHeaders = 100

  /// Parses the request head at the start of `bytes`.
  ///
  /// - Parameter bytes: The bytes received so far on the connection (a pipelined request may follow).
  /// - Returns: The request and how many bytes its head took, or nil while the head is not complete (and within the limit).
  /// - Throws: ``HTTPParseError`` for a malformed or oversized head.
  package static func parse(_ bytes: ArraySlice<UInt8>) throws(HTTPParseError) -> (request: HTTPRequest, consumed: Int)? {
    // Find the blank line that ends the head, within the limit.
    let limit = min(bytes.count, maximumHeadBytes)
    var end: Int?
    var i = bytes.startIndex
    while i + 3 < bytes.startIndex + limit {
      if bytes[i] == 13 && bytes[i + 1] == 10 && bytes[i + 2] == 13 && bytes[i + 3] == 10 { end = i; break }
      i += 1
    }
    guard let end else {
      if bytes.count >= maximumHeadBytes { throw HTTPParseError(status: 431, reason: "the request head is over \(maximumHeadBytes) bytes") }
      // A line end that is not CRLF, or a byte no head may hold, is refused at once (no waiting for more).
      try checkBytes(bytes)
      return nil
    }
    let head = bytes[bytes.startIndex..<end]
    try checkBytes(head)
    var lines: [ArraySlice<UInt8>] = []
    var start = head.startIndex, j = head.startIndex
    while j < head.endIndex {
      if head[j] == 13 {
        guard j + 1 < head.endIndex, head[j + 1] == 10 else { throw HTTPParseError(status: 400, reason: "a line ends without LF") }
        lines.append(head[start..<j]); j += 2; start = j
      } else {
        j += 1
      }
    }
    lines.append(head[start..<head.endIndex])
    let request = try parse(lines: lines)
    return (request, end + 4 - bytes.startIndex)
  }

  /// Printable ASCII, spaces, tabs and CRLF only; a bare LF or CR is refused.
  static func checkBytes(_ bytes: ArraySlice<UInt8>) throws(HTTPParseError) {
    var previous: UInt8 = 0
    for (offset, b) in bytes.enumerated() {
      switch b {
      case 32...126, 9: break
      case 13: break
      case 10: if previous != 13 { throw HTTPParseError(status: 400, reason: "a line ends with a bare LF") }
      default: throw HTTPParseError(status: 400, reason: "byte \(b) is not allowed in a request head")
      }
      if previous == 13 && b != 10 { throw HTTPParseError(status: 400, reason: "a bare CR at byte \(offset - 1)") }
      previous = b
    }
  }

  static func parse(lines: [ArraySlice<UInt8>]) throws(HTTPParseError) -> HTTPRequest {
    guard let first = lines.first, !first.isEmpty else { throw HTTPParseError(status: 400, reason: "no request line") }
    let parts = first.split(separator: 32, omittingEmptySubsequences: false)
    guard parts.count == 3 else { throw HTTPParseError(status: 400, reason: "the request line is not METHOD TARGET VERSION") }
    let method = String(decoding: parts[0], as: UTF8.self), target = String(decoding: parts[1], as: UTF8.self)
    let version = String(decoding: parts[2], as: UTF8.self)
    guard !method.isEmpty, method.utf8.allSatisfy(isTokenByte) else { throw HTTPParseError(status: 400, reason: "the method is not a token") }
    guard version.hasPrefix("HTTP/") else { throw HTTPParseError(status: 400, reason: "no HTTP version") }
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else { throw HTTPParseError(status: 505, reason: "only HTTP/1.1 and HTTP/1.0") }
    guard target.hasPrefix("/") else { throw HTTPParseError(status: 400, reason: "the target is not a path (origin form)") }
    guard target.utf8.count <= 4096 else { throw HTTPParseError(status: 414, reason: "the target is over 4096 bytes") }
    let pathPart = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let path = try percentDecoded(String(pathPart[0]), plusIsSpace: false)
    var query: [(name: String, value: String)] = []
    if pathPart.count == 2 && !pathPart[1].isEmpty {
      for pair in pathPart[1].split(separator: "&", omittingEmptySubsequences: true) {
        let nv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        query.append((try percentDecoded(String(nv[0]), plusIsSpace: true), nv.count == 2 ? try percentDecoded(String(nv[1]), plusIsSpace: true) : ""))
      }
    }
    guard lines.count - 1 <= maximumHeaders else { throw HTTPParseError(status: 431, reason: "more than \(maximumHeaders) headers") }
    var headers: [(name: String, value: String)] = []
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: 58) else { throw HTTPParseError(status: 400, reason: "a header line has no colon") }
      let name = line[line.startIndex..<colon]
      if let b = line.first, b == 32 || b == 9 { throw HTTPParseError(status: 400, reason: "obsolete line folding") }
      guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
        throw HTTPParseError(status: 400, reason: "a header name is not a token (or has space before the colon)")
      }
      var value = line[(colon + 1)...]
      while let b = value.first, b == 32 || b == 9 { value.removeFirst() }
      while let b = value.last, b == 32 || b == 9 { value.removeLast() }
      headers.append((String(decoding: name, as: UTF8.self).lowercased(), String(decoding: value, as: UTF8.self)))
    }
    let hosts = headers.filter { $0.name == "host" }
    if version == "HTTP/1.1" && hosts.count != 1 { throw HTTPParseError(status: 400, reason: "HTTP/1.1 needs exactly one Host header") }
    if hosts.count > 1 { throw HTTPParseError(status: 400, reason: "more than one Host header") }
    if headers.contains(where: { $0.name == "transfer-encoding" }) { throw HTTPParseError(status: 501, reason: "no request bodies (Transfer-Encoding)") }
    let lengths = headers.filter { $0.name == "content-length" }
    if lengths.contains(where: { $0.value != "0" }) { throw HTTPParseError(status: 413, reason: "no request bodies (Content-Length)") }
    return HTTPRequest(method: method, path: path, query: query, headers: headers, version: version)
  }

  /// RFC 9110 `tchar`.
  static func isTokenByte(_ b: UInt8) -> Bool {
    switch b {
    case 48...57, 65...90, 97...122: true
    case 33, 35, 36, 37, 38, 39, 42, 43, 45, 46, 94, 95, 96, 124, 126: true
    default: false
    }
  }

  /// `%XX` decoded (two hex digits, the result valid UTF-8), `+` as a space in a query.
  static func percentDecoded(_ text: String, plusIsSpace: Bool) throws(HTTPParseError) -> String {
    var out: [UInt8] = []
    let bytes = Array(text.utf8)
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      if b == 37 {
        guard i + 2 < bytes.count, let hi = hex(bytes[i + 1]), let lo = hex(bytes[i + 2]) else {
          throw HTTPParseError(status: 400, reason: "a % is not followed by two hex digits")
        }
        out.append(hi << 4 | lo); i += 3
      } else {
        out.append(plusIsSpace && b == 43 ? 32 : b); i += 1
      }
    }
    guard let decoded = String(validating: out, as: UTF8.self) else { throw HTTPParseError(status: 400, reason: "the target is not UTF-8") }
    return decoded
  }

  static func hex(_ b: UInt8) -> UInt8? {
    switch b {
    case 48...57: b - 48
    case 65...70: b - 55
    case 97...102: b - 87
    default: nil
    }
  }
}

extension Substring {
  var trimmingSpaces: String {
    var s = self
    while s.first == " " || s.first == "\t" { s.removeFirst() }
    while s.last == " " || s.last == "\t" { s.removeLast() }
    return String(s)
  }
}
