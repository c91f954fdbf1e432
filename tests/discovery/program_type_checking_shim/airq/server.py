"""# expect: none"""

from airq.compat import MCPServer

mcp = MCPServer("airq", instructions="Air quality sensors.")
