// LanguageProvider: see README's module map.
