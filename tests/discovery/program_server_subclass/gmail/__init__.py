"""Gmail tools (see `gmail.tools`)."""

# expect: none
