// ContractReportCLI: see README's module map.
