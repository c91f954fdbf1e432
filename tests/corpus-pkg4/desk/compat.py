"""The package's compatibility shim: the one module that imports pydantic; `desk.returns`
imports `BaseModel` and `Field` from here (`from desk.compat import BaseModel`), as projects do
to switch pydantic versions in one place. No tools here."""
import pydantic
from pydantic import BaseModel, Field

PYDANTIC_MAJOR = int(pydantic.VERSION.split(".")[0])

__all__ = ["BaseModel", "Field", "PYDANTIC_MAJOR"]
