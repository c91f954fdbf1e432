//! rmcp, the official Rust MCP SDK: `#[tool_router] impl` blocks with `#[tool(...)]` fns,
//! hand-written `ToolRouter` routes and `impl ToolBase`, found by the Rust front-end
//! (`crate::rust`). The payload is the `tools/list` entry a server sends: rmcp's `Tool`
//! struct (`name`, `title`, `description`, `inputSchema`, `outputSchema`, `annotations`, in
//! that order), its schemas built by schemars (`crate::frameworks::schemars`) with draft
//! 2020-12, serialized with `serde_json::to_value` and stripped of the root `title` and
//! `description`.
//!
//! Key order is the build's: without serde_json's `preserve_order` every schema object is a
//! `BTreeMap` (keys sorted); with it, schemars' `Serialize` order, and the root strip is an
//! `IndexMap::swap_remove` (the last key moves into the hole). The setting comes from
//! `rust.preserve_order`, else from the crate's Cargo.toml.

pub mod type_name;

use serde_json::{Map, Value};

use super::markers::Markers;
use super::schemars::{schema_for, serialize_order, sorted_keys, Settings};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::Function;
use crate::rust::attrs::{self, Lit};
use crate::rust::items::{Fields, ItemKind};
use crate::rust::types::{RustType, WrapperKind};
use crate::rust::{RustTool, ToolKind};

/// `#[tool_router] impl S { #[tool] fn f(..) }`: the router attribute (also the default
/// name of the router fn it generates) and the tool attribute.
pub const ROUTER_ATTR: &str = "tool_router";
pub const TOOL_ATTR: &str = "tool";
/// `impl ToolBase for T`: a tool whose name, description and schema types are the impl's.
pub const BASE_TRAIT: &str = "ToolBase";
/// The crate whose release (in `Cargo.lock`) decides the wire format (0.x: draft-07).
pub const CRATE: &str = "rmcp";

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "rmcp",
    label: "rmcp",
    // Rust crates: no Python import selects it.
    imports: &[],
    markers: Markers::NONE,
    providers: &[Provider::Mcp],
    targets: &[Provider::Mcp],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour {
        // The router is a map by name: the later route replaces the earlier one, and nothing
        // is logged.
        duplicate_in_group: Some(super::behaviour::DuplicateInGroup {
            decorated_only: false,
            message: "another tool of this router is also named `{name}`: rmcp keeps only the later one, silently, so `{function}` is never listed",
        }),
        // A route replaced by a same-named one raises nothing: C001 reports it.
        reported_elsewhere: &[SHADOWED],
        // The panic happens while `Type::tool_router()` builds the whole router.
        error_messages: &[(PANIC, "rmcp panics while building this tool's router: {message}; the server fails at start-up and no tool of the router is listed")],
        ..super::behaviour::Behaviour::NONE
    },
};

/// The `code` of the error entry for a router that panics while it is built.
pub const PANIC: &str = "panic";
/// The `code` of the error entry for a tool a later same-named tool replaces.
pub const SHADOWED: &str = "shadowed";

pub fn render(tool: &ToolInput, _provider: Provider) -> Rendered {
    let name = tool.tool_name();
    let result = match tool.function.rust.as_deref() {
        Some(rt) => entry(tool, rt),
        None => Err(LibError::unknown("not an rmcp tool toolsight can read")),
    };
    Rendered { name, result }
}

/// Whether the build sorts schema keys (no `preserve_order`).
fn sorted(tool: &ToolInput, rt: &RustTool) -> bool {
    !tool
        .config
        .rust_preserve_order
        .or(rt.preserve_order)
        .unwrap_or(false)
}

/// The rmcp release a crate builds with, as far as its wire format goes (each read from that
/// release's sources; 0.7 and 3.11 also from the oracle's goldens).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Release {
    /// 0.7.x: `schema_for_type` is draft-07 with `AddNullable` replacing the draft's
    /// transforms; the root `title` and `description` kept; no root-type check; a tool
    /// without `Parameters` sends `{}`.
    V0_7,
    /// 0.8.x and 0.9.x: as 0.7, but a tool without `Parameters` sends
    /// `{"type": "object", "properties": {}}`.
    V0_8,
    /// 3.x (and a crate whose rmcp version is not known): draft 2020-12, root stripped and
    /// checked.
    V3,
}

/// The crate's rmcp release, or the version toolsight does not model (0.1–0.6: schemars
/// 0.8; 0.10–2.x: draft 2020-12 with or without `AddNullable`, not compared with rmcp yet).
fn release(rt: &RustTool) -> Result<Release, String> {
    let Some(v) = rt.framework_version.as_deref() else {
        return Ok(Release::V3);
    };
    let key = crate::rust::cargo::version_key(v);
    match (key.first().copied(), key.get(1).copied()) {
        (Some(0), Some(7)) => Ok(Release::V0_7),
        (Some(0), Some(8 | 9)) => Ok(Release::V0_8),
        (Some(m), _) if m >= 3 => Ok(Release::V3),
        _ => Err(format!(
            "the crate builds with rmcp {v}, whose schemas toolsight does not model (it renders rmcp 0.7-0.9 and 3.x)"
        )),
    }
}

