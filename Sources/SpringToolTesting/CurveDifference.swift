import SpringToolCore
import SpringToolCurves

/// How a new curve differs from an approved one (its golden or a reference), frame by frame,
/// and whether it is within a ``CurveTolerance``.
///
/// When both curves have the same frame times (within 1e-9 s), frames are compared pairwise.
/// Otherwise the grids differing is itself a failure, and the values are compared at the
/// approved curve's times, the new curve interpolated (cubic Hermite with velocities, else
/// linear) where it covers them. Settling times are the last exit from ±``CurveTolerance/settlingBand``
/// of the travel around the target, interpolated between frames; overshoots are the largest
/// excursion past the target along the travel (`SampledFigures`). Both use the approved
/// curve's start and target (``CurveTravel/endpoints(_:)``).
public struct CurveDifference: Sendable, Hashable {
  /// One frame where the curves are compared.
  public struct Frame: Sendable, Hashable {
    /// The frame's index in the approved curve (from 0).
    public let index: Int
    /// Its time, seconds.
    public let time: Double
    /// The approved value and the new one.
    public let approved: Double, new: Double
    /// `new − approved`.
    public var difference: Double { new - approved }
  }

  /// Frames in the approved curve and in the new one.
  public let approvedFrames: Int, newFrames: Int
  /// Frames compared (the approved curve's frames the new curve covers).
  public let comparedFrames: Int
  /// The first frame whose time differs between the curves (by more than 1e-9 s): its index and
  /// both times; nil when the grids agree on every shared frame.
  public let firstTimeDifference: (index: Int, approved: Double, new: Double)?
  /// The travel relative bounds refer to (the approved curve's, ``CurveTravel/of(_:)``).
  public let travel: Double
  /// The tolerance checked.
  public let tolerance: CurveTolerance
  /// The largest per-frame difference allowed, in value units.
  public let allowed: Double
  /// Where the curves differ most (nil when no frame was compared).
  public let largest: Frame?
  /// The first frame past the allowed difference, and how many frames are past it.
  public let firstOver: Frame?, framesOver: Int
  /// Settling times (seconds; nil: still outside the band at the last frame).
  public let approvedSettlingTime: Double?, newSettlingTime: Double?
  /// Overshoots past the target, value units (≥ 0).
  public let approvedOvershoot: Double, newOvershoot: Double

  /// Compares `new` with `approved` under `tolerance`.
  ///
  /// - Parameters:
  ///   - new: The curve under test.
  ///   - approved: The curve it must match (a golden, or a reference's frames).
  ///   - tolerance: What is allowed.
  public init(_ new: Curve, approved: Curve, tolerance: CurveTolerance) {
    approvedFrames = approved.count
    newFrames = new.count
    self.tolerance = tolerance
    travel = CurveTravel.of(approved)
    allowed = tolerance.perFrame.limit(travel: travel)
    var timeDifference: (Int, Double, Double)?
    for i in 0..<min(approved.count, new.count) where abs(approved.times[i] - new.times[i]) > 1e-9 {
      timeDifference = (i, approved.times[i], new.times[i])
      break
    }
    firstTimeDifference = timeDifference
    let sameGrid = timeDifference == nil && approved.count == new.count
    var largest: Frame?, firstOver: Frame?, over = 0, compared = 0
    for (i, t) in approved.times.enumerated() {
      guard let value = sameGrid ? new.values[i] : new.interpolatedValue(at: t) else { continue }
      let frame = Frame(index: i, time: t, approved: approved.values[i], new: value)
      compared += 1
      let d = abs(frame.difference)
      if largest == nil || d > abs(largest!.difference) { largest = frame }
      if !(d <= allowed) {
        over += 1
        if firstOver == nil { firstOver = frame }
      }
    }
    (self.largest, self.firstOver, framesOver, comparedFrames) = (largest, firstOver, over, compared)
    let (from, to) = CurveTravel.endpoints(approved)
    let a = SampledFigures(approved, from: from, to: to, epsilon: tolerance.settlingBand)
    let b = SampledFigures(new, from: from, to: to, epsilon: tolerance.settlingBand)
    (approvedSettlingTime, newSettlingTime) = (a.settlingTime, b.settlingTime)
    (approvedOvershoot, newOvershoot) = (a.overshoot, b.overshoot)
  }

