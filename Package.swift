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
  .target(name: "SpringToolCore"),
  .target(name: "SpringToolIntegrators", dependencies: ["SpringToolCore"]),
  .target(name: "SpringToolEngines", dependencies: ["SpringToolCore", "SpringToolGestures"]),
  .target(name: "SpringToolGestures", dependencies: ["SpringToolCore"]),
  .target(name: "SpringToolCurves", dependencies: ["SpringToolCore"]),
  .target(name: "SpringToolEasing"),
  .target(name: "SpringToolTuning", dependencies: ["SpringToolCore", "SpringToolEasing"]),
  .target(name: "SpringToolExport", dependencies: ["SpringToolEasing"]),
  .target(name: "SpringToolSweep", dependencies: ["SpringToolCore"]),
  .target(
    name: "SpringToolCLI",
    dependencies: ["SpringToolCore", "SpringToolIntegrators", "SpringToolEngines", "SpringToolGestures", "SpringToolCurves", "SpringToolEasing", "SpringToolTuning", "SpringToolExport", "SpringToolSweep"]
      + (gslFound ? [.target(name: "SpringToolGSL", condition: .when(traits: ["GSL"]))] : [])),
  .executableTarget(name: "springtool", dependencies: ["SpringToolCLI"]),

  // MARK: - Implementation details
  .target(name: "TestSupport", dependencies: ["SpringToolCore", "SpringToolIntegrators"], path: "Sources/TestSupport"),

  // MARK: - Unit test bundles
  .testTarget(name: "SpringToolCoreTests", dependencies: ["SpringToolCore", "TestSupport"]),
  .testTarget(name: "SpringToolIntegratorsTests", dependencies: ["SpringToolIntegrators", "SpringToolCore", "TestSupport"]),
  .testTarget(name: "SpringToolEnginesTests", dependencies: ["SpringToolEngines", "SpringToolCore", "TestSupport"]),
  .testTarget(name: "SpringToolGesturesTests", dependencies: ["SpringToolGestures", "SpringToolCore", "SpringToolIntegrators", "TestSupport"]),
  .testTarget(name: "SpringToolCurvesTests", dependencies: ["SpringToolCurves", "TestSupport"]),
  .testTarget(name: "SpringToolEasingTests", dependencies: ["SpringToolEasing", "TestSupport"]),
  .testTarget(name: "SpringToolExportTests", dependencies: ["SpringToolExport", "SpringToolEasing", "SpringToolCore", "TestSupport"]),
  .testTarget(name: "SpringToolSweepTests", dependencies: ["SpringToolSweep", "SpringToolCore", "TestSupport"]),
  .testTarget(name: "SpringToolTuningTests", dependencies: ["SpringToolTuning", "SpringToolCore", "SpringToolEasing", "TestSupport"]),
  .testTarget(name: "SpringToolCLITests", dependencies: ["SpringToolCLI", "SpringToolCore", "SpringToolCurves", "TestSupport"]),
  .testTarget(name: "EndToEndTests", dependencies: ["springtool", "TestSupport"]),
]

if gslFound {
  targets += [
    .systemLibrary(name: "CGSL", pkgConfig: "gsl", providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]),
    .target(name: "SpringToolGSL", dependencies: ["SpringToolIntegrators", "CGSL"]),
    .testTarget(name: "SpringToolGSLTests",
                dependencies: ["SpringToolGSL", "SpringToolIntegrators", "SpringToolCore", "TestSupport"]),
  ]
}

let package = Package(
  name: "springtool",
  products: [
    .executable(name: "springtool", targets: ["springtool"]),
    .library(name: "SpringToolCore", targets: ["SpringToolCore"]),
    .library(name: "SpringToolIntegrators", targets: ["SpringToolIntegrators"]),
    .library(name: "SpringToolEngines", targets: ["SpringToolEngines"]),
    .library(name: "SpringToolGestures", targets: ["SpringToolGestures"]),
    .library(name: "SpringToolCurves", targets: ["SpringToolCurves"]),
    .library(name: "SpringToolEasing", targets: ["SpringToolEasing"]),
    .library(name: "SpringToolTuning", targets: ["SpringToolTuning"]),
    .library(name: "SpringToolExport", targets: ["SpringToolExport"]),
    .library(name: "SpringToolSweep", targets: ["SpringToolSweep"]),
  ],
  traits: [
    .trait(name: "GSL", description: "Build the GNU GSL odeiv2 backend (needs libgsl-dev)."),
    .default(enabledTraits: gslFound ? ["GSL"] : []),
  ],
  targets: targets,
  swiftLanguageModes: [.v6]
)
