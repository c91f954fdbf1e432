"""Event hooks (see `hooks.events`)."""

# expect: none
