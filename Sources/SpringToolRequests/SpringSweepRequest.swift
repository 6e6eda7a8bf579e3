import SpringToolCore
import SpringToolSweep

/// `sweep` of a spring's figure (`settle`, `overshoot`, `peak-time`, `rise-time`, `period`) over two
/// spring parameters (or one and the start velocity), read from parameters: two of them as
/// `START:END:COUNT` axes (the one given first is x), the others held as `sample` reads them
/// (any family, Android's names, `preset`), with `figure`, `epsilon`, `from` and `to`.
package struct SpringSweepRequest: Sendable {
  /// The sweep.
  package var sweep: ParameterSweep

  /// The request the parameters make, checked before any work (a grid's validity is checked at
  /// its corners: each parameter's range is an interval).
  ///
  /// - Parameter values: The parameters.
  /// - Throws: ``ParameterProblem`` naming the key at fault.
  package init(_ values: some ParameterValues) throws(ParameterProblem) {
    var axes: [SweepAxis] = [], base = SpringRequest(), velocity = 0.0
    for p in SweepParameter.allCases {
      guard let text = values.string(p.rawValue) else { continue }
      if text.contains(Character(":")) { axes.append(try SweepInput.axis(p, key: p.rawValue, text: text)); continue }
      // A held value reads as the spring option reads it (Android's names included).
      guard let field = p.field else { velocity = try ParameterList.number(text, p.rawValue); continue }
      base[number: field] = try SpringInput.number(text, SpringParameter.row(field))
    }
    base.preset = values.string("preset")
    // x is the axis given first.
    let order = values.givenKeys
    axes.sort { (order.firstIndex(of: $0.parameter.rawValue) ?? 0) < (order.firstIndex(of: $1.parameter.rawValue) ?? 0) }
    guard axes.count == 2 else {
      throw .usage(
        "give exactly two parameters as START:END:COUNT axes (got \(axes.count)), e.g. "
          + "\(key: "response", placeholder: "0.05:1:100") \(key: "damping", placeholder: "0.05:1.5:100")")
    }
    guard axes[0].count * axes[1].count <= SweepAxis.maximumCount else { throw .usage("the grid has more than \(SweepAxis.maximumCount) points") }
    let figure = try values.choice(SweepInput.figureParameter.key, SweepFigure.self, among: SweepFigure.allCases) ?? .settle
    let (epsilon, from, to) = (try RecipeInput.epsilon(values), try values.double("from") ?? 0, try values.double("to") ?? 1)
    do throws(ParameterSweep.SweepError) {
      sweep = try ParameterSweep(
        x: axes[0], y: axes[1], base: base, velocity: velocity, figure: figure, epsilon: epsilon,
        from: from, to: to)
    } catch { throw .usage("invalid sweep: \(ParameterProblem(error).message)") }
    if figure == .overshoot && from == to { throw .usage("overshoot needs a travel: \(key: "to") must differ from \(key: "from")") }
  }
}
