//! Catalogs listed through a name filter. A module-level list of hand-written tools
//! (`TOOLS = [{"name": ..., "inputSchema": ...}, ...]`, `TOOLS: list[Tool] = [Tool(...), ...]`)
//! is often a catalog the server lists only part of: `[t for t in TOOLS if t.name in
//! SKILL_TOOL_NAMES]` in the `list_tools` handler (neruva-mcp), `{t["name"]: t for t in TOOLS
//! if t["name"] in DEFAULT_TOOL_NAMES}` before registering (sublime-mcp). Where every use of
//! the catalog filters it by the entries' names, only the entries a filter keeps are tools:
//! an entry named in no name set is never listed. A set toolsight cannot read (computed at
//! run time) leaves the entries it does not name unread: listed or not is unknown, and no
//! rule about what is sent speaks (`Function::listed_unread`). Any other use of the catalog
//! (`return TOOLS`, `for t in TOOLS: mcp.add_tool(...)`, handing it to a call) lists it whole,
//! as before.

use std::collections::BTreeSet;

use tree_sitter::Node;

use crate::extract::literal::string_value;
use crate::extract::scope::{Binding, Scope};
use crate::syntax::{named_children, text, walk_named, Walk};

/// How many names a name set's definition is followed through (`A = B | C`, `B = {...}`).
const MAX_DEPTH: usize = 8;

/// What the uses of a catalog found so far say about which of its entries are listed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Some use filters the catalog by its entries' names.
    pub filtered: bool,
    /// Some use takes the catalog whole (or in a way not read): every entry may be listed.
    pub whole: bool,
    /// The names the readable filters keep.
    pub names: BTreeSet<String>,
    /// A filter whose name set is not read: why.
    pub unread: Option<String>,
}

/// Whether an entry of a catalog is listed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Listing {
    Listed,
    /// The catalog is listed through a filter whose names are not read: why.
    Unread(String),
    /// Every filter the catalog is listed through leaves the entry out.
    NotListed,
}

impl Filter {
    pub fn merge(&mut self, other: Filter) {
        self.filtered |= other.filtered;
        self.whole |= other.whole;
        self.names.extend(other.names);
        if self.unread.is_none() {
            self.unread = other.unread;
        }
    }

    /// Whether the entry named `name` is listed.
    pub fn listing(&self, name: &str) -> Listing {
        if self.whole || !self.filtered || self.names.contains(name) {
            return Listing::Listed;
        }
        match &self.unread {
            Some(why) => Listing::Unread(why.clone()),
            None => Listing::NotListed,
        }
    }
}

/// The name `NAME` of the module-level list `NAME = [...]` that holds the tool literal `tool`
/// (a dict or a constructor call) as an element.
pub(crate) fn catalog_of<'s>(tool: Node, src: &'s str) -> Option<&'s str> {
    let list = tool.parent().filter(|p| p.kind() == "list")?;
    let assignment = list.parent().filter(|p| p.kind() == "assignment")?;
    if assignment.child_by_field_name("right") != Some(list) {
        return None;
    }
    let left = assignment
        .child_by_field_name("left")
        .filter(|l| l.kind() == "identifier")?;
    assignment
        .parent()
        .filter(|s| s.kind() == "expression_statement")
        .and_then(|s| s.parent())
        .filter(|m| m.kind() == "module")?;
    Some(text(left, src))
}

