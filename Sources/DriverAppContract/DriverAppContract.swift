// DriverAppContract: see README's module map.
