//! From a module to payloads: which functions are tools, which library each one goes
//! through, and the per-provider payload entries that `toolsight schema` prints and the
//! language server shows.

use serde_json::{Map, Value};

use crate::frameworks::{Library, Registered};
use crate::frameworks::{Provider, Rendered, ToolInput};
use crate::model::{Function, MarkKind, Module, ToolMark};

/// What to render.
#[derive(Clone, Debug, Default)]
pub struct Selection {
    /// Render every module-level function, marked as a tool or not.
    pub all_functions: bool,
    /// Render only this function (its `__qualname__` or name).
    pub function: Option<String>,
    /// Imitate this library instead of the one the file's imports select.
    pub library: Option<Library>,
    /// Providers to render; empty means every provider of the library.
    pub providers: Vec<Provider>,
    /// Library for files that import none of the seed libraries.
    pub default_library: Option<Library>,
    /// Settings the code does not show (`--config strict=true`).
    pub config: crate::frameworks::RenderConfig,
}

/// A tool chosen for rendering.
#[derive(Clone, Debug)]
pub struct Chosen<'m> {
    pub index: usize,
    pub function: &'m Function,
    pub library: Library,
    pub mark: Option<&'m ToolMark>,
    /// The tool name a mark of this library gives (`name=`), if any.
    pub named: Option<String>,
}

/// The library a file uses when nothing more specific applies.
pub fn file_library(module: &Module, sel: &Selection) -> Library {
    module
        .detected
        .as_ref()
        .map(|d| d.library.framework())
        .or(sel.default_library)
        .unwrap_or(crate::frameworks::DEFAULT)
}

/// The tools of a module in source order, each with its library and marking.
pub fn choose<'m>(module: &'m Module, sel: &Selection) -> Vec<Chosen<'m>> {
    let fallback = file_library(module, sel);
    let mut out = Vec::new();
    // Marks by function, and the last module-level `def` of each name: one pass each, not
    // one per function.
    let mut marks_of: Vec<Vec<&ToolMark>> = vec![Vec::new(); module.functions.len()];
    for m in &module.marks {
        if let Some(v) = marks_of.get_mut(m.function) {
            v.push(m);
        }
    }
    let mut last_def: std::collections::HashMap<&str, usize> = Default::default();
    for (i, f) in module.functions.iter().enumerate() {
        if f.is_module_level() {
            last_def.insert(f.name.as_str(), i);
        }
    }
    for (i, f) in module.functions.iter().enumerate() {
        let marks = std::mem::take(&mut marks_of[i]);
        // A later module-level `def` of the same name replaces this one at run time.
        let shadowed = f.is_module_level() && last_def.get(f.name.as_str()) != Some(&i);
        // Except where a decorator registered it before it was replaced: `@mcp.tool()` on
        // two `def`s of one name registers both.
        if shadowed && (sel.all_functions || sel.function.is_some() || marks.is_empty()) {
            continue;
        }
        let wanted = match &sel.function {
            Some(name) => &f.qualname == name || (f.is_module_level() && &f.name == name),
            // Every module-level function, and whatever else something marks as a tool.
            None if sel.all_functions => f.is_module_level() || !marks.is_empty(),
            None => !marks.is_empty(),
        };
        if !wanted {
            continue;
        }
        // A function registered by two frameworks is a tool of each.
        let mut libraries: Vec<Library> = Vec::new();
        match sel.library {
            Some(l) => libraries.push(l),
            None => {
                for m in &marks {
                    let l = m.library.map(|l| l.framework()).unwrap_or(fallback);
                    if !libraries.contains(&l) {
                        libraries.push(l);
                    }
                }
                if libraries.is_empty() {
                    libraries.push(fallback);
                }
            }
        }
        for library in libraries {
            // One function registered several times under different names
            // (`StructuredTool.from_function(func=_guard(...), name="x")` for each of a
            // module's tools, `_guard` returning one closure): each registration is a tool of
            // its own, with its own options, unless they are alternatives of one choice.
            let registrations = named_registrations(&marks, library, fallback);
            if registrations.len() > 1 {
                for m in registrations {
                    out.push(Chosen {
                        index: i,
                        function: f,
                        library,
                        mark: Some(m),
                        named: m.name.clone(),
                    });
                }
                continue;
            }
            // Options (decorator or call arguments) only apply to the library that reads them.
            let mark = marks
                .iter()
                .find(|m| m.library == Some(library.handle()) && m.options.is_some())
                .or_else(|| marks.iter().find(|m| m.library == Some(library.handle())))
                .or_else(|| marks.first())
                .copied();
            out.push(Chosen {
                index: i,
                function: f,
                library,
                mark,
                named: marks
                    .iter()
                    .filter(|m| m.library.map(|l| l.framework()).unwrap_or(fallback) == library)
                    .find_map(|m| m.name.clone()),
            });
        }
    }
    // Source order: class-based tools and hand-written definitions are modelled after the
    // module's functions, but sit among them in the file.
    out.sort_by_key(|c| c.function.span.start);
    out
}

