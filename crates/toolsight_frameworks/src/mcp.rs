//! The official MCP Python SDK: `FastMCP` (1.x, `mcp.server.fastmcp`) and `MCPServer` (2.x).
//! A tool's `tools/list` entry: `func_metadata` builds a `<name>Arguments` model for the input
//! schema and, for structured output, a `<name>Output` model wrapping the return type.

use serde_json::{Map, Value};

use super::markers::{
    Arg, DictShape, Form, ListSink, LiteralMarker, LiteralPayload, Markers, Method, NameRule,
    Wrapper,
};
use super::pydantic::{self, FieldInfo, FieldSpec, Generator, ModelConfig};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{ClassKind, Origin, Prim, PyValue, Ty};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "mcp",
    label: "MCP Python SDK",
    imports: &["mcp"],
    markers: Markers {
        wrappers: &[Wrapper {
            callee: "Tool.from_function",
            arg: Arg::At(0, "fn"),
        }],
        lists: &[
            ListSink {
                callee: "FastMCP",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
            ListSink {
                callee: "MCPServer",
                arg: Arg::Keyword("tools"),
                bare: true,
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
                class: "MCPServer",
                method: "tool",
                form: Form::Decorator,
                loose: true,
            },
            Method {
                class: "FastMCP",
                method: "add_tool",
                form: Form::Register(Arg::At(0, "fn")),
                loose: true,
            },
            Method {
                class: "MCPServer",
                method: "add_tool",
                form: Form::Register(Arg::At(0, "fn")),
                loose: true,
            },
        ],
        // The low-level server lists hand-written `types.Tool(name=..., inputSchema={...})`.
        literals: &[
            LiteralMarker {
                callee: "Tool",
                name: "name",
                requires: "inputSchema",
                in_tests: false,
            },
            // 2.x spells the field in snake case.
            LiteralMarker {
                callee: "Tool",
                name: "name",
                requires: "input_schema",
                in_tests: false,
            },
        ],
        // A `tools/list` entry written as a dict (`{"name": ..., "inputSchema": {...}}`), as
        // servers keep their tool metadata in lists spread over modules and register or list
        // them by name. Recognised by shape, like the other providers' hand-written dicts; a
        // name that is data (`{"name": t.name, ...}` copying a remote server's tools) is none.
        dicts: &[DictShape {
            tag: None,
            keys: &["name", "inputSchema"],
            name: &["name"],
            with_any: &[],
            provider: Provider::Mcp,
            in_tests: false,
            not_when: &[("inputSchema", "json")],
            schema: &["inputSchema"],
            // The same dicts are what a client keeps of a server's tools (a scanner's
            // placeholders, a web page's `/api/tools`): a tool only where the list reaches
            // the SDK's listing or a `tools/list` result.
            listed_by: Some(&LISTINGS),
        }],
        literal_payloads: &[LiteralPayload {
            callee: "Tool",
            provider: Provider::Mcp,
            renames: &[
                ("input_schema", "inputSchema"),
                ("output_schema", "outputSchema"),
            ],
            convert: None,
        }],
        name: NameRule {
            keywords: &["name"],
            positional: true,
        },
        // `add_tool(fn, name, title, description)`: the fourth argument (ADD_TOOL_ORDER).
        added_description: Some(("add_tool", Arg::At(3, "description"))),
        // fastmcp servers are given `mcp.types.ToolAnnotations` (fastmcp depends on mcp).
        shared_modules: &["mcp.types"],
        ..Markers::NONE
    },
    providers: &[Provider::Mcp],
    targets: &[Provider::Mcp],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour {
        // The SDK's FastMCP keys its tools by name and keeps the first: `ToolManager.add_tool`
        // returns the existing tool after `logger.warning("Tool already exists: ...")` (mcp
        // 1.30 `server/fastmcp/tools/tool_manager.py`, mcp 2.3 `server/mcpserver/tools/`).
        // Nothing is rejected; the later definition is never listed.
        duplicate_in_group: Some(super::behaviour::DuplicateInGroup {
            decorated_only: true,
            message: "another tool of this server is also named `{name}`: the MCP SDK keeps `{function}`, registered first, and drops this one (it only logs `Tool already exists: {name}`), so this definition is never listed",
        }),
        duplicate_across_modules: Some(
            "the MCP SDK keeps the one registered first and drops the other (it only logs `Tool already exists: {name}`), so one definition is never listed",
        ),
        ..super::behaviour::Behaviour::NONE
    },
};

