import SpringToolCore

extension Platform {
  /// springtool's own exact closed form: the reference every platform is compared with.
  static let springtool: Platform = Platform(
    id: "springtool", name: "springtool (exact)", engines: [ExactEngine()],
    settlingDefinitions: [.init(name: "exact") { .exact(epsilon: $0.epsilon) }])
}
