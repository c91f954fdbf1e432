"""# expect: none"""

from .audit_tools import register as register_audit
from .notes_tools import register as register_notes


class Recorder:
    """Records what would be registered; not a server."""

    def tool(self, **kwargs):
        return lambda fn: fn


def register_all(mcp) -> None:
    register_audit(mcp)
    recorder = Recorder()
    register_notes(recorder)
