"""The framework's own registration (as agno's os/manager/manager.py): a `tools=[...]` list the
framework writes itself (`Toolkit(tools=[run_diagnostics])`) is a tool its user gets, found as
in any project; only a `tools=` that passes a list along is the framework's plumbing."""
from agno.tools.toolkit import Toolkit


def diagnostics_tool():
    def run_diagnostics() -> str:
        """Run the diagnostics."""
        return "ok"

    return Toolkit(name="diagnostics", tools=[run_diagnostics])


# expect: agno diagnostics_tool.<locals>.run_diagnostics run_diagnostics
