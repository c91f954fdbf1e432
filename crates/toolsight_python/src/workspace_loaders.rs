//! What a module's dynamic imports can load, for one question: whether any import can reach
//! a module (`External::unimported`). A static import names the module (its last segment is
//! a word of the importing line, `workspace_words`); a dynamic one names it through an
//! argument computed at run time: `importlib.import_module(f"{pkg}.tools.{name}")`,
//! `spec_from_file_location(name, Path(__file__).parent / "versions" / f"{n}.py")`. Each
//! argument is read as far as it is written in the module (string pieces, `/` and
//! `os.path.join`, a local name bound once) into a pattern whose unread parts match
//! anything; a loader whose argument is not read at all (`load_module`, `exec(code)`) may
//! load any module, which keeps every module reachable (as before this question existed).

use tree_sitter::Node;

use crate::syntax::{named_children, text, walk_named, Walk};

/// One piece of a name or path a loader is given: text as written, or a part computed at
/// run time (any text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Piece {
    Lit(String),
    Any,
}

/// What one dynamic import can load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Loader {
    /// Anything: its argument is not read.
    Unread,
    /// A module whose dotted name matches (`import_module`, `__import__`, `find_spec`).
    Module(Vec<Piece>),
    /// A file whose path matches (`spec_from_file_location`, `runpy.run_path`, `exec(open(p))`).
    File(Vec<Piece>),
}

/// The callees that load a module by its dotted name (first argument, or the keyword).
const BY_NAME: &[&str] = &[
    "import_module",
    "__import__",
    "find_spec",
    "find_module",
    "run_module",
    "import_string",
    "import_from_string",
    "locate",
    "resolve_name",
    "load_object",
    "ModuleSpec",
    "spec_from_loader",
];
const NAME_KEYWORDS: &[&str] = &[
    "name",
    "fullname",
    "mod_name",
    "dotted_path",
    "import_str",
    "module",
    "module_name",
    "path",
];
/// The callees that load a file by its path (second argument, or the keyword).
const BY_PATH: &[&str] = &[
    "spec_from_file_location",
    "SourceFileLoader",
    "SourcelessFileLoader",
    "ExtensionFileLoader",
    "load_source",
    "load_compiled",
    "load_package",
    "load_dynamic",
];
const PATH_KEYWORDS: &[&str] = &["location", "path", "pathname"];
/// Loaders whose argument says nothing toolsight reads about what they load.
const UNREAD: &[&str] = &["load_module", "FileFinder", "zipimporter"];
/// Loaders written as a call that are in none of the lists above (`runpy.run_path`,
/// `exec(open(p))`, Python 2's `execfile`).
const OTHER_WORDS: &[&str] = &["run_path", "exec", "execfile"];

/// The words a module holding a loader writes (it is parsed only then): the callees above.
pub(super) fn words() -> impl Iterator<Item = &'static str> {
    BY_NAME
        .iter()
        .chain(BY_PATH)
        .chain(UNREAD)
        .chain(OTHER_WORDS)
        .copied()
}
/// How many names a path or name is followed through.
const MAX_DEPTH: usize = 8;

/// The dynamic imports of a module's text (parsed: the caller asks only of a text that
/// holds one of `words()`).
pub(super) fn loaders(src: &str) -> Vec<Loader> {
    let tree = crate::syntax::parse(src, None);
    let root = tree.root_node();
    let mut out = Vec::new();
    walk_named(root, |n| {
        if n.kind() == "call" {
            if let Some(l) = loader(n, src, root) {
                out.push(l);
            }
        }
        Walk::Descend
    });
    out
}

