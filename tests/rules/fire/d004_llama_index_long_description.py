"""A llama-index tool spec method whose description (the signature llama-index prepends, then
the docstring) passes 1024 characters. `ToolMetadata.to_openai_tool()` would refuse it, but the
LLM integrations skip that check (llama-index-llms-openai 0.8.3 calls it with
`skip_length_check=True`; ran `OpenAI(...)._prepare_chat_with_tools(tools)`: the 1,465-character
description is in the request), so the tool is sent: not L001 ("the tool is never sent"), but
D004 on the docstring, as for any other framework."""
from llama_index.core.tools.tool_spec.base import BaseToolSpec


class CatalogueToolSpec(BaseToolSpec):
    spec_functions = ["search"]

    def search(self, query: str) -> str:
        """Search the catalogue for the query and return the matching entries as text.  # expect: D004

        The catalogue holds every published item with its title, authors, year, publisher,
        subjects, language, format, shelf mark and availability at each branch. The query is
        matched against titles, authors and subjects; quote a phrase to match it exactly, prefix
        a word with a minus sign to exclude it, and add `year:1990-2000` or `lang:fr` to narrow
        the results. Results come back twenty at a time, most relevant first, each on its own
        line with its shelf mark first so that a follow-up request can name it. When nothing
        matches, the reply says so and suggests the closest subjects instead; when too much
        matches, it says how many there are and asks for a narrower query rather than listing
        them all. Items on loan show the date they are due back, items in transit the branch
        they are travelling to, and items withdrawn from circulation are never listed at all,
        even when they match the query exactly. Availability is refreshed every five minutes.
        """
        return query
