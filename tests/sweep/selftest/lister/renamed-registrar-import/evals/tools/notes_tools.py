"""Precision trap: the same shape, but the only call passes a recorder, not a server.

"""


def register(mcp) -> None:
    @mcp.tool()
    def take_note(text: str) -> str:
        return text
