"""Order tools."""


def search(query: str) -> str:
    """Search orders.

    Args:
        query: Words to look for.
    """
    return ""
