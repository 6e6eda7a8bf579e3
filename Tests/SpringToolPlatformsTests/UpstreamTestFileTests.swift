import SpringToolCore
import SpringToolPlatforms
import Testing

/// The assertions of the upstream projects' own test files, reproduced on springtool's engines.
/// Flutter: packages/flutter/test/physics/spring_simulation_test.dart @ 25a15c8 (its numbers are
/// quoted from it; the tolerances are the file's own `moreOrLessEquals` epsilons).
@Suite("Flutter's spring_simulation_test.dart")
struct FlutterUpstreamTestFileTests {
  @Test("When snapToEnd is set, value is exactly `end` after completion (withDampingRatio(mass: 1, stiffness: 400), tolerance 0.1)")
  func snapToEnd() throws {
    // withDampingRatio's default ratio is 1: c = 1·2·√(1·400).
    let simulation = FlutterSpringSimulation(
      mass: 1, stiffness: 400, damping: 1.0 * 2.0 * (1.0 * 400).squareRoot(), start: 0, end: 1,
      velocity: 0)
    #expect(simulation.position(0.4) < 1)
    #expect(simulation.velocity(0.4) > 0)
    #expect(simulation.isDone(0.4, distance: 0.1, velocity: 0.1))
    var settings = EngineSettings()
    settings[flag: .snapToEnd] = true
    settings[.restDisplacement] = 0.1
    settings[.restSpeed] = 0.1
    settings.flutterClock = .exact
    let spec = try SpringSpecification(.stiffnessDampingRatio(stiffness: 400, dampingRatio: 1, mass: 1))
    for snap in [false, true] {
      var s = settings
      if !snap { s.reset(.snapToEnd) }
      // Frame 4 at 10 fps is t = 0.4 s exactly.
      let rendering = try FlutterEngine().render(
        EngineInput(specification: spec, from: 0, to: 1, velocity: 0, settings: s),
        clock: .rate(10), frames: 5)
      if snap {
        #expect(rendering.values[4] == 1, "must be exactly equal")
        #expect(rendering.velocities[4] == 0)
      } else {
        #expect(rendering.values[4] < 1)
      }
    }
  }

  @Test(
    "withDurationAndBounce(bounce: 0.3): mass 1, stiffness 157.91 ± 0.01, damping 17.59 ± 0.01; bounce −0.3: damping 35.90 ± 0.01",
    arguments: [(0.3, 17.59), (-0.3, 35.90)])
  func durationAndBounce(_ bounce: Double, _ damping: Double) throws {
    // The default duration is 500 ms; springtool's --response --bounce is this family.
    let d = FlutterEngine.description(try SpringSpecification(.durationBounce(duration: 0.5, bounce: bounce, mass: 1)))
    #expect(d.mass == 1.0)
    #expect(abs(d.stiffness - 157.91) <= 0.01)
    #expect(abs(d.damping - damping) <= 0.01)
  }

  @Test("get duration and bounce based on mass and stiffness: SpringDescription(1, 157.91, 17.59) is 500 ms, bounce 0.3 ± 0.001")
  func durationAndBounceGetters() throws {
    let spec = try SpringSpecification(.physical(mass: 1, stiffness: 157.91, dampingCoefficient: 17.59))
    // Flutter's getters: duration = round(√(4π²m/k)·1000) ms; bounce = 1 − ζ (ζ < 1).
    #expect((spec.response * 1000).rounded() == 500)
    #expect(abs(spec.bounce - 0.3) <= 0.001)
  }

  @Test("duration <= 0 should fail: a non-positive duration is refused", arguments: [-1.0, 0.0])
  func nonPositiveDuration(_ duration: Double) {
    #expect(throws: SpringError.self) { try SpringSpecification(.durationBounce(duration: duration, bounce: 0.3, mass: 1)) }
  }

  @Test("withDurationAndBounce truncates the duration to whole milliseconds (Duration.inMilliseconds)")
  func truncatesToMilliseconds() throws {
    let d = FlutterEngine.description(try SpringSpecification(.durationBounce(duration: 0.3456789, bounce: 0.2, mass: 1)))
    // 4π²/0.345² with the ratio 0.8: the stiffness Flutter computes from 345 ms.
    #expect(d.stiffness == (4 * Double.pi * Double.pi * 1.0) / (0.345 * 0.345))
    #expect(d.damping == (1.0 - 0.2) * 2.0 * (1.0 * d.stiffness).squareRoot())
  }
}