fn legacy(rt: &RustTool) -> bool {
    matches!(release(rt), Ok(Release::V0_7 | Release::V0_8))
}

fn entry(tool: &ToolInput, rt: &RustTool) -> Result<Value, LibError> {
    if let Some(written) = &rt.name_unread {
        return Err(LibError::unknown(format!(
            "the tool name is `{written}`, which toolsight cannot read (a constant of another crate is read from its sources once they are on disk, as `cargo fetch` leaves them)"
        )));
    }
    release(rt).map_err(LibError::unknown)?;
    if let Some(file) = &rt.doc_unread {
        return Err(LibError::unknown(format!(
            "the description is read from `{file}` (`include_str!`), which toolsight cannot read"
        )));
    }
    let router = router_members(tool);
    // `Type::tool_router()` adds the routes in order; the first input schema that is not an
    // object panics, and the whole router (every tool on it) is lost.
    for (_, member) in &router {
        if let Some(r) = member
            .rust
            .as_deref()
            .filter(|r| !legacy(r) && may_panic(r))
        {
            if let Ok(Err(message)) = input_schema(r) {
                return Err(LibError::new(PANIC, message));
            }
        }
    }
    // The router is a map by name: the last route of a name replaces the earlier ones.
    if let Some((_, winner)) = router
        .iter()
        .rev()
        .find(|(_, f)| f.rust.as_ref().is_some_and(|r| r.name == rt.name))
    {
        if !std::ptr::eq(*winner, tool.function) {
            return Err(LibError::new(
                SHADOWED,
                format!(
                    "not listed: the router serves {} under the name {:?}",
                    tool.module.function_path(winner),
                    rt.name
                ),
            ));
        }
    }
    let sorted = sorted(tool, rt);
    let order = |v: Value| if sorted { sorted_keys(&v) } else { v };
    let input = match input_schema(rt).map_err(LibError::unknown)? {
        Ok(v) => v,
        Err(message) => return Err(LibError::new(PANIC, message)),
    };
    let mut out = Map::new();
    out.insert("name".into(), Value::String(rt.name.clone()));
    if let Some(t) = &rt.title {
        out.insert("title".into(), Value::String(t.clone()));
    }
    if let Some(d) = &rt.description {
        out.insert("description".into(), Value::String(d.clone()));
    }
    out.insert("inputSchema".into(), order(input));
    if let Some(v) = output_schema(rt).map_err(LibError::unknown)? {
        out.insert("outputSchema".into(), order(v));
    }
    if rt.has_annotations {
        out.insert("annotations".into(), annotations(rt)?);
    }
    Ok(Value::Object(out))
}

/// The tools built into the same router as this one (itself included), in the order the
/// router adds them.
fn router_members<'m>(tool: &ToolInput<'m>) -> Vec<(usize, &'m Function)> {
    let module = tool.module;
    let me = module
        .functions
        .iter()
        .position(|f| std::ptr::eq(f.as_ref(), tool.function));
    let group = me.and_then(|i| module.marks.iter().find(|m| m.function == i)?.group);
    let mut members: Vec<(usize, &Function)> = match group {
        Some(g) => module
            .marks
            .iter()
            .filter(|m| m.group == Some(g) && m.library == Some(FRAMEWORK.handle()))
            .filter_map(|m| Some((m.function, module.functions.get(m.function)?.as_ref())))
            .collect(),
        None => me.map(|i| (i, tool.function)).into_iter().collect(),
    };
    members.sort_by_key(|(_, f)| f.span.start);
    members.dedup_by_key(|(i, _)| *i);
    members
}

/// Whether the parameter type can have a non-object schema (a struct with named fields or a
/// map never does, so the router's other tools need not be built to know).
fn may_panic(rt: &RustTool) -> bool {
    if rt.parameters_json.is_some() {
        return false;
    }
    let Some(t) = &rt.params else { return false };
    let mut t = t;
    while let RustType::Wrapper {
        kind: WrapperKind::Box | WrapperKind::Arc | WrapperKind::Rc,
        inner,
    } = t
    {
        t = inner;
    }
    match t {
        RustType::Map { .. } => false,
        RustType::Item { path, .. } => !rt.types.get(path).is_some_and(|d| {
            // Container attributes that replace the struct's own object schema.
            const REPLACING: &[&str] = &[
                "transparent",
                "with",
                "schema_with",
                "from",
                "try_from",
                "into",
                "remote",
            ];
            let replaced = ["serde", "schemars"]
                .iter()
                .any(|a| attrs::all_args(&d.item.attrs, a).any(|m| REPLACING.contains(&m.name())));
            matches!(&d.item.kind, ItemKind::Struct(Fields::Named(_))) && !replaced
        }),
        _ => true,
    }
}

