//! The Rust front-end: tree-sitter-rust source → items (with attributes and doc comments) →
//! names resolved within the crate (`use`, `mod` files, re-exports) → a type model → tool
//! discovery (rmcp, rig) → the shared `toolsight_model::Module`, so rules, hover, the CLI and
//! the golden test treat Rust tools like Python ones.
//!
//! Plain functions from text to facts; recursion is bounded everywhere (`attrs::MAX_DEPTH`,
//! `types::MAX_TYPE_DEPTH`), and what is too deep is reported rather than followed.

pub mod attrs;
pub mod cargo;
pub mod discover;
pub mod items;
pub mod json;
pub mod krate;
pub mod literals;
pub mod syntax;
pub mod types;

use std::path::Path;
use std::sync::Arc;

pub use discover::{RustTool, ToolKind};
pub use toolsight_model::rust::shapes::Shapes;

use toolsight_model::markers::DictShape;
use toolsight_model::{
    DefKind, Docstring, FrameworkId, Function, MarkKind, MethodKind, Module, Param, ParamKind,
    ToolMark,
};
use toolsight_syntax::Span;

/// Whether a path is Rust source.
pub fn is_rust(path: &Path) -> bool {
    path.extension().and_then(|e| e.to_str()) == Some("rs")
}

/// What the front-end is told about the frameworks by their registry.
pub struct Markers<'a> {
    /// The framework a kind of Rust tool belongs to.
    pub framework_of: fn(ToolKind) -> FrameworkId,
    /// Each framework's provider shapes of hand-written tool literals.
    pub dicts: &'a [(FrameworkId, &'static [DictShape])],
    /// The attribute, trait and crate names that make an item a tool.
    pub shapes: &'a Shapes,
}

/// Analyses one Rust file (`text`, at `path` when it is on disk: its crate's other modules
/// are read from there) into the shared model: one synthetic function per tool.
pub fn analyze(text: &str, path: Option<&Path>, stem: &str, markers: &Markers) -> Module {
    let tree = syntax::parse(text);
    let file = items::file_items_in(text, tree.root_node(), path.and_then(Path::parent));
    let krate = krate::Crate::new(path, stem, &file);
    let mut found = discover::tools(&krate, markers.shapes);
    let preserve_order =
        path.and_then(|p| cargo::preserve_order(p, markers.shapes.enables_preserve_order));
    let crate_name = path.and_then(cargo::crate_name);
    // The router crate's wire format depends on its release (rmcp 0.x: draft-07 with
    // `nullable`); the lock file is read once for both crates.
    let routed = found
        .iter()
        .any(|f| matches!(f.tool.kind, ToolKind::RoutedFn | ToolKind::BaseTraitImpl));
    let (framework_version, schemars_version) = match path.filter(|_| !found.is_empty()) {
        Some(p) => {
            let crates = [markers.shapes.router_crate, markers.shapes.schema_crate];
            let mut v = cargo::dependency_versions(p, &crates).into_iter();
            let (r, s) = (v.next().flatten(), v.next().flatten());
            (r.filter(|_| routed), s)
        }
        None => (None, None),
    };
    for f in &mut found {
        f.tool.preserve_order = preserve_order;
        f.tool.crate_name = crate_name.clone();
        f.tool.framework_version = framework_version.clone();
        f.tool.schemars_version = schemars_version.clone();
    }
    let mut functions = Vec::new();
    let mut marks = Vec::new();
    for (i, f) in found.into_iter().enumerate() {
        let doc = (!f.tool.docs.is_empty()).then(|| Docstring {
            value: RustTool::trimmed_doc(&f.tool.docs).unwrap_or_default(),
            span: Span::new(f.span.start, f.signature_span.start.max(f.span.start)),
        });
        let params = f
            .params
            .iter()
            .map(|(name, name_span, span)| Param {
                name: name.clone(),
                kind: ParamKind::KeywordOnly,
                annotation: None,
                default: None,
                span: *span,
                name_span: *name_span,
            })
            .collect();
        let kind = match f.tool.kind {
            ToolKind::DefinitionTraitImpl | ToolKind::BaseTraitImpl => DefKind::Class,
            ToolKind::RoutedFn | ToolKind::MacroFn => DefKind::Function,
        };
        let library = (markers.framework_of)(f.tool.kind);
        let mut func = Function::synthetic(kind, &f.ident, &f.qualname, f.span, f.ident_span);
        func.is_async = f.is_async;
        func.params = params;
        func.doc = doc;
        func.signature_span = f.signature_span;
        func.body_span = f.body_span;
        func.class = f.class.clone();
        func.method_kind = if f.class.is_some() {
            MethodKind::Method
        } else {
            MethodKind::Function
        };
        marks.push(ToolMark {
            function: i,
            library: Some(library),
            kind: match kind {
                DefKind::Class => MarkKind::Register,
                _ => MarkKind::Decorator,
            },
            options: None,
            span: f.mark_span,
            group: f.group,
            name: Some(f.tool.name.clone()),
            arms: Vec::new(),
            list: None,
        });
        func.rust = Some(Arc::new(f.tool));
        functions.push(Arc::new(func));
    }
    for t in literals::json_tools(tree.root_node(), text, markers.dicts) {
        let mut func = Function::synthetic(DefKind::Schema, &t.name, &t.name, t.span, t.name_span);
        func.schema = Some(Arc::new(toolsight_model::SchemaLiteral {
            value: Ok(t.value),
            provider: t.provider,
        }));
        marks.push(ToolMark {
            function: functions.len(),
            library: Some(t.library),
            kind: MarkKind::Decorator,
            options: None,
            span: t.name_span,
            group: None,
            name: Some(t.name.clone()),
            arms: Vec::new(),
            list: None,
        });
        functions.push(Arc::new(func));
    }
    let mut syntax_errors = file.syntax_errors.clone();
    syntax_errors.truncate(64);
    Module {
        name: krate.home.clone(),
        future_annotations: false,
        imports: Vec::new(),
        classes: Vec::new(),
        imported_classes: Vec::new(),
        foreign_tools: Vec::new(),
        servers: Vec::new(),
        server_params: Vec::new(),
        server_calls: Vec::new(),
        index_misses: Vec::new(),
        header_end: 0,
        functions,
        marks,
        sent_to: Vec::new(),
        gemini_api: None,
        detected: None,
        syntax_errors,
        compile_error: None,
        too_deep: Vec::new(),
        globals: Vec::new(),
        comments: Vec::new(),
        lines: toolsight_model::LineStarts::new(text),
        rust: true,
    }
}

