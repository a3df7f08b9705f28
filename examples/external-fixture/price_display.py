"""The component under contract: how the Driver App shows a price.

A docs team checks it with contract-report through price_fixture.py, with no Swift.
"""

from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal

# Minor units per currency (ISO 4217) and the symbol the app shows.
CURRENCIES = {"EUR": (2, "€"), "USD": (2, "$"), "JPY": (0, "¥")}
# Per locale: decimal separator, grouping separator, whether the symbol goes after the number.
LOCALES = {"en": (".", ",", False), "es": (",", ".", True), "fr": (",", " ", True)}


class PriceError(ValueError):
    """A price the app refuses to show."""


def minor_units(currency):
    """Digits after the decimal separator for a currency."""
    if currency not in CURRENCIES:
        raise PriceError(f"unknown currency {currency}")
    return CURRENCIES[currency][0]


def display(amount, currency="EUR", locale="en", rounding="half up"):
    """The text shown for `amount` (a decimal string or number) in `currency` and `locale`."""
    if locale not in LOCALES:
        raise PriceError(f"unknown locale {locale}")
    digits = minor_units(currency)
    value = Decimal(str(amount))
    if value < 0:
        raise PriceError("negative amount")
    mode = {"half up": ROUND_HALF_UP, "half even": ROUND_HALF_EVEN}[rounding]
    value = value.quantize(Decimal(1).scaleb(-digits), rounding=mode)
    whole, _, fraction = f"{value:f}".partition(".")
    decimal_mark, group_mark, symbol_after = LOCALES[locale]
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    number = group_mark.join(groups) + (decimal_mark + fraction if digits else "")
    symbol = CURRENCIES[currency][1]
    return f"{number} {symbol}" if symbol_after else f"{symbol}{number}"
