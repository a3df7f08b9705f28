import Templates

extension DefaultTemplates {
  /// The built-in templates as a set; error messages name them `templates/<file>`.
  public static var templateSet: TemplateSet {
    var templates: [String: String] = [:]
    for (path, text) in files {
      templates[TemplateSource.name(forRelativePath: path)] = text
    }
    return TemplateSet(templates: templates)
  }
}
