//! The selectools 1.3.0 dialect.
//!
//! `native` is `Tool.schema()` of `selectools.tool(...)(f)`; `gemini` is what selectools'
//! Gemini provider sends: `_sanitize_schema_for_gemini(schema["parameters"])` validated into a
//! `google.genai.types.FunctionDeclaration` and dumped with
//! `model_dump(mode="json", exclude_none=True)`.
//!
//! Rules (selectools/tools/decorators.py, tools/base.py):
//! * parameter types come from `typing.get_type_hints(f)`; when that raises (an unresolvable
//!   name anywhere in the annotations, the return included) the raw `__annotations__` are used,
//!   so string annotations stay strings and are rejected;
//! * `Literal[...]` (also inside `Optional`) gives `enum` and a type from the first value;
//! * `Optional[T]` unwraps to `T`, any other multi-type union becomes `str`, `list[...]`/
//!   `dict[...]` become `list`/`dict` with `items`/`additionalProperties` only for primitive
//!   element types;
//! * anything that is not exactly `str, int, float, bool, list, dict` afterwards raises
//!   `ToolValidationError` when the decorator runs;
//! * required = no default and not `Optional`; `self`/`cls`, `*args`, `**kwargs` and
//!   `injected_kwargs` names are skipped; descriptions are `"Parameter <name>"` unless
//!   `param_metadata` says otherwise.

use serde_json::{Map, Value};

use super::common::getdoc;
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::pyrepr::type_repr;
use crate::model::value::float_repr;
use crate::model::{Function, Module, Origin, ParamKind, Prim, PyValue, Ty};

/// `type_list` in `Tool._validate_tool_definition`: the iteration order of the set
/// `{str, int, float, bool, list, dict}` in CPython 3.12 (hashes of the builtin type objects).
const TYPE_LIST: &str = "str, list, bool, dict, int, float";

/// The Python type a parameter ends up with after `_unwrap_type` / `_literal_info`.
#[derive(Clone, Debug, PartialEq)]
enum PType {
    Str,
    Int,
    Float,
    Bool,
    List,
    Dict,
    /// An unsupported type, with `str(param_type)` for the error message.
    Other(String),
}

impl PType {
    fn json(&self) -> &'static str {
        match self {
            PType::Str | PType::Other(_) => "string",
            PType::Int => "integer",
            PType::Float => "number",
            PType::Bool => "boolean",
            PType::List => "array",
            PType::Dict => "object",
        }
    }
}

/// A `ToolParameter`.
#[derive(Clone, Debug)]
struct ToolParameter {
    name: String,
    ptype: PType,
    description: PyValue,
    required: bool,
    enum_values: Option<PyValue>,
    element: Option<PType>,
}

/// What `get_type_hints` (or the raw `__annotations__` fallback) holds for a parameter.
enum Hint {
    /// No annotation: `type_hints.get(name, str)`.
    Missing,
    /// A string left unevaluated (fallback mode).
    Text(String),
    Ty(Ty),
}

use super::markers::{Form, Markers, Method};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "selectools",
    label: "selectools",
    imports: &["selectools"],
    markers: Markers {
        decorators: &["tool"],
        methods: &[Method {
            class: "ToolRegistry",
            method: "tool",
            form: Form::Decorator,
            loose: false,
        }],
        ..Markers::NONE
    },
    providers: &[Provider::Native, Provider::Gemini],
    targets: &[Provider::OpenaiChat, Provider::Anthropic, Provider::Gemini],
    renderer: Some(render),
    // `Tool.execute` drops optional arguments that are `None` "so that the function's own
    // default is used" (selectools/tools/base.py).
    degradations: &[
        super::Degradation::NonStrReturn,
    ],
    silent: None,
    behaviour: super::behaviour::Behaviour {
        // A `ToolRegistry` keys tools by name: the later one replaces the earlier with only
        // a `UserWarning`.
        duplicate_in_group: Some(super::behaviour::DuplicateInGroup {
            decorated_only: true,
            message: "another tool of this registry is also named `{name}`: selectools replaces it (`Tool '{name}' is already registered and will be overwritten`), so only one of them is ever sent",
        }),
        fills_default_for_none: Some("selectools leaves a `None` argument out of the call, so the default is used: `None` can never be passed"),
        collapsed_union: Some(collapsed_union),
        ..super::behaviour::Behaviour::NONE
    },
};

