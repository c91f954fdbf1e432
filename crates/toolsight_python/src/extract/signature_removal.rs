//! The one `__signature__` rewrite a registrar makes that toolsight reads: the argument's own
//! signature less some of its parameters, the same on every path. Survey of the sweep
//! (BENCHMARKS.md, "recall52"): removing parameters by name is the commonest shape after copies
//! and signatures built from run-time data, e.g. open-greenhouse-mcp's
//!
//! ```python
//! def with_client(func):
//!     orig_sig = inspect.signature(func)
//!     @functools.wraps(func)
//!     async def wrapper(*args, **kwargs): ...
//!     params = [p for p in orig_sig.parameters.values() if p.name != "client"]
//!     wrapper.__signature__ = orig_sig.replace(parameters=params)
//!     return wrapper
//! ```
//!
//! `inspect.signature(wrapper)` returns that object, whose `Parameter`s are the argument's own
//! (annotation, default and kind unchanged): what the framework reads is the `def`'s
//! parameters less the removed ones. Everything else stays unread: a signature assigned on one
//! branch only or twice (workspace-mcp's `is_oauth21_enabled()` choice), a parameter added or
//! replaced (fw-context-mcp's `project`), a list a name is bound to more than once or mutated,
//! a registrar that may return something else than the wrapper.

use tree_sitter::Node;

use crate::model::SignatureRewrite;
use crate::syntax::{named_children, text, walk_named, Walk};

/// How deep names are followed (`params` → `[p for p in sig.parameters.values() ...]` →
/// `sig` → `inspect.signature(func)`).
const MAX_STEPS: usize = 8;

/// The removal `assignment` (the only run-time signature assignment in `def`) makes, when it
/// is read: `<nested def>.__signature__ = <the argument's signature less some parameters>` as
/// a statement of `def`'s own body, and `def` returns only that nested function.
pub(super) fn of(def: Node, assignment: Node, src: &str) -> Option<SignatureRewrite> {
    let body = def.child_by_field_name("body")?;
    // On every path: a statement of the body itself, not under an `if` or a loop.
    if assignment.parent()?.kind() != "expression_statement"
        || assignment.parent()?.parent()? != body
    {
        return None;
    }
    let left = assignment.child_by_field_name("left")?;
    if left.kind() != "attribute"
        || text(left.child_by_field_name("attribute")?, src) != "__signature__"
    {
        return None;
    }
    let wrapper = left.child_by_field_name("object")?;
    if wrapper.kind() != "identifier" {
        return None;
    }
    let wrapper = text(wrapper, src);
    let f = Registrar::read(def, body, wrapper, src)?;
    let (leading, names) = f.signature(assignment.child_by_field_name("right")?, 0)?;
    Some(SignatureRewrite::Removes { leading, names })
}

/// What the registrar's body binds, read once.
struct Registrar<'t, 's> {
    src: &'s str,
    /// The registrar's own parameters (the function it is given is one of them).
    params: Vec<&'s str>,
    /// Every binding of a plain name in the body: (name, value; `None` when not a plain
    /// `name = value`).
    bindings: Vec<(&'s str, Option<Node<'t>>)>,
    /// Names whose list a call or statement changes in place (`params.pop(0)`).
    mutated: Vec<&'s str>,
}

