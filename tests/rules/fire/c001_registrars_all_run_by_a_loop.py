"""Beside `quiet/c001_registrars_chosen_from_a_dispatch_table.py`: registrars in a tuple that
a loop runs one after another on the same server (g8-mcp-server's `for registrar in
_REGISTRARS: registrar(server, client)`) all register on that server, so two of them
registering `list_columns` collide: the MCP SDK's FastMCP keeps the first and only logs
`Tool already exists`."""
from mcp.server.fastmcp import FastMCP


def _register_company_columns(server: FastMCP) -> None:
    @server.tool()
    async def list_columns(company_id: int) -> str:
        """List the columns of a company."""
        return str(company_id)


def _register_contact_columns(server: FastMCP) -> None:
    @server.tool()
    async def list_columns(contact_id: int) -> str:  # expect: C001
        """List the columns of a contact."""
        return str(contact_id)


_REGISTRARS = (
    _register_company_columns,
    _register_contact_columns,
)


def register(server: FastMCP) -> None:
    for registrar in _REGISTRARS:
        registrar(server)
