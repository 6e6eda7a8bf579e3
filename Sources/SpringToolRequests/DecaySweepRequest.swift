import Foundation
import SpringToolCore
import SpringToolPlatforms
import SpringToolPlots
import SpringToolReports
import SpringToolRegression
import SpringToolSweep
import _SpringToolSupport

/// `sweep --decay`: a fling's figure (`rest`, `distance`, `end`) over two release parameters,
/// read from parameters: two of `velocity` and the decay model's number settings as
/// `START:END:COUNT` axes (the one given first is x), the rest of the release as `analyze --decay`
/// reads it (`engine`, `decay-model`, the settings, `fps`; no engine: UIScrollView's closed form).
package struct DecaySweepRequest: Sendable {
  /// The sweep.
  package var sweep: DecaySweep

  /// The request the parameters make, checked before any work.
  ///
  /// - Parameter values: The parameters.
  /// - Throws: ``ParameterProblem`` naming the key at fault.
  package init(_ values: some ParameterValues) throws(ParameterProblem) {
    // Axes: the velocity or a number setting given as a range (an interval setting's LO:HI is not one).
    let candidates = ["velocity"] + DecayModels.settings.filter(\.isNumber).map(\.key)
    var keys: [String] = []
    for key in values.givenKeys where candidates.contains(key) && !keys.contains(key) && values.string(key)?.contains(Character(":")) == true {
      keys.append(key)
    }
    guard keys.count == 2 else {
      throw .usage(
        "give exactly two release parameters as START:END:COUNT axes (got \(keys.count)), e.g. "
          + "\(key: "velocity", placeholder: "100:5000:50") \(key: "deceleration-rate", placeholder: "0.99:0.999:50")")
    }
    let recipe = try RecipeInput.recipe(ParameterList(values, excluding: Set(keys)))
    let model: any DecayModel, base: DecayInput
    do throws(CurveRecipe.Problem) {
      model = try recipe.decayModel()
      base = try recipe.decayInput(model)
    } catch { throw ParameterProblem(error) }
    var axes: [SweepAxis] = []
    for key in keys {
      guard let parameter = DecaySweep.parameters(model).first(where: { $0.rawValue == key }) else {
        let axes = Words.list(DecaySweep.parameters(model).map(\.rawValue))
        throw .usage("\(key: key) is not a number \(model.info.id) reads; its axes: \(axes)")
      }
      axes.append(try SweepInput.axis(parameter, key: key, text: values.string(key) ?? ""))
    }
    guard axes[0].count * axes[1].count <= SweepAxis.maximumCount else { throw .usage("the grid has more than \(SweepAxis.maximumCount) points") }
    let figure = try values.choice(SweepInput.figureParameter.key, DecaySweep.Figure.self, among: DecaySweep.Figure.allCases) ?? .rest
    do throws(DecaySweep.SweepError) {
      sweep = try DecaySweep(
        x: axes[0], y: axes[1], model: model, base: base, figure: figure, framesPerSecond: recipe.framesPerSecond,
        closedForm: recipe.engine == .exact)
    } catch { throw .usage("invalid sweep: \(error.description)") }
  }
}

/// What every sweep reads besides its grid: its axes' texts, the threads and the heatmap's marks.
package enum SweepInput {
  /// `text` (`START:END:COUNT`) as an axis of `parameter`.
  /// - Throws: ``ParameterProblem`` naming `key`.
  package static func axis(_ parameter: SweepParameter, key: String, text: String) throws(ParameterProblem) -> SweepAxis {
    do throws(SweepAxis.ParseProblem) { return try SweepAxis(parameter, parsing: text) } catch {
      let problem =
        switch error {
        case .notThreeParts: "expected START:END:COUNT"
        case .notANumber(let part): "'\(part.prefix(80))' is not a finite number"
        case .badCount: "COUNT must be a whole number from 1 to \(SweepAxis.maximumCount)"
        }
      throw .usage("invalid value '\(text.prefix(80))' for \(key: key): \(problem)")
    }
  }

  /// The worker threads (`threads`, default every core), from 1 to 1024.
  /// - Throws: ``ParameterProblem`` naming `threads`.
  package static func threads(_ values: some ParameterValues) throws(ParameterProblem) -> Int {
    let threads = try values.int(Self.threadsParameter.key) ?? ProcessInfo.processInfo.activeProcessorCount
    guard threads >= 1 && threads <= 1024 else { throw .usage("\(key: Self.threadsParameter.key) must be between 1 and 1024") }
    return threads
  }

  /// The heatmap's marks (`mark X,Y`, repeatable), which need a heatmap (`plot`).
  /// - Throws: ``ParameterProblem`` naming `mark`.
  package static func marks(_ values: some ParameterValues) throws(ParameterProblem) -> [Heatmap.Mark] {
    var marks: [Heatmap.Mark] = []
    for text in values.values(for: Self.markParameter.key) {
      let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      let xy = parts.compactMap { Double($0.trimmed()) }.filter(\.isFinite)
      guard parts.count == 2, xy.count == 2 else {
        throw .usage("invalid value '\(text.prefix(80))' for \(key: Self.markParameter.key): expected X,Y")
      }
      marks.append(SweepReport.mark(x: xy[0], y: xy[1]))
    }
    if !marks.isEmpty && !values.has("plot") { throw .usage("\(key: Self.markParameter.key) goes with \(key: "plot")") }
    return marks
  }
}
