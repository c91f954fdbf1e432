"""Session tools."""


# expect: mcp start_session start_session
async def start_session(name: str = "default", timeout: int = 900) -> dict:
    """Start an interpreter session."""
    return {"name": name}


# expect: mcp stop_session stop_session
async def stop_session(session_id: str) -> dict:
    """Stop an interpreter session."""
    return {"id": session_id}


def _session_key(session_id: str) -> str:
    return session_id
