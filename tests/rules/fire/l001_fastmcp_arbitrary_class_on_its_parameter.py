"""fastmcp raises for a parameter whose type pydantic cannot build a schema for (a plain
class); the finding sits on that parameter's annotation, not on an earlier `str` whose text
happens to occur inside the class name (`SlideInstruction`: notebooklm-mcp-cli's
studio_revise, issue 26 seed 34)."""
from fastmcp import FastMCP

mcp = FastMCP("studio")


class SlideInstruction:
    def __init__(self, slide: int, instruction: str) -> None:
        self.slide = slide
        self.instruction = instruction


@mcp.tool()
def studio_revise(
    notebook_id: str,
    artifact_id: str,
    slide_instructions: list[SlideInstruction],  # expect: L001
    confirm: bool = False,
) -> dict:
    """Revise individual slides in an existing slide deck."""
    return {}
