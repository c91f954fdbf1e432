"""Entry point: importing the tool modules registers their tools."""

# expect: none

from . import notes, search  # noqa: F401  (imported for their registrations)
from .server import mcp

if __name__ == "__main__":
    mcp.run()
