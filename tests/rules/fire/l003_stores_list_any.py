"""stores writes `"items": {"type": null}` for `list[Any]`: invalid JSON Schema for
Anthropic, and an untyped node for Gemini."""
from typing import Any

import stores


def bulk_insert(table: str, rows: list[Any]) -> str:  # expect: L003, G008
    """Insert rows into a table."""
    return ""


index = stores.Index([bulk_insert])
