"""Dataclasses, pydantic models and plain classes as parameter types."""
from dataclasses import dataclass, field
from typing import Optional

from pydantic import BaseModel, Field


@dataclass
class Point:
    x: float
    y: float


@dataclass
class Settings:
    name: str
    retries: int = 3
    tags: list[str] = field(default_factory=list)
    ratio: float = field(default=0.5)


@dataclass
class Line:
    start: Point
    end: Point


@dataclass(frozen=True)
class Documented:
    width: int  # the width in pixels
    height: int  # the height in pixels


class User(BaseModel):
    name: str
    age: int = Field(ge=0, description="Age in years")
    email: Optional[str] = None


class Order(BaseModel):
    """An order with constrained fields."""

    order_id: str = Field(description="Unique order id")
    quantity: int = Field(gt=0, le=100, description="How many items")
    price: float = Field(default=1.0, ge=0.0)
    buyer: User


class PlainThing:
    def __init__(self, label: str, weight: float = 1.0):
        self.label = label
        self.weight = weight


class NoInit:
    pass


def draw_point(point: Point) -> str:
    """Draw a point."""
    return ""


def apply_settings(settings: Settings) -> str:
    """Apply settings with defaults and factories."""
    return settings.name


def draw_line(line: Line) -> str:
    """A dataclass nested in a dataclass."""
    return ""


def resize(box: Documented) -> int:
    """A dataclass with commented fields."""
    return box.width


def create_user(user: User) -> str:
    """Create a user from a pydantic model."""
    return user.name


def place_order(order: Order) -> str:
    """A pydantic model nested in another."""
    return order.order_id


def use_plain_class(thing: PlainThing) -> str:
    """A plain class with an __init__."""
    return thing.label


def use_no_init(thing: NoInit) -> str:
    """A plain class without an __init__."""
    return ""


def optional_user(user: Optional[User] = None) -> str:
    """An optional pydantic model."""
    return ""


def list_of_users(users: list[User]) -> int:
    """A list of pydantic models."""
    return len(users)


def list_of_points(points: list[Point]) -> int:
    """A list of dataclasses."""
    return len(points)


def field_as_default(limit: int = Field(default=5, ge=1, description="Max items")) -> int:
    """A pydantic Field used as a parameter default."""
    return 0
