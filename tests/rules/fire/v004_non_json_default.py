"""fastcore copies defaults into the schema as Python objects: a `Path` default makes
`json.dumps` of the request fail (`Object of type PosixPath is not JSON serializable`)."""
from pathlib import Path

from fastcore.funccall import get_schema


def export_report(
    title: str,  # Report title
    out_dir: Path = Path("/tmp/reports"),  # expect: V004
) -> str:
    "Export a report as PDF."
    return ""


schema = get_schema(export_report)
