//! What makes something a tool of a framework, as data. Discovery (`extract/discover`)
//! interprets these tables; a framework module only fills them in.
//!
//! Callables are named by a dotted suffix of their qualified name after import resolution,
//! under one of the framework's import roots: `"tool"` matches `langchain_core.tools.tool`
//! and `langchain.tools.tool` alike, `"StructuredTool.from_function"` matches the class
//! method wherever the framework re-exports the class. Suffixes keep the tables short and
//! survive the re-export paths users import from.

use crate::provider::Provider;

/// Which argument of a call carries the function (or the list of tools).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    /// The positional argument at this index, or the keyword of this name.
    At(u8, &'static str),
    /// Only this keyword.
    Keyword(&'static str),
    /// This keyword, read only when the argument at (index, keyword) is not given: a
    /// fallback of that argument, never a second tool beside it (langchain's
    /// `from_function(func=f, coroutine=af)` takes `source_function = func or coroutine`,
    /// so `af` is the source only without `func`; with both it is the same tool's async half).
    KeywordUnless(&'static str, u8, &'static str),
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
            Arg::KeywordUnless(kw, i, primary) => match Arg::At(i, primary).in_call(call) {
                Some(_) => None,
                None => call.kwarg(kw),
            },
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

/// A framework wrapper class that a project may subclass and call the same way
/// (`class LakeTool(GoogleTool)`, then `LakeTool(func=f)`): the subclass wraps its argument as
/// the framework class does (the argument is that wrapper marker's `arg`).
#[derive(Clone, Copy, Debug)]
pub struct Subclassed {
    /// The framework class (a dotted suffix, as for callables; one of the `wrappers`' callees).
    pub class: &'static str,
    /// Methods that change what is sent when the project's subclass (or a project class
    /// between it and `class`) defines them (its own `__init__`, a `_get_declaration`): toolsight
    /// does not read them, so the tool is shown with the note that the subclass is unread.
    pub overrides: &'static [&'static str],
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
    /// are methods returning the tool list.
    Toolkit {
        register: &'static [&'static str],
        /// Keywords of any call in its methods that pass tool lists (`tools=`).
        keywords: &'static [&'static str],
        spec_attr: Option<&'static str>,
        get_tools: &'static [&'static str],
    },
}

#[derive(Clone, Copy, Debug)]
pub struct ClassMarker {
    pub base: &'static str,
    pub role: ClassRole,
}

/// A constructor taking an instance of a class that carries a class decorator; the tool is
/// one method of that class (haystack's `ComponentTool(component=Search())` with
/// `@component class Search`, whose `run` gives the parameters). The call's arguments are
/// the tool's options.
#[derive(Clone, Copy, Debug)]
pub struct InstanceWrapper {
    pub callee: &'static str,
    /// The argument carrying the instance.
    pub arg: Arg,
    /// The framework decorator the instance's class must carry (a dotted suffix).
    pub class_decorator: &'static str,
    /// The method of the class that is the tool.
    pub method: &'static str,
}

/// A constructor whose call is a hand-written tool: `Tool(name=..., inputSchema={...})`.
#[derive(Clone, Copy, Debug)]
pub struct LiteralMarker {
    pub callee: &'static str,
    /// The keyword carrying the tool name (or the first positional string).
    pub name: &'static str,
    /// A keyword that must be present for the call to be a tool definition (`""`: none).
    pub requires: &'static str,
    /// Whether such a call in a test module is a tool too, as `DictShape::in_tests`: not
    /// where the constructor is also what the package's tests build as mock data of the
    /// protocol (`mock_session.list_tools = AsyncMock(return_value=...)` holding MCP
    /// `Tool(name=..., inputSchema={})` values, which no server lists).
    pub in_tests: bool,
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
    /// Whether a dict of this shape in a test module (`test_*.py`, `*_test.py`, `conftest.py`,
    /// a module of a `tests` package) is a tool too: not where the shape is also the one test
    /// fixtures of the package's own tool-handling code are written in (MCP `tools/list`).
    pub in_tests: bool,
    /// `(key, inner)`: not this shape when `key` holds a dict literal with the key `inner`,
    /// another provider's format with the same keys (Bedrock Converse's `toolSpec` is
    /// `{"name", "inputSchema": {"json": {...}}}`, an MCP `tools/list` entry's `inputSchema`
    /// is the JSON Schema itself).
    pub not_when: &'static [(&'static str, &'static str)],
    /// The path of keys to the tool's JSON Schema (`["input_schema"]`, `["function",
    /// "parameters"]`). A dict literal there with entries but no JSON Schema keyword
    /// (`{"target_dir": "string", "tier": "T-1 to T-4"}`, a catalog shown to people) is no
    /// schema, so the dict is no hand-written tool.
    pub schema: &'static [&'static str],
    /// Where a dict of this shape is listed, for a shape that is also data a client holds
    /// (an MCP `tools/list` entry, which a scanner or a web page keeps too): such a dict is a
    /// tool only where its value reaches a listing, unread where toolsight cannot follow it,
    /// and no tool where everything done with it is read and none lists it. `None`: the
    /// shape is a tool wherever it is written.
    pub listed_by: Option<&'static Listings>,
}

