"""The engine the tools call; no framework.

# expect: none
"""


def explain(query: str) -> dict:
    return {"query": query}
