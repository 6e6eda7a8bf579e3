import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms
import SpringToolIntegrators
import SpringToolSolvers
import _SpringToolSupport

extension CurveRecipe {
  /// The recipe as `key: value` pairs (the keys listed on ``CurveRecipe``), numbers in their
  /// round-trip form; defaults are left out except `from`, `to` and `velocity`. The order is
  /// the tables': the source (spring rows or the easing), the motion and retargets, the shared
  /// engine settings, the engine with its frame rate and settings, the solver's rows.
  public var keyValues: [(key: String, value: String)] {
    var out: [(String, String)] = []
    func add(_ rows: [RecipeParameter]) { for row in rows { for text in row.texts(self) { out.append((row.key, text)) } } }
    // A setting is written when it differs from its default.
    func add(_ rows: [EngineSetting]) {
      for setting in rows { if let text = engineSettings.text(setting) { out.append((setting.key, text)) } }
    }
    func add(_ r: SpringRequest) {
      for p in SpringParameter.all {
        if p.field == .preset {
          if let name = r.preset { out.append((p.key, name)) }
        } else {
          if let x = r[number: p.field] { out.append((p.key, NumberText.text(x))) }
        }
      }
    }
    switch source {
    case .spring(let r): add(r)
    case .easing: add([.easing, .easingDuration])
    case .decay(_, let r): add(r); add([.decayModel])
    }
    add([.from, .to, .velocity, .retarget, .retargetMode])
    add(EngineSetting.shared)
    add([.engine, .framesPerSecond, .property])
    if case .platform = engine {
      add(EngineSetting.all.filter { !EngineSetting.shared.contains($0) })
    } else if case .decay = source {
      add(EngineSetting.all.filter { !EngineSetting.shared.contains($0) })
    }
    for parameter in SolverParameter.all { if let text = parameter.text(solver) { out.append((parameter.key, text)) } }
    return out
  }

  /// The keys a recipe reads (others, such as a file's `tolerance` or `generator`, are ignored):
  /// the four tables' keys.
  public static let keys: Set<String> = Set(
    RecipeParameter.all.map(\.key) + SpringParameter.all.map(\.key)
      + EngineSetting.all.map(\.key) + SolverParameter.all.map(\.key))

  /// A recipe from `key: value` pairs (a repeated key other than `retarget` keeps its last value).
  ///
  /// - Parameter pairs: The `key: value` pairs, as in a file's metadata or a spec.
  /// - Throws: ``CurveRecipe/Problem`` for a value that does not parse.
  public init(keyValues pairs: [(key: String, value: String)]) throws(Problem) {
    var texts: [String: [String]] = [:]
    for (key, value) in pairs where Self.keys.contains(key) { texts[key, default: []].append(value) }
    var r = SpringRequest()
    for p in SpringParameter.all {
      guard let text = texts[p.key]?.last else { continue }
      if p.field == .preset { r.preset = text } else { r[number: p.field] = try RecipeParameter.finite(p.key, text) }
    }
    self.init(source: .spring(r))
    // The easing row comes first in the table: it replaces the spring before its duration is read.
    for row in RecipeParameter.all {
      guard let given = texts[row.key] else { continue }
      try row.apply(row.isRepeatable ? given : [given.last!], to: &self)
    }
    for setting in EngineSetting.all {
      guard let text = texts[setting.key]?.last else { continue }
      do throws(EngineSetting.Problem) { try engineSettings.set(setting, text: text) } catch {
        throw .invalid(key: setting.key, value: text, rule: error.description)
      }
    }
    for parameter in SolverParameter.all {
      guard let text = texts[parameter.key]?.last else { continue }
      do throws(SolverParameter.Problem) { try parameter.apply(text, to: &solver) } catch {
        throw .invalid(key: parameter.key, value: text, rule: error.description)
      }
    }
  }

  /// Retargets from `T:VALUE` or `T:VALUE:RESPONSE` texts, each after the one before.
  /// - Parameter texts: The texts, in order.
  /// - Returns: The retargets, in time order.
  /// - Throws: ``CurveRecipe/Problem`` for the first that does not parse or does not come later.
  public static func retargets(_ texts: [String]) throws(Problem) -> [Retarget] {
    var out: [Retarget] = []
    for text in texts { out.append(try retarget(text, after: out.last?.time ?? 0)) }
    return out
  }

