/// Text shown on a terminal, made safe: what a user gave (a title, a file name, a column name)
/// must never move the cursor, recolour the screen or reorder a line.
package enum TerminalText {
  /// The first scalar that stands for a raw byte of a non-UTF-8 argument (U+10FF00 + byte; see
  /// SpringToolFormats' `SystemPath`).
  package static let rawByteBase: UInt32 = 0x10_FF00

  /// `text` with raw bytes as `\xE9` and control characters (C0, DEL, C1, and the bidirectional
  /// overrides and isolates that reorder a line) as `\u{1B}`; everything else as is.
  ///
  /// - Parameter text: The text (a message, a path, a cell, a label).
  /// - Returns: The text, printable.
  package static func displayed(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if isRawByte(scalar) {
        out += "\\x" + hex(scalar.value - rawByteBase, width: 2)
      } else if needsEscape(scalar) {
        out += "\\u{" + hex(scalar.value, width: 1) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `s` stands for a raw byte.
  package static func isRawByte(_ s: Unicode.Scalar) -> Bool { s.value >= rawByteBase + 0x80 && s.value <= rawByteBase + 0xFF }

  static func needsEscape(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    return v < 0x20 || (v >= 0x7F && v < 0xA0) || (v >= 0x202A && v <= 0x202E) || (v >= 0x2066 && v <= 0x2069) || isRawByte(s)
  }

  static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
