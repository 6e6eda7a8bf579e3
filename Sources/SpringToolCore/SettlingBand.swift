/// The settling band every "when is it done" figure shares, and the bound on every search.
public enum SettlingBand {
  /// The default band: ±0.1 % of the travel (ε = 0.001), used wherever a command says "settles"
  /// without naming ε.
  public static let defaultEpsilon = 0.001

  /// The longest time any settling or end search looks at, seconds (about 31.7 years). A motion
  /// that has not settled by then is reported as never settling within it, never searched for
  /// ever.
  public static let maximumTime = 1e9
}
