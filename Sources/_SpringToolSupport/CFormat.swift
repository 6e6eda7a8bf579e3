#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// C's `printf` formatting of numbers (`%.3e`, `%.12g`, `%02x`), locale-free.
///
/// Why not Foundation's `String(format:)`: it formats through the locale machinery, which links
/// ICU into the executable (tens of megabytes, and a slower start) for what is plain C here.
package enum CFormat {
  /// `format` applied to `arguments` with `vsnprintf` (at most 255 bytes of output).
  ///
  /// - Parameters:
  ///   - format: A C format string (`%.17g`).
  ///   - arguments: The values the format's conversions take, in order.
  /// - Returns: The formatted text.
  package static func string(_ format: String, _ arguments: CVarArg...) -> String {
    withVaList(arguments) { list in
      withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
        let n = vsnprintf(buffer.baseAddress!, 256, format, list)
        let count = max(0, min(Int(n), 255))
        return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: count), as: UTF8.self)
      }
    }
  }
}
