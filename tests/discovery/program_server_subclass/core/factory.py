"""Factories returning servers (by annotation, by return value) and the project's registry,
and servers made by them in this module. Negative: `sweep` (on a registry a factory made).
"""

from core.base import AuditedServer, SecureServer
from core.registry import Registry


def create_server(name: str) -> SecureServer:
    server = SecureServer(name)
    return server


def make_audited():
    return AuditedServer("made")


def make_registry() -> Registry:
    return Registry()


local_server = create_server("local")
local_registry = make_registry()


# expect: fastmcp ping ping
@local_server.tool()
def ping() -> str:
    """A server made by a factory of this module."""
    return "pong"


@local_registry.tool()
def sweep() -> None:
    """On the project's registry: not a tool."""
