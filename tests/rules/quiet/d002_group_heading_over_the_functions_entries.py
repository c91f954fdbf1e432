"""A group heading inside a docstring's parameter section (iflow-mcp-slidespeak-slidespeak-mcp):
`Required:` has no text of its own and the bullets under it document the function's own
parameters (`- plain_text (str): ...`). The parser reads the heading as an entry, but it
names no parameter, and mcp's FastMCP sends the whole docstring, heading and bullets: no
D002."""
from typing import Optional

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("slides")


@mcp.tool()
def generate_powerpoint(plain_text: str, length: int, template: str, language: Optional[str] = "ORIGINAL") -> str:
    """
    Generate a PowerPoint presentation based on text, length, and template.

    Parameters:
    Required:
    - plain_text (str): The topic to generate a presentation about
    - length (int): The number of slides
    - template (str): Template name or ID

    Optional:
    - language (str): Language code (default: 'ORIGINAL')
    """
    return plain_text + str(length) + template + str(language)
