# toolsight-test: {"select": ["T004"]}
"""llama-index puts the signature in the description: every parameter is sent twice."""
from llama_index.core.tools import FunctionTool


def search_orders(customer_email: str, status: str = "open") -> str:  # expect: T004
    """Search the orders of a customer."""
    return ""


tool = FunctionTool.from_defaults(search_orders)
