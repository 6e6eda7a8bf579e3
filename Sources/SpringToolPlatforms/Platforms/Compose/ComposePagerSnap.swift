import SpringToolCore
import _SpringToolSupport

/// Compose's `HorizontalPager` fling, `PagerDefaults.flingBehavior` (foundation pager/Pager.kt @
/// 032950a; gestures/snapping/SnapFlingBehavior.kt @ 0708d1d, PagerSnapLayoutInfoProvider.kt @
/// 03b7859), the points taken as its pages, in pixels (value × `--density`):
///
/// - The bounds are the nearest page at or behind the position and the nearest at or ahead of
///   it; a pager at its first (last) page cannot scroll back (on), which holds that bound at the
///   position, and both when the release moves that way.
/// - `calculateFinalSnappingItem`: a release of at least `MinFlingVelocityDp` (400 dp/s, Float)
///   goes to the bound ahead in its direction. A slower one is decided by the drag before it,
///   which a release does not carry: the drag is taken to have begun on the page behind the
///   release (in its direction); past `snapPositionalThreshold` (half a page) it goes on, else
///   back. At rest the nearer bound (the one ahead on a tie).
/// - `PagerSnapDistance.atMost(1)` leaves no room for a decay approach (`calculateApproachOffset`
///   is at most one page less one page), so the whole motion is `animateWithTarget`: the snap
///   spring `spring(stiffness = StiffnessMediumLow)` (400, ζ 1; Float visibility threshold 0.01
///   px) from offset 0 to the page's offset with the release velocity in px/s, on Compose's
///   engine; each frame's offset is held at the target (`coerceToTarget`), and the frame that
///   would pass it shows the target and cancels the animation.
public struct ComposePagerSnap: SnapModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: SnapInfo = .compose

  /// The snap spring, `spring(stiffness = Spring.StiffnessMediumLow)` (damping ratio 1).
  static let snapSpring: SpringSpecification? = (try? Spring(stiffness: 400, dampingRatio: 1, mass: 1)).map(SpringSpecification.init)

  /// `MinFlingVelocityDp.toPx()`: 400 dp per second in pixels (Float).
  static func minimumFling(_ settings: EngineSettings) -> Float { 400 * Float(settings[.density]) }

  /// The release velocity as the pager reads it, pixels per second (Float).
  static func pixelVelocity(_ input: SnapInput) -> Float { Float(input.velocity * input.settings[.density]) }

  /// `calculateFinalSnappingBound` with the bounds `searchForSnappingBounds` finds.
  ///
  /// - Parameter input: The release and the points.
  /// - Returns: The choice.
  public func choose(_ input: SnapInput) -> SnapChoice {
    let p = input.points, x = input.from, v = input.velocity
    guard let first = p.first, let last = p.last else { return SnapChoice(target: x, index: 0, reason: "no points", handedVelocity: nil, unit: "px/s") }
    // (index, value) of each bound; a missing one is the other.
    let behind = p.lastIndex { $0 <= x }.map { ($0, p[$0]) }, ahead = p.firstIndex { $0 >= x }.map { ($0, p[$0]) }
    var lower = behind ?? ahead ?? (0, x)
    var upper = ahead ?? lower
    let forward = v >= 0
    var held = ""
    if x >= last {
      upper = (upper.0, x)
      if forward { lower = (lower.0, x) }
      held = " (the last page: it cannot scroll on)"
    }
    if x <= first {
      lower = (lower.0, x)
      if !forward { upper = (upper.0, x) }
      held = " (the first page: it cannot scroll back)"
    }
    let speed = Self.pixelVelocity(input), minimum = Self.minimumFling(input.settings)
    let handed = Double(speed)
    func choice(_ bound: (Int, Double), _ why: String) -> SnapChoice {
      SnapChoice(target: bound.1, index: bound.0, reason: why + held, handedVelocity: handed, unit: "px/s")
    }
    let six = { (x: Double) in NumberText.forPeopleRounded(x) }
    if abs(speed) >= minimum {
      return choice(
        v > 0 ? upper : lower,
        "a fling (\(six(Double(abs(speed)))) ≥ \(six(Double(minimum))) px/s): the page "
          + (v > 0 ? "ahead" : "behind") + ", at \(six(v > 0 ? upper.1 : lower.1))")
    }
    guard v != 0 else {
      let nearer = abs(lower.1 - x) < abs(upper.1 - x) ? lower : upper
      return choice(nearer, "at rest: the nearer page, at \(six(nearer.1))")
    }
    // The drag began on the page behind the release; past half a page it goes on.
    let (start, next) = forward ? (lower, upper) : (upper, lower)
    let gap = upper.1 - lower.1
    let fraction = gap > 0 ? abs(x - start.1) / gap : 0
    return choice(
      fraction > 0.5 ? next : start,
      "no fling (\(six(Double(abs(speed)))) < \(six(Double(minimum))) px/s): "
        + "\(six(fraction)) of a page from where the drag began, " + (fraction > 0.5 ? "on to" : "back to") + " \(six((fraction > 0.5 ? next : start).1))")
  }

  /// `animateWithTarget` with the snap spring on the compose engine, in pixels, held at the page.
  ///
  /// - Parameters:
  ///   - input: The release and the points.
  ///   - choice: The point picked.
  /// - Returns: The scroll (nil when the target is the release, or beyond Float's range).
  public func motion(_ input: SnapInput, to choice: SnapChoice) -> SnapRun? {
    guard choice.target != input.from, let spring = input.spring ?? Self.snapSpring else { return nil }
    let density = input.settings[.density]
    let offset = Float((choice.target - input.from) * density)
    var settings = EngineSettings()
    settings[.visibilityThreshold] = 0.01
    let animation = EngineInput(
      specification: spring, from: 0, to: Double(offset), velocity: Double(Self.pixelVelocity(input)),
      settings: settings)
    guard (try? ComposeEngine().makeRun(animation)) != nil else { return nil }
    let from = input.from
    return .scroll(id: "compose") { HeldAtPage(inner: try? ComposeEngine().makeRun(animation), from: from, density: density, offset: offset) }
  }

  /// The snap spring's offsets, coerced to the page's (`coerceToTarget`): the frame that would
  /// pass it shows it and ends the animation.
  struct HeldAtPage: EngineRun {
    var inner: (any EngineRun)?
    let from: Double, density: Double, offset: Float
    var cut = false
    var notes: [PlatformNote] { inner?.notes ?? [] }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      let page = from + Double(offset) / density
      guard !cut, var run = inner else { return EngineFrame(value: page, velocity: 0, ended: true) }
      let shown = run.frame(i, clock: clock)
      inner = run
      let value = Float(shown.value)
      let held = offset == 0 ? 0 : offset > 0 ? min(value, offset) : max(value, offset)
      if held != value {
        cut = true
        return EngineFrame(value: page, velocity: 0, ended: true)
      }
      return EngineFrame(value: from + Double(value) / density, velocity: shown.velocity / density, ended: shown.ended)
    }
  }
}

