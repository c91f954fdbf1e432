"""Flow tools (see `flows.tools`)."""

# expect: none
