"""Semantic Kernel describes parameters only from `Annotated[T, "..."]` around the whole
annotation: with `description=` the docstring (and its Args section) is not sent, an
`Annotated` inside `Optional[...]` is not read, and a pydantic field's first constraint
replaces its `Field(description=...)` (the constraints themselves are not sent)."""
from typing import Annotated, Optional

from pydantic import BaseModel, Field
from semantic_kernel import Kernel
from semantic_kernel.functions import kernel_function


class Line(BaseModel):
    sku: str = Field(description="Stock keeping unit")
    quantity: int = Field(gt=0, description="How many items")


class OrderPlugin:
    @kernel_function(description="Place an order.")
    def place(
        self,
        customer: str,  # expect: L012
        line: Annotated[Line, "The order line"],  # expect: L012, L013
        note: Optional[Annotated[str, "A note for the courier"]] = None,  # expect: L010, L012
    ) -> str:
        """Place an order.

        Args:
            customer: The customer's account id.
            line: What to order.
        """
        return ""


kernel = Kernel()
kernel.add_plugin(OrderPlugin(), plugin_name="orders")
