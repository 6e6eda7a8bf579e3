/// Small text edits with the standard library alone.
///
/// Why: Foundation's `trimmingCharacters(in:)`, `replacingOccurrences(of:with:)` and
/// `range(of:)` go through its Unicode and locale machinery, which links ICU into the executable
/// (tens of megabytes, and a slower start); springtool's text needs none of it.
extension StringProtocol {
  /// The text without leading and trailing spaces and tabs (and line breaks, with `newlines`).
  package func trimmed(newlines: Bool = false) -> String {
    func isSpace(_ c: Character) -> Bool {
      c == " " || c == "\t" || c == "\u{A0}" || (newlines && c.isNewline)
    }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(self[first...last])
  }

  /// The text with every occurrence of `target` (non-empty) replaced by `replacement`, left to right.
  package func replacingEvery(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return String(self) }
    var out = ""
    let text = String(self)
    var rest = text[...]
    while let range = rest.firstRange(ofText: target) {
      out += rest[..<range.lowerBound]
      out += replacement
      rest = rest[range.upperBound...]
    }
    out += rest
    return out
  }

  /// Whether `target` occurs in the text.
  package func containsText(_ target: String) -> Bool { target.isEmpty || String(self)[...].firstRange(ofText: target) != nil }
}

extension Substring {
  /// The first range where `target` (non-empty) occurs, compared character by character.
  package func firstRange(ofText target: String) -> Range<Index>? {
    guard let head = target.first else { return nil }
    var i = startIndex
    while let start = self[i...].firstIndex(of: head) {
      if self[start...].starts(with: target) { return start..<index(start, offsetBy: target.count) }
      i = index(after: start)
    }
    return nil
  }

  /// The last range where `target` (non-empty) occurs, compared character by character.
  package func lastRange(ofText target: String) -> Range<Index>? {
    guard let head = target.first else { return nil }
    var end = endIndex
    while let start = self[..<end].lastIndex(of: head) {
      if self[start...].starts(with: target) { return start..<index(start, offsetBy: target.count) }
      end = start
    }
    return nil
  }
}

extension StringProtocol {
  /// The text with each Unicode scalar that `replacement` maps written as that replacement (an
  /// escape: JSON's `\n`, XML's `&lt;`, TSV's `\t`), every other scalar as itself. One pass; the
  /// text is returned as is when nothing needs it.
  package func escaping(_ replacement: (Unicode.Scalar) -> String?) -> String {
    var out = "", escaped = false
    out.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let text = replacement(scalar) {
        out += text
        escaped = true
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return escaped ? out : String(self)
  }
}
