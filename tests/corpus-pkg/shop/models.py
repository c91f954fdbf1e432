"""Shared models of the shop package; the tool modules import them from elsewhere.

No functions here: a module without tools gets no golden file.
"""
from dataclasses import dataclass, field
from enum import Enum, IntEnum
from typing import Annotated, Required, TypeAlias, TypedDict

from pydantic import BaseModel, Field

from .enums import Status

Sku = str
Tags = list[str]
Cmd: TypeAlias = str | list[str]
Note = Annotated[str, "a free-text note for the warehouse"]


class Color(str, Enum):
    RED = "red"
    GREEN = "green"
    BLUE = "blue"


class Size(IntEnum):
    S = 1
    M = 2
    L = 3


class Address(TypedDict, total=False):
    street: Required[str]
    city: str
    zip_code: str


@dataclass
class LineItem:
    sku: Sku
    quantity: int = 1
    color: Color = Color.RED
    tags: Tags = field(default_factory=list)


class Order(BaseModel):
    """An order as the shop stores it."""

    order_id: str = Field(description="Unique order id")
    status: Status = Status.PENDING
    items: list[LineItem] = Field(default_factory=list, description="What was ordered")
    note: Note = ""
