import SpringToolCore
import _SpringToolSupport

/// react-spring's `SpringValue.advance` on the `rafz` frame loop.
///
/// - Frame clock (`packages/rafz/src/index.ts`): the first update after the loop starts is
///   16.667 ms long whatever the display does; every later one is the time since the previous
///   update, capped at 64 ms. Times are taken in milliseconds from the frame index, so a 50 fps
///   frame is 20 ms exactly.
/// - Integration (`packages/core/src/SpringValue.ts`): each update of Δt ms runs ⌈Δt⌉ substeps
///   of 1 ms of semi-implicit Euler in units per ms:
///   `a = (−tension·10⁻⁶·(x − to) − friction·10⁻³·v)/mass; v += a; x += v`. Before each substep,
///   when |v| ≤ restVelocity it checks |to − x| ≤ precision and stops; the value is then set to
///   the target. precision = min(1, |to − from|·0.001) (0.005 when from = to), restVelocity =
///   precision/10 (units per ms). A start velocity in units/s is divided by 1000.
public struct ReactSpringEngine: SpringEngine {
  /// A react-spring engine.
  public init() {}

  /// The first update's length, ms.
  public static let firstFrameMilliseconds = 16.667
  /// The cap on every later update, ms.
  public static let frameCapMilliseconds = 64.0

  /// Where the rules come from.
  public let info = EngineInfo(
    id: "react-spring", api: "react-spring useSpring / SpringValue (tension, friction, mass)",
    upstream: "pmndrs/react-spring",
    files: ["packages/core/src/SpringValue.ts", "packages/rafz/src/index.ts"],
    version: "react-spring 10 (main 3d2523d, rafz as stored)",
    frameClock: "rafz: the first update 16.667 ms, later ones the time since the previous, capped at 64 ms; ⌈Δt⌉ substeps of 1 ms",
    endRule: "before a substep: |v| ≤ precision/10 (per ms) and |to − x| ≤ precision, then the target",
    velocityUnits: "value units per millisecond (config.velocity = V/1000)", settings: [], supportsRetargets: false)

  /// A run of the 1 ms loop.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for input the platform cannot represent (a velocity beyond
  ///   Float's range on Android, a retarget on an engine without one).
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    guard input.retargets.isEmpty else { throw .unsupported(engine: id, feature: "retargets") }
    return Run(tension: input.spring.stiffness, friction: input.spring.dampingCoefficient, mass: input.spring.mass,
               from: input.from, to: input.to, velocity: input.velocity)
  }

  struct Run: EngineRun {
    let tension: Double, friction: Double, mass: Double
    let from: Double, to: Double, initialVelocity: Double
    let precision: Double, restVelocity: Double
    var x: Double, v: Double
    var finished = false
    var notes: [PlatformNote] {
      [.firstFrame(milliseconds: ReactSpringEngine.firstFrameMilliseconds, cap: ReactSpringEngine.frameCapMilliseconds)]
    }

    init(tension: Double, friction: Double, mass: Double, from: Double, to: Double, velocity: Double) {
      (self.tension, self.friction, self.mass, self.from, self.to, initialVelocity) = (tension, friction, mass, from, to, velocity)
      precision = from == to ? 0.005 : min(1, abs(to - from) * 0.001)
      restVelocity = precision / 10
      x = from
      v = velocity / 1000
    }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if i == 0 { return EngineFrame(value: from, velocity: initialVelocity, ended: false) }
      if !finished {
        let dt = i == 1 ? ReactSpringEngine.firstFrameMilliseconds
          : min(ReactSpringEngine.frameCapMilliseconds, clock.milliseconds(i) - clock.milliseconds(i - 1))
        let steps = Clamp.int(max(dt, 0).rounded(.up))
        for _ in 0..<steps {
          if abs(v) <= restVelocity {
            finished = abs(to - x) <= precision
            if finished { break }
          }
          let acceleration = (-tension * 0.000001 * (x - to) + -friction * 0.001 * v) / mass
          v = v + acceleration
          x = x + v
        }
      }
      return finished ? EngineFrame(value: to, velocity: 0, ended: true) : EngineFrame(value: x, velocity: v * 1000, ended: false)
    }
  }
}
