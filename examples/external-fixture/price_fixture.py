#!/usr/bin/env python3
"""contract-report fixture for price_display: one table row per run.

Reads the row's input cells as one JSON object on stdin (blank cells are left out, so the
defaults below apply) and prints the observed result cells as one JSON object on stdout.
An operation that fails is reported as {"error": "message"} in the cells it affects.
"""

import json
import sys

import price_display


def main():
    row = json.load(sys.stdin)
    currency = row.get("Currency", "EUR")
    try:
        shown = price_display.display(
            row["Amount"], currency, row.get("Locale", "en"), row.get("Rounding", "half up"))
    except price_display.PriceError as error:
        shown = {"error": str(error)}
    try:
        digits = price_display.minor_units(currency)
    except price_display.PriceError as error:
        digits = {"error": str(error)}
    json.dump({"Shown": shown, "Minor units": digits}, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
