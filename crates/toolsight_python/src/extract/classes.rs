//! Class definitions that annotations refer to: Enums (with their member values), TypedDicts,
//! dataclasses, pydantic models, NamedTuples and plain classes.

use crate::syntax::SpanOf;
use std::sync::Arc;

use tree_sitter::Node;

use crate::model::{
    ClassDef, ClassKind, Default, EnumBase, EnumMember, Field, MethodKind, Prim, PyValue,
};
use crate::syntax::{named_children, text, unwrap_expr, Span};

use super::functions::{build_function, docstring};
use super::literal::{call_value, eval};
use super::resolve::{annotation, qualify_dotted};
use super::scope::{Binding, Scope};

impl<'t> Scope<'t> {
    /// The class bound to `name` in this module, built on first use. A class that refers to
    /// itself while being built (`children: list["Node"]`) sees `None` and degrades to an
    /// unresolved name rather than recursing.
    pub fn class(&self, name: &str) -> Option<Arc<ClassDef>> {
        if let Some(c) = self.classes.borrow().get(name) {
            return Some(c.clone());
        }
        let Some(Binding::Class(node)) = self.bindings.get(name).copied() else {
            return None;
        };
        if !self.building.borrow_mut().insert(name.to_string()) {
            return None;
        }
        let def = Arc::new(build_class(node, self));
        self.building.borrow_mut().remove(name);
        self.classes
            .borrow_mut()
            .insert(name.to_string(), def.clone());
        Some(def)
    }
}

fn class_node(node: Node) -> Node {
    if node.kind() == "decorated_definition" {
        node.child_by_field_name("definition").unwrap_or(node)
    } else {
        node
    }
}

