"""Jobs made by a project class's own `from_function`: not tools (the class derives from no
framework class, and no server takes them)."""

# expect: none

from fastmcp import FastMCP


class Job:
    @classmethod
    def from_function(cls, fn):
        return cls()


class NightlyJob(Job):
    pass


def cleanup() -> None:
    """Nightly cleanup: not a tool."""


JOBS = [NightlyJob.from_function(cleanup)]
server = FastMCP("jobs")
