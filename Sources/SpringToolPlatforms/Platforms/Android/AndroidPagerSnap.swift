import Foundation
import SpringToolCore
import _SpringToolSupport

/// androidx RecyclerView's `PagerSnapHelper` (PagerSnapHelper.java @ 08dbc87, SnapHelper,
/// LinearSmoothScroller.java @ 83ad47a), the points taken as its pages, positions in pixels
/// (value × `--density`, whole pixels as views lie):
///
/// - a release faster than the minimum fling velocity (`ViewConfiguration`: 50 dp/s, scaled;
///   RecyclerView reads the tracker's velocity as an `int`) flings: `findTargetSnapPosition` takes
///   the page whose start is at or before the viewport's start and goes one page on (forward) or
///   stays (back); at the first page aligned, moving back, it yields the fling (no snap). A
///   `LinearSmoothScroller` then scrolls the distance over
///   `ceil(min(100, ceil(|dx|·100/dpi)) / 0.3356)` ms with `DecelerateInterpolator`
///   (`1 − (1 − t)²`, Float), from the frame after the release (the scroller's first animation
///   frame starts it);
/// - a slower release does not fling: the scroll goes idle and `snapToTargetExistingView` takes the
///   page whose centre is nearest and calls `smoothScrollBy`, which scrolls over
///   `min(((|dx|/width) + 1)·300, 2000)` ms (the page's width: the gap between the points) with
///   RecyclerView's quintic interpolator (`(t − 1)⁵ + 1`), from the release.
///
/// Each frame shows `start + Math.round(q·dx)` pixels (OverScroller in scroll mode) at the frame's
/// whole-millisecond time, then the end once the duration has passed. No velocity reaches the
/// scroll: it only picks the page.
public struct AndroidPagerSnap: SnapModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: SnapInfo = .android

  /// Pixels per value unit, and the release velocity as the `int` pixels per second RecyclerView reads.
  static func pixels(_ input: SnapInput) -> (density: Double, velocity: Int, minimum: Int) {
    let density = input.settings[.density]
    let velocity = Clamp.int((input.velocity * density).rounded(.towardZero))
    return (density, velocity, Clamp.int((50 * density + 0.5).rounded(.down)))
  }

  /// The fling's page, or the nearest page without a fling.
  ///
  /// - Parameter input: The release and the points.
  /// - Returns: The choice (no velocity handed on).
  public func choose(_ input: SnapInput) -> SnapChoice {
    let (_, velocity, minimum) = Self.pixels(input)
    let p = input.points
    guard abs(velocity) > minimum else {
      let (index, target) = input.nearest(to: input.from)
      return SnapChoice(
        target: target, index: index,
        reason: "no fling (\(abs(velocity)) ≤ \(minimum) px/s): the nearest page, \(index), at \(NumberText.forPeopleRounded(target))",
        handedVelocity: nil, unit: "none")
    }
    let (start, forward) = Self.flingStart(input, velocity: velocity)
    if Self.yields(input, velocity: velocity) {
      return SnapChoice(
        target: p[0], index: 0, reason: "at the first page moving back: the fling is RecyclerView's (no snap)",
        handedVelocity: nil, unit: "none")
    }
    let index = min(forward ? start + 1 : start, p.count - 1)
    return SnapChoice(
      target: p[index], index: index,
      reason: "fling \(forward ? "forward" : "back") from page \(start): page \(index) at \(NumberText.forPeopleRounded(p[index]))",
      handedVelocity: nil, unit: "none")
  }

  /// The page at the viewport's start (`findStartView`) and the fling's direction.
  static func flingStart(_ input: SnapInput, velocity: Int) -> (page: Int, forward: Bool) {
    (input.points.lastIndex { $0 <= input.from } ?? 0, velocity > 0)
  }

  /// Whether `findTargetSnapPosition` yields the fling to RecyclerView: the first page aligned, moving back.
  static func yields(_ input: SnapInput, velocity: Int) -> Bool {
    let (page, forward) = flingStart(input, velocity: velocity)
    return page == 0 && !forward && input.from == input.points[0]
  }

  /// The smooth scroll to the page.
  ///
  /// - Parameters:
  ///   - input: The release and the points.
  ///   - choice: The page picked.
  /// - Returns: The scroll (nil when the page is where the release is).
  public func motion(_ input: SnapInput, to choice: SnapChoice) -> SnapRun? {
    let (density, velocity, minimum) = Self.pixels(input)
    let fling = abs(velocity) > minimum
    if fling && Self.yields(input, velocity: velocity) { return nil }
    let dx = Clamp.int(((choice.target - input.from) * density).rounded())
    guard dx != 0 else { return nil }
    let duration: Int, quintic: Bool, delay: Int
    if fling {
      // PagerSnapHelper's scroller: 100 ms per inch at most 100 ms, then LinearSmoothScroller's deceleration time.
      let dpi = Float(Clamp.int((160 * density).rounded()))
      let scrolling = min(100, Int((Float(abs(dx)) * (100 / dpi)).rounded(.up)))
      (duration, quintic, delay) = (Int((Double(scrolling) / 0.3356).rounded(.up)), false, 1)
    } else {
      // The RecyclerView's width: the page's, the gap from the target to its neighbour.
      let p = input.points, i = choice.index
      let gap = p.count < 2 ? abs(choice.target - input.from) : i + 1 < p.count ? p[i + 1] - p[i] : p[i] - p[i - 1]
      let width = Float(Clamp.int((gap * density).rounded()))
      (duration, quintic, delay) = (min(Int(((Float(abs(dx)) / max(width, 1)) + 1) * 300), 2000), true, 0)
    }
    let from = input.from, target = choice.target
    return .scroll(id: "android") {
      Run(from: from, target: target, density: density, dx: dx, duration: duration, quintic: quintic, delay: delay)
    }
  }

  /// OverScroller's scroll mode, frame by frame.
  struct Run: EngineRun {
    let from: Double, target: Double, density: Double, dx: Int, duration: Int, quintic: Bool
    /// The frame whose time starts the scroll (1: the smooth scroller's first animation frame).
    let delay: Int
    var start = 0.0, done = false
    var notes: [PlatformNote] { [] }

    /// Java's `Math.round(float)`: the nearest whole number, halves up.
    static func round(_ x: Float) -> Int {
      let down = x.rounded(.down)
      return Int(x - down >= 0.5 ? down + 1 : down)
    }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      let now = FrameClock.whole(clock.milliseconds(i))
      if i == delay { start = now }
      guard i > delay, !done else { return EngineFrame(value: done ? target : from, velocity: 0, ended: done) }
      let elapsed = now - start
      guard elapsed < Double(duration) else {
        done = true
        return EngineFrame(value: target, velocity: 0, ended: true)
      }
      let t = Float(elapsed) / Float(duration)
      let q: Float, slope: Double
      if quintic {
        let u = t - 1
        (q, slope) = (u * u * u * u * u + 1, 5 * pow(Double(u), 4))
      } else {
        (q, slope) = (1 - (1 - t) * (1 - t), 2 * (1 - Double(t)))
      }
      let shown = Self.round(q * Float(dx))
      // The interpolator's rate (OverScroller keeps no velocity in scroll mode), value units per second.
      let velocity = slope * Double(dx) / density / (Double(duration) / 1000)
      return EngineFrame(value: from + Double(shown) / density, velocity: velocity, ended: false)
    }
  }
}

extension AndroidPagerSnap: SnapCodeWriter {
  /// A horizontal `RecyclerView` of the points' pages with `PagerSnapHelper` (no spring: its scrollers run the snap).
  func code(_ input: SnapInput, choice: SnapChoice) -> (draft: CodeDraft, spring: SpringSpecification?) {
    let density = input.settings[.density]
    var draft = CodeDraft()
    let n = CodeNumber.readable
    let width = draft.pageWidth(of: input).map { "\(n($0)) dp (\(n($0 * density)) px at density \(n(density)))" } ?? "the RecyclerView's width"
    draft.lines = [
      "// The points as pages of one width, \(width): items as wide as the RecyclerView.",
      "recyclerView.layoutManager = LinearLayoutManager(context, LinearLayoutManager.HORIZONTAL, false)",
      "PagerSnapHelper().attachToRecyclerView(recyclerView)",
      "// RecyclerView reads the fling's velocity itself (its VelocityTracker, px/s): past 50 dp/s it goes one page on.",
    ]
    if input.spring != nil { draft.notes.append(PlatformNote(key: "springIgnored", text: "PagerSnapHelper runs no spring: its scrollers time the snap")) }
    return (draft, nil)
  }
}