fn build_class(outer: Node, scope: &Scope) -> ClassDef {
    let src = scope.src;
    let node = class_node(outer);
    let name_node = node.child_by_field_name("name");
    let name = name_node.map(|n| text(n, src)).unwrap_or("").to_string();
    let mut bases = Vec::new();
    let mut total = true;
    if let Some(args) = node.child_by_field_name("superclasses") {
        for a in named_children(args) {
            if a.kind() == "keyword_argument" {
                let k = a.child_by_field_name("name").map(|n| text(n, src));
                let v = a.child_by_field_name("value").map(|n| text(n, src));
                if k == Some("total") && v == Some("False") {
                    total = false;
                }
            } else {
                bases.push(qualify_dotted(text(a, src), scope));
            }
        }
    }
    let decorators: Vec<String> = if outer.kind() == "decorated_definition" {
        named_children(outer)
            .into_iter()
            .filter(|d| d.kind() == "decorator")
            .filter_map(|d| named_children(d).into_iter().next())
            .map(|e| {
                let e = if e.kind() == "call" {
                    e.child_by_field_name("function").unwrap_or(e)
                } else {
                    e
                };
                qualify_dotted(text(e, src), scope)
            })
            .collect()
    } else {
        Vec::new()
    };

    let mut kind = classify(&bases, &decorators, total, scope);
    let body = node.child_by_field_name("body");
    let mut inherited: Vec<Arc<crate::model::Fields>> = Vec::new();
    let mut fields = Vec::new();
    let mut members = Vec::new();
    let mut attributes: Vec<(String, crate::model::PyValue)> = Vec::new();
    let mut method_returns: Vec<(String, crate::model::PyValue)> = Vec::new();
    let mut own_description: Vec<String> = Vec::new();

    let mut schema_hooks: Vec<String> = Vec::new();
    let mut super_init = None;
    let mut init_assigns = Vec::new();
    let mut init = None;
    let mut doc = None;

    // Inherit fields from local bases of the same kind (TypedDict and model subclasses).
    for b in &bases {
        if let Some(parent) = base_class(b, scope) {
            {
                if matches!(
                    parent.kind,
                    ClassKind::TypedDict { .. } | ClassKind::Pydantic | ClassKind::Dataclass
                ) {
                    // Shared, not copied: a chain of subclasses would hold its fields
                    // once per class below each.
                    inherited.push(Arc::new(parent.fields.clone()));
                } else if matches!((&kind, &parent.kind), (ClassKind::Plain, ClassKind::Plain))
                    && scope.local_name(b).is_none()
                {
                    // Class attributes a plain base of another module sets are the subclass's
                    // too (langchain-urlpipe's `UrlpipeBaseTool.args_schema`, in `_base.py`).
                    inherited.push(Arc::new(parent.fields.clone()));
                }
                if matches!(kind, ClassKind::Plain) {
                    kind = parent.kind.clone();
                    if let ClassKind::TypedDict { .. } = kind {
                        kind = ClassKind::TypedDict { total };
                    }
                }
                if init.is_none() {
                    init = parent.init.clone();
                }
                schema_hooks.extend(parent.schema_hooks.iter().cloned());
                // pydantic merges a model's `model_config` over its bases' (a `StrictModel`
                // base with `extra="forbid"` closes every subclass's schema,
                // linkedin-mcp-local): the bases' come first, the class's own after them.
                if matches!(parent.kind, ClassKind::Pydantic) {
                    attributes.extend(
                        (parent.attributes.iter())
                            .filter(|(n, _)| n == "model_config")
                            .cloned(),
                    );
                }
            }
        }
    }

    let mut nested = Vec::new();
    if let Some(body) = body {
        doc = docstring(body, src);
        for stmt in named_children(body) {
            if class_node(stmt).kind() == "class_definition" {
                nested.push(Arc::new(build_class(stmt, scope)));
                continue;
            }
            match stmt.kind() {
                "expression_statement" => {
                    let Some(assign) = named_children(stmt).into_iter().next() else {
                        continue;
                    };
                    if assign.kind() != "assignment" {
                        continue;
                    }
                    let Some(left) = assign.child_by_field_name("left") else {
                        continue;
                    };
                    if left.kind() != "identifier" {
                        continue;
                    }
                    let fname = text(left, src).to_string();
                    let right = assign.child_by_field_name("right");
                    if let Some(ty) = assign.child_by_field_name("type") {
                        let default = right.map(|r| Default {
                            value: imported_string(r, ty, scope)
                                .unwrap_or_else(|| eval(r, src, scope)),
                            text: text(r, src).to_string(),
                            span: Span::of(r),
                        });
                        // A field redefined (here or in a base) is the last definition,
                        // where it stands: `Fields` keeps that one.
                        fields.push(Field {
                            name: fname,
                            annotation: annotation(ty, scope),
                            default,
                            span: Span::of(assign),
                        });
                    } else if let (ClassKind::Enum { base, .. }, Some(r)) = (&kind, right) {
                        if fname.starts_with('_') {
                            continue;
                        }
                        let value = enum_value(r, *base, &fname, &members, scope);
                        members.push(EnumMember { name: fname, value });
                    } else if let Some(r) = right {
                        // The last assignment is the attribute; `model_config`s are merged
                        // over the bases' instead (`extra_mode` reads them in order).
                        if fname != "model_config" {
                            attributes.retain(|(n, _)| *n != fname);
                        }
                        attributes.push((fname, eval(r, src, scope)));
                    }
                }
                "function_definition" | "decorated_definition" => {
                    let f = if stmt.kind() == "decorated_definition" {
                        stmt.child_by_field_name("definition")
                    } else {
                        Some(stmt)
                    };
                    if let Some(f) = f.filter(|f| f.kind() == "function_definition") {
                        let method = f.child_by_field_name("name").map(|n| text(n, src));
                        if let Some(m) = method.filter(|_| super::own_description::gives(f, src)) {
                            own_description.push(m.to_string());
                        }
                        if method == Some("__init__") {
                            init = Some(Arc::new(build_function(
                                stmt,
                                scope,
                                Some(&name),
                                MethodKind::Method,
                            )));
                            super_init = f
                                .child_by_field_name("body")
                                .and_then(|b| super_call(b, src))
                                .and_then(|c| call_value(c, src, scope));
                        }
                        // pydantic runs `model_post_init` on every instance right after
                        // `__init__`: what it assigns on `self` hides the class's value as
                        // well (chio-langchain sets `args_schema` there).
                        if matches!(method, Some("__init__" | "model_post_init")) {
                            init_assigns.extend(
                                f.child_by_field_name("body")
                                    .map(|b| self_assigns(b, src))
                                    .unwrap_or_default(),
                            );
                        }
                        // A pydantic validator runs on every instance too: a key it sets in
                        // the data it validates (`values.setdefault("description", ...)` in a
                        // `model_validator(mode="before")`, langchain-verdix) or an attribute
                        // it assigns on `self` (mode="after") is the instance's value.
                        if stmt.kind() == "decorated_definition" && validator(stmt, src) {
                            if let Some(b) = f.child_by_field_name("body") {
                                init_assigns.extend(self_assigns(b, src));
                                if let Some(data) = data_param(f, src) {
                                    keys_set_into(b, data, src, &mut init_assigns);
                                }
                            }
                        }
                        if let Some(m) = method.filter(|m| SCHEMA_HOOKS.contains(m)) {
                            schema_hooks.push(m.to_string());
                        }
                        // An enum's own `__new__` sets each member's `_value_` from what the
                        // member is assigned (`DDG = ("ddg", "DuckDuckGo")` with `obj._value_ =
                        // value`, mcp-4get): the values pydantic lists are what it sets.
                        if method == Some("__new__") && matches!(kind, ClassKind::Enum { .. }) {
                            schema_hooks.push("__new__".to_string());
                        }
                        if let (Some(m), Some(v)) = (method, returned(f, scope)) {
                            method_returns.retain(|(n, _)| n != m);
                            method_returns.push((m.to_string(), v));
                        }
                    }
                }
                _ => {}
            }
        }
    }

    // A plain class deriving from a class toolsight cannot read (`class Request(
    // CreateMonitorRequest)` over an SDK's model): what pydantic makes of it is unknown. So
    // is one deriving from a project class that does (`FindingCreate(FindingBase)` over
    // `FindingBase(SQLModel)`: sqlmodel's `SQLModel` is a pydantic model): the unread base
    // is inherited.
    let unread_base = matches!(kind, ClassKind::Plain)
        .then(|| {
            bases.iter().find_map(|b| match base_class(b, scope) {
                Some(c) if matches!(c.kind, ClassKind::Plain) => c.unread_base.clone(),
                Some(_) => None,
                None => (!known_plain_base(b)).then(|| b.clone()),
            })
        })
        .flatten();
    // A mixed-in data type may also come from the enum's value types.
    ClassDef {
        qualname: name.clone(),
        name,
        module: scope.module.clone(),
        kind,
        bases,
        unread_base,
        fields: crate::model::Fields::new(inherited, fields),
        attributes,
        method_returns,
        own_description,

        schema_hooks,
        super_init,
        init_assigns,
        members,
        nested,
        init,
        doc,
        span: Span::of(outer),
        name_span: name_node.map(Span::of).unwrap_or_default(),
    }
}

