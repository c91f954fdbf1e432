"""A tool whose annotation names a type that is neither defined nor imported."""
from fastcore.funccall import get_schema


def lookup(order: Ordr, note: str) -> str:  # expect: L008
    """Look up an order.

    Args:
        order: The order.
        note: A note.
    """
    return ""


schema = get_schema(lookup)
