/// The reason phrases of the statuses the server answers.
package enum HTTPStatus {
  /// The reason phrase of `status` (`Not Found`), or `Unknown`.
  ///
  /// - Parameter status: An HTTP status code.
  /// - Returns: Its phrase.
  package static func phrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 413: "Content Too Large"
    case 414: "URI Too Long"
    case 421: "Misdirected Request"
    case 422: "Unprocessable Content"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 503: "Service Unavailable"
    case 505: "HTTP Version Not Supported"
    default: "Unknown"
    }
  }
}

/// A response: a status, headers and a body (always sent with its `Content-Length`).
package struct HTTPResponse: Sendable {
  /// The status code.
  package var status: Int
  /// Headers besides `Content-Length`, `Connection` and the security headers the server adds.
  package var headers: [(name: String, value: String)]
  /// The body.
  package var body: [UInt8]

  /// A response.
  ///
  /// - Parameters:
  ///   - status: The status code.
  ///   - headers: Extra headers (name, value).
  ///   - body: The body's bytes.
  package init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
    (self.status, self.headers, self.body) = (status, headers, body)
  }

  /// A text response (`text/plain; charset=utf-8` unless `contentType` says otherwise).
  ///
  /// - Parameters:
  ///   - status: The status code.
  ///   - text: The body, sent as UTF-8.
  ///   - contentType: The media type.
  /// - Returns: The response.
  package static func text(_ status: Int, _ text: String, contentType: String = "text/plain; charset=utf-8") -> HTTPResponse {
    HTTPResponse(status: status, headers: [("Content-Type", contentType)], body: Array(text.utf8))
  }

  /// What every response carries: nothing cached, nothing sniffed, no referrer (the token is in
  /// the URL), no framing, and a content security policy that lets a page run only its own
  /// inline script and style and talk only to this server.
  package static let securityHeaders: [(name: String, value: String)] = [
    ("Cache-Control", "no-store"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
    (
      "Content-Security-Policy",
      "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
        + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
  ]

  /// The bytes on the wire: status line, headers, `Content-Length`, `Connection`, the security
  /// headers, a blank line and (unless `head`) the body.
  ///
  /// - Parameters:
  ///   - head: Whether it answers a HEAD request (no body, the same headers).
  ///   - keepAlive: Whether the connection stays open.
  /// - Returns: The bytes.
  package func serialized(head: Bool, keepAlive: Bool) -> [UInt8] {
    var text = "HTTP/1.1 \(status) \(HTTPStatus.phrase(status))\r\n"
    // A header value never ends the line early (a file name given by a user could hold CR or LF).
    for (name, value) in headers + Self.securityHeaders {
      text += "\(name): \(String(String.UnicodeScalarView(value.unicodeScalars.filter { $0 != "\r" && $0 != "\n" })))\r\n"
    }
    text += "Content-Length: \(body.count)\r\nConnection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
    return Array(text.utf8) + (head ? [] : body)
  }
}
