//! What the Rust front-end (`toolsight_rust`) is told about the frameworks, as data: which
//! framework a kind of Rust tool belongs to, and every framework's provider shapes of
//! hand-written tool literals. The front-end itself names no framework.

use std::path::Path;
use std::sync::OnceLock;

use crate::model::markers::DictShape;
use crate::model::{FrameworkId, Module};
use crate::rust::{Markers, Shapes, ToolKind};

/// Analyses one Rust file with the registry's markers (`toolsight_rust::analyze`).
pub fn analyze_rust(text: &str, path: Option<&Path>, stem: &str) -> Module {
    crate::rust::analyze(text, path, stem, &markers())
}

/// The registry's markers for the Rust front-end.
pub fn markers() -> Markers<'static> {
    static DICTS: OnceLock<Vec<(FrameworkId, &'static [DictShape])>> = OnceLock::new();
    let dicts = DICTS.get_or_init(|| {
        super::ALL
            .iter()
            .filter(|fw| !fw.markers.dicts.is_empty())
            .map(|fw| (fw.handle(), fw.markers.dicts))
            .collect()
    });
    Markers {
        framework_of,
        dicts,
        shapes: &SHAPES,
    }
}

/// The names of the Rust tool shapes, each from the framework that defines it.
pub const SHAPES: Shapes = Shapes {
    router_attr: super::rmcp::ROUTER_ATTR,
    routed_fn_attr: super::rmcp::TOOL_ATTR,
    base_trait: super::rmcp::BASE_TRAIT,
    router_crate: super::rmcp::CRATE,
    definition_traits: super::rig::TRAITS,
    definition_crates: super::rig::CRATES,
    macro_fn_attr: super::rig::TOOL_ATTR,
    schema_crate: "schemars",
    enables_preserve_order: super::rig::ENABLES_PRESERVE_ORDER,
};

fn framework_of(kind: ToolKind) -> FrameworkId {
    match kind {
        ToolKind::RoutedFn | ToolKind::BaseTraitImpl => super::rmcp::FRAMEWORK.handle(),
        ToolKind::DefinitionTraitImpl | ToolKind::MacroFn => super::rig::FRAMEWORK.handle(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::provider::Provider;

    #[test]
    fn provider_shapes_in_json_literals() {
        let src = r#"
fn tools() -> Vec<Value> {
    let openai = json!({"type": "function", "function": {"name": "get_weather", "description": "Weather.", "parameters": {"type": "object", "properties": {}}}});
    let anthropic = vec![json!({"name": "search", "input_schema": {"type": "object"}}), json!({"name": "x"})];
    let not_a_tool = json!({"name": "Ada", "age": 3});
    vec![openai, anthropic]
}
"#;
        let tree = crate::rust::syntax::parse(src);
        let t = crate::rust::literals::json_tools(tree.root_node(), src, markers().dicts);
        assert_eq!(
            t.iter()
                .map(|t| (t.name.as_str(), t.library.id(), t.provider))
                .collect::<Vec<_>>(),
            [
                ("get_weather", "openai", Provider::OpenaiChat),
                ("search", "anthropic", Provider::Anthropic)
            ]
        );
        assert_eq!(&src[t[1].name_span.start..t[1].name_span.end], "\"search\"");
    }

    /// Every Rust file of this repository analyses without panicking.
    #[test]
    fn the_repository_sources_analyse() {
        let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
        // The repository's own files, as git sees them (no build directory).
        let files: Vec<_> = ignore::WalkBuilder::new(root)
            .build()
            .flatten()
            .map(|e| e.into_path())
            .filter(|p| p.extension().is_some_and(|e| e == "rs"))
            .collect();
        assert!(files.len() > 50, "{}", files.len());
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            let _ = analyze_rust(&text, Some(&f), &crate::rust::stem(&f));
        }
    }
}
