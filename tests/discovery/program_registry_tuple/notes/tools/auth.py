"""Authentication tools. Negative: `audit_login` (`@audited()` only), `_token_path`."""

from notes.tools._utils import audited, logged_tool


# expect: fastmcp refresh_auth refresh_auth
@logged_tool()
def refresh_auth(profile: str = "default") -> dict:
    """Reload the stored cookies."""
    return {"profile": profile}


@audited()
def audit_login(user: str) -> None:
    """Not a tool: recorded in the audit list only."""


def _token_path(profile: str) -> str:
    return profile
