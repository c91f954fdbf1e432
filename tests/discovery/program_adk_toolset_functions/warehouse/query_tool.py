"""Query functions: one in a tuple of a toolset, one appended, one extended under a condition."""


# expect: google-adk forecast forecast
def forecast(project_id: str, history_data: str, horizon: int = 10) -> dict:
    """Runs a forecast over a table."""
    return {"horizon": horizon}


# expect: google-adk similarity_search similarity_search
def similarity_search(project_id: str, query: str) -> dict:
    """Finds rows similar to the query."""
    return {"query": query}


# expect: google-adk delete_table delete_table
def delete_table(project_id: str, table_id: str) -> dict:
    """Deletes a table."""
    return {"deleted": table_id}


def format_rows(rows: list) -> str:
    """A helper the toolsets never name."""
    return str(rows)