/// What lists a hand-written `tools/list` entry: the low-level server's `list_tools` handler
/// (`Server.list_tools` in mcp 1.30 `server/lowlevel/server.py`), `types.Tool` and
/// `ListToolsResult` built from it, a JSON-RPC server's `tools/list` result.
static LISTINGS: super::markers::Listings = super::markers::Listings {
    handlers: &["list_tools", "tools_list"],
    constructors: &["Tool", "ListToolsResult"],
    method: "tools/list",
    result_key: "tools",
    request_format: false,
};

/// The tool name a registration gives (`@mcp.tool("x")`, `name="x"`,
/// `add_tool(f, "x")`), else `__name__`.
pub fn given_name(tool: &ToolInput) -> Option<String> {
    tool.option("name")
        .or_else(|| added_positional(tool, "name", ADD_TOOL_ORDER))
        .or_else(|| tool.options.and_then(|o| o.args.first()))
        .and_then(PyValue::as_str)
        .map(str::to_string)
}

/// The positional parameters of the MCP SDK's `add_tool` after the function:
/// `FastMCP.add_tool(fn, name, title, description, ...)` (mcp 1.30) and
/// `MCPServer.add_tool` (mcp 2.3) alike.
pub(crate) const ADD_TOOL_ORDER: &[&str] = &["name", "title", "description"];

/// The argument `parameter` of an `add_tool(fn, ...)` registration given by position, in
/// the method's own order (`order`, the parameters after the function): the call
/// `mcp.add_tool(count, "count_letters", "Count letters", "Count the letters.")` names and
/// describes its tool as the keywords would. `None` for any other call.
pub(crate) fn added_positional<'a>(
    tool: &ToolInput<'a>,
    parameter: &str,
    order: &[&str],
) -> Option<&'a PyValue> {
    let call = tool.options?;
    if call.callee.rsplit('.').next() != Some("add_tool") {
        return None;
    }
    let at = order.iter().position(|p| *p == parameter)?;
    call.args.get(at + 1)
}

/// A keyword of the registering call, else the same argument given by position to
/// `add_tool` (`order`).
pub(crate) fn registration_option<'a>(
    tool: &ToolInput<'a>,
    parameter: &str,
    order: &[&str],
) -> Option<&'a PyValue> {
    tool.option(parameter)
        .or_else(|| added_positional(tool, parameter, order))
}

/// Whether a parameter is the server's injected context (`ctx: Context`).
/// `find_context_parameter` also takes a generic's direct arguments (`Optional[Context]`,
/// `Context | None`).
pub fn is_context_param(p: &crate::model::Param) -> bool {
    super::common::annotated_as(p, &["Context"])
        || p.annotation
            .as_ref()
            .is_some_and(|a| direct_args(&a.text).any(|t| last_segment(t) == "Context"))
}

/// Where mcp 2.x's `Resolve` marker class lives (`mcp/server/mcpserver/resolve.py`,
/// re-exported by `mcp.server.mcpserver`).
const RESOLVE: &[&str] = &[
    "mcp.server.mcpserver.Resolve",
    "mcp.server.mcpserver.resolve.Resolve",
];

/// Whether a parameter's annotation is `Annotated[T, ..., Resolve(fn), ...]` at its top level
/// (an alias of it included: the annotation's type is read through module-level aliases).
fn has_resolve_marker(p: &crate::model::Param) -> bool {
    p.annotation.as_ref().is_some_and(|a| match &a.ty {
        Ty::Annotated { meta, .. } => meta
            .iter()
            .any(|m| matches!(m, PyValue::Call(c) if RESOLVE.contains(&c.qualified.as_str()))),
        _ => false,
    })
}

