import SpringToolCurves
import SpringToolIntegrators

/// `springtool backends`: what this build can compute with.
enum BackendsCommand {
  static let command = Command(
    name: "backends",
    abstract: "List the backends and integration methods this build has, with GSL's version.",
    discussion: "--backend auto uses gsl where it is built in, else swift. Build without GSL with "
      + "'swift build --disable-default-traits' or SPRINGTOOL_GSL=0.",
    usage: "[--format <FORMAT>] [--output <FILE>]",
    groups: [OutputOptions.group],
    run: { args, context throws(CLIError) in
      let format = try OutputOptions.format(args, default: .table)
      let swiftMethods = ODEMethod.allCases.filter(\.isInSwiftPort).map(\.rawValue).joined(separator: " ")
      let gslMethods = ODEMethod.allCases.filter(\.isInGSL).map(\.rawValue).joined(separator: " ")
      let table = Table(columns: ["backend", "available", "version", "methods", "description"], rows: [
        [.text("analytic"), .bool(true), .text("—"), .text("—"), .text("exact closed form (ground truth)")],
        [.text("swift"), .bool(true), .text("springtool \(SpringTool.version)"), .text(swiftMethods),
         .text("pure-Swift port of GSL's odeiv2 (bit for bit on x86-64) and radau5")],
        [.text("gsl"), .bool(Backend.gslBuiltIn), .text(Backend.gslVersion ?? "not built"),
         .text(Backend.gslBuiltIn ? gslMethods : "—"),
         .text(Backend.gslBuiltIn ? "GNU GSL odeiv2 driver" : "install libgsl-dev and rebuild (rm -rf .build)")],
      ])
      var text = table.rendered(format)
      if format == .table { text += "\nauto = \(Backend.automatic.rawValue)\n" }
      try context.emit(text, to: args.string("output"))
    })
}
