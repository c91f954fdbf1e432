//! The abstractllm 1.1.5 dialect.
//!
//! What the providers send for a callable is `ToolDefinition.from_function(f).to_dict()`
//! (abstractllm/tools/core.py):
//!
//! * name = `f.__name__`; description = first line (`split('\n')[0]`) of `inspect.getdoc(f)`,
//!   or `"Function <name>"` when the docstring is missing or empty;
//! * every parameter except one literally named `self` (so also `cls`, `*args`, `**kwargs`)
//!   becomes `{"type": _python_type_to_json(hint)}`; `required` lists those without a default;
//! * hints come from `typing.get_type_hints(f)`: string annotations are evaluated (an undefined
//!   name raises `NameError`), `Annotated` is stripped, a missing annotation is `Any`;
//! * `_python_type_to_json` is an exact-match lookup in `{str, int, float, bool, list, dict}`,
//!   after unwrapping a `typing.Union` with exactly one non-None member (so `Optional[int]` is
//!   `integer` but PEP 604 `int | None`, a `types.UnionType` without `__origin__`, is `string`).
//!   Everything else (generics, `typing.List`, Literal, Enum, classes, None, Any) is `"string"`.
//!
//! `@tool(...)` from `abstractllm.tools.enhanced` returns a `functools.wraps` wrapper, and
//! `from_function` on it sees the wrapped function's name, docstring, signature and
//! annotations: the decorator's options (`name=`, `description=`) never reach the payload.
//!
//! Providers: OpenAI wraps the dict as `{"type": "function", "function": <dict>}`; Anthropic
//! renames `parameters` to `input_schema` (`{name, description, input_schema}`).

use serde_json::{json, Map, Value};

use super::common::getdoc;
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{Function, MethodKind, Module, Origin, Prim, Spelling, Ty};

pub(crate) mod names;

use super::markers::{Arg, Form, Markers, Method, Wrapper};

/// The types `ToolDefinition.from_function` maps exactly (`str`, `int`, `float`, `bool`,
/// bare `list` and `dict`); everything else is sent as `"string"`.
fn maps_exactly(ty: &crate::model::Ty) -> bool {
    use crate::model::{Origin, Prim, Spelling, Ty};
    match ty {
        Ty::Prim(Prim::Str | Prim::Int | Prim::Float | Prim::Bool) => true,
        Ty::Generic {
            args: None,
            spelling: Spelling::Builtin,
            origin,
        } => matches!(origin, Origin::List | Origin::Dict),
        _ => false,
    }
}

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "abstractllm",
    label: "abstractllm",
    imports: &["abstractllm"],
    markers: Markers {
        decorators: &["tool", "register"],
        methods: &[
            Method {
                class: "ToolRegistry",
                method: "register",
                form: Form::Decorator,
                loose: false,
            },
            Method {
                class: "",
                method: "add_tool",
                form: Form::Register(Arg::At(0, "func")),
                loose: true,
            },
        ],
        wrappers: &[
            Wrapper {
                callee: "register_tool",
                arg: Arg::At(0, "func"),
            },
            Wrapper {
                callee: "function_to_tool_definition",
                arg: Arg::At(0, "func"),
            },
            Wrapper {
                callee: "ToolDefinition.from_function",
                arg: Arg::At(0, "func"),
            },
        ],
        ..Markers::NONE
    },
    providers: &[Provider::Native, Provider::OpenaiChat, Provider::Anthropic],
    targets: &[Provider::OpenaiChat, Provider::Anthropic],
    renderer: Some(render),
    degradations: &[super::Degradation::SentAsString { maps_exactly }],
    silent: None,
    behaviour: super::behaviour::Behaviour {
        collapsed_union: Some(collapsed_union),
        ..super::behaviour::Behaviour::NONE
    },
};

pub fn render(tool: &ToolInput, provider: Provider) -> Rendered {
    let f = tool.function;
    let name = f.name.clone();
    let result = definition(tool.module, f).map(|def| format(def, provider));
    Rendered { name, result }
}

/// `ToolDefinition.from_function(f).to_dict()`.
fn definition(module: &Module, f: &Function) -> Result<Map<String, Value>, LibError> {
    let doc = getdoc(f).unwrap_or_default();
    let description = if doc.is_empty() {
        format!("Function {}", f.name)
    } else {
        doc.split('\n').next().unwrap_or_default().to_string()
    };

    // `get_type_hints(f)` evaluates every annotation (the return annotation included) before
    // any parameter is looked at.
    super::common::get_type_hints(module, f)?;

    let mut properties = Map::new();
    let mut required = Vec::new();
    // A classmethod is always reached bound (`Cls.method`): `inspect.signature` drops `cls`.
    let bound = usize::from(f.method_kind == MethodKind::ClassMethod);
    for p in f.params.iter().skip(bound) {
        if p.name == "self" {
            continue;
        }
        if let Some(err) = p.annotation.as_ref().and_then(names::unhashable) {
            return Err(err);
        }
        let ty = p.annotation.as_ref().map(|a| &a.ty).unwrap_or(&Ty::Any);
        properties.insert(p.name.clone(), json!({ "type": json_type(ty) }));
        if p.default.is_none() {
            required.push(Value::String(p.name.clone()));
        }
    }

    let mut parameters = Map::new();
    parameters.insert("type".into(), json!("object"));
    parameters.insert("properties".into(), Value::Object(properties));
    parameters.insert("required".into(), Value::Array(required));

    let mut out = Map::new();
    out.insert("name".into(), Value::String(f.name.clone()));
    out.insert("description".into(), Value::String(description));
    out.insert("parameters".into(), Value::Object(parameters));
    Ok(out)
}

