//! A hand-written schema as Python builds it, without running anything: dict and list
//! literals, module-level names, `**` and `*` merges, `a | b` and `a + b`, `dict(...)`,
//! subscripts of constant dicts, and `Model.model_json_schema()` through the pydantic engine.
//! What cannot be known statically (a function call, an imported value) is an error naming
//! it, so the tool's hover says what toolsight could not evaluate instead of showing a guess.

use crate::syntax::SpanOf;
use serde_json::{Map, Value};
use tree_sitter::Node;

use super::super::resolve::resolve_str;
use super::super::scope::{Binding, Scope};
use crate::extract::literal::eval;
use crate::syntax::{named_children, text, unwrap_expr, Span};

/// Deeper literals (or chains of names) are not evaluated: the walk is recursive, and real
/// schemas nest a dozen levels at most.
const MAX_DEPTH: usize = 128;

/// A schema expression evaluated.
pub(crate) struct Evaluated {
    /// The JSON value, or what in it cannot be evaluated.
    pub value: Result<Value, String>,
    /// The keys of the outermost `properties` dict (the tool's parameters), each with where
    /// it is written: diagnostics about a parameter point there.
    pub properties: Vec<(String, Span)>,
}

/// The JSON value of a schema expression, or what in it cannot be evaluated.
pub(crate) fn json(node: Node, scope: &Scope) -> Evaluated {
    let mut e = Eval {
        scope,
        keys: Vec::new(),
    };
    let value = e.value(node, 0, 0, false);
    let top = e.keys.iter().map(|(level, _, _)| *level).min();
    let mut properties: Vec<(String, Span)> = Vec::new();
    for (level, name, span) in e.keys {
        if Some(level) != top {
            continue;
        }
        // A key written again (`{**base, "q": ...}`) is the one that counts.
        properties.retain(|(n, _)| *n != name);
        properties.push((name, span));
    }
    Evaluated { value, properties }
}

struct Eval<'s, 't> {
    scope: &'s Scope<'t>,
    /// Every key written directly inside a `properties` dict, with its JSON depth.
    keys: Vec<(usize, String, Span)>,
}

fn short(node: Node, src: &str) -> String {
    let t = text(node, src);
    match t.char_indices().nth(40) {
        Some((i, _)) => format!("{}...", &t[..i]),
        None => t.to_string(),
    }
}

impl Eval<'_, '_> {
    /// `level`: the JSON depth of the value; `props`: whether it is the value of a
    /// `properties` key (its keys are then parameters or fields).
    fn value(
        &mut self,
        node: Node,
        depth: usize,
        level: usize,
        props: bool,
    ) -> Result<Value, String> {
        let src = self.scope.src;
        if depth > MAX_DEPTH {
            return Err("the schema is nested too deeply to evaluate".into());
        }
        let node = unwrap_expr(node);
        match node.kind() {
            "dictionary" => {
                let mut m = Map::new();
                for child in named_children(node) {
                    match child.kind() {
                        "pair" => {
                            let (Some(k), Some(v)) = (
                                child.child_by_field_name("key"),
                                child.child_by_field_name("value"),
                            ) else {
                                continue;
                            };
                            let Value::String(key) = self.value(k, depth + 1, level + 1, false)?
                            else {
                                return Err(format!("the key `{}` is not a string", short(k, src)));
                            };
                            if props {
                                self.keys.push((level, key.clone(), Span::of(k)));
                            }
                            let v = self.value(v, depth + 1, level + 1, key == "properties")?;
                            // Python keeps a repeated key's first position and its last
                            // value; so does an insertion-ordered map.
                            m.insert(key, v);
                        }
                        "dictionary_splat" => {
                            let Some(inner) = named_children(child).into_iter().next() else {
                                continue;
                            };
                            let v = self.value(inner, depth + 1, level, props)?;
                            merge(&mut m, v, inner, src)?;
                        }
                        "comment" => {}
                        _ => return Err(format!("`{}` is not a literal", short(child, src))),
                    }
                }
                Ok(Value::Object(m))
            }
            "list" | "tuple" => {
                let mut items = Vec::new();
                for child in named_children(node) {
                    match child.kind() {
                        "list_splat" => {
                            let Some(inner) = named_children(child).into_iter().next() else {
                                continue;
                            };
                            match self.value(inner, depth + 1, level, false)? {
                                Value::Array(a) => items.extend(a),
                                _ => return Err(format!("`{}` is not a list", short(inner, src))),
                            }
                        }
                        "comment" => {}
                        _ => items.push(self.value(child, depth + 1, level + 1, false)?),
                    }
                }
                Ok(Value::Array(items))
            }
            "identifier" => self.name(text(node, src), depth, level, props),
            "binary_operator" => {
                let op = node
                    .child_by_field_name("operator")
                    .map(|o| text(o, src))
                    .unwrap_or("");
                let (Some(l), Some(r)) = (
                    node.child_by_field_name("left"),
                    node.child_by_field_name("right"),
                ) else {
                    return Err(format!("`{}` is incomplete", short(node, src)));
                };
                if matches!(op, "|" | "+") {
                    let a = self.value(l, depth + 1, level, props);
                    let b = self.value(r, depth + 1, level, props);
                    match (op, a, b) {
                        ("|", Ok(Value::Object(mut a)), Ok(b @ Value::Object(_))) => {
                            merge(&mut a, b, r, src)?;
                            return Ok(Value::Object(a));
                        }
                        ("+", Ok(Value::Array(mut a)), Ok(Value::Array(b))) => {
                            a.extend(b);
                            return Ok(Value::Array(a));
                        }
                        _ => {}
                    }
                }
                literal(node, self.scope)
            }
            "subscript" => {
                let (Some(obj), Some(key)) = (
                    node.child_by_field_name("value"),
                    node.child_by_field_name("subscript"),
                ) else {
                    return Err(format!("`{}` is incomplete", short(node, src)));
                };
                let container = self.value(obj, depth + 1, level, false)?;
                let found = match self.value(key, depth + 1, level, false)? {
                    Value::String(k) => container.get(&k).cloned(),
                    Value::Number(n) => n
                        .as_i64()
                        .and_then(|i| usize::try_from(i).ok())
                        .and_then(|i| container.get(i).cloned()),
                    _ => None,
                };
                found.ok_or_else(|| format!("`{}` has no such entry", short(node, src)))
            }
            "call" => self.call(node, depth, level, props),
            _ => literal(node, self.scope),
        }
    }

