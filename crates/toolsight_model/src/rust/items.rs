//! The items of a Rust file, as data (read by `crate::rust::items`).

use super::attrs::{Attr, Lit};
use crate::Span;

/// A type as written (resolution to a `RustType` happens in `types`).
#[derive(Clone, Debug, PartialEq)]
pub enum TypeExpr {
    /// `a::b::C<Args>`: the segments, and the generic arguments of the last one.
    Path {
        segments: Vec<String>,
        args: Vec<TypeExpr>,
        span: Span,
    },
    /// `&T`, `&'a mut T`.
    Ref(Box<TypeExpr>),
    Tuple(Vec<TypeExpr>),
    /// `[T; N]` (`len` as written), `[T]` has `len: None`.
    Array {
        item: Box<TypeExpr>,
        len: Option<String>,
    },
    Unit,
    /// `dyn Trait`, `impl Trait`, fn pointers, `!`, and types nested too deep.
    Other(String),
}

impl TypeExpr {
    /// The last path segment (`Parameters` for `rmcp::handler::server::wrapper::Parameters<T>`).
    pub fn last(&self) -> Option<&str> {
        match self {
            TypeExpr::Path { segments, .. } => segments.last().map(String::as_str),
            _ => None,
        }
    }
    pub fn args(&self) -> &[TypeExpr] {
        match self {
            TypeExpr::Path { args, .. } => args,
            _ => &[],
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    /// `None` for a tuple field.
    pub name: Option<String>,
    pub ty: TypeExpr,
    pub attrs: Vec<Attr>,
    pub docs: Vec<String>,
    pub span: Span,
    pub name_span: Span,
    pub type_span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Fields {
    Named(Vec<Field>),
    Tuple(Vec<Field>),
    Unit,
}

impl Fields {
    pub fn all(&self) -> &[Field] {
        match self {
            Fields::Named(f) | Fields::Tuple(f) => f,
            Fields::Unit => &[],
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Variant {
    pub name: String,
    pub fields: Fields,
    pub attrs: Vec<Attr>,
    pub docs: Vec<String>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FnParam {
    /// The pattern as written (`query`, `Parameters(p)`, `_`).
    pub pattern: String,
    pub ty: TypeExpr,
    pub attrs: Vec<Attr>,
    pub docs: Vec<String>,
    pub span: Span,
    pub pattern_span: Span,
}

/// What a function body shows statically, for hand-written tool definitions.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BodyFacts {
    /// The value the body returns when it is a string (`"x"`, `"x".to_string()`,
    /// `"x".into()`, `String::from("x")`, `Cow::Borrowed("x")`, `Some(...)` of those).
    pub returns: Option<Lit>,
    /// The first `json!(...)` in the body, as JSON (or why not), and its span.
    pub json: Option<(Result<serde_json::Value, String>, Span)>,
    /// `schema_for!(T)` or `schema_for::<T>()` in the body.
    pub schema_for: Option<TypeExpr>,
    /// Fields of a `ToolDefinition { name, description, parameters }` literal.
    pub definition: Vec<(String, Lit)>,
    /// rmcp routes added by hand: `ToolRouter::new().with_route(...)`.
    pub routes: Vec<Route>,
    /// The literal the body returns (`25`, `true`, `"x".into()`), for `default = "fn"`.
    pub returns_lit: Option<Lit>,
    /// Fields of the `Self { .. }` / `Name { .. }` literal the body builds (`Default` impls).
    pub self_literal: Vec<(String, Lit)>,
    /// `SchemaSettings::draft07()` and the like: the schemars settings the body uses.
    pub schema_settings: Option<String>,
    /// The schema goes through `serde_json::to_value(schema)` (schemars' `Serialize` order)
    /// rather than `schema.to_value()` (insertion order).
    pub schema_serialized: bool,
    /// The macro the body's tail expression calls (`json_schema` for `json_schema!({..})`):
    /// the value returned is that macro's, not something built from it afterwards.
    pub tail_macro: Option<String>,
    /// rmcp `ToolAnnotations` builder calls (`ToolAnnotations::new().read_only(true)`,
    /// `ToolAnnotations::with_title("x")`): method name and argument, in source order.
    pub annotation_calls: Vec<(String, Lit, usize)>,
}

/// One `.with_route(...)` of a hand-written rmcp `ToolRouter`: `Self::f.name("x")
/// .description("...").parameters::<T>()`, or `(Tool::new("x", "...", schema)
/// .with_input_schema::<T>(), Self::f)`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Route {
    /// The routed fn (`shout` of `Self::shout`).
    pub function: Option<String>,
    pub name: Option<Lit>,
    pub description: Option<Lit>,
    /// `.parameters::<T>()`, `.with_input_schema::<T>()`.
    pub params: Option<TypeExpr>,
    /// `.parameters_value(json!(...))`.
    pub params_json: Option<Result<serde_json::Value, String>>,
    /// `.with_output_schema::<T>()`.
    pub output: Option<TypeExpr>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FnDef {
    pub params: Vec<FnParam>,
    /// Whether the first parameter is `self`.
    pub has_self: bool,
    pub ret: Option<TypeExpr>,
    pub is_async: bool,
    pub signature_span: Span,
    pub body_span: Span,
    pub body: BodyFacts,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ImplDef {
    pub trait_: Option<TypeExpr>,
    pub self_ty: TypeExpr,
    pub items: Vec<Item>,
}

/// One name a `use` declaration binds.
#[derive(Clone, Debug, PartialEq)]
pub struct UseBinding {
    /// The local name, or `*` for a glob.
    pub name: String,
    /// The path as written (`crate`, `self`, `super` kept).
    pub path: Vec<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ItemKind {
    Struct(Fields),
    Enum(Vec<Variant>),
    Fn(Box<FnDef>),
    Impl(ImplDef),
    Const {
        ty: TypeExpr,
        value: Option<Lit>,
    },
    TypeAlias(TypeExpr),
    Use(Vec<UseBinding>),
    /// `mod x { ... }` (inline items) or `mod x;` (`None`).
    Mod(Option<Vec<Item>>),
    Trait,
    /// `json!` tool literals in a `static`/`let`/call are found through `macros`.
    Other,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    pub name: String,
    pub kind: ItemKind,
    pub attrs: Vec<Attr>,
    /// Doc attribute values in order (`///` lines, `/** */` blocks and `#[doc = ...]`).
    pub docs: Vec<String>,
    /// Generic parameter names (`T` of `struct Paged<T>`).
    pub generics: Vec<String>,
    pub public: bool,
    pub span: Span,
    pub name_span: Span,
}

/// A parsed file: its items, inner docs (`//!`) and what was too deep to read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FileItems {
    pub items: Vec<Item>,
    pub inner_docs: Vec<String>,
    /// Spans of constructs nested beyond `MAX_DEPTH` and skipped.
    pub too_deep: Vec<Span>,
    pub syntax_errors: Vec<Span>,
}

/// Marks a doc entry that is a file's text (`#[doc = include_str!("x.md")]`), kept verbatim:
/// the macros insert it as it is, where they trim or strip `///` lines.
pub const DOC_VERBATIM: char = '\u{1}';
/// Marks a doc entry naming a file toolsight could not read (`include_str!` of a missing
/// file, or of a file of a crate it cannot place): the description is unknown.
pub const DOC_UNREAD: char = '\u{2}';
