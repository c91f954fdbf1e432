"""camel's `FunctionTool(func, openai_tool_schema=schema)`: the given schema replaces the
signature and the docstring. A schema toolsight cannot evaluate (a variable filled at run
time) leaves the payload unread: D001 and the rules about parameters stay silent."""
from camel.toolkits import FunctionTool


def build(client, names):
    tools = []
    for name in names:
        schema = client.get_definition(name)

        def dummy_func(*, schema=schema, **kwargs):
            return client.call(schema["function"]["name"], kwargs)

        tools.append(FunctionTool(func=dummy_func, openai_tool_schema=schema))
    return tools


def passthrough(*args, **kwargs):
    return args


def wrap(tool):
    return FunctionTool(passthrough, tool.get_openai_tool_schema())
