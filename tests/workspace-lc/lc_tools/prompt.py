"""The description of `tools.Weather`, kept apart as langchain-community's tools keep theirs."""

WEATHER_DESCRIPTION = """Today's weather for a city.
Input should be a city name."""
