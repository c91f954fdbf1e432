"""Tools without a docstring: each library sends a placeholder description."""
import stores


def refund_order(order_id: str, amount: float) -> str:  # expect: D001
    return "ok"


def cancel_order(order_id: str) -> str:
    """Cancel an order that has not shipped yet."""
    return "ok"


index = stores.Index([refund_order, cancel_order])
