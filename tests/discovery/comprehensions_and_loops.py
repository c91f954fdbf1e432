"""Comprehensions, generator expressions, `map` and `for` loops over collections of functions.

Idioms: a list comprehension wrapping each function (`[Tool(f) for f in FUNCS]`), one with
a filter, a set comprehension, a dict comprehension's values, a generator expression inside
`tuple(...)`, `map(FunctionTool.from_defaults, FUNCS)`, `list(map(...))`, a `for` loop
calling a registration method (`mcp.add_tool(f)`), a `for` loop appending to a list later
passed to an agent, and nested iteration over a tuple of lists.

Filters: `[f for f in ALL if f is not x]` and `if f not in (x, y):` around a registration in
a `for` loop are evaluated exactly (identity with named functions): the excluded functions
are not tools. A filter discovery cannot evaluate statically should keep every element (an
over-approximation), but this file only uses identity filters.
"""

from llama_index.core.agent.workflow import FunctionAgent
from llama_index.core.tools import FunctionTool
from mcp.server.fastmcp import FastMCP
from pydantic_ai import Agent, Tool


def ping(host: str) -> float:
    """Round-trip time to a host in ms."""
    return 1.0


def resolve(hostname: str) -> str:
    """Resolve a hostname to an IP address."""
    return "127.0.0.1"


def traceroute(host: str, max_hops: int = 30) -> list[str]:
    """Hops to a host."""
    return []


def port_scan(host: str) -> list[int]:
    """Open ports of a host (filtered out below: not a tool)."""
    return []


def whois(domain: str) -> str:
    """WHOIS record of a domain."""
    return ""


def cert_info(host: str) -> dict[str, str]:
    """TLS certificate of a host."""
    return {}


def dns_records(domain: str, rtype: str = "A") -> list[str]:
    """DNS records of a domain."""
    return []


def http_head(url: str) -> dict[str, str]:
    """Response headers of a URL."""
    return {}


def wipe_cache() -> None:
    """Excluded by a `not in` filter: not a tool."""


def flush_dns() -> None:
    """Excluded by a `not in` filter: not a tool."""


def bandwidth(interface: str) -> float:
    """Current bandwidth of an interface."""
    return 0.0


def latency_histogram(host: str) -> list[int]:
    """Latency histogram of a host."""
    return []


def uptime(host: str) -> int:
    """Uptime of a host in seconds."""
    return 0


def load_average(host: str) -> float:
    """Load average of a host."""
    return 0.1


def disk_free(host: str, mount: str = "/") -> int:
    """Free bytes on a mount."""
    return 0


NETWORK = [ping, resolve, traceroute, port_scan]
# expect: pydantic-ai ping ping
# expect: pydantic-ai resolve resolve
# expect: pydantic-ai traceroute traceroute
net_agent = Agent("openai:gpt-4o", tools=[Tool(f, takes_ctx=False) for f in NETWORK if f is not port_scan])

DOMAIN = (whois, cert_info, dns_records)
# expect: llama-index whois whois
# expect: llama-index cert_info cert_info
# expect: llama-index dns_records dns_records
domain_tools = list(map(FunctionTool.from_defaults, DOMAIN))
# expect: llama-index http_head http_head
domain_agent = FunctionAgent(tools=[*domain_tools, *map(FunctionTool.from_defaults, [http_head])])

MAINTENANCE = [bandwidth, wipe_cache, flush_dns, latency_histogram]
mcp = FastMCP("netops")
# expect: mcp bandwidth bandwidth
# expect: mcp latency_histogram latency_histogram
for fn in MAINTENANCE:
    if fn not in (wipe_cache, flush_dns):
        mcp.add_tool(fn)

HOST_GROUPS = ([uptime, load_average], [disk_free])
host_tools = []
for group in HOST_GROUPS:
    for fn in group:
        host_tools.append(fn)
# expect: pydantic-ai uptime uptime
# expect: pydantic-ai load_average load_average
# expect: pydantic-ai disk_free disk_free
host_agent = Agent("anthropic:claude-sonnet-4-5", tools=tuple(Tool(f) for f in host_tools))

UNIQUE = {f for f in (ping, resolve, ping)}
BY_NAME = {f.__name__: f for f in UNIQUE}
# expect: mcp ping ping
# expect: mcp resolve resolve
for name, fn in BY_NAME.items():
    mcp.add_tool(fn, name=name)
