//! haystack's `ComponentTool(component=C(...))` (issue 25): the tool is the `run` of a
//! `@component` class, reached through the instance as written or a name bound to one; an
//! instance of a class without `@component` is no tool (haystack raises `TypeError`). The
//! payloads themselves are the corpus goldens of `l_haystack` (from haystack-ai).

use toolsight::render::{render_module, Selection};

const SRC: &str = r#"from haystack import component
from haystack.tools import ComponentTool


@component
class Lookup:
    """Look a key up — in the café's ledger."""

    @component.output_types(value=str)
    def run(self, key: str, limit: int = 3):
        return {"value": key}


@component()
class Bound:
    @component.output_types(value=str)
    def run(self, text: str):
        return {"value": text}


class Plain:
    def run(self, text: str):
        return {"value": text}


lookup_tool = ComponentTool(component=Lookup())
bound = Bound()
bound_tool = ComponentTool(bound, name="bound_tool")
plain_tool = ComponentTool(component=Plain())
"#;

#[test]
fn the_run_of_a_component_class_is_the_tool() {
    let m = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, SRC, "m");
    let entries = render_module(&m, &Selection::default());
    let names: Vec<(&str, String)> = entries
        .iter()
        .filter(|e| e.rendered.result.is_ok())
        .map(|e| (e.function.as_str(), e.rendered.name.clone()))
        .collect();
    assert!(
        names.contains(&("m.Lookup.run", "lookup".to_string())),
        "{names:#?}"
    );
    assert!(
        names.contains(&("m.Bound.run", "bound_tool".to_string())),
        "{names:#?}"
    );
    assert!(
        !entries.iter().any(|e| e.function == "m.Plain.run"),
        "a class without @component is no tool: {names:#?}"
    );
    let lookup = entries
        .iter()
        .find(|e| e.function == "m.Lookup.run")
        .and_then(|e| e.rendered.result.as_ref().ok())
        .expect("Lookup.run is rendered");
    let payload = serde_json::to_string(lookup).unwrap();
    assert!(
        payload.contains("café's ledger") && payload.contains("Input 'limit' for the component."),
        "{payload}"
    );
}

/// A `@component` class of another module of the workspace made a tool by
/// `ComponentTool(component=C())` (issue 25): the defining module's `run` is the tool, with
/// the registration's name; a class without `@component` there is no tool. The payloads are
/// the goldens of tests/corpus-pkg4 (from haystack-ai).
#[test]
fn a_component_class_of_another_module_is_the_tool() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap();
    let path = root.join("tests/discovery/program_haystack_components/desk/parts.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let entries = render_module(&module, &Selection::default());
    let names: Vec<(&str, &str)> = entries
        .iter()
        .map(|e| (e.function.as_str(), e.rendered.name.as_str()))
        .collect();
    assert!(
        names.contains(&("desk.parts.Lookup.run", "ledger_lookup")),
        "{names:#?}"
    );
    assert!(
        !names.iter().any(|(f, _)| f.contains("Plain")),
        "a class without @component is no tool: {names:#?}"
    );
    let lookup = entries
        .iter()
        .find(|e| e.function == "desk.parts.Lookup.run")
        .and_then(|e| e.rendered.result.as_ref().ok())
        .expect("Lookup.run is rendered");
    assert!(
        serde_json::to_string(lookup)
            .unwrap()
            .contains("café's ledger"),
        "{lookup:#}"
    );
}
