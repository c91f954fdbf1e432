"""Duplicate tool names.

stores raises `ValueError: Found duplicate(s): ['search_docs']` when a function is listed
twice; a selectools `ToolRegistry` silently replaces a tool registered under a name it
already has; two same-named tools passed to a selectools `Agent` reach Anthropic as
duplicates (`tools: Tool names must be unique.`).
"""
import stores
from selectools import Agent, ToolRegistry, tool


def search_docs(query: str) -> list[str]:
    """Search the documentation."""
    return []


def fetch_page(url: str) -> str:
    """Fetch a documentation page."""
    return ""


index = stores.Index([search_docs, fetch_page, search_docs])  # expect: C001

registry = ToolRegistry()


@registry.tool(name="lookup", description="Look up a customer.")
def lookup_customer(email: str) -> str:
    """Look up a customer by email."""
    return ""


@registry.tool(name="lookup", description="Look up an order.")  # expect: C001
def lookup_order(order_id: str) -> str:
    """Look up an order by id."""
    return ""


@tool(name="status", description="Status of the shop.")
def shop_status(shop_id: str) -> str:
    """Status of the shop."""
    return ""


@tool(name="status", description="Status of a delivery.")  # expect: C001
def delivery_status(tracking_id: str) -> str:
    """Status of a delivery."""
    return ""


agent = Agent(tools=[shop_status, delivery_status])
