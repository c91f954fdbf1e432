//! Docstrings set at run time: `member.__doc__ = sync_member.__doc__` in a loop or a
//! function (agno's toolkits mirror each sync method's docstring onto its async twin that
//! way). toolsight applies the statements it can bind (`extract/after_definition`: a plain
//! `f.__doc__ = ...` at module level or in a class body); the others may change any
//! description they reach, so the description of a function they may reach is unread, and
//! a finding that rests on what the description says stays silent. (Parameters replaced at
//! run time, `__signature__`/`__annotations__`/`.parameters`, are the front-end's:
//! `extract/runtime_signature` marks them unread.)

use crate::model::Function;
use crate::syntax::text;

use super::Ctx;

/// Where a run-time `__doc__` assignment may reach: the function it names (`_fn.__doc__`),
/// the methods of a class its scope names, or (`None`) any function of the module.
pub(super) fn scopes(ctx: &Ctx) -> Vec<Option<String>> {
    assignment_scopes(ctx, "__doc__")
}

/// Where a run-time `<tool object>.description = ...` may reach (agno's
/// `function.description = description` on a `Function` it made, a tool class's
/// `self.description = ...` in a method): what the framework sends as the description of a
/// function there is unread. Only the description rules ask (the docstring the other rules
/// read is still the function's own).
pub(super) fn description_scopes(ctx: &Ctx) -> Vec<Option<String>> {
    assignment_scopes(ctx, "description")
}

/// Where the module's run-time `__doc__` and `.description` assignments reach, found once
/// by the language server's analysis for its cache key (`key_of`) and handed to the rules
/// (`Ctx::set_runtime_scopes`), which would otherwise walk the whole tree twice more.
pub struct RuntimeScopes {
    pub doc: Vec<Option<String>>,
    pub description: Vec<Option<String>>,
}

/// `scopes` and `description_scopes` of a module.
pub fn scopes_of(
    root: tree_sitter::Node,
    source: &str,
    module: &crate::model::Module,
) -> RuntimeScopes {
    let of = |attribute: &str| {
        if !source.contains(attribute) || module.rust {
            return Vec::new();
        }
        scopes_in(root, source, module, attribute)
    };
    RuntimeScopes {
        doc: of("__doc__"),
        description: of("description"),
    }
}

/// `key`, from the scopes already found.
pub fn key_of(scopes: &RuntimeScopes, source: &str, module: &crate::model::Module) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for (attribute, found) in [
        ("__doc__", &scopes.doc),
        ("description", &scopes.description),
    ] {
        if source.contains(attribute) && !module.rust {
            found.hash(&mut h);
        }
        0xffu8.hash(&mut h);
    }
    for f in &module.functions {
        f.params_unread.hash(&mut h);
        // What a registrar of another module's `__signature__` left of the parameters.
        f.params_rewritten.hash(&mut h);
        f.params.len().hash(&mut h);
        // Facts about a tool read outside its own text (its uses, the server it is on, the
        // catalog filter listing it, the wrapper registering it, the calls of the function
        // registering it): an edit elsewhere changes them.
        f.text_agent_only.hash(&mut h);
        f.listed_unread.hash(&mut h);
        f.unserved.hash(&mut h);
        // Whether the function registering it is called anywhere in the project.
        f.registered_uncalled.hash(&mut h);
        f.uncompilable.hash(&mut h);
        // Whether a transform of its server (in any module) keeps it out of the listing.
        f.unlisted.hash(&mut h);
        f.wrapped_unread.hash(&mut h);
        // What a `_run` inherited from a base class of the module does (a base that only
        // raises makes the tool provider-native): the base's text is not the tool's.
        f.only_raises.hash(&mut h);
    }
    h.finish()
}

fn assignment_scopes(ctx: &Ctx, attribute: &str) -> Vec<Option<String>> {
    if !ctx.source.contains(attribute) || ctx.module.rust {
        return Vec::new();
    }
    scopes_in(ctx.tree().root_node(), ctx.source, ctx.module, attribute)
}

/// A hash of where the module's run-time `__doc__` and `.description` assignments reach: the
/// analysis cache keys each tool's diagnostics with it, since those assignments may sit
/// outside the tool's own text (in another function, or undone by an unclosed string).
pub fn key(root: tree_sitter::Node, source: &str, module: &crate::model::Module) -> u64 {
    key_of(&scopes_of(root, source, module), source, module)
}

fn scopes_in(
    root: tree_sitter::Node,
    source: &str,
    module: &crate::model::Module,
    attribute: &str,
) -> Vec<Option<String>> {
    let mut out: Vec<Option<String>> = Vec::new();
    // What is looked for spells the attribute inside the node (the assignment's target, the
    // call's keyword): subtrees without it hold nothing.
    let occurrences = crate::syntax::Occurrences::of(source, &[attribute]);
    crate::syntax::walk_named(root, |node| {
        visit(node, source, module, attribute, &occurrences, &mut out)
    });
    out.sort();
    out.dedup();
    out
}