/// The registration calls of `library` among a function's marks that name the tool, one per
/// distinct name, when there are several and no two are alternatives of one choice (arms of
/// an `if`, where one path sends one of them); otherwise none.
fn named_registrations<'m>(
    marks: &[&'m ToolMark],
    library: Library,
    fallback: Library,
) -> Vec<&'m ToolMark> {
    let mut out: Vec<&'m ToolMark> = Vec::new();
    for m in marks {
        if m.kind == MarkKind::Decorator
            || m.name.is_none()
            || m.library.map(|l| l.framework()).unwrap_or(fallback) != library
            || out.iter().any(|o| o.name == m.name)
        {
            continue;
        }
        out.push(m);
    }
    let alternatives = out.iter().enumerate().any(|(i, a)| {
        out[i + 1..]
            .iter()
            .any(|b| crate::model::Arm::exclusive(&a.arms, &b.arms))
    });
    if out.len() < 2 || alternatives {
        return Vec::new();
    }
    out
}

thread_local! {
    static SERIALISED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many payloads `Entry::json_bytes` serialised on this thread since the last call (what
/// the tests count).
pub fn serialised_counted() -> usize {
    SERIALISED.with(|c| c.replace(0))
}

/// One payload for one tool and provider, as printed by `toolsight schema`.
#[derive(Clone, Debug)]
pub struct Entry {
    pub function: String,
    pub library: Library,
    pub provider: Provider,
    pub function_index: usize,
    pub rendered: Rendered,
    /// The payload's JSON token count, computed on first use and kept with the entry (the
    /// language server remembers entries between edits), with the encoding it is for.
    pub tokens: std::sync::Arc<std::sync::OnceLock<(crate::tokens::Encoding, usize)>>,
    /// `injected_estimate`, kept likewise: a hover sums it over a tool's whole set, and a
    /// set of 4,400 tools took 0.2 s per hover to recount.
    pub estimate: std::sync::Arc<std::sync::OnceLock<(crate::tokens::Encoding, Option<usize>)>>,
    /// `json_bytes`, kept likewise: the token rules bound every tool's tokens by its bytes on
    /// each version, and serialising a toolkit's 145 payloads again was 4 % of a keystroke.
    /// A plain `OnceLock`, not shared like `tokens`: a clone made before the count and given
    /// another payload (as the rules' payload tests do) counts its own.
    pub bytes: std::sync::OnceLock<Option<usize>>,
}

impl Entry {
    /// What of the payload reaches the model. An MCP `tools/list` entry reaches it through a
    /// client, which sends the tool's `name`, `description` and `inputSchema` only
    /// (google-genai's `mcp_to_gemini_tool`, openai-agents' MCP bridge): `outputSchema`,
    /// `annotations`, `title` and `_meta` are for the client, and cost the model nothing.
    pub fn model_payload(&self) -> Option<std::borrow::Cow<'_, Value>> {
        let schema = self.rendered.result.as_ref().ok()?;
        if self.provider != Provider::Mcp {
            return Some(std::borrow::Cow::Borrowed(schema));
        }
        let Value::Object(m) = schema else {
            return Some(std::borrow::Cow::Borrowed(schema));
        };
        let kept: Map<String, Value> = m
            .iter()
            .filter(|(k, _)| matches!(k.as_str(), "name" | "description" | "inputSchema"))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        Some(std::borrow::Cow::Owned(Value::Object(kept)))
    }

    /// The tokens of the compact JSON text of what reaches the model (`model_payload`);
    /// `None` when nothing is sent.
    pub fn json_tokens(&self, encoding: crate::tokens::Encoding) -> Option<usize> {
        self.rendered.result.as_ref().ok()?;
        if let Some((e, n)) = self.tokens.get() {
            if *e == encoding {
                return Some(*n);
            }
        }
        let schema = self.model_payload()?;
        let n = crate::tokens::json_tokens(&schema, encoding);
        let _ = self.tokens.set((encoding, n));
        Some(n)
    }

    /// An upper bound of `json_tokens` in any encoding, without a tokenizer: the bytes of the
    /// compact JSON text (every token stands for at least one byte).
    pub fn json_bytes(&self) -> Option<usize> {
        *self.bytes.get_or_init(|| {
            SERIALISED.with(|c| c.set(c.get() + 1));
            let schema = self.model_payload()?;
            let mut counter = ByteCount(0);
            serde_json::to_writer(&mut counter, &*schema).ok()?;
            Some(counter.0)
        })
    }

    /// What the provider adds to render this tool, where it documents how (OpenAI).
    pub fn injected_estimate(&self, encoding: crate::tokens::Encoding) -> Option<usize> {
        if !matches!(
            self.provider,
            Provider::OpenaiChat | Provider::OpenaiResponses
        ) {
            return None;
        }
        if let Some((e, n)) = self.estimate.get() {
            if *e == encoding {
                return *n;
            }
        }
        let schema = self.rendered.result.as_ref().ok()?;
        let n = crate::tokens::estimate::openai_function(schema, encoding);
        let _ = self.estimate.set((encoding, n));
        n
    }

    pub fn to_json(&self) -> Value {
        let mut m = Map::new();
        m.insert("function".into(), Value::String(self.function.clone()));
        m.insert("name".into(), Value::String(self.rendered.name.clone()));
        m.insert("framework".into(), Value::String(self.library.id().into()));
        m.insert("provider".into(), Value::String(self.provider.id().into()));
        match &self.rendered.result {
            Ok(schema) => {
                m.insert("schema".into(), schema.clone());
            }
            Err(e) => {
                let mut err = Map::new();
                err.insert("code".into(), Value::String(e.code.clone()));
                err.insert("message".into(), Value::String(e.message.clone()));
                m.insert("error".into(), Value::Object(err));
            }
        }
        Value::Object(m)
    }
}

/// The function as its framework sees it, registered under `name`.
fn tool_input<'a>(
    module: &'a Module,
    chosen: &Chosen<'a>,
    config: crate::frameworks::RenderConfig,
    name: &'a str,
) -> ToolInput<'a> {
    ToolInput {
        module,
        function: chosen.function,
        options: chosen
            .mark
            .filter(|m| m.library == Some(chosen.library.handle()))
            .and_then(|m| m.options.as_ref()),
        config,
        named: Some(name),
    }
}

