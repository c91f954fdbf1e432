//! langchain `BaseTool` subclasses whose payload is decided in other modules: an `args_schema`
//! imported from another module gives the payload langchain-core gives for the same class in
//! one module (the corpus golden, written by tests/regen.sh), a description is read from a
//! string constant of another module, and a `_run` inherited from a base class of another
//! module gives the payload langchain-core gives when the base is in the same module.

use std::path::{Path, PathBuf};

use serde_json::Value;
use toolsight::config::Config;
use toolsight::render::{render_module, Selection};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn analyzed() -> (toolsight::model::Module, String) {
    let path = repo().join("tests/workspace-lc/lc_tools/tools.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    (module, source)
}

/// The golden payload of `l_langchain.<class>` for `provider`.
fn golden(class: &str, provider: &str) -> Value {
    let text =
        std::fs::read_to_string(repo().join("tests/goldens/langchain/l_langchain.json")).unwrap();
    let all: Vec<Value> = serde_json::from_str(&text).unwrap();
    all.into_iter()
        .find(|g| g["function"] == format!("l_langchain.{class}") && g["provider"] == provider)
        .unwrap_or_else(|| panic!("no golden for {class} {provider}"))["schema"]
        .clone()
}

#[test]
fn an_args_schema_imported_from_another_module_is_the_models_schema() {
    let (module, _) = analyzed();
    let entries = render_module(&module, &Selection::default());
    for provider in ["openai-chat", "anthropic", "gemini"] {
        let e = entries
            .iter()
            .find(|e| e.function.ends_with(".Calculator") && e.provider.id() == provider)
            .unwrap_or_else(|| panic!("Calculator is rendered for {provider}: {entries:#?}"));
        assert_eq!(
            e.rendered.result.as_ref().unwrap(),
            &golden("Calculator", provider),
            "{provider}"
        );
    }
}

#[test]
fn a_run_inherited_from_another_module_is_read() {
    let (module, source) = analyzed();
    let entries = render_module(&module, &Selection::default());
    for provider in ["openai-chat", "anthropic", "gemini"] {
        let e = entries
            .iter()
            .find(|e| e.function.ends_with(".NewsSearch") && e.provider.id() == provider)
            .unwrap_or_else(|| panic!("NewsSearch is rendered for {provider}: {entries:#?}"));
        assert_eq!(
            e.rendered.result.as_ref().unwrap(),
            &golden("NewsSearch", provider),
            "{provider}"
        );
    }
    let remote = entries
        .iter()
        .find(|e| e.function.ends_with(".Remote") && e.provider.id() == "openai-chat")
        .unwrap_or_else(|| panic!("Remote is rendered: {entries:#?}"));
    let params = &remote.rendered.result.as_ref().unwrap()["function"]["parameters"];
    assert_eq!(
        params["required"],
        serde_json::json!(["question"]),
        "{params}"
    );
    assert_eq!(params["properties"]["timeout"]["default"], 30, "{params}");
    // The inherited definition's positions are the subclass's: a finding about it points
    // into this file, at the class.
    let diags = toolsight::rules::check(&module, &source, &Config::default());
    for d in &diags {
        assert!(d.span.end <= source.len(), "{d:#?}");
    }
}

#[test]
fn a_description_imported_from_another_module_is_read() {
    let (module, source) = analyzed();
    let entries = render_module(&module, &Selection::default());
    let e = entries
        .iter()
        .find(|e| e.function.ends_with(".Weather") && e.provider.id() == "openai-chat")
        .unwrap_or_else(|| panic!("Weather is rendered: {entries:#?}"));
    let payload = e.rendered.result.as_ref().unwrap();
    assert_eq!(
        payload["function"]["description"],
        "Today's weather for a city.\nInput should be a city name."
    );
    let diags = toolsight::rules::check(&module, &source, &Config::default());
    assert!(!diags.iter().any(|d| d.code == "D001"), "{diags:#?}");
}

/// The reference (`schema --format markdown`) says what was not read, not that the tool fails.
#[test]
fn an_unread_payload_says_what_was_not_read_in_the_reference() {
    let src = "from langchain_core.tools import BaseTool\n\nREGIONS = [\"eu\"]\n\n\nclass RegionSearch(BaseTool):\n    name: str = \"region_search\"\n    description: str = f\"Search {REGIONS}.\"\n\n    def _run(self, query: str) -> str:\n        return query\n";
    let m = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, src, "m");
    let docs = toolsight::reference::collect(&m, "m.py", &Selection::default(), &[]);
    let md = toolsight::reference::markdown(&docs, toolsight::tokens::Encoding::default());
    assert!(
        md.contains("Unread: toolsight cannot show this payload: `description` is `f\"Search {REGIONS}.\"`, computed when the class is defined"),
        "{md}"
    );
    assert!(md.contains("| `region_search` | — | unread |"), "{md}");
    assert!(!md.contains("fails:"), "{md}");
}

