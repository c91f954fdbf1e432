"""A parameter whose own description says what leaving it out does, without naming the value:
crewai-econdash's `full: bool = Field(False, description="Return the whole series the API
sent. Default is the last 20 points.")`. crewai sends the property description, so the model is
told what omitting `full` means, and L011 ("the model is not told the default") is answered
even though strict mode drops the `default` key."""
from crewai.tools import BaseTool
from pydantic import BaseModel, Field


class SeriesInput(BaseModel):
    series_id: str = Field(..., description="The series to read, e.g. CPIAUCSL.")
    full: bool = Field(
        False,
        description="Return the whole series the API sent. Default is the last 20 points.",
    )


class SeriesTool(BaseTool):
    name: str = "econdash_series"
    description: str = "Read an economic data series."
    args_schema: type[BaseModel] = SeriesInput

    def _run(self, series_id: str, full: bool = False) -> str:
        return series_id
