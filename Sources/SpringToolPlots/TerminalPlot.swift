import SpringToolCurves
import Foundation

/// Renders a ``Plot`` for a terminal with Unicode braille (2×4 dots per character).
///
/// The first series is drawn in braille; the target line in `┄`; each series after the
/// first is drawn with its own marker letter (`b`, `c`, …) where it does not coincide
/// with the first, so curves stay distinguishable without colour.
extension Plot {
  public func terminal(columns: Int = 72, rows: Int = 18) -> String {
    let (xr, yr) = ranges
    let width = columns * 2, height = rows * 4
    var dots = [[Bool]](repeating: [Bool](repeating: false, count: width), count: height)
    var letters = [[Character?]](repeating: [Character?](repeating: nil, count: columns), count: rows)
    func dx(_ t: Double) -> Int {
      Int(((t - xr.lowerBound) / (xr.upperBound - xr.lowerBound) * Double(width - 1)).rounded())
    }
    func dy(_ v: Double) -> Int {
      Int(((yr.upperBound - v) / (yr.upperBound - yr.lowerBound) * Double(height - 1)).rounded())
    }
    for (index, s) in series.enumerated() {
      var previous: (Int, Int)?
      for (t, v) in zip(s.times, s.values) {
        let point = (min(max(dx(t), 0), width - 1), min(max(dy(v), 0), height - 1))
        let segment = previous.map { Plot.line(from: $0, to: point) } ?? [point]
        for (x, y) in segment {
          if index == 0 { dots[y][x] = true } else if !dots[y][x] {
            letters[y / 4][x / 2] = Character(UnicodeScalar(UInt8(97 + min(index, 25))))
          }
        }
        previous = point
      }
    }
    let targetRow = target.flatMap { yr.contains($0) ? dy($0) / 4 : nil }
    let yLabels = [Plot.label(yr.upperBound), Plot.label((yr.upperBound + yr.lowerBound) / 2), Plot.label(yr.lowerBound)]
    let gutter = (yLabels.map(\.count).max() ?? 1) + 1
    var out = title.isEmpty ? "" : title + "\n"
    for row in 0..<rows {
      var label = ""
      if row == 0 { label = yLabels[0] } else if row == rows / 2 { label = yLabels[1] } else if row == rows - 1 {
        label = yLabels[2]
      }
      out += String(repeating: " ", count: gutter - label.count) + label + "┤"
      for column in 0..<columns {
        var bits = 0
        for (dyOffset, dxOffset, bit) in [(0, 0, 0x01), (1, 0, 0x02), (2, 0, 0x04), (0, 1, 0x08), (1, 1, 0x10),
                                          (2, 1, 0x20), (3, 0, 0x40), (3, 1, 0x80)]
        where dots[row * 4 + dyOffset][column * 2 + dxOffset] {
          bits |= bit
        }
        if bits != 0 {
          out.unicodeScalars.append(UnicodeScalar(0x2800 + bits)!)
        } else if let letter = letters[row][column] {
          out.append(letter)
        } else {
          out += row == targetRow ? "┄" : " "
        }
      }
      out += "\n"
    }
    let start = Plot.label(xr.lowerBound), end = Plot.label(xr.upperBound)
    out += String(repeating: " ", count: gutter) + "└" + String(repeating: "─", count: columns) + "\n"
    out += String(repeating: " ", count: gutter + 1) + start
      + String(repeating: " ", count: max(1, columns - start.count - end.count)) + end + "  " + xLabel + "\n"
    let legend = series.enumerated().map { i, s in (i == 0 ? "⣿" : String(UnicodeScalar(UInt8(97 + min(i, 25))))) + " " + s.name }
    out += String(repeating: " ", count: gutter + 1) + legend.joined(separator: "   ")
    if let target { out += "   ┄ target \(Plot.label(target))" }
    out += "\n"
    for marker in markers { out += String(repeating: " ", count: gutter + 1) + "\(marker.label) at t = \(Plot.label(marker.time)) s\n" }
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
