"""`async_tool(engine)` and `sync_tool(engine)` are nested in `create_app` and register on its
local server (`app.tool()(track_async_tool(fn, ...))`); `quiet(engine)`, nested the same way,
returns the function unregistered, and so does a factory of another function that reuses the
name `sync_tool` (each function's own nested `def` is the one its decorators name)."""

from fastmcp import FastMCP

from jobs.tracking import track_async_tool


def create_app() -> FastMCP:
    app = FastMCP("jobs")
    metrics = None

    def async_tool(engine: str):
        def decorator(fn):
            return app.tool()(track_async_tool(fn, store=metrics, engine=engine))

        return decorator

    def sync_tool(engine: str):
        def decorator(fn):
            return app.tool()(fn)

        return decorator

    def quiet(engine: str):
        def decorator(fn):
            return fn

        return decorator

    # expect: fastmcp create_app.<locals>.search_jobs search_jobs
    @async_tool("public_no_login")
    async def search_jobs(kw: str, loc: str = "") -> list:
        """Search jobs by keyword and location."""
        return []

    # expect: fastmcp create_app.<locals>.get_job_details get_job_details
    @sync_tool("public_no_login")
    def get_job_details(job_id: str) -> dict:
        """The details of one job."""
        return {}

    @quiet("internal")
    def not_a_tool(x: int) -> int:
        return x

    return app


def helpers():
    def sync_tool(engine: str):
        def decorator(fn):
            return fn

        return decorator

    @sync_tool("offline")
    def also_not_a_tool(x: int) -> int:
        return x

    return also_not_a_tool