/// The methods by which a class tells pydantic 2 its own schema: a core schema, a JSON
/// schema, or validators in pydantic 1's style (which pydantic 2 still calls).
const SCHEMA_HOOKS: [&str; 3] = [
    "__get_pydantic_core_schema__",
    "__get_pydantic_json_schema__",
    "__get_validators__",
];

/// A base of the standard library that leaves a class plain (`object`, `abc.ABC`,
/// `typing.Generic[T]`).
fn known_plain_base(b: &str) -> bool {
    let root = b.split(['.', '[']).next().unwrap_or(b);
    matches!(
        root,
        "object" | "builtins" | "abc" | "typing" | "typing_extensions" | "collections"
    )
}

/// A base class defined in this module or, through the workspace, in another one.
fn base_class(qualified: &str, scope: &Scope) -> Option<Arc<ClassDef>> {
    if let Some(local) = scope.local_name(qualified) {
        return scope.class(local);
    }
    match scope.external?.resolve(qualified, 1)? {
        crate::model::Ty::Class(c) => Some(c),
        _ => None,
    }
}

fn classify(bases: &[String], decorators: &[String], total: bool, scope: &Scope) -> ClassKind {
    let strip = |b: &str| -> String {
        b.strip_prefix("typing_extensions.")
            .map(|r| format!("typing.{r}"))
            .unwrap_or_else(|| b.to_string())
    };
    let bases: Vec<String> = bases.iter().map(|b| strip(b)).collect();
    let mixin = bases.iter().find_map(|b| match b.as_str() {
        "builtins.str" => Some(Prim::Str),
        "builtins.int" => Some(Prim::Int),
        "builtins.float" => Some(Prim::Float),
        _ => None,
    });
    for b in &bases {
        let enum_base = match b.as_str() {
            "enum.Enum" => Some(EnumBase::Enum),
            "enum.IntEnum" => Some(EnumBase::IntEnum),
            "enum.StrEnum" => Some(EnumBase::StrEnum),
            "enum.Flag" => Some(EnumBase::Flag),
            "enum.IntFlag" => Some(EnumBase::IntFlag),
            _ => None,
        };
        if let Some(base) = enum_base {
            return ClassKind::Enum { base, mixin };
        }
        match b.as_str() {
            "typing.TypedDict" => return ClassKind::TypedDict { total },
            "typing.NamedTuple" => return ClassKind::NamedTuple,
            "pydantic.BaseModel" | "pydantic.main.BaseModel" => return ClassKind::Pydantic,
            _ => {}
        }
        if let Some(parent) = base_class(b, scope) {
            {
                if let ClassKind::Enum { base, mixin: pm } = parent.kind {
                    return ClassKind::Enum {
                        base,
                        mixin: mixin.or(pm),
                    };
                }
            }
        } else if let Some(target) = scope.external.and_then(|e| e.import_target(b, 1)) {
            // A base re-exported by a module of the workspace (notebooklm's `services/_compat.py`
            // choosing `typing.TypedDict` or `typing_extensions.TypedDict` by Python version):
            // the class is what the name finally denotes.
            match strip(&target).as_str() {
                "typing.TypedDict" => return ClassKind::TypedDict { total },
                "typing.NamedTuple" => return ClassKind::NamedTuple,
                "pydantic.BaseModel" | "pydantic.main.BaseModel" => return ClassKind::Pydantic,
                _ => {}
            }
        }
    }
    if decorators
        .iter()
        .any(|d| d == "dataclasses.dataclass" || d.ends_with("pydantic.dataclasses.dataclass"))
    {
        return ClassKind::Dataclass;
    }
    ClassKind::Plain
}

