/// What a provider showed for each operational value it was asked to translate, summarised so
/// a failing cell names the values that were looked up rather than their positions.
struct OperationalValueOutcomes {
  /// The fallback copy the check passes with every value, to tell a fallback from a lookup.
  static let fallback = "LABEL"

  private var verbatim = 0
  private var departures: [(outcome: String, values: [String])] = []

  /// Records what the provider showed for `value` when the fallback copy was ``fallback``.
  mutating func record(_ value: String, shown text: String) {
    guard text != value else {
      verbatim += 1
      return
    }
    let outcome = text == Self.fallback ? "replaced by the fallback" : "translated"
    if let index = departures.firstIndex(where: { $0.outcome == outcome }) {
      departures[index].values.append(value)
    } else {
      departures.append((outcome, [value]))
    }
  }

  var allVerbatim: Bool { departures.isEmpty }

  /// "all 6 verbatim", or the verbatim count and each other outcome with its values.
  var summary: String {
    if departures.isEmpty {
      return "all \(verbatim) verbatim"
    }
    let others = departures.map { outcome, values in
      "\(outcome): " + values.map { "\"\($0)\"" }.joined(separator: ", ")
    }
    return (["\(verbatim) verbatim"] + others).joined(separator: "; ")
  }
}
