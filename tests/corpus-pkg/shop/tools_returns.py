"""Return tools whose models come through the package's `compat` module: a model is a model
however `BaseModel` was imported (`from shop.compat import BaseModel, Field`, and the module
imported whole, `from shop import compat` with `compat.BaseModel`)."""
from typing import Optional

from shop import compat
from shop.compat import BaseModel, Field


class ReturnItem(BaseModel):
    """One item sent back."""

    sku: str = Field(description="The item's SKU.")
    quantity: int = Field(1, ge=1)


class ReturnRequest(compat.BaseModel):
    """A request to return items of an order."""

    order_id: str
    items: list[ReturnItem]
    reason: Optional[str] = None


def request_return(request: ReturnRequest, notify: bool = True) -> str:
    """Open a return for some items of an order.

    Args:
        request: What is returned and why.
        notify: Email the customer.
    """
    return request.order_id


def return_item(item: ReturnItem) -> int:
    """Return one item."""
    return item.quantity