/// What lists hand-written tools of a `DictShape` (see `DictShape::listed_by`).
#[derive(Clone, Copy, Debug)]
pub struct Listings {
    /// A function returning the list is its protocol's listing handler when it is so named
    /// or decorated with such a method (`@server.list_tools()`, `def handle_list_tools`).
    pub handlers: &'static [&'static str],
    /// Calls that turn an entry, or the list, into what is listed (`Tool(**d)`,
    /// `ListToolsResult(tools=...)`).
    pub constructors: &'static [&'static str],
    /// The protocol method that lists them (`"tools/list"`): a dict written in a branch
    /// taken for that method is its result. Empty: no method lists them.
    pub method: &'static str,
    /// The key of the method's result that holds the list (`{"result": {"tools": [...]}}`).
    /// Empty, as `method`: no protocol method lists them.
    pub result_key: &'static str,
    /// Whether the shape is a request's own format (a provider's tool, written to be sent):
    /// a path toolsight does not read leaves the dict a tool, as any such dict was before
    /// its paths were followed; a value serialised to text (`json.dumps`) is followed where
    /// the text goes (a raw HTTP request's body); and a module-level name or a function that
    /// nothing in the project uses is the package's export, whose users may send it.
    /// `false`: a client's data too (an MCP listing entry), listed unread on a path not read.
    pub request_format: bool,
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
    /// Wrapper classes whose project subclasses are wrappers too, most derived first (the
    /// first one a subclass reaches is the one it calls).
    pub subclassed: &'static [Subclassed],
    pub instances: &'static [InstanceWrapper],
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
    /// A registration method that also takes the description by position, and where: the MCP
    /// SDK's `add_tool(fn, name, title, description)`, fastmcp 2.x's `add_tool(fn, name,
    /// description)`. Read only on a call of that method.
    pub added_description: Option<(&'static str, Arg)>,
    /// Methods of a class-based tool whose signature is its payload (langchain's `_run`):
    /// a tool class that inherits one from a base class in another module of the project is
    /// given that definition, as Python's attribute lookup would find it.
    pub schema_methods: &'static [&'static str],
    /// Class methods that build an instance of their own class (fastmcp's
    /// `FastMCP.from_openapi(spec, client)` returns a `FastMCP`): a name bound to their call
    /// is an instance of the class before the last dot (a dotted suffix, as for callables).
    pub constructors: &'static [&'static str],
    /// For an import root another distribution also installs as its own (django-haystack's
    /// `haystack.backends`, `haystack.connections` beside deepset's Haystack): the names
    /// directly under that root that are the framework's. A name under the root through any
    /// other is not the framework's; the root alone may be either, and counts as it. Roots
    /// not listed here are the framework's whole.
    pub root_names: &'static [(&'static str, &'static [&'static str])],
    /// Names directly under an import root that the modelled version no longer exports
    /// (crewai-tools 1.x has no `crewai_tools.BaseTool`): importing one raises
    /// `ImportError`, so the name is not the framework's (a project's `except ImportError`
    /// fallback is what runs).
    pub unexported: &'static [(&'static str, &'static [&'static str])],
    /// Modules of the framework that users of another framework import too (`mcp.types`,
    /// whose `ToolAnnotations` fastmcp servers are given): a module importing only these
    /// from the framework, and another framework with the same loose method marker, does not
    /// make an object it cannot type this framework's.
    pub shared_modules: &'static [&'static str],
    /// Attributes that, ending the receiver of a loose method marker's call when the
    /// receiver's class cannot be seen (`agent.tools` in `agent.tools.tool(...)`), keep the
    /// marker from matching: the framework's own objects hold nothing carrying the method under
    /// that name (pydantic-ai's `FunctionToolset.tools` and `RunContext.tools` are dicts), and
    /// other libraries keep their own tool registry there (llmling-agent's `agent.tools` is its
    /// `ToolManager`, whose `tool` registers a tool of its own).
    pub loose_not_through: &'static [&'static str],
    /// Keywords of a registration that, given `False`, register a tool the server never
    /// lists (fastmcp 2's `@mcp.tool(enabled=False)`; fastmcp 4 refuses the keyword): no
    /// payload of it is sent, so nothing is reported on it.
    pub disabled_by: &'static [&'static str],
    /// Calls that take a tool list and never send it as function declarations: agents that
    /// write each tool into the prompt as text, and executors that only run tools by name.
    /// A tool whose every use is such a call (one of them an agent that writes it as text)
    /// has no provider payload.
    pub text_agents: &'static [TextAgent],
    /// How a server puts a transform between its tools and its `tools/list` (fastmcp's
    /// `add_transform`): `None` for a framework without one.
    pub listing_transforms: Option<ListingTransforms>,
}

