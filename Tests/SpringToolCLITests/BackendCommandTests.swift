import Foundation
import SpringToolCLI
import SpringToolKit
import TestSupport
import Testing

/// Backends and methods in process: GSL and the Swift port print identical
/// curves and traces; the closed form agrees within the integrators' tolerance.
@Suite("Commands: backends")
struct BackendTests {
  static var gslBuilt: Bool { springtool(["backends", "--format", "csv"]).output.contains("gsl,true") == true }

  static func values(_ csv: String) -> [Double] {
    csvNumbers(csv).map { $0[1] }
  }

  @Test("backends lists analytic, swift and gsl")
  func backends() throws {
    let result = springtool(["backends", "--format", "json"])
    #expect(result.status == 0)
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    #expect(rows.map { $0["backend"] as? String } == ["analytic", "swift", "gsl"])
    #expect((rows[1]["methods"] as? String)?.contains("radau5") == true)
  }

  /// Runs in CI's build made with GSL's headers hidden; a build with GSL has nothing to say here.
  @Test(
    "a build without GSL says why, and advises a rebuild only when GSL was installed later",
    .enabled(if: !Backend.isGSLBuiltIn))
  func gslMissingReason() throws {
    let asked = springtool(["sample", "--backend", "gsl"])
    #expect(asked.status == 64)
    if Backend.isGSLExcluded {
      #expect(asked.error.hasPrefix("Error: the gsl backend was left out of this build (SPRINGTOOL_GSL=0)\n"))
    } else if Backend.isGSLInstalledButNotBuilt {
      #expect(asked.error.contains(Backend.gslRebuildCommand))
    } else {
      #expect(asked.error.contains("install libgsl-dev"))
    }
  }

  @Test(
    "gsl and swift print the same curve, bit for bit",
    arguments: [
      ["--response", "0.4", "--damping", "0.8"], ["--preset", "bouncy", "--velocity", "-5", "--method", "rkf45"],
      ["--response", "0.3", "--damping", "0", "--duration", "2", "--method", "rk4", "--atol", "1e-8"],
      ["--stiffness", "300", "--damping", "1.5", "--method", "rkck", "--rtol", "1e-9", "--atol", "1e-12"],
    ])
  func gslEqualsSwift(_ arguments: [String]) throws {
    guard Backend.isGSLBuiltIn else { return }
    let gsl = springtool(["sample"] + arguments + ["--backend", "gsl"])
    let swift = springtool(["sample"] + arguments + ["--backend", "swift"])
    #expect(gsl.status == 0 && swift.status == 0)
    #expect(csvNumbers(gsl.output) == csvNumbers(swift.output))
  }

  @Test("default integrator output is within 1e-9 of the travel of the closed form")
  func againstAnalytic() throws {
    for spring in [["--preset", "bouncy"], ["--response", "0.5", "--damping", "50"], ["--response", "0.4", "--damping", "1"]] {
      let auto = Self.values(springtool(["sample"] + spring).output)
      let exact = Self.values(springtool(["sample"] + spring + ["--backend", "analytic"]).output)
      #expect(auto.count == exact.count)
      #expect(zip(auto, exact).allSatisfy { abs($0 - $1) <= 1e-9 }, "\(spring)")
    }
  }

  @Test("--trace prints the steps; the Swift port's accepted steps equal GSL's")
  func trace() throws {
    let arguments = ["sample", "--duration", "0.1", "--method", "rkf45", "--atol", "1e-10", "--trace"]
    let swift = springtool(arguments + ["--backend", "swift", "--h0", "0.05"])
    #expect(swift.status == 0)
    let lines = swift.output.split(separator: "\n")
    #expect(lines.first == "step,outcome,t,h,t_end,h_next,rejections,value,velocity")
    #expect(lines.contains { $0.contains(",rejected,") })
    #expect(lines.contains { $0.contains(",final,") })
    guard Backend.isGSLBuiltIn else { return }
    let gsl = springtool(arguments + ["--backend", "gsl", "--h0", "0.05"])
    let accepted = lines.dropFirst().filter { !$0.contains(",rejected,") && !$0.contains(",failed,") }
      .map { $0.split(separator: ",").dropFirst().joined(separator: ",") }
    let gslRows = gsl.output.split(separator: "\n").dropFirst()
      .map { $0.split(separator: ",").dropFirst().joined(separator: ",") }
    #expect(accepted == gslRows)
  }

  @Test(
    "stiff springs: radau5 and GSL's stiff methods agree with the closed form",
    arguments: [
      ["--backend", "swift", "--method", "radau5"], ["--method", "msbdf", "--atol", "1e-13"], ["--method", "bsimp"],
    ])
  func stiff(_ arguments: [String]) throws {
    if arguments.contains("msbdf") || arguments.contains("bsimp") { guard Backend.isGSLBuiltIn else { return } }
    let spring = ["--response", "0.4", "--damping", "50", "--duration", "3", "--fps", "10"]
    let result = springtool(["sample"] + spring + arguments)
    #expect(result.status == 0, "\(result.error)")
    let exact = Self.values(springtool(["sample"] + spring + ["--backend", "analytic"]).output)
    #expect(zip(Self.values(result.output), exact).allSatisfy { abs($0 - $1) <= 1e-6 })
  }

  @Test("an integration that gives up exits 1 with GSL's message")
  func integrationFailure() throws {
    let result = springtool(["sample", "--nmax", "2", "--duration", "0.1", "--backend", "swift"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.error
        == "Error: integration failed (swift, rk8pd): exceeded max number of iterations (status 11): more steps between two samples than allowed; sample more often or raise the step limit (--nmax)\n"
    )
  }
}
