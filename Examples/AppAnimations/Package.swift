// swift-tools-version: 6.1
import PackageDescription

// An app's animation code and its curve regression tests, depending on springtool by path.
let package = Package(
  name: "AppAnimations",
  dependencies: [.package(name: "springtool", path: "../..")],
  targets: [
    // The app's own animation code: a hand-written spring animator for a switch's knob, and a fade.
    .target(name: "AppAnimations"),
    .testTarget(
      name: "AppAnimationsTests",
      dependencies: [
        "AppAnimations",
        .product(name: "SpringToolTesting", package: "springtool"),
        .product(name: "SpringToolKit", package: "springtool"),
      ], exclude: ["__Curves__"]),  // the golden curves are data the tests read, not resources
  ],
  swiftLanguageModes: [.v6]
)
