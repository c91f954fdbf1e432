//! Diagnostics: each rule is a plain function from a module's facts (and the payloads its
//! library renders) to diagnostics. Rules are grouped by category in files of their own and
//! documented where they are defined; `toolsight rule CODE` prints that documentation.
//!
//! Codes are stable: a letter for the category and three digits.
//! N names · C collisions · L library behaviour · V default values · S OpenAI strict ·
//! G Gemini `parameters` · A Anthropic · K counts · D descriptions.

// The layers below, under the names this crate's modules use for them.
use crate as rules;
use toolsight_config as config;
use toolsight_frameworks as frameworks;
use toolsight_frameworks::render;
use toolsight_model as model;
use toolsight_model::payload;
use toolsight_python::extract;
use toolsight_rust as rust;
use toolsight_syntax as syntax;
use toolsight_syntax::indentation;

mod anthropic;
mod app_only;
mod collisions;
mod counts;
mod defaults;
mod descriptions;
pub mod facts;
mod gemini;
pub mod keywords;
mod library;
pub mod limits;
mod mcp;
mod names;
mod paths;
mod rename;
pub mod runtime_docs;
mod sanity;
mod schema_place;
pub mod server_sets;
mod silent;
mod strict;
mod suppress;
pub mod tokens;
mod unlisted;

use std::path::PathBuf;

use crate::config::{Config, Severity};
use crate::frameworks::Library;
use crate::frameworks::Provider;
use crate::model::{Function, Module, ToolMark};
use crate::render::{Entry, Selection};
use crate::syntax::Span;

pub use paths::param_span;

pub use suppress::Suppressions;

/// The tools of each mark group (one list, index or registry: sent together), with the span
/// of each member's mark, in group order.
pub(crate) fn groups<'c, 'm>(
    ctx: &'c Ctx<'m>,
) -> std::collections::BTreeMap<usize, Vec<(&'c ToolView<'m>, Span)>> {
    let mut groups: std::collections::BTreeMap<usize, Vec<(&ToolView, &ToolMark)>> =
        std::collections::BTreeMap::new();
    // A tool registered only on a server the module replaces before serving it, or only
    // inside a function nothing calls, is in no set sent (`Function::sent_to_no_client`).
    for t in ctx.tools.iter().filter(|t| !t.function.sent_to_no_client()) {
        for m in ctx.marks_of(t.index) {
            if let Some(g) = m.group {
                groups.entry(g).or_default().push((t, m));
            }
        }
    }
    // Of alternatives (the branches of an `if`, `a if c else b`), one is sent: a group is
    // its largest selection that can be there together.
    groups
        .into_iter()
        .map(|(g, members)| {
            let paths: Vec<&[crate::model::Arm]> =
                members.iter().map(|(_, m)| m.arms.as_slice()).collect();
            let chosen = crate::model::Arm::heaviest(&paths, |_| 1);
            let kept = chosen
                .into_iter()
                .map(|i| (members[i].0, members[i].1.span))
                .collect();
            (g, kept)
        })
        .collect()
}

/// The tools of each mark group that are registered on every path the program can take (no
/// `if`, ternary, `try` or `match` arm decides them): what is certainly sent together,
/// whatever the configuration. A tool registered only when a key is set
/// (`if searcher is not None: @mcp.tool()`) may not be.
pub(crate) fn certain_groups<'c, 'm>(
    ctx: &'c Ctx<'m>,
) -> std::collections::BTreeMap<usize, Vec<(&'c ToolView<'m>, Span)>> {
    let mut groups: std::collections::BTreeMap<usize, Vec<(&ToolView, Span)>> =
        std::collections::BTreeMap::new();
    // A tool with a mark on an arm and another on none is certain; counted once (a set of
    // (group, tool) so that a group of thousands of tools stays linear).
    let mut seen: std::collections::HashSet<(usize, usize)> = std::collections::HashSet::new();
    for t in ctx.tools.iter().filter(|t| !t.function.sent_to_no_client()) {
        for m in ctx.marks_of(t.index) {
            if let Some(g) = m.group {
                let members = groups.entry(g).or_default();
                if m.arms.is_empty() && seen.insert((g, t.index)) {
                    members.push((t, m.span));
                }
            }
        }
    }
    groups.retain(|_, members| !members.is_empty());
    groups
}

#[derive(Clone, Debug, PartialEq)]
pub struct Related {
    pub span: Span,
    pub message: String,
    /// Another file, for collisions across files; `None` = the same file.
    pub path: Option<PathBuf>,
    /// In another file: the range as (line, UTF-16 column) pairs, since `span` indexes a
    /// text the caller does not have.
    pub foreign_range: Option<((u32, u32), (u32, u32))>,
}

