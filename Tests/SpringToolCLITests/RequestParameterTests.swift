import Foundation
@testable import SpringToolCLI
import SpringToolKit
import SpringToolRequests
import Testing

/// The requests' own inputs as rows: each is its command's option with the row's help (its
/// default written from the typed default), its check, and its completions; a default is the
/// value the request uses when the input is not given.
@Suite("Request parameters")
struct RequestParameterTests {
  /// Every request row, with the command that offers it.
  static let rows: [(command: String, row: RequestParameter)] =
    (DragInput.gestureParameters + DragInput.moreGestureParameters + DragInput.switchParameters + DragInput.pathParameters).map { ("drag", $0) }
    + (TuneRequest.shapeParameters + TuneRequest.timingParameters
    + [TuneRequest.settleDefinition, TuneRequest.from, TuneRequest.to, TuneRequest.framesPerSecond]).map { ("tune", $0) }
    + [SnapRequest.points, SnapRequest.from, SnapRequest.velocity, SnapRequest.engine, SnapRequest.framesPerSecond].map { ("snap", $0) }
    + ["analyze", "compare", "plot", "sweep", "tune", "match", "lint"].map { ($0, RecipeInput.epsilonParameter) }
    + RubberBandRequest.parameters.map { ("rubber-band", $0) }
    + (MorphRequest.sceneParameters + MorphRequest.valueParameters + MorphRequest.moreParameters).map { ("morph", $0) }
    + (ExportRequest.parameters + [ExportRequest.property, ExportRequest.duration]).map { ("export", $0) }
    + (MatchRequest.comparedParameters + MatchRequest.otherCurveParameters).map { ("match", $0) }
    + [SweepInput.figureParameter, SweepInput.threadsParameter, SweepInput.markParameter].map { ("sweep", $0) }
    + [AnalyzeRequest.band, AnalyzeRequest.framesPerSecond, AnalyzeRequest.distance].map { ("analyze", $0) }
    + [LintRequest.viewport, LintRequest.largeArea, LintRequest.framesPerSecond].map { ("lint", $0) }
    + [("compare", CompareRequest.tolerance), ("compare", PlotRequest.title), ("plot", PlotRequest.title), ("plot", PlotRequest.valueLabel)]
    + [("convert", ConvertRequest.duration), ("convert", ConvertRequest.platform), ("fit", FitRequest.kind)]
    + [
      SpringInput.sceneParameter, SpringInput.iosParameter, SpringInput.assumptionParameter, RecipeInput.relativeVelocityParameter,
      RecipeInput.velocityUnitParameter, RecipeInput.samplingDuration, RecipeInput.timeStep, RecipeInput.sampleCount,
    ].map { ("sample", $0) }
    + [SpringInput.reverseParameter, RecipeInput.decayParameter].map { ("analyze", $0) }
    + [
      PreviewRequest.from, PreviewRequest.to, PreviewRequest.retarget, PreviewRequest.duration, PreviewRequest.points,
      PreviewRequest.framesPerSecond, PreviewRequest.velocity, DragInput.start, DragInput.policy,
    ].map { ("preview", $0) }

  @Test("every row is its command's option, with the row's help", arguments: rows.indices)
  func option(_ index: Int) {
    let (command, row) = Self.rows[index]
    let flat = springtool([command, "--help"]).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let label = "--\(row.key)" + (row.placeholder.map { " <\($0)>" } ?? "")
    #expect(flat.contains(label + " " + row.help), "\(command) --help shows \(label) \(row.help)")
  }

  @Test(
    "help ends with the typed default, written once",
    arguments: [
      (RequestParameter("x", "X", "A number", default: .number(0.2)), "A number (default: 0.2)."),
      (RequestParameter("x", "X", "A number", default: .number(1.0 / 3)), "A number (default: 0.333333)."),
      (RequestParameter("x", "X", "A number"), "A number."),
      (RequestParameter.choice("x", "M", "a or b", among: ["a", "b"], default: "b"), "a or b (default: b)."),
      (RequestParameter("x", "X", "Seconds", default: .words("until it settles")), "Seconds (default: until it settles)."),
    ])
  func help(_ row: RequestParameter, _ expected: String) {
    #expect(row.help == expected)
  }

  @Test("a row without a placeholder is a flag; a choice offers its names")
  func kinds() {
    #expect(DragInput.rubberBand.isFlag)
    if case .flag = DragInput.rubberBand.rule {} else { Issue.record("rubber-band's rule is .flag") }
    #expect(DragInput.policy.choices == SwitchPolicy.allCases.map(\.rawValue))
    #expect(DragInput.start.choices == ["on", "off"])
    #expect(Completions.values(Option(DragInput.policy.key)) == SwitchPolicy.allCases.map(\.rawValue))
    #expect(Completions.values(Option(DragInput.follow.key)) == ["direct", "interactive"])
  }

  @Test("a number row's default is the model's, and the value the request uses when the input is not given")
  func defaults() throws {
    let geometry = SwitchGeometry()
    #expect(DragInput.trackWidth.defaultNumber == geometry.trackWidth)
    #expect(DragInput.trackHeight.defaultNumber == geometry.trackHeight)
    #expect(DragInput.knob.defaultNumber == geometry.knob)
    #expect(RecipeInput.epsilonParameter.defaultNumber == SettlingBand.defaultEpsilon)
    let drag = try DragRequest(ParameterList([("translation", "30")]), read: nil)
    #expect(drag.model.geometry.trackWidth == 70 && drag.model.minimumDistance == 10)
    #expect(drag.sampling.framesPerSecond == 60)
    let tune = try TuneRequest(ParameterList([("overshoot", "5%"), ("settle", "0.5")]))
    #expect(tune.from == 0 && tune.to == 1 && tune.epsilon == 0.001)
    let band = try RubberBandRequest(ParameterList([("offset", "10"), ("dimension", "100")]))
    #expect(band.input.coefficient == RubberBandRequest.coefficient.defaultNumber && band.input.coefficient == 0.55)
    #expect(band.input.elastic == 0.35 && band.input.events == 30)
    #expect(ExportRequest.maxError.defaultNumber == ExportRequest.defaultBound && MatchRequest.maxError.key == ExportRequest.maxError.key)
    let snap = try SnapRequest(ParameterList([("points", "0,100")]))
    #expect(snap.input.from == 0 && snap.input.velocity == 0 && snap.framesPerSecond == 60)
  }

  @Test(
    "a bad value of a choice row is refused while parsing, naming the option and its choices",
    arguments: [
      ["drag", "--translation", "30", "--policy", "sideways"], ["drag", "--translation", "30", "--follow", "loose"],
      ["drag", "--translation", "30", "--tap", "twice"], ["preview", "--policy", "<x>"],
    ])
  func refusal(_ arguments: [String]) {
    let run = springtool(arguments)
    #expect(run.status == 64)
    // The refusal's line, then the command's usage line.
    let line = run.error.split(separator: "\n").first.map(String.init) ?? ""
    #expect(line.hasPrefix("Error: invalid value '") && line.contains("for '--\(arguments[arguments.count - 2].dropFirst(2))': expected "), "\(run.error)")
  }
}
