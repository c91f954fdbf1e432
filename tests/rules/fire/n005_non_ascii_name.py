"""Weather tools written in French and German, indexed with stores under their Python names."""
import stores


def météo(ville: str) -> str:  # expect: N001, N005
    """Décrit la météo actuelle d'une ville."""
    return ""


def größe(stadt: str) -> int:  # expect: N001, N005
    """Einwohnerzahl einer Stadt."""
    return 0


def forecast(city: str) -> str:
    """Describe tomorrow's weather in a city."""
    return ""


index = stores.Index([météo, größe, forecast])
