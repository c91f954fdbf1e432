"""Disk tools: `register` untyped."""


def register(mcp) -> None:
    # expect: mcp register.<locals>.resize_disk resize_disk
    @mcp.tool()
    def resize_disk(vmid: int, size: str) -> str:
        """Resize one disk."""
        return size