/// The `inputSchema` (insertion order; `Err` inside: the panic message), or why toolsight
/// cannot tell.
fn input_schema(rt: &RustTool) -> Result<Result<Value, String>, String> {
    if let Some(v) = &rt.parameters_json {
        // `input_schema = expr` / `.parameters_value(json!(..))`: sent as built.
        return v.clone().map(Ok);
    }
    if legacy(rt) {
        // rmcp 0.7-0.9: `cached_schema_for_type::<T>()` as built; without `Parameters`, an
        // empty map (0.7) or the empty object schema (0.8, 0.9).
        return Ok(Ok(match &rt.params {
            Some(t) => serialize_order(&schema_for(rt, t, Settings::RMCP_0X)?),
            None if release(rt) == Ok(Release::V0_7) => Value::Object(Map::new()),
            None => serde_json::json!({"type": "object", "properties": {}}),
        }));
    }
    let Some(t) = &rt.params else {
        // No `Parameters<T>`: rmcp's `schema_for_empty_input()`.
        let mut m = Map::new();
        m.insert("type".into(), "object".into());
        m.insert("properties".into(), Value::Object(Map::new()));
        return Ok(Ok(Value::Object(m)));
    };
    let schema = serialize_order(&schema_for(rt, t, Settings::DRAFT2020_12)?);
    let mut m = match schema {
        Value::Object(m) => m,
        // `true` (any value, `serde_json::Value`): an object without `type` once the root
        // gets its `$schema`.
        Value::Bool(true) => Map::new(),
        _ => return Err("schemars built a schema toolsight cannot read".into()),
    };
    // rmcp's `validate_and_strip`.
    let problem = match m.get("type") {
        Some(Value::String(t)) if t == "object" => None,
        Some(Value::String(t)) => Some(format!(
            "MCP specification requires tool inputSchema to have root type 'object', but found '{t}'."
        )),
        None => Some(
            "Schema is missing 'type' field. MCP specification requires inputSchema to have root type 'object'."
                .to_string(),
        ),
        Some(other) => Some(format!(
            "Schema 'type' field has unexpected format: {other:?}. Expected \"object\"."
        )),
    };
    if let Some(e) = problem {
        return Ok(Err(panic_message(rt, t, &e)));
    }
    // Under `preserve_order` serde_json's `Map::remove` is `swap_remove`, as in rmcp's build.
    m.remove("title");
    m.remove("description");
    Ok(Ok(Value::Object(m)))
}

/// rmcp's panic text for an invalid parameter type, naming the type as `type_name` does.
fn panic_message(rt: &RustTool, t: &RustType, e: &str) -> String {
    let name = type_name::type_name(t, rt.crate_name.as_deref());
    match (rt.kind, &rt.attr) {
        // `#[tool]`: the macro names the `Parameters<T>` argument.
        (ToolKind::RoutedFn, Some(_)) => format!(
            "Invalid input schema for `{}<{name}>`: {e}",
            type_name::PARAMETERS
        ),
        (ToolKind::BaseTraitImpl, _) => {
            format!("Invalid input schema for ToolBase::Parameter type `{name}`: {e}")
        }
        // A hand-written route's `.parameters::<T>()`.
        _ => format!("Invalid input schema for `{name}`: {e}"),
    }
}

/// The `outputSchema`: `output_schema = expr` as built, else `Json<T>`'s (or
/// `ToolBase::Output`'s) serialize-contract schema with the root strip.
fn output_schema(rt: &RustTool) -> Result<Option<Value>, String> {
    if let Some(v) = &rt.output_json {
        return v.clone().map(Some);
    }
    let Some(t) = &rt.output else { return Ok(None) };
    if legacy(rt) {
        // rmcp 0.x builds `Json<T>`'s schema like the input's: deserialize contract, kept whole.
        return Ok(Some(serialize_order(&schema_for(
            rt,
            t,
            Settings::RMCP_0X,
        )?)));
    }
    let settings = Settings {
        for_serialize: true,
        ..Settings::DRAFT2020_12
    };
    let mut s = serialize_order(&schema_for(rt, t, settings)?);
    if let Value::Object(m) = &mut s {
        m.remove("title");
        m.remove("description");
    }
    Ok(Some(s))
}

/// `ToolAnnotations`, its keys in struct order, only those given.
fn annotations(rt: &RustTool) -> Result<Value, LibError> {
    const KEYS: [(&str, &str); 5] = [
        ("title", "title"),
        ("read_only_hint", "readOnlyHint"),
        ("destructive_hint", "destructiveHint"),
        ("idempotent_hint", "idempotentHint"),
        ("open_world_hint", "openWorldHint"),
    ];
    let mut out = Map::new();
    for (attr, key) in KEYS {
        // A key given twice: the macro rejects it; the builder's last call wins.
        let Some((_, v)) = rt.annotations.iter().rev().find(|(k, _)| k == attr) else {
            continue;
        };
        let value = match v {
            Lit::Bool(b) if attr != "title" => Value::Bool(*b),
            Lit::Str(s) if attr == "title" => Value::String(s.clone()),
            _ => {
                return Err(LibError::unknown(format!(
                    "the annotation `{attr}` is not a literal toolsight can read"
                )))
            }
        };
        out.insert(key.into(), value);
    }
    Ok(Value::Object(out))
}
