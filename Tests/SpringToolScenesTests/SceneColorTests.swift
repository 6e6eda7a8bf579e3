import Foundation
import SpringToolScenes
import Testing

/// Colours as SwiftUI's `Color.Resolved` animates them: linear extended sRGB, unclamped. Expected
/// values are worked from IEC 61966-2-1's transfer functions by hand (and checked in Python).
@Suite("Scene colours in linear extended sRGB")
struct SceneColorTests {
  @Test("systemGray4 → blue halfway: red 153, not the 104.5 a mix of the encoded bytes gives")
  func midpoint() throws {
    let gray4 = try #require(SceneColor(css: "#d1d1d6")), blue = try #require(SceneColor(css: "#007aff"))
    // ((209/255 + 0.055)/1.055)^2.4 = 0.637597; half of it re-encoded is 0.6000 → 153.
    #expect(abs(gray4.linear[0] - 0.6375968739940326) <= 1e-15)
    #expect(gray4.mixed(to: blue, 0.5).displayBytes == [153, 173, 236])
  }

  @Test("gray → green on spring(0.3, 0.6) goes 9.48 % past green: components beyond the end, the screen clamps")
  func pastTheEnd() throws {
    let gray = try #require(SceneColor(css: "#8e8e93")), green = try #require(SceneColor(css: "#34c759"))
    let f = 1 + exp(-0.6 * Double.pi / 0.8)  // the peak fraction of a ζ 0.6 spring
    let peak = gray.mixed(to: green, f), end = gray.mixed(to: green, 1)
    let past = zip(peak.linear, end.linear).map { $0 - $1 }
    for (got, expected) in zip(past, [-0.022383106841161488, 0.028493498298093445, -0.018185663867340884]) {
      #expect(abs(got - expected) <= 1e-15)
    }
    #expect(peak.displayBytes == [29, 203, 81])
  }

  /// The standard's two pieces meet 3e-8 apart at the knee (0.04045/12.92 is just above
  /// 0.0031308), so a value there comes back within 3e-8; elsewhere within 1e-14.
  @Test(
    "the transfer functions are inverses (3e-8 at the knee), odd",
    arguments: [-1.2, -0.5, -0.04045, 0, 0.0031308, 0.04045, 0.2, 0.5, 1, 1.3])
  func transfer(_ c: Double) {
    let tolerance = abs(abs(c) - 0.04045) < 1e-9 ? 3e-8 : 1e-14
    #expect(abs(SceneColor.fromLinear(SceneColor.toLinear(c)) - c) <= tolerance)
    #expect(SceneColor.toLinear(-c) == -SceneColor.toLinear(c))
  }

  @Test(
    "CSS colours parse: #rrggbb and rgba(), anything else is nil",
    arguments: [
      ("#000000", true), ("rgba(0,0,0,0)", true), ("rgba(255,59,48,0.15)", true), ("red", false), ("#12345", false),
    ])
  func parse(_ css: String, _ valid: Bool) {
    #expect((SceneColor(css: css) != nil) == valid)
  }
}
