/// "Did you mean …?" for names: edit distance and the closest candidate.
public enum NameMatching {
  /// Levenshtein distance between two strings (characters).
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var row = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var previous = row[0]
      row[0] = i + 1
      for (j, cb) in b.enumerated() {
        let current = row[j + 1]
        row[j + 1] = min(row[j + 1] + 1, row[j] + 1, previous + (ca == cb ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }

  /// The candidate closest to `text` when it is close: within `maximumDistance` edits and at
  /// most a third of the longer name's length, so that `nope` does not suggest `morph`. Ties go
  /// to the earlier candidate. `normalize` is applied to both sides first (e.g. lowercasing).
  public static func closest(to text: String, among candidates: [String], maximumDistance: Int = 2,
                             normalize: (String) -> String = { $0 }) -> String? {
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
}
