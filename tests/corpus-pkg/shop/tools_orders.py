"""Order tools. Import styles: relative `from .models import ...`, module alias
`import shop.enums as en` used as `en.Status`, absolute `from shop.types import ...` (names
that shop.types re-exports from shop.models), and half of an import cycle with tools_catalog
(`from . import tools_catalog`, used only inside a function body)."""
from dataclasses import dataclass

import shop.enums as en
from shop.types import OrderList, StatusFilter

from . import tools_catalog
from .models import Address, LineItem, Note, Order, Sku

Orders = OrderList  # a local alias of an imported alias


@dataclass
class Receipt:
    order_id: str
    total: float


def search(
    query: str,  # words to look for in the order notes
    status: en.Status = en.Status.PENDING,  # only orders in this state
    limit: int = 10,
) -> OrderList:
    """Search orders."""
    return []


def get_order(order_id: Sku) -> Order:
    """Fetch one order by id."""
    return Order(order_id=order_id)


def create_order(
    items: list[LineItem],  # what to order
    address: Address,  # where to ship it
    note: Note = "",
) -> Receipt:
    """Create an order and return its receipt."""
    total = sum(tools_catalog.price_of(i.sku) for i in items)
    return Receipt("new", total)


def set_priority(order_id: str, priority: en.Priority = en.Priority.NORMAL) -> bool:
    """Change how urgently an order is handled."""
    return True


def list_orders(status: StatusFilter = None, statuses: list[en.Status] | None = None) -> Orders:
    """List orders, optionally filtered by state."""
    return []


def ship(order: Order, carrier: en.Carrier = en.Carrier.UPS) -> Receipt:
    """Ship an order with a carrier."""
    return Receipt(order.order_id, 0.0)
