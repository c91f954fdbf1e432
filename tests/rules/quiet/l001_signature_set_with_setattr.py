"""A callable whose `__signature__` is set with `setattr` before it is handed to the
framework (nvidia-nat-adk's tool_wrapper.py: `nat_function`'s inner `decorator` builds an
`inspect.Signature` from the NAT function's `input_schema` and sets it on the function it
wraps, then `FunctionTool(callable_tool)`). google-adk reads `inspect.signature`, which
returns the assigned one, not the `func_to_wrap: Callable` of the `def`: the parameters are
unread, so no rule about them speaks (no L001 "Cannot generate a JsonSchema for
core_schema.CallableSchema")."""
import inspect
from typing import Any, Callable

from google.adk.tools.function_tool import FunctionTool
from pydantic import BaseModel


class SearchInput(BaseModel):
    query: str


def build_tool(name: str, description: str, input_schema: type[BaseModel] = SearchInput) -> FunctionTool:
    async def callable_ainvoke(*args, **kwargs):
        return kwargs

    def nat_function(func: Callable[..., Any] | None = None) -> Callable[..., Any]:
        def decorator(func_to_wrap: Callable[..., Any]) -> Callable[..., Any]:
            """Set the name, description and signature the framework reads."""
            func_to_wrap.__name__ = name
            func_to_wrap.__doc__ = description
            params = [
                inspect.Parameter(n, inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=f.annotation)
                for n, f in input_schema.model_fields.items()
            ]
            setattr(func_to_wrap, "__signature__", inspect.Signature(parameters=params))
            return func_to_wrap

        if func is None:
            return decorator
        return decorator(func)

    callable_tool = nat_function(func=callable_ainvoke)
    return FunctionTool(callable_tool)
