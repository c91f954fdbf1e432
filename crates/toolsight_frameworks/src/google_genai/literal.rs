//! A `types.FunctionDeclaration(...)` written in the code, as pydantic validates it and
//! `model_dump(mode="json", exclude_none=True)` writes it: fields in the model's order under
//! their Python names (a keyword may use either the name or the camelCase alias), `Schema`
//! given as a call or a dict, `Type`/`Behavior` members by name in any case, ints in float
//! fields as floats, `None` fields left out. Values pydantic would refuse, and values that are
//! not literals (`self.x`, a module constant, `**kwargs`), are toolsight's unknowns: the
//! declaration is then not shown rather than guessed.

use serde_json::{Map, Value};

use super::dump_value;
use crate::frameworks::LibError;
use crate::model::{CallValue, PyValue};

/// What a field holds, as its annotation says.
#[derive(Clone, Copy)]
enum Kind {
    Str,
    Int,
    Float,
    Bool,
    Any,
    Schema,
    SchemaList,
    SchemaDict,
    StrList,
    Enum(&'static [&'static str]),
}

const TYPE: &[&str] = &[
    "TYPE_UNSPECIFIED",
    "STRING",
    "NUMBER",
    "INTEGER",
    "BOOLEAN",
    "ARRAY",
    "OBJECT",
    "NULL",
];
const BEHAVIOR: &[&str] = &["UNSPECIFIED", "BLOCKING", "NON_BLOCKING"];

/// `FunctionDeclaration`'s fields (google-genai 2.34), in order, with their aliases.
const DECLARATION: &[(&str, &str, Kind)] = &[
    ("description", "description", Kind::Str),
    ("name", "name", Kind::Str),
    ("parameters", "parameters", Kind::Schema),
    ("parameters_json_schema", "parametersJsonSchema", Kind::Any),
    ("response", "response", Kind::Schema),
    ("response_json_schema", "responseJsonSchema", Kind::Any),
    ("behavior", "behavior", Kind::Enum(BEHAVIOR)),
];

/// `Schema`'s fields, in order, with their aliases.
const SCHEMA: &[(&str, &str, Kind)] = &[
    ("additional_properties", "additionalProperties", Kind::Any),
    ("defs", "defs", Kind::SchemaDict),
    ("ref", "ref", Kind::Str),
    ("any_of", "anyOf", Kind::SchemaList),
    ("default", "default", Kind::Any),
    ("description", "description", Kind::Str),
    ("enum", "enum", Kind::StrList),
    ("example", "example", Kind::Any),
    ("format", "format", Kind::Str),
    ("items", "items", Kind::Schema),
    ("max_items", "maxItems", Kind::Int),
    ("max_length", "maxLength", Kind::Int),
    ("max_properties", "maxProperties", Kind::Int),
    ("maximum", "maximum", Kind::Float),
    ("min_items", "minItems", Kind::Int),
    ("min_length", "minLength", Kind::Int),
    ("min_properties", "minProperties", Kind::Int),
    ("minimum", "minimum", Kind::Float),
    ("nullable", "nullable", Kind::Bool),
    ("pattern", "pattern", Kind::Str),
    ("properties", "properties", Kind::SchemaDict),
    ("property_ordering", "propertyOrdering", Kind::StrList),
    ("required", "required", Kind::StrList),
    ("title", "title", Kind::Str),
    ("type", "type", Kind::Enum(TYPE)),
];

/// The dump of a `FunctionDeclaration(...)` call.
pub fn function_declaration(v: &PyValue) -> Result<Value, LibError> {
    match v {
        PyValue::Call(c) if last(&c.callee) == "FunctionDeclaration" => {
            validated("FunctionDeclaration", |extra| {
                model(
                    &keywords(c, "FunctionDeclaration")?,
                    DECLARATION,
                    &[],
                    extra,
                )
            })
        }
        other => Err(not_static(other)),
    }
}

fn last(dotted: &str) -> &str {
    dotted.rsplit('.').next().unwrap_or(dotted)
}

fn not_static(v: &PyValue) -> LibError {
    LibError::unknown(format!(
        "the declaration depends on `{}`, which toolsight cannot evaluate",
        v.repr()
    ))
}

