//! The nodes of a module discovery looks at: decorated definitions, calls whose callee or
//! keywords a framework marker names, dict literals with tool-schema keys, spec assignments,
//! and strings or attributes that name a provider. Most nodes of a module are none of these.
//!
//! The choice depends only on a node's own text, so it is remembered per top-level statement
//! (keyed by the statement's text): after an edit only the changed statements are walked
//! again, which keeps the language server's edit path close to the parser's cost.

use std::collections::HashSet;
use std::sync::{Mutex, OnceLock};

use tree_sitter::Node;

use crate::model::markers::{Dialects, Form};
use crate::syntax::{named_children, text};

/// Why a node is looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interest {
    Decorated,
    Call,
    Dict,
    Assign,
    /// A string or attribute that may name a provider or a model, or a client call whose
    /// keyword chooses a provider's API (`genai.Client(vertexai=True)`).
    Provider,
    /// A comprehension or `for` statement: its variables stand for an iterable's elements.
    Binder,
    /// `self.m(..., self.x, ...)`: a method of the class or of a base given a bound method,
    /// which may be the project's registration wrapper (see `sinks::self_wrapper_called`).
    SelfCall,
}

/// Interesting nodes per top-level statement, as offsets relative to the statement.
#[derive(Default)]
pub struct NodeCache {
    by_text: crate::textcache::TextCache<Vec<(usize, usize, Interest)>>,
}

impl NodeCache {
    /// Entries held, both generations.
    pub fn held(&self) -> usize {
        self.by_text.held()
    }
}

/// The last dotted segment of every callee a marker names, and the keywords that pass tools.
fn marker_names(dialects: &'static Dialects) -> &'static HashSet<&'static str> {
    // One set per registry (a process has one; tests may add the empty one), made once and
    // kept for the process.
    type Sets = Vec<(usize, &'static HashSet<&'static str>)>;
    static NAMES: OnceLock<Mutex<Sets>> = OnceLock::new();
    let key = dialects.frameworks.as_ptr() as usize;
    let mut sets = NAMES
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some((_, set)) = sets.iter().find(|(k, _)| *k == key) {
        return set;
    }
    let set: &'static HashSet<&'static str> = Box::leak(Box::new({
        let last = |s: &'static str| s.rsplit('.').next().unwrap_or(s);
        let mut n: HashSet<&'static str> = HashSet::new();
        for fw in dialects.iter() {
            let m = &fw.markers;
            n.extend(m.decorators.iter().map(|d| last(d)));
            n.extend(m.wrappers.iter().map(|w| last(w.callee)));
            n.extend(m.instances.iter().map(|w| last(w.callee)));
            n.extend(m.lists.iter().map(|l| last(l.callee)));
            n.extend(m.literals.iter().map(|l| last(l.callee)));
            n.extend(m.schema_lists.iter().map(|l| last(l.callee)));
            for me in m.methods {
                n.insert(me.method);
                if let Form::Decorator = me.form {
                    n.insert(me.method);
                }
            }
            for c in m.classes {
                if let crate::model::markers::ClassRole::Toolkit { register, .. } = c.role {
                    n.extend(register.iter().copied());
                }
            }
        }
        // `map(wrapper, xs)`, and calls naming a provider (`format_tools("anthropic")`).
        n.insert("map");
        n.extend(dialects.providers.provider_calls.iter().copied());
        n
    }));
    sets.push((key, set));
    set
}

/// Whether a call is looked at only because its callee is a function imported from the
/// project (see `find`): no marker names it, nor any keyword that passes tools.
pub(crate) fn only_project_call(
    call: Node,
    src: &str,
    scope: &crate::extract::scope::Scope,
) -> bool {
    let Some(name) = callee_name(call, src) else {
        return false;
    };
    let names = marker_names(scope.dialects);
    let aliased = scope
        .imports
        .get(name)
        .is_some_and(|i| names.contains(i.target.rsplit('.').next().unwrap_or(&i.target)));
    if names.contains(name) || aliased {
        return false;
    }
    let Some(args) = call.child_by_field_name("arguments") else {
        return true;
    };
    let mut cursor = args.walk();
    let keyword = args.named_children(&mut cursor).any(|k| {
        k.kind() == "keyword_argument"
            && k.child_by_field_name("name")
                .is_some_and(|n| KEYWORDS.contains(&text(n, src)))
    });
    !keyword
}

