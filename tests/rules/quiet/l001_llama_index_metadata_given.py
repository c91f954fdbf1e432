"""llama-index metadata given by the code instead of built from the function: a
`BaseToolSpec` that overrides `to_tool_list` and passes `func_to_metadata_mapping` (the
docstring's summary only, a schema of its own), and `FunctionTool.from_defaults(...,
tool_metadata=...)` re-using another tool's metadata. What is sent is decided at run time,
so neither the 1024-character limit (L001) nor a missing docstring (D001) is known.
Sweep 6, seed 35 (llama-index-tools-anakin, llama-index-tools-webz)."""
import inspect

from llama_index.core.tools import FunctionTool, ToolMetadata
from llama_index.core.tools.tool_spec.base import BaseToolSpec


def _short_metadata(name, fn):
    summary = inspect.cleandoc(fn.__doc__ or "").split("\n\n")[0]
    return ToolMetadata(name=name, description=summary)


class ShortSpec(BaseToolSpec):
    spec_functions = ["crawl"]

    def to_tool_list(self, spec_functions=None, func_to_metadata_mapping=None):
        names = spec_functions or self.spec_functions
        metadata = {n: _short_metadata(n, getattr(self, n)) for n in names}
        return super().to_tool_list(spec_functions, metadata)

    def crawl(self, url: str, max_pages: int = 10) -> str:
        """
        Crawl a website starting at a URL and return the text of every page reached.

        Crawling follows links on the same host only. Each page is fetched once, rendered
        with a headless browser when it needs JavaScript, and converted to clean Markdown;
        navigation, cookie banners and repeated footers are removed. Use it to read a small
        documentation site or a blog; for a single page use scrape instead, and for finding
        pages by topic use search. The crawl stops at max_pages pages or when no new link
        is found, whichever comes first, and waits for each page's network to go idle so
        that content loaded late is included. Pages that answer with an error are skipped
        and listed at the end of the result with their status code. Robots rules of the
        site are honoured; a site that forbids crawling returns an empty result with the
        reason. Large sites should be narrowed with a start URL deep in the tree. The
        result is one Markdown document with a heading per page, in the order reached.

        Args:
            url: The first page to fetch.
            max_pages: How many pages to fetch at most.
        """
        return url


def rebind(tool, call):
    def run_sync(**kwargs):
        return call(tool.metadata.name, kwargs)

    async def run_async(**kwargs):
        return call(tool.metadata.name, kwargs)

    return FunctionTool.from_defaults(fn=run_sync, async_fn=run_async, tool_metadata=tool.metadata)
