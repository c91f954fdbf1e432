"""The tool modules."""

# expect: none
