"""stores drops non-None defaults from its Gemini declaration: the model only sees a
nullable parameter (information)."""
import stores


def search_flights(origin: str, destination: str, max_stops: int = 1) -> list[str]:  # expect: V001
    """Search flights between two airports."""
    return []


index = stores.Index([search_flights])
