"""Prints `VERDICT CLAUSE-ID` for every clause of a `check --json` report (the mutant scripts'
shared reading of a run)."""

import json
import sys

report = json.load(open(sys.argv[1]))
for contract in report["contracts"]:
    for result in contract["verification"]["results"]:
        print(result["verdict"], result["clauseID"])
