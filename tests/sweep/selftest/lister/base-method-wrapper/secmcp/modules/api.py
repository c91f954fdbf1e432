"""An intermediate base class of the project (no tools of its own).

# expect: none
"""

from secmcp.modules.base import BaseModule


class ApiModule(BaseModule):
    def _paged(self, operation: str, limit: int = 100) -> dict:
        return self._call(operation, limit=limit)
