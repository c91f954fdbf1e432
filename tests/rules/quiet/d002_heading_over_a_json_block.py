"""`Schema:` at the entries' indentation inside Args, over a JSON object at the same
indentation (configfacets-mcp's fetch_mconnect_data): a heading over a literal block, not an
entry for a parameter `Schema`. mcp's FastMCP sends the whole docstring, so the block reaches
the model and nothing is lost."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x")


@mcp.tool()
async def fetch_data(instructions: dict) -> dict:
    """
    Retrieves data via a REST API request.

    Args:
        instructions (dict): A dictionary specifying the request parameters.

        Schema:
        {
            "method": {"type": "string", "enum": ["GET", "POST"]},
            "url": {"type": "string", "description": "Target URL (required)"}
        }

    Returns:
        dict: The API response.
    """
    return instructions
