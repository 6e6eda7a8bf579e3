// The umbrella module: `import SpringToolKit` brings the domain: springs, curves, easing, platforms, gestures,
// scenes, tuning, sweep, solvers, golden files, formats and plots (the command line's reports and requests are its own).
@_exported import SpringToolCore
@_exported import SpringToolCurves
@_exported import SpringToolEasing
@_exported import SpringToolPlatforms
@_exported import SpringToolFormats
@_exported import SpringToolGestures
@_exported import SpringToolIntegrators
@_exported import SpringToolPlots
@_exported import SpringToolRegression
@_exported import SpringToolScenes
@_exported import SpringToolSolvers
@_exported import SpringToolSweep
@_exported import SpringToolTuning
