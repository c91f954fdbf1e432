"""A crewai tool description that says what the tool does by default on the line that names
the parameter (crewai-colony's ColonyGetNotifications: "By default returns only unread
notifications. Set unread_only=False to see all."): crewai's strict mode drops the default
and makes `unread_only` required, but the model is told what the default does, so L011's
"the model is not told" is answered."""
from typing import Any

from crewai.tools import BaseTool


class ColonyGetNotifications(BaseTool):
    name: str = "colony_get_notifications"
    description: str = (
        "Get your notifications on The Colony. By default returns only unread notifications. "
        "Set unread_only=False to see all. Notification types: mention, comment, vote, follow, message."
    )
    client: Any = None

    def _run(self, unread_only: bool = True) -> str:
        """Get notifications. Set unread_only=False to see all."""
        return str(unread_only)
