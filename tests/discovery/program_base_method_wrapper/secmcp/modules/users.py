"""Users module: its tools are registered through the base class's `_add_tool`, by keyword,
by position, with a module constant as the name, and once with a name computed at run time.

Negative: `whoami` goes to `_track` (no registration), `_format` is only called, and
`Registry._add_tool` of an unrelated class of this module only stores the method.

# expect: mcp UsersModule.search_users sec_search_users
# expect: mcp UsersModule.get_user sec_get_user
# expect: mcp UsersModule.list_roles sec_list_roles
# expect: mcp UsersModule.delete_user sec_{name}
"""

from typing import Any, Callable

from mcp.server import FastMCP
from mcp.types import ToolAnnotations

from secmcp.modules.base import BaseModule

ROLES_TOOL = "list_roles"
WRITE = ToolAnnotations(readOnlyHint=False, destructiveHint=True)


class UsersModule(BaseModule):
    """Users and roles."""

    def register_tools(self, server: FastMCP) -> None:
        self._add_tool(server=server, method=self.search_users, name="search_users")
        self._add_tool(server, self.get_user, "get_user")
        self._add_tool(server=server, method=self.list_roles, name=ROLES_TOOL)
        self._add_tool(
            server=server,
            method=self.delete_user,
            name=self.client.delete_name(),
            annotations=WRITE,
        )
        self._track(method=self.whoami, name="whoami")

    def search_users(self, filter: str | None = None, limit: int = 100) -> list[dict[str, Any]]:
        """Search console users."""
        return [self._format(self._call("queryUsers", filter=filter, limit=limit))]

    def get_user(self, user_id: str) -> dict[str, Any]:
        """Get one user's details."""
        return self._call("getUser", ids=[user_id])

    def list_roles(self, user_id: str) -> list[str]:
        """List the roles granted to a user."""
        return []

    def delete_user(self, user_id: str) -> dict[str, Any]:
        """Delete a user."""
        return self._call("deleteUser", id=user_id)

    def whoami(self) -> str:
        """Tracked, never registered: not a tool."""
        return ""

    def _format(self, record: dict[str, Any]) -> dict[str, Any]:
        return record


class Registry:
    """A project class with an `_add_tool` of its own that only stores the method."""

    def __init__(self) -> None:
        self.methods: dict[str, Callable[..., Any]] = {}

    def _add_tool(self, server: object, method: Callable[..., Any], name: str) -> None:
        self.methods[name] = method

    def fill(self, server: object) -> None:
        self._add_tool(server=server, method=self.ping, name="ping")

    def ping(self) -> str:
        """Stored in a dict, never registered: not a tool."""
        return "pong"
