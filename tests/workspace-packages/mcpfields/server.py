"""tests/corpus/l_mcp.py's `field_constants`, with its constants imported from two other
modules (and `class_constants`, its class from another module): the payloads must be the same
as the goldens of the one-module versions."""
from typing import List, Optional, Union

from mcp.server.mcpserver import MCPServer

from mcpfields import consts
from mcpfields.consts import Limits
from mcpfields.fields import CODE_FIELD, LIMIT_FIELD, REGION_FIELD

server = MCPServer("corpus")


@server.tool()
def field_constants(
    code: str = CODE_FIELD,
    region: Optional[Union[str, List[str]]] = REGION_FIELD,
    limit: int = LIMIT_FIELD,
    top_k: int = consts.DEFAULT_TOP_K,
) -> str:
    """Defaults spelled through module constants."""
    return code


@server.tool()
def class_constants(query: str, top_k: int = Limits.TOP_K, size: int = Limits.SIZE_FIELD) -> str:
    """Defaults read from a class's attributes."""
    return query