impl Related {
    /// A place in the same file.
    pub fn here(span: Span, message: String) -> Related {
        Related {
            span,
            message,
            path: None,
            foreign_range: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    pub span: Span,
    pub text: String,
}

/// Whether `toolsight check --fix` may apply a fix unasked, in ruff's sense: a safe fix keeps
/// what the code does and what other code can rely on; an unsafe one may change either
/// (`--unsafe-fixes`). The editor offers both as quick fixes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Applicability {
    Safe,
    Unsafe,
}

impl Applicability {
    pub fn id(self) -> &'static str {
        match self {
            Applicability::Safe => "safe",
            Applicability::Unsafe => "unsafe",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fix {
    pub title: String,
    pub edits: Vec<Edit>,
    pub applicability: Applicability,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    pub code: &'static str,
    pub severity: Severity,
    pub message: String,
    pub span: Span,
    pub providers: Vec<Provider>,
    pub related: Vec<Related>,
    pub fix: Option<Fix>,
    /// Index into `Module::functions` of the tool concerned.
    pub function: Option<usize>,
}

impl Diagnostic {
    /// Whether every place the diagnostic mentions (its range, related places, fix edits)
    /// lies inside `outer`: only such diagnostics can move along with a cached function.
    pub fn within(&self, outer: Span) -> bool {
        let inside = |s: &Span| outer.start <= s.start && s.end <= outer.end;
        inside(&self.span)
            && self
                .related
                .iter()
                .all(|r| r.path.is_none() && inside(&r.span))
            && self
                .fix
                .as_ref()
                .is_none_or(|f| f.edits.iter().all(|e| inside(&e.span)))
    }

    /// The same diagnostic `delta` bytes further (text inserted or removed before it).
    pub fn shifted(&self, delta: isize) -> Diagnostic {
        let mv = |s: Span| {
            Span::new(
                s.start.saturating_add_signed(delta),
                s.end.saturating_add_signed(delta),
            )
        };
        let mut d = self.clone();
        d.span = mv(d.span);
        for r in &mut d.related {
            r.span = mv(r.span);
        }
        if let Some(f) = &mut d.fix {
            for e in &mut f.edits {
                e.span = mv(e.span);
            }
        }
        d
    }
}

/// A rule's documentation and default severity.
#[derive(Clone, Copy, Debug)]
pub struct RuleInfo {
    pub code: &'static str,
    pub name: &'static str,
    pub severity: Severity,
    pub summary: &'static str,
    /// What it catches, why (the provider's or library's own error text where known),
    /// an example and the fix.
    pub doc: &'static str,
}

/// Rules that only run when selected explicitly: useful, but too chatty for every project.
pub const OPT_IN: &[&str] = &["D003", "D005", "N007", "K004", "G009", "T004"];

/// Every rule, in code order.
pub fn registry() -> Vec<&'static RuleInfo> {
    let mut all: Vec<&'static RuleInfo> = Vec::new();
    for group in [
        names::RULES,
        collisions::RULES,
        library::RULES,
        defaults::RULES,
        strict::RULES,
        gemini::RULES,
        anthropic::RULES,
        mcp::RULES,
        counts::RULES,
        descriptions::RULES,
        silent::RULES,
        sanity::RULES,
        limits::RULES,
        tokens::RULES,
    ] {
        all.extend(group.iter());
    }
    all.sort_by_key(|r| r.code);
    all
}

/// A rule's whole documentation: its own text, then the facts it reads, its targets, the
/// meaning of its severity and the API versions it is about (`facts`).
pub fn documentation(info: &RuleInfo) -> String {
    match facts::of(info.code) {
        Some(n) => format!("{}\n\n{}", info.doc, facts::section(n)),
        None => info.doc.to_string(),
    }
}

pub fn rule(code: &str) -> Option<&'static RuleInfo> {
    registry()
        .into_iter()
        .find(|r| r.code.eq_ignore_ascii_case(code) || r.name == code)
}

/// One tool with everything rules look at.
pub struct ToolView<'m> {
    pub index: usize,
    pub function: &'m Function,
    pub library: Library,
    pub mark: Option<&'m ToolMark>,
    /// The tool name the registering mark gives (`name=`), if any.
    pub named: Option<String>,
    /// Every payload the library renders for it (shared with the analysis cache).
    pub entries: std::sync::Arc<Vec<Entry>>,
    /// The providers the tool is sent to (the configuration's, within the library's).
    pub providers: Vec<Provider>,
    /// This tool's own diagnostics, remembered from an earlier version of the document
    /// where its text and context were the same; per-tool rules skip it.
    pub cached: Option<Vec<Diagnostic>>,
}

