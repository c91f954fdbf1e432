"""A docstring that documents `**kwargs` for a function that takes none (plex-mcp's
`search_music_tracks`, pingera-mcp-server's `create_component`): the model reads about
arguments it cannot pass. The finding stands on the `**kwargs` entry, not on the docstring's
opening quotes."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("music")


@mcp.tool()
def search_tracks(query: str, limit: int = 20) -> list[str]:
    """
    Search for music tracks.

    Args:
        query: The search query for tracks
        limit: Maximum number of tracks to return
        **kwargs: Additional search parameters (genre, year)  # expect: D002
    """
    return [query][:limit]