fn last_segment(t: &str) -> &str {
    let t = t.trim().trim_matches(['"', '\'']);
    t.rsplit('.').next().unwrap_or(t).trim()
}

/// The parts of `A | B` and the arguments of `G[A, B]`, at the top level only.
fn direct_args(text: &str) -> impl Iterator<Item = &str> {
    let text = text.trim();
    let inner = match (text.find('['), text.ends_with(']')) {
        (Some(open), true) if !top_level_has(text, '|') => &text[open + 1..text.len() - 1],
        _ => text,
    };
    let sep = if top_level_has(text, '|') { '|' } else { ',' };
    split_top(inner, sep)
}

fn top_level_has(text: &str, sep: char) -> bool {
    split_top(text, sep).nth(1).is_some()
}

fn split_top(text: &str, sep: char) -> impl Iterator<Item = &str> {
    let mut depth = 0i32;
    let mut start = 0;
    let mut parts = Vec::new();
    for (i, c) in text.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            c if c == sep && depth == 0 => {
                parts.push(&text[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts.into_iter()
}

pub fn render(tool: &ToolInput, _provider: Provider) -> Rendered {
    let f = tool.function;
    let fn_name = f.runtime_name.clone().unwrap_or_else(|| f.name.clone());
    let name = given_name(tool).unwrap_or_else(|| tool.tool_name());
    let mut result = entry(tool, &name, &fn_name);
    // mcp 1.x (`mcp.server.fastmcp`) sends its models' own dump; 2.x the wire form.
    if !is_v1(tool.module) {
        result = result.map(|t| super::mcp_wire::tool(t, tool.config.mcp_protocol));
    }
    Rendered { name, result }
}

/// Whether the module serves through mcp 1.x: `FastMCP` from `mcp.server.fastmcp`, a module
/// that mcp 2.x no longer has.
fn is_v1(module: &crate::model::Module) -> bool {
    module
        .imports
        .iter()
        .any(|i| i.target == "mcp.server.fastmcp" || i.target.starts_with("mcp.server.fastmcp."))
}

fn entry(tool: &ToolInput, name: &str, fn_name: &str) -> Result<Value, LibError> {
    let f = tool.function;
    // mcp 1.x's `FastMCP.tool()` is a decorator factory: `@mcp.tool` without the call hands
    // it the function as `name`, and it raises (ran 1.30; dep-guard-mcp). mcp 2.x has no
    // `mcp.server.fastmcp` to import.
    if is_v1(tool.module)
        && f.decorators
            .iter()
            .any(|d| d.call.is_none() && d.text.ends_with(".tool"))
    {
        return Err(LibError::new(
            "TypeError",
            "The @tool decorator was used incorrectly. Did you forget to call it? Use @tool() instead of @tool",
        ));
    }
    // `inspect.signature(func, eval_str=True)` fails first. It evaluates only the annotations
    // that are wholly strings: a string nested in one (`Context[ServerSession, "AppContext"]`,
    // `list["Item"]`) stays a `ForwardRef` there.
    let Ok(forward) = super::common::signature_eval_str(tool.module, f) else {
        return Err(LibError::new(
            "InvalidSignature",
            format!("Unable to evaluate type annotations for callable '{fn_name}'"),
        ));
    };
    let params = super::common::call_params(f);
    if let Some(p) = params.iter().find(|p| p.name.starts_with('_')) {
        return Err(LibError::new(
            "InvalidSignature",
            format!("Parameter {} of {} cannot start with '_'", p.name, fn_name),
        ));
    }
    // The Context parameter is found through `typing.get_type_hints(fn)`, which evaluates the
    // nested strings too, except inside the subscript of `Context` (a pydantic generic model,
    // so `Context[S, "A"]` is a class it does not look into; ran mcp 1.30 and 2.3: such a tool
    // registers). Where it raises, no Context parameter is found and the Context goes into
    // the arguments model: not modelled, so unread.
    let has_context = params.iter().any(is_context_param);
    let others = params.iter().filter(|p| !is_context_param(p));
    if has_context && super::common::type_hints_of(tool.module, f, others).is_err() {
        return Err(LibError::unknown(
            "typing.get_type_hints raises, so mcp finds no Context parameter and puts it in the arguments model",
        ));
    }
    // A forward reference left in a field is resolved by pydantic against mcp's own module,
    // not the tool's (ran mcp 1.30 and 2.3: `list["Item"]` raises `PydanticUserError` ... is
    // not fully defined, even with `Item` defined beside the tool); which names that module
    // holds is not read: unread. In the return, the output model fails the same way and mcp
    // only logs it (the tool registers): what it then sends is not modelled, unread too.
    let in_schema =
        |n: &String| n == "return" || params.iter().any(|p| &p.name == n && !is_context_param(p));
    if let Some(n) = forward.iter().find(|n| in_schema(n)) {
        return Err(LibError::unknown(format!(
            "the annotation of `{n}` holds a string that pydantic resolves against mcp's own module"
        )));
    }
    // mcp 2.x fills a parameter annotated `Annotated[T, Resolve(fn)]` by running `fn` and
    // leaves it out of the arguments model (`find_resolved_parameters`, `skip_names`), found
    // through `typing.get_type_hints`: where those raise, mcp finds none (it catches) and the
    // parameter stays in the model, which toolsight does not decide.
    let resolved = |p: &&crate::model::Param| !is_v1(tool.module) && has_resolve_marker(p);
    if params.iter().any(|p| resolved(&p))
        && super::common::type_hints_of(tool.module, f, params.iter()).is_err()
    {
        return Err(LibError::unknown(
            "typing.get_type_hints raises, so mcp finds no `Resolve(...)` parameter and puts it in the arguments model",
        ));
    }
    let string = Ty::Prim(Prim::Str);
    let mut fields: Vec<FieldSpec> = Vec::new();
    for p in params
        .iter()
        .filter(|p| !is_context_param(p) && !resolved(p))
    {
        let mut spec = pydantic::param_field(p);
        if p.annotation.is_none() {
            // `WithJsonSchema({"title": name, "type": "string"})` for a bare parameter.
            spec.ty = Some(&string);
            spec.info.title = Some(p.name.clone());
        }
        fields.push(spec);
    }
    let mut gen = Generator::for_function(f);
    gen.arbitrary_types = true;
    let input = gen.model(
        &format!("{fn_name}Arguments"),
        &fields,
        ModelConfig::default(),
    )?;
    let output = match tool.option("structured_output") {
        Some(PyValue::Bool(false)) => None,
        _ => output_schema(tool, fn_name)?,
    };

    let mut m = Map::new();
    m.insert("name".into(), name.into());
    if let Some(PyValue::Str(t)) = registration_option(tool, "title", ADD_TOOL_ORDER) {
        m.insert("title".into(), t.clone().into());
    }
    let description = match registration_option(tool, "description", ADD_TOOL_ORDER) {
        Some(PyValue::Str(d)) => d.clone(),
        _ => f.doc.as_ref().map(|d| d.value.clone()).unwrap_or_default(),
    };
    m.insert("description".into(), description.into());
    m.insert("inputSchema".into(), input);
    if let Some(o) = output {
        m.insert("outputSchema".into(), o);
    }
    if let Some(a) = tool.option("annotations").and_then(annotations) {
        m.insert("annotations".into(), a);
    }
    Ok(Value::Object(m))
}

/// `ToolAnnotations(...)` (or a dict) as the wire shows it: camel-case keys in the model's
/// field order, unset ones left out.
pub fn annotations(v: &PyValue) -> Option<Value> {
    const FIELDS: [(&str, &str); 5] = [
        ("title", "title"),
        ("read_only_hint", "readOnlyHint"),
        ("destructive_hint", "destructiveHint"),
        ("idempotent_hint", "idempotentHint"),
        ("open_world_hint", "openWorldHint"),
    ];
    let pairs: Vec<(String, PyValue)> = match v {
        PyValue::Call(c) => c.kwargs.clone(),
        PyValue::Dict(kv) => kv
            .iter()
            .filter_map(|(k, v)| Some((k.as_str()?.to_string(), v.clone())))
            .collect(),
        _ => return None,
    };
    let mut m = Map::new();
    for (snake, camel) in FIELDS {
        if let Some((_, v)) = pairs.iter().find(|(k, _)| k == snake || k == camel) {
            if let Some(j) = pydantic::jsonable(v).filter(|j| !j.is_null()) {
                m.insert(camel.into(), j);
            }
        }
    }
    Some(Value::Object(m))
}

/// `_create_output_model`: models and TypedDicts as they are, `dict[str, T]` titled
/// `<name>DictOutput`, other annotations wrapped in `<name>Output.result`; none without a
/// return annotation or where pydantic cannot build the schema.
fn output_schema(tool: &ToolInput, fn_name: &str) -> Result<Option<Value>, LibError> {
    let Some(ret) = tool.function.returns.as_ref() else {
        return Ok(None);
    };
    let ty = ret.ty.type_hints(false);
    let mut gen = Generator::for_function(tool.function);
    gen.arbitrary_types = true;
    // Iterators and async generators are refused when the output model is built: pydantic has
    // no core schema for them. A sync `Generator` (like `Iterable`) is one of pydantic's
    // iterable types, an array of its items (mcp 1.30 and 2.3 list such a tool, ran).
    if let Ty::Generic {
        origin: origin @ (Origin::Iterator | Origin::AsyncIterator | Origin::AsyncGenerator),
        spelling,
        args,
    } = &ty
    {
        // pydantic names the type as written (`typing.Iterator[int]`, ran mcp 2.3.0).
        let t = Ty::Generic {
            origin: *origin,
            spelling: *spelling,
            args: args.clone(),
        };
        return Err(pydantic::no_schema_for(&crate::model::pyrepr::type_repr(
            &t,
        )));
    }
    let wrapped = |gen: &mut Generator, ty: &Ty| {
        let field = FieldSpec {
            name: "result".into(),
            ty: Some(ty),
            info: FieldInfo::default(),
        };
        gen.model(
            &format!("{fn_name}Output"),
            &[field],
            ModelConfig::default(),
        )
    };
    let out = match &ty {
        Ty::Class(c) if matches!(c.kind, ClassKind::Pydantic | ClassKind::TypedDict { .. }) => {
            gen.type_schema(&ret.ty)
        }
        Ty::Generic {
            origin: Origin::Dict,
            spelling: crate::model::Spelling::Builtin,
            args: Some(a),
        } if a.first() == Some(&Ty::Prim(Prim::Str)) => gen.type_schema(&ty).map(|mut s| {
            if let Value::Object(m) = &mut s {
                m.insert("title".into(), format!("{fn_name}DictOutput").into());
            }
            pydantic::sort(&s, None)
        }),
        // Another annotated class becomes a model of the same name and fields.
        Ty::Class(c)
            if matches!(c.kind, ClassKind::Dataclass | ClassKind::Plain)
                && !c.fields.is_empty() =>
        {
            let fields: Vec<FieldSpec> = c
                .fields
                .iter()
                .map(|fd| FieldSpec {
                    name: fd.name.clone(),
                    ty: Some(&fd.annotation.ty),
                    // `getattr(cls, name)`: a `field(default_factory=...)` leaves no class
                    // attribute, so such a field is required.
                    info: match fd.default.as_ref().map(|d| &d.value) {
                        Some(PyValue::Call(c))
                            if c.callee == "field" || c.qualified == "dataclasses.field" =>
                        {
                            match c.kwarg("default") {
                                Some(v) => pydantic::value_default(v),
                                None => FieldInfo::default(),
                            }
                        }
                        Some(v) => pydantic::value_default(v),
                        None => FieldInfo::default(),
                    },
                })
                .collect();
            gen.model(&c.name, &fields, ModelConfig::default())
        }
        Ty::Class(_) | Ty::Std(_) | Ty::Any => return Ok(None),
        // A bare `dict`, `list`, ... is a class without type hints.
        Ty::Generic { args: None, .. } => return Ok(None),
        _ => wrapped(&mut gen, &ret.ty),
    };
    // pydantic errors while the output model is built are logged, not raised.
    Ok(out.ok())
}