/// A model call's keywords; positional arguments (and `**` splats) are not static.
fn keywords<'a>(c: &'a CallValue, model: &str) -> Result<Vec<(&'a str, &'a PyValue)>, LibError> {
    if let Some(p) = c.args.first() {
        return Err(LibError::unknown(format!(
            "`{model}(...)` is given `{}` positionally, which toolsight cannot evaluate",
            p.repr()
        )));
    }
    Ok(c.kwargs.iter().map(|(k, v)| (k.as_str(), v)).collect())
}

/// One model constructor call (`FunctionDeclaration(...)`, `Schema(...)`): its validation,
/// with the keys its models forbid (`extra="forbid"`) collected as pydantic reports them and
/// raised together as its `ValidationError`.
fn validated(
    class: &str,
    build: impl FnOnce(&mut Vec<String>) -> Result<Value, LibError>,
) -> Result<Value, LibError> {
    let mut extra = Vec::new();
    let v = build(&mut extra)?;
    if extra.is_empty() {
        return Ok(v);
    }
    let n = extra.len();
    let plural = if n == 1 { "" } else { "s" };
    Err(LibError::new(
        "ValidationError",
        format!(
            "{n} validation error{plural} for {class}\n{}",
            extra.join("\n")
        ),
    ))
}

/// One model: each given field validated, then dumped in field order without `None`s. A key
/// that is no field is pydantic's `extra_forbidden` error at `loc` (the keys as given, from
/// the constructor call's arguments down).
fn model(
    given: &[(&str, &PyValue)],
    fields: &[(&str, &str, Kind)],
    loc: &[String],
    extra: &mut Vec<String>,
) -> Result<Value, LibError> {
    let mut values: Vec<Option<Value>> = vec![None; fields.len()];
    for (key, v) in given {
        let mut here = loc.to_vec();
        here.push((*key).to_string());
        let Some(i) = fields
            .iter()
            .position(|(name, alias, _)| name == key || alias == key)
        else {
            extra.push(format!(
                "{}\n  Extra inputs are not permitted [type=extra_forbidden, input_value={}, input_type={}]\n    For further information visit https://errors.pydantic.dev/2.14/v/extra_forbidden",
                here.join("."),
                v.repr(),
                v.type_name()
            ));
            continue;
        };
        values[i] = field(v, fields[i].2, &here, extra)?;
    }
    let mut out = Map::new();
    for ((name, _, _), v) in fields.iter().zip(values) {
        if let Some(v) = v.filter(|v| !v.is_null()) {
            out.insert((*name).to_string(), v);
        }
    }
    Ok(Value::Object(out))
}

/// A nested `Schema`: a `Schema(...)` call (validated on its own, before the model that
/// holds it) or a dict of its fields (validated as part of the enclosing model, at `loc`).
fn schema(v: &PyValue, loc: &[String], extra: &mut Vec<String>) -> Result<Value, LibError> {
    match v {
        PyValue::Call(c) if last(&c.callee) == "Schema" => validated("Schema", |inner| {
            model(&keywords(c, "Schema")?, SCHEMA, &[], inner)
        }),
        PyValue::Dict(kv) => {
            let mut given = Vec::new();
            for (k, v) in kv {
                match k {
                    PyValue::Str(k) => given.push((k.as_str(), v)),
                    other => return Err(not_static(other)),
                }
            }
            model(&given, SCHEMA, loc, extra)
        }
        other => Err(not_static(other)),
    }
}

/// Whether a value holds, at any depth, a name or a call toolsight does not evaluate. The
/// calls pydantic's dump is modelled for (`Field(...)`, `float(...)`, `pathlib` paths) are
/// values, not computations.
fn computed(v: &PyValue) -> bool {
    match v {
        PyValue::Opaque { .. } => true,
        PyValue::Call(c) => {
            !(c.callee == "float"
                || c.callee == "Field"
                || c.qualified.starts_with("pydantic.")
                || c.qualified.starts_with("pathlib."))
        }
        PyValue::List(xs) | PyValue::Tuple(xs) | PyValue::Set(xs) => xs.iter().any(computed),
        PyValue::Dict(kv) => kv.iter().any(|(k, x)| computed(k) || computed(x)),
        _ => false,
    }
}

