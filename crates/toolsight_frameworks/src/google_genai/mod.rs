//! The Google Gen AI SDK (`google.genai` 3.4.0): what it builds from a Python function.
//!
//! * `gemini`: `GenerateContentConfig(tools=[f])`, i.e. `t_tool(client, f)`, which calls
//!   `FunctionDeclaration.from_callable(..., use_json_schema=True)`: pydantic's JSON Schema per
//!   parameter in `parameters_json_schema` and the return type's in `response_json_schema`
//!   (`json_schema.rs`).
//! * `gemini-declaration`: `FunctionDeclaration.from_callable(client=<Developer API client>,
//!   callable=f)`: the SDK's own parser into the OpenAPI-subset `Schema`, and when it gives up
//!   on any parameter, a second pass through pydantic and `Schema.from_json_schema`
//!   (`schema.rs`).
//!
//! Both are dumped with `model_dump(mode="json", exclude_none=True)`, so raw Python defaults are
//! serialised by pydantic's type inference (`dump_value`).
//!
//! With a Vertex AI client (`genai.Client(vertexai=True)`, or `gemini.api = "vertex"`) the SDK
//! passes `api_option='ENTERPRISE'`: the JSON-schema path ignores it (identical payloads on the
//! whole corpus), the declaration path adds the return annotation's schema (`schema.rs`).

mod json_schema;
pub(crate) mod literal;
mod schema;

use serde_json::{Map, Value};

use super::markers::{Arg, ListSink, LiteralMarker, LiteralPayload, Markers, SchemaList, Wrapper};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::provider::GeminiApi;
use crate::model::{ClassKind, Origin, Param, ParamKind, Prim, PyValue, Spelling, Ty};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "google-genai",
    label: "Google Gen AI SDK",
    imports: &["google.genai"],
    markers: Markers {
        wrappers: &[Wrapper {
            callee: "FunctionDeclaration.from_callable",
            arg: Arg::Keyword("callable"),
        }],
        lists: &[ListSink {
            callee: "GenerateContentConfig",
            arg: Arg::Keyword("tools"),
            bare: true,
        }],
        literals: &[LiteralMarker {
            callee: "FunctionDeclaration",
            name: "name",
            requires: "name",
            in_tests: true,
        }],
        // A declaration written out is its own payload, as pydantic validates and dumps it.
        literal_payloads: &[LiteralPayload {
            callee: "FunctionDeclaration",
            provider: Provider::Gemini,
            renames: &[],
            convert: Some(literal::function_declaration),
        }],
        schema_lists: &[SchemaList {
            callee: "Tool",
            keyword: "function_declarations",
            provider: Provider::Gemini,
        }],
        ..Markers::NONE
    },
    providers: &[Provider::Gemini, Provider::GeminiDeclaration],
    targets: &[Provider::Gemini],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour::NONE,
};

pub fn render(tool: &ToolInput, provider: Provider) -> Rendered {
    let name = tool.tool_name();
    let result = type_hints(tool).and_then(|()| match provider {
        Provider::GeminiDeclaration => schema::declaration(tool, &name, api(tool)),
        _ => json_schema::declaration(tool, &name),
    });
    Rendered { name, result }
}

/// The API of the client the tools are converted with. The module's own code
/// (`genai.Client(vertexai=True)`) wins over the settings: it says which client these tools
/// meet, while `gemini.api` is a project-wide default that a file may well depart from.
fn api(tool: &ToolInput) -> GeminiApi {
    tool.module
        .gemini_api
        .as_ref()
        .map(|c| c.api)
        .or(tool.config.gemini_api)
        .unwrap_or(GeminiApi::Developer)
}

/// `typing.get_type_hints(callable)`, which both paths call first: an annotation naming
/// something the module does not define raises `NameError`.
fn type_hints(tool: &ToolInput) -> Result<(), LibError> {
    let f = tool.function;
    crate::frameworks::common::get_type_hints(tool.module, f)?;
    Ok(())
}

/// The parameters `inspect.signature` lists that the SDK turns into properties (`*args` and
/// `**kwargs` are skipped).
fn params<'a>(tool: &ToolInput<'a>) -> impl Iterator<Item = &'a Param> {
    super::common::call_params(tool.function)
        .iter()
        .filter(|p| !matches!(p.kind, ParamKind::VarPositional | ParamKind::VarKeyword))
}

/// The tool description: `inspect.cleandoc(__doc__)`, `None` without a docstring.
fn description(tool: &ToolInput) -> Option<String> {
    tool.function
        .doc
        .as_ref()
        .map(|d| super::common::cleandoc(&d.value))
}

/// `_raise_for_unsupported_param`: the `ValueError` every failure to build a parameter's (or
/// the return value's) schema becomes.
fn unsupported(param: &str, func: &str) -> LibError {
    LibError::new(
        "ValueError",
        format!(
            "Failed to parse the parameter {param} of function {func} for automatic function calling.Automatic function calling works best with simpler function signature schema, consider manually parsing your function declaration for function {func}."
        ),
    )
}

/// `str(inspect.Parameter)`: `name: annotation = default`, or `name=default` without an
/// annotation.
fn param_str(name: &str, ty: Option<&Ty>, default: Option<&PyValue>) -> String {
    let mut s = name.to_string();
    if let Some(t) = ty {
        s += ": ";
        s += &super::pysig::format_ty(t);
    }
    if let Some(d) = default {
        s += if ty.is_some() { " = " } else { "=" };
        s += &d.repr();
    }
    s
}

