import SpringToolCore

/// What renders a motion: the exact closed form (or, with a solver, an integrator of the same
/// equation), or a platform's engine, frame by frame.
public enum EngineChoice: Sendable, Hashable, CustomStringConvertible {
  /// The exact closed form, or an integrator when a solver is asked for.
  case exact
  /// A platform's engine (never ``ExactEngine``).
  case platform(any SpringEngine)

  /// The choice an engine id names (ignoring case): ``ExactEngine``'s id is ``exact``; nil for an unknown id.
  ///
  /// - Parameter id: The engine's id (`exact`, `android`, …).
  public init?(id: String) {
    guard let engine = Engines.named(id) else { return nil }
    self = engine is ExactEngine ? .exact : .platform(engine)
  }

  /// The engine's id (`--engine` name).
  public var id: String { engine.id }
  /// The engine (``ExactEngine`` for ``exact``).
  public var engine: any SpringEngine {
    switch self {
    case .exact: ExactEngine()
    case .platform(let engine): engine
    }
  }
  /// The platform engine, nil for the exact curve.
  public var platformEngine: (any SpringEngine)? {
    if case .platform(let engine) = self { return engine }
    return nil
  }

  /// The id.
  public var description: String { id }
  /// Engine choices are equal when their ids are.
  public static func == (a: EngineChoice, b: EngineChoice) -> Bool { a.id == b.id }
  /// Hashes what equality compares.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
