import Foundation

/// A problem a language example reports: an input it cannot read, or a step the provider did
/// not let it take (for example answering a request that was never sent).
struct ExampleError: Error, Sendable, Hashable, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
