"""Docstring styles and docstring edge cases."""


def google_style(city: str, days: int = 3) -> str:
    """Get the weather forecast for a city.

    Args:
        city: The city name, e.g. "Paris".
        days: Number of days to forecast.
            Continues on a second line.

    Returns:
        A forecast summary.
    """
    return city


def numpy_style(city: str, days: int = 3) -> str:
    """Get the weather forecast for a city.

    Parameters
    ----------
    city : str
        The city name.
    days : int, optional
        Number of days to forecast.

    Returns
    -------
    str
        A forecast summary.
    """
    return city


def rest_style(city: str, days: int = 3) -> str:
    """Get the weather forecast for a city.

    :param city: The city name.
    :param days: Number of days to forecast.
    :returns: A forecast summary.
    """
    return city


def epydoc_style(city: str) -> str:
    """Get the weather forecast for a city.

    @param city: The city name.
    @return: A forecast summary.
    """
    return city


def multi_paragraph(query: str) -> str:
    """Search the knowledge base.

    This searches every document in the index and ranks the
    results by relevance.

    A third paragraph with more details.

    Args:
        query: What to look for.
    """
    return query


def no_docstring(x: int) -> int:
    return x


def empty_docstring(x: int) -> int:
    """"""
    return x


def blank_docstring(x: int) -> int:
    """   """
    return x


def single_quoted_docstring(x: int) -> int:
    'Single-quoted one-line docstring.'
    return x


def docstring_on_second_line(x: int) -> int:
    """
    The summary starts on the second line.

    More text here.
    """
    return x


def args_for_missing_param(city: str) -> str:
    """Look up a city.

    Args:
        city: The city name.
        country: A parameter that does not exist.
    """
    return city


def escapes_in_docstring(x: int) -> int:
    """Tab\there, a backslash \\ and a quote \" inside.

    Unicode escape: \u00e9 and a literal é.
    """
    return x


def raw_docstring(pattern: str) -> str:
    r"""Match a regex such as \d+\s*.

    The backslashes stay as written.
    """
    return pattern


def concatenated_docstring(x: int) -> int:
    "Implicitly " "concatenated docstring."
    return x


def fstring_is_not_docstring(x: int) -> int:
    f"""This f-string is not a docstring {1 + 1}."""
    return x


def trailing_blank_lines(x: int) -> int:
    """Summary with trailing blank lines.


    """
    return x


def indented_body_docstring(x: int) -> int:
    """First line.
        Indented more than the rest.
    Back to normal indentation.
    """
    return x


def unicode_docstring(ville: str) -> str:
    """Donne la météo pour une ville — 天気予報 ☀️."""
    return ville


def google_with_types(city: str, days: int) -> str:
    """Forecast with typed Args entries.

    Args:
        city (str): The city name.
        days (int): Number of days.
    """
    return city
