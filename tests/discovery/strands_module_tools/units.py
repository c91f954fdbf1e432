"""Unit tables; nothing here is a tool."""

# expect: none

UNIT_SPEC = {
    "name": "metric",
    "description": "SI units",
    "symbols": {"temperature": "°C", "speed": "km/h"},
}


def to_fahrenheit(celsius: float) -> float:
    return celsius * 9 / 5 + 32
