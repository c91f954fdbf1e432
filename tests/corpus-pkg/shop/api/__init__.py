"""Second hop of a re-export chain: shop.api -> shop.types -> shop.models."""
from ..types import Color, Order, OrderList
from ..types import StatusFilter as StatusFilter

__all__ = ["Color", "Order", "OrderList", "StatusFilter"]
