/// "Did you mean …?" for names: edit distance and the closest candidate.
package enum NameMatching {
  /// Edit distance between two strings (characters): insertions, deletions, substitutions and
  /// transpositions of neighbours each cost 1 (optimal string alignment), so `plto` is 1 from `plot`.
  ///
  /// - Parameters:
  ///   - a: One string.
  ///   - b: The other.
  /// - Returns: The distance (0 for equal strings).
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = [Int](repeating: 0, count: b.count + 1), row = Array(0...b.count)
    for i in 1...a.count {
      var next = [Int](repeating: 0, count: b.count + 1)
      next[0] = i
      for j in 1...b.count {
        next[j] = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] { next[j] = min(next[j], previous[j - 2] + 1) }
      }
      (previous, row) = (row, next)
    }
    return row[b.count]
  }

  /// The candidate closest to `text` when it is close: within `maximumDistance` edits and at
  /// most a third of the longer name's length, so that `nope` does not suggest `morph`. Ties go
  /// to the earlier candidate. `normalize` is applied to both sides first (e.g. lowercasing).
  ///
  /// - Parameters:
  ///   - text: What the user typed.
  ///   - candidates: The names it could be.
  ///   - maximumDistance: The largest edit distance that counts as close.
  ///   - normalize: How names are reduced before comparing.
  package static func closest(
    to text: String, among candidates: [String], maximumDistance: Int = 2,
    normalize: (String) -> String = { $0 }
  ) -> String? {
    let key = normalize(text)
    var best: (String, Int)?
    for candidate in candidates {
      let other = normalize(candidate)
      let d = editDistance(key, other)
      let allowed = min(maximumDistance, max(1, max(key.count, other.count) / 3))
      if d <= allowed && d < (best?.1 ?? .max) { best = (candidate, d) }
    }
    return best?.0
  }

  /// A name reduced for matching: lowercased, without `-` and `_` (`ease-in-out`, `easeInOut`
  /// and `EASE_IN_OUT` share one key).
  ///
  /// - Parameter name: The name.
  package static func key(_ name: String) -> String {
    String(name.lowercased().filter { $0 != "-" && $0 != "_" })
  }
}
