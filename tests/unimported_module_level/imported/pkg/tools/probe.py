"""Imported by nothing (cymetica-eventtrader-mcp's tools/mcp_probe.py): run as a file
(`fastmcp run pkg/tools/probe.py`, `mcp run`, `python pkg/tools/probe.py`), its relative
import raises before a tool is registered, so its registrations never run."""

import logging

from ..core import mcp

logger = logging.getLogger(__name__)


@mcp.tool(name="probe_server")
def probe(target: str, payload: dict = None) -> str:
    return target


async def ping(target: str) -> str:
    return target


mcp.add_tool(ping)
