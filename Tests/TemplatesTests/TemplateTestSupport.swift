import Templates

/// Compiles `template` as `templates/index.html` (plus any partials) and renders it.
func render(
  _ template: String, _ context: TemplateValue = [:], partials: [String: String] = [:]
) throws -> String {
  var templates = partials
  templates["index"] = template
  return try TemplateEngine(templates: templates).render("index", context: context)
}

/// The error thrown while compiling and rendering `template`, as a `TemplateError`.
func templateError(
  _ template: String, _ context: TemplateValue = [:], partials: [String: String] = [:]
) -> TemplateError? {
  do {
    _ = try render(template, context, partials: partials)
    return nil
  } catch let error as TemplateError {
    return error
  } catch {
    return nil
  }
}
