/// One key the studio's state takes (the URL's query carries the state): whether it is a flag,
/// how messages name it, and the check its value must pass before any request reads it. The
/// command line declares them (the preview's options, less output and files) and hands them over.
package struct StudioKey: Sendable {
  /// Whether the key is a flag (given with no value, `1` or `true`).
  package let isFlag: Bool
  /// How a message names it (`--response <R>`).
  package let label: String
  /// Why a value is refused (the whole message), or nil when it passes.
  package let check: (@Sendable (_ value: String) -> String?)?

  /// A key.
  package init(isFlag: Bool, label: String, check: (@Sendable (_ value: String) -> String?)?) {
    (self.isFlag, self.label, self.check) = (isFlag, label, check)
  }
}

/// What the studio is given by the program that serves it.
package struct StudioSetup: Sendable {
  /// The keys of the state, by name.
  package let keys: [String: StudioKey]
  /// Who writes the files it saves (`springtool 1.2.3`), for their headers.
  package let generator: String

  package init(keys: [String: StudioKey], generator: String) { (self.keys, self.generator) = (keys, generator) }
}
