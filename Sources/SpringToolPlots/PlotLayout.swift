import SpringToolCore
import Foundation
import _SpringToolSupport

/// A rectangle in picture pixels (origin top left).
struct Box: Sendable, Hashable {
  var x: Double, y: Double, width: Double, height: Double

  var maxX: Double { x + width }
  var maxY: Double { y + height }

  /// Whether the two boxes share any area, with `gap` pixels of clearance.
  func intersects(_ other: Box, gap: Double = 0) -> Bool {
    x < other.maxX + gap && other.x < maxX + gap && y < other.maxY + gap && other.y < maxY + gap
  }

  func contains(_ other: Box) -> Bool {
    other.x >= x && other.maxX <= maxX && other.y >= y && other.maxY <= maxY
  }
}

/// Text sizes for layout. Pictures use a monospaced font stack, so a label's width is known
/// before a browser draws it: DejaVu Sans Mono, Menlo and Consolas advance 0.55–0.60 em per
/// character; 0.62 em leaves a margin.
enum TextMetrics {
  static let advance = 0.62
  static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace"

  static func width(_ text: String, size: Double) -> Double { Double(text.count) * advance * size }

  /// The box of `text` drawn with its baseline at `y`, anchored at `x` (start, middle or end).
  static func box(_ text: String, x: Double, y: Double, size: Double, anchor: Anchor = .start) -> Box {
    let w = width(text, size: size)
    let left =
      switch anchor {
      case .start: x
      case .middle: x - w / 2
      case .end: x - w
      }
    // Ascender ~0.8 em above the baseline, descender ~0.25 em below.
    return Box(x: left, y: y - 0.8 * size, width: w, height: 1.05 * size)
  }

  /// `text` cut to `maximumWidth` with an ellipsis.
  static func fit(_ text: String, maximumWidth: Double, size: Double) -> String {
    let fitting = Int(maximumWidth / (advance * size))
    guard text.count > fitting else { return text }
    return fitting <= 1 ? "…" : String(text.prefix(fitting - 1)) + "…"
  }

  /// `text` wrapped at spaces into lines of at most `maximumWidth`, at most `lines` of them
  /// (the last one cut with an ellipsis).
  static func wrap(_ text: String, maximumWidth: Double, size: Double, lines limit: Int) -> [String] {
    let perLine = max(Int(maximumWidth / (advance * size)), 4)
    var lines: [String] = [], line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > perLine {
        lines.append(line)
        line = String(word)
      } else {
        line += line.isEmpty ? String(word) : " " + word
      }
    }
    if !line.isEmpty { lines.append(line) }
    lines = lines.map { fit($0, maximumWidth: maximumWidth, size: size) }
    guard lines.count > limit else { return lines }
    var kept = Array(lines.prefix(limit))
    kept[limit - 1] = String(kept[limit - 1].prefix(perLine - 2)) + " …"
    return kept
  }

  enum Anchor: String { case start, middle, end }
}

/// Where text may go: the boxes already placed and a coarse raster of the drawn lines.
struct Occupancy {
  let area: Box
  let cell: Double
  private var columns: Int, rows: Int
  private var lines: [Bool]
  private(set) var boxes: [Box] = []

  init(area: Box, cell: Double = 2) {
    self.area = area
    self.cell = cell
    columns = max(Int((area.width / cell).rounded(.up)), 1)
    rows = max(Int((area.height / cell).rounded(.up)), 1)
    lines = Array(repeating: false, count: columns * rows)
  }

  /// Marks the segment from `a` to `b` (pixels) and `clearance` pixels around it.
  mutating func occupy(from a: (Double, Double), to b: (Double, Double), clearance: Double = 3) {
    let length = max(abs(b.0 - a.0), abs(b.1 - a.1))
    let steps = min(max(Clamp.int((length / cell).rounded(.up)), 1), 100_000)
    let reach = Int((clearance / cell).rounded(.up))
    for s in 0...steps {
      let f = Double(s) / Double(steps)
      let x = a.0 + (b.0 - a.0) * f, y = a.1 + (b.1 - a.1) * f
      let c = Clamp.int(((x - area.x) / cell).rounded(.down)), r = Clamp.int(((y - area.y) / cell).rounded(.down))
      for dr in -reach...reach {
        for dc in -reach...reach {
          let (cc, rr) = (c + dc, r + dr)
          if cc >= 0 && cc < columns && rr >= 0 && rr < rows { lines[rr * columns + cc] = true }
        }
      }
    }
  }

  mutating func occupy(_ box: Box) { boxes.append(box) }

  /// Whether `box` lies in the area and touches no line and no placed box.
  func isFree(_ box: Box, gap: Double = 3) -> Bool {
    guard area.contains(box) else { return false }
    if boxes.contains(where: { $0.intersects(box, gap: gap) }) { return false }
    let c0 = max(Clamp.int(((box.x - area.x) / cell).rounded(.down)), 0), c1 = min(Clamp.int(((box.maxX - area.x) / cell).rounded(.up)), columns - 1)
    let r0 = max(Clamp.int(((box.y - area.y) / cell).rounded(.down)), 0), r1 = min(Clamp.int(((box.maxY - area.y) / cell).rounded(.up)), rows - 1)
    guard c0 <= c1, r0 <= r1 else { return true }
    for r in r0...r1 {
      for c in c0...c1 where lines[r * columns + c] { return false }
    }
    return true
  }
}
