"""Folder tools; this module imports no framework."""


def register(mcp):
    # expect: mcp register.<locals>.list_folders list_folders
    @mcp.tool()
    def list_folders(account: str) -> list[str]:
        """List the folders of an account."""
        return []
