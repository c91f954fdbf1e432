# toolsight-test: {"select": ["T004"]}
"""agno takes the `Args:` section out of the description: nothing is sent twice."""
from agno.tools import tool


@tool
def search_orders(customer_email: str, status: str = "open") -> str:
    """Search the orders of a customer.

    Args:
        customer_email: The e-mail address the customer signed up with.
        status: Which orders to list, open or closed ones.
    """
    return ""
