// swift-tools-version: 6.1
import Foundation
import PackageDescription

// MARK: - GSL detection
//
// The GSL backend is built when GSL's headers are installed (Debian `libgsl-dev`, Homebrew
// `gsl`); without them the package is pure Swift. Override with SPRINGTOOL_GSL=0 (never) or
// SPRINGTOOL_GSL=1 (always); switch it off for one build with `--disable-default-traits`.
// SwiftPM caches this manifest's evaluation outside .build: after installing GSL run
// `swift package purge-cache && rm -rf .build` (`springtool backends` notices and says so).
let gslHeaderLocations = [
  "/usr/include/gsl/gsl_odeiv2.h",
  "/usr/local/include/gsl/gsl_odeiv2.h",
  "/opt/homebrew/include/gsl/gsl_odeiv2.h",
]
let gslSetting = ProcessInfo.processInfo.environment["SPRINGTOOL_GSL"]
let gslFound =
  gslSetting == "1"
  || (gslSetting != "0" && gslHeaderLocations.contains { FileManager.default.fileExists(atPath: $0) })

/// The library modules, each with its dependencies (one concern per module; see ARCHITECTURE in the README).
let libraries: [(name: String, dependencies: [String])] = [
  ("SpringToolCore", []),
  ("SpringToolIntegrators", ["SpringToolCore"]),
  ("SpringToolGestures", ["SpringToolCore"]),
  ("SpringToolEasing", ["SpringToolCore"]),
  // A platform is one folder here: its engines, its code, its settling rules and its notes.
  ("SpringToolPlatforms", ["SpringToolCore", "SpringToolEasing"]),
  // Output and input plumbing (tables, CSV/JSON/npy writers, safe files): knows nothing of springs.
  ("SpringToolFormats", ["CNumberConversion", "CSignalCleanup"]),
  ("SpringToolCurves", ["SpringToolCore", "SpringToolFormats", "CNumberConversion"]),
  ("SpringToolPlots", ["SpringToolCore", "SpringToolCurves"]),
  ("SpringToolTuning", ["SpringToolCore", "SpringToolEasing", "SpringToolPlatforms"]),
  ("SpringToolSweep", ["SpringToolCore", "SpringToolPlatforms"]),
  ("SpringToolScenes", ["SpringToolCore", "SpringToolGestures", "SpringToolPlatforms"]),
]

/// Modules that need the solvers (and so GSL, where it is built).
let solverLibraries: [(name: String, dependencies: [String])] = [
  (
    "SpringToolRegression",
    [
      "SpringToolCore", "SpringToolCurves", "SpringToolEasing", "SpringToolPlatforms", "SpringToolFormats",
      "SpringToolIntegrators", "SpringToolSolvers",
    ]
  )
]

/// What commands answer, as data and pictures (figure lists, JSON documents, plots of motions
/// and drags): needs the solvers through the regression recipes.
let reportLibraries: [(name: String, dependencies: [String])] = [
  (
    "SpringToolReports",
    [
      "SpringToolCore", "SpringToolCurves", "SpringToolFormats", "SpringToolPlots", "SpringToolPlatforms",
      "SpringToolGestures", "SpringToolRegression", "SpringToolScenes", "SpringToolEasing", "SpringToolSolvers",
      "SpringToolTuning", "SpringToolSweep",
    ]
  )
]

let gslDependency: [Target.Dependency] = gslFound ? [.target(name: "SpringToolGSL", condition: .when(traits: ["GSL"]))] : []
/// One typed request per command (sample, analyze, preview, export, convert, morph), read from
/// parameter values by key: the command line and the studio are two clients of the same requests.
let requestLibraries: [(name: String, dependencies: [String])] = [
  (
    "SpringToolRequests",
    [
      "SpringToolCore", "SpringToolCurves", "SpringToolEasing", "SpringToolFormats", "SpringToolGestures",
      "SpringToolPlatforms", "SpringToolPlots", "SpringToolRegression", "SpringToolReports", "SpringToolScenes",
      "SpringToolSolvers", "SpringToolSweep", "SpringToolTuning",
    ]
  )
]
let allLibraries = libraries.map(\.name) + ["SpringToolSolvers"] + solverLibraries.map(\.name) + reportLibraries.map(\.name)

