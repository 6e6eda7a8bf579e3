import Foundation
import SpringToolBenchmarks
import SpringToolCLI
import SpringToolCommandLine

// `springtool bench` runs this executable with its options; run alone, it is the same command.
var context = RunContext.process
exit(BenchTool.main(["bench"] + RunContext.processArguments, context: &context))
