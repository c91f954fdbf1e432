"""A mail server whose SDK is optional (mega-outlook-mcp's shape)."""

# expect: none