    /// A module-level constant; anything else (an import, a function, a class) is not static.
    fn name(&mut self, n: &str, depth: usize, level: usize, props: bool) -> Result<Value, String> {
        match n {
            "None" => return Ok(Value::Null),
            "True" => return Ok(Value::Bool(true)),
            "False" => return Ok(Value::Bool(false)),
            _ => {}
        }
        match self.scope.bindings.get(n) {
            Some(Binding::Assign(v)) => self.value(*v, depth + 1, level, props),
            _ if self.scope.imports.contains_key(n) => Err(format!(
                "`{n}` is imported, and toolsight evaluates only this module's constants"
            )),
            _ => Err(format!("`{n}` is not a module-level constant")),
        }
    }

    fn call(
        &mut self,
        node: Node,
        depth: usize,
        level: usize,
        props: bool,
    ) -> Result<Value, String> {
        let scope = self.scope;
        let src = scope.src;
        let unknown = || Err(format!("`{}` is computed at run time", short(node, src)));
        // `textwrap.dedent("...").strip()`: known from the literal.
        if let Some(s) = crate::extract::literal::pure_string_call(node, src, scope) {
            return Ok(Value::String(s));
        }
        let Some(callee) = node.child_by_field_name("function") else {
            return unknown();
        };
        let arg_nodes = node
            .child_by_field_name("arguments")
            .map(named_children)
            .unwrap_or_default();
        match callee.kind() {
            // `dict(a=1, **base)`.
            "identifier" if text(callee, src) == "dict" && !scope.bindings.contains_key("dict") => {
                let mut m = Map::new();
                for a in arg_nodes {
                    match a.kind() {
                        "keyword_argument" => {
                            let (Some(k), Some(v)) = (
                                a.child_by_field_name("name"),
                                a.child_by_field_name("value"),
                            ) else {
                                continue;
                            };
                            let key = text(k, src).to_string();
                            if props {
                                self.keys.push((level, key.clone(), Span::of(k)));
                            }
                            let v = self.value(v, depth + 1, level + 1, key == "properties")?;
                            m.insert(key, v);
                        }
                        "dictionary_splat" => {
                            if let Some(inner) = named_children(a).into_iter().next() {
                                let v = self.value(inner, depth + 1, level, props)?;
                                merge(&mut m, v, inner, src)?;
                            }
                        }
                        "comment" => {}
                        _ => match self.value(a, depth + 1, level, props)? {
                            Value::Object(o) => m.extend(o),
                            _ => return unknown(),
                        },
                    }
                }
                Ok(Value::Object(m))
            }
            // `Model.model_json_schema()`, `Model.model_json_schema(mode="serialization")`.
            "attribute" => {
                let (Some(obj), Some(attr)) = (
                    callee.child_by_field_name("object"),
                    callee.child_by_field_name("attribute"),
                ) else {
                    return unknown();
                };
                if text(attr, src) != "model_json_schema" {
                    return unknown();
                }
                let serialization = arg_nodes.iter().any(|a| {
                    a.kind() == "keyword_argument"
                        && a.child_by_field_name("name").map(|n| text(n, src)) == Some("mode")
                        && a.child_by_field_name("value")
                            .and_then(|v| crate::extract::literal::string_value(v, src))
                            .as_deref()
                            == Some("serialization")
                });
                let ty = resolve_str(text(obj, src), scope, 0);
                if !matches!(ty, crate::model::Ty::Class(_)) {
                    return Err(format!(
                        "`{}` is not a model class toolsight can read",
                        short(obj, src)
                    ));
                }
                let mut gen = toolsight_schema::pydantic::Generator::new();
                gen.serialization = serialization;
                gen.type_schema(&ty).map_err(|e| {
                    format!(
                        "`{}` raises {}: {}",
                        short(node, src),
                        e.code,
                        e.message.lines().next().unwrap_or_default()
                    )
                })
            }
            _ => unknown(),
        }
    }
}

