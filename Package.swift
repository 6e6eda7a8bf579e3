// swift-tools-version: 6.1
import Foundation
import PackageDescription

// MARK: - GSL detection
//
// The GSL backend is built when GSL's headers are installed (Debian `libgsl-dev`,
// Homebrew `gsl`); without them the package is pure Swift. Override with
// SPRINGTOOL_GSL=0 (never) or SPRINGTOOL_GSL=1 (always); switch it off for one
// build with `--disable-default-traits`. After installing GSL, run
// `rm -rf .build` (or touch this file) so SwiftPM re-reads this manifest.
let gslHeaderLocations = [
  "/usr/include/gsl/gsl_odeiv2.h",
  "/usr/local/include/gsl/gsl_odeiv2.h",
  "/opt/homebrew/include/gsl/gsl_odeiv2.h",
]
let gslSetting = ProcessInfo.processInfo.environment["SPRINGTOOL_GSL"]
let gslFound = gslSetting == "1"
  || (gslSetting != "0" && gslHeaderLocations.contains { FileManager.default.fileExists(atPath: $0) })

var targets: [Target] = [
  // MARK: - Public API
  .target(name: "Springs"),
  .target(name: "Integrators", dependencies: ["Springs"]),
  .target(name: "Engines", dependencies: ["Springs", "Gestures"]),
  .target(name: "Gestures", dependencies: ["Springs"]),
  .target(name: "Curves", dependencies: ["Springs"]),
  .target(name: "Easing"),
  .target(name: "Tuning", dependencies: ["Springs", "Easing"]),
  .target(name: "Export", dependencies: ["Easing"]),
  .target(name: "Sweep", dependencies: ["Springs"]),
  .target(
    name: "SpringToolCLI",
    dependencies: ["Springs", "Integrators", "Engines", "Gestures", "Curves", "Easing", "Tuning", "Export", "Sweep"]
      + (gslFound ? [.target(name: "GSLIntegrators", condition: .when(traits: ["GSL"]))] : [])),
  .executableTarget(name: "springtool", dependencies: ["SpringToolCLI"]),

  // MARK: - Implementation details
  .target(name: "TestSupport", dependencies: ["Springs", "Integrators"], path: "Sources/TestSupport"),

  // MARK: - Unit test bundles
  .testTarget(name: "SpringsTests", dependencies: ["Springs", "TestSupport"]),
  .testTarget(name: "IntegratorsTests", dependencies: ["Integrators", "Springs", "TestSupport"]),
  .testTarget(name: "EnginesTests", dependencies: ["Engines", "Springs", "TestSupport"]),
  .testTarget(name: "GesturesTests", dependencies: ["Gestures", "Springs", "Integrators", "TestSupport"]),
  .testTarget(name: "CurvesTests", dependencies: ["Curves", "TestSupport"]),
  .testTarget(name: "EasingTests", dependencies: ["Easing", "TestSupport"]),
  .testTarget(name: "ExportTests", dependencies: ["Export", "Easing", "Springs", "TestSupport"]),
  .testTarget(name: "SweepTests", dependencies: ["Sweep", "Springs", "TestSupport"]),
  .testTarget(name: "TuningTests", dependencies: ["Tuning", "Springs", "Easing", "TestSupport"]),
  .testTarget(name: "SpringToolCLITests", dependencies: ["SpringToolCLI", "Springs", "Curves", "TestSupport"]),
  .testTarget(name: "EndToEndTests", dependencies: ["springtool", "TestSupport"]),
]

if gslFound {
  targets += [
    .systemLibrary(name: "CGSL", pkgConfig: "gsl", providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]),
    .target(name: "GSLIntegrators", dependencies: ["Integrators", "CGSL"]),
    .testTarget(name: "GSLIntegratorsTests",
                dependencies: ["GSLIntegrators", "Integrators", "Springs", "TestSupport"]),
  ]
}

let package = Package(
  name: "springtool",
  products: [
    .executable(name: "springtool", targets: ["springtool"]),
    .library(name: "Springs", targets: ["Springs"]),
    .library(name: "Integrators", targets: ["Integrators"]),
    .library(name: "Engines", targets: ["Engines"]),
    .library(name: "Gestures", targets: ["Gestures"]),
    .library(name: "Curves", targets: ["Curves"]),
    .library(name: "Easing", targets: ["Easing"]),
    .library(name: "Tuning", targets: ["Tuning"]),
    .library(name: "Export", targets: ["Export"]),
    .library(name: "Sweep", targets: ["Sweep"]),
  ],
  traits: [
    .trait(name: "GSL", description: "Build the GNU GSL odeiv2 backend (needs libgsl-dev)."),
    .default(enabledTraits: gslFound ? ["GSL"] : []),
  ],
  targets: targets,
  swiftLanguageModes: [.v6]
)
