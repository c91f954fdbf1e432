"""Tool names: non-ASCII, very long, private and redefined functions."""


def größe(wert: float) -> float:
    """Berechne die Größe."""
    return wert


def météo(ville: str) -> str:
    """Donne la météo."""
    return ville


def ﬁnd_ﬁle(pattern: str) -> str:
    """The ligature ﬁ is NFKC-normalised: Python names this function find_file."""
    return pattern


def get_the_current_weather_forecast_for_a_given_city_and_country_code_xyz(city: str) -> str:
    """A function whose name is exactly seventy characters long."""
    return city


def _private_helper(x: int) -> int:
    """A private module-level function is still a function of the module."""
    return x


def redefined(x: int) -> int:
    """First definition, shadowed below."""
    return x


def redefined(x: str, y: int = 0) -> str:  # noqa: F811
    """Second definition, the one bound to the module attribute."""
    return x


def CamelCaseName(Value: int) -> int:
    """A CamelCase function and parameter name."""
    return Value


def snake_with_digits_2(x_1: int, y2: int) -> int:
    """Digits in names."""
    return x_1 + y2
