"""Session tools."""


def register(mcp) -> None:
    # expect: mcp register.<locals>.session_start session_start
    @mcp.tool()
    async def session_start(case_dir: str, isolate: bool = False) -> dict:
        """Start an interactive session."""
        return {}
