"""History tools (see `history.tools`)."""

# expect: none
