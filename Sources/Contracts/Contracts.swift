// Contracts: see README's module map.
