"""Enums shared by models and tools; imported as a module (`import shop.enums as en`)."""
from enum import Enum, IntEnum


class Status(str, Enum):
    PENDING = "pending"
    SHIPPED = "shipped"
    CANCELLED = "cancelled"


class Priority(IntEnum):
    LOW = 1
    NORMAL = 2
    HIGH = 3


class Carrier(Enum):
    UPS = "ups"
    DHL = "dhl"