fn openai_of_class(src: &str) -> Result<serde_json::Value, toolsight::frameworks::LibError> {
    let m = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, src, "m");
    let entries = toolsight::render::render_module(&m, &toolsight::render::Selection::default());
    entries
        .into_iter()
        .find(|e| e.provider == toolsight::frameworks::Provider::OpenaiChat)
        .expect("the class is a tool")
        .rendered
        .result
}

/// pydantic refuses the class statement itself (seen with langchain-core 1.8.2 and
/// pydantic 2.14): nothing is sent, and it is the library's error, not an unread fact.
#[test]
fn a_field_overridden_without_annotation_stops_the_class() {
    let src = "from langchain_core.tools import BaseTool\n\n\nclass Search(BaseTool):\n    name = \"search\"\n    description: str = \"Search.\"\n\n    def _run(self, query: str) -> str:\n        return query\n";
    let err = openai_of_class(src).unwrap_err();
    assert_eq!(err.code, "PydanticUserError");
    assert!(
        err.message.starts_with(
            "Field 'name' defined on a base class was overridden by a non-annotated attribute."
        ),
        "{}",
        err.message
    );
}

#[test]
fn a_description_set_in_init_is_unread() {
    let src = "from langchain_core.tools import BaseTool\n\n\nclass Search(BaseTool):\n    name: str = \"search\"\n    description: str = \"\"\n\n    def __init__(self, text: str):\n        super().__init__()\n        self.description = text\n\n    def _run(self, query: str) -> str:\n        return query\n";
    let err = openai_of_class(src).unwrap_err();
    assert!(err.is_unknown(), "{err:?}");
    assert!(
        err.message.contains("assigned in `__init__`"),
        "{}",
        err.message
    );
}

#[test]
fn a_description_passed_up_from_init_is_read() {
    let src = "from langchain_core.tools import BaseTool\n\n\nclass Search(BaseTool):\n    name: str = \"search\"\n    description: str = \"\"\n\n    def __init__(self):\n        super().__init__(description=\"Search the catalog.\")\n\n    def _run(self, query: str) -> str:\n        return query\n";
    let v = openai_of_class(src).unwrap();
    assert_eq!(v["function"]["description"], "Search the catalog.");
}

/// `args_schema = InputSchema` naming a class nested in the tool class's body: pydantic skips
/// a nested type of the class namespace, so nothing raises, and each tool's arguments are its
/// own nested model's (langchain-core 1.8.2, pydantic 2.14.3, `convert_to_openai_tool`).
#[test]
fn args_schema_naming_a_nested_class_is_that_class() {
    let src = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../tests/rules/quiet/l001_langchain_args_schema_nested_in_the_tool_class.py"),
    )
    .unwrap();
    let m = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, &src, "m");
    let entries = toolsight::render::render_module(&m, &toolsight::render::Selection::default());
    let openai: Vec<serde_json::Value> = entries
        .into_iter()
        .filter(|e| e.provider == toolsight::frameworks::Provider::OpenaiChat)
        .map(|e| e.rendered.result.expect("read"))
        .collect();
    assert_eq!(
        openai,
        vec![
            serde_json::json!({"type": "function", "function": {"name": "read_file", "description": "Reads the content of a file.", "parameters": {"properties": {"file_path": {"description": "The path to the file to read", "type": "string"}}, "required": ["file_path"], "type": "object"}}}),
            serde_json::json!({"type": "function", "function": {"name": "write_file", "description": "Writes content to a file.", "parameters": {"properties": {"path": {"description": "The file to write", "type": "string"}, "content": {"description": "What to write", "type": "string"}}, "required": ["path", "content"], "type": "object"}}}),
        ]
    );
}
