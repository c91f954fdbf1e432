//! The static model of a Python module as tool libraries see it at run time:
//! functions with their parameters, resolved annotation types, defaults and docstrings,
//! and the classes those annotations refer to.
//!
//! Types mirror what `typing.get_origin`/`get_args` would report after Python has evaluated
//! the annotation (unions flattened and de-duplicated, `Optional[X]` as `Union[X, None]`),
//! plus the few spelling details libraries look at (`List[int]` vs `list[int]`, PEP 604 `|`,
//! string annotations).

pub mod docstring;
pub mod fields;
pub mod markers;
pub mod payload;
pub mod provider;
pub mod pyjson;
pub mod pyrepr;
pub mod pystr;
pub mod rust;
pub mod value;

use std::sync::Arc;

/// A half-open byte range into the analysed text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }
    pub fn contains(&self, offset: usize) -> bool {
        self.start <= offset && offset <= self.end
    }
    pub fn cover(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}
pub use fields::Fields;
pub use value::{CallValue, PyValue};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Prim {
    Str,
    Int,
    Float,
    Bool,
    Bytes,
    NoneType,
    Object,
    Complex,
}

impl Prim {
    pub fn name(self) -> &'static str {
        match self {
            Prim::Str => "str",
            Prim::Int => "int",
            Prim::Float => "float",
            Prim::Bool => "bool",
            Prim::Bytes => "bytes",
            Prim::NoneType => "NoneType",
            Prim::Object => "object",
            Prim::Complex => "complex",
        }
    }
}

/// Generic origins, as `typing.get_origin` reports them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    List,
    Set,
    FrozenSet,
    Tuple,
    Dict,
    Type,
    DefaultDict,
    OrderedDict,
    Deque,
    Counter,
    // collections.abc origins
    Sequence,
    MutableSequence,
    Mapping,
    MutableMapping,
    AbstractSet,
    Iterable,
    Iterator,
    Generator,
    AsyncIterator,
    AsyncGenerator,
    Collection,
    Callable,
    Awaitable,
    Coroutine,
}

impl Origin {
    /// The runtime class name (`get_origin(x).__name__`).
    pub fn runtime_name(self) -> &'static str {
        match self {
            Origin::List => "list",
            Origin::Set => "set",
            Origin::FrozenSet => "frozenset",
            Origin::Tuple => "tuple",
            Origin::Dict => "dict",
            Origin::Type => "type",
            Origin::DefaultDict => "defaultdict",
            Origin::OrderedDict => "OrderedDict",
            Origin::Deque => "deque",
            Origin::Counter => "Counter",
            Origin::Sequence => "Sequence",
            Origin::MutableSequence => "MutableSequence",
            Origin::Mapping => "Mapping",
            Origin::MutableMapping => "MutableMapping",
            Origin::AbstractSet => "Set",
            Origin::Iterable => "Iterable",
            Origin::Iterator => "Iterator",
            Origin::Generator => "Generator",
            Origin::AsyncIterator => "AsyncIterator",
            Origin::AsyncGenerator => "AsyncGenerator",
            Origin::Collection => "Collection",
            Origin::Callable => "Callable",
            Origin::Awaitable => "Awaitable",
            Origin::Coroutine => "Coroutine",
        }
    }

    /// The module that defines the runtime origin class.
    pub fn runtime_module(self) -> &'static str {
        match self {
            Origin::List
            | Origin::Set
            | Origin::FrozenSet
            | Origin::Tuple
            | Origin::Dict
            | Origin::Type => "builtins",
            Origin::DefaultDict | Origin::OrderedDict | Origin::Deque | Origin::Counter => {
                "collections"
            }
            _ => "collections.abc",
        }
    }
}

/// How a generic was spelled: `list[int]` (builtin), `typing.List[int]` or
/// `collections.abc.Sequence[int]`. Runtime reprs and a few library checks differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spelling {
    Builtin,
    Typing,
    Abc,
}

/// Standard-library classes that libraries special-case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StdClass {
    Path,
    PurePath,
    PurePosixPath,
    DateTime,
    Date,
    Time,
    TimeDelta,
    Decimal,
    Uuid,
}

