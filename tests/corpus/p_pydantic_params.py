"""Framework-only: pydantic constraints and structured parameter types (models, dataclasses,
TypedDict with Required/NotRequired, NamedTuple), nested and recursive."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, NamedTuple, NotRequired, Required, TypedDict

from pydantic import BaseModel, Field


class Address(BaseModel):
    """A postal address."""

    street: str = Field(description="Street and number")
    city: str
    zip_code: Annotated[str, Field(pattern=r"^\d{5}$")] = "00000"


class Customer(BaseModel):
    name: str = Field(min_length=1, max_length=80)
    address: Address
    previous: list[Address] = []


class TreeNode(BaseModel):
    """A node that references itself."""

    label: str
    children: list[TreeNode] = []


TreeNode.model_rebuild()


@dataclass
class Window:
    width: int
    height: int = 600
    tags: list[str] = field(default_factory=list)


class Filters(TypedDict, total=False):
    query: Required[str]
    limit: int
    tags: NotRequired[list[str]]


class Options(TypedDict):
    verbose: bool
    depth: NotRequired[int]


class Pair(NamedTuple):
    left: int
    right: int = 0


def bounded(
    count: Annotated[int, Field(description="How many items", ge=1, le=100)],
    ratio: Annotated[float, Field(gt=0.0, lt=1.0)] = 0.5,
    code: Annotated[str, Field(min_length=2, max_length=3, pattern="^[A-Z]+$")] = "EU",
) -> int:
    """Constraints written with Annotated[T, Field(...)]."""
    return count


def field_default(limit: int = Field(default=10, ge=1, description="Page size")) -> int:
    """A pydantic Field used as the default value."""
    return limit


def tagged_list(tags: Annotated[list[str], Field(min_length=1, max_length=5)]) -> list[str]:
    """A constrained list."""
    return tags


def create_customer(customer: Customer) -> str:
    """A model with a nested model and a list of models."""
    return customer.name


def optional_model(address: Address | None = None) -> str:
    """An optional model parameter."""
    return ""


def walk_tree(root: TreeNode, max_depth: int = 3) -> int:
    """A recursive model."""
    return max_depth


def resize_window(window: Window) -> Window:
    """A dataclass parameter and return."""
    return window


def search(filters: Filters) -> list[str]:
    """A TypedDict with Required and NotRequired keys (total=False)."""
    return []


def configure(options: Options, extra: list[Options] | None = None) -> None:
    """A total TypedDict with a NotRequired key, and a list of them."""


def swap(pair: Pair) -> Pair:
    """A NamedTuple parameter."""
    return pair


def model_map(by_id: dict[str, Address]) -> int:
    """A dict of models."""
    return len(by_id)
