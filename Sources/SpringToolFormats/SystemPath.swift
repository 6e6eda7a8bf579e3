#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import _SpringToolSupport

/// File names as the system has them: any bytes but NUL, not necessarily UTF-8.
///
/// A command-line argument that is not valid UTF-8 (`caf\xE9.csv`, written in Latin-1) is kept
/// byte for byte: each byte that is not part of a valid UTF-8 sequence becomes one private-use
/// scalar, U+10FF00 + the byte (U+10FF80…U+10FFFF), so it survives as a Swift `String` and turns
/// back into the same byte when the path is handed to the system (``withCString(_:_:)``).
/// Messages show such bytes as `\xE9` (``displayed(_:)``), never as raw bytes.
public enum SystemPath {
  /// The first scalar that stands for a raw byte (U+10FF00 + byte).
  static let escapeBase: UInt32 = TerminalText.rawByteBase

  /// A C string (an argument) as a String, bytes outside valid UTF-8 kept as escape scalars.
  ///
  /// - Parameter cString: The NUL-terminated bytes.
  /// - Returns: The text.
  public static func string(cString: UnsafePointer<CChar>) -> String {
    let count = strlen(cString)
    return cString.withMemoryRebound(to: UInt8.self, capacity: count) { string(bytes: UnsafeBufferPointer(start: $0, count: count)) }
  }

  /// Bytes as a String, bytes outside valid UTF-8 kept as escape scalars.
  ///
  /// - Parameter bytes: The bytes (no NUL).
  /// - Returns: The text.
  public static func string(bytes: some Collection<UInt8>) -> String {
    let array = Array(bytes)
    if let valid = String(validating: array, as: UTF8.self) { return valid }
    var scalars = String.UnicodeScalarView()
    var i = 0
    while i < array.count {
      let length = sequenceLength(array, at: i)
      if length > 0, let text = String(validating: array[i..<(i + length)], as: UTF8.self) {
        scalars.append(contentsOf: text.unicodeScalars)
        i += length
      } else {
        scalars.append(Unicode.Scalar(escapeBase + UInt32(array[i]))!)
        i += 1
      }
    }
    return String(scalars)
  }

  /// The length of the UTF-8 sequence its lead byte announces at `i` (0 for a byte that cannot lead one).
  static func sequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
    let b = bytes[i]
    let n = b < 0x80 ? 1 : b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0
    return i + n <= bytes.count ? n : 0
  }

  /// The path's bytes for the system: UTF-8, each escape scalar as its byte.
  ///
  /// - Parameter path: The path.
  /// - Returns: The bytes, without a NUL.
  public static func bytes(_ path: String) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      if TerminalText.isRawByte(scalar) {
        out.append(UInt8(scalar.value - escapeBase))
      } else {
        out.append(contentsOf: String(scalar).utf8)
      }
    }
    return out
  }

  /// Calls `body` with the path as the system's NUL-terminated bytes.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - body: Called with the C string.
  /// - Returns: What `body` returns.
  public static func withCString<R>(_ path: String, _ body: (UnsafePointer<CChar>) -> R) -> R {
    let bytes = self.bytes(path).map { CChar(bitPattern: $0) } + [0]
    return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  /// Whether `path` holds bytes that are not UTF-8.
  ///
  /// - Parameter path: The path.
  /// - Returns: Whether an escape scalar occurs in it.
  public static func hasRawBytes(_ path: String) -> Bool {
    path.unicodeScalars.contains(where: TerminalText.isRawByte)
  }

  /// Text made safe to show on a terminal: raw bytes as `\xE9`, control characters (C0, DEL,
  /// C1, and the bidirectional overrides that reorder a line) as `\u{1B}`; everything else as is.
  ///
  /// - Parameter text: The text (a message, a path, a cell from a file).
  /// - Returns: The text, printable.
  public static func displayed(_ text: String) -> String { TerminalText.displayed(text) }
}
