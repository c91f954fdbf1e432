"""Empty-string defaults whose description says what the empty value means, in the words
published tools use (wavestreamer-crewai: `'Filter by type: "binary", "multi", or "" for
all'`; crewai-memanto: "Leave empty for all types."; solohq-agno: "Default = cwd.";
mcp-zentao: "默认..." ("by default ...")). crewai's strict mode sends no default
and makes the field required, but the model is told what sending `""` does, so "the model is
not told the default" (L011) is answered."""
from crewai.tools import BaseTool
from pydantic import BaseModel, Field


class ListQuestionsInput(BaseModel):
    question_type: str = Field(
        default="",
        description='Filter by type: "binary", "multi", or "" for all',
    )
    memory_types: str = Field(
        default="",
        description=(
            "Comma-separated memory types to filter by "
            "(e.g. 'fact,observation'). Leave empty for all types."
        ),
    )
    tag: str = Field(default="", description="Only questions with this tag (empty = any tag).")
    path: str = Field(default="", description="File or directory to search. Default = cwd.")
    owner: str = Field(default="", description="任务负责人，默认获取所有分配给我的任务")


class ListQuestionsTool(BaseTool):
    name: str = "list_questions"
    description: str = "List the open prediction questions."
    args_schema: type[BaseModel] = ListQuestionsInput

    def _run(
        self,
        question_type: str = "",
        memory_types: str = "",
        tag: str = "",
        path: str = "",
        owner: str = "",
    ) -> str:
        return question_type
