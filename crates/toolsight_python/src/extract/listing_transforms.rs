//! Transforms between a server's tools and what it lists (`Markers::listing_transforms`):
//! `mcp.add_transform(BM25SearchTransform(always_visible=["plan_query"]))` makes the server
//! list the pinned tools and a search and a call tool of the transform's own; every other
//! tool is not listed (maplestats-mcp). A transform of a class whose effect is not read (a
//! namespace prefix, a visibility filter, a project subclass overriding how it lists), or
//! options that are not literals, leave what the server lists unread. As for
//! `tools_rewritten`, the server is the module-level name the call is made on where toolsight
//! reads it; a transform added on a parameter, a local or a provider may be any server's.

use tree_sitter::Node;

use crate::model::markers::{Dialect, Dialects, ListingTransforms};
use crate::syntax::{named_children, text, walk_named, Walk};

/// One transform added to a server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transform {
    /// The framework whose servers take it (`Dialect::id`).
    pub framework: &'static str,
    /// The server instance, qualified (`shop.server.mcp`); `None`: not read.
    pub server: Option<String>,
    /// The tools the transform keeps listed by name; `None`: what it lists is unread.
    pub pinned: Option<Vec<String>>,
    /// For a transform that rewrites tools (`ListingTransforms::rewriting`), which ones.
    pub rewrites: Option<Rewrites>,
    /// The call as written, shortened, and its module and line: what the hover says.
    pub written: String,
    pub module: String,
    pub line: usize,
}

/// The tools a rewriting transform rewrites (see `ListingTransforms::rewriting`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rewrites {
    /// The tools registered under these names: the mapping is a dict literal with string keys.
    Named(Vec<String>),
    /// Any tool of the server: the mapping is not a literal toolsight reads (built in a loop
    /// from a configuration file, instrmcp's metadata overrides).
    Unread,
}

impl Rewrites {
    fn may_name(&self, name: &str) -> bool {
        match self {
            Rewrites::Named(names) => names.iter().any(|n| n == name),
            Rewrites::Unread => true,
        }
    }
}

/// The transforms of a module, or of a workspace.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Transforms {
    pub all: Vec<Transform>,
}

impl Transforms {
    pub fn is_empty(&self) -> bool {
        self.all.is_empty()
    }

    /// Why the tool `name` of `framework`, registered on `server` (qualified; `None`: not
    /// read), is not listed or its listing is unread: the first transform that may apply
    /// and does not certainly keep it. `None`: listed as registered.
    pub fn hides(&self, framework: &str, server: Option<&str>, name: &str) -> Option<String> {
        self.all.iter().find_map(|t| {
            if t.framework != framework {
                return None;
            }
            // A rewriting transform leaves the tools its mapping does not name as they are.
            if t.rewrites.as_ref().is_some_and(|r| !r.may_name(name)) {
                return None;
            }
            let certain = match (&t.server, server) {
                (Some(a), Some(b)) if a != b => return None,
                (Some(_), Some(_)) => true,
                _ => false,
            };
            let at = format!("`{}` ({} line {})", t.written, t.module, t.line);
            match &t.pinned {
                Some(p) if certain && p.iter().any(|n| n == name) => None,
                Some(_) if certain => Some(format!(
                    "the server's listing is replaced by {at}: it lists the tools it pins and its own search and call tools, so this tool is found by searching and called through the call tool"
                )),
                Some(_) => Some(format!(
                    "{at} replaces the listing of a server toolsight does not tell apart from this tool's: whether this tool is listed is unread"
                )),
                None => Some(format!(
                    "{at} transforms what a server lists in a way toolsight does not read: whether and how this tool is listed is unread"
                )),
            }
        })
    }
}

impl Transforms {
    /// Why the payload (description, parameters) of the tool `name` registered on `server`
    /// (qualified; `None`: not read) is unread: the first rewriting transform that may apply
    /// to it. A transform added on a server toolsight does not read (`self.mcp`) may be on
    /// any server, as a tool whose server is not read may be on the transform's; the caller
    /// asks for the tools of the MCP servers of the project, whichever MCP framework their
    /// registration was matched to (a registrar module importing only `mcp.types` is matched
    /// to the MCP SDK, while the object it is handed may be a fastmcp server).
    pub fn rewrites(&self, server: Option<&str>, name: &str) -> Option<String> {
        self.all.iter().find_map(|t| {
            let r = t.rewrites.as_ref()?;
            if let (Some(a), Some(b)) = (&t.server, server) {
                if a != b {
                    return None;
                }
            }
            if !r.may_name(name) {
                return None;
            }
            let at = format!("`{}` ({} line {})", t.written, t.module, t.line);
            Some(match r {
                Rewrites::Named(_) => format!(
                    "{at} rewrites this tool when its server lists it (its name, description and arguments may change): toolsight does not read what it sets"
                ),
                Rewrites::Unread => format!(
                    "{at} rewrites the tools it names when their server lists them (name, description, arguments), and toolsight does not read which: this tool's payload is unread"
                ),
            })
        })
    }
}

