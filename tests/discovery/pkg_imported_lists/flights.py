"""Flight tools; the list is imported elsewhere."""


# expect: pydantic-ai search_flights search_flights
def search_flights(origin: str, destination: str, date: str) -> list[dict]:
    """Search flights between two airports on a date."""
    return []


# expect: pydantic-ai flight_status flight_status
def flight_status(flight_number: str) -> str:
    """Status of a flight."""
    return "on time"


def _iata(city: str) -> str:
    """Helper: not in any list, not a tool."""
    return city[:3].upper()


FLIGHT_TOOLS = [search_flights, flight_status]
