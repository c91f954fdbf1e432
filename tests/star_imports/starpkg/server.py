"""Defaults spelled through names a star import binds (stepfun-mcp's `model: str =
DEFAULT_IMAGE_MODEL` after `from stepfun_mcp.const import *`, issue 26). Python binds every
public name of `const` here, so the defaults are `const`'s values."""
from fastmcp import FastMCP

from starpkg.computed import *
from starpkg.const import *

mcp = FastMCP("stars")


@mcp.tool()
def text_to_image(prompt: str, model: str = DEFAULT_MODEL, seed: int = None) -> str:
    """Draw a picture of the prompt."""
    return prompt + model + str(seed)


@mcp.tool()
def image_with_client(prompt: str, client: Client = CLIENT, size: str = None) -> str:
    """Draw a picture with the service's client."""
    return prompt + str(size) + str(client.ready)


@mcp.tool()
def image_computed(prompt: str, model: str = COMPUTED_MODEL, steps: int = None) -> str:
    """Draw a picture with the second model."""
    return prompt + model + str(steps)