/// The provider classes' `_format_tools_for_provider`.
fn format(def: Map<String, Value>, provider: Provider) -> Value {
    match provider {
        Provider::OpenaiChat => json!({ "type": "function", "function": Value::Object(def) }),
        Provider::Anthropic => {
            let mut out = Map::new();
            out.insert("name".into(), def["name"].clone());
            out.insert("description".into(), def["description"].clone());
            out.insert("input_schema".into(), def["parameters"].clone());
            Value::Object(out)
        }
        _ => Value::Object(def),
    }
}

/// The hint `get_type_hints` returns: forward references evaluated, `Annotated` stripped.
fn evaluated(ty: &Ty) -> &Ty {
    match ty {
        Ty::Annotated { base, .. } => evaluated(base),
        Ty::Forward { resolved, .. } => evaluated(resolved),
        other => other,
    }
}

/// `abstractllm.tools.core._python_type_to_json`.
fn json_type(ty: &Ty) -> &'static str {
    let ty = evaluated(ty);
    if let Ty::Union {
        members,
        pep604: false,
    } = ty
    {
        let non_none: Vec<&Ty> = members
            .iter()
            .map(evaluated)
            .filter(|m| !m.is_none())
            .collect();
        if let [only] = non_none.as_slice() {
            return json_type(only);
        }
    }
    match ty {
        Ty::Prim(Prim::Str) => "string",
        Ty::Prim(Prim::Int) => "integer",
        Ty::Prim(Prim::Float) => "number",
        Ty::Prim(Prim::Bool) => "boolean",
        Ty::Generic {
            origin: Origin::List,
            spelling: Spelling::Builtin,
            args: None,
        } => "array",
        Ty::Generic {
            origin: Origin::Dict,
            spelling: Spelling::Builtin,
            args: None,
        } => "object",
        _ => "string",
    }
}

/// abstractllm unwraps `typing.Optional` only: a PEP 604 union is sent as a string.
fn collapsed_union(
    ty: &crate::model::Ty,
    text: &str,
    _param: &str,
    providers: &[Provider],
) -> Option<(Vec<Provider>, String)> {
    matches!(ty, crate::model::Ty::Union { pep604: true, .. }).then(|| {
        (
            providers.to_vec(),
            format!("abstractllm sends the PEP 604 union `{text}` as `\"type\": \"string\"` (it only unwraps `typing.Optional`)"),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The native payload (or error) of the function `name` in `src`.
    fn native(src: &str, name: &str) -> Result<Value, LibError> {
        let module = crate::extract::analyze(&crate::frameworks::DIALECTS, src, "m");
        let function = module
            .functions
            .iter()
            .find(|f| f.name == name)
            .expect("function in source");
        let tool = ToolInput {
            module: &module,
            function,
            options: None,
            config: Default::default(),
            named: None,
        };
        render(&tool, Provider::Native).result
    }

    fn err(src: &str, name: &str) -> (String, String) {
        let e = native(src, name).expect_err("an error");
        (e.code, e.message)
    }

    #[test]
    fn unhashable_annotations_fail_in_the_type_map() {
        let src = "def a(x: int, y: [int]): pass\ndef b(x: '{1: 2}'): pass\ndef c(x: {1}): pass\n";
        assert_eq!(
            err(src, "a"),
            ("TypeError".into(), "unhashable type: 'list'".into())
        );
        assert_eq!(
            err(src, "b"),
            ("TypeError".into(), "unhashable type: 'dict'".into())
        );
        assert_eq!(
            err(src, "c"),
            ("TypeError".into(), "unhashable type: 'set'".into())
        );
    }

    #[test]
    fn forward_references_that_do_not_compile() {
        let src = "def a(x: 'list[int'): pass\ndef b(x: ' int'): pass\ndef c(x: ''): pass\n\
                   def d(x: 'int\\n'): pass\n";
        assert_eq!(
            err(src, "a"),
            (
                "SyntaxError".into(),
                "Forward reference must be an expression -- got 'list[int'".into()
            )
        );
        assert_eq!(err(src, "b").0, "SyntaxError");
        assert_eq!(
            err(src, "c"),
            ("IndexError".into(), "string index out of range".into())
        );
        assert!(native(src, "d").is_ok());
    }

    #[test]
    fn names_are_resolved_against_runtime_globals() {
        let src = "from typing import Optional, Literal\nimport typing as t\n\
                   def a[T](x: T, y: 'T'): pass\n\
                   def b(x: Optional['Later'], y: \"Literal['Nope']\", z: 't.Annotated[int, \\'meta\\']'): pass\n\
                   def c(x: int) -> 'Missing': pass\n\
                   class Later: pass\n";
        assert_eq!(
            err(src, "a"),
            ("NameError".into(), "name 'T' is not defined".into())
        );
        assert!(native(src, "b").is_ok());
        assert_eq!(
            err(src, "c"),
            ("NameError".into(), "name 'Missing' is not defined".into())
        );
    }

    #[test]
    fn classmethods_are_bound() {
        let src = "class C:\n    @classmethod\n    def m(klass, x: int): pass\n";
        let module = crate::extract::analyze(&crate::frameworks::DIALECTS, src, "m");
        let function = &module.functions[0];
        let tool = ToolInput {
            module: &module,
            function,
            options: None,
            config: Default::default(),
            named: None,
        };
        let out = render(&tool, Provider::Native).result.expect("payload");
        assert_eq!(out["parameters"]["required"], json!(["x"]));
    }
}
