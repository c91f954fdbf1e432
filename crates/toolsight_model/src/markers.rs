//! What makes something a tool of a framework, as data. Discovery (`extract/discover`)
//! interprets these tables; a framework module only fills them in.
//!
//! Callables are named by a dotted suffix of their qualified name after import resolution,
//! under one of the framework's import roots: `"tool"` matches `langchain_core.tools.tool`
//! and `langchain.tools.tool` alike, `"StructuredTool.from_function"` matches the class
//! method wherever the framework re-exports the class. Suffixes keep the tables short and
//! survive the re-export paths users import from.

/// Which argument of a call carries the function (or the list of tools).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    /// The positional argument at this index, or the keyword of this name.
    At(u8, &'static str),
    /// Only this keyword.
    Keyword(&'static str),
    /// Every positional argument (`mk_ns(f, g)`).
    AllPositional,
    /// The first positional argument is a string naming a function of the module
    /// (`get_schema_nm("f", ns)`).
    NameString,
}

impl Arg {
    /// The argument of an evaluated call this names (`NameString` and `AllPositional` name
    /// none).
    pub fn in_call(self, call: &crate::CallValue) -> Option<&crate::PyValue> {
        match self {
            Arg::At(i, kw) => call.kwarg(kw).or_else(|| call.args.get(usize::from(i))),
            Arg::Keyword(kw) => call.kwarg(kw),
            Arg::AllPositional | Arg::NameString => None,
        }
    }
}

/// A callable that makes its argument a tool: `FunctionTool(f)`, `StructuredTool.from_function(f)`.
#[derive(Clone, Copy, Debug)]
pub struct Wrapper {
    pub callee: &'static str,
    pub arg: Arg,
}

/// How a method of a framework object marks tools.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// Used as a decorator, with or without arguments, or applied by call
    /// (`@mcp.tool()`, `mcp.tool(name="x")(f)`).
    Decorator,
    /// Takes the function: `mcp.add_tool(f)`, `self.register(self.m)`.
    Register(Arg),
    /// Takes a list of tools: `llm.bind_tools([...])`.
    List(Arg),
    /// Takes an object whose methods carrying one of the framework's decorators are its tools
    /// (Semantic Kernel's `kernel.add_plugin(MathPlugin(), plugin_name="math")`); the call's
    /// arguments are each such method's options.
    Plugin(Arg),
}

/// A method of the framework's objects.
#[derive(Clone, Copy, Debug)]
pub struct Method {
    /// The class whose instances have it (a dotted suffix, as for callables); `""` for any
    /// receiver (`.bind_tools(...)` on whatever chat model).
    pub class: &'static str,
    pub method: &'static str,
    pub form: Form,
    /// Also match when the receiver's class cannot be seen (a parameter, `self.mcp`) in a
    /// file that imports the framework: only for names no other library uses that way.
    pub loose: bool,
}

/// A call taking a list (or several) of tools: `Agent(tools=[...])`, `stores.Index([...])`.
#[derive(Clone, Copy, Debug)]
pub struct ListSink {
    pub callee: &'static str,
    pub arg: Arg,
    /// Plain functions in the list become tools; `false` where the framework takes only its
    /// own tool objects (`Agent(tools=[function_tool(f)])` in openai-agents).
    pub bare: bool,
}

/// What subclassing a framework base class means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassRole {
    /// The class itself is one tool; its name is the string of this class attribute
    /// (`name = "search"`), else the class name.
    Tool { name_attr: &'static str },
    /// A toolkit: the methods it registers are tools. `register` lists the `self.<method>(f)`
    /// calls that register one (`self.register(self.search)`); `tools=[...]` in any call of
    /// its methods (`super().__init__(tools=[self.a])`) registers a list; `spec_attr` is a
    /// class attribute listing method names (`spec_functions = ["a", "b"]`); `get_tools`
    /// is a method returning the tool list.
    Toolkit {
        register: &'static [&'static str],
        /// Keywords of any call in its methods that pass tool lists (`tools=`).
        keywords: &'static [&'static str],
        spec_attr: Option<&'static str>,
        get_tools: Option<&'static str>,
    },
}

#[derive(Clone, Copy, Debug)]
pub struct ClassMarker {
    pub base: &'static str,
    pub role: ClassRole,
}

/// A constructor whose call is a hand-written tool: `Tool(name=..., inputSchema={...})`.
#[derive(Clone, Copy, Debug)]
pub struct LiteralMarker {
    pub callee: &'static str,
    /// The keyword carrying the tool name (or the first positional string).
    pub name: &'static str,
    /// A keyword that must be present for the call to be a tool definition (`""`: none).
    pub requires: &'static str,
}

