"""ouro-mcp (issue 26, seed 51): `register_all_tools` loops over every registered tool after
registration and assigns each its description (`inspect.cleandoc`) and its schema
(`compact_schema` drops titles, turns `anyOf[T, null]` into `T`). mcp sends what the loop
assigns, which toolsight does not evaluate: the description and the parameters are unread,
and T001 (over `tokens.tool-budget`, 1,000, on the docstring as written) says nothing."""
import inspect
from typing import Any

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("ouro")


def compact_schema(schema: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in schema.items() if k != "title"}


@mcp.tool()
def update_post(post_id: str, title: str | None = None, body: str | None = None) -> str:
    """Update a post.

    Note 0: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 1: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 2: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 3: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 4: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 5: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 6: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 7: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 8: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 9: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 10: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 11: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 12: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 13: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 14: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 15: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 16: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 17: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 18: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 19: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 20: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 21: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 22: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 23: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 24: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 25: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 26: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 27: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 28: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 29: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 30: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 31: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 32: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 33: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 34: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 35: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 36: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 37: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 38: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    Note 39: the post body is rendered as markdown by the server, and every mention, link and embedded asset is resolved before the post is stored, so the result may differ from the text sent.
    """
    return post_id


def register_all_tools(server: FastMCP) -> None:
    for tool in server._tool_manager.list_tools():
        tool.description = inspect.cleandoc(tool.description)
        tool.parameters = compact_schema(tool.fn_metadata.arg_model.model_json_schema())


register_all_tools(mcp)