/// What the walk of `scopes_in` makes of one node: a scope it adds to `out`, and whether
/// to look inside the node.
fn visit(
    node: tree_sitter::Node,
    source: &str,
    module: &crate::model::Module,
    attribute: &str,
    occurrences: &crate::syntax::Occurrences,
    out: &mut Vec<Option<String>>,
) -> crate::syntax::Walk {
    if !occurrences.within(node) {
        return crate::syntax::Walk::Skip;
    }
    if node.kind() == "assignment"
        && assigns(node, source, attribute)
        && (attribute != "__doc__" || !bound_statically(node))
    {
        // `_fn.__doc__ = agent.description` after `def _fn(): ...` in a registrar: the
        // function of that name is what it reaches, whatever classes the registrar's text
        // names (`state: RouterState`, mimir-router-mcp).
        let target = node
            .child_by_field_name("left")
            .and_then(|l| l.child_by_field_name("object"))
            .filter(|o| o.kind() == "identifier")
            .map(|o| text(o, source))
            .filter(|o| {
                module
                    .functions
                    .iter()
                    .any(|f| f.class.is_none() && f.name == *o)
            });
        if let Some(function) = target {
            out.push(Some(function.to_string()));
            return crate::syntax::Walk::Skip;
        }
        let reach = enclosing_scope(node).map(|s| text(s, source)).unwrap_or("");
        let named: Vec<Option<String>> = module
            .classes
            .iter()
            .filter(|c| contains_word(reach, &c.name))
            .map(|c| Some(c.name.clone()))
            .collect();
        if named.is_empty() {
            out.push(None);
        } else {
            out.extend(named);
        }
        return crate::syntax::Walk::Skip;
    }
    // `T(description=texts("n"))`: a class of this module given the attribute where it
    // is built (crewai's `RecallMemoryTool(memory=m, description=I18N.tools(...))`, its
    // class saying `description: str = ""`): the instance's value is what is sent, set
    // outside the class, so the class's own is not the tool's.
    if node.kind() == "call" {
        if let Some(class) = constructed_with(node, source, module, attribute) {
            out.push(Some(class));
        }
    }
    crate::syntax::Walk::Descend
}

/// The scopes found inside each method of the module-level classes, by the method's text,
/// kept between versions of a document (`scopes_of_cached`).
#[derive(Default)]
pub struct ScopesCache {
    cache: toolsight_python::textcache::TextCache<Vec<Option<String>>>,
    /// How many methods the last version walked (not taken from the version before).
    built: usize,
}

impl ScopesCache {
    pub fn built_last(&self) -> usize {
        self.built
    }

    pub fn held(&self) -> usize {
        self.cache.held()
    }
}

/// `scopes_of`, each method of a module-level class walked only when its text changed.
/// What the walk finds inside a method depends on the method's text (the outermost
/// function or loop around an assignment is the method itself; an assignment in its body is
/// never bound statically) and on the names of the module's classes and class-less
/// functions, which key the cache; the scopes are a set, so the methods' and the rest's
/// are merged in any order.
pub fn scopes_of_cached(
    root: tree_sitter::Node,
    source: &str,
    module: &crate::model::Module,
    cache: &mut ScopesCache,
) -> RuntimeScopes {
    let mut methods: Vec<tree_sitter::Node> = Vec::new();
    for stmt in crate::syntax::named_children(root) {
        let class = match stmt.kind() {
            "decorated_definition" => stmt.child_by_field_name("definition"),
            _ => Some(stmt),
        };
        let Some(body) = class
            .filter(|c| c.kind() == "class_definition")
            .and_then(|c| c.child_by_field_name("body"))
        else {
            continue;
        };
        methods.extend(
            crate::syntax::named_children(body)
                .into_iter()
                .filter(|m| matches!(m.kind(), "function_definition" | "decorated_definition")),
        );
    }
    let names = {
        use std::hash::{BuildHasher, Hasher};
        let mut h = toolsight_python::extract::BuildFast.build_hasher();
        for c in &module.classes {
            h.write(c.name.as_bytes());
            h.write_u8(0);
        }
        h.write_u8(0xff);
        for f in module.functions.iter().filter(|f| f.class.is_none()) {
            h.write(f.name.as_bytes());
            h.write_u8(0);
        }
        h.finish()
    };
    let mut fresh = toolsight_python::textcache::TextCache::default();
    let mut built = 0;
    let mut of = |attribute: &str| {
        if !source.contains(attribute) || module.rust {
            return Vec::new();
        }
        let occurrences = crate::syntax::Occurrences::of(source, &[attribute]);
        let mut out: Vec<Option<String>> = Vec::new();
        // The methods (sorted, as the tree gives them) are left to the loop below.
        crate::syntax::walk_named(root, |node| {
            if methods
                .binary_search_by_key(&node.start_byte(), |m| m.start_byte())
                .is_ok_and(|i| methods[i] == node)
            {
                return crate::syntax::Walk::Skip;
            }
            visit(node, source, module, attribute, &occurrences, &mut out)
        });
        let context = names ^ toolsight_python::textcache::hash_text(attribute);
        for m in &methods {
            if !occurrences.within(*m) {
                continue;
            }
            let method = text(*m, source);
            let cacheable = !m.has_error();
            let taken = cacheable
                .then(|| cache.cache.take(context, method))
                .flatten();
            let found = match taken {
                Some(t) => {
                    out.extend(t.value.iter().cloned());
                    fresh.put_back(t);
                    continue;
                }
                None => {
                    built += 1;
                    let mut found = Vec::new();
                    crate::syntax::walk_named(*m, |node| {
                        visit(node, source, module, attribute, &occurrences, &mut found)
                    });
                    found
                }
            };
            out.extend(found.iter().cloned());
            if cacheable {
                fresh.put(context, method, found);
            }
        }
        out.sort();
        out.dedup();
        out
    };
    let scopes = RuntimeScopes {
        doc: of("__doc__"),
        description: of("description"),
    };
    cache.cache.advance(fresh);
    cache.built = built;
    scopes
}

