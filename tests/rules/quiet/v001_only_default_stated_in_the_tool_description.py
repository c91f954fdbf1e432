"""A default stated anywhere in the description when no other parameter has one: langchain's
`@tool` sends the whole docstring as the description (langchain-google-genai 4.4.2 carries it
in the Gemini declaration), so "(default 5)" can only be `limit`'s (deep-db-agents), and
"(default to '10')" only `max_results`'s, though the docstring's entry misnames it
(mylo-agent). The model is told the default the declaration leaves out: no V001."""
from langchain_core.tools import tool
from langchain_google_genai import ChatGoogleGenerativeAI


@tool
def sample_rows(table: str, limit: int = 5) -> str:
    """Returns a small sample of rows from a table (default 5)."""
    return table


@tool
def search_notebooks(query_keywords: str, max_results: str = '10') -> str:
    """
    Search notebook names with a string of list of keywords.

    Parameters:-
              query_keywords: string of list of keywords (eg:- "['ai','learning']")
              maximum_result: string of maximum number of notebook names to be returned (default to '10') (eg:- '15')
    """
    return query_keywords


llm = ChatGoogleGenerativeAI(model="gemini-2.5-flash").bind_tools([sample_rows, search_notebooks])
