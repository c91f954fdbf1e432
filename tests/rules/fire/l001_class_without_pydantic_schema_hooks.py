"""A plain class whose methods are not pydantic's schema hooks (`validate` is pydantic 1's
model method, not a type hook): mcp 1.30's FastMCP allows arbitrary types, so pydantic 2.12
builds an IsInstanceSchema for it and raises PydanticInvalidForJsonSchema when the tool's
schema is made."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("json")


class JsonValue:
    @classmethod
    def validate(cls, value):
        return value


@mcp.tool()
def json_set(name: str, value: JsonValue) -> str:  # expect: L001
    """Set a JSON value."""
    return name