/// A field's value after validation, as the dump writes it; `None` for a `None` value.
fn field(
    v: &PyValue,
    kind: Kind,
    loc: &[String],
    extra: &mut Vec<String>,
) -> Result<Option<Value>, LibError> {
    if matches!(v, PyValue::None) {
        return Ok(None);
    }
    let refused = || {
        LibError::unknown(format!(
            "`{}` is not valid there (pydantic refuses it)",
            v.repr()
        ))
    };
    Ok(Some(match (kind, v) {
        // A name or call whose value is made when the code runs (`parameters_json_schema=
        // schema`, `schema = make_schema(model)`): unread, not a Python object (the SDK
        // dumps the dict it is given).
        (Kind::Any, v) if computed(v) => return Err(not_static(v)),
        (Kind::Any, v) => dump_value(v)?,
        (Kind::Str, PyValue::Str(s)) => Value::String(s.clone()),
        (Kind::Int, PyValue::Int(i)) => Value::from(*i as i64),
        (Kind::Int, PyValue::Float(f)) if f.fract() == 0.0 => Value::from(*f as i64),
        (Kind::Float, PyValue::Int(i)) => Value::from(*i as f64),
        (Kind::Float, PyValue::Float(f)) => Value::from(*f),
        (Kind::Bool, PyValue::Bool(b)) => Value::Bool(*b),
        (Kind::Schema, v) => schema(v, loc, extra)?,
        (Kind::SchemaList, PyValue::List(items) | PyValue::Tuple(items)) => {
            let mut out = Vec::new();
            for (i, x) in items.iter().enumerate() {
                let mut here = loc.to_vec();
                here.push(i.to_string());
                out.push(schema(x, &here, extra)?);
            }
            Value::Array(out)
        }
        (Kind::SchemaDict, PyValue::Dict(kv)) => {
            let mut m = Map::new();
            for (k, v) in kv {
                let PyValue::Str(k) = k else {
                    return Err(refused());
                };
                let mut here = loc.to_vec();
                here.push(k.clone());
                m.insert(k.clone(), schema(v, &here, extra)?);
            }
            Value::Object(m)
        }
        (Kind::StrList, PyValue::List(items) | PyValue::Tuple(items)) => Value::Array(
            items
                .iter()
                .map(|i| match i {
                    PyValue::Str(s) => Ok(Value::String(s.clone())),
                    _ => Err(refused()),
                })
                .collect::<Result<_, _>>()?,
        ),
        (Kind::Enum(members), v) => Value::String(member(v, members).ok_or_else(refused)?),
        (_, PyValue::Opaque { .. } | PyValue::Call(_)) => return Err(not_static(v)),
        _ => return Err(refused()),
    }))
}

/// A `CaseInSensitiveEnum` value: a member named in any case (`"object"`, `Type.OBJECT`);
/// another string becomes a pseudo-member holding it (the SDK only warns).
fn member(v: &PyValue, members: &[&str]) -> Option<String> {
    match v {
        PyValue::Str(s) => {
            let upper = s.to_uppercase();
            Some(if members.contains(&upper.as_str()) {
                upper
            } else {
                s.clone()
            })
        }
        // `types.Type.OBJECT`, `Type.OBJECT`.
        PyValue::Opaque { text } => {
            let mut parts = text.rsplit('.');
            let name = parts.next()?;
            (parts.next().is_some() && members.contains(&name)).then(|| name.to_string())
        }
        _ => None,
    }
}

