"""Study tools."""


def register(mcp) -> None:
    # expect: mcp register.<locals>.study_run study_run
    @mcp.tool()
    def study_run(study_id: str) -> dict:
        """Run a parameter study."""
        return {}
