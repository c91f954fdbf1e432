"""tzero-mcp's shape: the server class is one of two SDK classes chosen in try/except, and the
decorators are chosen between the server's `tool` and a no-op by a ternary (alternatives: a
tool registered on one path is a tool).

# expect: none
"""
