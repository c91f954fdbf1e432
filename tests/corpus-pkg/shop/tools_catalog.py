"""Catalog tools. Import styles: absolute with rename `from shop.models import Order as O`,
the package's re-export `from shop import Order`, a sibling module `from . import models`
used as `models.Color`, `import shop.types` used fully qualified, and the other half of the
import cycle with tools_orders (`from . import tools_orders`, used only in a body)."""
import shop.types
from shop import Order
from shop.models import Order as O

from . import models, tools_orders
from .models import Sku, Tags


def search(
    text: str,  # words to look for in product names
    colors: list[models.Color] | None = None,  # keep only these colours
    size: models.Size = models.Size.M,
) -> list[Sku]:
    """Search the catalog."""
    return []


def price_of(sku: Sku, color: models.Color = models.Color.RED) -> float:
    """The unit price of a product in a colour."""
    return 1.0


def tag(skus: shop.types.SkuList, tags: Tags) -> int:
    """Attach tags to products."""
    return len(skus)


def reorder(order: O) -> Order:
    """Order the same items again."""
    return tools_orders.get_order(order.order_id)


def run(cmd: models.Cmd, where: models.Address | None = None) -> str:
    """Run a catalog maintenance command."""
    return ""


def stock(items: shop.types.ItemsBySku, item: models.LineItem) -> dict[Sku, int]:
    """Stock levels for a set of line items."""
    return {}
