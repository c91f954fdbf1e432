"""Tools whose parameter models come through the package's `compat` module (issue 25): a model
is a model however `BaseModel` was imported (`from desk.compat import BaseModel, Field`, and
the module imported whole, `from desk import compat` with `compat.BaseModel`)."""
from typing import Optional

from haystack.tools import Tool, create_tool_from_function

from desk import compat
from desk.compat import BaseModel, Field


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

    :param request: What is returned and why.
    :param notify: Email the customer.
    """
    return request.order_id


def return_item(item: ReturnItem) -> int:
    """Return one item."""
    return item.quantity


request_return_tool = create_tool_from_function(request_return)
return_item_tool: Tool = create_tool_from_function(return_item, name="return_one_item")
