"""A filter object whose keys differ only by `-` and `_` (a functional TypedDict, since
the keys are not identifiers); clients that normalize names merge them."""
from typing import TypedDict

import stores

SearchFilters = TypedDict("SearchFilters", {"max-results": int, "max_results": int, "lang": str})


def search(query: str, filters: SearchFilters) -> list[str]:  # expect: C003, G001
    """Search the catalogue with filters."""
    return []


index = stores.Index([search])
