/// Why an easing could not be made or parsed: one sentence for the user.
public struct EasingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with the text, in one line.
  public let description: String

  /// An error saying `description`.
  ///
  /// - Parameter description: What does not parse, in one line.
  public init(_ description: String) { self.description = description }
}
