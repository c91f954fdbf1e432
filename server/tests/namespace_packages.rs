//! A package inside a namespace package (`google/` without `__init__.py`, as pip installs
//! `google-adk`): its modules are named `google.adk.*`, so a framework's own package is
//! recognised through its relative imports, and its class-based tools are found.

use std::path::Path;

#[test]
fn a_package_in_the_google_namespace_is_named_from_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let path = root.join("tests/workspace-ns/google/adk/tools/load_notes_tool.py");
    let (name, import_root) = toolsight::workspace::module_of(&path);
    assert_eq!(name, "google.adk.tools.load_notes_tool");
    assert!(
        import_root.ends_with("tests/workspace-ns"),
        "{import_root:?}"
    );
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let entries =
        toolsight::render::render_module(&module, &toolsight::render::Selection::default());
    let found: Vec<(&str, &str)> = entries
        .iter()
        .map(|e| (e.rendered.name.as_str(), e.library.id()))
        .collect();
    assert_eq!(found, [("load_notes", "google-adk")], "{entries:#?}");
    assert!(entries[0].rendered.result.is_ok(), "{entries:#?}");
}
