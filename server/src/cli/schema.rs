//! `toolsight schema PATH[::FUNCTION]`: print payloads as JSON.

use std::path::{Path, PathBuf};

use clap::Args;

use crate::config::Config;
use crate::frameworks::{Library, Provider};
use crate::model::{Function, Module};
use crate::render::{self, Selection};

use super::files::python_files;

#[derive(Args, Debug)]
pub struct SchemaArgs {
    /// A Python or Rust file (optionally `FILE::FUNCTION`) or a directory; `-` reads the
    /// source from standard input (`-::FUNCTION` too).
    #[arg(allow_hyphen_values = true)]
    pub path: String,
    /// The path of the source read from stdin (`-`): its module name, the configuration
    /// that applies, and the `file` in the output.
    #[arg(long, value_name = "PATH")]
    pub stdin_filename: Option<PathBuf>,
    /// Framework to imitate: auto, or an id (the help lists the registry's ids).
    #[arg(long, default_value = "auto")]
    pub library: String,
    /// Provider payload to print: anthropic, gemini, gemini-declaration, openai-chat,
    /// openai-responses, mcp, native, all.
    #[arg(long, default_value = "all")]
    pub provider: String,
    /// Render every module-level function, whether or not something marks it as a tool.
    #[arg(long)]
    pub all_functions: bool,
    /// Override a `[tool.toolsight]` setting, as `KEY=VALUE` in TOML (repeatable):
    /// `--config strict=true`, `--config gemini.api=vertex`.
    #[arg(long = "config", value_name = "KEY=VALUE")]
    pub config: Vec<String>,
    /// Output: `json` (the payloads), or a readable reference of the tools as `markdown` or
    /// `html` (parameters, per-provider names, token cost and problems).
    #[arg(long, value_enum, default_value = "json")]
    pub format: SchemaFormat,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SchemaFormat {
    Json,
    Markdown,
    Html,
}

/// A usage or input error, already reported: the run exits with this code.
type Exit = i32;

pub fn run(a: SchemaArgs) -> i32 {
    match run_checked(&a) {
        Ok(code) | Err(code) => code,
    }
}

fn run_checked(a: &SchemaArgs) -> Result<i32, Exit> {
    let (path, function) = match a.path.split_once("::") {
        Some((p, f)) => (PathBuf::from(p), Some(f.to_string())),
        None => (PathBuf::from(&a.path), None),
    };
    let library = library(&a.library)?;
    let providers = providers(&a.provider)?;
    let from_stdin = path == std::path::Path::new("-");
    let stdin_path = super::files::stdin_path(a.stdin_filename.as_deref());
    let start = if from_stdin { &stdin_path } else { &path };
    let settings = match super::settings::resolve(start, &a.config) {
        Ok(r) => r.config,
        Err(errors) => {
            for e in errors {
                eprintln!("toolsight: {e}");
            }
            return Err(2);
        }
    };
    let stdin = from_stdin.then_some(stdin_path.as_path());
    let files = files(a, &path, stdin, &settings)?;
    let sel = Selection {
        all_functions: a.all_functions,
        function: function.clone(),
        library,
        providers,
        default_library: None,
        config: settings.render_config(),
    };
    let mut out = Rendered::default();
    let mut workspaces = crate::project::Workspaces::for_paths(std::slice::from_ref(&path));
    for file in &files {
        render_file(a, file, &path, &sel, &settings, &mut workspaces, &mut out)?;
    }
    // A single file that could not be read fails the run; in a directory, the others count.
    let failed = out.failed && files.len() == 1;
    if a.format != SchemaFormat::Json {
        return print_reference(a.format, &out.docs, &path, &settings, failed);
    }
    if let Some(f) = &function {
        if out.entries.is_empty() {
            eprintln!("toolsight: no function named '{f}' in {}", path.display());
            return Err(2);
        }
    }
    if out.entries.is_empty() && !a.all_functions {
        eprintln!(
            "toolsight: {}: no tools found (nothing registers a function, class or schema with a known framework; --all-functions renders every function)",
            path.display()
        );
    }
    super::out(&render::pretty(&serde_json::Value::Array(out.entries)));
    Ok(if failed { 2 } else { 0 })
}

/// `--library`: `auto` (None) or a registry id.
fn library(id: &str) -> Result<Option<Library>, Exit> {
    match id {
        "auto" => Ok(None),
        id => match crate::frameworks::by_id(id) {
            Some(l) => Ok(Some(l)),
            None => {
                eprintln!(
                    "toolsight: unknown library '{id}' (expected auto or one of: {})",
                    crate::frameworks::ids().join(", ")
                );
                Err(2)
            }
        },
    }
}

/// `--provider`: `all` (empty: every provider of the library) or one provider's id.
fn providers(id: &str) -> Result<Vec<Provider>, Exit> {
    match id {
        "all" => Ok(Vec::new()),
        id => match Provider::from_id(id) {
            Some(p) => Ok(vec![p]),
            None => {
                eprintln!(
                    "toolsight: unknown provider '{id}' (expected native, all or one of: {})",
                    Provider::choosable_ids()
                );
                Err(2)
            }
        },
    }
}

/// A file to render: where it is analysed, how it is named in the output, and its text
/// when it came from stdin.
type SchemaFile = (PathBuf, String, Option<String>);

/// The files under `path`, or stdin's text (read here) when `stdin` names its path.
fn files(
    a: &SchemaArgs,
    path: &Path,
    stdin: Option<&Path>,
    settings: &Config,
) -> Result<Vec<SchemaFile>, Exit> {
    let mut files: Vec<SchemaFile> = Vec::new();
    if let Some(stdin_path) = stdin {
        match super::files::read_stdin(settings.max_file_size) {
            Ok(text) => {
                let shown = a
                    .stdin_filename
                    .as_deref()
                    .map(|p| p.display().to_string())
                    .unwrap_or_else(|| "-".into());
                files.push((stdin_path.to_path_buf(), shown, Some(text)));
            }
            Err(e) => {
                eprintln!("toolsight: {e}");
                return Err(2);
            }
        }
    } else {
        match python_files(path) {
            Ok(f) => files.extend(f.into_iter().map(|f| {
                let shown = f.display().to_string();
                (f, shown, None)
            })),
            Err(e) => {
                eprintln!("toolsight: {e}");
                return Err(2);
            }
        }
    }
    if files.is_empty() {
        eprintln!(
            "toolsight: {}: no Python or Rust files found",
            path.display()
        );
        return Err(2);
    }
    Ok(files)
}

/// What the files rendered: JSON payloads, or the tools' reference entries (by `--format`),
/// and whether a file could not be read.
#[derive(Default)]
struct Rendered {
    entries: Vec<serde_json::Value>,
    docs: Vec<crate::reference::ToolDoc>,
    failed: bool,
}

/// One file analysed and rendered into `out`; a file that cannot be read is reported and
/// skipped, an ambiguous `FILE::NAME` ends the run.
fn render_file(
    a: &SchemaArgs,
    (file, shown, text): &SchemaFile,
    path: &Path,
    sel: &Selection,
    settings: &Config,
    workspaces: &mut crate::project::Workspaces,
    out: &mut Rendered,
) -> Result<(), Exit> {
    let loaded = match text {
        Some(t) => Ok(t.clone()),
        None => super::files::load_source_within(file, settings.max_file_size),
    };
    let source = match loaded {
        Ok(s) => s,
        Err(e) => {
            eprintln!("toolsight: {e}");
            out.failed = true;
            return Ok(());
        }
    };
    let module = crate::project::analyze_file(file, &source, workspaces, &settings.extra_markers);
    let mut sel = sel.clone();
    if let Some(name) = sel.function.clone() {
        match method_named(&module, &name) {
            Ok(Some(qualname)) => sel.function = Some(qualname),
            Ok(None) => {}
            Err(candidates) => {
                eprintln!(
                    "toolsight: {shown}: several methods are named '{name}': {} (give one as {}::CLASS.{name})",
                    candidates.join(", "),
                    path.display()
                );
                return Err(2);
            }
        }
    }
    for span in module.syntax_errors.iter().take(3) {
        let (line, col) = crate::line_index::LineIndex::new(&source).line_col_utf8(span.start);
        eprintln!(
            "toolsight: {shown}:{}:{}: syntax error; the other functions are still analysed",
            line + 1,
            col + 1
        );
    }
    if a.format == SchemaFormat::Json {
        out.entries.extend(render::module_json(
            &module,
            &sel,
            shown,
            Some(settings.tokens.encoding),
        ));
    } else {
        // The reference shows each tool's problems too.
        let external = (!crate::rust::is_rust(file)).then(|| workspaces.for_file(file));
        let diagnostics = crate::rules::check_with(
            &module,
            &source,
            settings,
            external
                .as_deref()
                .map(|w| w as &dyn crate::extract::External),
        );
        out.docs.extend(crate::reference::collect(
            &module,
            shown,
            &sel,
            &diagnostics,
        ));
    }
    Ok(())
}

/// `--format markdown|html`: the reference of the tools found, or an error when none were.
fn print_reference(
    format: SchemaFormat,
    docs: &[crate::reference::ToolDoc],
    path: &Path,
    settings: &Config,
    failed: bool,
) -> Result<i32, Exit> {
    if docs.is_empty() {
        eprintln!("toolsight: {}: no tools found", path.display());
        return Err(2);
    }
    let enc = settings.tokens.encoding;
    super::out(&if format == SchemaFormat::Markdown {
        crate::reference::markdown(docs, enc)
    } else {
        crate::reference::html(docs, enc)
    });
    Ok(if failed { 2 } else { 0 })
}

/// `FILE::NAME` where NAME is only a method's own name (`browser_type` for
/// `HybridBrowserToolkit.browser_type`): users copy the tool's name, not its `__qualname__`.
/// `Ok(None)`: NAME already names a function as given, or nothing; `Ok(Some(qualname))`: the
/// one method (or the one tool among several methods) it names; `Err`: the qualified names
/// of every candidate, for the user to pick from.
fn method_named(module: &Module, name: &str) -> Result<Option<String>, Vec<String>> {
    let exact = |f: &Function| f.qualname == name || (f.is_module_level() && f.name == name);
    if module.functions.iter().any(|f| exact(f)) {
        return Ok(None);
    }
    let mut candidates: Vec<(usize, &Function)> = module
        .functions
        .iter()
        .enumerate()
        .filter(|(_, f)| f.name == name)
        .map(|(i, f)| (i, f.as_ref()))
        .collect();
    candidates.dedup_by(|a, b| a.1.qualname == b.1.qualname);
    let is_tool = |i: usize| module.marks.iter().any(|m| m.function == i);
    let tools: Vec<&Function> = candidates
        .iter()
        .filter(|(i, _)| is_tool(*i))
        .map(|(_, f)| *f)
        .collect();
    match (candidates.as_slice(), tools.as_slice()) {
        ([], _) => Ok(None),
        ([(_, only)], _) | (_, [only]) => Ok(Some(only.qualname.clone())),
        _ => Err(candidates
            .iter()
            .map(|(_, f)| module.function_path(f))
            .collect()),
    }
}
