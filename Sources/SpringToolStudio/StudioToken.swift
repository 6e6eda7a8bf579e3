/// The studio's access token: every request must carry it.
package enum StudioToken {
  /// 128 random bits as 32 hex digits (the system's cryptographic generator).
  package static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in String(generator.next() as UInt32, radix: 16).leftPadded(to: 8) }.joined()
  }
}