/// Targets whose HTML, CSS and JavaScript live in their own files under `Templates/`, which the
/// EmbedTemplates plugin turns into data at build time (the pages stay self-contained).
let templatedTargets: Set<String> = ["SpringToolReports", "SpringToolStudio"]
func templates(_ name: String) -> (exclude: [String], plugins: [Target.PluginUsage]) {
  templatedTargets.contains(name) ? (["Templates"], [.plugin(name: "EmbedTemplates")]) : ([], [])
}

/// The platforms' records of where their rules come from live as data in each platform folder
/// (`Platforms/<Platform>/catalog.json`), which the EmbedCatalog plugin turns into constants.
func catalogs(_ name: String) -> (exclude: [String], plugins: [Target.PluginUsage]) {
  guard name == "SpringToolPlatforms" else { return ([], []) }
  let platforms = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sources/\(name)/Platforms")
  let folders = (try? FileManager.default.contentsOfDirectory(atPath: platforms.path)) ?? []
  let files = folders.sorted().map { "Platforms/\($0)/catalog.json" }.filter {
    FileManager.default.fileExists(atPath: platforms.deletingLastPathComponent().appendingPathComponent($0).path)
  }
  return (files, [.plugin(name: "EmbedCatalog")])
}

var targets: [Target] = (libraries + solverLibraries + reportLibraries + requestLibraries).map {
  .target(
    name: $0.name, dependencies: $0.dependencies.map { .target(name: $0) },
    exclude: templates($0.name).exclude + catalogs($0.name).exclude, plugins: templates($0.name).plugins + catalogs($0.name).plugins)
}
// The templates' and catalogues' build steps: tools that write them as Swift, and the plugins that run them.
targets += [
  .executableTarget(name: "EmbedTemplatesTool"),
  .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["EmbedTemplatesTool"]),
  .executableTarget(name: "EmbedCatalogTool"),
  .plugin(name: "EmbedCatalog", capability: .buildTool(), dependencies: ["EmbedCatalogTool"]),
]
// What every module shares and no user imports: text edits, number text, locks (package access only).
targets.append(.target(name: "_SpringToolSupport", dependencies: ["CNumberConversion"]))
// Exact, fast decimal parsing (C++17 from_chars) for the readers.
targets.append(.target(name: "CNumberConversion", path: "Sources/CNumberConversion"))
// Removing temporary files from a signal handler, which only C can do safely.
targets.append(.target(name: "CSignalCleanup", path: "Sources/CSignalCleanup"))
// The benchmarks and the C and C++ references they measure against (built by the package itself).
let referenceTargets: [Target] =
  [
    .target(name: "CIOReference", path: "Sources/CIOReference")
  ]
  + (gslFound
    ? [
      .target(
        name: "CGSLReference", path: "Sources/CGSLReference",
        linkerSettings: [.linkedLibrary("gsl"), .linkedLibrary("gslcblas"), .linkedLibrary("m")])
    ] : [])
let benchmarkDependencies: [Target.Dependency] =
  [
    "SpringToolCore", "SpringToolCurves", "SpringToolIntegrators", "SpringToolSolvers", "SpringToolFormats",
    "SpringToolSweep", "CIOReference",
  ]
  + (gslFound ? [.target(name: "CGSLReference", condition: .when(traits: ["GSL"]))] : [])

targets +=
  referenceTargets + [
    .target(name: "SpringToolBenchmarks", dependencies: benchmarkDependencies)
  ]
