//! Static evaluation of literal expressions: defaults, `Literal[...]` members, decorator
//! keyword arguments. Anything that is not a literal stays symbolic (`Call`, `Opaque`).

use tree_sitter::Node;

use crate::model::markers::Dialects;
use crate::model::value::decode_string_body;
use crate::model::{CallValue, PyValue};
use crate::syntax::{named_children, text, unwrap_expr};

use super::scope::Scope;

/// Evaluates a string literal node (`string` or `concatenated_string`); `None` for f-strings.
pub fn string_value(node: Node, src: &str) -> Option<String> {
    match node.kind() {
        "string" => {
            let raw = text(node, src);
            let quote_pos = raw.find(['\'', '"'])?;
            let prefix = raw[..quote_pos].to_ascii_lowercase();
            if prefix.contains('f') || prefix.contains('t') {
                return None;
            }
            let rest = &raw[quote_pos..];
            let q = if rest.starts_with("\"\"\"") || rest.starts_with("'''") {
                3
            } else {
                1
            };
            if rest.len() < 2 * q {
                return Some(String::new());
            }
            let body = &rest[q..rest.len() - q];
            // Python reads source with universal newlines: a literal written over CRLF (or CR)
            // line ends holds "\n", raw or not, and a backslash before one continues the line.
            let body = if body.contains('\r') {
                std::borrow::Cow::Owned(body.replace("\r\n", "\n").replace('\r', "\n"))
            } else {
                std::borrow::Cow::Borrowed(body)
            };
            Some(decode_string_body(&body, prefix.contains('r')))
        }
        "concatenated_string" => {
            let mut out = String::new();
            for part in named_children(node) {
                out.push_str(&string_value(part, src)?);
            }
            Some(out)
        }
        _ => None,
    }
}

fn is_bytes_literal(node: Node, src: &str) -> bool {
    let raw = text(node, src);
    raw.find(['\'', '"'])
        .map(|p| raw[..p].to_ascii_lowercase().contains('b'))
        .unwrap_or(false)
}

/// How many module-level names may refer to each other before evaluation stops.
const MAX_CONSTANT_CHAIN: usize = 16;

/// A module-level constant's value, when it is a plain literal (`LIMIT = 10`,
/// `SCHEMA = {...}`) or a pydantic `Field(...)` (`CODE_FIELD = Field(..., description=..)`):
/// what Python passes where the name is used, whether the constant is this module's or
/// imported from another module of the workspace. Anything computed stays the name itself.
fn constant(name: &str, src: &str, scope: &Scope) -> Option<PyValue> {
    let depth = scope.evaluating.get();
    if depth >= MAX_CONSTANT_CHAIN {
        return None;
    }
    let v = match scope.bindings.get(name) {
        Some(super::scope::Binding::Assign(v)) => *v,
        Some(_) => return None,
        None => {
            let external = scope.external?;
            return match scope.imports.get(name) {
                Some(i) => external.constant(&i.target, depth + 1),
                None => super::star::through_star(scope, name, depth, |q| {
                    external.constant(q, depth + 1)
                }),
            };
        }
    };
    scope.evaluating.set(depth + 1);
    let value = eval(v, src, scope);
    scope.evaluating.set(depth);
    is_constant_value(&value, scope.dialects).then_some(value)
}

/// The constant a class attribute holds (`class Limits: TOP_K = 5`, read as `Limits.TOP_K`):
/// the last plain assignment to it in the class body, evaluated in the module's scope.
pub(crate) fn class_constant(class: Node, attr: &str, src: &str, scope: &Scope) -> Option<PyValue> {
    let depth = scope.evaluating.get();
    if depth >= MAX_CONSTANT_CHAIN {
        return None;
    }
    let body = class.child_by_field_name("body")?;
    let mut value = None;
    for stmt in named_children(body) {
        let Some(a) = stmt.named_child(0).filter(|a| a.kind() == "assignment") else {
            continue;
        };
        let left = a.child_by_field_name("left");
        if stmt.kind() == "expression_statement"
            && left.is_some_and(|l| l.kind() == "identifier" && text(l, src) == attr)
        {
            value = a.child_by_field_name("right");
        }
    }
    scope.evaluating.set(depth + 1);
    let v = eval(value?, src, scope);
    scope.evaluating.set(depth);
    is_constant_value(&v, scope.dialects).then_some(v)
}

