"""The shared objects: instances of the classes of `core.base` and `core.registry`."""

# expect: none

from core.base import AuditedServer, SecureServer, TypedServer
from core.factory import create_server, make_audited, make_registry
from core.registry import FastMCP, Registry

server = SecureServer("workspace")
audited = AuditedServer("audited")
typed = TypedServer("typed")
registry = Registry()
lookalike = FastMCP()
factory_server = create_server("factory")
made = make_audited()
made_registry = make_registry()
