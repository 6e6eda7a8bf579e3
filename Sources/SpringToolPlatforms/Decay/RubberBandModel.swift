/// How one platform shows content dragged past its edge (a rubber band): the finger's distance
/// past the edge in, the distance the content shows past it out. Each model lives in its
/// platform's folder and is its ``Platform/rubberBand``; ``RubberBands`` is the registry. A
/// rubber band after a release (a decay pulled back) is the decay models' (`--rubber-band`,
/// `--min`/`--max`).
public protocol RubberBandModel: Sendable {
  /// What the model reproduces and where its rule comes from.
  var info: RubberBandInfo { get }
  /// How far past the edge the content shows, value units, with the sign of `input.offset`.
  ///
  /// - Parameter input: The drag past the edge.
  /// - Returns: The shown overscroll (finite for finite input).
  func shown(_ input: RubberBandInput) -> Double
}

/// Where a rubber band's rule comes from.
public struct RubberBandInfo: Sendable, Hashable {
  /// The engine it belongs to (`--engine`).
  public let engine: String
  /// The API, as the platform names it, and the rule in one line.
  public let api: String, rule: String
  /// The upstream project (or document), the files read and the version.
  public let upstream: String, files: [String], version: String
}

/// A drag past an edge.
public struct RubberBandInput: Sendable, Hashable {
  /// The finger's distance past the edge, value units (negative: past the start).
  public var offset: Double
  /// The view's length along the drag (UIScrollView's bounds, Flutter's viewport), value units (> 0).
  public var dimension: Double
  /// UIScrollView's coefficient c (WWDC18: 0.55).
  public var coefficient: Double
  /// Motion's `dragElastic` (0.35).
  public var elastic: Double
  /// The pointer events the drag past the edge arrives in (Flutter applies its friction per event), ≥ 1.
  public var events: Int

  /// A drag past an edge.
  ///
  /// - Parameters:
  ///   - offset: The finger's distance past the edge, value units.
  ///   - dimension: The view's length along the drag, value units (> 0).
  ///   - coefficient: UIScrollView's c (default 0.55).
  ///   - elastic: Motion's `dragElastic` (default 0.35).
  ///   - events: The pointer events of the drag past the edge (default 30: half a second at 60 Hz).
  public init(offset: Double, dimension: Double, coefficient: Double = 0.55, elastic: Double = 0.35, events: Int = 30) {
    (self.offset, self.dimension, self.coefficient, self.elastic, self.events) = (offset, dimension, coefficient, elastic, events)
  }
}

/// Every platform's drag rubber band.
public enum RubberBands {
  /// Every model, in platform order.
  public static let all: [any RubberBandModel] = Platforms.all.compactMap(\.rubberBand)

  /// The model of `engine`, or nil.
  ///
  /// - Parameter engine: The engine's id (`uikit`).
  public static func named(_ engine: String) -> (any RubberBandModel)? { all.first { $0.info.engine == engine.lowercased() } }
}
