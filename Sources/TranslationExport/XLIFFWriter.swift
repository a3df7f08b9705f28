import CIOutput

/// Writes one locale's units as an XLIFF 1.2 document.
///
/// Each key is a `<trans-unit>` (id and resname: the key) with the source text, a `<target>`
/// whose `state` says translated, needs-translation or needs-review-translation (translated
/// units are also `approved="yes"`, as translate-toolkit and Weblate read it), notes with the
/// to-do reason, category and call sites, and one location context group per call site.
/// Texts are checked by ``TranslationExport`` first, so every character here is one XML 1.0
/// carries and the escaping (the CI outputs' own) writes each as it is: carriage returns, and
/// tabs and line breaks in attributes, as character references so parsers keep them.
enum XLIFFWriter {
  static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

  static func render(
    _ units: [ExportUnit], original: String, sourceLocale: String?, targetLocale: String
  ) -> String {
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<xliff version=\"1.2\" xmlns=\"\(namespace)\">\n"
    xml += "  <file original=\"\(attribute(original))\""
    xml += " source-language=\"\(attribute(sourceLocale ?? "und"))\""
    xml += " target-language=\"\(attribute(targetLocale))\" datatype=\"plaintext\">\n"
    xml += "    <body>\n"
    for unit in units {
      let id = attribute(unit.key)
      xml += "      <trans-unit id=\"\(id)\" resname=\"\(id)\" xml:space=\"preserve\""
      if unit.state == .translated { xml += " approved=\"yes\"" }
      xml += ">\n"
      xml += "        <source>\(text(unit.source))</source>\n"
      if let target = unit.target, !target.isEmpty {
        xml += "        <target state=\"\(unit.state.xliffState)\">\(text(target))</target>\n"
      } else {
        xml += "        <target state=\"\(unit.state.xliffState)\"/>\n"
      }
      for line in unit.noteLines {
        xml += "        <note from=\"contract-report\">\(text(line))</note>\n"
      }
      for location in unit.locations {
        xml += "        <context-group purpose=\"location\">"
        xml += "<context context-type=\"sourcefile\">\(text(location.file))</context>"
        xml += "<context context-type=\"linenumber\">\(location.line)</context>"
        xml += "</context-group>\n"
      }
      xml += "      </trans-unit>\n"
    }
    xml += "    </body>\n"
    xml += "  </file>\n"
    xml += "</xliff>\n"
    return xml
  }

  private static func text(_ value: String) -> String { XMLEscaping.text(value) }

  private static func attribute(_ value: String) -> String { XMLEscaping.attribute(value) }
}
