import Foundation

/// One motion of `Tests/Fixtures/closed-form-reference.csv` with its exact samples.
public struct ClosedFormReferenceCase: Sendable, CustomStringConvertible {
  public struct Sample: Sendable {
    public let t: Double
    public let displacement: Double
    public let value: Double
    public let velocity: Double
  }

  public let name: String
  public let mass: Double
  public let stiffness: Double
  public let damping: Double
  public let from: Double
  public let to: Double
  public let velocity: Double
  public let scale: Double
  public var samples: [Sample]

  public var description: String { name }

  /// All cases in the fixture, in file order.
  public static func load() throws -> [ClosedFormReferenceCase] {
    var cases: [ClosedFormReferenceCase] = []
    for record in try csvRecords("Tests/Fixtures/closed-form-reference.csv") {
      func d(_ key: String) -> Double { parseDouble(record[key] ?? "") ?? .nan }
      let sample = Sample(t: d("t"), displacement: d("displacement"), value: d("value"), velocity: d("velocity_t"))
      if let last = cases.last, last.name == record["case"] {
        cases[cases.count - 1].samples.append(sample)
      } else {
        cases.append(
          ClosedFormReferenceCase(
            name: record["case"] ?? "?", mass: d("mass"), stiffness: d("stiffness"), damping: d("damping"),
            from: d("from"), to: d("to"), velocity: d("velocity"), scale: d("scale"), samples: [sample]))
      }
    }
    return cases
  }
}

/// One row of `Tests/Fixtures/settling-reference.csv`.
public struct SettlingReferenceCase: Sendable, CustomStringConvertible {
  public let name: String
  public let mass: Double
  public let stiffness: Double
  public let damping: Double
  public let from: Double
  public let to: Double
  public let velocity: Double
  public let epsilon: Double
  public let settle: Double

  public var description: String { "\(name) ε=\(epsilon)" }

  public static func load() throws -> [SettlingReferenceCase] {
    try csvRecords("Tests/Fixtures/settling-reference.csv").map { record in
      func d(_ key: String) -> Double { parseDouble(record[key] ?? "") ?? .nan }
      return SettlingReferenceCase(
        name: record["case"] ?? "?", mass: d("mass"), stiffness: d("stiffness"), damping: d("damping"),
        from: d("from"), to: d("to"), velocity: d("velocity"), epsilon: d("epsilon"), settle: d("settle"))
    }
  }
}