/// Cheap test before a parse: the module's text names a listing transform's method or
/// constructor keyword of some framework.
pub fn may_transform(src: &str, dialects: &Dialects) -> bool {
    dialects.frameworks.iter().any(|d| {
        d.markers.listing_transforms.is_some_and(|l| {
            src.contains(&format!(".{}(", l.method))
                || src.contains(&format!("{}=", l.constructor_keyword))
        })
    })
}

/// The listing transforms in the module `module` (its text `src`, its tree's root).
pub fn find(root: Node, src: &str, module: &str, dialects: &Dialects) -> Transforms {
    let mut out = Transforms::default();
    if !may_transform(src, dialects) {
        return out;
    }
    for d in dialects.frameworks {
        let Some(l) = d.markers.listing_transforms else {
            continue;
        };
        // Only a module importing the framework adds its transforms.
        if !imports_root(root, src, d.imports) {
            continue;
        }
        walk_named(root, |node| {
            if node.kind() != "call" {
                return Walk::Descend;
            }
            if let Some(t) = added(node, root, src, module, d.id, d.imports, &l) {
                out.all.push(t);
            } else if let Some(t) = given(node, root, src, module, d, &l) {
                out.all.push(t);
            }
            Walk::Descend
        });
    }
    out
}

fn line_of(node: Node) -> usize {
    node.start_position().row + 1
}

fn short(s: &str) -> String {
    let one: String = s.split_whitespace().collect::<Vec<_>>().join(" ");
    match one.char_indices().nth(60) {
        Some((i, _)) => format!("{}...", &one[..i]),
        None => one,
    }
}

/// `<server>.add_transform(<transform>)`.
fn added(
    call: Node,
    root: Node,
    src: &str,
    module: &str,
    framework: &'static str,
    roots: &[&str],
    l: &ListingTransforms,
) -> Option<Transform> {
    let callee = call.child_by_field_name("function")?;
    if callee.kind() != "attribute"
        || callee
            .child_by_field_name("attribute")
            .is_none_or(|a| text(a, src) != l.method)
    {
        return None;
    }
    let args = call.child_by_field_name("arguments")?;
    let arg = named_children(args)
        .into_iter()
        .find(|a| a.kind() != "comment")?;
    let pinned = (arg.kind() == "call")
        .then(|| pinned_by(arg, root, src, roots, l))
        .flatten();
    let rewrites = (arg.kind() == "call")
        .then(|| rewrites_of(arg, root, src, roots, l))
        .flatten();
    Some(Transform {
        framework,
        server: super::tools_rewritten::server(call, text(call, src), root, src, module),
        pinned,
        rewrites,
        written: short(text(call, src)),
        module: module.to_string(),
        line: line_of(call),
    })
}

/// A server constructed with transforms (`FastMCP("x", transforms=[...])`): not read.
fn given(
    call: Node,
    root: Node,
    src: &str,
    module: &str,
    d: &Dialect,
    l: &ListingTransforms,
) -> Option<Transform> {
    // A call of one of the framework's server classes (`FastMCP(...)`, the classes its
    // method markers are on).
    let callee = text(call.child_by_field_name("function")?, src);
    let class = callee.rsplit('.').next().unwrap_or(callee);
    if !d.markers.methods.iter().any(|m| m.class == class) {
        return None;
    }
    let args = call.child_by_field_name("arguments")?;
    let kw = named_children(args).into_iter().find(|a| {
        a.kind() == "keyword_argument"
            && a.child_by_field_name("name")
                .is_some_and(|n| text(n, src) == l.constructor_keyword)
    })?;
    let value = kw.child_by_field_name("value")?;
    // An empty list or `None` adds nothing.
    let v = text(value, src).trim();
    if matches!(v, "[]" | "()" | "None") {
        return None;
    }
    // A module-level binding of the server is its name.
    let server = call
        .parent()
        .filter(|p| p.kind() == "assignment")
        .filter(|p| p.parent().and_then(|s| s.parent()) == Some(root))
        .and_then(|p| p.child_by_field_name("left"))
        .filter(|l| l.kind() == "identifier")
        .map(|l| {
            let own = module.strip_suffix(".__init__").unwrap_or(module);
            format!("{own}.{}", text(l, src))
        });
    Some(Transform {
        framework: d.id,
        server,
        pinned: None,
        rewrites: None,
        written: short(text(kw, src)),
        module: module.to_string(),
        line: line_of(call),
    })
}

