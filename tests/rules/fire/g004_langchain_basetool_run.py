"""A langchain `BaseTool` without an `args_schema` takes its schema from `_run`'s signature:
a bare `dict` parameter there becomes an OBJECT without properties in the Gemini declaration,
reported on the parameter of `_run` (and the object without properties for OpenAI). A
`**kwargs` is one too (langchain-community's powerbi `_run(self, tool_input, run_manager,
**kwargs)`): `ChatGoogleGenerativeAI.bind_tools` converts the tool with
`convert_to_openai_tool` first, which keeps `kwargs` as `{"type": "object",
"additionalProperties": true}`, and sends it as `kwargs: Schema(type=OBJECT)` (ran
langchain-google-genai 4.4.2). Only a `BaseTool` handed to
`convert_to_genai_function_declarations` directly gets the single `__arg1` string."""
from typing import Any, Optional

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
        **kwargs: Any,  # expect: G004
    ) -> str:
        return key
