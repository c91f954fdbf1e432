//! `_automatic_function_calling_util.parse_function_declaration_json_schema`: the path
//! `tools=[f]` takes. Each parameter is `TypeAdapter(annotation).json_schema()` (a pydantic
//! model's own `model_json_schema()`), its `$defs` hoisted to the root, its default appended
//! raw; the return annotation becomes `response_json_schema` (only when there are
//! parameters: the SDK returns early otherwise).

use serde_json::{Map, Value};

use super::{close_fixed_tuple, dump_value, has_own_config, is_model, param_str, unsupported};
use crate::frameworks::pydantic::Generator;
use crate::frameworks::{LibError, ToolInput};
use crate::model::Ty;

pub fn declaration(tool: &ToolInput, name: &str) -> Result<Value, LibError> {
    let f = tool.function;
    let mut properties = Map::new();
    let mut defs = Map::new();
    // A default pydantic cannot serialise fails `model_dump`, after the declaration is built.
    let mut dump_error = None;
    for p in super::params(tool) {
        let ty = p.annotation.as_ref().map(|a| &a.ty);
        let default = p.default.as_ref().map(|d| &d.value);
        let mut schema = ty
            .ok_or(())
            .and_then(|t| schema_of(tool, t).map_err(|_| ()))
            .map_err(|()| unsupported(&param_str(&p.name, ty, default), name))?;
        if let Value::Object(m) = &mut schema {
            if let Some(Value::Object(d)) = m.shift_remove("$defs") {
                defs.extend(d);
            }
            if let Some(d) = default {
                let v = dump_value(d).unwrap_or_else(|e| {
                    dump_error.get_or_insert(e);
                    Value::Null
                });
                m.insert("default".into(), v);
            }
        }
        properties.insert(p.name.clone(), schema);
    }
    let mut out = Map::new();
    out.insert(
        "description".into(),
        super::description(tool).unwrap_or_default().into(),
    );
    out.insert("name".into(), name.into());
    if !properties.is_empty() {
        let required = required(&properties);
        let mut params = Map::new();
        params.insert("type".into(), "object".into());
        params.insert("properties".into(), Value::Object(properties));
        if !defs.is_empty() {
            params.insert("$defs".into(), Value::Object(defs));
        }
        params.insert("required".into(), required);
        out.insert("parameters_json_schema".into(), Value::Object(params));
        if let Some(ret) = &f.returns {
            let mut schema = schema_of(tool, &ret.ty)
                .map_err(|_| unsupported(&param_str("return_value", Some(&ret.ty), None), name))?;
            close_fixed_tuple(&mut schema);
            out.insert("response_json_schema".into(), schema);
        }
    }
    match dump_error {
        Some(e) => Err(e),
        None => Ok(Value::Object(out)),
    }
}

/// One annotation's JSON Schema: a model's `model_json_schema()`, else
/// `TypeAdapter(tp, config=ConfigDict(arbitrary_types_allowed=True)).json_schema()` with a
/// fixed-length tuple closed.
pub fn schema_of(tool: &ToolInput, ty: &Ty) -> Result<Value, LibError> {
    let mut gen = Generator::for_function(tool.function);
    if is_model(ty) {
        return gen.type_schema(ty);
    }
    if has_own_config(ty) {
        return Err(LibError::new(
            "PydanticUserError",
            "Cannot use config when the type is a BaseModel, dataclass or TypedDict. These types can have their own config and setting the config via the `config` parameter to TypeAdapter will not override it, thus the `config` you passed to TypeAdapter becomes meaningless, which is probably not what you want.",
        ));
    }
    gen.arbitrary_types = true;
    let mut schema = gen.type_schema(ty)?;
    close_fixed_tuple(&mut schema);
    Ok(schema)
}

/// `_get_required_fields_from_json_schema`: every property without a `default`, except empty
/// schemas (`Any`).
fn required(properties: &Map<String, Value>) -> Value {
    properties
        .iter()
        .filter(|(_, s)| s.as_object().is_some_and(|m| !m.is_empty()))
        .filter(|(_, s)| s.get("default").is_none())
        .map(|(k, _)| Value::String(k.clone()))
        .collect()
}
