"""A `functools.partial` over a function taking `**kwargs`, given a `__signature__` at run time
and registered under a `functools.wraps` wrapper (agent-api-server's mcp_convert.py:
`create_tool_from_schema` builds an `inspect.Signature` and `__annotations__` from a graph's
input schema, assigns them to the `partial` it is given and returns it;
`_add_metrics_wrapper` wraps that; then `mcp.tool()(...)`). `inspect.signature` follows
`__wrapped__` to the `partial` and returns the assigned signature, which has no `**kwargs`:
fastmcp 4.1.6 lists the tool with the schema's parameters (no ValueError "Functions with
**kwargs are not supported as tools"). The same holds for a signature assigned to the
`partial` in the function that registers it. The parameters are unread, so nothing is said
about them."""
import inspect
from functools import partial, wraps
from typing import Any

from fastmcp import FastMCP

mcp = FastMCP("graphs")


async def run_graph(graph_name: str, **kwargs: Any) -> dict:
    """Run a graph on the given inputs."""
    return {"graph": graph_name, **kwargs}


def from_schema(schema: dict, implementation=None):
    params = [
        inspect.Parameter(n, inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=str)
        for n in schema.get("properties", {})
    ]
    if implementation is None:

        async def default_impl(**kwargs: Any) -> dict:
            return kwargs

        implementation = default_impl
    implementation.__name__ = schema["title"]
    implementation.__doc__ = schema.get("description", "")
    implementation.__signature__ = inspect.Signature(parameters=params)
    implementation.__annotations__ = {p.name: p.annotation for p in params}
    return implementation


def with_metrics(func):
    @wraps(func)
    async def wrapper(*args: Any, **kwargs: Any) -> dict:
        return await func(*args, **kwargs)

    return wrapper


def register_graphs(schemas: dict) -> None:
    for name, schema in schemas.items():
        impl = partial(run_graph, graph_name=name)
        tool = from_schema(schema, implementation=impl)
        mcp.tool()(with_metrics(tool))


def register_direct(name: str) -> None:
    impl = partial(run_graph, graph_name=name)
    impl.__signature__ = inspect.Signature(
        [inspect.Parameter("query", inspect.Parameter.KEYWORD_ONLY, annotation=str)]
    )
    impl.__annotations__ = {"query": str}
    mcp.tool(name=name, description="Run one graph.")(with_metrics(impl))
