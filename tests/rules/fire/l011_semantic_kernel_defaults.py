"""Semantic Kernel sends no default: a parameter with one is only left out of `required`
(a union's default goes into its description instead). `= None` on a type without None
counts as no default at all: the parameter is sent as required."""
from typing import Annotated, Optional

from semantic_kernel import Kernel
from semantic_kernel.functions import kernel_function


class SearchPlugin:
    @kernel_function(description="Search the catalogue.")
    def search(
        self,
        query: Annotated[str, "What to look for"],
        limit: Annotated[int, "How many results"] = 10,  # expect: L011
        region: Annotated[str, "Region code"] = None,  # expect: L011, V003
        page: Annotated[int | str, "Page number or cursor"] = 1,
        sort: Annotated[Optional[str], "Sort key"] = None,
    ) -> str:
        return ""


kernel = Kernel()
kernel.add_plugin(SearchPlugin(), plugin_name="search")