/// What the tool's framework silently degrades (nothing for a hand-written schema, which is
/// sent as written).
pub fn silent(
    module: &Module,
    chosen: &Chosen,
    config: crate::frameworks::RenderConfig,
) -> Vec<crate::frameworks::Silent> {
    let Some(check) = chosen.library.silent else {
        return Vec::new();
    };
    if chosen.function.schema.is_some() {
        return Vec::new();
    }
    let name = plain_name(chosen);
    check(&tool_input(module, chosen, config, &name))
}

pub fn render_tool(
    module: &Module,
    chosen: &Chosen,
    providers: &[Provider],
    config: crate::frameworks::RenderConfig,
) -> Vec<Entry> {
    let registered_name = plain_name(chosen);
    let input = tool_input(module, chosen, config, &registered_name);
    let library = chosen.library;
    // A hand-written schema is its own payload, in the provider format it is written in.
    if let Some(schema) = &chosen.function.schema {
        let provider = schema.provider;
        if !providers.is_empty() && !providers.contains(&provider) {
            return Vec::new();
        }
        return vec![Entry {
            function: module.function_path(chosen.function),
            library,
            provider,
            function_index: chosen.index,
            rendered: Rendered {
                name: chosen.function.name.clone(),
                result: schema.value.clone(),
            },
            tokens: Default::default(),
            estimate: Default::default(),
            bytes: Default::default(),
        }];
    }
    // A docstring replaced by a value toolsight cannot read (`f.__doc__ = make_doc()`) is the
    // description the framework sends, unless the registration gives one: the payload is
    // unread rather than built from the old docstring.
    let doc_unread = chosen
        .function
        .doc_unread
        .as_ref()
        .filter(|_| input.option("description").is_none());
    let description_computed = input
        .options
        .and_then(|o| library.markers.description_in_call(o))
        .and_then(crate::frameworks::common::computed_text);
    let description_computed = description_computed.as_deref();
    // A name given as a value computed at run time (`name=f"{svc}_check_auth"` of a
    // parameter): shown as its static parts with the computed ones in braces, not as the
    // function's own name, which the framework does not send.
    let own_name = chosen
        .function
        .runtime_name
        .as_deref()
        .unwrap_or(&chosen.function.name);
    let name_computed = input
        .options
        .filter(|_| chosen.named.is_none())
        .and_then(|o| {
            library
                .markers
                .name
                .keywords
                .iter()
                .find_map(|k| o.kwarg(k))
        })
        .and_then(|v| {
            Some((
                crate::frameworks::common::computed_name(v)?,
                crate::frameworks::common::computed_text(v)?,
            ))
        });
    // A decorator of the module that swaps the function for an inner one without
    // `functools.wraps`: the framework reads the inner function, which is not shown.
    let replaced = crate::frameworks::common::wrappers(module, chosen.function)
        .into_iter()
        .find_map(|w| match w {
            crate::frameworks::common::Wrapped::Replaces { decorator, inner } => Some(format!(
                "`@{decorator}` replaces the function with its inner `{inner}` (no `functools.wraps`), whose name, parameters and docstring the framework reads"
            )),
            crate::frameworks::common::Wrapped::Unread { .. } => None,
        });
    library
        .providers
        .iter()
        .filter(|p| providers.is_empty() || providers.contains(p))
        .filter_map(|&provider| {
            let mut rendered = library.render(&input, provider)?;
            // The library's own errors may come from the docstring it never sees, too.
            if let Some(why) = doc_unread {
                rendered.result = Err(crate::frameworks::LibError::unknown(format!(
                    "the description is unread: {why}"
                )));
            }
            // A description argument computed when the program runs (an f-string of locals,
            // a joined collection): the framework sends a text toolsight cannot know.
            if let Some(why) = description_computed {
                rendered.result = Err(crate::frameworks::LibError::unknown(format!(
                    "the description is unread: {why}"
                )));
            }
            if let Some((shown, why)) = &name_computed {
                if rendered.name == own_name {
                    rendered.name = shown.clone();
                    rendered.result = Err(crate::frameworks::LibError::unknown(format!(
                        "the name is unread: {why}"
                    )));
                }
            }
            if let Some(why) = &replaced {
                rendered.result = Err(crate::frameworks::LibError::unknown(why.clone()));
            }
            if let Some(why) = &chosen.function.params_unread {
                rendered.result = Err(crate::frameworks::LibError::unknown(format!(
                    "the parameters are unread: {why}"
                )));
            }
            Some(Entry {
                function: module.function_path(chosen.function),
                library,
                provider,
                function_index: chosen.index,
                rendered,
                tokens: Default::default(),
                estimate: Default::default(),
                bytes: Default::default(),
            })
        })
        .collect()
}