/// Whether a constant's value stands for its name where it is used: a literal, the
/// `FieldInfo` a `pydantic.Field(...)` call makes, or a call into a framework's own API kept
/// symbolically (`Depends(f)` from fastmcp): a default spelled through a shared constant
/// means the same as the call written in place, and the framework's module decides what the
/// call is (fastmcp tests the default's value, `isinstance(parameter.default, Dependency)`).
pub fn is_constant_value(v: &PyValue, dialects: &Dialects) -> bool {
    match v {
        PyValue::Call(c) => {
            matches!(
                c.qualified.as_str(),
                "pydantic.Field" | "pydantic.fields.Field"
            ) || dialects.from_import(&c.qualified).is_some()
        }
        _ => v.is_json(),
    }
}

/// A tool name as Python computes it before the framework reads it: a string literal, a
/// module constant (also imported), an Enum member's `.value` or `.name`, or a member of a
/// `str` Enum (`Tool(name=GitTools.STATUS)`: the member is a `str`, sent as its value).
pub fn name_value(node: Node, src: &str, scope: &Scope) -> Option<String> {
    match eval(node, src, scope) {
        PyValue::Str(s) => Some(s),
        PyValue::EnumMember { value, .. } => match *value {
            PyValue::Str(s) => Some(s),
            _ => None,
        },
        _ => None,
    }
}

pub fn eval(node: Node, src: &str, scope: &Scope) -> PyValue {
    let node = unwrap_expr(node);
    let t = text(node, src);
    match node.kind() {
        "none" => PyValue::None,
        "true" => PyValue::Bool(true),
        "false" => PyValue::Bool(false),
        "integer" => parse_int(t).map(PyValue::Int).unwrap_or(PyValue::Opaque {
            text: t.to_string(),
        }),
        "float" => parse_float(t)
            .map(PyValue::Float)
            .unwrap_or(PyValue::Opaque {
                text: t.to_string(),
            }),
        "string" | "concatenated_string" => {
            if node.kind() == "string" && is_bytes_literal(node, src) {
                return match string_value(node, src) {
                    Some(s) => PyValue::Bytes(s.into_bytes()),
                    None => PyValue::Opaque { text: t.into() },
                };
            }
            match string_value(node, src) {
                Some(s) => PyValue::Str(s),
                None => PyValue::Opaque { text: t.into() },
            }
        }
        "ellipsis" => PyValue::Ellipsis,
        "identifier" => constant(t, src, scope).unwrap_or(PyValue::Opaque { text: t.into() }),
        "unary_operator" => {
            let op = node
                .child_by_field_name("operator")
                .map(|o| text(o, src))
                .unwrap_or("");
            let arg = node
                .child_by_field_name("argument")
                .map(|a| eval(a, src, scope))
                .unwrap_or(PyValue::Opaque { text: t.into() });
            match (op, arg) {
                ("-", PyValue::Int(i)) => PyValue::Int(-i),
                ("-", PyValue::Float(f)) => PyValue::Float(-f),
                ("+", v @ (PyValue::Int(_) | PyValue::Float(_))) => v,
                _ => PyValue::Opaque { text: t.into() },
            }
        }
        "list" => PyValue::List(items(node, src, scope)),
        "tuple" => PyValue::Tuple(items(node, src, scope)),
        "set" => PyValue::Set(items(node, src, scope)),
        "dictionary" => {
            let mut kv = Vec::new();
            for pair in named_children(node) {
                if pair.kind() != "pair" {
                    return PyValue::Opaque { text: t.into() };
                }
                let (Some(k), Some(v)) = (
                    pair.child_by_field_name("key"),
                    pair.child_by_field_name("value"),
                ) else {
                    continue;
                };
                kv.push((eval(k, src, scope), eval(v, src, scope)));
            }
            PyValue::Dict(kv)
        }
        "attribute" => {
            // `Color.RED` for a local Enum.
            if let (Some(obj), Some(attr)) = (
                node.child_by_field_name("object"),
                node.child_by_field_name("attribute"),
            ) {
                if obj.kind() == "identifier" {
                    if let Some(v) = scope.enum_member(text(obj, src), text(attr, src)) {
                        return v;
                    }
                }
                // `Color.RED.value`, `Color.RED.name` (a tool registered under
                // `name=Tools.STATUS.value`).
                if obj.kind() == "attribute" && matches!(text(attr, src), "value" | "name") {
                    if let PyValue::EnumMember { member, value, .. } = eval(obj, src, scope) {
                        return if text(attr, src) == "value" {
                            *value
                        } else {
                            PyValue::Str(member)
                        };
                    }
                }
                // An Enum imported from another module (`Color.RED`, `en.Status.OPEN`).
                if let Some(ext) = scope.external {
                    let q = super::resolve::qualify_dotted(text(obj, src), scope);
                    if let Some(crate::model::Ty::Class(c)) = ext.resolve(&q, 1) {
                        if let Some(m) = c.members.iter().find(|m| m.name == text(attr, src)) {
                            return PyValue::EnumMember {
                                class: c.name.clone(),
                                member: m.name.clone(),
                                value: Box::new(m.value.clone()),
                            };
                        }
                    }
                }
                // A class attribute holding a constant (`Limits.TOP_K`).
                if obj.kind() == "identifier" {
                    if let Some(super::scope::Binding::Class(c)) =
                        scope.bindings.get(text(obj, src))
                    {
                        if let Some(v) = class_constant(*c, text(attr, src), src, scope) {
                            return v;
                        }
                    }
                }
                // A constant of an imported module or class (`consts.DEFAULT_TOP_K`,
                // `Constants.DEFAULT_TOP_K`).
                if let Some(ext) = scope.external {
                    let depth = scope.evaluating.get();
                    if obj.kind() == "identifier" && depth < MAX_CONSTANT_CHAIN {
                        let q = super::resolve::qualify_dotted(t, scope);
                        if let Some(v) = ext.constant(&q, depth + 1) {
                            return v;
                        }
                    }
                }
            }
            PyValue::Opaque { text: t.into() }
        }
        "call" => match pure_string_call(node, src, scope)
            .map(PyValue::Str)
            .or_else(|| super::overrides::empty_mapping_get(node, src, scope))
        {
            Some(v) => v,
            None => match call_value(node, src, scope) {
                Some(c) => PyValue::Call(Box::new(c)),
                None => PyValue::Opaque { text: t.into() },
            },
        },
        "binary_operator" => {
            let op = node
                .child_by_field_name("operator")
                .map(|o| text(o, src))
                .unwrap_or("");
            let side = |f: &str| node.child_by_field_name(f).map(|n| eval(n, src, scope));
            match (side("left"), side("right")) {
                (Some(l), Some(r)) => binary(op, l, r),
                _ => None,
            }
            .unwrap_or(PyValue::Opaque { text: t.into() })
        }
        _ => PyValue::Opaque { text: t.into() },
    }
}