impl<'m> ToolView<'m> {
    pub fn entry(&self, p: Provider) -> Option<&Entry> {
        self.entries.iter().find(|e| e.provider == p)
    }
    /// The payload that reaches `p`: the library's own rendering for it, or else its native
    /// schema when the tool is sent to `p` (selectools wraps `Tool.schema()` unchanged for
    /// OpenAI, `{"type": "function", "function": schema}`, and passes its `parameters` as
    /// Anthropic's `input_schema`), so parameter-schema rules see what is really sent.
    pub fn payload_for(&self, p: Provider) -> Option<&Entry> {
        self.entry(p).or_else(|| {
            self.providers
                .contains(&p)
                .then(|| self.entry(Provider::Native))
                .flatten()
        })
    }
    /// The payloads that reach the targeted providers, each with the providers it reaches:
    /// a provider's own rendering, and the native schema for targeted providers the library
    /// has no rendering of (see `payload_for`). Payloads for providers the configuration
    /// leaves out are not checked.
    pub fn sent_entries(&self) -> Vec<(&Entry, Vec<Provider>)> {
        // A framework that sends its own tool object to whichever model it drives (dspy,
        // strands): that object is what is sent, to no provider in particular, so the
        // framework's errors and schema sanity are checked on it and provider rules are not.
        if self.library.targets.is_empty() && self.function.schema.is_none() {
            return self
                .entries
                .iter()
                .filter(|e| e.provider == Provider::Native)
                .map(|e| (e, Vec::new()))
                .collect();
        }
        let mut out = Vec::new();
        for e in self.entries.iter() {
            let reaches: Vec<Provider> = if e.provider == Provider::Native {
                self.providers
                    .iter()
                    .copied()
                    .filter(|p| self.entry(*p).is_none())
                    .collect()
            } else if self.providers.contains(&e.provider) {
                vec![e.provider]
            } else {
                Vec::new()
            };
            if !reaches.is_empty() {
                out.push((e, reaches));
            }
        }
        out
    }
    /// The tool name the library sends to `p` (its own rendering where it has one).
    pub fn name_for(&self, p: Provider) -> String {
        self.entry(p)
            .or_else(|| self.entries.first())
            .map(|e| e.rendered.name.clone())
            // A Rust tool's name is its attribute's or `const NAME`'s, not the fn's.
            .or_else(|| self.function.rust.as_ref().map(|r| r.name.clone()))
            .unwrap_or_else(|| self.function.name.clone())
    }
    /// Whether the tool's name is an expression toolsight cannot read (a Rust constant of a
    /// crate whose sources are not on disk): rules about the name stay silent.
    pub fn name_unread(&self) -> bool {
        self.function
            .rust
            .as_ref()
            .is_some_and(|r| r.name_unread.is_some())
            || self.name_is_placeholder()
            // Registered through a wrapper toolsight cannot read, which may rename it.
            || self.function.wrapped_unread.is_some()
            || self.given_name_unread()
            || self.function.name_given_unread.is_some()
    }
    /// The registration names the tool with a value toolsight cannot evaluate (`name=name`
    /// inside the project's `_tool(name, func)` helper, `name=tool_name("x")`), and the name
    /// shown is the function's own for want of it: the name sent is not known.
    fn given_name_unread(&self) -> bool {
        let Some(options) = self.mark.and_then(|m| m.options.as_ref()) else {
            return false;
        };
        let given = self
            .library
            .markers
            .name
            .keywords
            .iter()
            .find_map(|k| options.kwarg(k));
        let opaque =
            given.is_some_and(|v| v.as_str().is_none() && *v != crate::model::PyValue::None);
        let own = self
            .function
            .runtime_name
            .as_deref()
            .unwrap_or(&self.function.name);
        // Shown as the function's own name, or as the computed name's static parts.
        let shown = given.and_then(frameworks::common::computed_name);
        opaque
            && self.named.is_none()
            && self
                .entries
                .iter()
                .all(|e| e.rendered.name == own || Some(&e.rendered.name) == shown.as_ref())
    }
    /// A class tool whose name is the empty string (langchain's `name: str = ""` on a tool
    /// class that its toolkit instantiates with `name=action["name"]`): a placeholder the
    /// constructor replaces, not the name sent.
    fn name_is_placeholder(&self) -> bool {
        self.function.kind == crate::model::DefKind::Class
            && !self.entries.is_empty()
            && self.entries.iter().all(|e| e.rendered.name.is_empty())
    }
    /// Whether a fact that decides the tool's payload was not read: its docstring was
    /// replaced by a value toolsight cannot evaluate (`f.__doc__ = make_doc()`), or every
    /// payload it has is unread (`LibError::unknown`: a description computed at run time, a
    /// schema built by a call toolsight does not model), or it is registered through a
    /// wrapper toolsight cannot read (`Function::wrapped_unread`). Rules about its
    /// description and parameters stay silent.
    pub fn payload_unread(&self) -> bool {
        self.function.doc_unread.is_some()
            || self.function.params_unread.is_some()
            || self.function.wrapped_unread.is_some()
            || (!self.entries.is_empty()
                && self.entries.iter().all(|e| {
                    e.rendered
                        .result
                        .as_ref()
                        .err()
                        .is_some_and(|err| err.is_unknown())
                }))
    }
    /// Where the tool's name is written: a `name=` string, the string literal the mark
    /// gives it as (`@tool("arxiv.fetch_metadata")`, `name_override="x"`), or the function
    /// name.
    pub fn name_span(&self, source: &str) -> Span {
        self.mark
            .and_then(|m| {
                keyword_value_span(source, m.span, "name").or_else(|| {
                    let named = m.name.as_deref().or(self.named.as_deref())?;
                    string_literal_span(source, m.span, named)
                })
            })
            .unwrap_or(self.function.name_span)
    }
}