pub fn render(tool: &ToolInput, provider: Provider) -> Rendered {
    let f = tool.function;
    match build(tool) {
        Err(e) => Rendered {
            name: f.name.clone(),
            result: Err(e),
        },
        Ok(built) => {
            let result = match provider {
                Provider::Gemini => gemini(&built),
                _ => Ok(native(&built)),
            };
            let name = match &result {
                Ok(v) => v
                    .get("name")
                    .and_then(Value::as_str)
                    .map(str::to_string)
                    .unwrap_or_else(|| built.name.clone()),
                Err(_) => built.name.clone(),
            };
            Rendered { name, result }
        }
    }
}

struct Built {
    name: String,
    description: String,
    params: Vec<ToolParameter>,
}

fn dict_get<'a>(d: &'a PyValue, key: &str) -> Option<&'a PyValue> {
    match d {
        PyValue::Dict(kv) => kv
            .iter()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v),
        _ => None,
    }
}

fn validation_error(tool: &str, param: &str, issue: &str, suggestion: &str) -> LibError {
    let bar = "=".repeat(60);
    let mut m = format!("\n{bar}\n");
    m += &format!("❌ Tool Validation Error: '{tool}'\n");
    m += &format!("{bar}\n\n");
    m += &format!("Parameter: {param}\n");
    m += &format!("Issue: {issue}\n");
    if !suggestion.is_empty() {
        m += &format!("\n💡 Suggestion: {suggestion}\n");
    }
    m += &format!("\n{bar}\n");
    LibError::new("ToolValidationError", m)
}

/// `_build_tool_from_fn` + `Tool.__init__` validation.
fn build(tool: &ToolInput) -> Result<Built, LibError> {
    let f = tool.function;
    let name = match tool.option("name") {
        Some(PyValue::Str(s)) if !s.is_empty() => s.clone(),
        _ => f.name.clone(),
    };
    let description = match tool.option("description") {
        Some(PyValue::Str(s)) if !s.is_empty() => s.clone(),
        _ => getdoc(f)
            .filter(|d| !d.is_empty())
            .unwrap_or_else(|| format!("Tool {name}")),
    };
    let params = infer_parameters(
        tool.module,
        f,
        tool.option("param_metadata"),
        tool.option("injected_kwargs"),
    );

    if name.trim().is_empty() {
        return Err(validation_error(
            "<unnamed>",
            "name",
            "Tool name cannot be empty",
            "Provide a descriptive name for the tool",
        ));
    }
    if description.trim().is_empty() {
        return Err(validation_error(
            &name,
            "description",
            "Tool description cannot be empty",
            "Provide a clear description explaining what the tool does",
        ));
    }
    for p in &params {
        if let PType::Other(repr) = &p.ptype {
            return Err(validation_error(
                &name,
                &p.name,
                &format!("Unsupported parameter type: {repr}"),
                &format!("Use one of: {TYPE_LIST}"),
            ));
        }
    }
    Ok(Built {
        name,
        description,
        params,
    })
}

/// Python's builtins module names an annotation can refer to (besides exception classes).
const BUILTINS: &[&str] = &[
    "Ellipsis",
    "False",
    "None",
    "NotImplemented",
    "True",
    "abs",
    "aiter",
    "all",
    "anext",
    "any",
    "ascii",
    "bin",
    "bool",
    "breakpoint",
    "bytearray",
    "bytes",
    "callable",
    "chr",
    "classmethod",
    "compile",
    "complex",
    "delattr",
    "dict",
    "dir",
    "divmod",
    "enumerate",
    "eval",
    "exec",
    "filter",
    "float",
    "format",
    "frozenset",
    "getattr",
    "globals",
    "hasattr",
    "hash",
    "hex",
    "id",
    "input",
    "int",
    "isinstance",
    "issubclass",
    "iter",
    "len",
    "list",
    "locals",
    "map",
    "max",
    "memoryview",
    "min",
    "next",
    "object",
    "oct",
    "open",
    "ord",
    "pow",
    "print",
    "property",
    "range",
    "repr",
    "reversed",
    "round",
    "set",
    "setattr",
    "slice",
    "sorted",
    "staticmethod",
    "str",
    "sum",
    "super",
    "tuple",
    "type",
    "vars",
    "zip",
];

/// Expression keywords that are not names.
const KEYWORDS: &[&str] = &[
    "and", "or", "not", "in", "is", "if", "else", "lambda", "for",
];

