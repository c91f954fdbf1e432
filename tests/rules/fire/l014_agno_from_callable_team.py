"""agno's `Function.from_callable` catches the failed derivation (`Team` is imported for
type checking only), logs `Could not parse args`, and keeps the default parameters; with a
`team` parameter it also skips `validate_call`, so nothing raises: the tool is sent with no
parameters at all (agno 3.1.10). Not L001: the tool is sent."""
from typing import TYPE_CHECKING

from agno.tools.function import Function

if TYPE_CHECKING:
    from agno.team import Team


def update_state(team: "Team", session_state_updates: dict) -> str:  # expect: L014
    """Update the shared session state.

    Args:
        session_state_updates (dict): The updates to apply to the shared session state.
    """
    return ""


update_tool = Function.from_callable(update_state, name="update_session_state")
