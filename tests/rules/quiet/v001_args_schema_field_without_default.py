"""The function's default is not the payload's when the registration gives the schema:
`StructuredTool.from_function(run, args_schema=TranslateInput)` sends the model, whose
`target` field has no default and is required (khaleejiapi-langchain), so there is no
default for Gemini's declaration to leave out."""
from langchain_core.tools import StructuredTool
from langchain_google_genai import ChatGoogleGenerativeAI
from pydantic import BaseModel, Field


class TranslateInput(BaseModel):
    text: str = Field(description="The text to translate.")
    target: str = Field(description="The language to translate into, as an ISO code.")


def run(text: str, target: str = "en") -> str:
    return text


translate = StructuredTool.from_function(
    func=run, name="translate", description="Translate text.", args_schema=TranslateInput
)
llm = ChatGoogleGenerativeAI(model="gemini-2.5-flash").bind_tools([translate])