/// Whether `typing.get_type_hints(f)` raises `NameError`: a string annotation (or a string
/// nested in an annotation) names something the module's globals do not hold once it has run
/// (`TYPE_CHECKING`-only imports, undefined names, PEP 695 type parameters on 3.12.1).
fn hints_fail(module: &Module, f: &Function) -> bool {
    if module.globals.iter().any(|g| g == "*") {
        return false;
    }
    // `@tool()` runs while the module is still executing: names bound further down the file
    // do not exist yet when it calls `get_type_hints`.
    let decorated = f
        .decorators
        .iter()
        .any(|d| d.qualified == "tool" || d.qualified.ends_with(".tool"));
    let at = f.span.start;
    let bound_later = |n: &str| {
        if !decorated {
            return false;
        }
        let mut starts = module
            .imports
            .iter()
            .filter(|i| i.local == n)
            .map(|i| i.span.start)
            .chain(
                module
                    .classes
                    .iter()
                    .filter(|c| c.qualname == n)
                    .map(|c| c.span.start),
            )
            .chain(
                module
                    .functions
                    .iter()
                    .filter(|g| g.is_module_level() && g.name == n)
                    .map(|g| g.span.start),
            )
            .peekable();
        starts.peek().is_some() && starts.all(|s| s > at)
    };
    let known = |n: &str| {
        BUILTINS.contains(&n)
            || KEYWORDS.contains(&n)
            || (module.globals.iter().any(|g| g == n) && !bound_later(n))
    };
    let mut texts: Vec<&str> = Vec::new();
    for a in f
        .params
        .iter()
        .filter_map(|p| p.annotation.as_ref())
        .chain(f.returns.as_ref())
    {
        if a.stringized {
            texts.push(&a.text);
        }
        forward_texts(&a.ty, &mut texts);
    }
    texts
        .iter()
        .any(|t| free_names(t).iter().any(|n| !known(n)))
}

/// The texts of strings nested in an annotation that Python evaluates as forward references.
fn forward_texts<'a>(ty: &'a Ty, out: &mut Vec<&'a str>) {
    match ty {
        Ty::Forward { text, resolved } => {
            out.push(text);
            forward_texts(resolved, out);
        }
        Ty::Generic { args, .. } => args.iter().flatten().for_each(|a| forward_texts(a, out)),
        Ty::Union { members, .. } => members.iter().for_each(|a| forward_texts(a, out)),
        Ty::Annotated { base, .. } => forward_texts(base, out),
        Ty::Qualified { inner, .. } => forward_texts(inner, out),
        Ty::ParamList(items) => items.iter().for_each(|a| forward_texts(a, out)),
        _ => {}
    }
}

/// The names an expression looks up (first identifier of each attribute chain), skipping
/// string literals and keyword-argument names.
fn free_names(expr: &str) -> Vec<String> {
    let chars: Vec<char> = expr.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut prev_sig: Option<char> = None;
    while i < chars.len() {
        let c = chars[i];
        if c == '\'' || c == '"' {
            // Skip the literal (triple quotes included); nested forward refs come from the model.
            let triple = i + 2 < chars.len() && chars[i + 1] == c && chars[i + 2] == c;
            let q = if triple { 3 } else { 1 };
            i += q;
            while i < chars.len() {
                if chars[i] == '\\' {
                    i += 2;
                    continue;
                }
                if chars[i] == c
                    && (!triple || (i + 2 < chars.len() && chars[i + 1] == c && chars[i + 2] == c))
                {
                    i += q;
                    break;
                }
                i += 1;
            }
            prev_sig = Some(c);
            continue;
        }
        if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            // A string prefix (`r"..."`, `b'...'`) is not a name.
            let prefix = i < chars.len() && (chars[i] == '\'' || chars[i] == '"');
            let mut j = i;
            while j < chars.len() && chars[j] == ' ' {
                j += 1;
            }
            let kwarg = j < chars.len() && chars[j] == '=' && chars.get(j + 1) != Some(&'=');
            if prev_sig != Some('.') && !prefix && !kwarg {
                out.push(word);
            }
            prev_sig = Some('a');
            continue;
        }
        if c.is_ascii_digit() {
            while i < chars.len()
                && (chars[i].is_alphanumeric() || chars[i] == '.' || chars[i] == '_')
            {
                i += 1;
            }
            prev_sig = Some('0');
            continue;
        }
        if !c.is_whitespace() {
            prev_sig = Some(c);
        }
        i += 1;
    }
    out
}

