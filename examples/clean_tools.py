"""A file with no problems: `toolsight check examples/clean_tools.py` exits 0."""
from typing import Optional

import stores


def lookup_order(order_id: str, include_items: Optional[bool] = None) -> str:
    """Look up an order by its identifier.

    Args:
        order_id: The order identifier, e.g. "A-1042".
        include_items: Whether to list the order's items.
    """
    return ""


index = stores.Index([lookup_order])