pub struct Ctx<'m> {
    pub module: &'m Module,
    pub source: &'m str,
    pub config: &'m Config,
    pub tools: Vec<ToolView<'m>>,
    /// The workspace, when there is one: rules use it to say where they looked.
    pub external: Option<&'m dyn crate::extract::External>,
    /// The source's syntax tree, parsed on first use by the renaming fixes (which resolve
    /// names on it); most checks never need it.
    tree: std::cell::OnceCell<tree_sitter::Tree>,
    /// Where each identifier of the tree is, by name, built with the tree.
    identifiers: std::cell::OnceCell<std::collections::HashMap<String, Vec<Span>>>,
    /// The tools sent under each name (indexes into `tools`), for the renaming fixes.
    tool_names: std::cell::OnceCell<std::collections::HashMap<String, Vec<usize>>>,
    /// The module's marks by the function they mark (indexes into `module.marks`): rules ask
    /// for each tool's marks, and scanning every mark for every tool is quadratic.
    marks_by_function: Vec<Vec<usize>>,
    /// Where `__doc__` assignments toolsight cannot bind may reach (`runtime_docs`).
    runtime_docs: std::cell::OnceCell<Vec<Option<String>>>,
    /// Where `.description` assignments at run time may reach (`runtime_docs`).
    runtime_descriptions: std::cell::OnceCell<Vec<Option<String>>>,
    /// Module-level `NAME = literal` bindings by name (`None` for a name bound more than
    /// once or to something else), built by one pass over the source on first use.
    constants: std::cell::OnceCell<std::collections::HashMap<&'m str, Option<&'m str>>>,
    /// Whether the caller joins the sets registered on one server across modules
    /// (`server_sets`): then this module's parts are handed over in `shares`.
    pub defer_sets: bool,
    shares: std::cell::RefCell<Vec<server_sets::SetShare>>,
}

impl<'m> Ctx<'m> {
    /// The Gemini target of the module's tools: the API its code chooses
    /// (`genai.Client(vertexai=True)`), which is more specific than the `gemini.api` setting.
    pub fn gemini(&self) -> crate::config::GeminiTarget {
        let mut g = self.config.gemini.clone();
        if let Some(c) = &self.module.gemini_api {
            g.api = c.api;
        }
        g
    }

