"""Collections bound inside functions and methods, and functions that return tool lists.

Idioms: a list bound to a local name inside a function and passed to a framework there; a
local list extended in a loop-free sequence of statements; a module function that returns a
list of functions (`def default_tools(): return [...]`) whose call result is passed to a
framework; a class method `get_tools(self)` returning `[self.a, self.b]` whose result is
passed; a conditional `append` inside the builder (both branches may run, so both count);
a local name that shadows a module-level list of the same name.

Not tools: the module-level list shadowed by the local one, a builder function whose result
never reaches a framework, a method of the provider class not returned by `get_tools`.
"""

from google.adk.agents import Agent as AdkAgent
from pydantic_ai import Agent


def current_user() -> str:
    """Name of the signed-in user."""
    return "ada"


def list_projects(owner: str) -> list[str]:
    """Projects owned by a user."""
    return []


def create_project(name: str, private: bool = True) -> str:
    """Create a project."""
    return name


def delete_project(name: str) -> bool:
    """Delete a project (admin only)."""
    return True


def project_stats(name: str) -> dict[str, int]:
    """Statistics of a project."""
    return {}


def team_members(team: str) -> list[str]:
    """Members of a team."""
    return []


def draft_release(project: str, version: str) -> str:
    """Draft a release (only in a builder that reaches no agent: not a tool)."""
    return version


def shadowed(name: str) -> str:
    """Only in the module-level TOOLS, which the local TOOLS shadows: not a tool."""
    return name


TOOLS = [shadowed]


def default_tools() -> list:
    """The tools every agent gets."""
    return [current_user, list_projects]


def build_agent(is_admin: bool) -> Agent:
    TOOLS = default_tools()
    TOOLS.append(create_project)
    if is_admin:
        TOOLS.append(delete_project)
    # expect: pydantic-ai current_user current_user
    # expect: pydantic-ai list_projects list_projects
    # expect: pydantic-ai create_project create_project
    # expect: pydantic-ai delete_project delete_project
    return Agent("openai:gpt-4o", tools=TOOLS)


def release_tools() -> list:
    """Built but never handed to an agent."""
    return [draft_release]


class TeamTools:
    """Provides bound-method tools through get_tools()."""

    def __init__(self, org: str) -> None:
        self.org = org

    # expect: google-adk TeamTools.members members
    def members(self, team: str) -> list[str]:
        """Members of a team in this organisation."""
        return team_members(team)

    # expect: google-adk TeamTools.invite invite
    def invite(self, email: str, team: str) -> bool:
        """Invite someone to a team."""
        return True

    def audit_log(self) -> list[str]:
        """Not returned by get_tools: not a tool."""
        return []

    def get_tools(self) -> list:
        return [self.members, self.invite]


def make_team_agent(org: str) -> AdkAgent:
    tools = TeamTools(org).get_tools()
    tools.append(project_stats)
    # expect: google-adk project_stats project_stats
    return AdkAgent(name="team", model="gemini-2.5-flash", tools=tools)
