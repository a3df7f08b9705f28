extension SHA256 {
  /// The hex digest of a string's UTF-8 bytes, as `printf '%s' "$text" | sha256sum` prints it.
  public static func hex(_ string: String) -> String {
    hash(string).hex
  }

  /// The hex digest of bytes.
  public static func hex(bytes: some Sequence<UInt8>) -> String {
    var hasher = SHA256()
    hasher.update(bytes)
    return hasher.finalize().hex
  }
}
