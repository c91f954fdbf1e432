"""Metadata functions the toolset wraps."""

from google.auth.credentials import Credentials


# expect: google-adk list_lakes list_lakes
def list_lakes(project_id: str, credentials: Credentials) -> list[str]:
    """Lists the lakes of a project."""
    return [project_id]


# expect: google-adk get_lake_info get_lake_info
def get_lake_info(project_id: str, lake_id: str, credentials: Credentials) -> dict:
    """Gets metadata about a lake."""
    return {"lake": lake_id}


# expect: google-adk describe_lake describe_lake
def describe_lake(project_id: str, lake_id: str) -> str:
    """Describes a lake."""
    return lake_id


# expect: google-adk fetch_lake fetch_lake
def fetch_lake(lake_id: str) -> dict:
    """Fetches a lake, with retries."""
    return {"lake": lake_id}


def audit_lake(lake_id: str) -> str:
    """Recorded by a `Ledger`, which is no tool."""
    return lake_id
