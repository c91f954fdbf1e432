"""`register_all` loops over a module-level list of the tool modules (mcp-testkit's shape)."""

# expect: none

from mail.tools import folders, messages

ALL_GROUPS = [
    folders,
    messages,
]


def register_all(mcp):
    for group in ALL_GROUPS:
        group.register(mcp)
