import Testing

@testable import ContractReportCLI

@Suite("Process lifetime")
struct ProcessLifetimeTests {
  private final class Model: Sendable {}

  @Test("values are freed as usual until the process declares it ends after the command")
  func keepsOnlyOnceEnabled() {
    let store = ProcessLifetime.Store()
    weak var freed: Model?
    do {
      let model = Model()
      freed = model
      store.keep(model)
    }
    #expect(freed == nil)

    store.enable()
    weak var kept: Model?
    do {
      let model = Model()
      kept = model
      store.keep(model)
    }
    #expect(kept != nil)
  }
}
