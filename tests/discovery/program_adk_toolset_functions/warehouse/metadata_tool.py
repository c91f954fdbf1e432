"""Metadata functions, wrapped as tools by `WarehouseToolset.get_tools`."""


def _client(project: str) -> str:
    """A helper the toolset never names."""
    return project


# expect: google-adk list_dataset_ids list_dataset_ids
def list_dataset_ids(project_id: str) -> list[str]:
    """Lists the datasets of a project."""
    return [_client(project_id)]


# expect: google-adk get_table_info get_table_info
def get_table_info(project_id: str, dataset_id: str, table_id: str) -> dict:
    """Gets metadata about a table."""
    return {"table": table_id}


def describe_dataset(project_id: str, dataset_id: str) -> str:
    """Public, but no toolset lists it (only `reports/digest.py`, which is no toolset)."""
    return dataset_id
