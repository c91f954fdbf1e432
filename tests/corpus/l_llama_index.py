"""llama-index only: models and fields imported through llama-index's pydantic bridge
(`llama_index.core.bridge.pydantic`, which re-exports pydantic), as llama-index tool packages
write them; a union of two bridge models chosen by a discriminator field."""
from typing import List, Literal, Optional, Union

from llama_index.core.bridge.pydantic import BaseModel, Field
from llama_index.core.schema import Document
from typing_extensions import Annotated


class Cat(BaseModel):
    """A cat."""

    kind: Literal["cat"] = "cat"
    lives: int = Field(9, description="Lives left.", ge=0)


class Dog(BaseModel):
    kind: Literal["dog"] = "dog"
    good: bool = True


def describe(pet: Cat, limit: int = Field(5, description="How many.")) -> str:
    """Describe a cat."""
    return ""


def adopt(
    pet: Annotated[Union[Cat, Dog], Field(discriminator="kind")],
    note: Optional[str] = Field(None, description="A note."),
) -> str:
    """Adopt a pet."""
    return ""


def search(query: str, tags: List[str] = Field(default_factory=list, description="Filter tags.")) -> List[Cat]:
    """Search the shelter."""
    return []


def find_pets(query: str, limit: int = 5) -> [Cat]:
    """A list written as the return annotation (llama-index-tools-brave-search's `-> [Document]`):
    the signature in the description shows the list's repr."""
    return []


def find_names(query: str) -> [str, List[int], None]:
    """A list of a builtin, a typing alias and None as the return annotation."""
    return []


def find_documents(query: str) -> [Document]:
    """A list of a class of a package toolsight does not read, as llama-index-tools-brave-search writes it."""
    return []
