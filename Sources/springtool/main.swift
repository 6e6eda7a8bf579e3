import Foundation
import SpringToolCLI
import SpringToolCommandLine

// The whole tool lives in SpringToolCLI so tests can call it in process.
var context = RunContext.process
exit(SpringTool.main(RunContext.processArguments, context: &context))