const KEYWORDS: &[&str] = &[
    "tools",
    "async_tools",
    "config",
    "provider",
    "provider_format",
    "format",
];
const SCHEMA_KEYS: &[&str] = &["name", "type"];

fn callee_name<'a>(call: Node, src: &'a str) -> Option<&'a str> {
    let mut callee = call.child_by_field_name("function")?;
    // `tool("x")(f)`: the factory's own callee.
    while callee.kind() == "call" {
        callee = callee.child_by_field_name("function")?;
    }
    // `Tool[Any](f)`: a generic class called with its type argument.
    if callee.kind() == "subscript" {
        callee = callee.child_by_field_name("value")?;
    }
    let t = match callee.kind() {
        "attribute" => callee
            .child_by_field_name("attribute")
            .map(|a| text(a, src)),
        "identifier" => Some(text(callee, src)),
        _ => None,
    }?;
    Some(t)
}

/// The grammar's ids of the kinds `interest` and `walk_above` tell apart: they ask it of
/// every node of a module, and `Node::kind` measures its name (a C string) and checks it as
/// UTF-8 on each call. Ids name kinds one to one (tree-sitter maps aliases to one public id).
struct Kinds {
    decorated_definition: u16,
    call: u16,
    dictionary: u16,
    assignment: u16,
    binders: [u16; 5],
    string: u16,
    attribute: u16,
}

fn kinds() -> &'static Kinds {
    static KINDS: OnceLock<Kinds> = OnceLock::new();
    KINDS.get_or_init(|| {
        let language = crate::syntax::python();
        let id = |kind: &str| language.id_for_node_kind(kind, true);
        Kinds {
            decorated_definition: id("decorated_definition"),
            call: id("call"),
            dictionary: id("dictionary"),
            assignment: id("assignment"),
            binders: [
                id("list_comprehension"),
                id("set_comprehension"),
                id("generator_expression"),
                id("dictionary_comprehension"),
                id("for_statement"),
            ],
            string: id("string"),
            attribute: id("attribute"),
        }
    })
}

fn interest(
    dialects: &'static Dialects,
    names: &HashSet<&'static str>,
    node: Node,
    src: &str,
    aliases: &HashSet<String>,
) -> Option<Interest> {
    let k = kinds();
    match node.kind_id() {
        id if id == k.decorated_definition => Some(Interest::Decorated),
        id if id == k.call => {
            let named =
                callee_name(node, src).is_some_and(|n| names.contains(n) || aliases.contains(n));
            if named {
                return Some(Interest::Call);
            }
            // Without allocating: most calls of a module are looked at here and dropped.
            let args = node.child_by_field_name("arguments")?;
            let mut cursor = args.walk();
            let mut api = false;
            for k in args.named_children(&mut cursor) {
                if k.kind() != "keyword_argument" {
                    continue;
                }
                let Some(name) = k.child_by_field_name("name").map(|n| text(n, src)) else {
                    continue;
                };
                if KEYWORDS.contains(&name) {
                    return Some(Interest::Call);
                }
                api |= super::super::targets::chooses_api(dialects, name);
            }
            // `genai.Client(vertexai=True)`: which API a provider's tools go through.
            if api {
                return Some(Interest::Provider);
            }
            self_call_with_method(node, src).then_some(Interest::SelfCall)
        }
        id if id == k.dictionary => node
            .named_children(&mut node.walk())
            .any(|p| {
                p.kind() == "pair"
                    && p.child_by_field_name("key").is_some_and(|k| {
                        let t = text(k, src);
                        SCHEMA_KEYS
                            .iter()
                            .any(|s| t.len() == s.len() + 2 && &t[1..t.len() - 1] == *s)
                    })
            })
            .then_some(Interest::Dict),
        id if id == k.assignment => node
            .child_by_field_name("left")
            .filter(|l| l.kind() == "identifier")
            .is_some_and(|l| {
                let t = text(l, src);
                dialects
                    .iter()
                    .any(|f| f.markers.specs.iter().any(|s| s.variable == t))
            })
            .then_some(Interest::Assign),
        id if k.binders.contains(&id) => Some(Interest::Binder),
        id if id == k.string => {
            super::super::targets::names_provider(dialects, node, src).then_some(Interest::Provider)
        }
        id if id == k.attribute => node
            .child_by_field_name("object")
            .is_some_and(|o| text(o, src).ends_with("ProviderFormat"))
            .then_some(Interest::Provider),
        _ => None,
    }
}

