"""A version shim: `TypedDict` from `typing` on 3.12+, else from `typing_extensions`
(notebooklm-mcp-cli's `notebooklm_tools/services/_compat.py`). pydantic accepts either."""
import sys

if sys.version_info >= (3, 12):
    from typing import TypedDict
else:
    from typing_extensions import TypedDict

__all__ = ["TypedDict"]
