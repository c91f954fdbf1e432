"""agno sends `Union[str, Path]` as `anyOf [{"type": "string"}, {"type": "object",
"properties": {}, "additionalProperties": false}]` (agno 3.1.10): the model sends the path
as the string, which the function accepts, so no value is lost (no L010, agno's
google/drive.py shape). For Gemini, agno's formatter keeps the empty object member as an
OBJECT without properties, which Gemini rejects: G004, read from the payload. A union
without a `str` member still loses its value (L010)."""
from datetime import datetime
from pathlib import Path
from typing import Union

from agno.tools import tool


@tool
def upload_file(file_path: Union[str, Path], mime_type: str) -> str:  # expect: G004
    """Upload a file to Google Drive.

    Args:
        file_path: The local path of the file.
        mime_type: The MIME type.
    """
    return str(file_path)


@tool
def remind(at: Union[datetime, Path]) -> str:  # expect: L010
    """Set a reminder.

    Args:
        at: When.
    """
    return str(at)
