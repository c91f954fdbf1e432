"""More tools registered through the helper imported from `omics.server`."""

# expect: none

from omics.server import _register_tool
from omics.tools.runs import cancel_run

_register_tool("CancelRun", cancel_run)