fn infer_parameters(
    module: &Module,
    f: &Function,
    param_metadata: Option<&PyValue>,
    injected_kwargs: Option<&PyValue>,
) -> Vec<ToolParameter> {
    let fallback = hints_fail(module, f);
    let injected: Vec<&str> = match injected_kwargs {
        Some(PyValue::Dict(kv)) => kv.iter().filter_map(|(k, _)| k.as_str()).collect(),
        _ => Vec::new(),
    };
    let mut out = Vec::new();
    for p in &f.params {
        if p.name == "self" || p.name == "cls" {
            continue;
        }
        if matches!(p.kind, ParamKind::VarPositional | ParamKind::VarKeyword) {
            continue;
        }
        if injected.contains(&p.name.as_str()) {
            continue;
        }
        let meta = param_metadata.and_then(|m| dict_get(m, &p.name));
        let description = meta
            .and_then(|m| dict_get(m, "description"))
            .cloned()
            .unwrap_or_else(|| PyValue::Str(format!("Parameter {}", p.name)));
        let mut enum_values = meta.and_then(|m| dict_get(m, "enum")).cloned();

        let hint = match &p.annotation {
            None => Hint::Missing,
            Some(a) if fallback && a.stringized => Hint::Text(a.text.clone()),
            Some(a) if fallback => Hint::Ty(a.ty.clone()),
            Some(a) => Hint::Ty(a.ty.type_hints(false)),
        };
        let (ptype, element, optional_type) = match &hint {
            Hint::Missing => (PType::Str, None, false),
            Hint::Text(t) => (PType::Other(t.clone()), None, false),
            Hint::Ty(ty) => {
                let element_and_type = match literal_info(ty) {
                    Some((base, values)) => {
                        if enum_values.is_none() {
                            enum_values = Some(PyValue::List(values));
                        }
                        (base, None)
                    }
                    None => {
                        let t = unwrap_type(ty);
                        let el = if matches!(t, PType::List | PType::Dict) {
                            collection_element_type(ty)
                        } else {
                            None
                        };
                        (t, el)
                    }
                };
                let optional = ty
                    .union_members()
                    .is_some_and(|m| m.iter().any(Ty::is_none));
                (element_and_type.0, element_and_type.1, optional)
            }
        };
        // An annotation toolsight could not model (a subscripted PEP 695 alias): its repr is
        // the source text, as Python prints the evaluated object.
        let ptype = match (&ptype, &hint) {
            (PType::Other(_), Hint::Ty(Ty::Unknown { .. })) => match &p.annotation {
                Some(a) => PType::Other(normalized_text(&a.text)),
                None => ptype,
            },
            _ => ptype,
        };
        let has_default = p.default.is_some();
        out.push(ToolParameter {
            name: p.name.clone(),
            ptype,
            description,
            required: !(has_default || optional_type),
            enum_values,
            element,
        });
    }
    out
}

fn non_none(members: &[Ty]) -> Vec<&Ty> {
    members.iter().filter(|m| !m.is_none()).collect()
}

/// `_literal_info`: `(type(values[0]), values)` for `Literal[...]`, through `Optional`.
fn literal_info(ty: &Ty) -> Option<(PType, Vec<PyValue>)> {
    match ty {
        Ty::Union { members, .. } => {
            let nn = non_none(members);
            if nn.len() == 1 {
                literal_info(nn[0])
            } else {
                None
            }
        }
        Ty::Literal(values) => {
            let first = values.first()?;
            Some((value_type(first), values.clone()))
        }
        _ => None,
    }
}

/// `type(value)` as a selectools parameter type.
fn value_type(v: &PyValue) -> PType {
    match v {
        PyValue::Str(_) => PType::Str,
        PyValue::Int(_) => PType::Int,
        PyValue::Float(_) => PType::Float,
        PyValue::Bool(_) => PType::Bool,
        PyValue::EnumMember { class, .. } => PType::Other(format!("<enum '{class}'>")),
        other => PType::Other(format!("<class '{}'>", other.type_name())),
    }
}

/// `_unwrap_type`.
fn unwrap_type(ty: &Ty) -> PType {
    match ty {
        Ty::Union { members, .. } => {
            let nn = non_none(members);
            if nn.len() == 1 {
                unwrap_type(nn[0])
            } else {
                PType::Str
            }
        }
        Ty::Prim(Prim::Str) => PType::Str,
        Ty::Prim(Prim::Int) => PType::Int,
        Ty::Prim(Prim::Float) => PType::Float,
        Ty::Prim(Prim::Bool) => PType::Bool,
        Ty::Generic {
            origin: Origin::List,
            ..
        } => PType::List,
        Ty::Generic {
            origin: Origin::Dict,
            ..
        } => PType::Dict,
        other => PType::Other(type_str(other)),
    }
}

