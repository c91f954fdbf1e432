"""Tool groups (see `cloud.tools.compute`)."""

# expect: none