/// `{**a, **b}` and `a | b`: b's keys override a's, in a's positions.
fn merge(into: &mut Map<String, Value>, from: Value, node: Node, src: &str) -> Result<(), String> {
    match from {
        Value::Object(m) => {
            into.extend(m);
            Ok(())
        }
        _ => Err(format!("`{}` is not a dict", short(node, src))),
    }
}

fn literal(node: Node, scope: &Scope) -> Result<Value, String> {
    let v = eval(node, scope.src, scope);
    if v.is_json() {
        Ok(v.to_json())
    } else {
        Err(format!(
            "`{}` is computed at run time",
            short(node, scope.src)
        ))
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    /// The payload of the one hand-written tool in `src`, and its parameters' names.
    fn literal(src: &str) -> (Result<serde_json::Value, String>, Vec<String>) {
        let m = crate::extract::analyze(&toolsight_frameworks::DIALECTS, src, "m");
        let f = m
            .functions
            .iter()
            .find(|f| f.schema.is_some())
            .expect("a hand-written tool");
        let s = f.schema.as_ref().unwrap();
        (
            s.value.clone().map_err(|e| e.message),
            f.params.iter().map(|p| p.name.clone()).collect(),
        )
    }

    const HEAD: &str = "from mcp import types\n";

    #[test]
    fn names_merges_and_overrides_keep_python_order() {
        let src = format!(
            "{HEAD}A = {{'q': {{'type': 'string'}}, 'n': {{'type': 'number'}}}}\nN = {{'type': 'integer'}}\n\
             T = types.Tool(name='t', inputSchema={{'type': 'object', 'properties': {{**A, 'n': N, 'k': dict(type='boolean')}} | {{'z': A['q']}}, 'required': ['q'] + ['n']}})\n"
        );
        let (v, params) = literal(&src);
        assert_eq!(
            v.unwrap(),
            json!({"name": "t", "inputSchema": {"type": "object", "properties": {
                "q": {"type": "string"}, "n": {"type": "integer"}, "k": {"type": "boolean"},
                "z": {"type": "string"}}, "required": ["q", "n"]}})
        );
        assert_eq!(params, ["q", "n", "k", "z"]);
    }

    #[test]
    fn a_model_schema_goes_through_the_pydantic_engine() {
        let src = format!(
            "{HEAD}from pydantic import BaseModel\nclass M(BaseModel):\n    a: int = 1\n\
             T = types.Tool(name='t', inputSchema=M.model_json_schema())\n"
        );
        let (v, params) = literal(&src);
        assert_eq!(
            v.unwrap()["inputSchema"],
            json!({"properties": {"a": {"default": 1, "title": "A", "type": "integer"}},
                   "title": "M", "type": "object"})
        );
        // Properties of a computed schema have no key in the source to point at.
        assert!(params.is_empty());
    }

    #[test]
    fn what_is_not_static_is_named() {
        for (expr, why) in [
            ("make()", "`make()` is computed at run time"),
            ("SCHEMA", "`SCHEMA` is imported"),
            ("UNDEFINED", "`UNDEFINED` is not a module-level constant"),
            (
                "{'type': 'object', 'properties': {**make()}}",
                "`make()` is computed",
            ),
        ] {
            let src = format!(
                "{HEAD}from shop import SCHEMA\nT = types.Tool(name='t', inputSchema={expr})\n"
            );
            let err = literal(&src).0.unwrap_err();
            assert!(err.contains(why), "{expr}: {err}");
        }
    }

    #[test]
    fn a_self_referencing_constant_stops_at_the_depth_limit() {
        let src = format!("{HEAD}X = [X]\nT = types.Tool(name='t', inputSchema=X)\n");
        let err = literal(&src).0.unwrap_err();
        assert!(err.contains("nested too deeply"), "{err}");
    }
}
