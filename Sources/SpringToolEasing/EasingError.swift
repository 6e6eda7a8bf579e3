/// Why an easing could not be made or parsed: one sentence for the user.
public struct EasingError: Error, Sendable, Hashable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) { self.description = description }
}
