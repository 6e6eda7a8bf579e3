import Foundation
import SpringToolCore
import _SpringToolSupport

/// A figure computed over a two-parameter grid, on as many threads as asked.
///
/// Every grid point is a ``SpringRequest``: the held values (`base`, which may name a preset or
/// any family) with the two axis values set, resolved by the same rules as `sample`'s spring
/// options, and the figure evaluated with the exact closed form. Rows are dealt to threads as
/// they become free, so the costly corners of a grid (long tails, many crossings) spread evenly.
public struct ParameterSweep: SweepGrid {
  /// The axis across (columns).
  public let x: SweepAxis
  /// The axis down (rows).
  public let y: SweepAxis
  /// The spring numbers held at one value (any family, a preset).
  public let base: SpringRequest
  /// The start velocity when it is not an axis, value units per second.
  public let velocity: Double
  /// The figure computed.
  public let figure: SweepFigure
  /// The settling band, a fraction of the travel.
  public let epsilon: Double
  /// The start value.
  public let from: Double
  /// The target.
  public let to: Double
  /// The request fields the axes set (nil for the velocity), looked up once rather than per point.
  private let xField: SpringRequest.Field?, yField: SpringRequest.Field?

  /// Why a sweep cannot be set up.
  public enum SweepError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Both axes vary the same parameter.
    case sameParameter
    /// An axis without points.
    case emptyAxis
    /// The band is outside (0, 1).
    case epsilon(Double)
    /// The axes and held values do not make one spring (the problem, and the grid corner where it shows, if at one).
    case spring(SpringRequest.Problem, corner: [SweepParameter: Double]?)

    /// One line, with the library's names.
    public var description: String {
      switch self {
      case .sameParameter: "the two axes must be different parameters"
      case .emptyAxis: "each axis needs at least one point"
      case .epsilon: "epsilon must be in (0, 1)"
      case .spring(let p, nil): p.description
      case .spring(let p, let corner?):
        "at " + corner.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
          + ": \(p)"
      }
    }
  }

  /// A sweep of `figure` over the grid `x` × `y`, other spring numbers held in `base`, for a motion from `from` to `to`.
  /// - Parameters:
  ///   - x: The x axis.
  ///   - y: The y axis.
  ///   - base: The spring numbers held at one value (the axes' fields are set over them).
  ///   - velocity: The start velocity when it is not an axis, value units per second.
  ///   - figure: The figure computed at each point.
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  ///   - from: The start value, in value units.
  ///   - to: The target value, in value units.
  /// - Throws: ``SweepError`` when the axes and held values do not make one spring family, or when
  ///   a corner of the grid is not a valid spring (validity is an interval in each parameter, so
  ///   valid corners mean every point is valid).
  public init(
    x: SweepAxis, y: SweepAxis, base: SpringRequest = SpringRequest(), velocity: Double = 0, figure: SweepFigure,
    epsilon: Double = 0.001, from: Double = 0, to: Double = 1
  ) throws(SweepError) {
    guard x.parameter != y.parameter else { throw .sameParameter }
    guard x.count >= 1, y.count >= 1 else { throw .emptyAxis }
    guard epsilon > 0 && epsilon < 1 else { throw .epsilon(epsilon) }
    (self.x, self.y, self.base, self.velocity, self.figure, self.epsilon, self.from, self.to) =
      (x, y, base, velocity, figure, epsilon, from, to)
    (xField, yField) = (x.parameter.field, y.parameter.field)
    for i in [0, x.count - 1] {
      for j in [0, y.count - 1] {
        do throws(SpringRequest.Problem) { _ = try request(x.value(i), y.value(j)).specification() } catch {
          // A family problem is the same at every point; a range problem belongs to its corner.
          if case .invalid = error { throw .spring(error, corner: [x.parameter: x.value(i), y.parameter: y.value(j)]) }
          throw .spring(error, corner: nil)
        }
      }
    }
  }

  /// The request at one grid point (`a` on the x axis, `b` on the y axis) and its start velocity.
  func request(_ a: Double, _ b: Double) -> SpringRequest {
    var r = base
    setAxes(a, b, on: &r)
    return r
  }

  /// Sets the axes' fields of `request` to `a` (x) and `b` (y).
  func setAxes(_ a: Double, _ b: Double, on request: inout SpringRequest) {
    if let xField { request[number: xField] = a }
    if let yField { request[number: yField] = b }
  }

  /// The specification at one grid point (`a` on the x axis, `b` on the y axis).
  ///
  /// - Parameters:
  ///   - a: The x axis's value.
  ///   - b: The y axis's value.
  /// - Throws: ``SpringRequest/Problem`` naming the field and the rule it breaks.
  public func specification(_ a: Double, _ b: Double) throws(SpringRequest.Problem) -> SpringSpecification {
    try request(a, b).specification()
  }

  /// The motion at one grid point.
  ///
  /// - Parameters:
  ///   - a: The x axis's value.
  ///   - b: The y axis's value.
  public func motion(_ a: Double, _ b: Double) -> SpringMotion? {
    var request = base
    return try? motion(a, b, reusing: &request)
  }

  /// The motion at one grid point, setting the axes' fields of `request` (the base request,
  /// kept by a worker across points so that no point copies it). It throws rather than
  /// returning an optional: an optional motion was copied whole several times a point.
  ///
  /// - Throws: The request's ``SpringRequest/Problem`` (the motion's ``SpringError`` as `invalid`).
  func motion(_ a: Double, _ b: Double, reusing request: inout SpringRequest) throws(SpringRequest.Problem) -> SpringMotion {
    setAxes(a, b, on: &request)
    let v = xField == nil ? a : yField == nil ? b : velocity  // only the velocity has no field
    let spring = try request.spring()
    do { return try SpringMotion(spring: spring, from: from, to: to, initialVelocity: v) } catch { throw .invalid(error) }
  }

  /// The figure at every point, row-major (y rows of x values): `values[j·x.count + i]`;
  /// NaN where the figure does not exist (a spring that never settles, no overshoot peak).
  /// Rows are computed in batches; after each, `progress(rowsDone)` is called on the calling thread.
  ///
  /// - Parameters:
  ///   - threads: The number of worker threads (≥ 1; at most one per row is used).
  ///   - progress: Called on the calling thread with the number of rows done after each batch, or nil.
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
  public func run(threads: Int, completed: (Range<Int>, UnsafeBufferPointer<Double>) -> Void) -> [Double] {
    let sweep = self
    // Each worker keeps one request and sets the axes' fields on it, so no point copies it, and
    // the hints of the settling shapes it met (each a function of its shape, so every value is
    // the same whichever worker computes it).
    return GridRun.run(
      columns: x.count, rows: y.count, threads: threads, state: { Worker(sweep: sweep) },
      value: { i, j, worker in worker.figure(i, j) }, completed: completed)
  }
}

