//! The module's name table: what each top-level name is bound to (an import, a class, an alias,
//! a function, a variable), and lazily built class definitions.

use crate::model::markers::Dialects;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use tree_sitter::Node;

use crate::model::{ClassDef, Import, PyValue};
use crate::syntax::text;

#[derive(Clone, Copy, Debug)]
pub enum Binding<'t> {
    Class(Node<'t>),
    /// `X = <expr>` or `X: TypeAlias = <expr>`; the value node.
    Assign(Node<'t>),
    /// PEP 695 `type X = <expr>`; the value node.
    TypeAlias(Node<'t>),
    Function,
}

/// Resolves names defined in other modules of the workspace (`shop.models.Order`).
pub trait External: Sync {
    /// The frameworks the workspace's modules are analysed with.
    fn dialects(&self) -> &'static Dialects;
    /// The type a fully qualified name denotes, when it is defined in the workspace.
    /// `depth` counts the modules already followed (re-export chains, cycles).
    fn resolve(&self, qualified: &str, depth: usize) -> Option<crate::model::Ty>;
    /// The module-level function a fully qualified name denotes (following re-exports).
    fn function(&self, _qualified: &str, _depth: usize) -> Option<crate::model::ForeignFunction> {
        None
    }
    /// The functions a fully qualified name of a module-level collection denotes
    /// (`from .tools import TOOLS`).
    fn tools(&self, _qualified: &str, _depth: usize) -> Vec<crate::model::ForeignFunction> {
        Vec::new()
    }
    /// Whether `word` occurs in a file of the project other than `module` (its other
    /// modules' text, packaging files naming entry points); `None` where that is not known.
    fn named_elsewhere(&self, _module: &str, _word: &str) -> Option<bool> {
        None
    }
    /// Whether no import of the project can reach `module`: no other file names its last
    /// segment, and no dynamic import can load it (`Some(true)`); `None` where that is not
    /// known.
    fn unimported(&self, _module: &str) -> Option<bool> {
        None
    }
    /// The functions of `module` that other modules of the workspace register as tools.
    fn incoming(&self, _module: &str) -> Vec<crate::model::Incoming> {
        Vec::new()
    }
    /// The string a module-level constant of another module of the workspace holds
    /// (`SEARCH = "search_symbols"`).
    fn string_constant(&self, _qualified: &str, _depth: usize) -> Option<String> {
        None
    }
    /// The value a module-level constant of another module of the workspace holds, when a
    /// default may use it (`extract::literal::is_constant_value`): `top_k: int = DEFAULT_TOP_K`,
    /// `code: str = CODE_FIELD` with `CODE_FIELD = Field(..., description=...)`.
    fn constant(&self, _qualified: &str, _depth: usize) -> Option<crate::model::PyValue> {
        None
    }
    /// Whether `from <module> import *` binds `name` (`qualified` is `<module>.<name>`), for
    /// a module of the workspace (`extract::star`); `None` where that is not read.
    fn star_binds(&self, _qualified: &str, _depth: usize) -> Option<bool> {
        None
    }
    /// What a name that a module of the workspace imports from outside it denotes, following
    /// re-export chains: `pkg._compat.TypedDict` is `typing.TypedDict` when `pkg/_compat.py`
    /// says `from typing import TypedDict` (a version shim's other branch imports the same name
    /// from `typing_extensions`). `None` for a name the module defines, or not in the workspace.
    fn import_target(&self, _qualified: &str, _depth: usize) -> Option<String> {
        None
    }
    /// The bases (qualified) of a class defined in another module of the workspace.
    fn class_bases(&self, _qualified: &str, _depth: usize) -> Option<Vec<String>> {
        None
    }
    /// The decorators (qualified, a call's callee) of a class defined in another module of
    /// the workspace (`haystack.component` for `@component class Search`).
    fn class_decorators(&self, _qualified: &str, _depth: usize) -> Option<Vec<String>> {
        None
    }
    /// The class (qualified) of the object a fully qualified module-level name is bound to
    /// (`pkg.server.mcp` → `fastmcp.FastMCP`).
    fn instance_class(&self, _qualified: &str, _depth: usize) -> Option<String> {
        None
    }
    /// What a module-level function of another module of the workspace does with the
    /// function it decorates, when it registers it with a framework (`def reader(name): ...`).
    fn registrar(&self, _qualified: &str, _depth: usize) -> Option<super::Registrar> {
        None
    }
    /// Why a module-level function of another module of the workspace sets the docstring of
    /// the function it decorates (`function.__doc__ = description` in the decorator it
    /// returns; see `doc_setters`), when it does.
    fn doc_setter(&self, _qualified: &str, _depth: usize) -> Option<String> {
        None
    }
    /// What a loop of some module of the workspace over a server's registered tools
    /// assigns to each (`tools_rewritten`): the first description and schema rewrite found.
    fn tools_rewritten(&self) -> super::tools_rewritten::Rewritten {
        Default::default()
    }
    /// The transforms some module of the workspace puts between a server's tools and what
    /// it lists (`listing_transforms`).
    fn listing_transforms(&self) -> super::listing_transforms::Transforms {
        Default::default()
    }
    /// Where the modules of the workspace importing the module-level name `qualified` (a
    /// list of hand-written tools, or a function returning one) send it, for a shape listed
    /// only where it reaches a listing (see `discover::listing_reach`); `None` where no such
    /// module is read.
    fn listing_reach(
        &self,
        _qualified: &str,
        _listings: &'static crate::model::markers::Listings,
        _depth: usize,
    ) -> Option<super::ListingReach> {
        None
    }
    /// Where the other modules of the workspace send what the method `method` of the class
    /// `class` (qualified) returns, through its calls on receivers whose class they show to be
    /// `class` (`self.mcp_server.get_tools_list()`, see `discover::receiver_class`); `None`
    /// where no such module is read.
    fn method_listing_reach(
        &self,
        _class: &str,
        _method: &str,
        _listings: &'static crate::model::markers::Listings,
        _depth: usize,
    ) -> Option<super::ListingReach> {
        None
    }
    /// What the modules of the workspace importing the module-level catalog list
    /// `qualified` do with it (see `discover::catalog_filter`): nothing known by default.
    fn catalog_filter(&self, _qualified: &str, _depth: usize) -> super::CatalogFilter {
        Default::default()
    }
    /// The framework of a loop in a module of the workspace that imports the module-level
    /// list or getter `qualified` and registers its elements on a server (a registry
    /// decorator's list, see `discover::registry`), with the options its registering call passes.
    fn registry_loop(
        &self,
        _qualified: &str,
        _depth: usize,
    ) -> Option<(
        &'static crate::model::markers::Dialect,
        Option<crate::model::CallValue>,
    )> {
        None
    }
    /// The class (qualified) of what the workspace's calls of the module-level function
    /// `qualified` pass as its argument `index` (or by keyword, as `param`), when that is a
    /// module-level instance (`register_all_tools(mcp)` with `mcp = FastMCP(...)`) or one the
    /// calling function binds.
    fn argument_class(
        &self,
        _qualified: &str,
        _index: usize,
        _param: &str,
        _depth: usize,
    ) -> Option<String> {
        None
    }
    /// The functions a module-level function of another module of the workspace registers
    /// on its parameters (see `extract::find_parameter_tools`).
    fn parameter_tools(&self, _qualified: &str, _depth: usize) -> Vec<super::ParamTool> {
        Vec::new()
    }
    /// The method `method` a class of another module of the workspace defines or inherits
    /// from its own bases there (`SearchBase._run` for `class Brave(SearchBase)`), built in
    /// its module's scope; positions are that module's.
    fn inherited_method(
        &self,
        _class: &str,
        _method: &str,
        _depth: usize,
    ) -> Option<crate::model::Function> {
        None
    }
    /// What the constructor of a class of another module of the workspace stores in
    /// `self.<attr>` (`self.name = tool_name`), or else the class attribute of that name.
    fn init_attribute(&self, _class: &str, _attr: &str, _depth: usize) -> Option<InitAttribute> {
        None
    }
    /// Whether `module` is a module of the workspace (`history.tools`, not `os.path`).
    fn has_module(&self, _module: &str) -> bool {
        false
    }
    /// Where a qualified name was looked for when it is not a type of the workspace:
    /// `Some(description)` when its module is in the workspace, `None` otherwise.
    fn explain(&self, _qualified: &str) -> Option<String> {
        None
    }
    /// Changes whenever any module of the workspace changes (cached models are keyed by it).
    fn generation(&self) -> u64 {
        0
    }
}

/// What a constructor stores in an attribute of `self` (see `External::init_attribute`).
#[derive(Clone, Debug, PartialEq)]
pub enum InitAttribute {
    /// A string the constructor stores (`self.name = "notes"`).
    Literal(String),
    /// The constructor's parameter at this position (`self` not counted), by name.
    Param(usize, String),
    /// No constructor sets it; the class attribute holds this string (read only when no
    /// class nearer the instance's own defines the attribute).
    ClassAttribute(String),
}

pub struct Scope<'t> {
    pub src: &'t str,
    pub module: String,
    /// The package relative imports start from (`shop` for `shop.tools`, `shop` for the
    /// package's own `__init__`).
    pub package: String,
    pub external: Option<&'t dyn External>,
    /// The frameworks discovery recognises (the registry's markers, as data).
    pub dialects: &'static Dialects,
    pub future_annotations: bool,
    pub imports: HashMap<String, Import>,
    pub bindings: HashMap<String, Binding<'t>>,
    /// The modules of the module's star imports that run, in source order (`star`); `None`
    /// for one in an `except` handler, a fallback for when another import fails.
    pub star_imports: Vec<Option<String>>,
    pub(super) classes: RefCell<HashMap<String, Arc<ClassDef>>>,
    pub(super) building: RefCell<HashSet<String>>,
    /// How many module-level names are being evaluated inside each other (`A = B`, `B = A`
    /// must stop).
    pub(super) evaluating: std::cell::Cell<usize>,
    /// Module-level aliases being expanded inside each other: `T = tuple[T, T]` would
    /// otherwise double at every level until the depth bound (exponential time).
    pub(super) expanding: RefCell<Vec<String>>,
    /// How many more type nodes the annotation being resolved may expand to.
    pub(super) budget: std::cell::Cell<usize>,
    /// The names in scope where a `def` runs, per innermost enclosing function or class
    /// (node id): computed once per scope and shared by the `def`s in it, so a class of
    /// many methods is read once, not once per method.
    pub(super) enclosing: RefCell<HashMap<usize, Arc<[String]>>>,
    /// The values of the methods' first `return`s the class models read, kept between
    /// versions of a document (`ReturnsMemo`); `None` without a cache.
    pub(super) returns: RefCell<Option<ReturnsMemo>>,
    /// The summaries of the methods a `self.m(...)` call reaches, kept between versions of
    /// a document (`SummaryMemo`); `None` without a cache.
    pub(crate) summaries: RefCell<Option<SummaryMemo>>,
    /// How many times a summary looked for a registry loop or a marker's consumer among the
    /// module's functions (`registry::consumer`, `marker::consumer`): a decorator factory's
    /// summary that looked for none read its method's text and the context only, and is
    /// kept (`wrappers::method_wrapper`).
    pub(crate) consumer_reads: std::cell::Cell<usize>,
    /// The functions the tool lists inside methods denote, kept between versions of a
    /// document by what their evaluation read (`ListsMemo`); `None` without a cache.
    pub(crate) lists: RefCell<Option<ListsMemo>>,
}

/// The value of each method's first `return` (what `ClassDef::method_returns` holds), by the
/// returned expression's text, for one version's context hash. A toolkit class is one
/// statement: an edit inside one method modelled the class again and evaluated every
/// method's `return` (145 in agno's `studio.py`). The value depends on the expression's text
/// and the module's context only (`literal::eval` reads the module's names, never the
/// function around it), and a method's first `return` is context itself
/// (`extract::method_bodies` leaves it in), so a changed one changes the key of all.
#[derive(Default)]
pub struct ReturnsMemo {
    pub(super) context: u64,
    pub(super) previous: crate::textcache::TextCache<PyValue>,
    pub(super) fresh: crate::textcache::TextCache<PyValue>,
    /// How many were evaluated (not taken from the version before).
    pub(super) built: usize,
}

/// What `discover::wrappers::method_wrapper` says of each method (whether it registers one
/// of its parameters, `self.m(f)` then registering `f`), by the method's text, for one
/// version's context hash and depth. `sinks::self_wrapper_called` asks it of every method a
/// `self.m(...)` call names: in agno's `studio.py` every method of the toolkit was walked
/// again on each keystroke. The summary reads the method's own text and the module's
/// context (imports, module-level names and classes less their methods' bodies, the
/// workspace's generation) only; a method with an error inside is summarised afresh each
/// time, and so is a decorator factory (a function defined at the top of its body) whose
/// summary looked for a registry loop or a marker's consumer elsewhere in the module
/// (`Scope::consumer_reads`). The offset a summary holds (`Registrar::optional`)
/// is kept relative to the method's start.
#[derive(Default)]
pub struct SummaryMemo {
    pub(crate) context: u64,
    pub(crate) previous:
        crate::textcache::TextCache<Option<crate::extract::discover::wrappers::Registrar>>,
    pub(crate) fresh:
        crate::textcache::TextCache<Option<crate::extract::discover::wrappers::Registrar>>,
    /// How many were summarised (not taken from the version before).
    pub(crate) built: usize,
}

/// The functions each tool list written inside a method denotes
/// (`discover::list_memo::KeptList`), by the method's text, for one version's context hash,
/// the list's place in the method and the texts of what the evaluation read.
#[derive(Default)]
pub struct ListsMemo {
    pub(crate) context: u64,
    pub(crate) previous: crate::textcache::TextCache<crate::extract::discover::list_memo::KeptList>,
    pub(crate) fresh: crate::textcache::TextCache<crate::extract::discover::list_memo::KeptList>,
    /// How many lists were evaluated (not taken from the version before).
    pub(crate) built: usize,
    /// Whether the version's text may call `exec` (`list_memo::calls_exec`), read when a
    /// list first asks: such a module keeps no list.
    pub(crate) exec: Option<bool>,
    /// The hash of the version's `self.X = ...` assignments (`list_memo::attrs_hash`),
    /// computed when a list first needs it.
    pub(crate) attrs: Option<u64>,
}

const BUILTIN_NAMES: &[&str] = &[
    "str",
    "int",
    "float",
    "bool",
    "bytes",
    "object",
    "complex",
    "list",
    "set",
    "frozenset",
    "tuple",
    "dict",
    "type",
    "None",
    "bytearray",
];

impl<'t> Scope<'t> {
    pub fn new(src: &'t str, module: &str, dialects: &'static Dialects) -> Scope<'t> {
        // By toolsight's convention a package's `__init__.py` is analysed as `pkg.__init__`:
        // its `__name__` is `pkg` and relative imports start from `pkg` itself.
        let (module, package) = match module.strip_suffix(".__init__") {
            Some(pkg) => (pkg.to_string(), pkg.to_string()),
            None => (
                module.to_string(),
                module
                    .rsplit_once('.')
                    .map(|(p, _)| p.to_string())
                    .unwrap_or_default(),
            ),
        };
        Scope {
            src,
            module,
            package,
            external: None,
            dialects,
            future_annotations: false,
            imports: HashMap::new(),
            bindings: HashMap::new(),
            star_imports: Vec::new(),
            classes: RefCell::new(HashMap::new()),
            building: RefCell::new(HashSet::new()),
            evaluating: std::cell::Cell::new(0),
            expanding: RefCell::new(Vec::new()),
            budget: std::cell::Cell::new(super::resolve::MAX_NODES),
            enclosing: RefCell::new(HashMap::new()),
            returns: RefCell::new(None),
            summaries: RefCell::new(None),
            consumer_reads: std::cell::Cell::new(0),
            lists: RefCell::new(None),
        }
    }

    /// The fully qualified name a bare name refers to: `typing.Optional` for `Opt` after
    /// `from typing import Optional as Opt`, `<module>.X` for a local definition,
    /// `builtins.str` for a builtin.
    pub fn qualify(&self, name: &str) -> Option<String> {
        if self.bindings.contains_key(name) {
            return Some(format!("{}.{}", self.module, name));
        }
        if let Some(imp) = self.imports.get(name) {
            return Some(imp.target.clone());
        }
        if BUILTIN_NAMES.contains(&name) {
            return Some(format!("builtins.{name}"));
        }
        None
    }

    /// Qualifies an identifier or a dotted attribute chain (`t.Optional`, `typing.List`).
    pub fn qualify_expr(&self, node: Node, src: &str) -> Option<String> {
        match node.kind() {
            "identifier" => self.qualify(text(node, src)),
            "attribute" => {
                let obj = node.child_by_field_name("object")?;
                let attr = node.child_by_field_name("attribute")?;
                let base = self
                    .qualify_expr(obj, src)
                    .unwrap_or_else(|| text(obj, src).to_string());
                Some(format!("{base}.{}", text(attr, src)))
            }
            "type" => crate::syntax::named_children(node)
                .first()
                .and_then(|c| self.qualify_expr(*c, src)),
            _ => None,
        }
    }

    /// The local name for a qualified name of this module (`mod.X` → `X`).
    pub fn local_name<'q>(&self, qualified: &'q str) -> Option<&'q str> {
        qualified
            .strip_prefix(self.module.as_str())
            .and_then(|r| r.strip_prefix('.'))
            .filter(|r| !r.contains('.'))
    }

    /// The value of `value`, a method's first `return`'s expression, from the memo of the
    /// version before when it has it (`ReturnsMemo`), else `eval`uated.
    pub(super) fn returned_value(&self, value: Node, eval: impl FnOnce() -> PyValue) -> PyValue {
        let key = text(value, self.src);
        let cacheable = super::shape::cacheable(value);
        // The borrow ends with this statement: `eval` may model other classes, whose
        // returns come here again (a temporary borrowed in a `match` lives through its arms).
        let taken = match self.returns.borrow_mut().as_mut() {
            None => None,
            // Another method returning the same text took it already in this version.
            Some(m) if cacheable => Some(
                m.previous
                    .take(m.context, key)
                    .or_else(|| m.fresh.take(m.context, key)),
            ),
            Some(_) => Some(None),
        };
        let Some(taken) = taken else {
            return eval();
        };
        if let Some(t) = taken {
            let v = t.value.clone();
            if let Some(m) = self.returns.borrow_mut().as_mut() {
                m.fresh.put_back(t);
            }
            return v;
        }
        // Evaluated without the memo borrowed: it may model other classes, which read it.
        let v = eval();
        if let Some(m) = self.returns.borrow_mut().as_mut() {
            m.built += 1;
            if cacheable {
                m.fresh.put(m.context, key, v.clone());
            }
        }
        v
    }

    pub fn enum_member(&self, class: &str, member: &str) -> Option<PyValue> {
        let Some(Binding::Class(_)) = self.bindings.get(class) else {
            return None;
        };
        let def = self.class(class)?;
        let m = def.members.iter().find(|m| m.name == member)?;
        Some(PyValue::EnumMember {
            class: def.name.clone(),
            member: m.name.clone(),
            value: Box::new(m.value.clone()),
        })
    }
}
