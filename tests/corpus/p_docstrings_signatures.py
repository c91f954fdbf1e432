"""Framework-only: Google / NumPy / Sphinx docstrings with Returns and Raises sections, a private
`_hidden` parameter, positional-only, `*args` / `**kwargs`, and names with dots, spaces and
non-ASCII characters."""


def google_style(city: str, days: int = 3) -> str:
    """Forecast for a city.

    Longer explanation that spans
    two lines.

    Args:
        city: The city name.
        days: How many days
            ahead to forecast.

    Returns:
        The forecast text.

    Raises:
        ValueError: If the city is unknown.
    """
    return city


def numpy_style(city: str, days: int = 3) -> str:
    """Forecast for a city.

    Parameters
    ----------
    city : str
        The city name.
    days : int, optional
        How many days ahead.

    Returns
    -------
    str
        The forecast text.

    Raises
    ------
    ValueError
        If the city is unknown.
    """
    return city


def sphinx_style(city: str, days: int = 3) -> str:
    """Forecast for a city.

    :param city: The city name.
    :param days: How many days ahead.
    :returns: The forecast text.
    :raises ValueError: If the city is unknown.
    """
    return city


def no_docstring(city: str) -> str:
    return city


def private_param(query: str, _hidden: int = 0) -> str:
    """A parameter with a leading underscore."""
    return query


def positional_only(a: int, b: int, /, c: int = 0) -> int:
    """Positional-only parameters."""
    return a + b + c


def var_args(*names: str) -> str:
    """Only *args."""
    return ""


def var_kwargs(query: str, **options: int) -> str:
    """A parameter and **kwargs."""
    return query


def everything(query: str, *args: str, limit: int = 5, **kwargs: float) -> str:
    """*args, a keyword-only parameter and **kwargs."""
    return query


def dotted(city: str) -> str:
    """Registered under a name with a dot."""
    return city


dotted.__name__ = "weather.get"


def spaced(city: str) -> str:
    """Registered under a name with a space."""
    return city


spaced.__name__ = "get weather"


def prévisions(ville: str) -> str:
    """A non-ASCII name."""
    return ville
