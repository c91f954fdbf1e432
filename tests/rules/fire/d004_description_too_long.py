"""A tool whose docstring is a whole prompt: some OpenAI models refuse descriptions over
1024 characters (`string too long. Expected a string with maximum length 1024`)."""
import stores


def run_sql(query: str) -> str:
    """Run a read-only SQL query against the analytics warehouse and return the rows as CSV.  # expect: D004

    The warehouse holds one schema per product area (billing, growth, support, infra), each
    with fact tables named `fact_<event>` and dimension tables named `dim_<entity>`. Always
    qualify table names with their schema. Joins between schemas are allowed but slow; prefer
    the pre-aggregated `daily_*` views when the question is about trends over time.

    Queries are limited to 10,000 rows and 30 seconds; longer queries are cancelled and an
    error message is returned instead of rows. Write statements (INSERT, UPDATE, DELETE,
    MERGE, CREATE, DROP, ALTER, GRANT) are rejected before they reach the database, as are
    queries touching the `pii` schema. Dates are stored in UTC; convert them with
    `AT TIME ZONE` when the user asks about local time. Monetary amounts are stored in cents
    as integers; divide by 100 for display and always state the currency, which is in the
    `currency` column of every fact table that has amounts.

    When a question is ambiguous, prefer asking the user over guessing table names: the
    schema browser tool lists tables and columns. Never invent column names. When a query
    fails, read the error, fix the query and try again at most twice.
    """
    return ""


index = stores.Index([run_sql])