/// The tool name a chosen tool is sent under when its framework's payloads are not
/// modelled: the name its mark gives, else its `__name__`.
pub fn plain_name(chosen: &Chosen) -> String {
    // A framework reads `__name__` where the function is registered: a later
    // `f.__name__ = ...` does not rename the tool.
    let renamed_before = match (chosen.mark, chosen.function.renamed_at) {
        (Some(m), Some(at)) => m.kind != MarkKind::Decorator && at < m.span.start,
        _ => true,
    };
    chosen
        .named
        .clone()
        .or_else(|| {
            renamed_before
                .then(|| chosen.function.runtime_name.clone())
                .flatten()
        })
        .unwrap_or_else(|| chosen.function.name.clone())
}

/// What `toolsight schema` prints for one module: each tool's payloads with where the tool
/// is defined and marked; a tool whose framework's payloads are not modelled yet appears
/// once, with `"provider": null` and a note saying so.
/// `toolsight schema`'s entries for one file: location, payload (or error) and, with an
/// encoding, what the payload costs in tokens.
pub fn module_json(
    module: &Module,
    sel: &Selection,
    file: &str,
    tokens: Option<crate::tokens::Encoding>,
) -> Vec<Value> {
    let mut out = Vec::new();
    for c in choose(module, sel) {
        let line = module.lines.line_of(c.function.signature_span.start);
        let marked = c.mark.map(|m| module.lines.line_of(m.span.start));
        let locate = |m: &mut Map<String, Value>| {
            m.insert("file".into(), Value::String(file.to_string()));
            m.insert("line".into(), Value::from(line));
            if let Some(l) = marked {
                m.insert("marked_line".into(), Value::from(l));
            }
        };
        let entries = render_tool(module, &c, &sel.providers, sel.config);
        if entries.is_empty() && !c.library.modelled() && sel.providers.is_empty() {
            let mut m = Map::new();
            m.insert(
                "function".into(),
                Value::String(module.function_path(c.function)),
            );
            m.insert("name".into(), Value::String(plain_name(&c)));
            m.insert("framework".into(), Value::String(c.library.id().into()));
            m.insert("provider".into(), Value::Null);
            locate(&mut m);
            m.insert(
                "note".into(),
                Value::String(format!(
                    "{}'s payloads are not modelled yet: the tool is found and attributed only",
                    c.library.label
                )),
            );
            out.push(Value::Object(m));
            continue;
        }
        for e in entries {
            let Value::Object(mut m) = e.to_json() else {
                continue;
            };
            // Location keys go after the identifying ones, before the payload.
            let payload: Vec<(String, Value)> = ["schema", "error"]
                .iter()
                .filter_map(|k| m.remove(*k).map(|v| (k.to_string(), v)))
                .collect();
            locate(&mut m);
            if let Some((name, bound, rebound)) = &c.function.unserved {
                m.insert(
                    "note".into(),
                    Value::String(format!(
                        "registered on the server bound to `{name}` at line {bound}, which the module binds to another server at line {rebound} before serving it: listed, not sent to any client"
                    )),
                );
            }
            if let Some(by) = &c.function.registered_uncalled {
                m.insert("note".into(), Value::String(uncalled_note(by)));
            }
            if let Some(e) = &c.function.uncompilable {
                m.insert("note".into(), Value::String(uncompilable_note(e)));
            }
            m.extend(payload);
            if let Some(enc) = tokens {
                if let Some(n) = e.json_tokens(enc) {
                    let mut t = Map::new();
                    t.insert("json".into(), Value::from(n));
                    t.insert("encoding".into(), Value::String(enc.id().into()));
                    if let Some(est) = e.injected_estimate(enc) {
                        // Labelled by its method: OpenAI's cookbook, not a measurement.
                        t.insert("openai_estimate".into(), Value::from(est));
                    }
                    m.insert("tokens".into(), Value::Object(t));
                }
            }
            out.push(Value::Object(m));
        }
    }
    out
}

