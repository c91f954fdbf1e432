//! Gemini `FunctionDeclaration.parameters` is an OpenAPI 3.0 subset, not JSON Schema: these
//! rules check the Gemini payload the library renders against what the API accepts.

use serde_json::Value;

use crate::config::{GeminiApi, Severity};
use crate::frameworks::Provider;

use super::library::param_of_path;
use super::{Ctx, Diagnostic, RuleInfo, ToolView};

pub const G001: RuleInfo = RuleInfo {
    code: "G001",
    name: "gemini-unknown-keyword",
    severity: Severity::Error,
    summary: "Gemini `parameters` has a keyword the API does not know",
    doc: "Gemini's `parameters` accepts only the OpenAPI subset of `types.Schema` (type, format, description, nullable, enum, items, properties, required, anyOf, min/max constraints, ...). `additionalProperties`, `$ref`, `$defs`, `const`, `oneOf`, `allOf`, `prefixItems`, `uniqueItems`, `exclusiveMinimum` and the like are refused.\n\nWhy: `Invalid JSON payload received. Unknown name \"additionalProperties\" at 'tools[0].function_declarations[0].parameters.properties[1].value': Cannot find field.` (the SDK refuses some of them client-side: `Extra inputs are not permitted`).\n\nExample: a TypedDict parameter under stores keeps `additionalProperties: false` in its Gemini format.\n\nFix: use a type that maps without the keyword, or send `parameters_json_schema` (google-genai ≥ 1.21).",
};

pub const G002: RuleInfo = RuleInfo {
    code: "G002",
    name: "gemini-non-string-enum",
    severity: Severity::Error,
    summary: "Gemini enums must be strings",
    doc: "Gemini accepts `enum` only on STRING schemas with string members.\n\nWhy: `...parameters.properties[level].enum: only allowed for STRING type` / `Invalid value at '...enum[1]' (TYPE_STRING), 2`.\n\nExample: `level: Literal[1, 2, 3]` or an `IntEnum`.\n\nFix: use string values.",
};

pub const G003: RuleInfo = RuleInfo {
    code: "G003",
    name: "gemini-type-list",
    severity: Severity::Error,
    summary: "Gemini does not accept a list of types",
    doc: "`\"type\": [\"string\", \"null\"]` is JSON Schema; Gemini's `type` is a single enum value.\n\nWhy: `Invalid JSON payload received. Unknown name \"type\" at '...': Proto field is not repeating, cannot start list.`; google-genai fails client-side with `'list' object has no attribute 'upper'`.\n\nFix: use `nullable: true` (a library that formats for Gemini does this) or a single type.",
};

pub const G004: RuleInfo = RuleInfo {
    code: "G004",
    name: "gemini-empty-object",
    severity: Severity::Error,
    summary: "Gemini rejects OBJECT schemas without properties",
    doc: "An object schema with no properties (a function without parameters, a bare `dict`) is refused.\n\nWhy: `GenerateContentRequest.tools[0].function_declarations[0].parameters.properties: should be non-empty for OBJECT type`.\n\nFix: omit `parameters` for zero-argument functions; give dict parameters a TypedDict or model type.",
};

pub const G005: RuleInfo = RuleInfo {
    code: "G005",
    name: "gemini-array-without-items",
    severity: Severity::Error,
    summary: "Gemini rejects ARRAY schemas without `items`",
    doc: "A bare `list` becomes an array with no item type.\n\nWhy: `GenerateContentRequest.tools[0].function_declarations[0].parameters.properties[tags].items: missing field.`\n\nFix: annotate the element type (`list[str]`).",
};

pub const G006: RuleInfo = RuleInfo {
    code: "G006",
    name: "vertex-anyof-siblings",
    severity: Severity::Error,
    summary: "Vertex AI rejects `anyOf` next to other keys",
    doc: "On Vertex AI an `anyOf` must be the only field of its schema.\n\nWhy: ``Unable to submit request because `dice` functionDeclaration `parameters.count` schema specified other fields alongside any_of. When using any_of, it must be the only field set.``\n\nOnly reported when the Gemini target is Vertex (`gemini.api = \"vertex\"`, or a `genai.Client(vertexai=True)` in the file).\n\nFix: move `description`/`default` out, or avoid the union.",
};