/// String functions whose result is known from a literal argument, evaluated as Python does:
/// `textwrap.dedent("...")` and `"...".strip()` (`lstrip`, `rstrip`) without arguments, as
/// hand-written tool specs spell their descriptions.
pub(crate) fn pure_string_call(node: Node, src: &str, scope: &Scope) -> Option<String> {
    let func = node.child_by_field_name("function")?;
    let args: Vec<Node> = node
        .child_by_field_name("arguments")
        .map(named_children)
        .unwrap_or_default();
    if func.kind() == "attribute" {
        let method = text(func.child_by_field_name("attribute")?, src);
        if matches!(method, "strip" | "lstrip" | "rstrip") && args.is_empty() {
            if let PyValue::Str(s) = eval(func.child_by_field_name("object")?, src, scope) {
                let ws = |c: char| c.is_whitespace() || ('\x1c'..='\x1f').contains(&c);
                return Some(
                    match method {
                        "strip" => s.trim_matches(ws),
                        "lstrip" => s.trim_start_matches(ws),
                        _ => s.trim_end_matches(ws),
                    }
                    .to_string(),
                );
            }
            return None;
        }
    }
    let callee = super::resolve::qualify_dotted(text(func, src), scope);
    if callee == "textwrap.dedent" && args.len() == 1 && args[0].kind() != "keyword_argument" {
        if let PyValue::Str(s) = eval(args[0], src, scope) {
            return Some(crate::model::pystr::dedent(&s));
        }
    }
    None
}

/// Constant folding of the arithmetic Python evaluates when the default is defined
/// (`60 * 60`, `"a" + "b"`); `None` when the result is not known exactly.
fn binary(op: &str, l: PyValue, r: PyValue) -> Option<PyValue> {
    use PyValue::{Float, Int, List, Str};
    Some(match (op, l, r) {
        ("+", Int(a), Int(b)) => Int(a.checked_add(b)?),
        ("-", Int(a), Int(b)) => Int(a.checked_sub(b)?),
        ("*", Int(a), Int(b)) => Int(a.checked_mul(b)?),
        ("//", Int(a), Int(b)) if b != 0 => {
            Int(a.div_euclid(b) - i128::from(b < 0 && a.rem_euclid(b) != 0))
        }
        ("**", Int(a), Int(b)) if (0..=64).contains(&b) => Int(a.checked_pow(b as u32)?),
        ("+", Float(a), Float(b)) => Float(a + b),
        ("-", Float(a), Float(b)) => Float(a - b),
        ("*", Float(a), Float(b)) => Float(a * b),
        ("+", Str(a), Str(b)) => Str(a + &b),
        ("*", Str(a), Int(n)) | ("*", Int(n), Str(a)) if (0..=10_000).contains(&n) => {
            Str(a.repeat(n as usize))
        }
        ("+", List(a), List(b)) => List(a.into_iter().chain(b).collect()),
        _ => return None,
    })
}