/// `self._add_tool(server, method=self.search, ...)`: a call of a method of `self` that passes
/// an attribute of `self` (a bound method), positionally or by keyword.
fn self_call_with_method(call: Node, src: &str) -> bool {
    let is_self_attr = |n: Node| {
        n.kind() == "attribute"
            && n.child_by_field_name("object")
                .is_some_and(|o| o.kind() == "identifier" && text(o, src) == "self")
    };
    if !call
        .child_by_field_name("function")
        .is_some_and(is_self_attr)
    {
        return false;
    }
    let Some(args) = call.child_by_field_name("arguments") else {
        return false;
    };
    let mut cursor = args.walk();
    let passes_method = args.named_children(&mut cursor).any(|a| {
        let v = if a.kind() == "keyword_argument" {
            a.child_by_field_name("value")
        } else {
            Some(a)
        };
        v.is_some_and(is_self_attr)
    });
    passes_method
}

/// Every interesting node of a statement, in source order (an explicit traversal: deep
/// expressions cost no stack).
fn walk(
    dialects: &'static Dialects,
    names: &HashSet<&'static str>,
    stmt: Node,
    src: &str,
    aliases: &HashSet<String>,
    out: &mut Vec<(usize, usize, Interest)>,
) {
    walk_above(dialects, names, stmt, None, src, aliases, out)
}

/// `walk`, not below `stop` (visited itself): a class statement less its body's statements.
fn walk_above(
    dialects: &'static Dialects,
    names: &HashSet<&'static str>,
    stmt: Node,
    stop: Option<Node>,
    src: &str,
    aliases: &HashSet<String>,
    out: &mut Vec<(usize, usize, Interest)>,
) {
    let base = stmt.start_byte();
    let string = kinds().string;
    let mut cursor = stmt.walk();
    loop {
        let node = cursor.node();
        // Every interesting kind is a named node; the anonymous ones (keywords, punctuation)
        // are most of a tree.
        let interest = node
            .is_named()
            .then(|| interest(dialects, names, node, src, aliases));
        if let Some(i) = interest.flatten() {
            out.push((node.start_byte() - base, node.end_byte() - base, i));
        }
        // Strings hold no other interesting node.
        if node.kind_id() != string && Some(node) != stop && cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.node() == stmt {
                return;
            }
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return;
            }
        }
    }
}

