// Verification: see README's module map.