/// What the uses in one module of the catalog, spelled as one of `spellings` there (`TOOLS`,
/// `catalog.TOOLS`), say. `scope` is that module's.
pub(crate) fn uses(root: Node, scope: &Scope, spellings: &[String]) -> Filter {
    let src = scope.src;
    let mut out = Filter::default();
    if spellings.is_empty() {
        return out;
    }
    walk_named(root, |n| {
        match n.kind() {
            "import_statement" | "import_from_statement" | "global_statement" => {
                return Walk::Skip;
            }
            "identifier" | "attribute" => {}
            _ => return Walk::Descend,
        }
        if !spellings.iter().any(|s| s == text(n, src)) {
            return Walk::Descend;
        }
        let Some(parent) = n.parent() else {
            return Walk::Skip;
        };
        let field_of = |field: &str| parent.child_by_field_name(field) == Some(n);
        let not_the_name = match parent.kind() {
            // `x.TOOLS` of another object, `TOOLS=` as a keyword.
            "attribute" => field_of("attribute"),
            "keyword_argument" => field_of("name"),
            // The definition (or a rebinding) is not a use.
            "assignment" | "augmented_assignment" => field_of("left"),
            "parameters" | "default_parameter" | "typed_parameter" => true,
            _ => false,
        };
        if !not_the_name {
            out.merge(one_use(n, scope));
        }
        Walk::Skip
    });
    out
}

/// What one use of the catalog (the node `at`) does with it.
fn one_use(at: Node, scope: &Scope) -> Filter {
    let src = scope.src;
    let whole = Filter {
        whole: true,
        ..Filter::default()
    };
    let Some(parent) = at.parent() else {
        return whole;
    };
    match parent.kind() {
        // `len(TOOLS)` lists nothing.
        "argument_list"
            if parent
                .parent()
                .and_then(|c| c.child_by_field_name("function"))
                .is_some_and(|f| text(f, src) == "len") =>
        {
            Filter::default()
        }
        "for_in_clause" if parent.child_by_field_name("right") == Some(at) => {
            comprehension(parent, scope).unwrap_or(whole)
        }
        "for_statement" if parent.child_by_field_name("right") == Some(at) => {
            loop_filter(parent, scope).unwrap_or(whole)
        }
        _ => whole,
    }
}

/// `[t for t in TOOLS if <name test>]` (any comprehension or generator over the catalog).
fn comprehension(clause: Node, scope: &Scope) -> Option<Filter> {
    let src = scope.src;
    let var = clause
        .child_by_field_name("left")
        .filter(|l| l.kind() == "identifier")
        .map(|l| text(l, src))?;
    let comp = clause.parent()?;
    let children = named_children(comp);
    if children
        .iter()
        .filter(|c| c.kind() == "for_in_clause")
        .count()
        != 1
    {
        return None;
    }
    // `next(t for t in TOOLS if t.name == name)`: a lookup of the one tool called by name,
    // which lists nothing.
    // The generator is the call's arguments (`next(t for ...)`) or one of them.
    let next_call = |n: Option<Node>| {
        n.filter(|c| c.kind() == "call")
            .and_then(|c| c.child_by_field_name("function"))
            .is_some_and(|f| text(f, src) == "next")
    };
    let lookup = comp.kind() == "generator_expression"
        && (next_call(comp.parent()) || next_call(comp.parent().and_then(|a| a.parent())));
    children
        .iter()
        .filter(|c| c.kind() == "if_clause")
        .find_map(|c| {
            c.named_child(0)
                .and_then(|cond| test(cond, var, scope, lookup))
        })
}

/// `for t in TOOLS:` whose body is one `if <name test>:` without `else`, or begins with
/// `if <name> not in NAMES: continue`.
fn loop_filter(stmt: Node, scope: &Scope) -> Option<Filter> {
    let src = scope.src;
    let var = stmt
        .child_by_field_name("left")
        .filter(|l| l.kind() == "identifier")
        .map(|l| text(l, src))?;
    let body = named_children(stmt.child_by_field_name("body")?);
    let first = body.first().filter(|s| s.kind() == "if_statement")?;
    if first.child_by_field_name("alternative").is_some() {
        return None;
    }
    let cond = first.child_by_field_name("condition")?;
    if body.len() == 1 {
        return test(cond, var, scope, false);
    }
    // `if t["name"] not in NAMES: continue`.
    let skips = first
        .child_by_field_name("consequence")
        .map(named_children)
        .is_some_and(|c| c.len() == 1 && c[0].kind() == "continue_statement");
    let (left, op, right) = comparison(cond, src)?;
    (skips && op == "not in" && element_name(left, var, src)).then(|| in_set(right, scope))
}

