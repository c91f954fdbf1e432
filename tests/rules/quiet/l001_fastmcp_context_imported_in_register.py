"""A `Context` imported inside the function that registers the tools, without
`from __future__ import annotations`: the annotation is evaluated when the inner `def` runs,
where the local import is in scope, and fastmcp leaves `ctx` out of the schema. No
`NameError`, so no L001 (sweep 7, seed 36: kubectl-mcp-server's 34). A class-body name used
by a method's annotation is in scope the same way."""
from fastmcp import FastMCP


def register_backup_tools(mcp: FastMCP, read_only: bool = False) -> None:
    """Registers the backup tools on the server it is given."""
    from fastmcp import Context
    from datetime import date as Day

    @mcp.tool()
    async def delete_backup(name: str, namespace: str = "velero", ctx: Context = None) -> str:
        """Delete a Velero backup."""
        return name

    @mcp.tool()
    async def backups_since(day: Day, ctx: Context = None) -> list[str]:
        """List the backups made since a day."""
        return []


server = FastMCP("backups")
register_backup_tools(server)