/// The loader a call is, if it is one.
fn loader(call: Node, src: &str, root: Node) -> Option<Loader> {
    let callee = call.child_by_field_name("function")?;
    let (name, bare) = match callee.kind() {
        "identifier" => (text(callee, src), true),
        "attribute" => (text(callee.child_by_field_name("attribute")?, src), false),
        _ => return None,
    };
    let args = call.child_by_field_name("arguments")?;
    let scope = enclosing_scope(call, root);
    let read = |n: Node| {
        let mut p = Vec::new();
        pieces(n, src, scope, root, 0, &mut p);
        p
    };
    if UNREAD.contains(&name) {
        return Some(Loader::Unread);
    }
    if BY_NAME.contains(&name) {
        return Some(match argument(args, src, 0, NAME_KEYWORDS) {
            Some(a) => Loader::Module(merge(read(a))),
            None => Loader::Unread,
        });
    }
    if BY_PATH.contains(&name) {
        return Some(match argument(args, src, 1, PATH_KEYWORDS) {
            Some(a) => Loader::File(normalise(read(a))),
            None => Loader::Unread,
        });
    }
    if name == "run_path" || (bare && name == "execfile") {
        return Some(match argument(args, src, 0, &["path_name"]) {
            Some(a) => Loader::File(normalise(read(a))),
            None => Loader::Unread,
        });
    }
    if bare && name == "exec" {
        let code = argument(args, src, 0, &[])?;
        // Source written in the call: its imports are words of this module.
        if code.kind() == "string" && !has_interpolation(code) {
            return None;
        }
        return Some(match opened_file(code, src) {
            Some(p) => Loader::File(normalise(read(p))),
            None => Loader::Unread,
        });
    }
    None
}

/// The argument at `index` (positional) or under one of `keywords`.
fn argument<'t>(args: Node<'t>, src: &str, index: usize, keywords: &[&str]) -> Option<Node<'t>> {
    let mut positional = 0;
    for a in named_children(args) {
        match a.kind() {
            "keyword_argument" => {
                let key = a.child_by_field_name("name").map(|k| text(k, src));
                if key.is_some_and(|k| keywords.contains(&k)) {
                    return a.child_by_field_name("value");
                }
            }
            "list_splat" | "dictionary_splat" => return None,
            _ => {
                if positional == index {
                    return Some(a);
                }
                positional += 1;
            }
        }
    }
    None
}

/// The path of the file whose text `exec` runs: `open(p).read()`, `Path(p).read_text()`,
/// through `compile(...)`.
fn opened_file<'t>(code: Node<'t>, src: &str) -> Option<Node<'t>> {
    let mut found = None;
    walk_named(code, |n| {
        if found.is_some() {
            return Walk::Skip;
        }
        if n.kind() == "call" {
            let callee = n.child_by_field_name("function");
            if let Some(c) = callee {
                if c.kind() == "identifier" && text(c, src) == "open" {
                    found = n
                        .child_by_field_name("arguments")
                        .and_then(|a| argument(a, src, 0, &["file"]));
                } else if c.kind() == "attribute" {
                    let attr = c.child_by_field_name("attribute").map(|a| text(a, src));
                    if matches!(attr, Some("read_text" | "read_bytes" | "open")) {
                        found = c.child_by_field_name("object");
                    }
                }
            }
        }
        Walk::Descend
    });
    found
}

fn has_interpolation(string: Node) -> bool {
    named_children(string)
        .iter()
        .any(|c| c.kind() == "interpolation")
}

/// The function a node is in (its bindings are read there), or the module.
fn enclosing_scope<'t>(node: Node<'t>, root: Node<'t>) -> Node<'t> {
    let mut n = node;
    while let Some(p) = n.parent() {
        if p.kind() == "function_definition" {
            return p;
        }
        n = p;
    }
    root
}