/// `Schema(enum=...)`: pydantic's `list[str]` validation of the values.
pub fn check_enum(values: &[Value]) -> Result<(), LibError> {
    let bad: Vec<String> = values
        .iter()
        .enumerate()
        .filter(|(_, v)| !v.is_string())
        .map(|(i, v)| {
            let ty = match v {
                Value::Bool(_) => "bool",
                Value::Null => "NoneType",
                Value::Number(n) if n.is_f64() => "float",
                Value::Number(_) => "int",
                Value::Array(_) => "list",
                _ => "dict",
            };
            format!("enum.{i}\n  Input should be a valid string [type=string_type, input_value={}, input_type={ty}]\n    For further information visit https://errors.pydantic.dev/2.14/v/string_type", crate::model::value::json_repr(v))
        })
        .collect();
    if bad.is_empty() {
        return Ok(());
    }
    let n = bad.len();
    let plural = if n == 1 { "" } else { "s" };
    Err(LibError::new(
        "ValidationError",
        format!(
            "{n} validation error{plural} for Schema\n{}",
            bad.join("\n")
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(callee: &str, kwargs: Vec<(&str, PyValue)>) -> PyValue {
        PyValue::Call(Box::new(CallValue {
            callee: callee.into(),
            qualified: format!("google.genai.types.{callee}"),
            args: Vec::new(),
            kwargs: kwargs.into_iter().map(|(k, v)| (k.into(), v)).collect(),
            text: String::new(),
        }))
    }

    #[test]
    fn dumps_in_field_order_with_python_names() {
        let d = call(
            "types.FunctionDeclaration",
            vec![
                ("behavior", PyValue::Str("blocking".into())),
                (
                    "parameters",
                    call(
                        "types.Schema",
                        vec![
                            (
                                "type",
                                PyValue::Opaque {
                                    text: "types.Type.OBJECT".into(),
                                },
                            ),
                            ("maxProperties", PyValue::Int(2)),
                            ("minimum", PyValue::Int(1)),
                            ("title", PyValue::None),
                        ],
                    ),
                ),
                ("name", PyValue::Str("f".into())),
            ],
        );
        assert_eq!(
            function_declaration(&d).unwrap().to_string(),
            r#"{"name":"f","parameters":{"max_properties":2,"minimum":1.0,"type":"OBJECT"},"behavior":"BLOCKING"}"#
        );
    }

    #[test]
    fn an_unknown_type_name_is_kept_and_unknown_values_are_not_guessed() {
        assert_eq!(
            member(&PyValue::Str("Bogus".into()), TYPE).as_deref(),
            Some("Bogus")
        );
        assert_eq!(
            member(&PyValue::Str("string".into()), TYPE).as_deref(),
            Some("STRING")
        );
        let d = call(
            "FunctionDeclaration",
            vec![(
                "name",
                PyValue::Opaque {
                    text: "self.name".into(),
                },
            )],
        );
        assert!(function_declaration(&d).unwrap_err().is_unknown());
        // A misspelt field is no unknown: the model forbids extra keys (google-genai 2.34).
        let d = call(
            "FunctionDeclaration",
            vec![("nme", PyValue::Str("f".into()))],
        );
        assert_eq!(
            function_declaration(&d).unwrap_err().message,
            "1 validation error for FunctionDeclaration\nnme\n  Extra inputs are not permitted [type=extra_forbidden, input_value='f', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.14/v/extra_forbidden"
        );
    }

    /// google-genai 2.34 / pydantic 2.14, run on these two declarations, raise exactly this.
    #[test]
    fn a_keyword_schema_lacks_is_pydantic_extra_forbidden() {
        let props = PyValue::Dict(vec![(
            PyValue::Str("n".into()),
            PyValue::Dict(vec![
                (PyValue::Str("type".into()), PyValue::Str("INTEGER".into())),
                (PyValue::Str("exclusiveMinimum".into()), PyValue::Int(0)),
            ]),
        )]);
        let d = call(
            "FunctionDeclaration",
            vec![
                ("name", PyValue::Str("f".into())),
                (
                    "parameters",
                    PyValue::Dict(vec![
                        (PyValue::Str("type".into()), PyValue::Str("OBJECT".into())),
                        (PyValue::Str("properties".into()), props),
                    ]),
                ),
            ],
        );
        let e = function_declaration(&d).unwrap_err();
        assert_eq!(e.code, "ValidationError");
        assert_eq!(
            e.message,
            "1 validation error for FunctionDeclaration\nparameters.properties.n.exclusiveMinimum\n  Extra inputs are not permitted [type=extra_forbidden, input_value=0, input_type=int]\n    For further information visit https://errors.pydantic.dev/2.14/v/extra_forbidden"
        );
        let inner = call(
            "types.Schema",
            vec![
                ("type", PyValue::Str("INTEGER".into())),
                ("exclusive_minimum", PyValue::Int(0)),
            ],
        );
        let d = call(
            "FunctionDeclaration",
            vec![("name", PyValue::Str("f".into())), ("parameters", inner)],
        );
        assert_eq!(
            function_declaration(&d).unwrap_err().message,
            "1 validation error for Schema\nexclusive_minimum\n  Extra inputs are not permitted [type=extra_forbidden, input_value=0, input_type=int]\n    For further information visit https://errors.pydantic.dev/2.14/v/extra_forbidden"
        );
    }
}
