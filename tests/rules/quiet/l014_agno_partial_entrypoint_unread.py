"""An agno `Function` whose entrypoint is a `functools.partial` (acring-agno's
`Function(name="update_session_state", entrypoint=partial(_update_session_state_tool,
team))`). agno 3.1.10 calls `get_type_hints` on the partial, which raises `TypeError: ... is
not a module, class, method, or function`; it logs `Could not parse args` and sends the tool
with no parameters and no description (ran it on this shape). toolsight does not model what
each framework does with a partial, so the payload is unread: nothing is reported on the
`"Team"` annotation, which is not what agno trips on."""
from functools import partial
from typing import TYPE_CHECKING

from agno.tools.function import Function

if TYPE_CHECKING:
    from agno.team import Team


def _update_session_state_tool(team: "Team", key: str, value: str) -> str:
    """Update the team's session state.

    Args:
        key: the key to set
        value: the value to store
    """
    return key


def make_tools(team: "Team") -> list:
    return [Function(name="update_session_state", entrypoint=partial(_update_session_state_tool, team))]
