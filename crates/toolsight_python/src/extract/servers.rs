//! Which server object each group of registrations is on, by qualified name: a receiver
//! that is a plain name bound at module level, the module's own (`mcp = FastMCP("x")` in
//! `pkg/server.py` is `pkg.server.mcp`) or imported from another module (`from pkg.server
//! import mcp`, the same object); an attribute of an imported module (`srv.mcp` after
//! `import pkg.server as srv`, mcp-pavoot's tool modules). Several modules registering on
//! one server build one set (omni-app-mcp: twenty tool modules on `omni_mcp.server.mcp`); the rules about a
//! whole set join the groups with one name across the modules of a run.
//!
//! A group on a parameter of a function the module never calls (`def
//! register_portfolio_tools(mcp)`, everysk-mcp) reaches whatever its callers pass: the
//! module records the parameter (`ServerParam`), and each module records its calls of
//! imported functions with the servers they pass (`ServerCall`), so that a caller that sees
//! every module (the command line) can give the group its server where every call agrees.

use std::collections::{HashMap, HashSet};

use tree_sitter::Node;

use super::discover::assigns;
use crate::model::{Import, ServerCall, ServerParam, ToolMark};
use crate::syntax::{named_children, text};

/// What `of_groups` finds: `Module::servers`, `server_params`, `server_calls`.
pub(super) struct Servers {
    pub servers: Vec<(usize, String)>,
    pub params: Vec<ServerParam>,
    pub calls: Vec<ServerCall>,
}

/// The groups of `marks` on a server named by its receiver (`receivers`: each receiver's key
/// with its group, see `discover::Found::all_receivers`), and the module's calls passing a
/// server to an imported function.
pub(super) fn of_groups(
    root: Node,
    src: &str,
    module: &str,
    imports: &[Import],
    receivers: &[(String, usize)],
    marks: &[ToolMark],
) -> Servers {
    // `pkg/__init__.py` is imported as `pkg`.
    let module = module.strip_suffix(".__init__").unwrap_or(module);
    let mut by_local: HashMap<&str, (usize, &Import)> = HashMap::new();
    for i in imports {
        let e = by_local.entry(i.local.as_str()).or_insert((0, i));
        *e = (e.0 + 1, i);
    }
    let names = Bindings {
        module,
        imports: by_local,
        assigned: module_level_assignments(root, src).into_iter().collect(),
    };
    let mut servers = Vec::new();
    let mut params = Vec::new();
    for (key, g) in receivers {
        if !marks.iter().any(|m| m.group == Some(*g)) {
            continue;
        }
        if let Some((name, start)) = key.split_once('@') {
            let Ok(start) = start.parse::<usize>() else {
                continue;
            };
            if let Some(p) = names.parameter(root, src, name, start) {
                params.push(ServerParam { group: *g, ..p });
            }
        } else if let Some(q) = names.receiver(key) {
            servers.push((*g, q));
        }
    }
    servers.sort();
    params.sort_by_key(|p| p.group);
    Servers {
        servers,
        params,
        calls: calls(root, src, &names),
    }
}

/// How the module binds names at module level.
struct Bindings<'a> {
    module: &'a str,
    /// Each name module-level imports bind: how many imports bind it, and the last.
    imports: HashMap<&'a str, (usize, &'a Import)>,
    assigned: HashSet<&'a str>,
}