/// An annotation's source text with Python's repr spacing (`a, b`, no other blanks).
fn normalized_text(text: &str) -> String {
    let compact: String = text.split_whitespace().collect::<Vec<_>>().join("");
    compact.replace(',', ", ")
}

/// `str(param_type)` for an unsupported annotation.
fn type_str(ty: &Ty) -> String {
    type_repr(ty)
}

/// A primitive element type (`str, int, float, bool`), as `isinstance(arg, type)` sees it.
fn primitive(ty: &Ty) -> Option<PType> {
    match ty {
        Ty::Prim(Prim::Str) => Some(PType::Str),
        Ty::Prim(Prim::Int) => Some(PType::Int),
        Ty::Prim(Prim::Float) => Some(PType::Float),
        Ty::Prim(Prim::Bool) => Some(PType::Bool),
        _ => None,
    }
}

/// `_collection_element_type`.
fn collection_element_type(ty: &Ty) -> Option<PType> {
    match ty {
        Ty::Union { members, .. } => {
            let nn = non_none(members);
            if nn.len() == 1 {
                collection_element_type(nn[0])
            } else {
                None
            }
        }
        Ty::Generic {
            origin: Origin::List,
            args: Some(args),
            ..
        } => args.first().and_then(primitive),
        Ty::Generic {
            origin: Origin::Dict,
            args: Some(args),
            ..
        } if args.len() >= 2 => primitive(&args[1]),
        _ => None,
    }
}

/// `ToolParameter.to_schema()`.
fn param_schema(p: &ToolParameter) -> Value {
    let mut m = Map::new();
    m.insert("type".into(), Value::String(p.ptype.json().into()));
    m.insert("description".into(), p.description.to_json());
    if let Some(e) = p.enum_values.as_ref().filter(|e| PyValue::truthy(e)) {
        m.insert("enum".into(), e.to_json());
    }
    if let Some(el) = &p.element {
        let mut inner = Map::new();
        inner.insert("type".into(), Value::String(el.json().into()));
        match p.ptype {
            PType::List => {
                m.insert("items".into(), Value::Object(inner));
            }
            PType::Dict => {
                m.insert("additionalProperties".into(), Value::Object(inner));
            }
            _ => {}
        }
    }
    Value::Object(m)
}

/// `Tool.schema()`.
fn native(b: &Built) -> Value {
    let mut props = Map::new();
    for p in &b.params {
        props.insert(p.name.clone(), param_schema(p));
    }
    let required: Vec<Value> = b
        .params
        .iter()
        .filter(|p| p.required)
        .map(|p| Value::String(p.name.clone()))
        .collect();
    let mut params = Map::new();
    params.insert("type".into(), Value::String("object".into()));
    params.insert("properties".into(), Value::Object(props));
    params.insert("required".into(), Value::Array(required));
    let mut m = Map::new();
    m.insert("name".into(), Value::String(b.name.clone()));
    m.insert("description".into(), Value::String(b.description.clone()));
    m.insert("parameters".into(), Value::Object(params));
    Value::Object(m)
}

/// One pydantic line-error of a `ValidationError`.
struct PydanticError {
    loc: String,
    msg: &'static str,
    kind: &'static str,
    input: String,
    input_type: String,
}

/// pydantic-core's `input_value` repr (Python repr, long strings truncated).
fn pydantic_repr(v: &PyValue) -> String {
    match v {
        PyValue::Float(f) => float_repr(*f),
        other => {
            let r = other.repr();
            let chars: Vec<char> = r.chars().collect();
            if chars.len() > 50 {
                let head: String = chars[..25].iter().collect();
                let tail: String = chars[chars.len() - 24..].iter().collect();
                format!("{head}...{tail}")
            } else {
                r
            }
        }
    }
}

fn string_error(loc: String, v: &PyValue) -> PydanticError {
    PydanticError {
        loc,
        msg: "Input should be a valid string",
        kind: "string_type",
        input: pydantic_repr(v),
        input_type: v.type_name(),
    }
}

