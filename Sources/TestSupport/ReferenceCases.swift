import Foundation

/// One motion of `Tests/Fixtures/closed-form-reference.csv` with its exact samples.
package struct ClosedFormReferenceCase: Sendable, CustomStringConvertible {
  package struct Sample: Sendable {
    package let t: Double
    package let displacement: Double
    package let value: Double
    package let velocity: Double
  }

  package let name: String
  package let mass: Double
  package let stiffness: Double
  package let damping: Double
  package let from: Double
  package let to: Double
  package let velocity: Double
  package let scale: Double
  package var samples: [Sample]

  package var description: String { name }

  /// All cases in the fixture, in file order.
  package static func load() throws -> [ClosedFormReferenceCase] {
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
package struct SettlingReferenceCase: Sendable, CustomStringConvertible {
  package let name: String
  package let mass: Double
  package let stiffness: Double
  package let damping: Double
  package let from: Double
  package let to: Double
  package let velocity: Double
  package let epsilon: Double
  package let settle: Double

  package var description: String { "\(name) ε=\(epsilon)" }

  package static func load() throws -> [SettlingReferenceCase] {
    try csvRecords("Tests/Fixtures/settling-reference.csv").map { record in
      func d(_ key: String) -> Double { parseDouble(record[key] ?? "") ?? .nan }
      return SettlingReferenceCase(
        name: record["case"] ?? "?", mass: d("mass"), stiffness: d("stiffness"), damping: d("damping"),
        from: d("from"), to: d("to"), velocity: d("velocity"), epsilon: d("epsilon"), settle: d("settle"))
    }
  }
}