impl Bindings<'_> {
    /// The one import binding `name` at module level, where the module does not rebind it.
    fn import_of(&self, name: &str) -> Option<&Import> {
        match self.imports.get(name) {
            Some((1, i)) if !self.assigned.contains(name) => Some(i),
            _ => None,
        }
    }

    /// The object a module-level name is: imported once and never rebound here (the other
    /// module's object), or bound here and imported nowhere (this module's).
    fn module_level(&self, name: &str) -> Option<String> {
        if let Some(i) = self.import_of(name) {
            return (!i.is_module).then(|| i.target.clone());
        }
        let imported = self.imports.contains_key(name);
        (!imported && self.assigned.contains(name)).then(|| format!("{}.{name}", self.module))
    }

    /// A receiver's key: `mcp`, or `srv.mcp` on an imported module or name.
    fn receiver(&self, key: &str) -> Option<String> {
        let plain = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_');
        match key.split_once('.') {
            None if plain(key) => self.module_level(key),
            Some((object, attr)) if plain(object) && plain(attr) => self
                .import_of(object)
                .map(|i| format!("{}.{attr}", i.target)),
            _ => None,
        }
    }

    /// `name` as a parameter the body does not rebind of the module-level function that
    /// starts at `start`, whose name the module writes once (its `def`: nothing here calls
    /// it); `group` is left for the caller.
    fn parameter(&self, root: Node, src: &str, name: &str, start: usize) -> Option<ServerParam> {
        let mut def = root.descendant_for_byte_range(start, start)?;
        while def.kind() != "function_definition" || def.start_byte() != start {
            def = def.parent()?;
        }
        if !at_module_level(def) {
            return None;
        }
        let fname = text(def.child_by_field_name("name")?, src);
        let body = def.child_by_field_name("body")?;
        let assigned = assigns(body, name, src, 0);
        let param = positional_params(def, src)
            .into_iter()
            .find(|(n, _)| *n == name);
        match (assigned, param) {
            (false, Some((_, index))) if word_count(src, fname) == 1 => Some(ServerParam {
                group: 0,
                function: format!("{}.{fname}", self.module),
                index,
                name: name.to_string(),
            }),
            _ => None,
        }
    }

    /// The server an argument names where the call is: a module-level name (see
    /// `module_level`) that no function around the call binds (as a parameter or by
    /// assignment; `bound` remembers each function's answer per name). Anything else (a
    /// class body, a lambda, a local) is not read.
    fn argument<'t>(
        &self,
        arg: Node<'t>,
        src: &str,
        bound: &mut HashMap<(usize, String), bool>,
    ) -> Option<String> {
        if arg.kind() != "identifier" {
            return None;
        }
        let name = text(arg, src);
        let server = self.module_level(name)?;
        let mut at = arg.parent();
        while let Some(n) = at {
            match n.kind() {
                "class_definition" | "lambda" => return None,
                "function_definition" => {
                    let binds = *bound
                        .entry((n.start_byte(), name.to_string()))
                        .or_insert_with(|| {
                            positional_params(n, src).iter().any(|(p, _)| *p == name)
                                || n.child_by_field_name("body")
                                    .is_some_and(|b| assigns(b, name, src, 0))
                        });
                    if binds {
                        return None;
                    }
                }
                _ => {}
            }
            at = n.parent();
        }
        Some(server)
    }

    /// The qualified name of the function a call's callee names through the module's
    /// imports (`register_x` after `from pkg.tools import register_x`, `tools.register_x`
    /// after `from pkg import tools`), with the word a reference to it is written with.
    fn callee<'s>(&self, function: Node, src: &'s str) -> Option<(String, &'s str)> {
        match function.kind() {
            "identifier" => {
                let name = text(function, src);
                let i = self.import_of(name).filter(|i| !i.is_module)?;
                Some((i.target.clone(), name))
            }
            "attribute" => {
                let object = function.child_by_field_name("object")?;
                let attr = function.child_by_field_name("attribute")?;
                if object.kind() != "identifier" {
                    return None;
                }
                let i = self.import_of(text(object, src))?;
                let word = text(attr, src);
                Some((format!("{}.{word}", i.target), word))
            }
            _ => None,
        }
    }
}

/// Whether a function is defined at module level (decorated or not).
fn at_module_level(def: Node) -> bool {
    let Some(mut holder) = def.parent() else {
        return false;
    };
    if holder.kind() == "decorated_definition" {
        match holder.parent() {
            Some(p) => holder = p,
            None => return false,
        }
    }
    holder.kind() == "module"
}

