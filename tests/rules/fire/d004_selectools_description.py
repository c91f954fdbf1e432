"""selectools sends `description=` as the tool description; OpenAI models have refused
descriptions over 1024 characters."""
from selectools import tool


@tool(
    name="create_event",
    description="Create a calendar event. The event is created in the user's primary calendar unless another calendar id is given; attendees receive an invitation by email, and the organiser is the authenticated user. Create a calendar event. The event is created in the user's primary calendar unless another calendar id is given; attendees receive an invitation by email, and the organiser is the authenticated user. Create a calendar event. The event is created in the user's primary calendar unless another calendar id is given; attendees receive an invitation by email, and the organiser is the authenticated user. Create a calendar event. The event is created in the user's primary calendar unless another calendar id is given; attendees receive an invitation by email, and the organiser is the authenticated user. Create a calendar event. The event is created in the user's primary calendar unless another calendar id is given; attendees receive an invitation by email, and the organiser is the authenticated user. Times are ISO 8601 strings with an explicit UTC offset, for example 2025-03-01T09:30:00+01:00.",  # expect: D004
)
def create_event(title: str, start: str, end: str) -> str:
    """Create a calendar event."""
    return ""
