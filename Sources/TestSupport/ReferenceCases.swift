import Foundation

/// A reference fixture's motion: a spring (mass, stiffness, damping coefficient) from `from` to
/// `to` with a start velocity, as both reference files' columns name them.
package struct ReferenceMotion: Sendable {
  package let name: String
  package let mass: Double
  package let stiffness: Double
  package let damping: Double
  package let from: Double
  package let to: Double
  package let velocity: Double

  /// The motion of a fixture row (columns case, mass, stiffness, damping, from, to, velocity).
  init(_ record: [String: String]) {
    let d = Self.reader(record)
    (name, mass, stiffness, damping) = (record["case"] ?? "?", d("mass"), d("stiffness"), d("damping"))
    (from, to, velocity) = (d("from"), d("to"), d("velocity"))
  }

  /// A row's number under a column, NaN where it is missing or not a number.
  static func reader(_ record: [String: String]) -> (String) -> Double {
    { key in parseDouble(record[key] ?? "") ?? .nan }
  }
}

/// One motion of `Tests/Fixtures/closed-form-reference.csv` with its exact samples.
@dynamicMemberLookup
package struct ClosedFormReferenceCase: Sendable, CustomStringConvertible {
  package struct Sample: Sendable {
    package let t: Double
    package let displacement: Double
    package let value: Double
    package let velocity: Double
  }

  package let motion: ReferenceMotion
  package let scale: Double
  package var samples: [Sample]

  package subscript<T>(dynamicMember field: KeyPath<ReferenceMotion, T>) -> T { motion[keyPath: field] }
  package var description: String { motion.name }

  /// All cases in the fixture, in file order.
  package static func load() throws -> [ClosedFormReferenceCase] {
    var cases: [ClosedFormReferenceCase] = []
    for record in try csvRecords("Tests/Fixtures/closed-form-reference.csv") {
      let d = ReferenceMotion.reader(record)
      let sample = Sample(t: d("t"), displacement: d("displacement"), value: d("value"), velocity: d("velocity_t"))
      if let last = cases.last, last.name == record["case"] {
        cases[cases.count - 1].samples.append(sample)
      } else {
        cases.append(ClosedFormReferenceCase(motion: ReferenceMotion(record), scale: d("scale"), samples: [sample]))
      }
    }
    return cases
  }
}

/// One row of `Tests/Fixtures/settling-reference.csv`.
@dynamicMemberLookup
package struct SettlingReferenceCase: Sendable, CustomStringConvertible {
  package let motion: ReferenceMotion
  package let epsilon: Double
  package let settle: Double

  package subscript<T>(dynamicMember field: KeyPath<ReferenceMotion, T>) -> T { motion[keyPath: field] }
  package var description: String { "\(motion.name) ε=\(epsilon)" }

  package static func load() throws -> [SettlingReferenceCase] {
    try csvRecords("Tests/Fixtures/settling-reference.csv").map { record in
      let d = ReferenceMotion.reader(record)
      return SettlingReferenceCase(motion: ReferenceMotion(record), epsilon: d("epsilon"), settle: d("settle"))
    }
  }
}
