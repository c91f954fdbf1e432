"""The project's server classes: user subclasses of fastmcp's FastMCP."""

# expect: none

from typing import Any

from fastmcp import FastMCP


class SecureServer(FastMCP):
    """A server that checks credentials before every call."""


class AuditedServer(SecureServer):
    """Through another user class: still a FastMCP."""


class TypedServer(FastMCP[dict[str, Any]]):
    """Through a generic subscript of the framework class."""


# The class and its instance in one module, imported elsewhere.
default_server = SecureServer("default")
