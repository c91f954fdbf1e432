"""A crewai tool description that says "by default" of something else on the line that names
the parameter only inside another word (crewai-rine's RineGroupCreateTool: "New groups are
post-quantum MLS by default (open-enrollment groups run on sender keys)"): nothing tells the
model that `enrollment` defaults to "closed", so L011 holds (judged right in seed 39)."""
from crewai.tools import BaseTool
from pydantic import BaseModel, Field


class GroupCreateInput(BaseModel):
    name: str = Field(description="Group name (1-63 chars, DNS-safe).")
    enrollment: str = Field(  # expect: L011
        default="closed",
        description="Enrollment policy: open, closed, majority, or unanimity.",
    )


class GroupCreateTool(BaseTool):
    name: str = "group_create"
    description: str = (
        "Create a new encrypted coordination group. New groups are post-quantum MLS by "
        "default (open-enrollment groups run on sender keys)."
    )
    args_schema: type[BaseModel] = GroupCreateInput

    def _run(self, name: str, enrollment: str = "closed") -> str:
        return name
