"""The catalogue: a dict comprehension over a tuple of the tool functions.

# expect: none
"""

from typing import Callable

from gsc.tools.analytics import get_capabilities, get_search_analytics, quick_wins
from gsc.tools.analytics import _format_row

TOOLS: dict[str, Callable[..., str]] = {
    fn.__name__: fn
    for fn in (
        get_capabilities,
        get_search_analytics,
        quick_wins,
    )
}

FORMATTERS = {"row": _format_row}
