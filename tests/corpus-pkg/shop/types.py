"""Aliases over the models, and re-exports of model names (`shop.api` re-exports these again)."""
from shop.enums import Status

from .models import Color as Color
from .models import LineItem, Order, Sku, Tags

OrderList = list[Order]
SkuList = list[Sku]
StatusFilter = Status | None
ItemsBySku = dict[Sku, LineItem]

__all__ = ["Color", "ItemsBySku", "LineItem", "Order", "OrderList", "Sku", "SkuList", "StatusFilter", "Tags"]
