"""Execution tools."""


# expect: mcp execute_code run_code
async def execute_code(session_id: str, code: str, language: str = "python") -> dict:
    """Run code in a session."""
    return {"id": session_id, "code": code}


def parse_result(raw: dict) -> dict:
    """Not a tool: never registered."""
    return raw
