"""A langchain `BaseTool` without an `args_schema` takes its schema from `_run`'s signature:
a bare `dict` parameter there becomes an OBJECT without properties in the Gemini declaration,
reported on the parameter of `_run` (and the object without properties for OpenAI)."""
from typing import Optional

from langchain_core.callbacks import CallbackManagerForToolRun
from langchain_core.tools import BaseTool


class PutMetadata(BaseTool):
    name: str = "put_metadata"
    description: str = "Store arbitrary metadata under a key."

    def _run(
        self,
        key: str,
        metadata: dict,  # expect: G004
        run_manager: Optional[CallbackManagerForToolRun] = None,
    ) -> str:
        return key