/// The names a replacing transform's construction pins, where read: the class is one the
/// framework replaces the listing with (imported from it), or a class of this module deriving
/// from one and overriding none of what decides the listing; the pinned keyword is absent or a
/// literal list of strings, and no argument is a splat.
fn pinned_by(
    call: Node,
    root: Node,
    src: &str,
    roots: &[&str],
    l: &ListingTransforms,
) -> Option<Vec<String>> {
    let callee = call.child_by_field_name("function")?;
    if callee.kind() != "identifier" {
        return None;
    }
    let name = text(callee, src);
    let replacing = |n: &str| l.replacing.contains(&n) && imported_from(root, src, n, roots);
    if !replacing(name) {
        let class = own_class(root, src, name)?;
        let bases = class.child_by_field_name("superclasses")?;
        let bases: Vec<Node> = named_children(bases)
            .into_iter()
            .filter(|b| b.kind() != "comment")
            .collect();
        if bases.len() != 1 || bases[0].kind() != "identifier" || !replacing(text(bases[0], src)) {
            return None;
        }
        let body = class.child_by_field_name("body")?;
        if overrides(body, src, l.decisive_methods) {
            return None;
        }
    }
    let args = call.child_by_field_name("arguments")?;
    let mut pinned = Vec::new();
    for a in named_children(args) {
        match a.kind() {
            "comment" => {}
            "keyword_argument" => {
                let key = a.child_by_field_name("name").map(|n| text(n, src));
                if key == Some(l.pinned) {
                    let v = a.child_by_field_name("value")?;
                    if !matches!(v.kind(), "list" | "tuple" | "set") {
                        return None;
                    }
                    for item in named_children(v) {
                        if item.kind() == "comment" {
                            continue;
                        }
                        pinned.push(super::literal::string_value(item, src)?);
                    }
                }
            }
            // A splat or a positional argument: not read.
            _ => return None,
        }
    }
    Some(pinned)
}

/// What a rewriting transform's construction (`ToolTransform({...})`) rewrites: its class is
/// one the framework rewrites tools with, imported from it (at module level, or in a `try`
/// that guards an optional import); `None` for any other call.
fn rewrites_of(
    call: Node,
    root: Node,
    src: &str,
    roots: &[&str],
    l: &ListingTransforms,
) -> Option<Rewrites> {
    let callee = call.child_by_field_name("function")?;
    if callee.kind() != "identifier" {
        return None;
    }
    let name = text(callee, src);
    if !l.rewriting.contains(&name) || !imported_anywhere(root, src, name, roots) {
        return None;
    }
    let args: Vec<Node> = named_children(call.child_by_field_name("arguments")?)
        .into_iter()
        .filter(|a| a.kind() != "comment")
        .collect();
    let Some(mapping) = mapping_argument(&args, src, l.mapping) else {
        return Some(Rewrites::Unread);
    };
    if mapping.kind() != "dictionary" {
        return Some(Rewrites::Unread);
    }
    let mut names = Vec::new();
    for pair in named_children(mapping) {
        match pair.kind() {
            "comment" => {}
            "pair" => match pair
                .child_by_field_name("key")
                .and_then(|k| super::literal::string_value(k, src))
            {
                Some(k) => names.push(k),
                None => return Some(Rewrites::Unread),
            },
            // A splat (`**more`) or a comprehension: names not read.
            _ => return Some(Rewrites::Unread),
        }
    }
    Some(Rewrites::Named(names))
}