    pub fn new(module: &'m Module, source: &'m str, config: &'m Config) -> Ctx<'m> {
        Ctx::with_renderer(module, source, config, |c| {
            (
                std::sync::Arc::new(render::render_tool(module, c, &[], config.render_config())),
                None,
            )
        })
    }

    /// Like `new`, with the payloads coming from `render` (the language server answers
    /// from a cache for tools whose source did not change).
    pub fn with_renderer(
        module: &'m Module,
        source: &'m str,
        config: &'m Config,
        mut render: impl FnMut(
            &render::Chosen<'m>,
        ) -> (std::sync::Arc<Vec<Entry>>, Option<Vec<Diagnostic>>),
    ) -> Ctx<'m> {
        let sel = Selection {
            library: config.library,
            default_library: Some(config.default_library),
            ..Selection::default()
        };
        let tools = render::choose(module, &sel)
            .into_iter()
            .map(|c| {
                let (entries, cached) = render(&c);
                // A hand-written schema goes to the provider whose format it is written in.
                let targets = match &c.function.schema {
                    Some(s) => vec![s.provider],
                    None => c.library.targets.to_vec(),
                };
                // An MCP server's tools reach a model through its client: where the
                // configuration names Gemini, a Gemini-backed client sends each `inputSchema`
                // as the declaration's `parameters`, and the Gemini rules check it.
                let via_mcp_client = targets.contains(&Provider::Mcp)
                    && config.providers.contains(&Provider::Gemini);
                let mut providers: Vec<Provider> =
                    targets.into_iter().filter(|p| config.targets(*p)).collect();
                if via_mcp_client && !providers.contains(&Provider::Gemini) {
                    providers.push(Provider::Gemini);
                }
                // Where the code shows where its tools go (and the configuration does not
                // say), errors are reported for those providers only.
                if config.providers.is_empty() && !module.sent_to.is_empty() {
                    let shown: Vec<Provider> = providers
                        .iter()
                        .copied()
                        .filter(|p| module.sent_to.iter().any(|s| s.provider == *p))
                        .collect();
                    if !shown.is_empty() {
                        providers = shown;
                    }
                }
                // A tool no agent runs is sent to no provider as a function: nothing
                // about a provider is reported on it.
                // Nor is a tool only agents that write it into the prompt as text use.
                if c.function.text_agent_only.is_some()
                    || c.library
                        .behaviour
                        .provider_native(module, c.function)
                        .is_some()
                {
                    providers.clear();
                }
                ToolView {
                    index: c.index,
                    function: c.function,
                    library: c.library,
                    mark: c.mark,
                    named: c.named.clone(),
                    entries,
                    providers,
                    cached,
                }
            })
            .collect();
        let mut marks_by_function = vec![Vec::new(); module.functions.len()];
        for (i, m) in module.marks.iter().enumerate() {
            if let Some(v) = marks_by_function.get_mut(m.function) {
                v.push(i);
            }
        }
        Ctx {
            module,
            source,
            config,
            tools,
            external: None,
            tree: std::cell::OnceCell::new(),
            identifiers: std::cell::OnceCell::new(),
            tool_names: std::cell::OnceCell::new(),
            marks_by_function,
            runtime_docs: std::cell::OnceCell::new(),
            runtime_descriptions: std::cell::OnceCell::new(),
            constants: std::cell::OnceCell::new(),
            defer_sets: false,
            shares: std::cell::RefCell::new(Vec::new()),
        }
    }

    /// The run-time `__doc__` and `.description` scopes, found by the caller on the tree the
    /// rules read (`runtime_docs::scopes_of`).
    pub fn set_runtime_scopes(&self, scopes: runtime_docs::RuntimeScopes) {
        let _ = self.runtime_docs.set(scopes.doc);
        let _ = self.runtime_descriptions.set(scopes.description);
    }

    /// Where the module's run-time `.description` assignments may reach.
    pub(crate) fn runtime_description_scopes(&self) -> &[Option<String>] {
        self.runtime_descriptions
            .get_or_init(|| runtime_docs::description_scopes(self))
    }

