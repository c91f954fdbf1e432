from fastmcp import FastMCP

from .registrar import Registrar

try:
    from fastmcp.server.transforms import ToolTransform
    from fastmcp.tools.tool_transform import ToolTransformConfig
except ImportError:
    ToolTransform = None
    ToolTransformConfig = None


class Server:
    def __init__(self, overrides: dict):
        self.mcp = FastMCP("lab")
        Registrar(self.mcp).register_all()
        for tool_name, description in overrides.items():
            transform = ToolTransformConfig(description=description)
            self.mcp.add_transform(ToolTransform({tool_name: transform}))