impl StdClass {
    pub fn module(self) -> &'static str {
        match self {
            StdClass::Path | StdClass::PurePath | StdClass::PurePosixPath => "pathlib",
            StdClass::DateTime | StdClass::Date | StdClass::Time | StdClass::TimeDelta => {
                "datetime"
            }
            StdClass::Decimal => "decimal",
            StdClass::Uuid => "uuid",
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            StdClass::Path => "Path",
            StdClass::PurePath => "PurePath",
            StdClass::PurePosixPath => "PurePosixPath",
            StdClass::DateTime => "datetime",
            StdClass::Date => "date",
            StdClass::Time => "time",
            StdClass::TimeDelta => "timedelta",
            StdClass::Decimal => "Decimal",
            StdClass::Uuid => "UUID",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Qualifier {
    Required,
    NotRequired,
    ReadOnly,
    ClassVar,
    Final,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Ty {
    Prim(Prim),
    /// `typing.Any`.
    Any,
    /// A parameterised or bare generic. `args` is `None` for the bare form (`list`, `List`).
    Generic {
        origin: Origin,
        spelling: Spelling,
        args: Option<Vec<Ty>>,
    },
    /// A union after Python's flattening and de-duplication (never a single member).
    /// `pep604` when Python built a `types.UnionType` (`int | None`) rather than `typing.Union`.
    Union {
        members: Vec<Ty>,
        pep604: bool,
    },
    Literal(Vec<PyValue>),
    Annotated {
        base: Box<Ty>,
        meta: Vec<PyValue>,
    },
    Class(Arc<ClassDef>),
    Std(StdClass),
    NewType {
        name: String,
        base: Box<Ty>,
    },
    /// A PEP 695 `type X = ...` alias (a `TypeAliasType` object at run time).
    AliasType {
        name: String,
        value: Box<Ty>,
    },
    TypeVar {
        name: String,
        /// `bound=`: what pydantic validates it as.
        bound: Option<Box<Ty>>,
        /// `TypeVar("N", int, float)`: pydantic validates it as their union.
        constraints: Vec<Ty>,
    },
    /// `Required[...]`, `NotRequired[...]` and friends, kept where Python keeps them.
    Qualified {
        qualifier: Qualifier,
        inner: Box<Ty>,
    },
    /// A string nested inside another annotation (`list["int"]`): a `ForwardRef` at run time.
    Forward {
        text: String,
        resolved: Box<Ty>,
    },
    /// `...` inside `tuple[int, ...]` or `Callable[..., int]`.
    Ellipsis,
    /// The argument list of `Callable[[int, str], bool]`.
    ParamList(Vec<Ty>),
    /// A name toolsight could not resolve.
    Unknown {
        name: String,
    },
}

impl Ty {
    pub fn none() -> Ty {
        Ty::Prim(Prim::NoneType)
    }
    pub fn is_none(&self) -> bool {
        matches!(self, Ty::Prim(Prim::NoneType))
    }
    /// The names inside the type that toolsight could not resolve (`Ty::Unknown`), through
    /// generics, unions, `Annotated`, qualifiers, `NewType`s, aliases and forward references.
    pub fn unknown_names<'t>(&'t self, out: &mut Vec<&'t str>) {
        match self {
            Ty::Unknown { name } => out.push(name),
            Ty::Generic { args: Some(a), .. } | Ty::Union { members: a, .. } | Ty::ParamList(a) => {
                a.iter().for_each(|t| t.unknown_names(out))
            }
            Ty::Annotated { base, .. } => base.unknown_names(out),
            Ty::Qualified { inner, .. } | Ty::NewType { base: inner, .. } => {
                inner.unknown_names(out)
            }
            Ty::AliasType { value, .. } => value.unknown_names(out),
            Ty::Forward { resolved, .. } => resolved.unknown_names(out),
            _ => {}
        }
    }
    /// For `Optional[X]`/`X | None` with a single non-None member: that member.
    pub fn optional_inner(&self) -> Option<&Ty> {
        match self {
            Ty::Union { members, .. } if members.len() == 2 => {
                match (members[0].is_none(), members[1].is_none()) {
                    (false, true) => Some(&members[0]),
                    (true, false) => Some(&members[1]),
                    _ => None,
                }
            }
            _ => None,
        }
    }
    pub fn union_members(&self) -> Option<&[Ty]> {
        match self {
            Ty::Union { members, .. } => Some(members),
            _ => None,
        }
    }
    /// Strips `Annotated[...]` as `typing.get_type_hints` (without `include_extras`) does.
    pub fn strip_annotated(&self) -> &Ty {
        match self {
            Ty::Annotated { base, .. } => base.strip_annotated(),
            other => other,
        }
    }
}

/// The annotation of a parameter or return value.
#[derive(Clone, Debug, PartialEq)]
pub struct Annotation {
    /// The type Python would evaluate the annotation to.
    pub ty: Ty,
    /// The annotation's source text (for string annotations: the string's content).
    pub text: String,
    /// `__annotations__` holds a `str` (a quoted annotation, or any annotation under
    /// `from __future__ import annotations`).
    pub stringized: bool,
    pub span: Span,
    /// The type expands to more than `extract::MAX_TYPE_NODES` nodes (aliases that
    /// double at every level): what lies beyond is left unresolved (`Ty::Unknown`).
    pub truncated: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParamKind {
    PositionalOnly,
    PositionalOrKeyword,
    VarPositional,
    KeywordOnly,
    VarKeyword,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Default {
    pub value: PyValue,
    pub text: String,
    pub span: Span,
}

/// A `# comment` attached to a parameter or return annotation by fastcore's docments rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Comment {
    pub text: String,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: String,
    pub kind: ParamKind,
    pub annotation: Option<Annotation>,
    pub default: Option<Default>,
    pub span: Span,
    pub name_span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Docstring {
    /// The exact `__doc__` value (escapes decoded, not dedented: Python 3.12 semantics).
    pub value: String,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Decorator {
    /// Qualified name of the decorator callee after import resolution (`selectools.tool`,
    /// `registry.tool` for attribute decorators on local objects).
    pub qualified: String,
    /// The decorator as written, without `@`.
    pub text: String,
    /// Call arguments when the decorator is called (`@tool(name="x")`).
    pub call: Option<CallValue>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    /// `__qualname__` (`Class.method` for methods).
    pub qualname: String,
    pub is_async: bool,
    pub params: Vec<Param>,
    pub returns: Option<Annotation>,
    pub doc: Option<Docstring>,
    pub decorators: Vec<Decorator>,
    /// PEP 695 type parameters (`def f[T](...)`).
    pub type_params: Vec<String>,
    /// Names the enclosing function bodies (and the class body a method is defined in) bind:
    /// an annotation that is not a string is evaluated when the `def` runs, where these are in
    /// scope (`from fastmcp import Context` inside a `register(mcp)` function). Empty for a
    /// module-level function.
    /// One list shared by every `def` of the same enclosing scope.
    pub enclosing_names: Arc<[String]>,
    /// Every `# comment` between `def` and the end of the signature (docments read these).
    pub signature_comments: Vec<Comment>,
    /// The function name (the identifier after `def`).
    pub name_span: Span,
    /// `def` keyword through the colon that ends the signature.
    pub signature_span: Span,
    /// The whole definition, decorators included.
    pub span: Span,
    /// The body block.
    pub body_span: Span,
    /// The enclosing class, for methods.
    pub class: Option<String>,
    /// `@staticmethod` / `@classmethod` / plain method.
    pub method_kind: MethodKind,
    /// `__name__` after a module-level `f.__name__ = "..."` assignment (the last one wins);
    /// `None` when it is the `def` name.
    pub runtime_name: Option<String>,
    /// Where that assignment is: a framework that read the name before it keeps the `def` name.
    pub renamed_at: Option<usize>,
    /// Why `__doc__` is not known: a module-level `f.__doc__ = ...` whose value toolsight
    /// cannot read (a call, another module's function) replaced the docstring before the
    /// function was registered. The description is then unread: nothing that depends on it
    /// is reported.
    pub doc_unread: Option<String>,
    /// Why the parameters' types are not known: an annotation names a local variable of the
    /// enclosing function (`ann = Annotated[...]` computed when it runs, then `def f(x: ann)`),
    /// which Python evaluates when the inner `def` runs. The payload is then unread.
    pub params_unread: Option<String>,
    /// `params` are what a registrar's `__signature__` leaves of the `def`'s
    /// (`SignatureRewrite::Removes`, applied once).
    pub params_rewritten: bool,
    /// A registration hands the framework what a call toolsight cannot read made of the
    /// function (`FunctionTool(retry(self.fetch))` in a toolkit's `get_tools`, `retry`
    /// imported): the wrapper's text, the line of the registration and the registering
    /// module when that is another one (`Agent(tools=[retry(fetch.fetch_page)])` in
    /// `agents/web.py`; `None`: this module). The payloads show the function as written (what
    /// the framework reads if the wrapper keeps it with `functools.wraps`), the hover says
    /// so, and no rule about its payload speaks.
    pub wrapped_unread: Option<(String, usize, Option<String>)>,
    /// Why whether the tool is listed at all is unread: it is an entry of a catalog that the
    /// project lists filtered by a name set toolsight cannot read (computed at run time), so
    /// it may never be sent. Nothing about what is sent is reported, as for `wrapped_unread`.
    pub listed_unread: Option<String>,
    /// A tool class that every instantiation in its module names with a value toolsight
    /// cannot read (`PostRequestTool(name=endpoint["operationId"], ...)`, langchain-compass):
    /// the line of the first one. The class's own `name` is a placeholder then, not what is
    /// sent, and nothing is reported about the name. Also a nested function renamed in the
    /// function that defines it by a value toolsight cannot read (`wrapped.__name__ =
    /// tool.name`): the line of that assignment.
    pub name_given_unread: Option<usize>,
    /// Registered only on a server the module replaces before serving it: a module-level
    /// name bound to a server (`mcp = FastMCP("a")`), the tool registered on it, then the
    /// name bound to another server (`mcp = FastMCP("b")`), with the first object kept to
    /// the module (not aliased, passed, mounted, returned or stored) so that what runs the
    /// name (`mcp.run()`) runs the last one. The name, the line of the binding the tool is
    /// registered on and the line of the binding that replaces it. The tool is listed (the
    /// hover and `toolsight schema` say so) and sent to no client.
    pub unserved: Option<(String, usize, usize)>,
    /// Registered only inside a function or method that nothing in the project calls: its
    /// name (`DorisToolsManager.register_tools_with_mcp`) occurs nowhere but in its own `def`,
    /// in no module, string or packaging file (`discover::uncalled_registrars`). The tool is
    /// listed (the hover and `toolsight schema` say so) and never registered, so nothing is
    /// reported about it. `FUNCTION in module MODULE` where the function registers on its
    /// parameter and no import reaches its module (`discover::unimported_registrars`);
    /// [`UNRUN_MODULE_LEVEL`]`MODULE LINE` where it is registered at the top level of a module
    /// no import reaches and nothing can run (`discover::unrunnable_module_level`).
    pub registered_uncalled: Option<String>,
    /// Registered in a module Python refuses to compile (`Module::compile_error`): importing
    /// or running it raises that `SyntaxError` before any registration runs. The tool is
    /// listed (the hover and `toolsight schema` say so with Python's message) and never
    /// registered, so nothing else is reported about it.
    pub uncompilable: Option<Arc<CompileError>>,
    /// Why the tool is not in its server's `tools/list`, or why what that lists is unread: a
    /// transform of the server replaces the listing with the tools it pins and tools of its
    /// own (fastmcp's search transforms: `search_tools` and `call_tool`), or a transform
    /// toolsight does not read may (`ListingTransforms`). The tool is still called, and
    /// described to the model through the search tool's result, so what is said about its
    /// payload holds; what is said about the listing (a client's prefix on its name, its
    /// per-request cost, the set listed together) is not.
    pub unlisted: Option<String>,
    /// The exception a body that does nothing but raise raises, as written
    /// (`NotImplementedError` for `def _run(...): raise NotImplementedError("...")`), its
    /// docstring aside; `None` for any other body.
    pub only_raises: Option<String>,
    /// Why no provider receives this tool as a function declaration: every use of it is a
    /// call that writes tools into a prompt as text (a ReAct agent) or only runs them
    /// (`Markers::text_agents`). `None`: some use sends it, or a use is not read.
    pub text_agent_only: Option<String>,
    /// The globals of the module that defines it, when that is not the module it is a
    /// function of: a method a class inherits from a base class of another module, whose
    /// annotations Python evaluates there. `None`: its own module's (`Module::globals`).
    pub globals: Option<Arc<[String]>>,
    /// A `def`, or a tool that is not a function (a class-based tool, a hand-written schema).
    pub kind: DefKind,
    /// For a hand-written schema: the literal as JSON, and the provider whose format it is.
    pub schema: Option<Arc<SchemaLiteral>>,
    /// A Rust tool's resolved facts (attribute options, parameter and output types, docs).
    pub rust: Option<Arc<rust::tool::RustTool>>,
}

/// A `SyntaxError` CPython raises when it compiles a module that tree-sitter parses without
/// an error (`def f(a=1, b)`, `f(x=1, x=2)`): the module never runs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CompileError {
    /// The cause, where Python points: the parameter, the argument, the statement.
    pub span: Span,
    /// Its line, 1-based.
    pub line: usize,
    /// `SyntaxError`'s message in CPython 3.12 (`parameter without a default follows
    /// parameter with a default`).
    pub message: String,
    /// Its message in CPython 3.11 where that is another (`non-default argument follows
    /// default argument`).
    pub message_311: Option<&'static str>,
}

impl CompileError {
    /// `SyntaxError: MESSAGE` as Python prints it, with 3.11's wording where it differs.
    pub fn python_says(&self) -> String {
        match self.message_311 {
            Some(old) => format!(
                "`SyntaxError: {}` (Python 3.12 and later; 3.11: `{old}`)",
                self.message
            ),
            None => format!("`SyntaxError: {}`", self.message),
        }
    }
}

/// A hand-written tool definition (a dict literal, a `Tool(...)` constructor, a spec dict).
#[derive(Clone, Debug, PartialEq)]
pub struct SchemaLiteral {
    /// The payload as Python builds it; or the library's error for it; or, as
    /// `LibError::unknown`, what in the literal toolsight cannot evaluate.
    pub value: Result<serde_json::Value, provider::LibError>,
    /// The provider whose format it is written in.
    pub provider: provider::Provider,
}

/// What kind of definition a tool comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefKind {
    /// A `def` at module level or in a class body.
    Function,
    /// A `def` inside another function (`outer.<locals>.inner`).
    Nested,
    /// A class that is a tool by subclassing a framework's tool base class.
    Class,
    /// A dict literal or constructor call that is the tool's definition.
    Schema,
}

impl Function {
    /// A module-level function or a method: what a bare name or `Class.method` can refer to.
    pub fn is_def(&self) -> bool {
        self.kind == DefKind::Function
    }
    /// Listed but sent to no client: registered only on a server the module replaces
    /// (`unserved`), only inside a function nothing calls (`registered_uncalled`), or in a
    /// module that does not compile (`uncompilable`).
    pub fn sent_to_no_client(&self) -> bool {
        self.unserved.is_some() || self.never_registered()
    }
    /// Never registered at all: only inside a function nothing calls, or in a module Python
    /// cannot compile. Nothing is reported about such a tool.
    pub fn never_registered(&self) -> bool {
        self.registered_uncalled.is_some() || self.uncompilable.is_some()
    }
    /// A module-level `def` (not a method, nested function, class or schema).
    pub fn is_module_level(&self) -> bool {
        self.kind == DefKind::Function && self.class.is_none()
    }
    /// A tool that is not a function: a class-based tool or a hand-written schema, named
    /// `name` and spanning `span` (its name at `name_span`).
    pub fn synthetic(
        kind: DefKind,
        name: &str,
        qualname: &str,
        span: Span,
        name_span: Span,
    ) -> Function {
        Function {
            name: name.to_string(),
            qualname: qualname.to_string(),
            is_async: false,
            params: Vec::new(),
            returns: None,
            doc: None,
            decorators: Vec::new(),
            type_params: Vec::new(),
            enclosing_names: Arc::default(),
            signature_comments: Vec::new(),
            name_span,
            signature_span: span,
            span,
            body_span: span,
            class: None,
            method_kind: MethodKind::Function,
            runtime_name: None,
            renamed_at: None,
            doc_unread: None,
            params_unread: None,
            params_rewritten: false,
            wrapped_unread: None,
            listed_unread: None,
            name_given_unread: None,
            unserved: None,
            registered_uncalled: None,
            uncompilable: None,
            unlisted: None,
            only_raises: None,
            text_agent_only: None,
            globals: None,
            kind,
            schema: None,
            rust: None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MethodKind {
    Function,
    Method,
    StaticMethod,
    ClassMethod,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumBase {
    Enum,
    IntEnum,
    StrEnum,
    Flag,
    IntFlag,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ClassKind {
    /// An `Enum` subclass; `mixin` is a data type mixed in (`class C(str, Enum)`).
    Enum {
        base: EnumBase,
        mixin: Option<Prim>,
    },
    TypedDict {
        total: bool,
    },
    Dataclass,
    Pydantic,
    NamedTuple,
    Plain,
}

#[derive(Clone, Debug, PartialEq)]
pub struct EnumMember {
    pub name: String,
    pub value: PyValue,
}

/// A class-level field: TypedDict keys, dataclass fields, pydantic model fields.
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub name: String,
    pub annotation: Annotation,
    pub default: Option<Default>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ClassDef {
    pub name: String,
    pub qualname: String,
    /// The defining module's `__name__` (appears in reprs such as `<class 'models.User'>`).
    pub module: String,
    pub kind: ClassKind,
    /// Base classes as qualified names after import resolution.
    pub bases: Vec<String>,
    /// A base toolsight does not read (another package's class, such as an SDK's pydantic
    /// model) on a class it would otherwise take as plain: its kind is not known.
    pub unread_base: Option<String>,
    /// Its own fields and those of its bases (TypedDict keys, dataclass and model fields).
    pub fields: Fields,
    /// Class-level assignments without an annotation (`name = "web_search"`), except enum
    /// members: class-based tools keep their definition there.
    pub attributes: Vec<(String, PyValue)>,
    /// Methods whose body returns a value at its top level, with the first value returned
    /// (`def _get_declaration(self): return FunctionDeclaration(...)`): class-based tools
    /// that build their definition in a method.
    pub method_returns: Vec<(String, PyValue)>,
    /// The methods the class body defines itself that give the framework a description of
    /// their own (`options.setdefault("description", summary)`, `super().tool(description=
    /// short)`, `kwargs["description"] = dedent(...)`): a server subclass overriding its
    /// registration method this way registers a description toolsight does not read
    /// (volcengine-ark-mcp's `ReliableMCPServer.tool`).
    pub own_description: Vec<String>,

    /// The pydantic schema hooks the class or a base of this module's defines
    /// (`__get_pydantic_core_schema__`, `__get_pydantic_json_schema__`, `__get_validators__`):
    /// such a class decides its own schema, which toolsight does not run. For an enum, its own
    /// `__new__`, which decides the members' values.
    pub schema_hooks: Vec<String>,
    /// The `super().__init__(...)` call of the class's own `__init__`: class-based tools
    /// pass their name and description up.
    pub super_init: Option<CallValue>,
    /// The attributes the class's own `__init__` or `model_post_init` (pydantic's hook, run
    /// after `__init__`) assigns on `self` (`self.description = text`), and the keys its
    /// model validators set in the data (`values.setdefault("description", ...)`): set on
    /// the instance, they hide the class's value, which is then not what is sent.
    pub init_assigns: Vec<String>,
    pub members: Vec<EnumMember>,
    /// The classes its body defines (`class InputSchema(BaseModel)` inside a tool class).
    /// pydantic takes no field from an attribute naming one (`args_schema = InputSchema`:
    /// "a nested type defined in this namespace"), and it is what such an attribute means.
    pub nested: Vec<Arc<ClassDef>>,
    /// `__init__`, when the class defines one.
    pub init: Option<Arc<Function>>,
    pub doc: Option<Docstring>,
    pub span: Span,
    pub name_span: Span,
}

/// An import binding: `local` names `target` (a module or a module attribute).
#[derive(Clone, Debug, PartialEq)]
pub struct Import {
    pub local: String,
    pub target: String,
    /// `import a.b` binds `a`; `from a import b` binds `b`.
    pub is_module: bool,
    pub span: Span,
    /// Written relative to the module's package (`from .adapter import X`): a module of this
    /// project, never an installed framework's, whatever the package's name resolves to (a
    /// package `agents` inside a namespace package `meshagent/` reads as `agents.adapter`,
    /// under openai-agents' import root).
    pub relative: bool,
}

impl Import {
    /// The target as an import of an installed package: `None` for a relative import.
    pub fn installed(&self) -> Option<&str> {
        (!self.relative).then_some(self.target.as_str())
    }
}

/// A framework, named by its `--library` id. The model knows frameworks only by id: what
/// each one does is in its registry entry (`frameworks::ALL`), which the layers above look
/// up with `frameworks::Registered::framework`. Compared, hashed and ordered by the id, as
/// the entries are.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FrameworkId(&'static str);

impl FrameworkId {
    pub const fn new(id: &'static str) -> FrameworkId {
        FrameworkId(id)
    }
    /// The `--library` id.
    pub fn id(self) -> &'static str {
        self.0
    }
}

impl std::fmt::Debug for FrameworkId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

/// A provider the module's tools are sent to, and what in the code says so.
#[derive(Clone, Debug, PartialEq)]
pub struct SentTo {
    pub provider: provider::Provider,
    pub span: Span,
    /// What shows it: "the model id `gpt-4o`", "the file imports `anthropic`".
    pub evidence: String,
}

/// The Gemini API a module's code shows its client goes through
/// (`genai.Client(vertexai=True)`).
#[derive(Clone, Debug, PartialEq)]
pub struct GeminiApiChoice {
    pub api: provider::GeminiApi,
    pub span: Span,
    /// What shows it: "`genai.Client(vertexai=True, ...)`".
    pub evidence: String,
}

/// How a function was marked as a tool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkKind {
    /// `@tool(...)`, `@registry.tool(...)`.
    Decorator,
    /// Listed in `stores.Index([...])`.
    Index,
    /// `get_schema(f, ...)`, `get_schema_nm("f", ns)`, `mk_ns(f)`.
    GetSchema,
    /// `register_tool(f)`, `function_to_tool_definition(f)`, `ToolDefinition.from_function(f)`,
    /// `tool(f)` as a call.
    Register,
    /// An element of a `tools=[...]` keyword argument.
    ToolsList,
}

/// How `Function::registered_uncalled` begins for a registration at the top level of a
/// module that can run neither as a file nor as `python -m`: `module-level MODULE LINE`, LINE
/// the relative import that stops it when run as a file.
pub const UNRUN_MODULE_LEVEL: &str = "module-level ";

/// A place that makes a function a tool.
#[derive(Clone, Debug, PartialEq)]
pub struct ToolMark {
    /// Index into `Module::functions`.
    pub function: usize,
    /// The library the mark belongs to; `None` when only the file's library can tell.
    pub library: Option<FrameworkId>,
    pub kind: MarkKind,
    /// Decorator or call arguments (`name=`, `description=`, `param_metadata=`, `pname=`).
    pub options: Option<CallValue>,
    /// Where the mark is (the decorator, the list element, the call).
    pub span: Span,
    /// Marks sharing a group are sent together (one list, index or registry): collisions
    /// and counts are checked per group.
    pub group: Option<usize>,
    /// The tool name the mark gives (`@tool("search")`, `name=`), where the framework reads
    /// one; renderers of modelled frameworks read their own options instead.
    pub name: Option<String>,
    /// The arms of the program's choices this tool is registered on (see [`Arm`]): a tool
    /// of one arm is never sent together with a tool of another arm of the same choice.
    pub arms: Vec<Arm>,
    /// For a hand-written tool (a dict or constructor literal) that is an element of a list
    /// literal handed to a call as an argument (`generate_spec(tools=[{...}])`): that list.
    /// Tools of two such lists are not known to be sent together; tools of one list are.
    pub list: Option<Span>,
}

/// One branch of a choice the program makes between values or registrations: an `if` /
/// `elif` / `else`, the two sides of `a if c else b`, `try` and its `except` handlers, the
/// cases of a `match`. `choice` is where the choice is written (a byte offset of the
/// module, so unique in it), `arm` which branch; [`Arm::NOT_TAKEN`] stands for the path that
/// skips an `if` without `else` (where an earlier binding survives).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Arm {
    pub choice: usize,
    pub arm: u32,
}

impl Arm {
    /// The path on which none of a choice's written branches runs.
    pub const NOT_TAKEN: u32 = u32::MAX;

    /// Whether two paths exclude each other: they take different arms of one choice, so
    /// what lies on one is never there together with what lies on the other.
    pub fn exclusive(a: &[Arm], b: &[Arm]) -> bool {
        a.iter()
            .any(|x| b.iter().any(|y| x.choice == y.choice && x.arm != y.arm))
    }

    /// The largest selection of `items` (each with its path) that can be there together:
    /// the items on no choice, and for each choice the arm whose items weigh most
    /// (recursively, so nested choices pick one arm each). Returns the chosen indices in
    /// their original order. Paths are read as a tree (outer choices first), which is how
    /// nested code writes them.
    pub fn heaviest<W: Fn(usize) -> u64>(paths: &[&[Arm]], weight: W) -> Vec<usize> {
        fn pick<W: Fn(usize) -> u64>(
            items: &[usize],
            paths: &[&[Arm]],
            depth: usize,
            weight: &W,
        ) -> (u64, Vec<usize>) {
            let mut total = 0;
            let mut chosen = Vec::new();
            // choice -> arm -> items
            let mut choices: std::collections::BTreeMap<
                usize,
                std::collections::BTreeMap<u32, Vec<usize>>,
            > = std::collections::BTreeMap::new();
            for &i in items {
                match paths[i].get(depth) {
                    None => {
                        total += weight(i);
                        chosen.push(i);
                    }
                    Some(a) => choices
                        .entry(a.choice)
                        .or_default()
                        .entry(a.arm)
                        .or_default()
                        .push(i),
                }
            }
            for arms in choices.values() {
                // Ties go to the first arm (`rev` + `max_by_key`, which keeps the last).
                let best = arms
                    .values()
                    .rev()
                    .map(|items| pick(items, paths, depth + 1, weight))
                    .max_by_key(|(w, _)| *w);
                if let Some((w, items)) = best {
                    total += w;
                    chosen.extend(items);
                }
            }
            (total, chosen)
        }
        let all: Vec<usize> = (0..paths.len()).collect();
        let mut chosen = pick(&all, paths, 0, &weight).1;
        chosen.sort_unstable();
        chosen
    }
}

/// Why a library was chosen for a file.
#[derive(Clone, Debug, PartialEq)]
pub struct LibraryChoice {
    pub library: FrameworkId,
    /// The import that decided it; `None` when the configured default applies.
    pub import: Option<Import>,
}

/// A mark group registering on a parameter of a module-level function (`Module::server_params`).
#[derive(Clone, Debug, PartialEq)]
pub struct ServerParam {
    pub group: usize,
    /// The function's qualified name (`pkg.tools.portfolio.register_portfolio_tools`).
    pub function: String,
    /// The parameter's position, where a positional argument may bind it.
    pub index: Option<usize>,
    pub name: String,
}

/// A call of an imported function with the servers it passes (`Module::server_calls`).
#[derive(Clone, Debug, PartialEq)]
pub struct ServerCall {
    /// The callee's qualified name, through the module's imports.
    pub callee: String,
    /// Each positional argument's server (qualified, as `Module::servers`), `None` for an
    /// argument that is not one.
    pub positional: Vec<Option<String>>,
    /// Each keyword argument's name and server.
    pub keywords: Vec<(String, Option<String>)>,
    /// Whether every place the module names the callee is a call of this list with every
    /// argument read (no `*args`, no reference that is not a call).
    pub complete: bool,
}

/// Everything toolsight knows about one Python file.
#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// `__name__` as the file would be imported (its stem).
    pub name: String,
    pub future_annotations: bool,
    pub imports: Vec<Import>,
    pub classes: Vec<Arc<ClassDef>>,
    /// Classes from other modules of the workspace that this module's annotations use.
    pub imported_classes: Vec<Arc<ClassDef>>,
    /// Tools defined in other modules but sent together with this module's (an imported
    /// function in `tools=[...]` or `stores.Index([...])`).
    pub foreign_tools: Vec<ForeignTool>,
    /// The mark groups that register on a server or registry bound to a module-level name,
    /// with that object's qualified name (`pkg.server.mcp`, for the module's own `mcp =
    /// FastMCP(...)` and for `from pkg.server import mcp` alike): the groups of several
    /// modules with one name are one server's set.
    pub servers: Vec<(usize, String)>,
    /// The mark groups that register on a parameter of a module-level function this module
    /// never calls (`def register_portfolio_tools(mcp)`): which server they reach is decided
    /// by the callers in other modules (`server_calls`), where every caller is known.
    pub server_params: Vec<ServerParam>,
    /// This module's calls of functions it imports that pass a server bound to a
    /// module-level name (`register_portfolio_tools(mcp)` in `pkg/server.py`).
    pub server_calls: Vec<ServerCall>,
    /// `tools.toml` entries that name this module but no function of it: (entry, manifest,
    /// the entry's range in the manifest as (line, UTF-16 column) pairs).
    pub index_misses: Vec<IndexMiss>,
    /// Where a new import line goes: after the module docstring and `__future__` imports
    /// (the start of the line that follows them), 0 when there are none.
    pub header_end: usize,
    /// Module-level functions and methods, in source order.
    pub functions: Vec<Arc<Function>>,
    pub marks: Vec<ToolMark>,
    /// The providers the code shows the tools are sent to (empty: nothing shows it).
    pub sent_to: Vec<SentTo>,
    /// The Gemini API the code's client uses, the first client call that says
    /// (`genai.Client(vertexai=True)`); `None`: the code does not show it.
    pub gemini_api: Option<GeminiApiChoice>,
    /// The first seed-library import, if any.
    pub detected: Option<LibraryChoice>,
    /// Spans of syntax errors tree-sitter recovered from.
    pub syntax_errors: Vec<Span>,
    /// Code tree-sitter accepts that CPython refuses to compile (`extract::compile_errors`),
    /// where the parse has no syntax error: the cause Python reports.
    pub compile_error: Option<Arc<CompileError>>,
    /// Top-level statements nested too deeply to analyse (`syntax::MAX_DEPTH`), left out.
    pub too_deep: Vec<Span>,
    /// Names bound in the module's globals once it has run (imports outside
    /// `if TYPE_CHECKING:`, classes, functions, assignments, PEP 695 aliases), in source
    /// order; `"*"` when a star import makes the set unknowable. What `get_type_hints` can see.
    pub globals: Vec<String>,
    /// Every `# comment` token of the file, in source order (fastcore's docments assign
    /// comments to parameters by line, including comments on decorator lines).
    pub comments: Vec<Comment>,
    /// Byte offsets of line starts, to turn spans into line numbers.
    pub lines: LineStarts,
    /// A Rust file (read by `crate::rust`): paths are `module::Type::fn`.
    pub rust: bool,
}

/// Byte offsets where each line of the source starts (a short `Debug` form keeps
/// `debug-model` readable).
#[derive(Clone, Default, PartialEq, Eq)]
pub struct LineStarts(pub Arc<[usize]>);

impl LineStarts {
    pub fn new(text: &str) -> LineStarts {
        let mut starts = vec![0];
        starts.extend(
            text.bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i + 1),
        );
        LineStarts(starts.into())
    }
    /// 1-based line number of a byte offset (as Python's `lineno`).
    pub fn line_of(&self, offset: usize) -> usize {
        match self.0.binary_search(&offset) {
            Ok(l) => l + 1,
            Err(l) => l,
        }
    }
}

impl std::fmt::Debug for LineStarts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LineStarts({} lines)", self.0.len())
    }
}

impl Span {
    fn shift(&mut self, delta: isize) {
        self.start = self.start.saturating_add_signed(delta);
        self.end = self.end.saturating_add_signed(delta);
    }
}

impl Function {
    /// The same function moved by `delta` bytes (text inserted or removed before it): the
    /// language server reuses a function's model when only its position changed.
    pub fn shifted(&self, delta: isize) -> Function {
        let mut f = self.clone();
        if delta == 0 {
            return f;
        }
        for p in &mut f.params {
            p.span.shift(delta);
            p.name_span.shift(delta);
            if let Some(a) = &mut p.annotation {
                a.span.shift(delta);
            }
            if let Some(d) = &mut p.default {
                d.span.shift(delta);
            }
        }
        if let Some(r) = &mut f.returns {
            r.span.shift(delta);
        }
        if let Some(d) = &mut f.doc {
            d.span.shift(delta);
        }
        for d in &mut f.decorators {
            d.span.shift(delta);
        }
        for c in &mut f.signature_comments {
            c.span.shift(delta);
        }
        f.name_span.shift(delta);
        f.signature_span.shift(delta);
        f.span.shift(delta);
        f.body_span.shift(delta);
        f
    }
}

impl Module {
    /// The function's full path as `toolsight schema` prints it: `module.qualname` for
    /// Python, `module::Type::fn` for Rust.
    pub fn function_path(&self, f: &Function) -> String {
        match (self.rust, self.name.is_empty()) {
            (true, true) => f.qualname.clone(),
            (true, false) => format!("{}::{}", self.name, f.qualname),
            (false, _) => format!("{}.{}", self.name, f.qualname),
        }
    }
    /// A class by name: defined here first, else imported from the workspace.
    pub fn class_named(&self, name: &str) -> Option<&Arc<ClassDef>> {
        self.classes
            .iter()
            .find(|c| c.name == name || c.qualname == name)
            .or_else(|| self.imported_classes.iter().find(|c| c.name == name))
    }
}

/// Classes defined in another module that a type mentions.
pub fn foreign_classes(ty: &Ty, module: &str, out: &mut Vec<Arc<ClassDef>>) {
    match ty {
        Ty::Class(c) if c.module != module && !out.iter().any(|o| o.name == c.name) => {
            out.push(c.clone());
        }
        Ty::Generic { args: Some(a), .. } | Ty::Union { members: a, .. } | Ty::ParamList(a) => {
            a.iter().for_each(|t| foreign_classes(t, module, out))
        }
        Ty::Annotated { base, .. } => foreign_classes(base, module, out),
        Ty::Qualified { inner, .. } | Ty::NewType { base: inner, .. } => {
            foreign_classes(inner, module, out)
        }
        Ty::AliasType { value, .. } => foreign_classes(value, module, out),
        Ty::Forward { resolved, .. } => foreign_classes(resolved, module, out),
        _ => {}
    }
}

/// A function of another module, as a tool list in this module refers to it.
#[derive(Clone, Debug, PartialEq)]
pub struct ForeignTool {
    /// The mark group it belongs to (see `ToolMark::group`).
    pub group: usize,
    /// Where this module lists it.
    pub span: Span,
    pub function: ForeignFunction,
    /// The framework of the mark that lists it (`None`: the file's).
    pub library: Option<FrameworkId>,
    /// The tool name the registering mark gives (`mcp.tool(name="x")(f)`).
    pub name: Option<String>,
    /// The registering call's keyword arguments (`Tool.from_function(f, description=...)`),
    /// as for a `ToolMark`.
    pub options: Option<CallValue>,
    /// The arms of the program's choices it is listed on (see `ToolMark::arms`).
    pub arms: Vec<Arm>,
    /// The call toolsight cannot read that wraps it where it is listed (`retry` in
    /// `tools=[retry(fetch.fetch_page)]`; see `Function::wrapped_unread`).
    pub wrapper: Option<String>,
    /// What the project's registrar that registers it makes of its parameters when it
    /// assigns the registered wrapper's `__signature__` (see `SignatureRewrite`).
    pub signature: Option<SignatureRewrite>,
}

/// A function of this module that another module of the workspace registers as a tool
/// (`Agent(tools=[search])` in `agent.py` for `search` of `tools.py`).
#[derive(Clone, Debug, PartialEq)]
pub struct Incoming {
    pub function: String,
    pub library: Option<FrameworkId>,
    /// The registering module.
    pub from: String,
    /// The tool name the registration gives.
    pub name: Option<String>,
    /// The registering call's keyword arguments (a description given there).
    pub options: Option<CallValue>,
    /// The call toolsight cannot read that wraps it there, and the line (in `from`).
    pub wrapped_unread: Option<(String, usize)>,
    /// What the registrar makes of its parameters (`ForeignTool::signature`).
    pub signature: Option<SignatureRewrite>,
}

/// What a project's registrar that assigns the registered wrapper's `__signature__` makes of
/// the function's parameters (`runtime_signature::rewritten_in`).
#[derive(Clone, Debug, PartialEq)]
pub enum SignatureRewrite {
    /// A signature computed at run time, or a shape toolsight does not model: why (the hover
    /// names the registrar). The parameters are unread (`Function::params_unread`).
    Unread(String),
    /// The function's own signature less some of its parameters, the same on every path:
    /// `sig.replace(parameters=[p for p in sig.parameters.values() if p.name != "client"])`,
    /// `list(sig.parameters.values())[1:]` (the first `leading` ones, then these names).
    /// `inspect.signature` returns the remaining `Parameter` objects unchanged (annotation,
    /// default, kind), so what the framework reads is the `def`'s own parameters less these.
    Removes { leading: usize, names: Vec<String> },
}

impl SignatureRewrite {
    /// Applies it to the registered function (once: a second registration through another
    /// rewrite, or the same one again, leaves it as the first made it). `future`: the registrar
    /// is in another module than the function's, and the function's module has `from
    /// __future__ import annotations`.
    pub fn apply(&self, f: &mut Function, future: bool) {
        if f.params_unread.is_some() || f.params_rewritten {
            return;
        }
        match self {
            SignatureRewrite::Unread(why) => f.params_unread = Some(why.clone()),
            SignatureRewrite::Removes { leading, names } => {
                // A string annotation stays a string in the `__signature__` object, and the
                // framework resolves it against `wrapper.__globals__`, the registrar's module:
                // read only when that is the function's own (nuance-mcp's `_wrap_unsupported`
                // copies the signature of tools of its own module, under `from __future__`).
                let strings = future;
                if strings || f.params.len() < *leading {
                    f.params_unread = Some(
                        "a registrar removes parameters from its `__signature__`, and a string \
                         annotation is resolved in the registrar's module"
                            .to_string(),
                    );
                    return;
                }
                f.params.drain(..*leading);
                f.params.retain(|p| !names.contains(&p.name));
                f.params_rewritten = true;
            }
        }
    }
}

/// A module-level function found in another module of the workspace.
#[derive(Clone, Debug, PartialEq)]
pub struct ForeignFunction {
    /// Its `__name__`.
    pub name: String,
    pub module: String,
    pub path: Option<std::path::PathBuf>,
    /// The name's range in that file as (line, UTF-16 column) pairs.
    pub name_range: ((u32, u32), (u32, u32)),
}

#[derive(Clone, Debug, PartialEq)]
pub struct IndexMiss {
    pub tool_id: String,
    pub manifest: std::path::PathBuf,
    pub range: ((u32, u32), (u32, u32)),
    /// What the framework does with the entry, in its own words (`LocalIndex raises
    /// AttributeError: ...`).
    pub raises: String,
}

/// Builds a union as Python does: nested unions flattened, duplicates removed (first kept),
/// a single remaining member returned as is.
pub fn make_union(members: Vec<Ty>, pep604: bool) -> Ty {
    let mut flat: Vec<Ty> = Vec::new();
    for m in members {
        let parts = match m {
            Ty::Union { members: inner, .. } => inner,
            other => vec![other],
        };
        for p in parts {
            if !flat.contains(&p) {
                flat.push(p);
            }
        }
    }
    if flat.len() == 1 {
        return flat.pop().unwrap_or(Ty::Any);
    }
    Ty::Union {
        members: flat,
        pep604,
    }
}

impl Ty {
    /// What `typing.get_type_hints` (without `include_extras`) hands a library:
    /// `Annotated` stripped at every level, nested forward references evaluated, unions
    /// re-flattened. `strip_qualifiers` also drops `Required`/`NotRequired` wrappers, as it
    /// does for TypedDict keys.
    pub fn type_hints(&self, strip_qualifiers: bool) -> Ty {
        let rec = |t: &Ty| t.type_hints(strip_qualifiers);
        match self {
            Ty::Annotated { base, .. } => rec(base),
            Ty::Forward { resolved, .. } => rec(resolved),
            Ty::Qualified { inner, .. } if strip_qualifiers => rec(inner),
            Ty::Qualified { qualifier, inner } => Ty::Qualified {
                qualifier: *qualifier,
                inner: Box::new(rec(inner)),
            },
            Ty::Generic {
                origin,
                spelling,
                args,
            } => Ty::Generic {
                origin: *origin,
                spelling: *spelling,
                args: args.as_ref().map(|a| a.iter().map(rec).collect()),
            },
            Ty::Union { members, pep604 } => make_union(members.iter().map(rec).collect(), *pep604),
            Ty::ParamList(items) => Ty::ParamList(items.iter().map(rec).collect()),
            other => other.clone(),
        }
    }
}

#[cfg(test)]
mod arm_tests {
    use super::Arm;

