"""mcp-airq's shape: the server class comes from a shim that imports it for type checkers and
picks it from whichever SDK version is installed at run time.

# expect: none
"""
