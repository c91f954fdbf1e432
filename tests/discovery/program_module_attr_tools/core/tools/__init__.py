"""The tool packages."""

# expect: none