pub const G007: RuleInfo = RuleInfo {
    code: "G007",
    name: "gemini-string-format",
    severity: Severity::Error,
    summary: "The Gemini Developer API accepts only `enum` and `date-time` formats",
    doc: "On the Developer API a STRING schema's `format` must be `enum` or `date-time`.\n\nWhy: `...properties[url].format: only 'enum' and 'date-time' are supported for STRING type`.\n\nFix: drop the format (use a plain `str`) or target Vertex AI.",
};

pub const G008: RuleInfo = RuleInfo {
    code: "G008",
    name: "gemini-missing-type",
    severity: Severity::Error,
    summary: "A Gemini schema node without `type`",
    doc: "Vertex AI and Gemini 3 models require every schema node to have a type (older models accepted TYPE_UNSPECIFIED).\n\nWhy: ``Unable to submit request because `f` functionDeclaration `parameters.x` schema didn't specify the schema type field.``\n\nExample: `Any` becomes `{}`.\n\nFix: give the parameter a concrete type.",
};

pub const G009: RuleInfo = RuleInfo {
    code: "G009",
    name: "gemini-defs-title",
    severity: Severity::Info,
    summary: "A `title` inside `$defs` of a Gemini JSON schema can be taken for a function",
    doc: "Opt-in (`select = [\"G009\"]`): the failure is reported, not reproducible on demand.\n\nWith `parameters_json_schema`, a definition that keeps pydantic's `title` (`\"$defs\": {\"Address\": {\"title\": \"Address\", ...}}`) has been read by Gemini as the name of a function to call: the model answers with a call to `Address`, and the response ends with `finish_reason: MALFORMED_FUNCTION_CALL` (googleapis/python-genai#1732). google-genai's `tools=[f]` path sends pydantic's schema with those titles; pydantic-ai's Google profile removes them.

Example: a parameter typed with a pydantic model or TypedDict, sent through `GenerateContentConfig(tools=[f])`.

Fix: give the definition a `title` that cannot pass for a tool, or pass a schema without titles (pydantic-ai and langchain remove them).",
};

pub const RULES: &[RuleInfo] = &[G001, G002, G003, G004, G005, G006, G007, G008, G009];

/// Keys of Gemini's `Schema` (camelCase as on the wire; snake_case from `model_dump` is
/// normalized first).
pub(super) const ALLOWED: &[&str] = &[
    "type",
    "format",
    "title",
    "description",
    "nullable",
    "default",
    "example",
    "enum",
    "items",
    "minItems",
    "maxItems",
    "properties",
    "propertyOrdering",
    "required",
    "minProperties",
    "maxProperties",
    "minLength",
    "maxLength",
    "pattern",
    "minimum",
    "maximum",
    "anyOf",
];

fn mixed_case(k: &str) -> String {
    let mut out = String::new();
    let mut up = false;
    for c in k.chars() {
        if c == '_' && !out.is_empty() {
            up = true;
        } else if up {
            out.extend(c.to_uppercase());
            up = false;
        } else {
            out.push(c);
        }
    }
    out
}

struct Finding {
    info: &'static RuleInfo,
    param: Option<String>,
    message: String,
    /// For an OBJECT without properties (G004): where it is in the payload and the node
    /// itself, so that the same object reached by several paths is one finding.
    empty_object: Option<(String, Value)>,
}

/// Where a schema node is, for messages: property names joined with `.`, `[]` for array
/// items (`window.start`, `addresses[].street`); `None` at the root.
pub(super) fn location(path: &[String]) -> Option<String> {
    let mut out = String::new();
    let mut i = 0;
    while i < path.len() {
        match path[i].as_str() {
            "properties" if i + 1 < path.len() => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(&path[i + 1]);
                i += 1;
            }
            "items" if !out.is_empty() => out.push_str("[]"),
            _ => {}
        }
        i += 1;
    }
    (!out.is_empty()).then_some(out)
}

