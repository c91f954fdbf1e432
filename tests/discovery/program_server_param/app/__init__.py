"""The entry point (see `app.main`)."""

# expect: none
