import Foundation
@testable import SpringToolCore
import TestSupport
import Testing

/// The double-double shortcuts against the general operations they stand in for.
@Suite("Double-double arithmetic")
struct DoubleDoubleTests {
  /// Discriminants `c² − 4k` as `SpringMotion` forms them (m = 1), over the whole accepted range
  /// of k and c (1e-100…1e100), with ζ near 1 where they cancel, plus pairs near the underflow.
  static func discriminants() -> [DoubleDouble] {
    var generator = SeededGenerator(seed: 20261202)
    var out: [DoubleDouble] = []
    for _ in 0..<100_000 {
      let k = pow(10, Double.random(in: -100...100, using: &generator))
      let zeta =
        Bool.random(using: &generator)
        ? Double.random(in: 0...3, using: &generator)
        : 1 + Double.random(in: -1e-9...1e-9, using: &generator)
      let c = min(1e100, 2 * zeta * k.squareRoot())
      out.append(DoubleDouble.twoProduct(c, c) - DoubleDouble.twoProduct(4 * k, 1))
    }
    out += [DoubleDouble(0x1p-1016, 0x1p-1070), DoubleDouble(0x1p-1020), DoubleDouble(1, 0x1p-60), DoubleDouble(-3, -0x1p-53)]
    return out
  }

  @Test("quartered is bit for bit the general division by 4")
  func quartered() {
    var mismatches: [String] = []
    for x in Self.discriminants() {
      let fast = x.quartered, general = x / DoubleDouble(4)
      if fast.hi.bitPattern != general.hi.bitPattern || fast.lo.bitPattern != general.lo.bitPattern, mismatches.count < 5 {
        mismatches.append("(\(x.hi), \(x.lo)): (\(fast.hi), \(fast.lo)) vs (\(general.hi), \(general.lo))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }
}
