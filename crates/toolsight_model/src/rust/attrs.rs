//! Attributes and literals of Rust items, as data (parsed by `crate::rust::attrs`).

use crate::Span;

/// A literal or expression in an attribute value or a `const` initialiser.
#[derive(Clone, Debug, PartialEq)]
pub enum Lit {
    Str(String),
    Bool(bool),
    Int(i128),
    Float(f64),
    /// A path (`READ_DESCRIPTION`, `Self::NAME`, `crate::docs::TEXT`).
    Path(Vec<String>),
    /// A macro call whose arguments are literals or paths (`concat!("a", B)`).
    Macro {
        name: String,
        args: Vec<Lit>,
    },
    /// Anything else, as written.
    Other(String),
}

impl Lit {
    /// The expression as Rust spells it (for messages about a value toolsight cannot read).
    pub fn written(&self) -> String {
        match self {
            Lit::Str(s) => format!("{s:?}"),
            Lit::Bool(b) => b.to_string(),
            Lit::Int(i) => i.to_string(),
            Lit::Float(f) => f.to_string(),
            Lit::Path(p) => p.join("::"),
            Lit::Macro { name, args } => format!(
                "{name}!({})",
                args.iter().map(Lit::written).collect::<Vec<_>>().join(", ")
            ),
            Lit::Other(s) => s.clone(),
        }
    }
}

/// One element of an attribute's argument list.
#[derive(Clone, Debug, PartialEq)]
pub enum Meta {
    /// `inline`, `default`, `deny_unknown_fields`.
    Path { name: String, span: Span },
    /// `rename = "x"`, `description = CONST`.
    NameValue {
        name: String,
        value: Lit,
        span: Span,
    },
    /// `annotations(read_only_hint = true)`, `range(min = 1)`, `derive(Debug, JsonSchema)`.
    List {
        name: String,
        items: Vec<Meta>,
        span: Span,
    },
    /// A bare literal (`#[rig_tool(required(a, b))]` has none; `#[doc("x")]` would).
    Lit { value: Lit, span: Span },
}

impl Meta {
    pub fn name(&self) -> &str {
        match self {
            Meta::Path { name, .. } | Meta::NameValue { name, .. } | Meta::List { name, .. } => {
                name
            }
            Meta::Lit { .. } => "",
        }
    }
    pub fn span(&self) -> Span {
        match self {
            Meta::Path { span, .. }
            | Meta::NameValue { span, .. }
            | Meta::List { span, .. }
            | Meta::Lit { span, .. } => *span,
        }
    }
}

/// `#[path(args)]` or `#[path = value]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Attr {
    /// The attribute path as written (`serde`, `schemars`, `rmcp::tool`).
    pub path: String,
    /// The parsed argument list, when the attribute has one.
    pub args: Option<Vec<Meta>>,
    /// `#[doc = "..."]`-style value.
    pub value: Option<Lit>,
    pub span: Span,
}

impl Attr {
    /// The last path segment (`rmcp::tool` → `tool`).
    pub fn name(&self) -> &str {
        self.path.rsplit("::").next().unwrap_or(&self.path)
    }
    pub fn args(&self) -> &[Meta] {
        self.args.as_deref().unwrap_or(&[])
    }
    /// The value of `key = value` among the arguments.
    pub fn value_of(&self, key: &str) -> Option<&Lit> {
        value_of(self.args(), key)
    }
    /// Whether a bare `key` (or `key = ...`, `key(...)`) is among the arguments.
    pub fn has(&self, key: &str) -> bool {
        self.args().iter().any(|m| m.name() == key)
    }
}

pub fn value_of<'a>(items: &'a [Meta], key: &str) -> Option<&'a Lit> {
    items.iter().find_map(|m| match m {
        Meta::NameValue { name, value, .. } if name == key => Some(value),
        _ => None,
    })
}

pub fn list_of<'a>(items: &'a [Meta], key: &str) -> Option<&'a [Meta]> {
    items.iter().find_map(|m| match m {
        Meta::List { name, items, .. } if name == key => Some(items.as_slice()),
        _ => None,
    })
}

/// The attributes of `attrs` whose last path segment is `name`.
pub fn named<'a>(attrs: &'a [Attr], name: &'a str) -> impl Iterator<Item = &'a Attr> + 'a {
    attrs.iter().filter(move |a| a.name() == name)
}

/// Every `serde(...)` / `schemars(...)` argument of the attributes, in order.
pub fn all_args<'a>(attrs: &'a [Attr], name: &'a str) -> impl Iterator<Item = &'a Meta> + 'a {
    named(attrs, name).flat_map(|a| a.args().iter())
}