targets += [
  .target(
    name: "SpringToolSolvers",
    dependencies: ["SpringToolCore", "SpringToolIntegrators"] + gslDependency,
    // Remembers a deliberate SPRINGTOOL_GSL=0, so `backends` does not advise a rebuild.
    swiftSettings: gslSetting == "0" ? [.define("SPRINGTOOL_GSL_EXCLUDED")] : []),
  // The umbrella: `import SpringToolKit` brings the domain (springs, curves, easing, platforms, gestures, scenes,
  // tuning, sweep, solvers, golden files, formats and plots), not the command line's reports and requests.
  .target(name: "SpringToolKit", dependencies: allLibraries.filter { !reportLibraries.map(\.name).contains($0) }.map { .target(name: $0) }),
  // Frames recorded from a running app (no dependencies, so an app can link it).
  .target(name: "SpringToolRecording"),
  // Curve expectations for users' test suites (Swift Testing and XCTest); not in the umbrella.
  // It links no solver, no GSL and no report: a user's test target gets the curves, the engines and the plot.
  .target(
    name: "SpringToolTesting",
    dependencies: [
      "SpringToolCore", "SpringToolCurves", "SpringToolFormats", "SpringToolPlatforms",
      "SpringToolPlots",
    ]),
  // A small, strict HTTP/1.1 server on the loopback interface (no domain knowledge), for the studio.
  .target(name: "SpringToolHTTP"),
  // A small command-line toolkit in swift-argument-parser's conventions (no domain knowledge).
  .target(name: "SpringToolCommandLine", dependencies: ["SpringToolFormats"]),
  // The command line depends on what it imports (not the umbrella).
  .target(
    name: "SpringToolCLI",
    dependencies: [
      "SpringToolCommandLine", "SpringToolCore", "SpringToolCurves", "SpringToolEasing", "SpringToolFormats", "SpringToolGestures",
      "SpringToolIntegrators", "SpringToolPlatforms", "SpringToolPlots", "SpringToolRegression", "SpringToolReports",
      "SpringToolScenes", "SpringToolSolvers", "SpringToolSweep", "SpringToolTuning", "SpringToolHTTP", "SpringToolRequests",
      "SpringToolStudio",
    ]),
  // The studio: a live tuning page, a client of the same requests as the command line, served by SpringToolHTTP.
  .target(
    name: "SpringToolStudio",
    dependencies: [
      "SpringToolCommandLine", "SpringToolCore", "SpringToolFormats", "SpringToolHTTP",
      "SpringToolPlatforms", "SpringToolReports", "SpringToolRequests", "SpringToolScenes",
    ],
    exclude: templates("SpringToolStudio").exclude, plugins: templates("SpringToolStudio").plugins),
  .executableTarget(name: "springtool", dependencies: ["SpringToolCLI", "SpringToolCommandLine"]),
  // The benchmarks with their C and C++ references, apart from springtool (which runs it for 'springtool bench').
  .executableTarget(
    name: "springtool-bench",
    dependencies: [
      "SpringToolCLI", "SpringToolCommandLine", "SpringToolBenchmarks", "SpringToolStudio",
      "SpringToolFormats",
    ]),

  // MARK: - Implementation details
  .target(name: "TestSupport", dependencies: ["SpringToolCore", "SpringToolIntegrators"], path: "Sources/TestSupport"),

  // MARK: - Tests: one bundle per module, plus the command line in process and end to end
  .testTarget(name: "SpringToolCoreTests", dependencies: ["SpringToolCore", "TestSupport"]),
  .testTarget(name: "SpringToolIntegratorsTests", dependencies: ["SpringToolIntegrators", "SpringToolCore", "TestSupport"]),
  .testTarget(name: "SpringToolSolversTests", dependencies: ["SpringToolSolvers", "SpringToolCore", "TestSupport"]),
  .testTarget(
    name: "SpringToolPlatformsTests",
    dependencies: ["SpringToolPlatforms", "SpringToolEasing", "SpringToolCore", "TestSupport"]),
  .testTarget(
    name: "SpringToolGesturesTests",
    dependencies: ["SpringToolGestures", "SpringToolCore", "SpringToolIntegrators", "TestSupport"]),
  .testTarget(name: "SpringToolCurvesTests", dependencies: ["SpringToolCurves", "SpringToolCore", "TestSupport"]),
  .testTarget(name: "SpringToolFormatsTests", dependencies: ["SpringToolFormats", "SpringToolCurves", "SpringToolCore", "TestSupport"]),
  .testTarget(name: "SpringToolPlotsTests", dependencies: ["SpringToolPlots", "SpringToolCurves", "SpringToolCore", "TestSupport"]),
  .testTarget(name: "SpringToolScenesTests", dependencies: ["SpringToolScenes", "SpringToolGestures", "SpringToolCore", "TestSupport"]),
  .testTarget(
    name: "SpringToolRegressionTests",
    dependencies: ["SpringToolRegression", "SpringToolFormats", "SpringToolCurves", "SpringToolCore", "TestSupport"]),
  .testTarget(name: "SpringToolEasingTests", dependencies: ["SpringToolEasing", "SpringToolCore", "TestSupport"]),
  .testTarget(name: "SpringToolSweepTests", dependencies: ["SpringToolSweep", "SpringToolCore", "TestSupport"]),
  .testTarget(
    name: "SpringToolTuningTests",
    dependencies: ["SpringToolTuning", "SpringToolPlatforms", "SpringToolCore", "SpringToolEasing", "TestSupport"]),
  .testTarget(name: "SpringToolHTTPTests", dependencies: ["SpringToolHTTP"]),
  .testTarget(
    name: "SpringToolCLITests",
    dependencies: [
      "SpringToolCLI", "SpringToolCommandLine", "SpringToolKit", "SpringToolReports", "SpringToolRequests",
      "TestSupport",
    ]),
  .testTarget(
    name: "SpringToolTestingTests",
    dependencies: [
      "SpringToolTesting", "SpringToolRecording", "SpringToolCurves", "SpringToolFormats", "SpringToolPlatforms",
      "SpringToolCore", "TestSupport", "springtool",
    ],
    exclude: ["__Curves__"]),
  .testTarget(name: "EndToEndTests", dependencies: ["springtool", "springtool-bench", "TestSupport", "SpringToolBenchmarks", "SpringToolHTTP"]),
  // The modules it drives, not the umbrella: CI builds this bundle alone in release, and every module less is build time saved.
  .testTarget(
    name: "PropertyTests",
    dependencies: [
      "SpringToolRegression", "SpringToolPlatforms", "SpringToolSolvers", "SpringToolCore",
      "TestSupport",
    ]),
  .testTarget(name: "LibraryExampleTests", dependencies: ["SpringToolKit", "TestSupport"]),
]

