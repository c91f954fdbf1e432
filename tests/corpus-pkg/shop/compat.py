"""The package's compatibility shim: the one module that imports pydantic; the others import
`BaseModel` and `Field` from here (`from shop.compat import BaseModel`), as projects do to
switch pydantic versions in one place.

No functions here: a module without tools gets no golden file.
"""
import pydantic
from pydantic import BaseModel, Field

PYDANTIC_MAJOR = int(pydantic.VERSION.split(".")[0])

__all__ = ["BaseModel", "Field", "PYDANTIC_MAJOR"]
