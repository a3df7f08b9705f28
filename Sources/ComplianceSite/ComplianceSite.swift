// ComplianceSite: see README's module map.