  /// Equal when every figure is equal.
  public static func == (a: CurveDifference, b: CurveDifference) -> Bool {
    a.approvedFrames == b.approvedFrames && a.newFrames == b.newFrames && a.comparedFrames == b.comparedFrames
      && a.firstTimeDifference?.index == b.firstTimeDifference?.index && a.travel == b.travel && a.tolerance == b.tolerance
      && a.largest == b.largest && a.firstOver == b.firstOver && a.framesOver == b.framesOver
      && a.approvedSettlingTime == b.approvedSettlingTime && a.newSettlingTime == b.newSettlingTime
      && a.approvedOvershoot == b.approvedOvershoot && a.newOvershoot == b.newOvershoot
  }

  /// Hashes the frame counts and the largest difference.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(approvedFrames)
    hasher.combine(newFrames)
    hasher.combine(largest)
    hasher.combine(framesOver)
  }

  /// The settling time's change (new − approved), seconds; nil unless both settle.
  public var settlingTimeChange: Double? {
    approvedSettlingTime.flatMap { a in newSettlingTime.map { $0 - a } }
  }

  /// What fails, one phrase each (empty when the new curve is within the tolerance): frames
  /// past the allowed difference, a different frame count or grid, a settling time or overshoot
  /// that moved more than allowed.
  public var failures: [String] {
    var out: [String] = []
    if framesOver > 0 {
      out.append(
        "\(framesOver) of \(comparedFrames) frames differ by more than \(Wording.number(allowed))"
          + (tolerance.perFrame.isAbsolute ? "" : " (\(tolerance.perFrame) \(Wording.number(travel)))"))
    }
    if approvedFrames != newFrames { out.append("the new curve has \(newFrames) frames, the approved one \(approvedFrames)") }
    if let d = firstTimeDifference {
      out.append("frame \(d.index) is at t = \(Wording.number(d.new)) s, the approved one at \(Wording.number(d.approved)) s")
    }
    if comparedFrames == 0 { out.append("the curves share no time range") }
    if let limit = tolerance.settlingTime {
      switch (approvedSettlingTime, newSettlingTime) {
      case (let a?, let b?) where !(abs(b - a) <= limit):
        out.append("the settling time moved by \(Wording.number(b - a)) s, more than \(Wording.number(limit)) s")
      case (.some, nil): out.append("the new curve does not settle within its frames")
      case (nil, .some): out.append("the new curve settles, the approved one does not")
      default: break
      }
    }
    if let bound = tolerance.overshoot {
      let change = newOvershoot - approvedOvershoot
      if !(abs(change) <= bound.limit(travel: travel)) {
        out.append("the overshoot moved by \(Wording.number(change)), more than \(bound)")
      }
    }
    return out
  }

  /// Whether the new curve is within the tolerance.
  public var passed: Bool { failures.isEmpty }

  /// The figures for people, one line each: the largest difference (absolute and as a fraction
  /// of the travel) and where, the first frame past the tolerance, how the settling time and the
  /// overshoot moved, and the tolerance.
  public var report: [String] {
    var lines: [String] = []
    func ofTravel(_ x: Double) -> String { travel > 0 ? " (\(Wording.percent(abs(x) / travel)) of the travel \(Wording.number(travel)))" : "" }
    if let l = largest {
      lines.append(
        "largest difference: \(Wording.number(abs(l.difference)))\(ofTravel(l.difference)) at t = \(Wording.number(l.time)) s "
          + "(frame \(l.index)): approved \(Wording.number(l.approved)), new \(Wording.number(l.new))")
    }
    if let f = firstOver {
      lines.append(
        "first frame past the tolerance: frame \(f.index) at t = \(Wording.number(f.time)) s, "
          + "difference \(Wording.number(f.difference))")
    }
    let band = "±\(Wording.percent(tolerance.settlingBand)) of the travel"
    var settling = "settling time (\(band)): approved \(Wording.seconds(approvedSettlingTime)), new \(Wording.seconds(newSettlingTime))"
    if let change = settlingTimeChange { settling += " (\(change >= 0 ? "+" : "")\(Wording.number(change)) s)" }
    lines.append(settling)
    func overshoot(_ x: Double) -> String { Wording.number(x) + (travel > 0 ? " (\(Wording.percent(x / travel)))" : "") }
    lines.append("overshoot: approved \(overshoot(approvedOvershoot)), new \(overshoot(newOvershoot))")
    lines.append("tolerance: \(tolerance)")
    return lines
  }
}

extension CurveBound {
  var isAbsolute: Bool { if case .absolute = self { true } else { false } }
}