/// The pieces of a name or path expression, as far as it is written in the module.
fn pieces(node: Node, src: &str, scope: Node, root: Node, depth: usize, out: &mut Vec<Piece>) {
    if depth > MAX_DEPTH {
        out.push(Piece::Any);
        return;
    }
    match node.kind() {
        "string" => {
            for c in named_children(node) {
                match c.kind() {
                    "string_content" => {
                        let t = text(c, src);
                        // An escape is read as any text rather than decoded.
                        if t.contains('\\') || t.contains('{') {
                            out.push(Piece::Any);
                        } else {
                            out.push(Piece::Lit(t.to_string()));
                        }
                    }
                    "interpolation" => out.push(Piece::Any),
                    _ => {}
                }
            }
        }
        "concatenated_string" => {
            for c in named_children(node) {
                pieces(c, src, scope, root, depth + 1, out);
            }
        }
        "parenthesized_expression" => match named_children(node).first() {
            Some(inner) => pieces(*inner, src, scope, root, depth + 1, out),
            None => out.push(Piece::Any),
        },
        "binary_operator" => {
            let op = node.child_by_field_name("operator").map(|o| text(o, src));
            let (Some(l), Some(r)) = (
                node.child_by_field_name("left"),
                node.child_by_field_name("right"),
            ) else {
                out.push(Piece::Any);
                return;
            };
            match op {
                Some("+") => {
                    pieces(l, src, scope, root, depth + 1, out);
                    pieces(r, src, scope, root, depth + 1, out);
                }
                Some("/") => {
                    let mut left = Vec::new();
                    pieces(l, src, scope, root, depth + 1, &mut left);
                    let mut right = Vec::new();
                    pieces(r, src, scope, root, depth + 1, &mut right);
                    join(out, left, right);
                }
                _ => out.push(Piece::Any),
            }
        }
        "call" => call_pieces(node, src, scope, root, depth, out),
        "identifier" => match binding(node, src, scope, root) {
            Some(value) => {
                let scope = enclosing_scope(value, root);
                pieces(value, src, scope, root, depth + 1, out)
            }
            None => out.push(Piece::Any),
        },
        _ => out.push(Piece::Any),
    }
}

/// `Path(a, b)`, `os.path.join(a, b)`, `str(p)`, `p.resolve()`, `p.joinpath(a)`.
fn call_pieces(call: Node, src: &str, scope: Node, root: Node, depth: usize, out: &mut Vec<Piece>) {
    let (Some(callee), Some(args)) = (
        call.child_by_field_name("function"),
        call.child_by_field_name("arguments"),
    ) else {
        out.push(Piece::Any);
        return;
    };
    let args: Vec<Node> = named_children(args);
    if args.iter().any(|a| {
        matches!(
            a.kind(),
            "keyword_argument" | "list_splat" | "dictionary_splat"
        )
    }) {
        out.push(Piece::Any);
        return;
    }
    let name = match callee.kind() {
        "identifier" => text(callee, src),
        "attribute" => callee
            .child_by_field_name("attribute")
            .map_or("", |a| text(a, src)),
        _ => "",
    };
    let joined = |parts: &[Node], out: &mut Vec<Piece>| {
        let mut acc: Option<Vec<Piece>> = None;
        for p in parts {
            let mut next = Vec::new();
            pieces(*p, src, scope, root, depth + 1, &mut next);
            acc = Some(match acc {
                None => next,
                Some(left) => {
                    let mut j = Vec::new();
                    join(&mut j, left, next);
                    j
                }
            });
        }
        match acc {
            Some(a) => out.extend(a),
            None => out.push(Piece::Any),
        }
    };
    let path_call = callee.kind() == "attribute" && text(callee, src).ends_with("path.join");
    match name {
        "Path" | "PurePath" | "PosixPath" | "PurePosixPath" if !args.is_empty() => {
            joined(&args, out)
        }
        "join" if path_call => joined(&args, out),
        "str" | "fspath" | "abspath" | "realpath" | "normpath" if args.len() == 1 => {
            pieces(args[0], src, scope, root, depth + 1, out)
        }
        "resolve" | "absolute" if args.is_empty() && callee.kind() == "attribute" => {
            match callee.child_by_field_name("object") {
                Some(o) => pieces(o, src, scope, root, depth + 1, out),
                None => out.push(Piece::Any),
            }
        }
        "joinpath" if callee.kind() == "attribute" => {
            let mut parts: Vec<Node> = callee.child_by_field_name("object").into_iter().collect();
            parts.extend(args.iter().copied());
            joined(&parts, out)
        }
        _ => out.push(Piece::Any),
    }
}

