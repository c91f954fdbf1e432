//! fastmcp (the standalone package): `Tool.from_function(f).to_mcp_tool()`. The input schema
//! is pydantic's `TypeAdapter(f)` schema compressed (titles pruned, unused `$defs` dropped);
//! the output schema is the return type's serialization schema, wrapped in `result` when it
//! is not an object. A server lists the tool with `$defs` inlined (`dereference`) and in the
//! wire form of the protocol revision (`mcp_wire`).

mod dereference;

use serde_json::{Map, Value};

use super::markers::{Arg, Form, ListingTransforms, Markers, Method, NameRule, Wrapper};
use super::pydantic::{self, Generator};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{Origin, ParamKind, Prim, PyValue, Ty};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "fastmcp",
    label: "fastmcp",
    imports: &["fastmcp"],
    markers: Markers {
        decorators: &["tools.tool"],
        wrappers: &[
            Wrapper {
                callee: "Tool.from_function",
                arg: Arg::At(0, "fn"),
            },
            Wrapper {
                callee: "FunctionTool.from_function",
                arg: Arg::At(0, "fn"),
            },
        ],
        methods: &[
            Method {
                class: "FastMCP",
                method: "tool",
                form: Form::Decorator,
                loose: true,
            },
            Method {
                class: "FastMCP",
                method: "add_tool",
                form: Form::Register(Arg::At(0, "tool")),
                loose: true,
            },
        ],
        name: NameRule {
            keywords: &["name"],
            positional: true,
        },
        // fastmcp 2.x `add_tool(fn, name, description)`: the third argument (ADD_TOOL_ORDER).
        added_description: Some(("add_tool", Arg::At(2, "description"))),
        // Documented class methods returning `Self` (fastmcp's OpenAPI and FastAPI
        // integrations); curated tools are then added with `@mcp.tool` (rootly-mcp-server).
        constructors: &["FastMCP.from_openapi", "FastMCP.from_fastapi"],
        // `@mcp.tool(enabled=False)`: fastmcp 4.1.6 raises `TypeError: FastMCP.tool() got an
        // unexpected keyword argument 'enabled'` (ran it); fastmcp 2.x lists the tool as
        // disabled, i.e. not at all (its documentation; not run). No payload is sent.
        disabled_by: &["enabled"],
        // `BaseSearchTransform.transform_tools` (fastmcp 4.1.6 `server/transforms/search/
        // base.py`) lists `[*pinned, search_tool, call_tool]`, pinned being the tools named in
        // `always_visible`: every other tool is found through `search_tools` and called
        // through `call_tool` (ran on maplestats-mcp's shape: `['search_tools', 'call_tool']`).
        // The other transforms (namespace prefixes, tool transforms, visibility, version
        // filters, prompts or resources as tools) rename, hide or add tools: not read.
        listing_transforms: Some(ListingTransforms {
            method: "add_transform",
            constructor_keyword: "transforms",
            replacing: &[
                "BM25SearchTransform",
                "RegexSearchTransform",
                "BaseSearchTransform",
            ],
            pinned: "always_visible",
            decisive_methods: &["transform_tools", "__init__", "list_tools", "_list_tools"],
            // `ToolTransform(transforms: dict[str, ToolTransformConfig])` (fastmcp 4.1.6
            // `server/transforms/tool_transform.py`): `list_tools` applies the config of each
            // tool named by a key (new name, title, description, arguments, `enabled`).
            rewriting: &["ToolTransform"],
            mapping: Arg::At(0, "transforms"),
        }),
        ..Markers::NONE
    },
    providers: &[Provider::Mcp],
    targets: &[Provider::Mcp],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour {
        // fastmcp keys its components by name; with the default `on_duplicate="warn"` the
        // later one replaces the earlier after `logger.warning("Component already exists:
        // ...")` (fastmcp 4.1.6 `server/providers/local_provider/local_provider.py`).
        duplicate_in_group: Some(super::behaviour::DuplicateInGroup {
            decorated_only: true,
            message: "another tool of this server is also named `{name}`: fastmcp replaces `{function}` with this one (it only logs `Component already exists`), so `{function}` is never listed",
        }),
        // fastmcp 3+ keys a component `tool:{name}@{version}` (`FastMCPComponent.key`,
        // fastmcp 4.1.6 `utilities/components.py`): `@mcp.tool(name="x", version="2.0")` beside
        // `version="1.0"` keeps both, and `tools/list` shows the highest with the other
        // versions in its meta (`utilities/versions.py` `dedupe_with_versions`; ran 4.1.6).
        versioned_by: Some("version"),
        duplicate_across_modules: Some(
            "fastmcp keeps the one registered last and drops the other (it only logs `Component already exists`), so one definition is never listed",
        ),
        ..super::behaviour::Behaviour::NONE
    },
};

