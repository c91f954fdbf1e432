"""mcp-server-linkedin-zero's shape: decorator factories defined inside the function that makes
the server, closing over it.

# expect: none
"""