/// The argument `arg` names among a call's arguments; `None` also where a splat may give it.
fn mapping_argument<'t>(
    args: &[Node<'t>],
    src: &str,
    arg: crate::model::markers::Arg,
) -> Option<Node<'t>> {
    use crate::model::markers::Arg;
    if args
        .iter()
        .any(|a| matches!(a.kind(), "list_splat" | "dictionary_splat"))
    {
        return None;
    }
    let keyword = |k: &str| {
        args.iter().find_map(|a| {
            (a.kind() == "keyword_argument"
                && a.child_by_field_name("name")
                    .is_some_and(|n| text(n, src) == k))
            .then(|| a.child_by_field_name("value"))
            .flatten()
        })
    };
    match arg {
        Arg::At(i, k) => args
            .iter()
            .filter(|a| a.kind() != "keyword_argument")
            .nth(usize::from(i))
            .copied()
            .or_else(|| keyword(k)),
        Arg::Keyword(k) => keyword(k),
        _ => None,
    }
}

/// Whether `name` is imported under that name from a module under one of `roots` by an
/// import anywhere in the module.
fn imported_anywhere(root: Node, src: &str, name: &str, roots: &[&str]) -> bool {
    let mut found = false;
    walk_named(root, |n| {
        if found {
            return Walk::Skip;
        }
        if n.kind() == "import_from_statement" {
            found = imports_name(n, src, name, roots);
            return Walk::Skip;
        }
        Walk::Descend
    });
    found
}

/// Whether the module imports a module under one of `roots`.
fn imports_root(root: Node, src: &str, roots: &[&str]) -> bool {
    let under = |m: &str| {
        roots
            .iter()
            .any(|r| m == *r || m.strip_prefix(r).is_some_and(|rest| rest.starts_with('.')))
    };
    let mut found = false;
    walk_named(root, |n| match n.kind() {
        "import_from_statement" => {
            if n.child_by_field_name("module_name")
                .is_some_and(|m| under(text(m, src)))
            {
                found = true;
            }
            Walk::Skip
        }
        "import_statement" => {
            if named_children(n).into_iter().any(|c| {
                let c = c.child_by_field_name("name").unwrap_or(c);
                under(text(c, src))
            }) {
                found = true;
            }
            Walk::Skip
        }
        _ if found => Walk::Skip,
        _ => Walk::Descend,
    });
    found
}

/// Whether the name `name` is imported under that name from a module under one of `roots`
/// (`from fastmcp.server.transforms.search import BM25SearchTransform`).
fn imported_from(root: Node, src: &str, name: &str, roots: &[&str]) -> bool {
    named_children(root)
        .into_iter()
        .any(|stmt| stmt.kind() == "import_from_statement" && imports_name(stmt, src, name, roots))
}

/// Whether the `from ... import` statement `stmt` imports `name` under that name from a
/// module under one of `roots`.
fn imports_name(stmt: Node, src: &str, name: &str, roots: &[&str]) -> bool {
    let Some(from) = stmt.child_by_field_name("module_name") else {
        return false;
    };
    let from = text(from, src);
    if !roots.iter().any(|r| {
        from == *r
            || from
                .strip_prefix(r)
                .is_some_and(|rest| rest.starts_with('.'))
    }) {
        return false;
    }
    let mut c = stmt.walk();
    let names: Vec<Node> = stmt.children_by_field_name("name", &mut c).collect();
    names.into_iter().any(|n| match n.kind() {
        "dotted_name" => text(n, src) == name,
        "aliased_import" => {
            n.child_by_field_name("alias")
                .is_some_and(|a| text(a, src) == name)
                && n.child_by_field_name("name")
                    .is_some_and(|o| text(o, src) == name)
        }
        _ => false,
    })
}

/// The module-level class `name` of this module (the last definition).
fn own_class<'t>(root: Node<'t>, src: &str, name: &str) -> Option<Node<'t>> {
    named_children(root)
        .into_iter()
        .rev()
        .filter_map(|stmt| match stmt.kind() {
            "class_definition" => Some(stmt),
            "decorated_definition" => stmt
                .child_by_field_name("definition")
                .filter(|d| d.kind() == "class_definition"),
            _ => None,
        })
        .find(|c| {
            c.child_by_field_name("name")
                .is_some_and(|n| text(n, src) == name)
        })
}

/// Whether a class body defines one of `methods`.
fn overrides(body: Node, src: &str, methods: &[&str]) -> bool {
    named_children(body).into_iter().any(|stmt| {
        let def = match stmt.kind() {
            "function_definition" => Some(stmt),
            "decorated_definition" => stmt.child_by_field_name("definition"),
            _ => None,
        };
        def.filter(|d| d.kind() == "function_definition")
            .and_then(|d| d.child_by_field_name("name"))
            .is_some_and(|n| methods.contains(&text(n, src)))
    })
}
