/// Fitting text for people to a terminal's width: a line wider than the terminal breaks at a
/// space, never inside a word or a number. Its continuation lines up under the line's value (the
/// text after a label and two spaces), or under its indentation plus two; the rest of a `//`
/// comment continues as a comment, so code stays code.
package enum TerminalFit {
  /// `text` with every line at most `width` columns where a space allows it (a word wider than
  /// the terminal stays whole). Lines with escape sequences (a coloured header) are left alone.
  ///
  /// - Parameters:
  ///   - text: The text, lines separated by `\n`.
  ///   - width: The terminal's width in columns (≥ 20).
  /// - Returns: The fitted text.
  package static func fit(_ text: String, width: Int) -> String {
    guard text.split(separator: "\n", omittingEmptySubsequences: false).contains(where: { columns($0) > width }) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      columns(line) <= width || line.contains("\u{1B}") ? String(line) : fitted(Array(line), width: width).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// The columns a string takes on a terminal: East Asian wide characters take two, combining marks none.
  package static func columns(_ s: some StringProtocol) -> Int { s.unicodeScalars.reduce(0) { $0 + columns($1) } }

  static func columns(_ u: Unicode.Scalar) -> Int {
    switch u.value {
    case 0x0300...0x036F, 0x200B...0x200F: 0
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      2
    default: 1
    }
  }

  /// One line broken into lines of at most `width` columns where spaces allow.
  static func fitted(_ line: [Character], width: Int) -> [String] {
    let leading = line.prefix { $0 == " " }.count
    let body = String(line.dropFirst(leading))
    // Where a continuation starts: under a comment's text, under a label's value, or indented by two.
    var continuation: String
    if body.hasPrefix("//") {
      continuation = String(repeating: " ", count: leading) + "// "
    } else if let gap = labelGap(line, from: leading), gap < width / 2 {
      continuation = String(repeating: " ", count: gap)
    } else {
      continuation = String(repeating: " ", count: leading + 2)
    }
    var out: [String] = [], rest = line, prefix = 0
    while columns(String(rest)) > width {
      // The last space that leaves the line within the width, past the indentation and past the
      // continuation's own `// ` (a cut inside it would give back the same line, forever).
      var used = 0, cut: Int? = nil
      let start = max(rest.prefix { $0 == " " }.count, prefix - 1)
      for (i, c) in rest.enumerated() {
        used += columns(String(c))
        if used > width { break }
        if c == " " && i > start { cut = i }
      }
      guard var cut, cut > start else { break }
      // A comment's `//` stays with its words: cut before it, not right after it.
      let before = String(rest[..<cut]).trimmingTrailingSpaces()
      if before.hasSuffix("//"), let slash = commentStart(Array(before)), slash - 1 > start { cut = slash - 1 }
      let head = String(rest[..<cut]).trimmingTrailingSpaces()
      out.append(head)
      // A break inside a trailing `// comment` continues as a comment, under its text (or under
      // the line's indentation when its text starts too far right to leave room for words).
      if !continuation.hasSuffix("// "), let slash = commentStart(Array(head)) {
        continuation = String(repeating: " ", count: slash + 23 <= width ? slash : leading) + "// "
      }
      let remainder = rest[(cut + 1)...].drop { $0 == " " }
      rest = Array(continuation) + remainder
      prefix = continuation.count
      if columns(String(rest)) <= width || remainder.isEmpty { break }
    }
    out.append(String(rest))
    return out
  }

  /// Where a `//` comment starts in a line of code (at its start, or after a space), or nil.
  static func commentStart(_ line: [Character]) -> Int? {
    for i in line.indices.dropLast() where line[i] == "/" && line[i + 1] == "/" && (i == 0 || line[i - 1] == " ") {
      // Only a comment after code or at the line's start (not a URL's "//").
      if i == 0 || line[..<i].allSatisfy({ $0 == " " }) || (i >= 1 && line[i - 1] == " ") { return i }
    }
    return nil
  }

  /// The column where a label's value starts (`label  value`: the first run of two or more
  /// spaces after the label's text), or nil.
  static func labelGap(_ line: [Character], from start: Int) -> Int? {
    var i = start
    while i < line.count && line[i] != " " { i += 1 }
    guard i + 1 < line.count, line[i] == " ", line[i + 1] == " " else { return nil }
    while i < line.count && line[i] == " " { i += 1 }
    return i < line.count ? i : nil
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var s = self
    while s.hasSuffix(" ") { s.removeLast() }
    return s
  }
}
