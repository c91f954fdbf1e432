"""Catalog tools."""


def search(query: str) -> str:
    """Search the catalog.

    Args:
        query: Words to look for.
    """
    return ""


def lookup(sku: str) -> str:
    """Look up a product.

    Args:
        sku: The product id.
    """
    return ""
