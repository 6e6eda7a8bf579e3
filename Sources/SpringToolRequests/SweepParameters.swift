import SpringToolCore
import SpringToolSweep

/// The sweeps' own inputs, one row each (the axes are the spring table's and the recipe's rows,
/// a decay's the settings'): the figure, the threads and the heatmap's marks.
extension SweepInput {
  /// `figure`: what each point reports.
  package static let figureParameter = RequestParameter(
    "figure", "NAME",
    Words.list(SweepFigure.allCases.map(\.rawValue)) + "; with --decay "
      + Words.list(DecaySweep.Figure.allCases.map(\.rawValue)),
    default: .words("\(SweepFigure.settle.rawValue); with --decay \(DecaySweep.Figure.rest.rawValue)"),
    rule: .choice(SweepFigure.allCases.map(\.rawValue) + DecaySweep.Figure.allCases.map(\.rawValue)))
  /// `threads`: worker threads.
  package static let threadsParameter = RequestParameter("threads", "N", "Worker threads", default: .words("every core"), rule: .whole)
  /// `mark`: a point marked on the heatmap (repeatable).
  package static let markParameter = RequestParameter(
    "mark", "X,Y", "Mark a point on the heatmap (repeatable), e.g. your own spring", rule: .text,
    repeatable: true)
}