/// An enum member's value, with `auto()` resolved the way the Enum base class generates it.
fn enum_value(
    node: Node,
    base: EnumBase,
    name: &str,
    previous: &[EnumMember],
    scope: &Scope,
) -> PyValue {
    let node = unwrap_expr(node);
    if node.kind() == "call" {
        let callee = node
            .child_by_field_name("function")
            .map(|f| qualify_dotted(text(f, scope.src), scope))
            .unwrap_or_default();
        if callee == "enum.auto" {
            return match base {
                EnumBase::StrEnum => PyValue::Str(name.to_lowercase()),
                EnumBase::Flag | EnumBase::IntFlag => {
                    let high = previous
                        .iter()
                        .filter_map(|m| match m.value {
                            PyValue::Int(i) => Some(i),
                            _ => None,
                        })
                        .max();
                    PyValue::Int(match high {
                        Some(h) if h > 0 => 1 << (128 - h.leading_zeros()),
                        _ => 1,
                    })
                }
                _ => {
                    let last = previous.last().map(|m| &m.value);
                    match last {
                        Some(PyValue::Int(i)) => PyValue::Int(i + 1),
                        None => PyValue::Int(1),
                        // Enum's default `_generate_next_value_` tries `last + 1` and
                        // falls back to 1 when the last value is not a number.
                        Some(_) => PyValue::Int(1),
                    }
                }
            };
        }
    }
    eval(node, scope.src, scope)
}

