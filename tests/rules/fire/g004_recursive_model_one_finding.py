"""A recursive pydantic model (agno's studio `WorkflowStepSpec` shape): agno cuts each
self-reference into an OBJECT without properties ("A nested Step object of this same
shape."), once per field that refers back. That is one cause, the recursion, at one place:
one G004 on the parameter, naming every path where the same object is sent."""
from typing import List, Optional

from agno.tools import tool
from pydantic import BaseModel


class Step(BaseModel):
    name: str
    steps: Optional[List["Step"]] = None
    else_steps: Optional[List["Step"]] = None
    choices: Optional[List["Step"]] = None


Step.model_rebuild()


@tool
def create_workflow(name: str, steps: List[Step]) -> str:  # expect: G004
    """Create a workflow.

    Args:
        name: The workflow's name.
        steps: The ordered steps; a step may hold further steps.
    """
    return name