pub fn render(tool: &ToolInput, _provider: Provider) -> Rendered {
    let name = super::mcp::given_name(tool).unwrap_or_else(|| tool.tool_name());
    // fastmcp serves through the mcp 2.x low-level server: clients get the wire form.
    let result = entry(tool, &name).map(|t| super::mcp_wire::tool(t, tool.config.mcp_protocol));
    Rendered { name, result }
}

/// The positional parameters of fastmcp 2.x's `FastMCP.add_tool` after the function
/// (`add_tool(fn, name, description, tags, annotations)`, fastmcp 2.5.2 server.py:493).
const ADD_TOOL_ORDER: &[&str] = &["name", "description"];

/// The modules fastmcp's dependency injection comes from: its own re-exports, the
/// `uncalled_for` engine they are (`fastmcp.dependencies.Shared` is `uncalled_for.Shared`),
/// and pydocket, whose dependencies (`docket.Depends`, `CurrentDocket()`, `Retry(...)`)
/// subclass uncalled_for's `Dependency` (pydocket 0.27.0 `docket/dependencies/_base.py`,
/// `_functional.py`), which `get_dependency_parameters` looks for.
const DEPENDENCY_MODULES: &[&str] = &[
    "fastmcp.dependencies.",
    "fastmcp.server.dependencies.",
    "uncalled_for.",
    "docket.",
];

/// Whether a value is a call making a dependency (`Depends(f)`, `Shared(f)`,
/// `CurrentContext()`, ...): fastmcp fills such a parameter in at call time.
fn is_dependency_call(v: &PyValue) -> bool {
    matches!(v, PyValue::Call(c)
        if DEPENDENCY_MODULES.iter().any(|m| c.qualified.starts_with(m)))
}

/// `get_dependency_parameters`: a parameter whose default is a dependency (`Depends(f)`,
/// `Shared(f)`, `CurrentContext()`, ...) or whose `Annotated` metadata holds one is filled in
/// by fastmcp at call time, and `without_injected_parameters` leaves it out of the schema.
fn is_injected(p: &crate::model::Param) -> bool {
    let dependency = is_dependency_call;
    let in_metadata = p.annotation.as_ref().is_some_and(|a| match &a.ty {
        Ty::Annotated { meta, .. } => meta.iter().any(dependency),
        _ => false,
    });
    in_metadata || p.default.as_ref().is_some_and(|d| dependency(&d.value))
}

/// Whether a parameter's default is a name (`_made`, `deps.CLIENT`) whose value toolsight
/// does not read; a name that holds a literal, a `Field(...)` or a dependency is read
/// (`extract::literal::is_constant_value`) and no longer a name here.
fn default_name_unread(p: &crate::model::Param) -> bool {
    let Some(PyValue::Opaque { text }) = p.default.as_ref().map(|d| &d.value) else {
        return false;
    };
    !text.is_empty()
        && text.split('.').all(|part| {
            part.chars()
                .next()
                .is_some_and(|c| c.is_alphabetic() || c == '_')
                && part.chars().all(|c| c.is_alphanumeric() || c == '_')
        })
}

/// `_default_title`: `name.replace("_", " ").replace("-", " ").title()`.
fn default_title(name: &str) -> String {
    pydantic::encode::py_title(&name.replace(['_', '-'], " "))
}