/// A call argument whose dict literals are hand-written tool definitions in a provider's
/// format: `types.Tool(function_declarations=[{"name": ..., "parameters": ...}])`.
#[derive(Clone, Copy, Debug)]
pub struct SchemaList {
    pub callee: &'static str,
    pub keyword: &'static str,
    pub provider: crate::provider::Provider,
}

/// A module-level dict assigned to this name is a hand-written tool (strands' `TOOL_SPEC`).
#[derive(Clone, Copy, Debug)]
pub struct SpecName {
    pub variable: &'static str,
    /// The payload it is, as written (strands' `TOOL_SPEC` is its native tool spec).
    pub provider: crate::provider::Provider,
}

/// A dict literal of this shape is a hand-written tool in the provider's own format:
/// OpenAI `{"type": "function", "function": {"name": ...}}`, Anthropic
/// `{"name": ..., "input_schema": {...}}`.
#[derive(Clone, Copy, Debug)]
pub struct DictShape {
    /// A key that must hold this string (`("type", "function")`).
    pub tag: Option<(&'static str, &'static str)>,
    /// Keys that must be present.
    pub keys: &'static [&'static str],
    /// The path of keys to the tool name.
    pub name: &'static [&'static str],
    /// The dict holding the name must also have one of these keys: a definition, not a
    /// reference to a tool by name (`tool_choice`, a `function_call` item).
    pub with_any: &'static [&'static str],
    /// The provider whose format it is.
    pub provider: crate::provider::Provider,
}

/// Where the framework reads a tool's name from a decorator or registration call.
#[derive(Clone, Copy, Debug)]
pub struct NameRule {
    /// Keywords naming the tool (`name`, `name_override`).
    pub keywords: &'static [&'static str],
    /// A first positional string argument names the tool (`@tool("search")`).
    pub positional: bool,
}

#[derive(Clone, Copy, Debug)]
pub struct Markers {
    /// Decorators (and the same callables applied by call, `tool(f)`).
    pub decorators: &'static [&'static str],
    pub wrappers: &'static [Wrapper],
    pub methods: &'static [Method],
    pub lists: &'static [ListSink],
    pub classes: &'static [ClassMarker],
    pub literals: &'static [LiteralMarker],
    pub specs: &'static [SpecName],
    pub dicts: &'static [DictShape],
    pub schema_lists: &'static [SchemaList],
    /// Constructor literals whose keywords are the payload itself.
    pub literal_payloads: &'static [LiteralPayload],
    pub name: NameRule,
    /// Where the decorator or registration call gives the tool's description, when the
    /// framework reads it there instead of the docstring (`description=` by default;
    /// browser-use's `@controller.action("...")` takes it first).
    pub description: Arg,
    /// Methods of a class-based tool whose signature is its payload (langchain's `_run`):
    /// a tool class that inherits one from a base class in another module of the project is
    /// given that definition, as Python's attribute lookup would find it.
    pub schema_methods: &'static [&'static str],
}

/// A constructor whose keyword arguments are a payload in a provider's format
/// (`types.Tool(name=..., inputSchema=...)` is an MCP `tools/list` entry).
#[derive(Clone, Copy, Debug)]
pub struct LiteralPayload {
    pub callee: &'static str,
    pub provider: crate::provider::Provider,
    /// Keyword renames into the wire spelling (`input_schema` → `inputSchema`).
    pub renames: &'static [(&'static str, &'static str)],
    /// The framework's own conversion of the evaluated call into its payload, where the call
    /// is a model the library validates and dumps (google-genai's `FunctionDeclaration(...)`);
    /// `None`: the keywords are the payload.
    pub convert: Option<Convert>,
}

/// A framework's conversion of an evaluated constructor call into its payload.
pub type Convert = fn(&crate::PyValue) -> Result<serde_json::Value, crate::provider::LibError>;

impl Markers {
    pub const NONE: Markers = Markers {
        decorators: &[],
        wrappers: &[],
        methods: &[],
        lists: &[],
        classes: &[],
        literals: &[],
        specs: &[],
        dicts: &[],
        schema_lists: &[],
        literal_payloads: &[],
        name: NameRule {
            keywords: &["name"],
            positional: false,
        },
        description: Arg::Keyword("description"),
        schema_methods: &[],
    };
}

/// Whether `qualified` ends with the dotted `suffix` at a segment boundary.
pub fn ends_with(qualified: &str, suffix: &str) -> bool {
    qualified == suffix
        || qualified
            .strip_suffix(suffix)
            .is_some_and(|head| head.ends_with('.'))
}
