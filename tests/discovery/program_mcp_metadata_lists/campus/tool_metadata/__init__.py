"""The built-in tool metadata, one module per feature, joined in publish order.

# expect: none
"""

from typing import Any

from campus.tool_metadata.mail import MAIL_TOOLS
from campus.tool_metadata.courses import COURSE_TOOLS

BASE_TOOLS: list[dict[str, Any]] = [*MAIL_TOOLS, *COURSE_TOOLS]
