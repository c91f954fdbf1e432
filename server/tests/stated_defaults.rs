//! L011 under crewai when the `args_schema` model is imported from another module: the
//! default the model's field holds is looked for in the descriptions sent, as it is for a
//! model of the same module (sweep 6, seed 37: crewai-rine's `tools/_schemas.py`, six
//! findings wrong because the description said "Default false").

use crate::common::{concise_findings, temp_project};

const SCHEMAS: &str = r#"from pydantic import BaseModel, Field


class PayInput(BaseModel):
    message_id: str = Field(description="The quote to pay.")
    allow_repay: bool = Field(
        default=False,
        description="If true, re-pay a quote already paid. Default false → a repeat returns `already-paid`.",
    )
    status: str = Field(default="new", description="'new' (undelivered, the default), 'delivered', or 'all'.")
    limit: int = Field(default=20, description="How many quotes to list.")
"#;

const TOOL: &str = r#"from crewai.tools import BaseTool
from pydantic import BaseModel

from payments._schemas import PayInput


class PayTool(BaseTool):
    name: str = "pay"
    description: str = "Pay a received quote."
    args_schema: type[BaseModel] = PayInput

    def _run(self, message_id: str, allow_repay: bool = False, status: str = "new", limit: int = 20) -> str:
        return message_id
"#;

#[test]
fn a_default_stated_in_an_imported_models_description_is_not_reported() {
    let d = temp_project(
        "stated-defaults",
        &[
            ("payments/__init__.py", ""),
            ("payments/_schemas.py", SCHEMAS),
            ("payments/tools.py", TOOL),
        ],
    );
    let l011 = concise_findings(&d, "L011");
    // `limit`'s description does not state its default: that one is reported.
    assert_eq!(l011.len(), 1, "{l011:?}");
    assert!(l011[0].contains("`limit`"), "{l011:?}");
    std::fs::remove_dir_all(&d).ok();
}

/// V001 for a default google-genai sends is about google-genai < 1.12, which refuses it. A
/// project whose package metadata requires a newer SDK (lambda-agent's wheel: `Requires-Dist:
/// google-genai>=1.71.0` in its `*.dist-info/METADATA`) never runs with that SDK: no V001. The
/// same tool in a project that declares no such floor keeps its finding.
#[test]
fn a_default_sent_under_a_declared_google_genai_floor_is_not_reported() {
    let tool = "from google import genai\nfrom google.genai import types\n\n\ndef update_todo(note: str, section: str = \"To Do\") -> str:\n    \"\"\"Appends an item to a section of the todo list.\n\n    Args:\n        note: The text to append.\n        section: The section heading to append under.\n    \"\"\"\n    return note\n\n\nclient = genai.Client(api_key=\"k\")\nconfig = types.GenerateContentConfig(tools=[update_todo])\n";
    let without = temp_project("genai-floor-none", &[("todo_agent/todo.py", tool)]);
    assert_eq!(concise_findings(&without, "V001").len(), 1);
    let with = temp_project(
        "genai-floor",
        &[
            ("todo_agent/todo.py", tool),
            (
                "todo_agent-0.3.0.dist-info/METADATA",
                "Metadata-Version: 2.4\nName: todo-agent\nVersion: 0.3.0\nRequires-Dist: google-genai>=1.71.0\nRequires-Dist: rich>=13\n",
            ),
        ],
    );
    assert_eq!(concise_findings(&with, "V001"), Vec::<String>::new());
}
