import SpringToolCore
import SpringToolSolvers
import TestSupport
import Testing

/// The solver library: backend choice, settings validation, and solved curves against the closed form.
@Suite("Solvers: backends and settings")
struct SolverTests {
  static let motion = try! SpringMotion(spring: try! Spring(response: 0.4, dampingRatio: 0.8), from: 0, to: 1)

  @Test("auto picks GSL where built in, else the Swift port; rk8pd below ζ 20 and the stiff method above")
  func automatic() throws {
    let solver = Solver.automatic(for: Self.motion)
    #expect(solver.backend == (Backend.isGSLBuiltIn ? .gsl : .swift))
    #expect(solver.settings?.method == .rk8pd)
    let stiff = try SpringMotion(spring: try Spring(response: 0.4, dampingRatio: 50))
    #expect(Solver.automatic(for: stiff).settings?.method == (Backend.isGSLBuiltIn ? .bsimp : .radau5))
  }

  @Test("a GSL-only method selects GSL (or is refused without it); radau5 selects the Swift port")
  func methodChoosesBackend() throws {
    if Backend.isGSLBuiltIn {
      #expect(try Solver(backend: nil, method: .msbdf, for: Self.motion).backend == .gsl)
    } else {
      #expect(throws: SolverError.gslNotBuiltIn) { try Solver(backend: nil, method: .msbdf, for: Self.motion) }
    }
    #expect(try Solver(backend: nil, method: .radau5, for: Self.motion).backend == .swift)
    #expect(throws: SolverError.methodNotInBackend(.bsimp, .swift)) {
      try Solver(backend: .swift, method: .bsimp, for: Self.motion)
    }
  }

  @Test(
    "settings out of range are refused with the setting named",
    arguments: [
      (-1.0, nil, SolverError.invalidSetting(.absoluteTolerance, value: -1, rule: .finiteNonNegative)),
      (0, 0, .noTolerance),
      (nil, -2, .invalidSetting(.relativeTolerance, value: -2, rule: .finiteNonNegative)),
    ] as [(Double?, Double?, SolverError)])
  func invalidTolerances(_ atol: Double?, _ rtol: Double?, _ expected: SolverError) {
    #expect(throws: expected) { try Solver(backend: .swift, absoluteTolerance: atol, relativeTolerance: rtol, for: Self.motion) }
  }

  /// The default integrator stays within 1e-9 of the travel of the closed form (DefaultSettingsTests' bound).
  @Test(
    "a solved motion on every backend built in agrees with the closed form to 1e-9 of the travel",
    arguments: Backend.allCases.filter(\.isAvailable))
  func solvedAgrees(_ backend: Backend) throws {
    let solver = try Solver(backend: backend, for: Self.motion)
    let grid = try SampleGrid(.framesPerSecond(60), duration: 2)
    var worst = 0.0
    try solver.solve(Self.motion).sample(.grid(grid)) { _, t, state in
      worst = max(worst, abs(state.value - Self.motion.state(at: t).value))
    }
    #expect(worst <= 1e-9, "worst \(worst)")
  }
}

@Suite("Hopeless integrations")
struct HopelessIntegrationTests {
  /// A spring of response 1.2e-17 s (visualDuration 1e-17) sampled at 60 fps: rk8pd would need about
  /// 10^15 steps to reach the first sample; the limit is 10^5. GSL fails with EMAXITER after 10^5
  /// steps; the Swift port says the same at once.
  @Test("an explicit method that cannot reach the first sample within the step limit fails at once, with GSL's EMAXITER")
  func failsAtOnce() throws {
    let motion = try SpringMotion(spring: try Spring(response: 1.2e-17, dampingRatio: 0.7), from: 0, to: 1)
    let solver = try Solver(backend: .swift, method: .rk8pd, for: motion)
    let clock = ContinuousClock(), start = clock.now
    var rows: [Double] = []
    #expect(throws: MotionError.integrationFailed(code: 11, message: "exceeded max number of iterations", backend: "swift", method: "rk8pd")) {
      try solver.solve(motion).sample(.grid(try SampleGrid(.framesPerSecond(60), duration: 1))) { _, _, s in rows.append(s.value) }
    }
    #expect(rows == [0], "the first sample is the start, as the integration loop gives it")
    #expect(clock.now - start < .seconds(1))
  }

  @Test("a spring the step limit can reach is integrated as before (no shortcut)")
  func reachable() throws {
    let motion = try SpringMotion(spring: try Spring(response: 0.4, dampingRatio: 0.8), from: 0, to: 1)
    let solver = try Solver(backend: .swift, method: .rk8pd, maximumSteps: 1000, for: motion)
    // 1000 steps of up to 100/ω0 ≈ 6.4 s each reach 1/60 s: the driver runs (and succeeds).
    var count = 0
    try solver.solve(motion).sample(.grid(try SampleGrid(.framesPerSecond(60), duration: 0.1))) { _, _, _ in count += 1 }
    #expect(count == 7)
  }
}

/// A retarget far from the first travel, integrated with springtool's default tolerance (1e-12 of
/// the amplitude), which a piecewise motion applies to each piece's own amplitude.
@Suite("Solvers: piecewise motions far from their first travel")
struct PiecewiseToleranceTests {
  /// 0 → 1 retargeted at 0.1 s to `target`: the first travel is 1, the second about |target|.
  static func motion(_ target: Double) throws -> PiecewiseMotion {
    let spring = try Spring(response: 0.5, dampingRatio: 1)
    return try PiecewiseMotion(
      from: 0, initialVelocity: 0,
      pieces: [TargetPiece(start: 0, target: 1, spring: spring), TargetPiece(start: 0.1, target: target, spring: spring)])
  }

  /// Each backend built in, with the default settings for the first leg (as a curve recipe asks).
  static var backends: [Backend] { Backend.isGSLBuiltIn ? [.swift, .gsl] : [.swift] }

  @Test(
    "the integrated curve follows the closed form within 1e-9 of the whole travel, in well under a second",
    arguments: [1e9, -1e9, 1e200, 10])
  func farRetarget(_ target: Double) throws {
    let motion = try Self.motion(target)
    let first = try SpringMotion(spring: motion.pieces[0].spring, from: 0, to: 1)
    for backend in Self.backends {
      let solver = try Solver(backend: backend, for: first)
      #expect(solver.toleranceOfAmplitude == 1e-12, "the default tolerance scales with each piece")
      let clock = ContinuousClock(), start = clock.now
      var worst = 0.0
      try SolvedPiecewiseMotion(motion, solver: solver).sample(.grid(try SampleGrid(.framesPerSecond(60), duration: 1))) {
        _, t, state in worst = max(worst, abs(state.value - motion.state(at: t).value))
      }
      #expect(worst <= 1e-9 * motion.bandScale, "\(backend): worst \(worst) of \(motion.bandScale)")
      #expect(clock.now - start < .seconds(1), "\(backend)")
    }
  }

  @Test("a tolerance the caller gives is kept as given, for every piece")
  func givenTolerance() throws {
    let first = try SpringMotion(spring: try Spring(response: 0.5, dampingRatio: 1), from: 0, to: 1)
    let solver = try Solver(backend: .swift, absoluteTolerance: 1e-6, for: first)
    #expect(solver.toleranceOfAmplitude == nil)
    #expect(solver.settings?.control?.absoluteTolerance == 1e-6)
    #expect(Solver(backend: .swift, settings: solver.settings).toleranceOfAmplitude == nil)
    #expect(Solver.automatic(for: first).toleranceOfAmplitude == 1e-12)
  }
}
