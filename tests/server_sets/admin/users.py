"""Admin tools: on the admin server, never listed with the shop's."""
from admin.server import panel


@panel.tool()
def disable_user(user_id: str, reason: str) -> dict:
    """Disable a user's account at once; their sessions end and their API keys stop working."""
    return {}


@panel.tool()
def lookup(user_id: str) -> dict:
    """Look up one user by id: their roles, their last login and their account's state."""
    return {}
