"""A module of `tools/`, a directory without `__init__.py` inside the regular package `nspkg`:
Python imports it as `nspkg.tools.cache` (a namespace subpackage), so `nspkg.common` resolves."""
from nspkg.common import mcp


@mcp.tool()
async def cache_get(key: str) -> str:
    """Get a value from the cache."""
    return key
