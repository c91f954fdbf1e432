"""A langchain `BaseTool` whose `args_schema` is set in `model_post_init` (chio-langchain:
built from a manifest when the tool is made). pydantic runs `model_post_init` on every
instance after `__init__`, so the schema sent is that run-time model, not the one
`create_schema_from_function` makes from `_run(**kwargs)`: unread, so no G004 on
`kwargs` (nor any other finding on a schema toolsight did not read)."""
from typing import Any

from langchain_core.tools import BaseTool
from pydantic import BaseModel, create_model


def schema_from_manifest(name: str, spec: dict[str, Any]) -> type[BaseModel]:
    return create_model(name, **{k: (str, ...) for k in spec})


class ManifestTool(BaseTool):
    name: str = "manifest_tool"
    description: str = "Runs the tool the manifest describes."
    input_schema_def: dict[str, Any] = {}

    def model_post_init(self, __context: Any) -> None:
        super().model_post_init(__context)
        self.args_schema = schema_from_manifest(self.name, self.input_schema_def)

    def _run(self, **kwargs: Any) -> str:
        return str(kwargs)


class ConditionalManifestTool(BaseTool):
    """chio-langchain's own shape: the schema replaced only when the manifest gives one."""

    name: str = "conditional_manifest_tool"
    description: str = "Runs the tool the manifest describes, when it describes one."
    input_schema_def: dict[str, Any] = {}

    def model_post_init(self, __context: Any) -> None:
        super().model_post_init(__context)
        schema = schema_from_manifest(self.name, self.input_schema_def)
        if schema is not None:
            self.args_schema = schema

    def _run(self, **kwargs: Any) -> str:
        return str(kwargs)