impl<'t, 's> Registrar<'t, 's> {
    fn read(def: Node<'t>, body: Node<'t>, wrapper: &str, src: &'s str) -> Option<Self> {
        let params = def
            .child_by_field_name("parameters")
            .map(named_children)
            .unwrap_or_default()
            .into_iter()
            .filter_map(|p| super::overrides::param_name(p, src))
            .collect();
        let mut r = Registrar {
            src,
            params,
            bindings: Vec::new(),
            mutated: Vec::new(),
        };
        let mut defines_wrapper = false;
        let mut returns_other = false;
        walk_named(body, |node| {
            match node.kind() {
                "function_definition" => {
                    if node
                        .child_by_field_name("name")
                        .is_some_and(|n| text(n, src) == wrapper)
                    {
                        defines_wrapper = true;
                    }
                    // Its own returns and locals are not the registrar's.
                    return Walk::Skip;
                }
                "lambda" | "class_definition" => return Walk::Skip,
                "return_statement" => {
                    let value = named_children(node);
                    if !matches!(value.as_slice(), [v] if text(*v, src) == wrapper) {
                        returns_other = true;
                    }
                }
                "assignment" | "augmented_assignment" => {
                    if let Some(left) = node.child_by_field_name("left") {
                        let plain = node.kind() == "assignment";
                        r.bind(
                            left,
                            plain.then(|| node.child_by_field_name("right")).flatten(),
                        );
                    }
                }
                "for_statement" | "for_in_clause" => {
                    if let Some(target) = node.child_by_field_name("left") {
                        r.bind(target, None);
                    }
                }
                "as_pattern" => {
                    if let Some(target) = node.child_by_field_name("alias") {
                        r.bind(target, None);
                    }
                }
                "named_expression" => {
                    if let Some(n) = node.child_by_field_name("name") {
                        r.bind(n, None);
                    }
                }
                "delete_statement" => {
                    walk_named(node, |n| {
                        if n.kind() == "subscript" {
                            if let Some(v) = n.child_by_field_name("value") {
                                r.mutated.push(text(v, src));
                            }
                        }
                        Walk::Descend
                    });
                }
                "call" => {
                    if let Some(f) = node.child_by_field_name("function") {
                        if f.kind() == "attribute" {
                            let method = f.child_by_field_name("attribute").map(|a| text(a, src));
                            if matches!(
                                method,
                                Some(
                                    "append"
                                        | "insert"
                                        | "pop"
                                        | "remove"
                                        | "extend"
                                        | "clear"
                                        | "sort"
                                        | "reverse"
                                )
                            ) {
                                if let Some(o) = f.child_by_field_name("object") {
                                    r.mutated.push(text(o, src));
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
            Walk::Descend
        });
        (defines_wrapper && !returns_other).then_some(r)
    }

    /// Records a binding of every name `target` binds (`x[i] = ...` changes `x` in place).
    fn bind(&mut self, target: Node<'t>, value: Option<Node<'t>>) {
        match target.kind() {
            "identifier" => self.bindings.push((text(target, self.src), value)),
            "subscript" | "attribute" => {
                if let Some(v) = target
                    .child_by_field_name("value")
                    .or_else(|| target.child_by_field_name("object"))
                {
                    self.mutated.push(text(v, self.src));
                }
            }
            _ => {
                for c in named_children(target) {
                    self.bind(c, None);
                }
            }
        }
    }

    /// The value of a name bound once, by a plain assignment, and never changed in place.
    fn value_of(&self, name: &str) -> Option<Node<'t>> {
        if self.mutated.contains(&name) || self.params.contains(&name) {
            return None;
        }
        let mut found = self.bindings.iter().filter(|(n, _)| *n == name);
        match (found.next(), found.next()) {
            (Some((_, Some(v))), None) => Some(*v),
            _ => None,
        }
    }

    /// `node` as a signature: the argument's own, less (leading, names).
    fn signature(&self, node: Node<'t>, steps: usize) -> Option<(usize, Vec<String>)> {
        if steps > MAX_STEPS {
            return None;
        }
        match node.kind() {
            "identifier" => self.signature(self.value_of(text(node, self.src))?, steps + 1),
            "call" if self.is_own_signature(node, steps) => Some((0, Vec::new())),
            "call" => {
                // `<signature>.replace(parameters=<list>)`
                let f = node.child_by_field_name("function")?;
                if f.kind() != "attribute"
                    || text(f.child_by_field_name("attribute")?, self.src) != "replace"
                    || self.signature(f.child_by_field_name("object")?, steps + 1)?
                        != (0, Vec::new())
                {
                    return None;
                }
                let args = named_children(node.child_by_field_name("arguments")?);
                let [arg] = args.as_slice() else { return None };
                if arg.kind() != "keyword_argument"
                    || text(arg.child_by_field_name("name")?, self.src) != "parameters"
                {
                    return None;
                }
                self.list(arg.child_by_field_name("value")?, steps + 1)
            }
            _ => None,
        }
    }

    /// `inspect.signature(func)` (or `signature(func)`, with `eval_str=`/`follow_wrapped=`)
    /// of a parameter of the registrar, or a name bound to it.
    fn is_own_signature(&self, node: Node<'t>, steps: usize) -> bool {
        if steps > MAX_STEPS {
            return false;
        }
        if node.kind() == "identifier" {
            return self
                .value_of(text(node, self.src))
                .is_some_and(|v| self.is_own_signature(v, steps + 1));
        }
        let (Some(f), Some(args)) = (
            node.child_by_field_name("function"),
            node.child_by_field_name("arguments"),
        ) else {
            return false;
        };
        if !matches!(text(f, self.src), "inspect.signature" | "signature") {
            return false;
        }
        let args = named_children(args);
        let Some((first, rest)) = args.split_first() else {
            return false;
        };
        first.kind() == "identifier"
            && self.params.contains(&text(*first, self.src))
            && rest.iter().all(|a| {
                a.kind() == "keyword_argument"
                    && a.child_by_field_name("name")
                        .is_some_and(|n| matches!(text(n, self.src), "eval_str" | "follow_wrapped"))
            })
    }

    /// A list of the argument's parameters: `sig.parameters.values()`, `list(...)` of it, a
    /// slice `[n:]` of it, `[p for p in <list> if p.name != "x" and p.name not in {...}]`.
    fn list(&self, node: Node<'t>, steps: usize) -> Option<(usize, Vec<String>)> {
        if steps > MAX_STEPS {
            return None;
        }
        let src = self.src;
        match node.kind() {
            "identifier" => self.list(self.value_of(text(node, src))?, steps + 1),
            "call" => {
                let f = node.child_by_field_name("function")?;
                let args = named_children(node.child_by_field_name("arguments")?);
                if text(f, src) == "list" {
                    let [arg] = args.as_slice() else { return None };
                    return self.list(*arg, steps + 1);
                }
                // `<signature>.parameters.values()`
                if !args.is_empty()
                    || f.kind() != "attribute"
                    || text(f.child_by_field_name("attribute")?, src) != "values"
                {
                    return None;
                }
                let parameters = f.child_by_field_name("object")?;
                if parameters.kind() != "attribute"
                    || text(parameters.child_by_field_name("attribute")?, src) != "parameters"
                {
                    return None;
                }
                let own = self.signature(parameters.child_by_field_name("object")?, steps + 1)?;
                (own == (0, Vec::new())).then_some(own)
            }
            "subscript" => {
                // `<list>[n:]`: the first n dropped (only of the whole list).
                let subs = named_children(node);
                let [value, slice] = subs.as_slice() else {
                    return None;
                };
                if slice.kind() != "slice" {
                    return None;
                }
                let bounds: Vec<&str> = text(*slice, src).split(':').map(str::trim).collect();
                let [start, ""] = bounds.as_slice() else {
                    return None;
                };
                let n: usize = start.parse().ok()?;
                let (leading, names) = self.list(*value, steps + 1)?;
                names.is_empty().then_some((leading + n, names))
            }
            "list_comprehension" => {
                let parts = named_children(node);
                let [element, clauses @ ..] = parts.as_slice() else {
                    return None;
                };
                let [for_in, conditions @ ..] = clauses else {
                    return None;
                };
                if for_in.kind() != "for_in_clause" {
                    return None;
                }
                let var = for_in.child_by_field_name("left")?;
                if var.kind() != "identifier" || text(*element, src) != text(var, src) {
                    return None;
                }
                let (leading, mut names) =
                    self.list(for_in.child_by_field_name("right")?, steps + 1)?;
                for c in conditions {
                    if c.kind() != "if_clause" {
                        return None;
                    }
                    let [condition] = named_children(*c)[..] else {
                        return None;
                    };
                    removed_names(condition, text(var, src), src, &mut names)?;
                }
                Some((leading, names))
            }
            "parenthesized_expression" => {
                let [inner] = named_children(node)[..] else {
                    return None;
                };
                self.list(inner, steps + 1)
            }
            _ => None,
        }
    }
}

/// The names a comprehension's condition keeps out: `p.name != "x"`, `p.name not in ("x",
/// "y")` (a tuple, list or set of strings), joined by `and`.
fn removed_names(condition: Node, var: &str, src: &str, out: &mut Vec<String>) -> Option<()> {
    match condition.kind() {
        "boolean_operator" => {
            if text(condition.child_by_field_name("operator")?, src) != "and" {
                return None;
            }
            removed_names(condition.child_by_field_name("left")?, var, src, out)?;
            removed_names(condition.child_by_field_name("right")?, var, src, out)
        }
        "parenthesized_expression" => {
            let [inner] = named_children(condition)[..] else {
                return None;
            };
            removed_names(inner, var, src, out)
        }
        "comparison_operator" => {
            let operands = named_children(condition);
            let [left, right] = operands.as_slice() else {
                return None;
            };
            if text(*left, src) != format!("{var}.name") {
                return None;
            }
            // The operator is the text between the operands.
            let op = src
                .get(left.end_byte()..right.start_byte())?
                .split_whitespace();
            let op: Vec<&str> = op.collect();
            match (op.as_slice(), right.kind()) {
                (["!="], "string") => out.push(crate::extract::literal::string_value(*right, src)?),
                (["not", "in"], "tuple" | "list" | "set") => {
                    for item in named_children(*right) {
                        if item.kind() != "string" {
                            return None;
                        }
                        out.push(crate::extract::literal::string_value(item, src)?);
                    }
                }
                _ => return None,
            }
            Some(())
        }
        _ => None,
    }
}
