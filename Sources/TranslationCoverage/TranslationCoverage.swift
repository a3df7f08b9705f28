// TranslationCoverage: see README's module map.
