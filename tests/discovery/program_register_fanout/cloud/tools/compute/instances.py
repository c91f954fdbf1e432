"""Instance tools; the parameter is untyped."""


def register(mcp) -> None:
    # expect: mcp register.<locals>.start_instance start_instance
    @mcp.tool()
    def start_instance(instance_id: str, wait: bool = False) -> dict:
        """Start one instance."""
        return {}
