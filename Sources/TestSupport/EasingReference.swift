/// Rows of Tests/Fixtures/easing-reference.csv (tools/easing_reference.py, 50-digit mpmath).
package struct EasingReferenceRow: Sendable, CustomTestStringConvertibleShim {
  package let name: String
  /// x1 y1 x2 y2 for Béziers; empty for Penner functions.
  package let params: [Double]
  package let x: Double, value: Double
  /// dy/dx; infinite at a vertical tangent, NaN where the reference gives none.
  package let slope: Double
  package var testDescription: String { "\(name) at \(x)" }

  /// Every row of `kind` ("bezier" or "penner"), optionally of one curve.
  package static func rows(_ kind: String, name: String? = nil) -> [EasingReferenceRow] {
    ((try? csvRecords("Tests/Fixtures/easing-reference.csv")) ?? []).filter { $0["kind"] == kind }.compactMap { r in
      guard let n = r["name"], name == nil || n == name, let x = r["x"].flatMap(Double.init),
        let v = r["value"].flatMap(Double.init)
      else { return nil }
      let slope = r["slope"].flatMap { $0 == "inf" ? Double.infinity : Double($0) } ?? .nan
      return EasingReferenceRow(
        name: n, params: (r["params"] ?? "").split(separator: " ").compactMap { Double($0) }, x: x,
        value: v, slope: slope)
    }
  }
}

/// Lets TestSupport (which does not import Testing) give rows a test description.
package protocol CustomTestStringConvertibleShim { var testDescription: String { get } }
