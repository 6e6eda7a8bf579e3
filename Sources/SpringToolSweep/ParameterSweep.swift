import Foundation
import SpringToolCore

/// A figure computed over a two-parameter grid, on as many threads as asked.
///
/// Every grid point builds its spring from the two axis values and the held parameters by
/// the same rules as the command line's families (response with damping or bounce;
/// stiffness with damping or friction; mass; start velocity) and evaluates the figure with
/// the exact closed form. Rows are dealt to threads in turn (row i to thread i mod n), so
/// the costly corners of a grid (long tails, many crossings) spread evenly.
public struct ParameterSweep: Sendable {
  /// The axis across (columns).
  public let x: SweepAxis
  /// The axis down (rows).
  public let y: SweepAxis
  /// Parameters held at one value.
  public let held: [SweepParameter: Double]
  /// The figure computed.
  public let figure: SweepFigure
  /// The settling band, a fraction of the travel.
  public let epsilon: Double
  /// The start value.
  public let from: Double
  /// The target.
  public let to: Double

  /// Why a sweep cannot be set up (parameters that make no one family, an invalid value).
  public struct SweepError: Error, Sendable, CustomStringConvertible {
    /// One line.
    public let description: String
  }

  /// A sweep of `figure` over the grid `x` × `y`, other parameters `held`, for a motion from `from` to `to`.
  /// - Parameters:
  ///   - x: The x axis.
  ///   - y: The y axis.
  ///   - held: The parameters held at one value.
  ///   - figure: The figure computed at each point.
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  ///   - from: The start value, in value units.
  ///   - to: The target value, in value units.
  /// - Throws: ``SweepError`` when the parameters do not make one spring family, or when a
  ///   corner of the grid is not a valid spring (validity is an interval in each parameter,
  ///   so valid corners mean every point is valid).
  public init(x: SweepAxis, y: SweepAxis, held: [SweepParameter: Double] = [:], figure: SweepFigure,
              epsilon: Double = 0.001, from: Double = 0, to: Double = 1) throws(SweepError) {
    guard x.parameter != y.parameter else { throw SweepError(description: "the two axes must be different parameters") }
    guard x.count >= 1, y.count >= 1 else { throw SweepError(description: "each axis needs at least one point") }
    guard epsilon > 0 && epsilon < 1 else { throw SweepError(description: "epsilon must be in (0, 1)") }
    (self.x, self.y, self.held, self.figure, self.epsilon, self.from, self.to) = (x, y, held, figure, epsilon, from, to)
    let names = Set([x.parameter, y.parameter] + held.keys)
    let families: [Set<SweepParameter>] = [[.response, .damping], [.response, .bounce], [.stiffness, .damping],
                                           [.stiffness, .friction]]
    guard families.contains(where: { names.intersection([.response, .damping, .bounce, .stiffness, .friction]) == $0 }) else {
      throw SweepError(description: "the axes and held values must make one family: response with damping or bounce, "
        + "or stiffness with damping or friction (mass and velocity optional)")
    }
    for i in [0, x.count - 1] {
      for j in [0, y.count - 1] {
        do { _ = try motion(x.value(i), y.value(j)) } catch {
          throw SweepError(description: "at \(x.parameter.rawValue) \(x.value(i)), \(y.parameter.rawValue) \(y.value(j)): \(error)")
        }
      }
    }
  }

  /// The parameters of one grid point (nil: not part of this sweep).
  struct Point {
    var response: Double?, damping: Double?, bounce: Double?, stiffness: Double?, friction: Double?
    var mass = 1.0, velocity = 0.0

    mutating func set(_ parameter: SweepParameter, _ value: Double) {
      switch parameter {
      case .response: response = value
      case .damping: damping = value
      case .bounce: bounce = value
      case .stiffness: stiffness = value
      case .friction: friction = value
      case .mass: mass = value
      case .velocity: velocity = value
      }
    }

    /// The spring family these parameters make (the initializer checked it is one of four).
    var family: SpringSpecification.Family {
      if let response {
        if let bounce { return .durationBounce(duration: response, bounce: bounce, mass: mass) }
        return .response(response: response, dampingRatio: damping ?? 0, mass: mass)
      }
      if let friction { return .physical(mass: mass, stiffness: stiffness ?? 0, dampingCoefficient: friction) }
      return .stiffnessDampingRatio(stiffness: stiffness ?? 0, dampingRatio: damping ?? 0, mass: mass)
    }
  }

  /// The held values, set once.
  var base: Point {
    var p = Point()
    for (parameter, value) in held { p.set(parameter, value) }
    return p
  }

  /// The specification at one grid point (`a` on the x axis, `b` on the y axis).
  ///
  /// - Parameters:
  ///   - a: The x axis's value.
  ///   - b: The y axis's value.
  /// - Returns: The specification at one grid point (`a` on the x axis, `b` on the y axis).
  /// - Throws: ``SpringError`` naming the parameter, its value and the rule it breaks.
  public func specification(_ a: Double, _ b: Double) throws(SpringError) -> SpringSpecification {
    try specification(a, b, base: base)
  }

