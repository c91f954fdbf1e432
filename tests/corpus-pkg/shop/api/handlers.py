"""HTTP-style handlers. Import styles: two-dot relative `from ..types import ...`, the
re-export chain `from shop.api import Order` (shop.api -> shop.types -> shop.models), the
parent package's module `from .. import enums` used as `enums.Priority`, a name imported only
under `if TYPE_CHECKING:` (annotated as a string), and an imported function that is not a
tool of this module."""
from typing import TYPE_CHECKING

from shop.api import Color, Order
from shop.tools_catalog import price_of

from .. import enums
from ..types import OrderList, StatusFilter

if TYPE_CHECKING:
    from ..tools_orders import Receipt


def get_order(order_id: str, with_items: bool = False) -> Order:
    """Handle GET /orders/{order_id}."""
    return Order(order_id=order_id)


def list_orders(status: StatusFilter = None, page: int = 1) -> OrderList:
    """Handle GET /orders."""
    return []


def receipt(order_id: str) -> "Receipt":
    """Handle GET /orders/{order_id}/receipt (the return type exists only for type checkers)."""
    raise NotImplementedError


def pay(
    order_id: str,  # the order to pay for
    receipt: "Receipt",  # the receipt being paid
) -> bool:
    """Handle POST /orders/{order_id}/pay; the parameter type exists only for type checkers."""
    return True


def escalate(order_id: str, priority: enums.Priority = enums.Priority.HIGH, color: Color = Color.BLUE) -> str:
    """Handle POST /orders/{order_id}/escalate."""
    return f"{order_id}:{price_of(order_id)}"
