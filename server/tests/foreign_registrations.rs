//! A method of another module's class registered through a wrapper that names and describes
//! it (`mcp.add_tool(Tool.from_function(_metadata.list_databases, name=..., description=...))`,
//! as mcp-clickhouse registers its tools): the defining module's tool carries the wrapper's
//! name and description, not the method's own name and docstring; a method wrapped with
//! `@functools.wraps(sibling)` is the sibling's docstring and parameters.

use std::path::Path;

#[test]
fn a_wrapper_of_another_module_names_and_describes_the_method() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let path = root.join("tests/discovery/program_instance_method/wrappers/metadata.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let entries =
        toolsight::render::render_module(&module, &toolsight::render::Selection::default());
    let databases = entries
        .iter()
        .find(|e| e.rendered.name == "databases")
        .unwrap_or_else(|| panic!("no tool named `databases`: {entries:#?}"));
    let payload = databases.rendered.result.as_ref().expect("rendered");
    let description = payload
        .pointer("/description")
        .or_else(|| payload.pointer("/function/description"))
        .and_then(|d| d.as_str());
    assert_eq!(
        description,
        Some("Databases the server can see. Given at the registration, not the docstring."),
        "{payload:#}"
    );
    let tables = entries
        .iter()
        .find(|e| e.rendered.name == "list_tables")
        .unwrap_or_else(|| panic!("no tool named `list_tables`: {entries:#?}"));
    assert!(tables.rendered.result.is_ok(), "{tables:#?}");
    // `@wraps(count_rows)` on `count_rows_async`: the sync twin's docstring and parameters
    // (functools.wraps copies `__doc__`; inspect.signature follows `__wrapped__`).
    let rows = entries
        .iter()
        .find(|e| e.rendered.name == "count_rows")
        .unwrap_or_else(|| panic!("no tool named `count_rows`: {entries:#?}"));
    let payload = rows.rendered.result.as_ref().expect("rendered");
    assert_eq!(
        payload.pointer("/description").and_then(|d| d.as_str()),
        Some("Count the rows of a table."),
        "{payload:#}"
    );
    let params: Vec<&str> = payload
        .pointer("/inputSchema/properties")
        .and_then(|p| p.as_object())
        .map(|p| p.keys().map(String::as_str).collect())
        .unwrap_or_default();
    assert_eq!(params, ["table", "where"], "{payload:#}");
}