  func specification(_ a: Double, _ b: Double, base: Point) throws(SpringError) -> SpringSpecification {
    var p = base
    p.set(x.parameter, a)
    p.set(y.parameter, b)
    return try SpringSpecification(p.family)
  }

  /// The motion at one grid point.
  ///
  /// - Parameters:
  ///   - a: The x axis's value.
  ///   - b: The y axis's value.
  /// - Returns: The motion at one grid point.
  /// - Throws: ``SpringError`` naming the parameter, its value and the rule it breaks.
  public func motion(_ a: Double, _ b: Double) throws(SpringError) -> SpringMotion {
    try motion(a, b, base: base)
  }

  func motion(_ a: Double, _ b: Double, base: Point) throws(SpringError) -> SpringMotion {
    var p = base
    p.set(x.parameter, a)
    p.set(y.parameter, b)
    return try SpringMotion(spring: try SpringSpecification(p.family).spring, from: from, to: to, initialVelocity: p.velocity)
  }

  /// The figure at every point, row-major (y rows of x values): `values[j·x.count + i]`;
  /// NaN where the figure does not exist (a spring that never settles, no overshoot peak).
  /// Rows are computed in batches; after each, `progress(rowsDone)` is called on the calling thread.
  ///
  /// - Parameters:
  ///   - threads: The number of worker threads (≥ 1; at most one per row is used).
  ///   - progress: Called on the calling thread with the number of rows done after each batch, or nil.
  /// - Returns: The figure at every point, row-major (y rows of x values): `values[j·x.count + i]`; NaN where the figure
  ///   does not exist (a spring that never settles, no overshoot peak).
  public func run(threads: Int, progress: ((Int) -> Void)? = nil) -> [Double] {
    run(threads: threads) { rows, _ in progress?(rows.upperBound) }
  }

  /// The same, handing finished rows to `completed(rows, values)` on the calling thread, in
  /// order, as soon as they are done (`values` holds those rows, row-major): a caller that
  /// streams the rows out overlaps its writing with the computation. Workers take the next row
  /// as they become free, so a slow row or a busy core holds nobody up.
  ///
  /// - Parameters:
  ///   - threads: The number of worker threads (≥ 1; at most one per row is used).
  ///   - completed: Called on the caller's thread with each range of finished rows and their values, in order.
  /// - Returns: The same, handing finished rows to `completed(rows, values)` on the calling thread, in order, as soon as
  ///   they are done (`values` holds those rows, row-major): a caller that streams the rows out overlaps its writing with
  ///   the computation.
  public func run(threads: Int, completed: (Range<Int>, UnsafeBufferPointer<Double>) -> Void) -> [Double] {
    let (nx, ny) = (x.count, y.count)
    var values = [Double](repeating: .nan, count: nx * ny)
    let workers = max(1, min(threads, ny))
    values.withUnsafeMutableBufferPointer { buffer in
      let output = SharedBuffer(base: buffer.baseAddress!)
      let rows = RowQueue(count: ny)
      let sweep = self, base = self.base
      let group = DispatchGroup()
      for _ in 0..<workers {
        DispatchQueue.global().async(group: group) {
          while let j = rows.take() {
            let b = sweep.y.value(j)
            for i in 0..<nx {
              let value = (try? sweep.motion(sweep.x.value(i), b, base: base)).flatMap { sweep.figure.value($0, epsilon: sweep.epsilon) }
              output.base[j * nx + i] = value ?? .nan
            }
            rows.finish(j)
          }
        }
      }
      var handed = 0
      while handed < ny {
        let ready = rows.finishedPrefix(from: handed)
        guard ready > handed else {
          rows.waitForProgress()
          continue
        }
        completed(handed..<ready, UnsafeBufferPointer(start: output.base + handed * nx, count: (ready - handed) * nx))
        handed = ready
      }
      group.wait()
    }
    return values
  }
}

/// Rows handed to workers one at a time, and which of them are finished.
private final class RowQueue: @unchecked Sendable {
  private let lock = ConditionLock()
  private var next = 0
  private var finished: [Bool]

  init(count: Int) { finished = [Bool](repeating: false, count: count) }

  /// The next row to compute, or nil when all are taken.
  func take() -> Int? {
    lock.withLock {
      guard next < finished.count else { return nil }
      next += 1
      return next - 1
    }
  }

  func finish(_ row: Int) {
    lock.withLock { finished[row] = true }
    lock.broadcast()
  }

  /// The end of the run of finished rows starting at `start`.
  func finishedPrefix(from start: Int) -> Int {
    lock.withLock {
      var k = start
      while k < finished.count && finished[k] { k += 1 }
      return k
    }
  }

  /// Waits until some row finishes (at most 2 ms, in case one finished just before).
  func waitForProgress() { lock.wait(seconds: 0.002) }
}

/// Threads write disjoint elements of one buffer: no two touch the same index.
private struct SharedBuffer: @unchecked Sendable {
  let base: UnsafeMutablePointer<Double>
}
