"""The server object shared by the tool modules."""

# expect: none

from fastmcp import FastMCP

mcp = FastMCP("knowledge-base", instructions="Search and edit the team knowledge base.")