/// A function's named parameters with the position a positional argument binds; one after
/// `*` or `*args` (keyword-only) has none.
fn positional_params<'s>(def: Node, src: &'s str) -> Vec<(&'s str, Option<usize>)> {
    let Some(ps) = def.child_by_field_name("parameters") else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut position = Some(0usize);
    for p in named_children(ps) {
        let name = match p.kind() {
            "identifier" => Some(p),
            "typed_parameter" => named_children(p)
                .into_iter()
                .find(|c| c.kind() == "identifier"),
            "default_parameter" | "typed_default_parameter" => p.child_by_field_name("name"),
            "list_splat_pattern" | "keyword_separator" => {
                position = None;
                None
            }
            _ => None,
        };
        if let Some(n) = name {
            out.push((text(n, src), position));
            position = position.map(|i| i + 1);
        }
    }
    out
}

/// How many times `word` is written in `src` as a whole word (comments and strings too).
fn word_count(src: &str, word: &str) -> usize {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    src.match_indices(word)
        .filter(|(i, _)| {
            !src[..*i].chars().next_back().is_some_and(ident)
                && !src[i + word.len()..].chars().next().is_some_and(ident)
        })
        .count()
}

/// The module's calls of imported functions passing at least one server, each `complete`
/// where every identifier of the callee's word outside import lines is the callee of such a
/// call with no `*args`/`**kwargs`.
fn calls(root: Node, src: &str, names: &Bindings) -> Vec<ServerCall> {
    let mut out: Vec<(ServerCall, &str)> = Vec::new();
    // Per word: the calls of an imported callee written with it, and whether one unpacks.
    let mut called: HashMap<&str, (usize, bool)> = HashMap::new();
    let mut bound: HashMap<(usize, String), bool> = HashMap::new();
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        stack.extend(named_children(n));
        if n.kind() != "call" {
            continue;
        }
        let (Some(function), Some(args)) = (
            n.child_by_field_name("function"),
            n.child_by_field_name("arguments"),
        ) else {
            continue;
        };
        let Some((callee, word)) = names.callee(function, src) else {
            continue;
        };
        let mut positional = Vec::new();
        let mut keywords = Vec::new();
        let mut splat = args.kind() != "argument_list";
        for a in named_children(args) {
            match a.kind() {
                "comment" => {}
                "list_splat" | "dictionary_splat" => splat = true,
                "keyword_argument" => {
                    let (Some(k), Some(v)) = (
                        a.child_by_field_name("name"),
                        a.child_by_field_name("value"),
                    ) else {
                        continue;
                    };
                    keywords.push((text(k, src).to_string(), names.argument(v, src, &mut bound)));
                }
                _ => positional.push(names.argument(a, src, &mut bound)),
            }
        }
        let entry = called.entry(word).or_default();
        entry.0 += 1;
        entry.1 |= splat;
        if positional
            .iter()
            .chain(keywords.iter().map(|(_, v)| v))
            .any(Option::is_some)
        {
            let call = ServerCall {
                callee,
                positional,
                keywords,
                complete: false,
            };
            out.push((call, word));
        }
    }
    if out.is_empty() {
        return Vec::new();
    }
    // Every other place the module names a callee's word: a reference toolsight does not
    // follow (`tools = [register_x]`, a decorator, a local of that name).
    let mut written: HashMap<&str, usize> = HashMap::new();
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        match n.kind() {
            "import_statement" | "import_from_statement" | "future_import_statement" => continue,
            "identifier" => {
                let t = text(n, src);
                if called.contains_key(t) {
                    *written.entry(t).or_default() += 1;
                }
            }
            _ => stack.extend(named_children(n)),
        }
    }
    out.into_iter()
        .map(|(mut call, word)| {
            let (n, splat) = called.get(word).copied().unwrap_or_default();
            call.complete = !splat && written.get(word).copied().unwrap_or(0) == n;
            call
        })
        .collect()
}

/// The names a module-level statement assigns (`mcp = FastMCP(...)`, `mcp: FastMCP = ...`).
fn module_level_assignments<'s>(root: Node, src: &'s str) -> Vec<&'s str> {
    let mut names = Vec::new();
    for stmt in named_children(root) {
        if stmt.kind() != "expression_statement" {
            continue;
        }
        for a in named_children(stmt)
            .into_iter()
            .filter(|n| n.kind() == "assignment")
        {
            if let Some(left) = a
                .child_by_field_name("left")
                .filter(|l| l.kind() == "identifier")
            {
                names.push(text(left, src));
            }
        }
    }
    names
}