/// Why a tool registered only inside a function nothing calls is listed and never sent
/// (`Function::registered_uncalled`); the hover says the same.
pub fn uncalled_note(by: &str) -> String {
    // `module-level pkg.tools.probe 9` (`discover::unrunnable_module_level`).
    if let Some((module, line)) = by
        .strip_prefix(crate::model::UNRUN_MODULE_LEVEL)
        .and_then(|r| r.rsplit_once(' '))
    {
        return format!("registered at the top level of module `{module}`, which no import of the project reaches and which cannot run as a file (its relative import at line {line} raises outside its package): listed, never registered, not sent to any client");
    }
    // `register in module pkg.tools` (`discover::unimported_registrars`): the function is
    // not called because its module is never loaded. Neither name holds a space.
    if let Some((function, module)) = by.split_once(" in module ") {
        return format!("registered only inside `{function}` of module `{module}`, which no import of the project reaches: listed, never registered, not sent to any client");
    }
    format!("registered only inside `{by}`, which nothing in the project calls: listed, never registered, not sent to any client")
}

/// Why a tool of a module Python cannot compile is listed and never sent
/// (`Function::uncompilable`); the hover says the same.
pub fn uncompilable_note(e: &crate::model::CompileError) -> String {
    format!(
        "its module cannot be compiled: Python raises {} for line {}, so importing or running the module fails before any tool is registered: listed, never registered, not sent to any client",
        e.python_says(),
        e.line
    )
}

pub fn render_module(module: &Module, sel: &Selection) -> Vec<Entry> {
    choose(module, sel)
        .iter()
        .flat_map(|c| render_tool(module, c, &sel.providers, sel.config))
        .collect()
}

/// The exact text `toolsight schema` prints: a JSON array, two-space indented, with a
/// trailing newline (the format of the committed goldens).
pub fn to_pretty(entries: &[Entry]) -> String {
    let arr = Value::Array(entries.iter().map(Entry::to_json).collect());
    pretty(&arr)
}

pub use crate::model::pyjson::pretty;

/// Counts what is written to it.
struct ByteCount(usize);

impl std::io::Write for ByteCount {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0 += buf.len();
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
