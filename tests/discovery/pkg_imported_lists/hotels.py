"""Hotel tools; used one by one from agent.py."""


# expect: pydantic-ai book_hotel book_hotel
def book_hotel(city: str, check_in: str, nights: int = 1) -> str:
    """Book a hotel room."""
    return "booking-1"


# expect: pydantic-ai cancel_hotel cancel_hotel
def cancel_hotel(booking_id: str) -> bool:
    """Cancel a hotel booking."""
    return True


def hotel_photos(hotel_id: str) -> list[str]:
    """Never handed to an agent: not a tool."""
    return []
