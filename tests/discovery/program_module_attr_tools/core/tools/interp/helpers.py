"""Helpers handed to a formatter, not to the server."""

# expect: none


def format_output(text: str, width: int = 80) -> str:
    """Not a tool: `fmt` in register_formatters is a project Formatter."""
    return text[:width]