  /// A retarget from `T:VALUE[:RESPONSE]`, after time `after`.
  ///
  /// - Parameters:
  ///   - text: `T:VALUE` or `T:VALUE:RESPONSE`: at T seconds the target becomes VALUE (and the response RESPONSE).
  ///   - after: The time the retarget must come after, in seconds (the previous retarget's, or 0).
  /// - Throws: ``CurveRecipe/Problem`` naming the key when a value does not parse or the recipe does not make a curve.
  public static func retarget(_ text: String, after: Double) throws(Problem) -> Retarget {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0.trimmed()) }
    guard parts.count == 2 || parts.count == 3, let t = parts[0], let v = parts[1], t.isFinite, v.isFinite,
      parts.count == 2 || (parts[2]?.isFinite ?? false)
    else { throw .invalidRetarget(text, .notNumbers) }
    if parts.count == 3, let r = parts[2], !(r > 0) { throw .invalidRetarget(text, .responseNotPositive) }
    guard t > after else { throw .invalidRetarget(text, .notIncreasing) }
    return Retarget(time: t, target: v, response: parts.count == 3 ? parts[2] : nil)
  }
}

extension CurveRecipe {
  /// Why a spec (`response=0.4,damping=0.8`) is not a recipe.
  public enum SpecProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// A part is not `key=value`.
    case notKeyValue(String)
    /// An unknown key, with the closest known one.
    case unknownKey(String, suggestion: String?)
    /// A `(` without its `)`, or a `)` without its `(` (the part from there on).
    case unbalancedParenthesis(String)
    /// The pairs do not make a recipe.
    case recipe(Problem)

    /// One line (a long part or key quoted to 80 characters).
    public var description: String {
      switch self {
      case .notKeyValue(let part): "'\(part.prefix(80))' is not key=value"
      case .unknownKey(let key, let suggestion): "unknown key '\(key.prefix(80))'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
      case .unbalancedParenthesis(let part): "'\(part.prefix(80))' has a '(' without its ')', or a ')' without its '('"
      case .recipe(let p): "\(p)"
      }
    }
  }

  /// A recipe from a spec: comma-separated `key=value` pairs with the recipe's keys (commas
  /// inside parentheses, as in `cubic-bezier(…)`, stay in the value); `duration` is an easing's
  /// duration, and Android's named constants are accepted for `damping` and `stiffness`. The
  /// frame rate is not part of a spec (it is the command's).
  ///
  /// - Parameter text: The spec, such as `response=0.4,damping=0.8,to=100`.
  /// - Throws: ``CurveRecipe/SpecProblem`` for a part that is not `key=value`, an unknown key, or values that do not make a
  ///   recipe.
  public init(spec text: String) throws(SpecProblem) {
    var pairs: [(key: String, value: String)] = []
    var depth = 0, current = ""
    for c in text + "," {
      if c == "(" { depth += 1 }
      if c == ")" { depth -= 1 }
      guard depth >= 0 else { throw .unbalancedParenthesis(current + ")") }
      guard c == "," && depth == 0 else { current.append(c); continue }
      let parts = current.split(separator: "=", maxSplits: 1).map { $0.trimmed() }
      guard parts.count == 2, !parts[0].isEmpty else { throw .notKeyValue(current) }
      var (key, value) = (parts[0], parts[1])
      if key == "duration" { key = "easing-duration" }
      // A spring parameter's names (Android's constants) read as its value, as on the command line.
      if let n = SpringParameter.named(key)?.namedValue(value) { value = "\(n)" }
      guard Self.keys.contains(key), key != "fps" else {
        throw .unknownKey(key, suggestion: NameMatching.closest(to: key, among: Array(Self.keys), maximumDistance: 3))
      }
      pairs.append((key, value))
      current = ""
    }
    // An unclosed '(' swallowed the rest of the spec (and the final comma added above).
    guard current.isEmpty else { throw .unbalancedParenthesis(String(current.dropLast())) }
    do { try self.init(keyValues: pairs) } catch { throw .recipe(error) }
  }
}
