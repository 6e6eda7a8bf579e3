// A static Swift runtime (the README's install build) ships no XCTest: the XCTest front end is
// then left out, and `CurveChecks` remains.
#if canImport(XCTest)
  import Foundation
  import SpringToolCurves
  import XCTest

  // XCTest's front end: the same checks as `expectCurve`, failing with XCTFail; on Apple
  // platforms a failed golden's files are attached to the test as XCTAttachments.

  /// XCTest's twin of ``expectCurve(_:matchesGolden:tolerance:record:directory:fileID:filePath:function:line:column:)``:
  /// the same golden file, record modes, environment variable and message.
  ///
  /// - Parameters:
  ///   - curve: The curve under test.
  ///   - name: The golden's name within the test, or nil to number the test's goldens 1, 2, …
  ///   - tolerance: What is allowed (default 1e-6 of the travel per frame).
  ///   - record: When to write the golden (default: when it is missing).
  ///   - directory: A directory for the golden instead of the test file's `__Curves__/<file>`.
  ///   - file: The caller's file path, which places the golden (leave the default).
  ///   - function: The test method, which names the golden (leave the default).
  ///   - line: The caller's line (leave the default).
  /// - Returns: Whether the curve matched its golden.
  @discardableResult
  public func assertCurve(
    _ curve: Curve, matchesGolden name: String? = nil, tolerance: CurveTolerance = .default,
    record: CurveRecordMode = .missing, directory: URL? = nil,
    file: StaticString = #filePath, function: String = #function, line: UInt = #line
  ) -> Bool {
    let outcome = GoldenCheck.run(
      curve, name: name, tolerance: tolerance, record: record, directory: directory,
      filePath: "\(file)", function: function)
    switch outcome {
    case .matched:
      return true
    case .recorded(let message):
      XCTFail(message, file: file, line: line)
    case .failed(let message, let files):
      XCTFail(message, file: file, line: line)
      attach(files)
    }
    return false
  }

  /// XCTest's twin of ``expectCurve(_:settlesWithin:definition:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - curve: The frames.
  ///   - seconds: The latest settling time allowed, seconds.
  ///   - definition: When the curve counts as settled (default: the last exit from ±0.1 % of the travel).
  ///   - file: The caller's file path (leave the default).
  ///   - line: The caller's line (leave the default).
  /// - Returns: Whether it does.
  @discardableResult
  public func assertCurve(
    _ curve: Curve, settlesWithin seconds: Double, definition: CurveSettling = .default,
    file: StaticString = #filePath, line: UInt = #line
  ) -> Bool {
    fail(CurveCheck.settles(curve, within: seconds, definition: definition), file, line)
  }

  /// XCTest's twin of ``expectCurve(_:overshootsAtMost:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - curve: The frames.
  ///   - bound: The largest overshoot allowed.
  ///   - file: The caller's file path (leave the default).
  ///   - line: The caller's line (leave the default).
  /// - Returns: Whether it does.
  @discardableResult
  public func assertCurve(_ curve: Curve, overshootsAtMost bound: CurveBound, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    fail(CurveCheck.overshoot(curve, atMost: bound), file, line)
  }

  /// XCTest's twin of ``expectCurve(_:staysWithin:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - curve: The frames.
  ///   - range: The values allowed.
  ///   - file: The caller's file path (leave the default).
  ///   - line: The caller's line (leave the default).
  /// - Returns: Whether they do.
  @discardableResult
  public func assertCurve(_ curve: Curve, staysWithin range: ClosedRange<Double>, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    fail(CurveCheck.staysWithin(curve, range), file, line)
  }

  /// XCTest's twin of ``expectCurve(_:matches:tolerance:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - curve: The frames under test.
  ///   - reference: What they must match.
  ///   - tolerance: What is allowed (default 1e-6 of the travel per frame).
  ///   - file: The caller's file path (leave the default).
  ///   - line: The caller's line (leave the default).
  /// - Returns: Whether it does.
  @discardableResult
  public func assertCurve(
    _ curve: Curve, matches reference: CurveReference, tolerance: CurveTolerance = .default,
    file: StaticString = #filePath, line: UInt = #line
  ) -> Bool {
    fail(CurveCheck.matches(curve, reference, tolerance: tolerance), file, line)
  }

  private func fail(_ check: CurveCheck, _ file: StaticString, _ line: UInt) -> Bool {
    if !check.passed { XCTFail(check.message, file: file, line: line) }
    return check.passed
  }

  /// Attaches the files to the running test where XCTest has attachments (Apple platforms).
  private func attach(_ files: [URL]) {
    #if canImport(Darwin)
      XCTContext.runActivity(named: "springtool curves") { activity in
        for url in files { activity.add(XCTAttachment(contentsOfFile: url)) }
      }
    #endif
  }
#endif
