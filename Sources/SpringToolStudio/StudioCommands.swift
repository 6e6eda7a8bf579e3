import SpringToolFormats
import SpringToolRequests
import _SpringToolSupport

/// The command lines a studio state shows, so a person can reproduce it in a shell: the studio
/// itself, the preview page and the curve file. Text for people, never run by the studio.
struct StudioCommands {
  /// The state's values, and the command that writes its curve (`sample` or `morph`).
  let values: [(key: String, value: String)]
  let curve: String
  /// The state's keys (a flag is written without a value).
  let keys: [String: StudioKey]

  init(values: some Sequence<(key: String, value: String)>, curve: String, keys: [String: StudioKey]) {
    (self.values, self.curve, self.keys) = (Array(values), curve, keys)
  }

  var json: JSONValue {
    .object([
      ("studio", .string(line(["springtool", "studio"] + options(values)))),
      ("preview", .string(line(["springtool", "preview"] + options(values) + ["-o", "preview.html"]))),
      (
        "curve",
        .string(
          line(
            ["springtool", curve] + options(StudioRoutes.curveValues(ParameterList(values), morph: curve == "morph").pairs)
              + ["-o", "curve.csv"]))
      ),
    ])
  }

  /// Each value as its option (`--key=value`, a flag as `--key`).
  func options(_ pairs: [(key: String, value: String)]) -> [String] {
    pairs.map { keys[$0.key]?.isFlag == true ? "--\($0.key)" : "--\($0.key)=\($0.value)" }
  }

  /// A command line a shell reads back as these arguments (single quotes where needed).
  func line(_ arguments: [String]) -> String {
    arguments.map { a in
      a.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.,:/=@%+".contains($0)) }) && !a.isEmpty
        ? a : "'" + a.replacingEvery("'", with: "'\\''") + "'"
    }.joined(separator: " ")
  }
}