/// The filter a condition on the element `var` makes, when it tests the element's name.
fn test(cond: Node, var: &str, scope: &Scope, lookup: bool) -> Option<Filter> {
    let src = scope.src;
    match cond.kind() {
        "parenthesized_expression" => test(cond.named_child(0)?, var, scope, lookup),
        // `name in NAMES and ...` keeps a part of what the name test keeps.
        "boolean_operator" if text(cond.child_by_field_name("operator")?, src) == "and" => {
            test(cond.child_by_field_name("left")?, var, scope, lookup)
                .or_else(|| test(cond.child_by_field_name("right")?, var, scope, lookup))
        }
        "comparison_operator" => {
            let (left, op, right) = comparison(cond, src)?;
            match op {
                "in" if element_name(left, var, src) => Some(in_set(right, scope)),
                "==" => {
                    let other = if element_name(left, var, src) {
                        right
                    } else if element_name(right, var, src) {
                        left
                    } else {
                        return None;
                    };
                    Some(match string_value(other, src) {
                        Some(s) => Filter {
                            filtered: true,
                            names: BTreeSet::from([s]),
                            ..Filter::default()
                        },
                        None if lookup => Filter::default(),
                        None => unread(other, src),
                    })
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// A comparison of two operands: (left, operator, right).
fn comparison<'t>(cond: Node<'t>, src: &str) -> Option<(Node<'t>, &'static str, Node<'t>)> {
    if cond.kind() != "comparison_operator" || cond.named_child_count() != 2 {
        return None;
    }
    let (left, right) = (cond.named_child(0)?, cond.named_child(1)?);
    let between = src.get(left.end_byte()..right.start_byte())?;
    let op = between.split_whitespace().collect::<Vec<_>>().join(" ");
    let op = match op.as_str() {
        "in" => "in",
        "not in" => "not in",
        "==" => "==",
        _ => return None,
    };
    Some((left, op, right))
}

/// `t["name"]`, `t.name`, `t.get("name")`.
fn element_name(node: Node, var: &str, src: &str) -> bool {
    let is_var =
        |n: Option<Node>| n.is_some_and(|n| n.kind() == "identifier" && text(n, src) == var);
    match node.kind() {
        "subscript" => {
            is_var(node.child_by_field_name("value"))
                && node
                    .child_by_field_name("subscript")
                    .and_then(|s| string_value(s, src))
                    .as_deref()
                    == Some("name")
        }
        "attribute" => {
            is_var(node.child_by_field_name("object"))
                && node
                    .child_by_field_name("attribute")
                    .is_some_and(|a| text(a, src) == "name")
        }
        "call" => {
            let callee = node.child_by_field_name("function");
            callee.is_some_and(|c| {
                c.kind() == "attribute"
                    && is_var(c.child_by_field_name("object"))
                    && c.child_by_field_name("attribute")
                        .is_some_and(|a| text(a, src) == "get")
            }) && node
                .child_by_field_name("arguments")
                .and_then(|a| a.named_child(0))
                .and_then(|a| string_value(a, src))
                .as_deref()
                == Some("name")
        }
        _ => false,
    }
}

/// The filter `name in <set>` makes.
fn in_set(set: Node, scope: &Scope) -> Filter {
    match names_of(set, scope, 0) {
        Ok(names) => Filter {
            filtered: true,
            names,
            ..Filter::default()
        },
        Err(()) => unread(set, scope.src),
    }
}

fn unread(set: Node, src: &str) -> Filter {
    let line = set.start_position().row + 1;
    Filter {
        filtered: true,
        unread: Some(format!(
            "the catalog it is an entry of is listed filtered by the names in `{}` (line {line}), which toolsight does not read: whether it is listed is unread",
            text(set, src)
        )),
        ..Filter::default()
    }
}

/// The strings a name set's expression holds: a set, list or tuple of string literals,
/// `frozenset(...)`/`set(...)` of one, a union (`|`, `+`) or a choice (`A if c else B`: both,
/// since either may be listed) of such, or a name bound to one in the enclosing function or
/// at module level.
fn names_of(node: Node, scope: &Scope, depth: usize) -> Result<BTreeSet<String>, ()> {
    if depth > MAX_DEPTH {
        return Err(());
    }
    let src = scope.src;
    match node.kind() {
        "set" | "list" | "tuple" => named_children(node)
            .into_iter()
            .filter(|c| c.kind() != "comment")
            .map(|c| string_value(c, src).ok_or(()))
            .collect(),
        "parenthesized_expression" => names_of(node.named_child(0).ok_or(())?, scope, depth + 1),
        "call" => {
            let callee = node.child_by_field_name("function").ok_or(())?;
            if !matches!(text(callee, src), "frozenset" | "set" | "tuple" | "list") {
                return Err(());
            }
            let args = named_children(node.child_by_field_name("arguments").ok_or(())?);
            match args.as_slice() {
                [] => Ok(BTreeSet::new()),
                [one] => names_of(*one, scope, depth + 1),
                _ => Err(()),
            }
        }
        "binary_operator" => {
            let op = node.child_by_field_name("operator").ok_or(())?;
            if !matches!(text(op, src), "|" | "+") {
                return Err(());
            }
            let mut a = names_of(
                node.child_by_field_name("left").ok_or(())?,
                scope,
                depth + 1,
            )?;
            a.extend(names_of(
                node.child_by_field_name("right").ok_or(())?,
                scope,
                depth + 1,
            )?);
            Ok(a)
        }
        "conditional_expression" => {
            let mut a = names_of(node.named_child(0).ok_or(())?, scope, depth + 1)?;
            a.extend(names_of(node.named_child(2).ok_or(())?, scope, depth + 1)?);
            Ok(a)
        }
        "identifier" => {
            let name = text(node, src);
            match local_value(node, name, src)? {
                Some(values) => {
                    let mut all = BTreeSet::new();
                    for v in values {
                        all.extend(names_of(v, scope, depth + 1)?);
                    }
                    Ok(all)
                }
                None => match scope.bindings.get(name) {
                    Some(Binding::Assign(v)) => names_of(*v, scope, depth + 1),
                    _ => Err(()),
                },
            }
        }
        _ => Err(()),
    }
}

/// The values assigned to `name` in the function around `at`, when it assigns it (`Err`:
/// it binds it some other way, a loop or `|=`, which is not read).
#[allow(clippy::result_unit_err)]
fn local_value<'t>(at: Node<'t>, name: &str, src: &str) -> Result<Option<Vec<Node<'t>>>, ()> {
    let mut f = at.parent();
    while let Some(n) = f {
        if n.kind() == "function_definition" {
            break;
        }
        f = n.parent();
    }
    let Some(body) = f.and_then(|f| f.child_by_field_name("body")) else {
        return Ok(None);
    };
    let mut values = Vec::new();
    let mut other = false;
    walk_named(body, |n| match n.kind() {
        "function_definition" | "class_definition" | "lambda" => Walk::Skip,
        "assignment" | "augmented_assignment" | "for_statement" | "named_expression" => {
            let left = n
                .child_by_field_name("left")
                .or_else(|| n.child_by_field_name("name"));
            if left.is_some_and(|l| text(l, src) == name) {
                match (n.kind(), n.child_by_field_name("right")) {
                    ("assignment", Some(v)) => values.push(v),
                    _ => other = true,
                }
            }
            Walk::Descend
        }
        _ => Walk::Descend,
    });
    if other {
        return Err(());
    }
    Ok((!values.is_empty()).then_some(values))
}
