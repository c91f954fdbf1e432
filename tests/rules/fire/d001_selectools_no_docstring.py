"""selectools sends "Tool <name>" when neither a docstring nor `description=` is given."""
from selectools import tool


@tool()
def resolve_dns(hostname: str) -> str:  # expect: D001
    return ""


@tool(description="Check whether a TCP port is open.")
def check_port(host: str, port: int) -> str:
    return ""