/// `left / right` as pathlib joins them: an absolute right side replaces the left.
fn join(out: &mut Vec<Piece>, left: Vec<Piece>, right: Vec<Piece>) {
    if !matches!(right.first(), Some(Piece::Lit(s)) if s.starts_with('/')) {
        out.extend(left);
        out.push(Piece::Lit("/".into()));
    }
    out.extend(right);
}

/// The value a name is bound to: its one plain assignment in the function (or module)
/// that reads it, where it is neither a parameter nor bound any other way there; a
/// function's free name is looked up in the module.
fn binding<'t>(name: Node<'t>, src: &str, scope: Node<'t>, root: Node<'t>) -> Option<Node<'t>> {
    let id = text(name, src);
    if id == "__file__" || id == "__name__" || id == "__package__" {
        return None;
    }
    let mut scopes = vec![scope];
    if scope.id() != root.id() {
        scopes.push(root);
    }
    for s in scopes {
        if s.kind() == "function_definition" {
            let params = s.child_by_field_name("parameters");
            let mut is_param = false;
            if let Some(p) = params {
                walk_named(p, |n| {
                    if n.kind() == "identifier" && text(n, src) == id {
                        is_param = true;
                    }
                    Walk::Descend
                });
            }
            if is_param {
                return None;
            }
        }
        let mut assigned = Vec::new();
        let mut other = false;
        let body = s.child_by_field_name("body").unwrap_or(s);
        walk_named(body, |n| match n.kind() {
            "function_definition" | "class_definition" | "lambda" => Walk::Skip,
            "assignment" => {
                let left = n.child_by_field_name("left");
                match left {
                    Some(l) if l.kind() == "identifier" && text(l, src) == id => {
                        match n.child_by_field_name("right") {
                            Some(r) => assigned.push(r),
                            None => other = true,
                        }
                    }
                    Some(l) if binds(l, src, id) => other = true,
                    _ => {}
                }
                Walk::Descend
            }
            "augmented_assignment"
            | "for_statement"
            | "for_in_clause"
            | "with_item"
            | "named_expression"
            | "as_pattern"
            | "global_statement"
            | "nonlocal_statement"
            | "import_from_statement"
            | "import_statement"
            | "except_clause" => {
                let target = n
                    .child_by_field_name("left")
                    .or_else(|| n.child_by_field_name("name"))
                    .or_else(|| n.child_by_field_name("alias"))
                    .unwrap_or(n);
                if binds(target, src, id) {
                    other = true;
                }
                Walk::Descend
            }
            _ => Walk::Descend,
        });
        if other || assigned.len() > 1 {
            return None;
        }
        if let Some(v) = assigned.pop() {
            return Some(v);
        }
    }
    None
}

/// Whether a target (or any node under it) spells the name.
fn binds(target: Node, src: &str, id: &str) -> bool {
    let mut found = false;
    walk_named(target, |n| {
        if n.kind() == "identifier" && text(n, src) == id {
            found = true;
        }
        Walk::Descend
    });
    found
}

/// Adjacent text pieces as one, adjacent computed parts as one.
fn merge(pieces: Vec<Piece>) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    for p in pieces {
        match (out.last_mut(), p) {
            (Some(Piece::Lit(a)), Piece::Lit(b)) => a.push_str(&b),
            (Some(Piece::Any), Piece::Any) => {}
            (_, p) => out.push(p),
        }
    }
    out
}

/// A path pattern as the file system reads it: `./` and doubled separators dropped; a piece
/// that climbs (`..`) or uses `\` is read as any text (it no longer says where the file is).
fn normalise(pieces: Vec<Piece>) -> Vec<Piece> {
    let climbs = |s: &str| s.split('/').any(|seg| seg == "..") || s.contains('\\');
    let merged = merge(pieces)
        .into_iter()
        .map(|p| match p {
            Piece::Lit(s) if climbs(&s) => Piece::Any,
            Piece::Lit(s) => {
                let mut s = s.replace("/./", "/");
                while s.contains("//") {
                    s = s.replace("//", "/");
                }
                let s = s.strip_prefix("./").map(str::to_string).unwrap_or(s);
                Piece::Lit(s)
            }
            p => p,
        })
        .filter(|p| !matches!(p, Piece::Lit(s) if s.is_empty()));
    merge(merged.collect())
}

