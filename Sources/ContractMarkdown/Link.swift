/// A link (or image) found in inline content.
public struct Link: Codable, Hashable, Sendable {
  /// The destination as written after reference resolution (not percent-decoded).
  public var destination: String
  public var title: String
  /// The link's visible text.
  public var text: String
  public var isImage: Bool
  public var location: SourceLocation

  public init(
    destination: String, title: String, text: String, isImage: Bool, location: SourceLocation
  ) {
    self.destination = destination
    self.title = title
    self.text = text
    self.isImage = isImage
    self.location = location
  }
}