/// The interesting nodes of the module, in source order.
pub fn find<'t>(
    root: Node<'t>,
    src: &str,
    scope: &crate::extract::scope::Scope,
    mut cache: Option<&mut NodeCache>,
) -> Vec<(Node<'t>, Interest)> {
    // Markers imported under another name (`from langchain_core.tools import tool as
    // lc_tool`), and names imported from other modules: the choice depends on these too,
    // so they key the cache.
    // Looked up once per module: the walk below asks it of every call node.
    let names = marker_names(scope.dialects);
    let mut aliases: Vec<String> = scope
        .imports
        .values()
        .filter(|i| {
            let last = i.target.rsplit('.').next().unwrap_or(&i.target);
            // Functions imported from the project may register tools on a server they are
            // called with (`register_history_tools(mcp)`, see `sinks::server_arguments`).
            let project_function = !i.is_module
                && !i.local.is_empty()
                && i.installed()
                    .is_none_or(|t| scope.dialects.from_import(t).is_none())
                && scope.external.is_some_and(|e| {
                    i.target
                        .rsplit_once('.')
                        .is_some_and(|(module, _)| e.has_module(module))
                });
            (i.local != last && names.contains(last)) || project_function
        })
        .map(|i| i.local.clone())
        .collect();
    // The module's own functions may register the callable they are called with
    // (`_register_tool("ListRuns", list_runs)`, see `sinks::wrapper_called`).
    aliases.extend(
        scope
            .bindings
            .iter()
            .filter(|(_, b)| matches!(b, crate::extract::scope::Binding::Function))
            .map(|(n, _)| n.clone()),
    );
    // The project's subclasses of a framework's wrapper classes, called like them.
    aliases.extend(super::subclassed::names(scope));
    aliases.sort();
    let context = {
        use std::hash::{BuildHasher, Hasher};
        let mut h = crate::extract::BuildFast.build_hasher();
        for a in &aliases {
            h.write(a.as_bytes());
            h.write_u8(0);
        }
        h.finish()
    };
    let aliases: HashSet<String> = aliases.into_iter().collect();
    let mut next = crate::textcache::TextCache::default();
    let mut out = Vec::new();
    // The interesting nodes of one statement (offsets from its start), from the cache when
    // the last version had its text: what a node is depends on its own text only.
    let mut of_statement = |stmt: Node, cache: &mut Option<&mut NodeCache>| {
        let key = &src[stmt.byte_range()];
        // A statement with an error inside is walked afresh and not remembered: its parse
        // is not decided by its text (`extract::shape`).
        let cacheable = crate::extract::shape::cacheable(stmt);
        let context = context ^ u64::from(stmt.kind_id());
        let taken = cache
            .as_mut()
            .filter(|_| cacheable)
            .and_then(|c| c.by_text.take(context, key));
        let rel = match &taken {
            Some(t) => t.value.clone(),
            None => {
                let mut rel = Vec::new();
                walk(scope.dialects, names, stmt, src, &aliases, &mut rel);
                rel
            }
        };
        if cache.is_some() && cacheable {
            match taken {
                Some(t) => next.put_back(t),
                None => next.put(context, key, rel.clone()),
            }
        }
        rel
    };
    for stmt in named_children(root) {
        let range = stmt.byte_range();
        let rel = match class_body(stmt) {
            // A toolkit class is one statement of thousands of lines: its body's statements
            // (its methods) are looked up one by one, so an edit in one method walks that
            // method only. The walk's order is kept: the class's own nodes down to its body,
            // then each statement of the body.
            Some(body) if cache.is_some() => {
                let mut rel = Vec::new();
                walk_above(
                    scope.dialects,
                    names,
                    stmt,
                    Some(body),
                    src,
                    &aliases,
                    &mut rel,
                );
                let mut cursor = body.walk();
                for child in body.children(&mut cursor) {
                    let shift = child.start_byte() - range.start;
                    rel.extend(
                        of_statement(child, &mut cache)
                            .into_iter()
                            .map(|(s, e, i)| (s + shift, e + shift, i)),
                    );
                }
                rel
            }
            _ => of_statement(stmt, &mut cache),
        };
        for &(s, e, i) in &rel {
            if let Some(n) = locate(stmt, range.start + s, range.start + e, i) {
                out.push((n, i));
            }
        }
    }
    if let Some(c) = cache {
        // What this version uses, and one generation back (`TextCache::advance`).
        c.by_text.advance(next);
    }
    out
}

/// The body of a module-level class statement (decorated too), when nothing of the
/// statement follows it (the walk reaches it last).
fn class_body(stmt: Node) -> Option<Node> {
    let class = match stmt.kind() {
        "class_definition" => stmt,
        "decorated_definition" => stmt
            .child_by_field_name("definition")
            .filter(|d| d.kind() == "class_definition")?,
        _ => return None,
    };
    let body = class.child_by_field_name("body")?;
    (body.end_byte() == stmt.end_byte()
        && class.end_byte() == stmt.end_byte()
        && body.kind() == "block")
        .then_some(body)
}

fn kind_of(i: Interest) -> &'static [&'static str] {
    match i {
        Interest::Decorated => &["decorated_definition"],
        Interest::Call | Interest::SelfCall => &["call"],
        Interest::Dict => &["dictionary"],
        Interest::Assign => &["assignment"],
        Interest::Provider => &["string", "attribute", "call"],
        Interest::Binder => &[
            "list_comprehension",
            "set_comprehension",
            "generator_expression",
            "dictionary_comprehension",
            "for_statement",
        ],
    }
}

/// The node of that kind spanning exactly `start..end`.
fn locate(stmt: Node, start: usize, end: usize, i: Interest) -> Option<Node> {
    let mut n = stmt.descendant_for_byte_range(start, end)?;
    let kinds = kind_of(i);
    for _ in 0..8 {
        if n.byte_range() != (start..end) {
            return None;
        }
        if kinds.contains(&n.kind()) {
            return Some(n);
        }
        n = n.parent()?;
    }
    None
}
