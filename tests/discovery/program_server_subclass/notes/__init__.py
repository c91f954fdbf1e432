"""Notes (see `notes.tools`)."""

# expect: none
