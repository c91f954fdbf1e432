"""A parameter was renamed (`country` → `region`) but the docstring still documents the old
name; its description is lost (langchain even raises `Arg country in docstring not found`)."""
import stores


def population(city: str, region: str) -> int:
    """Return the population of a city.

    Args:
        city: City name.
        country: ISO country code of the city.  # expect: D002
    """
    return 0


index = stores.Index([population])