/// The value of the first `return` at the top level of a method's body.
fn returned(method: Node, scope: &Scope) -> Option<crate::model::PyValue> {
    let body = method.child_by_field_name("body")?;
    let ret = named_children(body)
        .into_iter()
        .find(|n| n.kind() == "return_statement")?;
    let value = named_children(ret).into_iter().next()?;
    // Kept between versions by the language server (`Scope::returned_value`).
    Some(scope.returned_value(value, || eval(value, scope.src, scope)))
}

/// The `super().__init__(...)` call inside a body, outside nested functions and classes.
/// `x` for each `self.x = ...` (or `self.x: T = ...`) statement at the top level of a
/// method body.
fn self_assigns(body: Node, src: &str) -> Vec<String> {
    let mut out = Vec::new();
    self_assigns_into(body, src, &mut out);
    out
}

/// `self_assigns` of a block, through the statements that nest blocks (`if schema is not
/// None: self.args_schema = schema`, chio-langchain): an assignment made on some path still
/// replaces the class's value there. Nested functions and classes assign on another `self`.
fn self_assigns_into(block: Node, src: &str, out: &mut Vec<String>) {
    each_expression(block, &mut |a| {
        if a.kind() != "assignment" {
            return;
        }
        let Some(l) = a.child_by_field_name("left") else {
            return;
        };
        let obj = l.child_by_field_name("object");
        if l.kind() == "attribute" && obj.is_some_and(|o| text(o, src) == "self") {
            if let Some(attr) = l.child_by_field_name("attribute") {
                out.push(text(attr, src).to_string());
            }
        }
    });
}

/// Each expression an expression statement of `block` holds, through the blocks of its
/// compound statements (`if`, `try`, `with`, loops), not into nested definitions.
fn each_expression<'t>(block: Node<'t>, f: &mut impl FnMut(Node<'t>)) {
    for stmt in named_children(block) {
        match stmt.kind() {
            "expression_statement" => named_children(stmt).into_iter().for_each(&mut *f),
            "if_statement" | "elif_clause" | "else_clause" | "try_statement" | "except_clause"
            | "finally_clause" | "with_statement" | "for_statement" | "while_statement"
            | "block" => each_expression(stmt, f),
            _ => {}
        }
    }
}

/// Whether a decorated method is a pydantic validator of the whole model
/// (`@model_validator(...)`, `@root_validator(...)`, bare or through the module).
fn validator(decorated: Node, src: &str) -> bool {
    named_children(decorated)
        .into_iter()
        .filter(|d| d.kind() == "decorator")
        .any(|d| {
            let t = text(d, src).trim_start_matches('@');
            let callee = t.split('(').next().unwrap_or(t).trim();
            let last = callee.rsplit('.').next().unwrap_or(callee);
            matches!(last, "model_validator" | "root_validator")
        })
}

/// The parameter a model validator receives the data in: the first one that is not `self`
/// or `cls` (`def _setup(cls, values)`).
fn data_param<'s>(f: Node, src: &'s str) -> Option<&'s str> {
    let params = f.child_by_field_name("parameters")?;
    named_children(params)
        .into_iter()
        .map(|p| match p.kind() {
            "identifier" => text(p, src),
            _ => p
                .child_by_field_name("name")
                .or_else(|| p.named_child(0))
                .map_or("", |n| text(n, src)),
        })
        .find(|n| !n.is_empty() && *n != "self" && *n != "cls")
}

