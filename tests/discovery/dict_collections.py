"""Dicts of functions.

Idioms: a dict literal of functions passed through `.values()`, `dict(key=fn)`, item
assignment `d["k"] = fn`, `.update({...})` and `.update(k=fn)`, `{**a, **b}` merging,
`del d["k"]` and `.pop("k")` before use (those functions drop out), a dict comprehension
over a tuple of functions, `mk_ns(dict)` (toolslm's namespace mapping). The dict key is not
the tool name: the function's `__name__` is.

Not tools: a function deleted / popped from the dict before it is passed, the values of a
dict of callbacks passed as agno's `tool_hooks=` (hooks around tool calls, not tools).
"""

import dspy
from agno.agent import Agent
from agno.models.anthropic import Claude
from fastcore.funccall import get_schema, mk_ns


def get_price(sku: str) -> float:
    """Price of a product."""
    return 9.99


def get_stock(sku: str) -> int:
    """Units in stock."""
    return 3


def get_reviews(sku: str) -> list[str]:
    """Customer reviews of a product."""
    return []


def get_similar(sku: str) -> list[str]:
    """Similar products."""
    return []


def get_discount(sku: str, code: str) -> float:
    """Discount granted by a voucher code."""
    return 0.0


def place_order(sku: str, quantity: int) -> str:
    """Place an order."""
    return "order-1"


def legacy_price(sku: str) -> float:
    """Removed with `del` before use: not a tool."""
    return 0.0


def beta_search(query: str) -> list[str]:
    """Removed with `.pop` before use: not a tool."""
    return []


def track_parcel(tracking_id: str) -> str:
    """Where a parcel is."""
    return "in transit"


def estimate_delivery(postcode: str) -> str:
    """Delivery estimate for a postcode."""
    return "2 days"


def on_tool_call(function_name: str, function_call, arguments: dict):
    """A tool hook (wraps every tool call), not a tool."""
    return function_call(**arguments)


CATALOG = {"price": get_price, "stock": get_stock, "legacy": legacy_price}
CATALOG["reviews"] = get_reviews
CATALOG.update({"similar": get_similar})
CATALOG.update(discount=get_discount)
del CATALOG["legacy"]

ORDERS = dict(order=place_order, beta=beta_search)
ORDERS.pop("beta")

SHOP = {**CATALOG, **ORDERS}

# expect: agno get_price get_price
# expect: agno get_stock get_stock
# expect: agno get_reviews get_reviews
# expect: agno get_similar get_similar
# expect: agno get_discount get_discount
# expect: agno place_order place_order
HOOKS = {"before": on_tool_call}
shop_agent = Agent(
    model=Claude(id="claude-sonnet-4-5"),
    tools=list(SHOP.values()),
    tool_hooks=list(HOOKS.values()),
)

SHIPPING = {fn.__name__: fn for fn in (track_parcel, estimate_delivery)}
# expect: dspy track_parcel track_parcel
# expect: dspy estimate_delivery estimate_delivery
react = dspy.ReAct("question -> answer", tools=list(SHIPPING.values()))

# expect: toolslm get_price get_price
# expect: toolslm place_order place_order
ns = mk_ns({"price": get_price, "order": place_order})
schemas = [get_schema(f) for f in ns.values()]
