"""A project decorator that registers only the names of a curated set (zan-tapd-mcp's
`curated_tool`): `if func.__name__ not in CURATED: return func` before `mcp.tool()(func)`.
`get_timesheets` is outside the set and `legacy_export` inside the excluded set: neither is a
tool. The guard of `maybe_tool` reads a name set at run time, so its functions stay tools."""

import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("tapd")

CURATED_TOOL_NAMES = {
    "get_bug",
    "update_bug",
}

EXCLUDED = ("legacy_export",)


def curated_tool():
    def decorator(func):
        if func.__name__ not in CURATED_TOOL_NAMES:
            return func
        return mcp.tool()(func)

    return decorator


def not_excluded(func):
    if func.__name__ in EXCLUDED:
        return func
    return mcp.tool()(func)


def maybe_tool():
    enabled = set(os.environ.get("TOOLS", "").split(","))

    def decorator(func):
        if func.__name__ not in enabled:
            return func
        return mcp.tool()(func)

    return decorator


# expect: mcp get_bug get_bug
@curated_tool()
def get_bug(bug_id: str) -> dict:
    """Get one bug."""
    return {}


@curated_tool()
def get_timesheets(day: str) -> list:
    """Not in the curated set."""
    return []


# expect: mcp export_csv export_csv
@not_excluded
def export_csv(path: str) -> str:
    """Export as CSV."""
    return path


@not_excluded
def legacy_export(path: str) -> str:
    """Excluded."""
    return path


# expect: mcp run_report run_report
@maybe_tool()
def run_report(name: str) -> str:
    """Enabled at run time, perhaps."""
    return name
