"""The shop sample package: tools whose parameter types live in other modules.

The package re-exports model names and one tool function (defined in shop.tools_catalog, so
it is not a tool of `shop` itself). That re-export comes last: importing it runs
tools_catalog, which imports `Order` from this partly initialised package.
"""
from .enums import Status
from .models import Address, Color
from .models import Order as Order
from .tools_catalog import price_of as price_of

__all__ = ["Address", "Color", "Order", "Status", "price_of"]
