"""An annotation that does not evaluate: `@tool` logs a warning and sends the tool with no
parameters at all. One finding (L014, which names the `NameError`), not an L008 besides it
on the same annotation."""
from agno.tools import tool


@tool
def file_ticket(ticket: "Ticket", note: str) -> str:  # expect: L014
    """File a ticket.

    Args:
        ticket: The ticket.
        note: A note.
    """
    return note
