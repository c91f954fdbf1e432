"""A docstring assigned after the definition from a value toolsight cannot read (a call,
another module's function) decides the description the framework reads when it registers the
function: unread, so D001 does not fire and its fix inserts no TODO docstring, and the old
docstring it replaced is not held against the signature (D002)."""
from langchain_core.tools import StructuredTool

import helpers
from helpers import describe


def lookup(sku: str) -> str:
    return sku


def alookup(sku: str) -> str:
    return sku


def price(sku: str) -> float:
    """Old text.

    Args:
        item: renamed since; this docstring is replaced below.
    """
    return 0.0


lookup.__doc__ = describe("lookup")
price.__doc__ = describe("price")
alookup.__doc__ = helpers.lookup.__doc__

lookup_tool = StructuredTool.from_function(lookup)
alookup_tool = StructuredTool.from_function(alookup)
price_tool = StructuredTool.from_function(price)
