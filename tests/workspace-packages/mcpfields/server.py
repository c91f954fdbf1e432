"""tests/corpus/l_mcp.py's `field_constants`, with its constants imported from two other
modules: the payload must be the same as the golden of the one-module version."""
from typing import List, Optional, Union

from mcp.server.mcpserver import MCPServer

from mcpfields import consts
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
