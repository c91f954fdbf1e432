"""A package that uses the name `mcp` for something else (see `plain.helpers`)."""

# expect: none
