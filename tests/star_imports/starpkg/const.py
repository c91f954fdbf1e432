"""Constants a server takes by `from starpkg.const import *`: no `__all__`, so every
top-level name without a leading underscore is bound there."""
from fastmcp.dependencies import Depends

DEFAULT_MODEL = "step-1x-medium"
_PRIVATE_MODEL = "hidden"


class Client:
    """A client object pydantic cannot build a schema for."""

    def __init__(self) -> None:
        self.ready = True


def make_client() -> Client:
    return Client()


CLIENT = Depends(make_client)
