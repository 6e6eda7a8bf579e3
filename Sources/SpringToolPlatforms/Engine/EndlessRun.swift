/// A closed-form run that can tell, before any frame, that its end rule never fires and that every
/// frame it will show is finite: an underdamped curve whose end is at an infinite time (an undamped
/// spring's settling duration; Motion's duration when it finds no rest within 20 s). The search for
/// an end (`EngineRendering.end(run:id:framesPerSecond:limit:lastTap:)`) answers "no end" at once
/// for it instead of running an hour of frames to learn what the closed form already says.
protocol EndlessRun: EngineRun {
  /// True only when no frame can be ended and a bound on every frame's value and velocity is
  /// finite with room to spare (`finiteBound`); false when either is not proven.
  var isProvablyEndless: Bool { get }
}

extension EndlessRun {
  /// The largest bound on a frame's value or velocity for which every intermediate of the closed
  /// forms (sums of at most a few terms each below the bound) stays finite: 1e300, far below
  /// `Double.greatestFiniteMagnitude` (1.8e308).
  static var finiteBound: Double { 1e300 }

  /// Whether each bound is a finite number below `finiteBound`.
  static func withinFiniteBound(_ bounds: Double...) -> Bool { bounds.allSatisfy { $0.isFinite && $0 < finiteBound } }
}

extension NotedRun: EndlessRun {
  /// The base's answer (a run that notes, say, UIKit's clamped damping before Core Animation's curve).
  var isProvablyEndless: Bool { (base as? any EndlessRun)?.isProvablyEndless ?? false }
}
