import Foundation
import Testing
import TestSupport

/// The pictures, looked at in a real browser: each plot is rendered by headless Chromium with the
/// browser's own fonts, and a script in the page measures every piece of text. No two text boxes
/// may overlap (by more than half a pixel), and every one must lie inside the picture. The
/// screenshots are kept in .build/artifacts/plots for people to look at (CI keeps them).
@Suite("End to end: pictures in a browser", .serialized)
struct PictureTests {
  struct Picture: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    var testDescription: String { name }
  }

  static let pictures: [Picture] = [
    Picture(name: "sample", arguments: ["sample", "--preset", "bouncy", "--to", "300"]),
    Picture(
      name: "three springs, long names",
      arguments: [
        "plot", "preset=bouncy,to=300,velocity=-1200", "response=0.3,damping=0.3,to=300",
        "stiffness=170,friction=26,to=300",
      ]),
    Picture(name: "compare with difference", arguments: ["compare", "preset=snappy", "preset=smooth"]),
    Picture(name: "engines", arguments: ["compare", "--engine", "swiftui-animation", "--engine", "exact", "--preset", "bouncy", "--to", "100"]),
    Picture(name: "retargets", arguments: ["sample", "--scene", "animated-toggle", "--retarget", "0.15:0", "--retarget", "0.3:28"]),
    Picture(name: "drag", arguments: ["drag", "--scene", "published-switch", "--translation", "14", "--velocity", "300"]),
    Picture(name: "drag rubber band", arguments: ["drag", "--start", "on", "--translation", "-60", "--velocity", "-900", "--rubber-band"]),
    Picture(name: "easing", arguments: ["plot", "--easing", "easeOutBack", "--duration", "0.5", "--to", "200"]),
    Picture(name: "sweep heatmap", arguments: ["sweep", "--response", "0.05:1:40", "--damping", "0.05:1.5:40", "--mark", "0.4,0.8"]),
  ]

  /// Wraps the SVG in a page whose script checks the text boxes and writes the result into the DOM.
  static func page(svg: String) -> String {
    """
    <!DOCTYPE html><html><head><meta charset="utf-8"><style>body { margin: 0 }</style></head><body>
    \(svg)
    <script>
    const svg = document.querySelector('svg').getBoundingClientRect();
    const boxes = [...document.querySelectorAll('svg text')].filter(t => t.textContent.trim() !== '')
      .map(t => ({ text: t.textContent, r: t.getBoundingClientRect() }));
    const problems = [];
    const slack = 0.5;
    for (const b of boxes) {
      if (b.r.left < svg.left - slack || b.r.top < svg.top - slack || b.r.right > svg.right + slack || b.r.bottom > svg.bottom + slack)
        problems.push('outside: ' + b.text);
    }
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i].r, c = boxes[j].r;
      const w = Math.min(a.right, c.right) - Math.max(a.left, c.left), h = Math.min(a.bottom, c.bottom) - Math.max(a.top, c.top);
      if (w > slack && h > slack) problems.push('overlap: ' + boxes[i].text + ' | ' + boxes[j].text);
    }
    document.body.setAttribute('data-texts', String(boxes.length));
    document.body.setAttribute('data-problems', JSON.stringify(problems));
    </script></body></html>
    """
  }

  @Test("no text over text, everything inside the picture", arguments: pictures)
  func layout(picture: Picture) throws {
    guard try Browser.available() else { return }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-pictures-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let svgPath = directory.appendingPathComponent("plot.svg").path
    let extra = picture.arguments[0] == "sweep" ? ["--output", directory.appendingPathComponent("sweep.csv").path] : []
    let run = try runSpringtool(picture.arguments + extra + ["--plot", svgPath])
    try #require(run.status == 0, "\(run.standardError)")
    let svg = try String(contentsOfFile: svgPath, encoding: .utf8)
    let html = directory.appendingPathComponent("page.html")
    try Self.page(svg: svg).write(to: html, atomically: true, encoding: .utf8)
    let dom = try Browser.dumpDOM(html.absoluteString)
    let texts = Int(dom.firstMatch(of: /data-texts="(\d+)"/)?.1 ?? "") ?? 0
    #expect(texts >= 5, "the browser did not render the plot's text (\(texts) boxes)")
    let problems = dom.firstMatch(of: /data-problems="([^"]*)"/)?.1.replacing("&quot;", with: "\"") ?? "?"
    #expect(problems == "[]", "\(picture.name): \(problems)")
    let name = picture.name.replacing(" ", with: "-").replacing(",", with: "")
    try Browser.screenshot(
      html.absoluteString, to: try Browser.artifacts("plots").appendingPathComponent("\(name).png").path,
      windowSize: (900, 700))
  }
}
