"""MCP Python SDK 2.x: `MCPServer` from `mcp.server.mcpserver` (1.x's `FastMCP`, renamed).

Idioms: `@server.tool()` and `@server.tool(name=..., annotations=...)`, registration inside a
class's `__init__` by call on bound methods (`server.tool(name="x")(self.m)`,
`server.add_tool(self.m)`), a `staticmethod` added through the class, `Tool.from_function`
passed to `MCPServer(tools=[...])`, and a `for` loop of `add_tool` over a tuple.

Not tools: a method of the same class that is never registered, `@server.resource(...)`.
"""

from dataclasses import dataclass

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.tools import Tool
from mcp.types import ToolAnnotations


def ping() -> str:
    """Check that the server answers."""
    return "pong"


# expect: mcp ping ping
server = MCPServer("notes", tools=[Tool.from_function(ping)])


@dataclass
class Note:
    id: int
    title: str
    body: str


# expect: mcp create_note create_note
@server.tool()
async def create_note(title: str, body: str, ctx: Context) -> Note:
    """Create a note and return it."""
    await ctx.info(f"creating {title!r}")
    return Note(id=1, title=title, body=body)


# expect: mcp remove_note delete_note
@server.tool(name="delete_note", annotations=ToolAnnotations(destructive_hint=True))
def remove_note(note_id: int) -> bool:
    """Delete a note permanently."""
    return True


class NoteIndex:
    """Search tools backed by an in-memory index; registers its own methods."""

    def __init__(self, server: MCPServer) -> None:
        self._notes: dict[int, Note] = {}
        # expect: mcp NoteIndex.search search_notes
        server.tool(name="search_notes")(self.search)
        # expect: mcp NoteIndex.count count
        server.add_tool(self.count)
        # expect: mcp NoteIndex.normalize normalize
        server.add_tool(NoteIndex.normalize)

    def search(self, query: str, limit: int = 10) -> list[Note]:
        """Full-text search over note titles and bodies."""
        return []

    def count(self) -> int:
        """How many notes are stored."""
        return len(self._notes)

    @staticmethod
    def normalize(text: str) -> str:
        """Normalize text the way the index does."""
        return text.casefold().strip()

    def rebuild(self) -> None:
        """Maintenance only: never registered."""
        self._notes.clear()


NoteIndex(server)


def export_markdown(note_id: int) -> str:
    """Export a note as Markdown."""
    return ""


def export_html(note_id: int) -> str:
    """Export a note as HTML."""
    return ""


EXPORTERS = (export_markdown, export_html)
# expect: mcp export_markdown export_markdown
# expect: mcp export_html export_html
for exporter in EXPORTERS:
    server.add_tool(exporter)


@server.resource("notes://{note_id}")
def note_resource(note_id: int) -> str:
    """A resource, not a tool."""
    return ""


if __name__ == "__main__":
    server.run()