/// `pydantic.TypeAdapter(tp, config=ConfigDict(...))` refuses a config for a type that has its
/// own (`PydanticUserError: Cannot use config when the type is a BaseModel, dataclass or
/// TypedDict`), looking through one `Annotated`.
fn has_own_config(ty: &Ty) -> bool {
    let base = match ty {
        Ty::Annotated { base, .. } => base,
        other => other,
    };
    matches!(base, Ty::Class(c) if matches!(c.kind, ClassKind::Pydantic | ClassKind::Dataclass | ClassKind::TypedDict { .. }))
}

/// `_extra_utils.is_annotation_pydantic_model`: the annotation is a `BaseModel` subclass.
fn is_model(ty: &Ty) -> bool {
    matches!(ty, Ty::Class(c) if c.kind == ClassKind::Pydantic)
}

/// `_add_unevaluated_items_to_fixed_len_tuple_schema`: a fixed-length tuple at the root gets
/// `unevaluatedItems: false` (after the sorted keys).
fn close_fixed_tuple(schema: &mut Value) {
    let Value::Object(m) = schema else { return };
    let max = m.get("maxItems").and_then(Value::as_u64).unwrap_or(0);
    let prefix = m.get("prefixItems").and_then(Value::as_array).map(Vec::len);
    if max > 0 && prefix == Some(max as usize) && m.get("type") == Some(&Value::from("array")) {
        m.insert("unevaluatedItems".into(), Value::Bool(false));
    }
}

/// A raw Python value inside a field typed `Any`, as `model_dump(mode="json")` writes it
/// (pydantic's serialisation by inferred type); the error pydantic raises for a value it
/// cannot serialise (a `Field(...)` used as a default).
fn dump_value(v: &PyValue) -> Result<Value, LibError> {
    let unknown = |t: &str| {
        LibError::new(
            "PydanticSerializationError",
            format!("Unable to serialize unknown type: <class '{t}'>"),
        )
    };
    Ok(match v {
        PyValue::List(items) | PyValue::Tuple(items) => {
            Value::Array(items.iter().map(dump_value).collect::<Result<_, _>>()?)
        }
        PyValue::Dict(kv) => {
            let mut m = Map::new();
            for (k, v) in kv {
                let key = match k {
                    PyValue::Str(s) => s.clone(),
                    other => super::pydantic::jsonable(other)
                        .map(|j| match j {
                            Value::String(s) => s,
                            other => other.to_string(),
                        })
                        .unwrap_or_else(|| other.repr()),
                };
                m.insert(key, dump_value(v)?);
            }
            Value::Object(m)
        }
        PyValue::EnumMember { value, .. } => dump_value(value)?,
        // The SDK's models set `ser_json_bytes='base64'`.
        PyValue::Bytes(b) => Value::String(base64(b)),
        PyValue::Call(c) if is_field(c) => return Err(unknown("pydantic.fields.FieldInfo")),
        // `float("inf")`, `float("nan")`: pydantic writes non-finite floats as `null`.
        PyValue::Call(c) if c.callee == "float" => match c.args.as_slice() {
            [PyValue::Str(s)] => {
                let t = s.trim().to_ascii_lowercase();
                match t.trim_start_matches(['+', '-']) {
                    "inf" | "infinity" | "nan" => Value::Null,
                    _ => t.parse::<f64>().map(Value::from).unwrap_or(Value::Null),
                }
            }
            _ => v.to_json(),
        },
        other => super::pydantic::jsonable(other).unwrap_or_else(|| other.to_json()),
    })
}

/// A `pydantic.Field(...)` call.
fn is_field(c: &crate::model::CallValue) -> bool {
    matches!(
        c.qualified.as_str(),
        "pydantic.Field" | "pydantic.fields.Field"
    ) || c.callee == "Field"
}

/// Standard base64 with padding.
fn base64(bytes: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// Whether a type is one of `_py_builtin_type_to_schema_type`'s keys (`str`, `int`, `float`,
/// `bool`, bare `list`/`dict`); `None` is checked by the callers, which know whether it is the
/// `None` object or `NoneType`.
fn builtin_key(ty: &Ty) -> Option<&'static str> {
    Some(match ty {
        Ty::Prim(Prim::Str) => "STRING",
        Ty::Prim(Prim::Int) => "INTEGER",
        Ty::Prim(Prim::Float) => "NUMBER",
        Ty::Prim(Prim::Bool) => "BOOLEAN",
        Ty::Generic {
            origin: Origin::List,
            spelling: Spelling::Builtin,
            args: None,
        } => "ARRAY",
        Ty::Generic {
            origin: Origin::Dict,
            spelling: Spelling::Builtin,
            args: None,
        } => "OBJECT",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_are_base64() {
        assert_eq!(base64(b"ab"), "YWI=");
        assert_eq!(base64(b"abc"), "YWJj");
        assert_eq!(base64(b"a"), "YQ==");
        assert_eq!(base64(b""), "");
    }

    #[test]
    fn parameters_print_like_inspect() {
        assert_eq!(param_str("limit", None, Some(&PyValue::Int(5))), "limit=5");
        assert_eq!(
            param_str("a", Some(&Ty::Prim(Prim::Int)), Some(&PyValue::Int(5))),
            "a: int = 5"
        );
    }
}