fn entry(tool: &ToolInput, name: &str) -> Result<Value, LibError> {
    let f = tool.function;
    let params = super::common::call_params(f);
    for p in params {
        match p.kind {
            ParamKind::PositionalOnly => return Err(LibError::new("ValueError", "Functions with positional-only parameters are not supported as tools because MCP passes tool arguments by name. Replace them with standard parameters that can be passed as keywords.")),
            ParamKind::VarPositional => return Err(LibError::new("ValueError", "Functions with *args are not supported as tools")),
            ParamKind::VarKeyword => return Err(LibError::new("ValueError", "Functions with **kwargs are not supported as tools")),
            _ => {}
        }
    }
    // Whether a parameter is a dependency is decided by its default's value: a default
    // spelled through a name whose value is not read (`bz: Bugzilla = _made`, `_made =
    // make_dependency()`) may be one, so whether the parameter is in the schema is unread.
    if let Some(p) = params.iter().find(|p| default_name_unread(p)) {
        return Err(LibError::unknown(format!(
            "the default of `{}` is `{}`, whose value is not read: fastmcp leaves the parameter out where it is a dependency",
            p.name,
            p.default.as_ref().map_or("", |d| d.text.as_str())
        )));
    }
    // A parameter filled in by a dependency is left out before any annotation is resolved
    // (`without_injected_parameters`; the type hints' own failure is caught): `ctx: Context =
    // CurrentContext()` with `Context` imported only under `TYPE_CHECKING` raises nothing
    // (ran fastmcp 4.1.6, mcp-vm-blackbox).
    crate::frameworks::common::check_params(
        tool.module,
        f,
        params.iter().filter(|p| !is_injected(p)),
    )?;
    let doc = doc_info(f);
    let fields: Vec<_> = params
        .iter()
        .filter(|p| !super::mcp::is_context_param(p) && !is_injected(p))
        .map(|p| {
            let mut spec = pydantic::param_field(p);
            // `Annotated[T, "text"]` (exactly one metadata item, a string) becomes
            // `Annotated[T, Field(description="text")]`.
            if let Some(Ty::Annotated { meta, base }) = spec.ty {
                let nested = matches!(base.as_ref(), Ty::Annotated { .. });
                if let ([PyValue::Str(s)], false) = (meta.as_slice(), nested) {
                    spec.info.description = Some(s.clone());
                }
            }
            (spec, p.kind)
        })
        .collect();
    let mut gen = Generator::for_function(f);
    let raw = gen.arguments(&fields)?;
    let mut input = compress(&raw);
    // Explicit `Field(title=...)` titles survive the pruning.
    if let (Some(Value::Object(raw_props)), Some(Value::Object(props))) =
        (raw.get("properties"), input.get_mut("properties"))
    {
        for (k, rp) in raw_props {
            if let (Some(Value::String(t)), Some(Value::Object(p))) =
                (rp.get("title"), props.get_mut(k))
            {
                if *t != pydantic::title_from_name(k) {
                    p.insert("title".into(), Value::String(t.clone()));
                }
            }
        }
    }
    if let Some(Value::Object(props)) = input.get_mut("properties") {
        for (pname, desc) in &doc.1 {
            if let Some(Value::Object(p)) = props.get_mut(pname) {
                if !p.contains_key("description") {
                    p.insert("description".into(), Value::String(desc.clone()));
                }
            }
        }
    }
    let output = match tool.option("output_schema") {
        Some(PyValue::None) => None,
        _ => output_schema(tool)?,
    };

    let mut m = Map::new();
    m.insert("name".into(), name.into());
    let title = match tool.option("title") {
        Some(PyValue::Str(t)) => t.clone(),
        _ => default_title(name),
    };
    m.insert("title".into(), title.into());
    // fastmcp 2.x's `add_tool(fn, name, description, tags, annotations)` (2.5.2): fastmcp 4
    // takes only a tool there, so a positional description is 2.x's.
    let description = match super::mcp::registration_option(tool, "description", ADD_TOOL_ORDER) {
        Some(PyValue::Str(d)) => Some(d.clone()),
        _ => doc.0,
    };
    if let Some(d) = description {
        m.insert("description".into(), d.into());
    }
    m.insert("inputSchema".into(), dereference::dereference(input));
    if let Some(o) = output {
        m.insert("outputSchema".into(), dereference::dereference(o));
    }
    if let Some(a) = tool.option("annotations").and_then(super::mcp::annotations) {
        m.insert("annotations".into(), a);
    }
    let mut tags: Vec<String> = match tool.option("tags") {
        Some(PyValue::Set(v) | PyValue::List(v)) => v
            .iter()
            .filter_map(|t| t.as_str().map(str::to_string))
            .collect(),
        _ => Vec::new(),
    };
    tags.sort();
    let mut fm = Map::new();
    fm.insert(
        "tags".into(),
        Value::Array(tags.into_iter().map(Value::String).collect()),
    );
    let mut meta = Map::new();
    meta.insert("fastmcp".into(), Value::Object(fm));
    m.insert("_meta".into(), Value::Object(meta));
    Ok(Value::Object(m))
}

