//! What a Rust tool renderer needs, resolved statically (found by `crate::rust::discover`).

use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::Value;

use super::attrs::{Attr, Lit};
use super::items::{DOC_UNREAD, DOC_VERBATIM};
use super::types::{RustType, TypeDef};
use crate::Span;

/// How the tool is defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToolKind {
    // Named by their shape; which framework each shape belongs to is the registry's
    // (`toolsight_frameworks::rust_front`), as are the attribute and trait names.
    /// An attributed fn in a router impl (rmcp's `#[tool]` in `#[tool_router]`), or routed
    /// by hand.
    RoutedFn,
    /// A base-trait impl whose methods give name, description and schema types (rmcp's
    /// `impl ToolBase for T`).
    BaseTraitImpl,
    /// A definition-trait impl with `const NAME` and `definition()` (rig's `impl Tool for
    /// T` / `impl PortableTool for T`).
    DefinitionTraitImpl,
    /// An attribute-macro fn whose parameters become a generated struct (rig's
    /// `#[rig_tool(...)]`).
    MacroFn,
}

impl ToolKind {
    /// What the code lacks when a tool of this kind has no description, in D001's words:
    /// where its description would come from.
    pub fn lacks_description(self) -> &'static str {
        match self {
            ToolKind::DefinitionTraitImpl => "`description()` returns nothing the model can use",
            ToolKind::BaseTraitImpl => "`description()` is not defined",
            ToolKind::RoutedFn | ToolKind::MacroFn => {
                "has no doc comment and no `description = ...`"
            }
        }
    }
}

/// One parameter of a `#[rig_tool]` fn (they become the generated `<Fn>Parameters` struct).
#[derive(Clone, Debug, PartialEq)]
pub struct FnArg {
    pub name: String,
    pub ty: RustType,
    pub docs: Vec<String>,
    pub span: Span,
}

/// What a Rust tool renderer needs, resolved statically.
#[derive(Clone, Debug, PartialEq)]
pub struct RustTool {
    pub kind: ToolKind,
    /// The tool name as registered (the type's name when `name_unread`).
    pub name: String,
    /// The name's expression as written, when toolsight cannot evaluate it (a constant of a
    /// crate whose sources are not on disk): the tool is listed, its payload is unknown,
    /// and no rule that depends on the name reports.
    pub name_unread: Option<String>,
    /// The file a `#[doc = include_str!(..)]` of the description names, when toolsight
    /// cannot read it: the description is unknown (and not missing).
    pub doc_unread: Option<String>,
    /// The release of the router crate the crate builds with, for routed and base-trait
    /// tools (its `Cargo.lock`, else its `Cargo.toml` requirement): rmcp 0.x sends draft-07
    /// schemas with `nullable`.
    pub framework_version: Option<String>,
    /// The schemars release the crate builds with (the highest its `Cargo.lock` pins, else
    /// its `Cargo.toml` requirement); 0.x is not modelled.
    pub schemars_version: Option<String>,
    /// The description as the framework sends it (`None`: no `description` key).
    pub description: Option<String>,
    /// Whether the author wrote one (an option, a doc comment or a `description()` body);
    /// `false` when the framework falls back (rig's `"Function to <name>"`) or sends none.
    pub described: bool,
    /// The item's doc attribute values, as written.
    pub docs: Vec<String>,
    pub title: Option<String>,
    /// `annotations(read_only_hint = true, ...)` as written (`ToolBase::annotations()`'s
    /// builder calls under the same names).
    pub annotations: Vec<(String, Lit)>,
    /// Whether the tool has annotations at all (`annotations()` with no keys sends `{}`).
    pub has_annotations: bool,
    /// The `#[tool]` / `#[rig_tool]` attribute.
    pub attr: Option<Attr>,
    /// `#[tool_router(router = x)]` (`tool_router` by default) for rmcp tools in a router.
    pub router: Option<String>,
    /// `Parameters<T>`'s `T` (rmcp), `ToolBase::Parameter`, rig's `type Args`.
    pub params: Option<RustType>,
    /// `#[rig_tool]` fn parameters.
    pub fn_args: Vec<FnArg>,
    /// `Json<T>` / `Result<Json<T>, E>` (rmcp), `ToolBase::Output`, rig's `type Output`.
    pub output: Option<RustType>,
    /// A hand-written `json!` parameter schema (rig `parameters()`), as the macro builds it.
    pub parameters_json: Option<Result<Value, String>>,
    /// `output_schema = some_fn()` (rmcp): the `json!` that function returns.
    pub output_json: Option<Result<Value, String>>,
    /// `schema_for!(T)` in rig's `parameters()`.
    pub schema_for: Option<RustType>,
    /// The schemars settings `parameters()` builds with (`draft07`), when not the default.
    pub schema_settings: Option<String>,
    /// `parameters()` serializes the schema with `serde_json::to_value` (schemars'
    /// `Serialize` key order) rather than `Schema::to_value()` (insertion order).
    pub schema_serialized: bool,
    /// Every crate struct and enum the types above reach, by path.
    pub types: BTreeMap<String, Arc<TypeDef>>,
    /// The module the tool is defined in.
    pub module: String,
    /// Types nested too deep to resolve.
    pub too_deep: bool,
    /// Whether the crate's build has serde_json's `preserve_order` (its Cargo.toml, or a
    /// dependency known to enable it); `None`: no Cargo.toml found.
    pub preserve_order: Option<bool>,
    /// The crate's name as rustc spells it in `type_name` (`cargo::crate_name`).
    pub crate_name: Option<String>,
}

impl RustTool {
    /// A description from doc comments as the router macros read it (rmcp's): every line
    /// trimmed, blank lines dropped; a file's text (`include_str!`) inserted as it is.
    pub fn trimmed_doc(docs: &[String]) -> Option<String> {
        let lines: Vec<&str> = docs
            .iter()
            .flat_map(|d| match d.strip_prefix(DOC_VERBATIM) {
                Some(text) => vec![text],
                None => d
                    .split('\n')
                    .map(str::trim)
                    .filter(|l| !l.is_empty())
                    .collect(),
            })
            .collect();
        (!lines.is_empty()).then(|| lines.join("\n"))
    }
    /// schemars' doc joining: one leading space stripped per line, blank lines kept, trimmed;
    /// a file's text (`include_str!`) inserted as it is.
    pub fn schemars_doc(docs: &[String]) -> Option<String> {
        let joined = docs
            .iter()
            .map(|d| match d.strip_prefix(DOC_VERBATIM) {
                Some(text) => text.to_string(),
                None => d
                    .split('\n')
                    .map(|l| l.strip_prefix(' ').unwrap_or(l))
                    .collect::<Vec<_>>()
                    .join("\n"),
            })
            .collect::<Vec<_>>()
            .join("\n");
        let t = joined.trim();
        (!t.is_empty()).then(|| t.to_string())
    }
    /// The file a doc attribute includes that toolsight could not read, if any.
    pub fn unread_doc(docs: &[String]) -> Option<&str> {
        docs.iter().find_map(|d| d.strip_prefix(DOC_UNREAD))
    }
}
