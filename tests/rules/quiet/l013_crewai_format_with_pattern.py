"""crewai's function calling removes the `format` of a string but keeps its `pattern`: where the
code gives both (crewai-goodmem's `UuidStr`, sweep 6 seed 37), the model is still told what the
string must look like, so L013 says nothing. A `format` alone is reported (fire/l013_crewai_format.py)."""
from typing import Annotated

from crewai.tools import BaseTool
from pydantic import BaseModel, Field

UUID_PATTERN = r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"

UuidStr = Annotated[str, Field(json_schema_extra={"format": "uuid", "pattern": UUID_PATTERN})]


class GetSpaceInput(BaseModel):
    space_id: UuidStr = Field(..., description="The UUID of the space.")


class GetSpaceTool(BaseTool):
    name: str = "get_space"
    description: str = "Fetch one memory space by its id."
    args_schema: type[BaseModel] = GetSpaceInput

    def _run(self, space_id: str) -> str:
        return space_id