/// A server method that adds a transform of what the server lists, and the transforms whose
/// effect toolsight reads. A transform of another class, a subclass that overrides what
/// decides the listing, or options that are not literals, leave the listing unread.
#[derive(Clone, Copy, Debug)]
pub struct ListingTransforms {
    /// The method adding one (`mcp.add_transform(t)`).
    pub method: &'static str,
    /// A keyword of the server's constructor giving them (`FastMCP(..., transforms=[...])`).
    pub constructor_keyword: &'static str,
    /// Transform classes (last segment, imported from the framework) that replace the
    /// listing with the tools a keyword pins plus synthetic tools of their own.
    pub replacing: &'static [&'static str],
    /// The keyword naming the pinned tools (a list of names).
    pub pinned: &'static str,
    /// Methods a subclass may not override for its listing to stay what the base class makes
    /// (`transform_tools`, `__init__`).
    pub decisive_methods: &'static [&'static str],
    /// Transform classes (last segment, imported from the framework) that rewrite the tools
    /// their mapping names, keyed by the tool's registered name
    /// (`ToolTransform({"get": ToolTransformConfig(description=...)})`): the name, the
    /// description, the arguments, whether it is listed at all.
    pub rewriting: &'static [&'static str],
    /// The argument of a rewriting transform that holds that mapping.
    pub mapping: Arg,
}

/// A call taking a list of tools that sends none of them as a function declaration
/// (see [`Markers::text_agents`]).
#[derive(Clone, Copy, Debug)]
pub struct TextAgent {
    /// The modules it is imported from; a callee is this one when its qualified name is
    /// `<module>.<name>` or lies in a submodule of one (`<module>.initialize.<name>`).
    pub modules: &'static [&'static str],
    pub name: &'static str,
    /// The argument holding the tool list.
    pub tools: Arg,
    pub renders: Renders,
}