    fn a(choice: usize, arm: u32) -> Arm {
        Arm { choice, arm }
    }

    #[test]
    fn different_arms_of_one_choice_exclude_each_other() {
        assert!(Arm::exclusive(&[a(1, 0)], &[a(1, 1)]));
        assert!(!Arm::exclusive(&[a(1, 0)], &[a(1, 0), a(5, 1)]));
        assert!(!Arm::exclusive(&[a(1, 0)], &[a(2, 1)]));
        assert!(!Arm::exclusive(&[], &[a(2, 1)]));
        assert!(Arm::exclusive(&[a(1, Arm::NOT_TAKEN)], &[a(1, 0)]));
    }

    #[test]
    fn heaviest_takes_the_best_arm_of_each_choice() {
        // Two unconditional items; choice 10 has arm 0 with three items (one of them behind
        // a nested choice 20 of two arms) and arm 1 with two items.
        let paths: Vec<Vec<Arm>> = vec![
            vec![],
            vec![a(10, 0)],
            vec![a(10, 1)],
            vec![a(10, 0), a(20, 0)],
            vec![a(10, 0), a(20, 1)],
            vec![a(10, 1)],
            vec![],
            vec![a(10, 0)],
        ];
        let refs: Vec<&[Arm]> = paths.iter().map(Vec::as_slice).collect();
        assert_eq!(Arm::heaviest(&refs, |_| 1), vec![0, 1, 3, 6, 7]);
        // Weights decide: arm 1 of choice 10 is heavier.
        assert_eq!(
            Arm::heaviest(&refs, |i| if i == 5 { 10 } else { 1 }),
            vec![0, 2, 5, 6]
        );
    }
}
