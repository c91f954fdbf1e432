"""A hand-written Anthropic tool assembled from constants, `dict(...)`, `|` and a model's
`model_json_schema()`: the payload is what Python builds, and diagnostics point at the key
that causes them."""
from pydantic import BaseModel, Field


class Window(BaseModel):
    start: str = Field(description="ISO start date.")
    end: str = Field(description="ISO end date.")


COMMON = dict(order_id={"type": "string", "description": "The order."})

refund_tool = {
    "name": "refund",
    "description": "Refund an order.",
    "input_schema": {
        "type": "object",
        "properties": COMMON
        | {
            "window": Window.model_json_schema(),
            "items": {"type": "array", "description": "Line items."},
        },
        "required": ["order_id", "reason"],  # expect: L006
    },
}
