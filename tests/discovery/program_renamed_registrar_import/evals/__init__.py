"""multivon-mcp's shape: each tool module defines `register(mcp)`, imported under another name
(`from .audit_tools import register as register_audit`) by the function that registers them
all on the server it is handed.

# expect: none
"""
