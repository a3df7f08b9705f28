// ContractMarkdown: see README's module map.