/// The description and parameter descriptions fastmcp reads from the docstring (griffe).
fn doc_info(f: &crate::model::Function) -> (Option<String>, Vec<(String, String)>) {
    let d = super::docstrings::fastmcp(f.doc.as_ref().map(|d| d.value.as_str()));
    (d.description, d.params)
}

/// `ParsedFunction`'s output schema: none for `None`/`Any`, bytes, bare sequences and types
/// pydantic has no schema for; objects as they are; anything else wrapped in `result`.
fn output_schema(tool: &ToolInput) -> Result<Option<Value>, LibError> {
    let Some(ret) = tool.function.returns.as_ref() else {
        return Ok(None);
    };
    let ty = ret.ty.type_hints(false);
    // `-> None` is `None` to `inspect.signature` (no schema), but a string annotation
    // resolves to `NoneType`, which is wrapped like any other type.
    if ty.is_none() && !ret.stringized {
        return Ok(None);
    }
    // pydantic has no schema for these (a sync `Generator` is an array, as `Iterable` is:
    // fastmcp 4.1.6 wraps it in `result`, ran).
    if matches!(
        ty,
        Ty::Generic {
            origin: Origin::Iterator | Origin::AsyncIterator | Origin::AsyncGenerator,
            ..
        }
    ) {
        return Ok(None);
    }
    let unconstrained = match &ty {
        Ty::Generic {
            origin: Origin::List | Origin::Tuple | Origin::Sequence,
            args,
            ..
        } => match args.as_deref() {
            None => true,
            Some([Ty::Any, Ty::Ellipsis]) => true,
            Some(a) => a.iter().all(|t| matches!(t, Ty::Any)),
        },
        _ => false,
    };
    if matches!(ty, Ty::Any) || contains_bytes(&ty) || unconstrained {
        return Ok(None);
    }
    let mut gen = Generator::for_function(tool.function);
    gen.serialization = true;
    let base = match gen.type_schema(&ret.ty) {
        Ok(s) => s,
        Err(e) if e.code == "PydanticSchemaGenerationError" => return Ok(None),
        Err(e) => return Err(e),
    };
    let schema = if is_object(&base, &base) {
        base
    } else {
        let mut gen = Generator::for_function(tool.function);
        gen.serialization = true;
        let field = pydantic::FieldSpec {
            name: "result".into(),
            ty: Some(&ret.ty),
            info: pydantic::FieldInfo::default(),
        };
        let mut s = gen.model("_WrappedResult", &[field], pydantic::ModelConfig::default())?;
        if let Value::Object(m) = &mut s {
            m.insert("x-fastmcp-wrap-result".into(), Value::Bool(true));
        }
        s
    };
    Ok(Some(compress(&schema)))
}

fn contains_bytes(ty: &Ty) -> bool {
    match ty {
        Ty::Prim(Prim::Bytes) => true,
        Ty::Union { members, .. } => members.iter().any(contains_bytes),
        Ty::Annotated { base, .. } => contains_bytes(base),
        _ => false,
    }
}

/// `_is_object_schema`.
fn is_object(s: &Value, root: &Value) -> bool {
    if s.get("type") == Some(&Value::String("object".into())) || s.get("properties").is_some() {
        return true;
    }
    let Some(r) = s
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| r.strip_prefix("#/"))
    else {
        return false;
    };
    let target = r.split('/').try_fold(root, |at, k| at.get(k));
    target.is_some_and(|t| t != s && is_object(t, root))
}