if gslFound {
  targets += [
    .systemLibrary(name: "CGSL", pkgConfig: "gsl", providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]),
    .target(name: "SpringToolGSL", dependencies: ["SpringToolCore", "SpringToolIntegrators", "CGSL"]),
    .testTarget(
      name: "SpringToolGSLTests",
      dependencies: ["SpringToolGSL", "SpringToolSolvers", "SpringToolIntegrators", "SpringToolCore", "TestSupport"]),
  ]
}

// Every Swift module of ours may use the support module (package access, so it stays out of users' view).
for target in targets
where target.type != .system && target.type != .plugin
  && ![
    "_SpringToolSupport", "EmbedTemplatesTool", "EmbedCatalogTool", "SpringToolRecording", "CNumberConversion", "CSignalCleanup", "CIOReference",
    "CGSLReference", "CGSL",
  ].contains(target.name)
{
  target.dependencies.append("_SpringToolSupport")
}

// CI's release run of the property test builds only the test bundles it names (the others in
// release add minutes and no check): SPRINGTOOL_TEST_TARGETS=PropertyTests keeps that one alone.
if let only = ProcessInfo.processInfo.environment["SPRINGTOOL_TEST_TARGETS"] {
  let keep = Set(only.split(separator: ",").map(String.init))
  targets.removeAll { $0.type == .test && !keep.contains($0.name) }
}

let package = Package(
  name: "springtool",
  products: [
    .executable(name: "springtool", targets: ["springtool"]),
    .executable(name: "springtool-bench", targets: ["springtool-bench"]),
    .library(name: "SpringToolKit", targets: ["SpringToolKit"]),
    .library(name: "SpringToolTesting", targets: ["SpringToolTesting"]),
    .library(name: "SpringToolRecording", targets: ["SpringToolRecording"]),
    // The closed form alone, for an app that needs no more.
    .library(name: "SpringToolCore", targets: ["SpringToolCore"]),
  ],
  traits: [
    .trait(name: "GSL", description: "Build the GNU GSL odeiv2 backend (needs libgsl-dev)."),
    .default(enabledTraits: gslFound ? ["GSL"] : []),
  ],
  targets: targets,
  swiftLanguageModes: [.v6],
  cxxLanguageStandard: .cxx17
)