/// `GeminiProvider._map_tool_to_gemini(tool)` dumped with `model_dump(mode="json",
/// exclude_none=True)`: the sanitised parameters validated into a `types.Schema`.
fn gemini(b: &Built) -> Result<Value, LibError> {
    let mut errors: Vec<PydanticError> = Vec::new();
    let mut props = Map::new();
    for p in &b.params {
        let loc = format!("parameters.properties.{}", p.name);
        // Schema field order: description, enum, items, ..., type.
        let mut m = Map::new();
        match &p.description {
            PyValue::Str(s) => {
                m.insert("description".into(), Value::String(s.clone()));
            }
            PyValue::None => {}
            other => errors.push(string_error(format!("{loc}.description"), other)),
        }
        if let Some(e) = p.enum_values.as_ref().filter(|e| PyValue::truthy(e)) {
            match e {
                PyValue::List(items) | PyValue::Tuple(items) => {
                    let mut out = Vec::new();
                    for (i, item) in items.iter().enumerate() {
                        match item {
                            PyValue::Str(s) => out.push(Value::String(s.clone())),
                            other => errors.push(string_error(format!("{loc}.enum.{i}"), other)),
                        }
                    }
                    m.insert("enum".into(), Value::Array(out));
                }
                other => errors.push(PydanticError {
                    loc: format!("{loc}.enum"),
                    msg: "Input should be a valid list",
                    kind: "list_type",
                    input: pydantic_repr(other),
                    input_type: other.type_name(),
                }),
            }
        }
        if p.ptype == PType::List {
            // `items` from list[T], or the sanitiser's `{"type": "string"}` for a bare list.
            let el = p.element.as_ref().map(PType::json).unwrap_or("string");
            let mut inner = Map::new();
            inner.insert("type".into(), Value::String(el.to_uppercase()));
            m.insert("items".into(), Value::Object(inner));
        }
        m.insert("type".into(), Value::String(p.ptype.json().to_uppercase()));
        props.insert(p.name.clone(), Value::Object(m));
    }
    if !errors.is_empty() {
        let n = errors.len();
        let mut msg = format!(
            "{n} validation error{} for FunctionDeclaration",
            if n == 1 { "" } else { "s" }
        );
        for e in &errors {
            msg += &format!(
                "\n{}\n  {} [type={}, input_value={}, input_type={}]\n    For further information visit https://errors.pydantic.dev/2.14/v/{}",
                e.loc, e.msg, e.kind, e.input, e.input_type, e.kind
            );
        }
        return Err(LibError::new("ValidationError", msg));
    }
    let required: Vec<Value> = b
        .params
        .iter()
        .filter(|p| p.required)
        .map(|p| Value::String(p.name.clone()))
        .collect();
    let mut params = Map::new();
    params.insert("properties".into(), Value::Object(props));
    params.insert("required".into(), Value::Array(required));
    params.insert("type".into(), Value::String("OBJECT".into()));
    let mut m = Map::new();
    m.insert("description".into(), Value::String(b.description.clone()));
    m.insert("name".into(), Value::String(b.name.clone()));
    m.insert("parameters".into(), Value::Object(params));
    Ok(Value::Object(m))
}

/// selectools sends any union as a string.
fn collapsed_union(
    ty: &crate::model::Ty,
    text: &str,
    param: &str,
    providers: &[Provider],
) -> Option<(Vec<Provider>, String)> {
    super::behaviour::multi_type(ty).is_some().then(|| {
        (
            providers.to_vec(),
            format!("selectools sends `{text}` as `\"type\": \"string\"`: the model only ever sends strings for `{param}`"),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn free_names_skip_strings_attributes_and_kwargs() {
        assert_eq!(
            free_names("Annotated[typing.List['x'], Field(description=\"d\")] | None"),
            vec!["Annotated", "typing", "Field", "None"]
        );
        assert_eq!(free_names("dict[str, b'x']"), vec!["dict", "str"]);
        assert!(free_names("Literal[1, 2.5e3]")
            .iter()
            .eq(["Literal"].iter()));
    }

    #[test]
    fn pydantic_truncates_long_inputs() {
        let long = PyValue::List((0..30).map(PyValue::Int).collect());
        assert_eq!(
            pydantic_repr(&long),
            "[0, 1, 2, 3, 4, 5, 6, 7, ... 24, 25, 26, 27, 28, 29]"
        );
        assert_eq!(
            pydantic_repr(&PyValue::Str("a".repeat(49))),
            format!("'{}...{}'", "a".repeat(24), "a".repeat(23))
        );
    }

    #[test]
    fn validation_error_layout() {
        let e = validation_error("t", "x", "Issue here", "");
        assert_eq!(
            e.message,
            format!("\n{0}\n❌ Tool Validation Error: 't'\n{0}\n\nParameter: x\nIssue: Issue here\n\n{0}\n", "=".repeat(60))
        );
    }
}
