import Foundation

/// A ``TranslationService`` whose every call is held open until the test completes it, in any
/// order the test chooses, so interleavings are deterministic without sleeps.
///
/// A test awaits ``nextRequest(_:)`` to take the oldest call it has not taken yet (waiting for
/// one to arrive if needed), then answers it with ``complete(_:with:)``: a dictionary, a language
/// list, an error envelope or a thrown error. ``respondAutomatically(_:)`` answers calls as they
/// arrive instead, for tests that do not care about ordering.
public actor ScriptedTranslationService: TranslationService {
  private struct Waiter {
    let kind: ScriptedRequest.Kind?
    let continuation: CheckedContinuation<ScriptedRequest, Never>
  }

  private var nextID = 0
  private var open: [Int: CheckedContinuation<ScriptedResponse, Never>] = [:]
  private var untaken: [ScriptedRequest] = []
  private var waiters: [Waiter] = []
  private var responder: (@Sendable (ScriptedRequest) -> ScriptedResponse)?

  /// Every call received, in arrival order.
  public private(set) var log: [ScriptedRequest] = []

  /// Creates a service with no automatic responder: every call waits for the test.
  public init() {}

  /// The calls that are still open (not completed), oldest first.
  public var pendingRequests: [ScriptedRequest] {
    log.filter { open[$0.id] != nil }
  }

  /// The oldest call (of `kind`, if given) not yet returned by this method; waits for one.
  public func nextRequest(_ kind: ScriptedRequest.Kind? = nil) async -> ScriptedRequest {
    if let index = untaken.firstIndex(where: { kind == nil || $0.kind == kind }) {
      return untaken.remove(at: index)
    }
    return await withCheckedContinuation { waiters.append(Waiter(kind: kind, continuation: $0)) }
  }

  /// Completes an open call. Returns `false` if it was already completed.
  @discardableResult
  public func complete(_ request: ScriptedRequest, with response: ScriptedResponse) -> Bool {
    guard let continuation = open.removeValue(forKey: request.id) else { return false }
    untaken.removeAll { $0.id == request.id }
    continuation.resume(returning: response)
    return true
  }

  /// Takes the next call (of `kind`, if given), completes it and returns it.
  @discardableResult
  public func completeNext(_ kind: ScriptedRequest.Kind? = nil, with response: ScriptedResponse)
    async -> ScriptedRequest
  {
    let request = await nextRequest(kind)
    complete(request, with: response)
    return request
  }

  /// Answers every later call as it arrives with `responder`, or holds calls again with `nil`.
  public func respondAutomatically(
    _ responder: (@Sendable (ScriptedRequest) -> ScriptedResponse)?
  ) {
    self.responder = responder
  }

  /// Records a languages call and waits for the test's answer.
  public func languages(for request: ServiceRequest) async throws
    -> ServiceResult<[ServiceLanguage]>
  {
    switch await receive(.languages, request) {
    case .languages(let languages): return .success(languages)
    case .errorEnvelope(let messages): return .errorEnvelope(messages: messages)
    case .failure(let error): throw error
    case .dictionary, .table:
      throw TranslationServiceError.malformedResponse(reason: "dictionary sent for languages")
    }
  }

  /// Records a dictionary call and waits for the test's answer.
  public func dictionary(for request: ServiceRequest) async throws
    -> ServiceResult<[String: String]>
  {
    try await dictionaryTable(for: request).map(\.dictionary)
  }

  /// ``dictionary(for:)``, answered with the table as scripted.
  public func dictionaryTable(for request: ServiceRequest) async throws
    -> ServiceResult<TranslationTable>
  {
    switch await receive(.dictionary, request) {
    case .dictionary(let dictionary): return .success(TranslationTable(dictionary))
    case .table(let table): return .success(table)
    case .errorEnvelope(let messages): return .errorEnvelope(messages: messages)
    case .failure(let error): throw error
    case .languages:
      throw TranslationServiceError.malformedResponse(reason: "languages sent for dictionary")
    }
  }

  private func receive(_ kind: ScriptedRequest.Kind, _ request: ServiceRequest) async
    -> ScriptedResponse
  {
    nextID += 1
    let scripted = ScriptedRequest(id: nextID, kind: kind, request: request)
    log.append(scripted)
    if let responder {
      return responder(scripted)
    }
    return await withCheckedContinuation { continuation in
      open[scripted.id] = continuation
      if let index = waiters.firstIndex(where: { $0.kind == nil || $0.kind == kind }) {
        waiters.remove(at: index).continuation.resume(returning: scripted)
      } else {
        untaken.append(scripted)
      }
    }
  }
}
