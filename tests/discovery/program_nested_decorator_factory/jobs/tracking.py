"""A metrics wrapper that keeps the function's signature (`functools.wraps`); no framework.

# expect: none
"""

import functools


def track_async_tool(fn, store=None, engine=""):
    @functools.wraps(fn)
    async def wrapper(*args, **kwargs):
        return await fn(*args, **kwargs)

    return wrapper
