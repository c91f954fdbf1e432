def list_objects(bucket: str) -> list:
    """List the objects of a bucket."""
    return []


def delete_objects(bucket: str, names: list[str]) -> dict:
    """Delete objects."""
    return {}


def _client():
    return None