    /// Where the module's run-time `__doc__` assignments may reach (see `runtime_docs`).
    /// The literal the module-level constant `name` is bound to (`DEFAULT_LIMIT = 50`), when
    /// it is bound once, at the top level, to a literal.
    pub(crate) fn module_constant(&self, name: &str) -> Option<&'m str> {
        let source: &'m str = self.source;
        self.constants
            .get_or_init(|| silent::module_constants(source))
            .get(name.trim())
            .copied()
            .flatten()
    }

    pub(crate) fn runtime_doc_scopes(&self) -> &[Option<String>] {
        self.runtime_docs.get_or_init(|| runtime_docs::scopes(self))
    }

    /// The server a mark group registers on, when the caller joins sets across modules and
    /// the group's receiver is a module-level name (`Module::servers`).
    /// A group on a parameter of a function no module-level code here calls
    /// (`Module::server_params`) is handed over too, keyed by the function and parameter
    /// until the caller finds which server every call passes (`server_sets::by_callers`).
    pub(crate) fn shares_sets_on(
        &self,
        group: usize,
    ) -> Option<(String, Option<&'m crate::model::ServerParam>)> {
        if !self.defer_sets {
            return None;
        }
        let servers: &'m [(usize, String)] = &self.module.servers;
        if let Some((_, s)) = servers.iter().find(|(g, _)| *g == group) {
            return Some((s.clone(), None));
        }
        let params: &'m [crate::model::ServerParam] = &self.module.server_params;
        params
            .iter()
            .find(|p| p.group == group)
            .map(|p| (format!("{}({})", p.function, p.name), Some(p)))
    }

    pub(crate) fn share_set(&self, share: server_sets::SetShare) {
        self.shares.borrow_mut().push(share);
    }

    /// The parts of sets this module handed over (`defer_sets`).
    pub fn take_shares(&self) -> Vec<server_sets::SetShare> {
        self.shares.take()
    }

    /// The marks on the module's function `function`, in mark order.
    pub fn marks_of(&self, function: usize) -> impl Iterator<Item = &'m ToolMark> + '_ {
        let marks = &self.module.marks;
        self.marks_by_function
            .get(function)
            .into_iter()
            .flatten()
            .map(move |&i| &marks[i])
    }

    /// Which tools (their `index`) are sent under `name`, to any provider.
    pub fn tools_named(&self, name: &str) -> &[usize] {
        self.tool_names
            .get_or_init(|| {
                let mut map: std::collections::HashMap<String, Vec<usize>> = Default::default();
                for t in &self.tools {
                    for e in t.entries.iter() {
                        map.entry(e.rendered.name.clone())
                            .or_default()
                            .push(t.index);
                    }
                }
                map
            })
            .get(name)
            .map_or(&[], Vec::as_slice)
    }

    /// The source's syntax tree when the caller has it (the language server's document).
    pub fn set_tree(&mut self, tree: tree_sitter::Tree) {
        self.tree = std::cell::OnceCell::from(tree);
    }

    /// Every identifier of the syntax tree, by name.
    pub fn identifiers(&self) -> &std::collections::HashMap<String, Vec<Span>> {
        self.identifiers
            .get_or_init(|| rename::identifier_index(self.tree(), self.source))
    }

    /// The syntax tree of the source (Python's or Rust's grammar, as the module's).
    pub fn tree(&self) -> &tree_sitter::Tree {
        self.tree.get_or_init(|| {
            if self.module.rust {
                crate::rust::syntax::parse(self.source)
            } else {
                crate::syntax::parse(self.source, None)
            }
        })
    }

    pub fn diag(
        &self,
        info: &RuleInfo,
        span: Span,
        message: String,
        providers: Vec<Provider>,
        tool: Option<&ToolView>,
    ) -> Diagnostic {
        Diagnostic {
            code: info.code,
            severity: self.config.severity(info.code, info.severity),
            message,
            span,
            providers,
            related: Vec::new(),
            fix: None,
            function: tool.map(|t| t.index),
        }
    }
}

/// Runs every enabled rule on a module; suppressed diagnostics are dropped.
pub fn check(module: &Module, source: &str, config: &Config) -> Vec<Diagnostic> {
    let ctx = Ctx::new(module, source, config);
    check_ctx(&ctx)
}

/// `check` with the workspace the module was resolved in.
pub fn check_with(
    module: &Module,
    source: &str,
    config: &Config,
    external: Option<&dyn crate::extract::External>,
) -> Vec<Diagnostic> {
    check_with_tree(module, source, config, external, None)
}

/// `check_with` given the tree the module was analysed from, which the rules that read the
/// syntax take instead of parsing the source again.
pub fn check_with_tree(
    module: &Module,
    source: &str,
    config: &Config,
    external: Option<&dyn crate::extract::External>,
    tree: Option<tree_sitter::Tree>,
) -> Vec<Diagnostic> {
    let mut ctx = Ctx::new(module, source, config);
    ctx.external = external;
    if let Some(tree) = tree {
        ctx.set_tree(tree);
    }
    check_ctx(&ctx)
}

/// `check_with_tree` for a caller that joins the sets registered on one server across the
/// modules it checks (`server_sets::join`): the module's diagnostics, and its parts of those
/// sets, left out of its own T002.
pub fn check_with_tree_sets(
    module: &Module,
    source: &str,
    config: &Config,
    external: Option<&dyn crate::extract::External>,
    tree: Option<tree_sitter::Tree>,
) -> (Vec<Diagnostic>, Vec<server_sets::SetShare>) {
    let mut ctx = Ctx::new(module, source, config);
    ctx.external = external;
    ctx.defer_sets = true;
    if let Some(tree) = tree {
        ctx.set_tree(tree);
    }
    let out = check_ctx(&ctx);
    (out, ctx.take_shares())
}

/// Rule families that look at several tools at once; their diagnostics are never cached.
/// Whether the configuration turns rule `code` on (opt-in rules only when selected).
pub(crate) fn enabled(config: &Config, code: &str) -> bool {
    if OPT_IN.contains(&code) {
        config.enabled_opt_in(code)
    } else {
        config.enabled(code)
    }
}

pub fn is_cross_tool(code: &str) -> bool {
    matches!(code, "C001" | "C002" | "T002" | "T003") || code.starts_with('K')
}

