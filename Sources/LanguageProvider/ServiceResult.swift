import Foundation

/// A service answer in the Ordering API envelope: a result, or `{"error": true, "result": [...]}`.
///
/// A transport failure, a non-2xx status or an unparseable body is not a `ServiceResult`: the
/// call throws a ``TranslationServiceError`` instead, so "error" and "throw" stay distinct as in
/// the contract's "Dictionary error/throw" row.
public enum ServiceResult<Value: Sendable>: Sendable {
  /// `{"error": false, "result": value}`.
  case success(Value)
  /// `{"error": true, "result": ["message", ...]}`. Messages are provider responses: private,
  /// never put into diagnostics.
  case errorEnvelope(messages: [String])
}

extension ServiceResult {
  /// The same answer with its result transformed; an error envelope is passed on as it is.
  public func map<NewValue: Sendable>(_ transform: (Value) throws -> NewValue) rethrows
    -> ServiceResult<NewValue>
  {
    switch self {
    case .success(let value): .success(try transform(value))
    case .errorEnvelope(let messages): .errorEnvelope(messages: messages)
    }
  }
}

extension ServiceResult: Equatable where Value: Equatable {}
extension ServiceResult: Hashable where Value: Hashable {}
