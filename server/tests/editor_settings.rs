//! The VS Code extension's settings offer what the server accepts: every framework id, and
//! only providers the configuration takes.

use serde_json::Value;

#[test]
fn vscode_settings_list_every_framework_and_valid_providers() {
    let manifest: Value = serde_json::from_str(
        &std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../editors/vscode/package.json"
        ))
        .unwrap(),
    )
    .unwrap();
    let props = &manifest["contributes"]["configuration"]["properties"];
    let enum_of = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .filter_map(|x| x.as_str().map(str::to_string))
            .collect()
    };
    let mut libraries = vec!["auto".to_string()];
    libraries.extend(toolsight::frameworks::ids().iter().map(|s| s.to_string()));
    assert_eq!(enum_of(&props["toolsight.library"]["enum"]), libraries);
    assert_eq!(
        enum_of(&props["toolsight.defaultLibrary"]["enum"]),
        libraries[1..]
    );
    let providers = enum_of(&props["toolsight.providers"]["items"]["enum"]);
    assert!(providers.contains(&"mcp".to_string()), "{providers:?}");
    for p in providers {
        let (c, problems) =
            toolsight::config::Config::from_json(&serde_json::json!({ "providers": [p] }));
        assert!(problems.is_empty(), "{p}: {problems:?}");
        assert_eq!(c.providers.len(), 1);
    }
}
