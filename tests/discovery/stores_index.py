"""stores (`import stores`): functions collected in `stores.Index([...])`.

Idioms: an inline list, `Index(tools=...)` by keyword, a module-level list extended with
`+`, `*spread`, `.append` / `.extend` / `.insert` before the index is built, a list re-bound
before use (only the last binding counts), a `__name__` rename before the index is built, and
two defs of one name (the index sees only the function bound to the name when `Index(...)`
runs, here the second, whose name was not renamed).

Not tools: a function appended after the index was built (stores wraps the list at
construction), the functions of the first, re-bound list, the first `lookup`.
"""

import stores


def get_weather(city: str) -> str:
    """Current weather in a city."""
    return ""


def get_forecast(city: str, days: int = 3) -> list[str]:
    """Forecast for the coming days."""
    return []


def air_quality(city: str) -> int:
    """Air quality index of a city."""
    return 42


def pollen(city: str) -> str:
    """Pollen level of a city."""
    return "low"


def sunrise(city: str) -> str:
    """Sunrise time in a city."""
    return "06:12"


def sunset(city: str) -> str:
    """Sunset time in a city."""
    return "20:41"


def tides(harbour: str) -> list[str]:
    """Tide times of a harbour."""
    return []


def moon_phase() -> str:
    """Current moon phase."""
    return "waxing"


def uv_index(city: str) -> int:
    """UV index of a city."""
    return 5


def storm_warnings(region: str) -> list[str]:
    """Active storm warnings."""
    return []


def snow_depth(resort: str) -> int:
    """Snow depth in centimetres (first, re-bound list: not a tool)."""
    return 0


def avalanche_risk(resort: str) -> int:
    """Avalanche risk level (first, re-bound list: not a tool)."""
    return 1


def wind_speed(city: str) -> float:
    """Wind speed in km/h."""
    return 12.0


def humidity(city: str) -> float:
    """Relative humidity."""
    return 0.5


def late_addition(city: str) -> str:
    """Appended after the index was built: not a tool."""
    return ""


# expect: stores get_weather get_weather
# expect: stores get_forecast get_forecast
basic = stores.Index([get_weather, get_forecast])

BASE = [air_quality, pollen]
DAYLIGHT = (sunrise, sunset)
# expect: stores air_quality air_quality
# expect: stores pollen pollen
# expect: stores sunrise sunrise
# expect: stores sunset sunset
# expect: stores tides tides
OUTDOOR = BASE + [*DAYLIGHT, tides]
OUTDOOR.append(moon_phase)
OUTDOOR.extend([uv_index])
OUTDOOR.insert(0, storm_warnings)
# expect: stores moon_phase moon_phase
# expect: stores uv_index uv_index
# expect: stores storm_warnings storm_warnings
outdoor = stores.Index(tools=OUTDOOR)
OUTDOOR.append(late_addition)

MOUNTAIN = [snow_depth, avalanche_risk]
MOUNTAIN = [wind_speed, humidity]
# expect: stores wind_speed wind_speed
# expect: stores humidity humidity
mountain = stores.Index(MOUNTAIN)


def lookup(station: str) -> dict:
    """First definition; re-bound below before the index is built."""
    return {}


lookup.__name__ = "lookup_v1"


def lookup(station: str, metric: bool = True) -> dict:  # noqa: F811
    """Second definition: the one the index receives."""
    return {}


def observations(station: str) -> list[float]:
    """Raw observations of a station."""
    return []


observations.__name__ = "station_observations"

# expect: stores lookup lookup
# expect: stores observations station_observations
stations = stores.Index([lookup, observations])