fn walk(
    node: &Value,
    path: &mut Vec<String>,
    api: GeminiApi,
    found: &mut Vec<Finding>,
    is_root: bool,
) {
    let Some(o) = node.as_object() else { return };
    let where_ = || match location(path) {
        Some(p) => format!("parameter `{p}`"),
        None => "the parameters".to_string(),
    };
    let param = param_of_path(path).map(str::to_string);
    let mut push = |info: &'static RuleInfo, message: String| {
        let empty_object = (info.code == G004.code)
            .then(|| location(path).map(|at| (at, node.clone())))
            .flatten();
        found.push(Finding {
            info,
            param: param.clone(),
            message,
            empty_object,
        })
    };
    let keys: Vec<String> = o.keys().map(|k| mixed_case(k)).collect();
    for k in &keys {
        if !ALLOWED.contains(&k.as_str()) {
            push(&G001, format!("{}: Gemini rejects the keyword `{k}` (`Unknown name \"{k}\" ... Cannot find field`)", where_()));
        }
    }
    let get = |k: &str| {
        o.iter()
            .find(|(key, _)| mixed_case(key) == k)
            .map(|(_, v)| v)
    };
    // `"type": null` (stores' `list[Any]` items) is no type at all.
    let ty = get("type").filter(|t| !t.is_null());
    let ty_str = ty.and_then(Value::as_str).map(str::to_ascii_lowercase);
    if ty.is_some_and(Value::is_array) {
        push(&G003, format!("{}: `\"type\": {}` is a list; Gemini's type is a single value (`Proto field is not repeating`)", where_(), ty.map(Value::to_string).unwrap_or_default()));
    }
    if let Some(e) = get("enum").and_then(Value::as_array) {
        if e.iter().any(|m| !m.is_string()) || ty_str.as_deref().is_some_and(|t| t != "string") {
            push(&G002, format!("{}: enum {} is not a list of strings: Gemini accepts enums only for STRING (`enum: only allowed for STRING type`)", where_(), Value::Array(e.clone())));
        }
    }
    // google-genai writes `typing.Union` as `any_of` next to a placeholder `"type": "OBJECT"`
    // (on the Developer API since 1.6); the members carry the real types, so that OBJECT is
    // not an empty object (Vertex's objection to the siblings is G006).
    if ty_str.as_deref() == Some("object") && get("anyOf").is_none() {
        let empty = get("properties")
            .and_then(Value::as_object)
            .is_none_or(|p| p.is_empty());
        // The root of a zero-argument function is allowed to be absent, not empty.
        if empty {
            let msg = if is_root {
                "the Gemini declaration has no parameters but still sends `parameters` as an empty OBJECT: Gemini rejects it (`properties: should be non-empty for OBJECT type`); it must omit `parameters` instead".to_string()
            } else {
                format!("{}: an OBJECT without properties is rejected (`properties: should be non-empty for OBJECT type`)", where_())
            };
            push(&G004, msg);
        }
    }
    if ty_str.as_deref() == Some("array") && get("items").is_none() {
        push(
            &G005,
            format!(
                "{}: an ARRAY without `items` is rejected (`items: missing field`)",
                where_()
            ),
        );
    }
    if api == GeminiApi::Vertex && get("anyOf").is_some() && keys.len() > 1 {
        push(&G006, format!("{}: `anyOf` next to other fields is rejected on Vertex AI (`When using any_of, it must be the only field set`)", where_()));
    }
    if api == GeminiApi::Developer && ty_str.as_deref() == Some("string") {
        if let Some(f) = get("format").and_then(Value::as_str) {
            if f != "enum" && f != "date-time" {
                push(&G007, format!("{}: format `{f}` is rejected by the Gemini Developer API (only `enum` and `date-time`)", where_()));
            }
        }
    }
    if ty.is_none() && get("anyOf").is_none() && !is_root {
        push(&G008, format!("{}: no `type`: Vertex AI and Gemini 3 reject it (`didn't specify the schema type field`)", where_()));
    }
    for (k, v) in o {
        let ck = mixed_case(k);
        match ck.as_str() {
            "properties" => {
                if let Some(props) = v.as_object() {
                    for (name, sub) in props {
                        path.push("properties".into());
                        path.push(name.clone());
                        walk(sub, path, api, found, false);
                        path.pop();
                        path.pop();
                    }
                }
            }
            "items" => {
                path.push("items".into());
                walk(v, path, api, found, false);
                path.pop();
            }
            "anyOf" => {
                if let Some(a) = v.as_array() {
                    for x in a {
                        path.push("anyOf".into());
                        walk(x, path, api, found, false);
                        path.pop();
                    }
                }
            }
            _ => {}
        }
    }
}

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    for tool in ctx.fresh_tools() {
        if !tool.providers.contains(&Provider::Gemini) {
            continue;
        }
        // A declaration built with `FunctionDeclaration.from_callable(...)` is what reaches
        // Gemini for that tool, not the automatic-function-calling form.
        let declared = tool.mark.and_then(|m| m.options.as_ref()).is_some_and(|o| {
            o.qualified.ends_with("FunctionDeclaration.from_callable")
                || o.qualified
                    .ends_with("FunctionDeclaration.from_callable_with_api_option")
        });
        let entry = if declared {
            tool.entry(Provider::GeminiDeclaration)
                .or_else(|| tool.entry(Provider::Gemini))
        } else {
            // An MCP server's tool reaches Gemini through a Gemini-backed client (see
            // `Ctx::with_renderer`): its `inputSchema` is the `parameters`.
            tool.entry(Provider::Gemini)
                .or_else(|| tool.entry(Provider::Mcp))
        };
        let Some(entry) = entry else {
            continue;
        };
        let Ok(schema) = &entry.rendered.result else {
            continue;
        };
        // `parameters_json_schema` is JSON Schema, which the API takes as it is; these rules
        // are about the OpenAPI subset of `parameters`.
        if let (None, Some(js)) = (
            schema.get("parameters"),
            schema.get("parameters_json_schema"),
        ) {
            defs_titles(ctx, tool, js, out);
            continue;
        }
        let Some(params) = crate::payload::parameters(schema) else {
            continue;
        };
        let mut found = Vec::new();
        walk(
            &Value::Object(params.into_owned()),
            &mut Vec::new(),
            ctx.gemini().api,
            &mut found,
            true,
        );
        // A root left empty because the framework replaced the whole schema is L014's
        // problem (one finding per cause): the empty Gemini OBJECT is its consequence.
        if found
            .iter()
            .any(|f| f.param.is_none() && f.info.code == G004.code)
            && super::silent::reports_schema_replaced(ctx, tool)
        {
            found.retain(|f| !(f.param.is_none() && f.info.code == G004.code));
        }
        // Likewise a parameter whose type the framework already sends as another (L010).
        if found.iter().any(|f| f.param.is_some()) {
            let lost = super::silent::types_lost_for_gemini(ctx, tool);
            found.retain(|f| f.param.as_ref().is_none_or(|p| !lost.contains(p)));
        }
        emit(ctx, tool, found, out);
    }
}

