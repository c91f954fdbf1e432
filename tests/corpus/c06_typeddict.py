"""TypedDict parameters."""
import typing
from typing import Optional, TypedDict

import typing_extensions
from typing_extensions import NotRequired, Required


class Address(TypedDict):
    street: str
    city: str
    zip_code: str


class Options(TypedDict, total=False):
    verbose: bool
    retries: int


class Job(TypedDict):
    name: str
    retries: NotRequired[int]


class PartialJob(TypedDict, total=False):
    name: Required[str]
    tags: list[str]


class Person(TypedDict):
    name: str
    address: Address


class TeMovie(typing_extensions.TypedDict):
    title: str
    year: int


Point3 = TypedDict("Point3", {"x": float, "y": float, "z": float})


def ship(address: Address) -> str:
    """Ship to an address."""
    return address["city"]


def configure(options: Options) -> str:
    """Configure with total=False options."""
    return ""


def submit_job(job: Job) -> str:
    """A TypedDict with a NotRequired key."""
    return job["name"]


def submit_partial(job: PartialJob) -> str:
    """A total=False TypedDict with a Required key."""
    return job["name"]


def register_person(person: Person) -> str:
    """A TypedDict nested in a TypedDict."""
    return person["name"]


def add_movie(movie: TeMovie) -> str:
    """A typing_extensions.TypedDict."""
    return movie["title"]


def move_to(point: Point3) -> float:
    """A functional-syntax TypedDict."""
    return point["x"]


def optional_address(address: Optional[Address] = None) -> str:
    """An optional TypedDict."""
    return ""


def address_list(addresses: list[Address]) -> int:
    """A list of TypedDicts."""
    return len(addresses)


def typing_module_typeddict(opts: "typing.Optional[Options]" = None) -> str:
    """A string annotation naming a TypedDict through the typing module."""
    return ""
