"""Tool loaders (see `agents.load`)."""

# expect: none