/// One G004 per object: a recursive model cut off by the framework (agno's "A nested Step
/// object of this same shape.") sends the same OBJECT without properties once per field
/// that refers back (`steps[].steps[]`, `steps[].else_steps[]`). The cause is one, in one
/// place (the parameter): the first path's finding names the others.
fn same_object_once(found: Vec<Finding>) -> Vec<Finding> {
    let mut out: Vec<Finding> = Vec::new();
    let mut also: Vec<Vec<String>> = Vec::new();
    for f in found {
        let first = f.empty_object.as_ref().and_then(|(_, node)| {
            out.iter().position(|o| {
                o.param == f.param && o.empty_object.as_ref().is_some_and(|(_, n)| n == node)
            })
        });
        match (first, f.empty_object) {
            (Some(i), Some((at, _))) => also[i].push(at),
            (_, empty_object) => {
                out.push(Finding { empty_object, ..f });
                also.push(Vec::new());
            }
        }
    }
    for (f, more) in out.iter_mut().zip(also) {
        if !more.is_empty() {
            let paths: Vec<String> = more.iter().map(|p| format!("`{p}`")).collect();
            f.message = format!(
                "{}; the same object is also sent at {}",
                f.message,
                paths.join(", ")
            );
        }
    }
    out
}

fn emit(ctx: &Ctx, tool: &ToolView, found: Vec<Finding>, out: &mut Vec<Diagnostic>) {
    for f in same_object_once(found) {
        let (span, via) = super::paths::finding_place(ctx, tool, f.param.as_deref());
        let mut d = ctx.diag(f.info, span, f.message, vec![Provider::Gemini], Some(tool));
        d.related.extend(via);
        if !out
            .iter()
            .any(|o| o.code == d.code && o.span == d.span && o.message == d.message)
        {
            out.push(d);
        }
    }
}

/// G009: definitions of a `parameters_json_schema` that carry a `title`.
fn defs_titles(ctx: &Ctx, tool: &super::ToolView, schema: &Value, out: &mut Vec<Diagnostic>) {
    let Some(defs) = schema.get("$defs").and_then(Value::as_object) else {
        return;
    };
    let titled: Vec<&str> = defs
        .values()
        .filter_map(|d| d.get("title").and_then(Value::as_str))
        .collect();
    if titled.is_empty() {
        return;
    }
    out.push(ctx.diag(
        &G009,
        tool.function.name_span,
        format!(
            "the Gemini schema defines {} with a `title`: Gemini has taken such titles for functions to call (`MALFORMED_FUNCTION_CALL`)",
            titled
                .iter()
                .map(|t| format!("`{t}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        vec![Provider::Gemini],
        Some(tool),
    ));
}