/// The string keys a block sets in `data` (`data["description"] = ...`,
/// `data.setdefault("description", ...)`), through nested blocks as `self_assigns_into`.
fn keys_set_into(block: Node, data: &str, src: &str, out: &mut Vec<String>) {
    let key = |n: Node| -> Option<String> {
        (n.kind() == "string")
            .then(|| {
                text(n, src)
                    .trim_matches(|c| c == '"' || c == '\'')
                    .to_string()
            })
            .filter(|k| !k.is_empty())
    };
    each_expression(block, &mut |e| match e.kind() {
        "assignment" => {
            let Some(l) = e.child_by_field_name("left") else {
                return;
            };
            let obj = l.child_by_field_name("value");
            if l.kind() == "subscript" && obj.is_some_and(|o| text(o, src) == data) {
                out.extend(l.child_by_field_name("subscript").and_then(key));
            }
        }
        "call" => {
            let callee = e.child_by_field_name("function");
            let setdefault = callee.is_some_and(|c| {
                c.kind() == "attribute"
                    && c.child_by_field_name("object")
                        .is_some_and(|o| text(o, src) == data)
                    && c.child_by_field_name("attribute")
                        .is_some_and(|a| text(a, src) == "setdefault")
            });
            if setdefault {
                out.extend(
                    e.child_by_field_name("arguments")
                        .and_then(|a| a.named_child(0))
                        .and_then(key),
                );
            }
        }
        _ => {}
    });
}

/// A `str` field set to a string constant imported from another module of the workspace
/// (`description: str = DESCRIPTION`, `from .prompt import DESCRIPTION`): the string.
fn imported_string(value: Node, ty: Node, scope: &Scope) -> Option<crate::model::PyValue> {
    if value.kind() != "identifier" || text(ty, scope.src) != "str" {
        return None;
    }
    let target = &scope.imports.get(text(value, scope.src))?.target;
    let s = scope.external?.string_constant(target, 1)?;
    Some(crate::model::PyValue::Str(s))
}

/// The first `super().__init__(...)` call inside `body`, outside nested functions and
/// classes. The call spells `__init__`: the walk descends only into the nodes whose text holds that
/// word (found once in the body's text), not into every node of the body. A toolkit's
/// `__init__` of 300 lines was walked whole each time its class was modelled, on each
/// keystroke in any of its methods (speededit8).
fn super_call<'t>(body: Node<'t>, src: &str) -> Option<Node<'t>> {
    const WORD: &str = "__init__";
    let at = body.start_byte();
    let words: Vec<usize> = src
        .get(body.byte_range())
        .unwrap_or("")
        .match_indices(WORD)
        .map(|(i, _)| at + i)
        .collect();
    let holds = |n: Node| {
        let i = words.partition_point(|w| *w < n.start_byte());
        words.get(i).is_some_and(|w| w + WORD.len() <= n.end_byte())
    };
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        count_visit();
        if !holds(n) {
            continue;
        }
        if n.kind() == "call"
            && n.child_by_field_name("function")
                .is_some_and(|f| text(f, src).replace(' ', "") == "super().__init__")
        {
            return Some(n);
        }
        if !matches!(n.kind(), "function_definition" | "class_definition") {
            let mut children = named_children(n);
            children.reverse();
            stack.extend(children);
        }
    }
    None
}

thread_local! {
    static VISITS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

fn count_visit() {
    VISITS.with(|c| c.set(c.get() + 1));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `super_call` looks at the nodes that spell `__init__` and their children, not at every
    /// node of a long constructor; it finds the first call in the body's order.
    #[test]
    fn the_super_call_is_searched_where_init_is_spelled() {
        let mut src = String::from("class A(B):\n    def __init__(self, x):\n");
        for i in 0..200 {
            src.push_str(&format!(
                "        self.a{i} = [f(x, {i}) for _ in range(3)]\n"
            ));
        }
        src.push_str("        if x:\n            super().__init__(name=\"first\")\n");
        src.push_str("        super().__init__(name=\"second\")\n");
        let tree = crate::syntax::parse(&src, None);
        let class = tree.root_node().named_child(0).unwrap();
        let body = class.child_by_field_name("body").unwrap();
        let init = named_children(body)[0];
        let init_body = init.child_by_field_name("body").unwrap();
        VISITS.with(|c| c.set(0));
        let call = super_call(init_body, &src).expect("found");
        assert!(text(call, &src).contains("first"), "{}", text(call, &src));
        let visited = VISITS.with(|c| c.get());
        // The body's 202 statements, and a few nodes down to the call.
        assert!(visited < 230, "{visited} nodes visited");
    }
}