/// The module name of a file outside a visible crate: its stem.
pub fn stem(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_else(|| "main".into())
}

#[cfg(test)]
mod tests {
    use toolsight_model::FrameworkId;

    /// Markers for tests: every tool one framework, no literal shapes (the registry's real
    /// ones are tested with it, in the server crate).
    fn analyze(text: &str, path: Option<&std::path::Path>, stem: &str) -> super::Module {
        let markers = super::Markers {
            framework_of: |_| FrameworkId::new("test"),
            dicts: &[],
            shapes: &toolsight_frameworks::rust_front::SHAPES,
        };
        super::analyze(text, path, stem, &markers)
    }

    /// Hostile or generated input: deep nesting of every recursive construct ends with a
    /// result (what is too deep is skipped), on a small stack.
    #[test]
    fn deep_nesting_does_not_overflow() {
        let n = 3000;
        let json = format!("{}1{}", "{\"a\": ".repeat(n), "}".repeat(n));
        let mods = format!("{}pub struct X;{}", "mod m { ".repeat(n), " }".repeat(n));
        let attr = format!("#[serde({}x{})]\nstruct A;", "a(".repeat(n), ")".repeat(n));
        let ty = format!("type T = {}u8{};", "Vec<".repeat(n), ">".repeat(n));
        let tool = "pub struct S;\n#[tool_router]\nimpl S {\n    /// Doc.\n    #[tool]\n    fn t(&self, Parameters(p): Parameters<T>) -> String { String::new() }\n}\n";
        let src = format!(
            "fn f() -> Value {{ json!({json}) }}\n{mods}\n{attr}\n{ty}\n{tool}\nfn g() {{ vec![json!({json})]; }}\n"
        );
        let handle = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || {
                let m = analyze(&src, None, "deep");
                m.functions.len()
            })
            .unwrap();
        assert_eq!(handle.join().unwrap(), 1);
    }

    /// `#[doc = include_str!(..)]` of something that is not a regular file (a device that
    /// never ends, a directory) is unread, not read forever.
    #[cfg(unix)]
    #[test]
    fn include_str_of_a_device_is_unread() {
        let src = "pub struct S;\n#[tool_router]\nimpl S {\n    #[doc = include_str!(\"/dev/zero\")]\n    #[tool]\n    fn a(&self) -> String { String::new() }\n    #[doc = include_str!(\"/\")]\n    #[tool]\n    fn b(&self) -> String { String::new() }\n}\n";
        let dir = std::env::temp_dir();
        let m = analyze(src, Some(&dir.join("lib.rs")), "lib");
        let unread: Vec<_> = m
            .functions
            .iter()
            .map(|f| f.rust.as_ref().unwrap().doc_unread.clone())
            .collect();
        assert_eq!(
            unread,
            [Some("/dev/zero".to_string()), Some("/".to_string())]
        );
    }
}
