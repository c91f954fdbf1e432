"""Gmail tools, registered on servers imported from `core`; this module imports no framework.

Negative: `draft` (on the project's own `Registry`), `format_address` (a helper).
"""

from core import base
from core.server import audited, factory_server, made, made_registry, registry, server, typed


# expect: fastmcp search_messages search_messages
@server.tool()
async def search_messages(query: str, page_size: int = 10) -> str:
    """Search the mailbox."""
    return query


# expect: fastmcp send_message send
@audited.tool(name="send")
def send_message(to: str, body: str) -> str:
    """Send a message."""
    return to


# expect: fastmcp list_labels list_labels
@typed.tool
def list_labels() -> list[str]:
    """List the mailbox's labels."""
    return []


# expect: fastmcp get_profile get_profile
@base.default_server.tool()
def get_profile() -> dict:
    """The account's profile."""
    return {}


def archive(message_id: str) -> bool:
    """Archive a message."""
    return True


# expect: fastmcp archive archive
audited.add_tool(archive)


@registry.tool("draft")
def draft(to: str) -> str:
    """Registered on the project's own registry: not a tool."""
    return to


# expect: fastmcp list_threads list_threads
@factory_server.tool()
def list_threads(label: str) -> list[str]:
    """Threads under a label (a server made by a factory annotated with its class)."""
    return []


# expect: fastmcp get_thread get_thread
@made.tool()
def get_thread(thread_id: str) -> str:
    """One thread (a server a factory returns)."""
    return thread_id


@made_registry.tool("mark_read")
def mark_read(thread_id: str) -> bool:
    """On the project's registry, made by a factory: not a tool."""
    return True


def format_address(name: str, email: str) -> str:
    """Helper: not a tool."""
    return f"{name} <{email}>"
