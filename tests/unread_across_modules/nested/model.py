"""Models with a class nested in a class (keboola-mcp-server's `SimplifiedTfBlocks.Block.Code`)."""
from pydantic import BaseModel, Field


class Blocks(BaseModel):
    class Block(BaseModel):
        class Code(BaseModel):
            name: str = Field(description="Name of the code block")
            script: list[str] = Field(description="Lines of the script")

        name: str

    blocks: list[Block]
