// A static Swift runtime (the README's install build) ships no Swift Testing: this front end is
// then left out, and `CurveChecks` remains.
#if canImport(Testing)
  import Foundation
  import SpringToolCurves
  import Testing

  // Swift Testing's front end: each expectation records an issue (with the files attached) when
  // it fails, and returns whether it passed, as `#expect` does.

  /// Expects `curve` to match its golden curve, recording the golden on the first run.
  ///
  /// The golden lives beside the test file, at `__Curves__/<test file name>/<test>.<name>.csv`
  /// (``GoldenCurve/named(_:filePath:function:directory:)``). On the first run (record mode
  /// ``CurveRecordMode/missing``) the curve is written there and an issue says so: review the file
  /// and commit it. Later runs compare frame by frame (``CurveDifference``); a failure's issue says
  /// by how much, where, the first frame past the tolerance, how the settling time and overshoot
  /// moved, and where the golden, the new curve (`….new.csv`) and the difference plot
  /// (`….diff.svg`) are; the last two are written beside the golden and attached to the test.
  /// `SPRINGTOOL_RECORD=missing|all|never` overrides `record` for the whole run.
  ///
  /// - Parameters:
  ///   - curve: The curve under test (finite values at increasing times).
  ///   - name: The golden's name within the test, or nil to number the test's goldens 1, 2, …
  ///   - tolerance: What is allowed (default 1e-6 of the travel per frame).
  ///   - record: When to write the golden (default: when it is missing).
  ///   - directory: A directory for the golden instead of the test file's `__Curves__/<file>`.
  ///   - fileID: The caller's file ID (leave the default).
  ///   - filePath: The caller's file path, which places the golden (leave the default).
  ///   - function: The test function, which names the golden (leave the default).
  ///   - line: The caller's line (leave the default).
  ///   - column: The caller's column (leave the default).
  /// - Returns: Whether the curve matched its golden (false when it was recorded or failed).
  @discardableResult
  public func expectCurve(
    _ curve: Curve, matchesGolden name: String? = nil, tolerance: CurveTolerance = .default,
    record: CurveRecordMode = .missing, directory: URL? = nil,
    fileID: String = #fileID, filePath: String = #filePath, function: String = #function,
    line: Int = #line, column: Int = #column
  ) -> Bool {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let outcome = GoldenCheck.run(
      curve, name: name, tolerance: tolerance, record: record, directory: directory,
      filePath: filePath, function: function)
    switch outcome {
    case .matched:
      return true
    case .recorded(let message):
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    case .failed(let message, let files):
      Issue.record(Comment(rawValue: message), sourceLocation: location)
      for file in files {
        if let data = FileManager.default.contents(atPath: file.path) {
          Attachment.record([UInt8](data), named: file.lastPathComponent, sourceLocation: location)
        }
      }
    }
    return false
  }

  /// Expects `curve` to settle within `seconds` under `definition` (``CurveCheck/settles(_:within:definition:)``).
  ///
  /// - Parameters:
  ///   - curve: The frames.
  ///   - seconds: The latest settling time allowed, seconds.
  ///   - definition: When the curve counts as settled (default: the last exit from ±0.1 % of the travel).
  ///   - fileID: The caller's file ID (leave the default).
  ///   - filePath: The caller's file path (leave the default).
  ///   - line: The caller's line (leave the default).
  ///   - column: The caller's column (leave the default).
  /// - Returns: Whether it does.
  @discardableResult
  public func expectCurve(
    _ curve: Curve, settlesWithin seconds: Double, definition: CurveSettling = .default,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Bool {
    report(CurveCheck.settles(curve, within: seconds, definition: definition), fileID, filePath, line, column)
  }

  /// Expects `curve` to overshoot its target by at most `bound` (``CurveCheck/overshoot(_:atMost:)``).
  ///
  /// - Parameters:
  ///   - curve: The frames.
  ///   - bound: The largest overshoot allowed (`.percentOfTravel(2)`, `.absolute(3)`).
  ///   - fileID: The caller's file ID (leave the default).
  ///   - filePath: The caller's file path (leave the default).
  ///   - line: The caller's line (leave the default).
  ///   - column: The caller's column (leave the default).
  /// - Returns: Whether it does.
  @discardableResult
  public func expectCurve(
    _ curve: Curve, overshootsAtMost bound: CurveBound,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Bool {
    report(CurveCheck.overshoot(curve, atMost: bound), fileID, filePath, line, column)
  }

  /// Expects every value of `curve` to lie in `range` (``CurveCheck/staysWithin(_:_:)``).
  ///
  /// - Parameters:
  ///   - curve: The frames.
  ///   - range: The values allowed.
  ///   - fileID: The caller's file ID (leave the default).
  ///   - filePath: The caller's file path (leave the default).
  ///   - line: The caller's line (leave the default).
  ///   - column: The caller's column (leave the default).
  /// - Returns: Whether they do.
  @discardableResult
  public func expectCurve(
    _ curve: Curve, staysWithin range: ClosedRange<Double>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Bool {
    report(CurveCheck.staysWithin(curve, range), fileID, filePath, line, column)
  }

  /// Expects `curve` to match `reference` (a platform engine, a motion, a curve) within
  /// `tolerance`, frame by frame (``CurveCheck/matches(_:_:tolerance:)``):
  /// `expectCurve(myCurve, matches: .engine("swiftui-animation", spring))`.
  ///
  /// - Parameters:
  ///   - curve: The frames under test.
  ///   - reference: What they must match.
  ///   - tolerance: What is allowed (default 1e-6 of the travel per frame).
  ///   - fileID: The caller's file ID (leave the default).
  ///   - filePath: The caller's file path (leave the default).
  ///   - line: The caller's line (leave the default).
  ///   - column: The caller's column (leave the default).
  /// - Returns: Whether it does.
  @discardableResult
  public func expectCurve(
    _ curve: Curve, matches reference: CurveReference, tolerance: CurveTolerance = .default,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Bool {
    report(CurveCheck.matches(curve, reference, tolerance: tolerance), fileID, filePath, line, column)
  }

  private func report(_ check: CurveCheck, _ fileID: String, _ filePath: String, _ line: Int, _ column: Int) -> Bool {
    if !check.passed {
      Issue.record(
        Comment(rawValue: check.message),
        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return check.passed
  }

  /// The golden check both front ends run: the record mode resolved against the environment, the
  /// golden located, the curve checked.
  enum GoldenCheck {
    static func run(
      _ curve: Curve, name: String?, tolerance: CurveTolerance, record: CurveRecordMode, directory: URL?,
      filePath: String, function: String
    ) -> GoldenCurve.Outcome {
      let mode: CurveRecordMode
      switch CurveRecordMode.resolved(record) {
      case .success(let m): mode = m
      case .failure(let problem): return .failed(message: "expectCurve: \(problem)", files: [])
      }
      let golden = GoldenCurve.named(name, filePath: filePath, function: function, directory: directory)
      let test = URL(fileURLWithPath: filePath).lastPathComponent + ", " + function
      return golden.check(curve, tolerance: tolerance, mode: mode, test: test)
    }
  }
#endif