/// Evaluates the arguments of a call node symbolically.
pub fn call_value(node: Node, src: &str, scope: &Scope) -> Option<CallValue> {
    let callee = node.child_by_field_name("function")?;
    let args = node.child_by_field_name("arguments")?;
    let callee_text = text(callee, src).to_string();
    let qualified = scope
        .qualify_expr(callee, src)
        .unwrap_or(callee_text.clone());
    let mut positional = Vec::new();
    let mut kwargs = Vec::new();
    for a in named_children(args) {
        match a.kind() {
            "keyword_argument" => {
                let (Some(k), Some(v)) = (
                    a.child_by_field_name("name"),
                    a.child_by_field_name("value"),
                ) else {
                    continue;
                };
                kwargs.push((text(k, src).to_string(), eval(v, src, scope)));
            }
            "list_splat" | "dictionary_splat" => positional.push(PyValue::Opaque {
                text: text(a, src).into(),
            }),
            _ => positional.push(eval(a, src, scope)),
        }
    }
    Some(CallValue {
        callee: callee_text,
        qualified,
        args: positional,
        kwargs,
        text: text(node, src).to_string(),
    })
}

fn items(node: Node, src: &str, scope: &Scope) -> Vec<PyValue> {
    named_children(node)
        .into_iter()
        .map(|n| eval(n, src, scope))
        .collect()
}

fn parse_int(t: &str) -> Option<i128> {
    let t = t.replace('_', "");
    let lower = t.to_ascii_lowercase();
    if let Some(h) = lower.strip_prefix("0x") {
        i128::from_str_radix(h, 16).ok()
    } else if let Some(o) = lower.strip_prefix("0o") {
        i128::from_str_radix(o, 8).ok()
    } else if let Some(b) = lower.strip_prefix("0b") {
        i128::from_str_radix(b, 2).ok()
    } else if lower.ends_with('j') || lower.ends_with('l') {
        None
    } else {
        lower.parse().ok()
    }
}

fn parse_float(t: &str) -> Option<f64> {
    let t = t.replace('_', "");
    if t.ends_with(['j', 'J']) {
        return None;
    }
    t.parse().ok()
}

#[cfg(test)]
mod tests {
    use crate::model::PyValue;

    fn default_of(src: &str) -> PyValue {
        let m = crate::extract::analyze(&toolsight_frameworks::DIALECTS, src, "m");
        let f = m.functions.iter().find(|f| f.name == "f").unwrap();
        f.params[0].default.as_ref().unwrap().value.clone()
    }

    #[test]
    fn enum_members_value_and_name_are_python_s() {
        let enum_ = "from enum import Enum\nclass Tools(str, Enum):\n    STATUS = \"git_status\"\n";
        assert_eq!(
            default_of(&format!("{enum_}def f(x=Tools.STATUS.value): pass\n")),
            PyValue::Str("git_status".into())
        );
        assert_eq!(
            default_of(&format!("{enum_}def f(x=Tools.STATUS.name): pass\n")),
            PyValue::Str("STATUS".into())
        );
        // Not an Enum member: left as written.
        assert!(matches!(
            default_of("import os\ndef f(x=os.sep.name): pass\n"),
            PyValue::Opaque { .. }
        ));
    }

    #[test]
    fn dedent_and_strip_are_python_s() {
        // Expected values printed by CPython 3.12's textwrap.dedent and str.strip.
        assert_eq!(
            crate::model::pystr::dedent("\n    a\n      b\n  \t\n    c\n"),
            "\na\n  b\n\nc\n"
        );
        assert_eq!(crate::model::pystr::dedent("  x\n\ty"), "  x\n\ty");
        assert_eq!(
            default_of("import textwrap\ndef f(x=textwrap.dedent('''\n    Hi.\n      more\n    ''').strip()): pass\n"),
            PyValue::Str("Hi.\n  more".into())
        );
    }

    #[test]
    fn module_constants_are_their_values() {
        assert_eq!(
            default_of("LIMIT = 10\nN = LIMIT\ndef f(x=N): pass\n"),
            PyValue::Int(10)
        );
        // Computed values, imports and cycles stay the name, as written.
        for src in [
            "import os\nX = os.getcwd()\ndef f(x=X): pass\n",
            "from m2 import X\ndef f(x=X): pass\n",
            "A = B\nB = A\ndef f(x=A): pass\n",
        ] {
            assert!(
                matches!(default_of(src), PyValue::Opaque { ref text } if text == "X" || text == "A"),
                "{src}"
            );
        }
    }
}