/// Whether a loader can load the module named `module` whose file is `path`.
pub(super) fn may_load(loader: &Loader, module: &str, path: &str) -> bool {
    match loader {
        Loader::Unread => true,
        // A name's start may be a package toolsight names otherwise (a `src/` root), and
        // its end a submodule or `:attribute`: neither end is held to the pattern.
        Loader::Module(p) => matches(p, module, false),
        // The file's directory is found at run time; the pattern's end is the file's.
        Loader::File(p) => matches(p, &format!("/{path}"), true),
    }
}

/// A glob whose only wildcard is `Any`, unanchored at the start.
fn matches(pattern: &[Piece], text: &str, anchor_end: bool) -> bool {
    let mut pos = 0;
    let mut floating = true;
    for (i, p) in pattern.iter().enumerate() {
        let Piece::Lit(s) = p else {
            floating = true;
            continue;
        };
        if anchor_end && i + 1 == pattern.len() {
            return if floating {
                text.len() >= pos + s.len() && text[pos..].ends_with(s.as_str())
            } else {
                &text[pos..] == s
            };
        }
        if floating {
            match text[pos..].find(s.as_str()) {
                Some(k) => pos += k + s.len(),
                None => return false,
            }
        } else if text[pos..].starts_with(s.as_str()) {
            pos += s.len();
        } else {
            return false;
        }
        floating = false;
    }
    !anchor_end || floating || pos == text.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(src: &str) -> Loader {
        let mut l = loaders(src);
        assert_eq!(l.len(), 1, "{l:?}");
        l.pop().unwrap()
    }

    #[test]
    fn a_file_loader_reads_its_path_through_local_names() {
        // iflow-mcp-scottrbk-forgetful's alembic migration.
        let l = one(r#"
def _load(module_name):
    current_dir = Path(__file__).parent
    helpers_dir = current_dir.parent / "_db_helpers"
    module_path = helpers_dir / f"{module_name}.py"
    spec = importlib.util.spec_from_file_location(module_name, module_path)
"#);
        assert_eq!(
            l,
            Loader::File(vec![
                Piece::Any,
                Piece::Lit("/_db_helpers/".into()),
                Piece::Any,
                Piece::Lit(".py".into())
            ])
        );
        assert!(may_load(&l, "x", "/p/alembic/_db_helpers/db_impl.py"));
        assert!(!may_load(&l, "x", "/p/app/routes/mcp/entity_tools.py"));
        assert!(!may_load(&l, "x", "/p/_db_helpers/x.pyc"));
    }

    #[test]
    fn a_module_loader_reads_its_literal_pieces() {
        let l = one(r#"importlib.import_module(f"{PKG}.tools.{name}")"#);
        assert!(may_load(&l, "app.tools.search", "app/tools/search.py"));
        assert!(!may_load(&l, "app.routes.mcp.entity_tools", "x.py"));
        let rel = one(r#"import_module("." + name, __package__)"#);
        assert!(may_load(&rel, "app.routes.mcp.entity_tools", "x.py"));
    }

    #[test]
    fn what_is_not_read_may_load_anything() {
        let parameter = one("def load(name):\n    return importlib.import_module(name)\n");
        assert!(may_load(&parameter, "a.b", "a/b.py"));
        let twice = one("p = 'a'\np = 'b'\nrunpy.run_path(p)\n");
        assert!(may_load(&twice, "a.b", "a/b.py"));
        assert_eq!(one("exec(code)"), Loader::Unread);
        assert_eq!(one("loader.load_module(n)"), Loader::Unread);
        assert!(loaders("exec('import os')\ncursor.exec(q)\n").is_empty());
        let climbing = one(r#"runpy.run_path(os.path.join(HERE, "../tools/x.py"))"#);
        assert!(may_load(&climbing, "a.b", "/r/a/b.py"));
    }
}