extension ParameterSweep {
  /// The figure's name (`--figure`).
  public var figureName: String { figure.rawValue }
  /// The figure's unit.
  public var figureUnit: String { figure.unit }
}

/// A figure over a two-axis grid, computed on worker threads: a spring's (``ParameterSweep``) or a fling's (``DecaySweep``).
public protocol SweepGrid: Sendable {
  /// The axis across (columns).
  var x: SweepAxis { get }
  /// The axis down (rows).
  var y: SweepAxis { get }
  /// The figure's name (`settle`, `rest`) and unit (`s`, `value units`).
  var figureName: String { get }
  /// The figure's unit.
  var figureUnit: String { get }
  /// The figure at every point, row-major (`values[j·x.count + i]`, NaN where none), rows handed to `completed` in
  /// order as they finish.
  ///
  /// - Parameters:
  ///   - threads: The number of worker threads (≥ 1; at most one per row is used).
  ///   - completed: Called on the caller's thread with each range of finished rows and their values, in order.
  func run(threads: Int, completed: (Range<Int>, UnsafeBufferPointer<Double>) -> Void) -> [Double]
}

/// A grid computed row by row on worker threads, handed back in order as rows finish.
enum GridRun {
  /// `value(i, j, &state)` at every point, row-major (`values[j·columns + i]`): each worker makes
  /// its own `state` once and takes the next row as it becomes free, so a slow row or a busy core
  /// holds nobody up; `completed(rows, values)` gets each range of finished rows on the caller's
  /// thread, in order, as soon as they are done.
  ///
  /// - Parameters:
  ///   - columns: The points in a row (≥ 1).
  ///   - rows: The rows (≥ 1).
  ///   - threads: The number of worker threads (≥ 1; at most one per row is used).
  ///   - state: Makes a worker's scratch state.
  ///   - value: The value at column `i`, row `j`.
  ///   - completed: Called on the caller's thread with each range of finished rows and their values, in order.
  static func run<State>(
    columns nx: Int, rows ny: Int, threads: Int, state: @escaping @Sendable () -> State,
    value: @escaping @Sendable (Int, Int, inout State) -> Double,
    completed: (Range<Int>, UnsafeBufferPointer<Double>) -> Void
  ) -> [Double] {
    var values = [Double](repeating: .nan, count: nx * ny)
    let workers = max(1, min(threads, ny))
    values.withUnsafeMutableBufferPointer { buffer in
      let output = SharedBuffer(base: buffer.baseAddress!)
      let queue = RowQueue(count: ny)
      let group = DispatchGroup()
      for _ in 0..<workers {
        DispatchQueue.global().async(group: group) {
          var scratch = state()
          while let j = queue.take() {
            for i in 0..<nx { output.base[j * nx + i] = value(i, j, &scratch) }
            queue.finish(j)
          }
        }
      }
      var handed = 0
      while handed < ny {
        let ready = queue.finishedPrefix(from: handed)
        guard ready > handed else {
          queue.waitForProgress()
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
    // Every 8th row wakes the caller (a wake-up per row cost 5 % of a sweep); the 2 ms wait covers the rest.
    if row % 8 == 7 || row == finished.count - 1 { lock.broadcast() }
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

/// One worker's state: its own request (the axes' fields set over the base, so no point copies
/// it) and the hints of the settling shapes it met last.
private struct Worker {
  let sweep: ParameterSweep
  var request: SpringRequest
  var hints = SettlingHints()

  init(sweep: ParameterSweep) { (self.sweep, request) = (sweep, sweep.base) }

  /// The figure at column `i`, row `j` (NaN where there is none).
  mutating func figure(_ i: Int, _ j: Int) -> Double {
    do throws(SpringRequest.Problem) {
      let motion = try sweep.motion(sweep.x.value(i), sweep.y.value(j), reusing: &request)
      return sweep.figure.value(motion, epsilon: sweep.epsilon, hints: &hints) ?? .nan
    } catch {
      return .nan
    }
  }
}
