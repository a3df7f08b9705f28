// ComplianceReport: see README's module map.
