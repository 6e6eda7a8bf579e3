import SpringToolCore
import Foundation
import _SpringToolSupport

/// Renders a ``Plot`` for a terminal in Unicode braille (2×4 dots per character cell).
///
/// Every series is drawn in braille; on a colour terminal each in its own colour, and in any
/// case with its letter (a, b, …) at the right edge where it ends, so curves stay apart without
/// colour. The target row is `┄`, marker columns `┊`. Value and time ticks are round numbers.
extension Plot {
  /// ANSI colours for the series (blue, red, green, magenta, yellow, cyan).
  static let terminalColours = [34, 31, 32, 35, 33, 36]

  /// The plot in `columns` characters (at least 30) by `rows` text rows, with ANSI colour when `colour`.
  ///
  /// - Parameters:
  ///   - columns: The width in characters (at least 30).
  ///   - rows: The height in text rows.
  ///   - colour: Whether to colour the series with ANSI escapes.
  public func terminal(columns: Int = 80, rows: Int = 16, colour: Bool = false) -> String {
    let (xr, yr) = ranges
    let rows = max(rows, 6)
    // Value tick labels on the rows nearest round values (and the target).
    let tickValues = (target.map { [$0] } ?? []) + Plot.ticks(yr, count: max(rows / 4, 2))
    func row(_ v: Double) -> Int { min(max(Clamp.int(((1 - Plot.fraction(v, in: yr)) * Double(rows * 4 - 1)).rounded()) / 4, 0), rows - 1) }
    var labels: [Int: String] = [:]
    for v in tickValues where labels[row(v)] == nil { labels[row(v)] = Plot.label(v) }
    let gutter = (labels.values.map(\.count).max() ?? 1) + 1
    let width = max(columns, 30) - gutter - 3
    let dotsW = width * 2, dotsH = rows * 4
    var bits = [[Int]](repeating: [Int](repeating: 0, count: width), count: rows)
    var owner = [[Int]](repeating: [Int](repeating: -1, count: width), count: rows)
    var ends: [Int: Int] = [:]  // row → series letter at the right edge
    func dx(_ t: Double) -> Int { min(max(Clamp.int((Plot.fraction(t, in: xr) * Double(dotsW - 1)).rounded()), 0), dotsW - 1) }
    func dy(_ v: Double) -> Int { min(max(Clamp.int(((1 - Plot.fraction(v, in: yr)) * Double(dotsH - 1)).rounded()), 0), dotsH - 1) }
    let dotBits = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
    for (index, s) in series.enumerated() {
      var previous: (Int, Int)?
      for (t, v) in zip(s.times, s.values) where t.isFinite && v.isFinite {
        let point = (dx(t), dy(v))
        for (x, y) in previous.map({ Plot.line(from: $0, to: point) }) ?? [point] {
          bits[y / 4][x / 2] |= dotBits[y % 4][x % 2]
          if owner[y / 4][x / 2] < 0 { owner[y / 4][x / 2] = index }
        }
        previous = point
      }
      if let last = s.values.last(where: \.isFinite), ends[dy(last) / 4] == nil { ends[dy(last) / 4] = index }
    }
    let targetRow = target.flatMap { yr.contains($0) ? row($0) : nil }
    let markerColumns = Set(markers.filter { xr.contains($0.time) }.map { dx($0.time) / 2 })
    func paint(_ text: String, _ series: Int?) -> String {
      guard colour, let series else { return text }
      return "\u{1B}[\(Plot.terminalColours[series % Plot.terminalColours.count])m" + text + "\u{1B}[0m"
    }
    func letter(_ i: Int) -> String { String(UnicodeScalar(UInt8(97 + min(i, 25)))) }
    // A title, a series' name or a label may be a user's text (a file name): shown, never obeyed.
    let shown = TerminalText.displayed
    var out = title.isEmpty ? "" : String(shown(title).prefix(max(columns, 30))) + "\n"
    for r in 0..<rows {
      let label = labels[r] ?? ""
      out += String(repeating: " ", count: gutter - label.count) + label + (labels[r] == nil ? "│" : "┤")
      for c in 0..<width {
        if bits[r][c] != 0 {
          out += paint(String(UnicodeScalar(0x2800 + bits[r][c])!), owner[r][c])
        } else if markerColumns.contains(c) {
          out += "┊"
        } else {
          out += r == targetRow ? "┄" : " "
        }
      }
      out += ends[r].map { " " + paint(letter($0), $0) } ?? ""
      out += "\n"
    }
    // Time axis with round ticks.
    var axis = [Character](repeating: "─", count: width), tickLine = [Character](repeating: " ", count: width + 12)
    for t in Plot.ticks(xr, count: max(width / 12, 2)) {
      let c = dx(t) / 2
      axis[c] = "┬"
      let text = Array(Plot.label(t)), start = max(min(c - text.count / 2, width - text.count), 0)
      guard tickLine[max(start - 1, 0)..<min(start + text.count + 1, tickLine.count)].allSatisfy({ $0 == " " }) else { continue }
      for (k, ch) in text.enumerated() where start + k < tickLine.count { tickLine[start + k] = ch }
    }
    let pad = String(repeating: " ", count: gutter)
    out += pad + "└" + String(axis) + "\n"
    var ticks = String(String(tickLine.prefix(width)).reversed().drop { $0 == " " }.reversed())
    if ticks.count + 2 + shown(xLabel).count <= width + 2 { ticks += "  " + shown(xLabel) } else { ticks += "\n" + pad + " " + fit(shown(xLabel)) }
    out += pad + " " + ticks + "\n"
    // Below: one line each, cut to the width.
    func fit(_ text: String) -> String { text.count <= width + 2 ? text : String(text.prefix(width + 1)) + "…" }
    func line(_ text: String, _ series: Int?) { out += pad + " " + paint(fit(shown(text)), series) + "\n" }
    for (i, s) in series.enumerated() { line(letter(i) + " ⣿ " + s.name, i) }
    if let target { line("┄ target \(Plot.label(target))" + (band.map { " ±\(Plot.label($0))" } ?? ""), nil) }
    for m in markers.sorted(by: { $0.time < $1.time }) { line("┊ \(m.label) (t = \(Plot.label(m.time)) s)", m.series) }
    for p in points { line("• \(p.label) at t = \(Plot.label(p.time)) s, value \(Plot.label(p.value))", p.series) }
    for l in levels { line("╌ \(l.label)", nil) }
    return out
  }

  /// Integer points on the segment from `a` to `b` (Bresenham).
  static func line(from a: (Int, Int), to b: (Int, Int)) -> [(Int, Int)] {
    var (x, y) = a
    let dx = abs(b.0 - x), dy = -abs(b.1 - y)
    let sx = x < b.0 ? 1 : -1, sy = y < b.1 ? 1 : -1
    var error = dx + dy
    var out: [(Int, Int)] = []
    while true {
      out.append((x, y))
      if x == b.0 && y == b.1 { break }
      let e2 = 2 * error
      if e2 >= dy { error += dy; x += sx }
      if e2 <= dx { error += dx; y += sy }
    }
    return out
  }
}
