"""A tool whose annotation imports a name the other module does not define."""
import stores

from .orders import Ordr


def track(order: Ordr) -> str:
    """Track an order.

    Args:
        order: The order.
    """
    return ""


index = stores.Index([track])
