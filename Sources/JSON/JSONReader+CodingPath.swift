extension JSONReader.Value {
  /// The byte offset of the value at `path`, or of the deepest part of it that exists.
  package func offset(at path: [any CodingKey]) -> Int {
    var value = self
    var offset = 0
    for key in path {
      if let index = key.intValue, case .array(let elements) = value, index < elements.count {
        value = elements[index].value
        offset = elements[index].offset
      } else if let member = value.member(key.stringValue) {
        value = member.value
        offset = member.offset
      } else {
        break
      }
    }
    return offset
  }
}