impl<'m> Ctx<'m> {
    /// The tools whose own diagnostics must be computed (not remembered).
    pub fn fresh_tools(&self) -> impl Iterator<Item = &ToolView<'m>> {
        self.tools.iter().filter(|t| t.cached.is_none())
    }
}

/// A tool whose parameters the front-end could not read (`Function::params_unread`: its
/// `__signature__` or `__annotations__` assigned at run time, an annotation naming a local of
/// the enclosing function) has no parameter facts: every rule whose facts include the
/// parameter schema (`facts`) is silent about it.
fn parameters_unread(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    out.retain(|d| !parameters_unread_for(ctx, d.code, d.function));
}

fn parameters_unread_for(ctx: &Ctx, code: &str, function: Option<usize>) -> bool {
    let unread = function
        .and_then(|i| ctx.module.functions.get(i))
        .is_some_and(|f| f.params_unread.is_some());
    unread && facts::of(code).is_some_and(|n| n.parts.contains(&facts::Part::Parameters))
}

/// Whether a finding of `info` at `span` about the set whose first member is `tool` would
/// not be reported by this module's check (`check_ctx`'s filters and suppressions): a part
/// of a set handed over (`server_sets`) carries it.
pub(crate) fn set_silent(
    ctx: &Ctx,
    sup: &Suppressions,
    info: &RuleInfo,
    span: Span,
    tool: &ToolView,
) -> bool {
    let d = ctx.diag(info, span, String::new(), Vec::new(), Some(tool));
    parameters_unread_for(ctx, d.code, d.function)
        || wrapped_unread_for(ctx, d.code, d.function)
        || sup.suppressed(&d, ctx.module.functions.get(tool.index).map(|f| &**f))
}

/// A tool registered through a wrapper toolsight cannot read (`Function::wrapped_unread`):
/// the framework sends what the wrapper makes of it, so nothing about what is sent (name,
/// description, parameters, result, the set it is in) is reported; facts of the source alone
/// still are. The same holds for a catalog entry whose listing is unread
/// (`Function::listed_unread`): it may never be sent.
fn wrapped_unread(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    out.retain(|d| !wrapped_unread_for(ctx, d.code, d.function));
}

fn wrapped_unread_for(ctx: &Ctx, code: &str, function: Option<usize>) -> bool {
    use facts::Part;
    let wrapped = function
        .and_then(|i| ctx.module.functions.get(i))
        .is_some_and(|f| f.wrapped_unread.is_some() || f.listed_unread.is_some());
    wrapped && facts::of(code).is_some_and(|n| n.parts.iter().any(|p| *p != Part::Source))
}

/// A tool registered only inside a function nothing in the project calls
/// (`Function::registered_uncalled`), or in a module Python cannot compile
/// (`Function::uncompilable`), is never a tool: nothing at all is reported about it. Of a
/// module that cannot compile, only what says so (X006) and toolsight's own limits are
/// reported: it never runs, so nothing it would send or register holds.
fn never_registered(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    let uncompilable = ctx.module.compile_error.is_some();
    out.retain(|d| {
        (!uncompilable || d.code.starts_with('X'))
            && d.function
                .and_then(|i| ctx.module.functions.get(i))
                .is_none_or(|f| !f.never_registered())
    });
}

pub fn check_ctx(ctx: &Ctx) -> Vec<Diagnostic> {
    let mut out = check_ctx_unmerged(ctx);
    merge_same_place(ctx, &mut out);
    out
}

/// `check_ctx` before findings at one place are merged (`merge_same_place`): what the
/// language server's cache remembers per tool, so that a merge with a tool checked again
/// later happens as in a fresh analysis (a remembered merged finding would keep, or lose,
/// a related location the fresh one has not).
pub fn check_ctx_unmerged(ctx: &Ctx) -> Vec<Diagnostic> {
    // A file over `max-file-size` is not analysed: X002 says so, and nothing else is said.
    if limits::too_large(ctx.source, ctx.config) {
        let mut out = Vec::new();
        limits::check(ctx, &mut out);
        return out;
    }
    let mut out: Vec<Diagnostic> = ctx
        .tools
        .iter()
        .filter_map(|t| t.cached.clone())
        .flatten()
        .collect();
    names::check(ctx, &mut out);
    collisions::check(ctx, &mut out);
    library::check(ctx, &mut out);
    defaults::check(ctx, &mut out);
    strict::check(ctx, &mut out);
    mcp::check(ctx, &mut out);
    gemini::check(ctx, &mut out);
    anthropic::check(ctx, &mut out);
    counts::check(ctx, &mut out);
    descriptions::check(ctx, &mut out);
    silent::check(ctx, &mut out);
    sanity::check(ctx, &mut out);
    limits::check(ctx, &mut out);
    tokens::check(ctx, &mut out);
    parameters_unread(ctx, &mut out);
    wrapped_unread(ctx, &mut out);
    never_registered(ctx, &mut out);
    app_only::filter(ctx, &mut out);
    unlisted::filter(ctx, &mut out);
    let sup = Suppressions::new(ctx.source);
    out.retain(|d| {
        enabled(ctx.config, d.code)
            && !sup.suppressed(d, d.function.map(|i| &*ctx.module.functions[i]))
    });
    out
}

