"""crewai's function calling removes every `format` except date-time, date, time and duration."""
from uuid import UUID

from crewai.tools import tool


@tool
def fetch_order(order_id: UUID) -> str:  # expect: L013
    """Fetch an order by id."""
    return ""
