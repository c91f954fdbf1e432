//! A project's subclasses of google-adk's `FunctionTool`/`GoogleTool` used as wrappers
//! (issue 25; google-adk 2.13's own `BigQueryTool`, `_MongoDbTool`): `Sub(func=f)` makes `f` a
//! tool. A subclass that defines its own `__init__` or `_get_declaration` may change the
//! declaration (hidden parameters, rewritten descriptions), which toolsight does not read: the
//! tool is noted as wrapped by it and no rule speaks about its payload. One that changes
//! neither sends what the framework class sends (for a `GoogleTool` subclass, without the
//! `credentials` and `settings` parameters). Fixture: `tests/discovery/program_adk_tool_subclasses`.

use toolsight::config::Config;

fn analyzed(file: &str) -> (toolsight::model::Module, String) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .join("tests/discovery/program_adk_tool_subclasses");
    let path = root.join(file);
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::for_paths(std::slice::from_ref(&root));
    (
        toolsight::project::analyze_file(&path, &source, &mut ws, &[]),
        source,
    )
}

fn wrapped(module: &toolsight::model::Module, name: &str) -> Option<String> {
    module
        .functions
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("{name} is a function"))
        .wrapped_unread
        .as_ref()
        .map(|w| w.0.clone())
}

#[test]
fn a_subclass_with_its_own_init_or_declaration_is_an_unread_wrapper() {
    let (module, source) = analyzed("lake/metadata.py");
    assert_eq!(wrapped(&module, "list_lakes").as_deref(), Some("LakeTool"));
    // `LakeTool(func=retry(f))`: the innermost unread call is named.
    assert_eq!(wrapped(&module, "fetch_lake").as_deref(), Some("retry"));
    assert_eq!(wrapped(&module, "get_lake_info"), None);
    assert_eq!(wrapped(&module, "describe_lake"), None);
    let diags = toolsight::rules::check(&module, &source, &Config::default());
    assert!(
        !diags.iter().any(|d| d.message.contains("list_lakes")),
        "nothing is said about a payload the subclass may rewrite: {diags:#?}"
    );
    let (query, _) = analyzed("lake/query.py");
    assert_eq!(
        wrapped(&query, "vector_search").as_deref(),
        Some("_IndexTool")
    );
    assert_eq!(wrapped(&query, "execute_sql").as_deref(), Some("LakeTool"));
    // `super().__init__(recall)` in the subclass's own `__init__`.
    let (memory, _) = analyzed("lake/memory.py");
    assert_eq!(wrapped(&memory, "recall").as_deref(), Some("RecallTool"));
}

#[test]
fn a_subclass_that_changes_nothing_sends_the_framework_class_declaration() {
    let (module, _) = analyzed("lake/metadata.py");
    let entries = toolsight::render::render_module(&module, &Default::default());
    let payload = |name: &str| {
        entries
            .iter()
            .find(|e| e.function.ends_with(name))
            .unwrap_or_else(|| panic!("{name} is rendered: {entries:#?}"))
            .rendered
            .result
            .clone()
            .unwrap()
    };
    for name in ["get_lake_info", "describe_lake"] {
        let p = payload(name);
        let props = p["parameters_json_schema"]["properties"]
            .as_object()
            .unwrap();
        assert!(props.contains_key("project_id"), "{p:#}");
        assert!(
            !props.contains_key("credentials"),
            "GoogleTool fills `credentials` in: {p:#}"
        );
    }
}