/// Sorts findings by place, and keeps one of equal findings at one place: a tool's
/// remembered diagnostics coming back once per framework, or one finding about two tools
/// (a schema literal both send), the other tool then a related location.
pub fn merge_same_place(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    // The message is part of the order so that equal diagnostics end up next to each other
    // and `dedup_by` removes them: a function that is a tool of two frameworks has its
    // remembered diagnostics (the language server's cache) come back once per tool.
    out.sort_by(|a, b| {
        (a.span.start, a.code, a.span.end, &a.message).cmp(&(
            b.span.start,
            b.code,
            b.span.end,
            &b.message,
        ))
    });
    // One finding at one place about two tools (a schema literal both send, bound to a
    // name): kept once, the other tool as a related location.
    out.dedup_by(|a, b| {
        let same = a.code == b.code && a.span == b.span && a.message == b.message;
        if same && a.function.is_some() && a.function != b.function {
            if let Some(r) = also_sent_by(ctx, a.function) {
                if !b.related.contains(&r) {
                    b.related.push(r);
                }
            }
        }
        same
    });
}

/// The related location naming tool `function` where another tool's finding stands for
/// both: where the tool's name is written.
fn also_sent_by(ctx: &Ctx, function: Option<usize>) -> Option<Related> {
    let t = ctx.tools.iter().find(|t| Some(t.index) == function)?;
    let name = t
        .entries
        .first()
        .map(|e| e.rendered.name.clone())
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| t.function.name.clone());
    Some(Related::here(
        t.name_span(ctx.source),
        format!("also sent by tool `{name}`"),
    ))
}

/// The span of the value of `keyword=` inside the call at `call_span` (a string literal
/// normally), found in the source text.
pub fn keyword_value_span(source: &str, call_span: Span, keyword: &str) -> Option<Span> {
    let text = source.get(call_span.start..call_span.end)?;
    let bytes = text.as_bytes();
    let mut search = 0;
    while let Some(pos) = text[search..].find(keyword) {
        let at = search + pos;
        search = at + keyword.len();
        let before_ok =
            at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_');
        let rest = &text[at + keyword.len()..];
        let trimmed = rest.trim_start();
        if !before_ok || !trimmed.starts_with('=') || trimmed.starts_with("==") {
            continue;
        }
        let after_eq = &trimmed[1..];
        let value_rel = at
            + keyword.len()
            + (rest.len() - trimmed.len())
            + 1
            + (after_eq.len() - after_eq.trim_start().len());
        let value = &text[value_rel..];
        let end = value_end(value);
        return Some(Span::new(
            call_span.start + value_rel,
            call_span.start + value_rel + end,
        ));
    }
    None
}

/// The span of a string literal whose value is `value` inside `within` (`"x"` or `'x'`,
/// with an optional `r`/`u` prefix left outside the span). Only values without quotes or
/// backslashes: those are written as they read.
pub fn string_literal_span(source: &str, within: Span, value: &str) -> Option<Span> {
    if value.is_empty() || value.contains(['"', '\'', '\\', '\n']) {
        return None;
    }
    let text = source.get(within.start..within.end)?;
    ['"', '\''].into_iter().find_map(|q| {
        let literal = format!("{q}{value}{q}");
        text.find(&literal)
            .map(|at| Span::new(within.start + at, within.start + at + literal.len()))
    })
}

/// Length of a Python expression at the start of `s`, up to a top-level `,` or `)`.
fn value_end(s: &str) -> usize {
    let mut depth = 0i32;
    let mut quote: Option<char> = None;
    let mut prev = ' ';
    for (i, c) in s.char_indices() {
        if let Some(q) = quote {
            if c == q && prev != '\\' {
                quote = None;
            }
        } else {
            match c {
                '\'' | '"' => quote = Some(c),
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth == 0 => return i,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => return i,
                '\n' if depth == 0 => return i,
                _ => {}
            }
        }
        prev = c;
    }
    s.trim_end().len()
}
