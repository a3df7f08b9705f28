import ProviderProtocol

/// A screen as the Driver App's UI layer has one: it renders its labels through the
/// provider's translate function when asked to, and keeps what it rendered until then.
struct ScreenModel {
  let session: ProviderSession
  /// Keys with their fallback copy, in display order.
  let keys: [(key: String, fallback: String)]

  /// Renders every label from the provider's current state.
  func render() async throws -> [String] {
    var labels: [String] = []
    for (key, fallback) in keys {
      labels.append(try await session.translate(key, fallback: fallback))
    }
    return labels
  }
}