/// How a [`TextAgent`] treats the tools it is given.
#[derive(Clone, Copy, Debug)]
pub enum Renders {
    /// It writes them into the prompt as text.
    Text,
    /// It only runs them by name (an executor): no use that sends them.
    Runs,
    /// It writes them as text or sends them as functions according to an enum argument:
    /// `text` lists the members (name, value) that write text; without the argument the
    /// default writes text when `default_text`. A call with any keyword of `unless` (a
    /// serialized agent), a splat, or an argument that is no member of `enum_class` is not
    /// read.
    ByKind {
        arg: Arg,
        enum_class: &'static str,
        text: &'static [(&'static str, &'static str)],
        default_text: bool,
        unless: &'static [&'static str],
    },
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
    /// The description a decorator or registration call gives: where `description` says, or,
    /// on a call of the `added_description` method, by position there.
    pub fn description_in_call<'a>(
        &self,
        call: &'a crate::CallValue,
    ) -> Option<&'a crate::PyValue> {
        self.description.in_call(call).or_else(|| {
            let (method, arg) = self.added_description?;
            if call.callee.rsplit('.').next() != Some(method) {
                return None;
            }
            arg.in_call(call)
        })
    }

    pub const NONE: Markers = Markers {
        decorators: &[],
        wrappers: &[],
        subclassed: &[],
        instances: &[],
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
        added_description: None,
        schema_methods: &[],
        constructors: &[],
        root_names: &[],
        unexported: &[],
        shared_modules: &[],
        loose_not_through: &[],
        disabled_by: &[],
        text_agents: &[],
        listing_transforms: None,
    };
}

impl Markers {
    /// Whether `qualified` lies under the framework's import `root`: below it (see
    /// `under_root`) and, where the root is shared with another distribution
    /// (`root_names`), through one of the framework's own names.
    pub fn under(&self, root: &str, qualified: &str) -> bool {
        if !under_root(root, qualified) {
            return false;
        }
        let first_name = || {
            let rest = qualified[root.len()..].strip_prefix('.')?;
            rest.split('.').next()
        };
        let gone = |(r, names): &(&str, &[&str])| {
            *r == root && first_name().is_some_and(|n| names.contains(&n))
        };
        if self.unexported.iter().any(gone) {
            return false;
        }
        let Some((_, names)) = self.root_names.iter().find(|(r, _)| *r == root) else {
            return true;
        };
        match qualified[root.len()..].strip_prefix('.') {
            None => true,
            Some(rest) => {
                let first = rest.split('.').next().unwrap_or(rest);
                names.contains(&first)
            }
        }
    }
}

/// The class a call of `callee` (qualified) makes: the class itself, or, for one of a
/// framework's `constructors` (`fastmcp.FastMCP.from_openapi`), the class it is a method of.
pub fn constructed_class<'a>(dialects: &Dialects, callee: &'a str) -> &'a str {
    let is_constructor = dialects
        .iter()
        .any(|d| d.markers.constructors.iter().any(|c| ends_with(callee, c)));
    match callee.rsplit_once('.') {
        Some((class, _)) if is_constructor => class,
        _ => callee,
    }
}

/// Whether `qualified` ends with the dotted `suffix` at a segment boundary.
pub fn ends_with(qualified: &str, suffix: &str) -> bool {
    qualified == suffix
        || qualified
            .strip_suffix(suffix)
            .is_some_and(|head| head.ends_with('.'))
}

/// Whether `qualified` is `root` or lies below it (`langchain_core.tools` under `langchain_core`).
pub fn under_root(root: &str, qualified: &str) -> bool {
    qualified == root
        || qualified
            .strip_prefix(root)
            .is_some_and(|r| r.starts_with('.'))
}

/// What the Python front-end knows of one framework: its id, its import roots and its markers.
/// The framework registry hands the front-end these as data (`Dialects`), so that discovery
/// never names a framework and cannot reach a renderer or a rule. Compared, hashed and
/// ordered by the id, as the registry's entries are.
#[derive(Clone, Copy)]
pub struct Dialect {
    /// The framework's `--library` id.
    pub id: &'static str,
    /// Import roots: a module importing one of these (or a module below it) uses the framework.
    pub imports: &'static [&'static str],
    pub markers: Markers,
}

impl Dialect {
    /// The framework as the model names it.
    pub fn handle(&self) -> crate::FrameworkId {
        crate::FrameworkId::new(self.id)
    }
    /// Whether a qualified name (after import resolution) lies under one of the import roots.
    pub fn owns(&self, qualified: &str) -> bool {
        self.imports
            .iter()
            .any(|root| self.markers.under(root, qualified))
    }
    /// The length of the longest import root that `qualified` lies under.
    pub fn root_len(&self, qualified: &str) -> Option<usize> {
        self.imports
            .iter()
            .filter(|root| self.markers.under(root, qualified))
            .map(|r| r.len())
            .max()
    }
}

