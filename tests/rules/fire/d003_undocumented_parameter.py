# toolsight-test: {"select": ["ALL", "D003"]}
"""With the opt-in D003 selected: parameters the model knows only by name and type.

fastcore reads a parameter's trailing `# comment` (docments); a comment on the line of the
return annotation documents the return value instead, so `since` stays undocumented.
"""
from fastcore.funccall import get_schema


def search_logs(
    pattern: str,  # Regular expression to search for
    service: str = "api",  # Service whose logs are searched
    since: str = "1h") -> str:  # expect: D003
    "Search the service logs."
    return ""


def tail_logs(service: str, lines: int = 50) -> str:  # expect: D003, D003
    "Show the last lines of a service's logs."
    return ""


schemas = [get_schema(search_logs), get_schema(tail_logs)]