extension ComposePagerSnap: SnapCodeWriter {
  /// A `HorizontalPager` of the points' pages with its default fling behaviour (the given spring as its `snapAnimationSpec`).
  func code(_ input: SnapInput, choice: SnapChoice) -> (draft: CodeDraft, spring: SpringSpecification?) {
    let n = CodeNumber.readable
    var draft = CodeDraft()
    var spec = "spring(stiffness = Spring.StiffnessMediumLow, visibilityThreshold = Int.VisibilityThreshold.toFloat())"
    if let spring = input.spring?.spring {
      let (k, zeta) = (spring.stiffness / spring.mass, spring.dampingRatio)
      draft.parameter("stiffness", k); draft.parameter("dampingRatio", zeta)
      spec = "spring(dampingRatio = \(n(zeta))f, stiffness = \(n(k))f, visibilityThreshold = Int.VisibilityThreshold.toFloat())"
    }
    let size = draft.pageWidth(of: input).map { "PageSize.Fixed(\(n($0)).dp)" } ?? "PageSize.Fill"
    draft.lines = [
      "// The points as pages of one width; the pager reads the fling's velocity itself (px/s).",
      "val pagerState = rememberPagerState(pageCount = { \(input.points.count) })",
      "HorizontalPager(", "    state = pagerState,", "    pageSize = \(size),",
      "    flingBehavior = PagerDefaults.flingBehavior(", "        state = pagerState,",
      "        pagerSnapDistance = PagerSnapDistance.atMost(1),", "        snapAnimationSpec = \(spec),", "    ),",
      ") { page -> Page(page) }",
    ]
    return (draft, nil)
  }
}