impl PartialEq for Dialect {
    fn eq(&self, other: &Dialect) -> bool {
        self.id == other.id
    }
}
impl Eq for Dialect {}
impl std::hash::Hash for Dialect {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.id.hash(h)
    }
}
impl PartialOrd for Dialect {
    fn partial_cmp(&self, other: &Dialect) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Dialect {
    fn cmp(&self, other: &Dialect) -> std::cmp::Ordering {
        self.id.cmp(other.id)
    }
}
impl std::fmt::Debug for Dialect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id)
    }
}

/// What in a module's code shows the providers its tools are sent to: provider SDKs and
/// integrations by import root, client classes, model ids, provider names given to a
/// formatting call. Data filled in by the registry; the front-end only interprets it.
#[derive(Clone, Copy, Debug)]
pub struct ProviderEvidence {
    /// Import roots of provider SDKs and provider-specific integrations (`langchain_openai`).
    pub imports: &'static [(&'static str, &'static [Provider])],
    /// Client classes of libraries that talk to several providers, by the imported name's
    /// last segment (`OpenAIProvider`).
    pub classes: &'static [(&'static str, &'static [Provider])],
    /// Model-id prefixes (also after a `provider:` or `provider/` routing prefix).
    pub models: &'static [(&'static str, &'static [Provider])],
    /// Provider names as arguments (`format_tools("anthropic")`) and enum members
    /// (`ProviderFormat.GEMINI`), lower case.
    pub names: &'static [(&'static str, &'static [Provider])],
    /// Callables whose first positional argument is a model id (`Agent("openai:gpt-5")`), by
    /// the callee's last segment.
    pub model_first: &'static [&'static str],
    /// Calls whose string argument names a provider (`format_tools("anthropic")`), by the
    /// callee's last segment.
    pub provider_calls: &'static [&'static str],
    /// Client constructors whose keyword argument chooses the Gemini API the tools go
    /// through: (qualified callee, keyword); `True` is Vertex AI, `False` the Developer API.
    pub gemini_api_switches: &'static [(&'static str, &'static str)],
}

impl ProviderEvidence {
    pub const NONE: ProviderEvidence = ProviderEvidence {
        imports: &[],
        classes: &[],
        models: &[],
        names: &[],
        model_first: &[],
        provider_calls: &[],
        gemini_api_switches: &[],
    };
}

/// Every framework the front-end recognises, in the order a module's imports are matched
/// against them (more specific import roots first), and what shows a module's providers.
#[derive(Clone, Copy, Debug)]
pub struct Dialects {
    pub frameworks: &'static [Dialect],
    pub providers: &'static ProviderEvidence,
}

/// A workspace made before it is told its frameworks knows none.
impl Default for &'static Dialects {
    fn default() -> Self {
        &Dialects::NONE
    }
}

impl Dialects {
    /// No framework at all: a front-end given these finds no tools.
    pub const NONE: Dialects = Dialects {
        frameworks: &[],
        providers: &ProviderEvidence::NONE,
    };

    pub fn iter(&self) -> impl Iterator<Item = &'static Dialect> {
        self.frameworks.iter()
    }
    /// The framework an import target (or any qualified name) belongs to: the one with the
    /// longest matching import root, the earlier one on a tie.
    pub fn from_import(&self, target: &str) -> Option<&'static Dialect> {
        let all: &'static [Dialect] = self.frameworks;
        all.iter()
            .enumerate()
            .filter_map(|(i, d)| d.root_len(target).map(|n| (n, std::cmp::Reverse(i), d)))
            .max_by_key(|(n, i, _)| (*n, *i))
            .map(|(_, _, d)| d)
    }
    /// A framework by its id.
    pub fn by_id(&self, id: &str) -> Option<&'static Dialect> {
        let all: &'static [Dialect] = self.frameworks;
        all.iter().find(|d| d.id == id)
    }
}