const SCHEMA_KEYWORDS: &[&str] = &[
    "type",
    "properties",
    "$ref",
    "items",
    "allOf",
    "oneOf",
    "anyOf",
    "required",
];
const METADATA_KEYS: &[&str] = &[
    "title",
    "description",
    "deprecated",
    "readOnly",
    "writeOnly",
];
const LITERAL_KEYWORDS: &[&str] = &["default", "const", "examples", "example", "enum"];
const MAP_KEYS: &[&str] = &[
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "dependentSchemas",
    "dependencies",
];
const LIST_KEYS: &[&str] = &["allOf", "anyOf", "oneOf", "prefixItems"];
const VALUE_KEYS: &[&str] = &[
    "items",
    "additionalItems",
    "additionalProperties",
    "contains",
    "contentSchema",
    "propertyNames",
    "unevaluatedItems",
    "unevaluatedProperties",
    "if",
    "then",
    "else",
    "not",
];

/// `compress_schema(schema, prune_titles=True)`: titles pruned where the node is a schema,
/// unused definitions dropped.
pub fn compress(schema: &Value) -> Value {
    let mut out = schema.clone();
    prune(&mut out, true, true);
    if let Some(Value::Object(defs)) = out.get("$defs").cloned() {
        // Membership in a set: a list searched per reference made a chain of thousands of
        // models quadratic.
        let mut used = Refs::default();
        let mut body = out.clone();
        if let Value::Object(m) = &mut body {
            m.shift_remove("$defs");
        }
        collect_refs(&body, &mut used);
        let mut i = 0;
        while i < used.order.len() {
            if let Some(d) = defs.get(&used.order[i]) {
                collect_refs(d, &mut used);
            }
            i += 1;
        }
        let kept: Map<String, Value> = defs
            .into_iter()
            .filter(|(k, _)| used.seen.contains(k))
            .collect();
        if let Value::Object(m) = &mut out {
            if kept.is_empty() {
                m.shift_remove("$defs");
            } else {
                m.insert("$defs".into(), Value::Object(kept));
            }
        }
    }
    out
}

/// The `$defs` names a schema refers to, in the order first met.
#[derive(Default)]
struct Refs {
    order: Vec<String>,
    seen: std::collections::HashSet<String>,
}

fn collect_refs(v: &Value, out: &mut Refs) {
    match v {
        Value::Object(m) => {
            if let Some(r) = m
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| r.strip_prefix("#/$defs/"))
            {
                if out.seen.insert(r.to_string()) {
                    out.order.push(r.to_string());
                }
            }
            m.values().for_each(|x| collect_refs(x, out));
        }
        Value::Array(a) => a.iter().for_each(|x| collect_refs(x, out)),
        _ => {}
    }
}

fn prune(v: &mut Value, in_schema: bool, _root: bool) {
    match v {
        Value::Object(m) => {
            if in_schema
                && m.get("title").is_some_and(Value::is_string)
                && (SCHEMA_KEYWORDS.iter().any(|k| m.contains_key(*k))
                    || m.keys().all(|k| METADATA_KEYS.contains(&k.as_str())))
            {
                m.shift_remove("title");
            }
            for (k, x) in m.iter_mut() {
                if !in_schema {
                    prune(x, false, false);
                } else if MAP_KEYS.contains(&k.as_str()) && x.is_object() {
                    if let Value::Object(sub) = x {
                        for s in sub.values_mut() {
                            prune(s, true, false);
                        }
                    }
                } else if LITERAL_KEYWORDS.contains(&k.as_str()) {
                } else if LIST_KEYS.contains(&k.as_str()) && x.is_array() {
                    if let Value::Array(items) = x {
                        for s in items.iter_mut() {
                            prune(s, true, false);
                        }
                    }
                } else if VALUE_KEYS.contains(&k.as_str()) {
                    prune(x, true, false);
                } else {
                    prune(x, false, false);
                }
            }
        }
        Value::Array(a) => a.iter_mut().for_each(|x| prune(x, in_schema, false)),
        _ => {}
    }
}