/// The class of this module a call builds with `attribute=` among its keywords.
fn constructed_with(
    call: tree_sitter::Node,
    src: &str,
    module: &crate::model::Module,
    attribute: &str,
) -> Option<String> {
    let callee = call.child_by_field_name("function")?;
    let name = match callee.kind() {
        "identifier" => text(callee, src),
        "attribute" => text(callee.child_by_field_name("attribute")?, src),
        _ => return None,
    };
    let class = module.classes.iter().find(|c| c.name == name)?;
    let args = call.child_by_field_name("arguments")?;
    let mut cursor = args.walk();
    let given = args.named_children(&mut cursor).any(|a| {
        a.kind() == "keyword_argument"
            && a.child_by_field_name("name")
                .is_some_and(|n| text(n, src) == attribute)
    });
    given.then(|| class.name.clone())
}

/// Whether the description of `f` may be set at run time by one of `scopes`.
pub(super) fn doc_unread(scopes: &[Option<String>], f: &Function) -> bool {
    scopes.iter().any(|s| match s {
        None => true,
        // A method of the class, or the class-based tool itself; or a function of that name
        // (`_fn.__doc__ = ...` names the function it sets).
        Some(class) => {
            f.class.as_deref() == Some(class.as_str())
                || (f.kind == crate::model::DefKind::Class && f.qualname == *class)
                || (f.class.is_none() && f.name == *class)
        }
    })
}

/// `<expr>.<attribute> = ...`.
fn assigns(node: tree_sitter::Node, src: &str, attribute: &str) -> bool {
    node.child_by_field_name("left").is_some_and(|l| {
        l.kind() == "attribute"
            && l.child_by_field_name("attribute")
                .is_some_and(|a| text(a, src) == attribute)
    })
}

/// A plain `f.__doc__ = ...` statement at module level or directly in a module-level class
/// body: `extract/after_definition` applies those.
fn bound_statically(assignment: tree_sitter::Node) -> bool {
    let plain_target = assignment
        .child_by_field_name("left")
        .and_then(|l| l.child_by_field_name("object"))
        .is_some_and(|o| o.kind() == "identifier");
    let Some(stmt) = assignment
        .parent()
        .filter(|p| p.kind() == "expression_statement")
    else {
        return false;
    };
    let Some(parent) = stmt.parent() else {
        return false;
    };
    let at_module = parent.kind() == "module";
    let in_class_body = parent.kind() == "block"
        && parent
            .parent()
            .is_some_and(|c| c.kind() == "class_definition" && at_top(c));
    plain_target && (at_module || in_class_body)
}

/// Whether a class definition is a module-level statement (under decorators too).
fn at_top(class: tree_sitter::Node) -> bool {
    match class.parent() {
        Some(p) if p.kind() == "module" => true,
        Some(p) if p.kind() == "decorated_definition" => {
            p.parent().is_some_and(|m| m.kind() == "module")
        }
        _ => false,
    }
}

/// The outermost loop or function around a statement: what it iterates over or works on is
/// written there.
fn enclosing_scope(node: tree_sitter::Node) -> Option<tree_sitter::Node> {
    let mut found = None;
    let mut at = node.parent();
    while let Some(n) = at {
        if matches!(
            n.kind(),
            "for_statement" | "while_statement" | "function_definition"
        ) {
            found = Some(n);
        }
        at = n.parent();
    }
    found
}

fn contains_word(hay: &str, word: &str) -> bool {
    hay.match_indices(word).any(|(i, _)| {
        let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        !ident(hay[..i].chars().next_back()) && !ident(hay[i + word.len()..].chars().next())
    })
}
