"""A `StructuredTool` whose `args_schema` is built when the tool is made (langchain-community's
databricks toolkit: `args_schema = _generate_args_schema(function)` from the catalogue's
function): the schema sent is that model, not `func(*args, **kwargs)`'s signature. It is
unread, so nothing is said about `func`'s `**kwargs` (no G004 on an empty OBJECT)."""
import json
from typing import Any

from langchain_core.tools import BaseTool, StructuredTool


def _generate_args_schema(function: Any) -> Any:
    return function.input_model


class UCFunctionToolkit:
    def _make_tool(self, function_name: str, **kwargs: Any) -> BaseTool:
        function = self.lookup(function_name)
        args_schema = _generate_args_schema(function)

        def func(*args: Any, **kwargs: Any) -> str:
            """Run the catalogue function."""
            return json.dumps(kwargs)

        return StructuredTool(
            name="uc_function",
            description="Run a Unity Catalog function.",
            args_schema=args_schema,
            func=func,
            **kwargs,
        )

    def lookup(self, name: str) -> Any:
        return name
