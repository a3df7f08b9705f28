import Foundation

/// The native platform's layout direction (React Native's `I18nManager.forceRTL`): the host
/// owns it and records every call, so whether a provider applies a direction is observed, not
/// reported. The Driver App provider documents that it never calls it.
public protocol LayoutDirectionPlatform: Sendable {
  /// Forces the native layout direction.
  func forceRightToLeft(_ rightToLeft: Bool)
}
