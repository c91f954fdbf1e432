//! `toolsight check PATH...`: diagnostics as text (`full`, with a source excerpt, or
//! `concise`), JSON, SARIF 2.1.0 or GitHub workflow annotations; `--fix` applies the quick
//! fixes. Exit 0 when clean, 1 when errors are found (or `--diff` would change files), 2 on
//! usage errors.

use std::path::{Path, PathBuf};

use clap::Args;

use crate::config::{Config, Severity};
use crate::frameworks::Provider;
use crate::rules::{self, Diagnostic};

use super::files::python_files_filtered;
use super::settings::{self, Flags};
use super::{fix, machine, text, ColorChoice};

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// Files or directories to check (default: the current directory); `-` reads the
    /// source from standard input.
    pub paths: Vec<PathBuf>,
    /// Output format (`--format` is an alias; `text` means `full`).
    #[arg(long = "output-format", visible_alias = "format", value_enum, default_value_t = OutputFormat::Full)]
    pub output_format: OutputFormat,
    /// Only check these providers (repeatable): anthropic, gemini, openai-chat, openai-responses.
    #[arg(long)]
    pub provider: Vec<String>,
    /// Imitate this library for every file (auto: from each file's imports).
    #[arg(long)]
    pub library: Option<String>,
    /// Rule codes or prefixes to enable, added to the configured ones (repeatable or
    /// comma-separated; default: all).
    #[arg(long, value_delimiter = ',')]
    pub select: Vec<String>,
    /// Rule codes or prefixes to disable (repeatable or comma-separated).
    #[arg(long, value_delimiter = ',')]
    pub ignore: Vec<String>,
    /// Override a `[tool.toolsight]` setting, as `KEY=VALUE` in TOML (repeatable):
    /// `--config strict=true`, `--config gemini.api=vertex`.
    #[arg(long = "config", value_name = "KEY=VALUE")]
    pub config: Vec<String>,
    /// Apply the safe quick fixes in place, then report what remains.
    #[arg(long)]
    pub fix: bool,
    /// Also apply the unsafe fixes (with `--fix` or `--diff`), and count them as fixable.
    #[arg(long)]
    pub unsafe_fixes: bool,
    /// Print a unified diff of what `--fix` would change instead of writing it; exit 1 when
    /// there are changes.
    #[arg(long)]
    pub diff: bool,
    /// Exit 0 even when errors are found (usage errors still exit 2).
    #[arg(long)]
    pub exit_zero: bool,
    /// Print how many problems each rule found, the most frequent first, instead of the
    /// problems.
    #[arg(long)]
    pub statistics: bool,
    /// Print the problems only, without the summary.
    #[arg(short, long)]
    pub quiet: bool,
    /// Colour in the `full` format: auto (on a terminal, unless NO_COLOR is set), always or
    /// never.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    /// Print the resolved settings, each with where it came from, and exit.
    #[arg(long)]
    pub show_settings: bool,
    /// The path of the source read from stdin (`-`): its module name, the configuration
    /// that applies, and the name in the output.
    #[arg(long, value_name = "PATH")]
    pub stdin_filename: Option<PathBuf>,
    /// How many threads analyse files (default: the `TOOLSIGHT_THREADS` environment
    /// variable, else one per core). The output is the same for any number.
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
}

/// ruff's names for the formats, with this tool's first name `text` kept for `full`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutputFormat {
    /// Each problem with the source it points at, then a summary.
    #[value(alias = "text")]
    Full,
    /// One `path:line:col: CODE [severity] message` line per problem, then a summary.
    Concise,
    /// A JSON array: file, 0-based range, code, severity, message, providers, fix.
    Json,
    /// SARIF 2.1.0, for GitHub code scanning.
    Sarif,
    /// GitHub Actions workflow annotations.
    Github,
}

pub struct FileReport {
    pub path: PathBuf,
    pub source: String,
    pub diagnostics: Vec<Diagnostic>,
    /// How many tools the file defines or registers.
    pub tools: usize,
}

/// A file to check: where it is (for analysis and writing fixes) and how it is named in
/// the output; the text itself when it came from stdin.
struct Target {
    path: PathBuf,
    shown: PathBuf,
    stdin: Option<String>,
}

pub fn run(a: CheckArgs) -> i32 {
    match run_checked(a) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("toolsight: {e}");
            2
        }
    }
}

/// The run; `Err` is a usage error (exit 2) with its message.
fn run_checked(a: CheckArgs) -> Result<i32, String> {
    settings::check_flag_codes("--select", &a.select)?;
    settings::check_flag_codes("--ignore", &a.ignore)?;
    let (from_stdin, paths) = inputs(&a)?;
    let stdin_path = super::files::stdin_path(a.stdin_filename.as_deref());
    let start = if from_stdin { &stdin_path } else { &paths[0] };
    let resolved =
        settings::resolve(start, &a.config).map_err(|errors| errors.join("\ntoolsight: "))?;
    if a.show_settings {
        return show_settings(&a, resolved, start);
    }
    let mut config = resolved.config;
    apply_flags(&a, &mut config)?;

    let stdin = from_stdin.then_some(stdin_path.as_path());
    let mut phase = Phases::start();
    let (targets, walk_errors) = collect_targets(&a, &config, stdin, &paths)?;
    phase.end("files listed");
    let pool = thread_pool(a.threads)?;
    let mut workspaces = crate::project::Workspaces::for_paths(&paths);
    let mut run = read_targets(targets, &config, &pool);
    phase.end("files read");
    // Directories the walk could not read count as files not checked.
    run.unreadable += walk_errors;
    // Fixes are computed per file: every byte-identical copy keeps its own findings then, so
    // each copy is fixed (the report, after the fixes, names each problem once).
    let copies = if a.fix || a.diff {
        Copies::Each
    } else {
        Copies::Merged
    };
    recheck(
        &run.checked,
        &mut run.reports,
        &config,
        &mut workspaces,
        &pool,
        copies,
    );

    if a.fix || a.diff {
        let changes = fixes(&a, &run, &config, &mut workspaces);
        if a.diff {
            return Ok(print_diff(&a, &run.reports, &changes));
        }
        write_fixes(&mut run, changes);
        // Checked again from scratch: what a fix changed may change other files' results
        // (collisions across modules), and every offset moved.
        let mut workspaces = crate::project::Workspaces::for_paths(&paths);
        recheck(
            &run.checked,
            &mut run.reports,
            &config,
            &mut workspaces,
            &pool,
            Copies::Merged,
        );
    }

    if std::env::var_os("TOOLSIGHT_PARSE_STATS").is_some() {
        // Whole texts (modules) apart from snippets: in one run each module is parsed once,
        // so the first two figures are the files checked and their bytes.
        let (parses, bytes) = crate::syntax::parse_stats();
        let (snippets, snippet_bytes) = crate::syntax::snippet_stats();
        let read: usize = run.reports.iter().map(|r| r.source.len()).sum();
        eprintln!(
            "toolsight: {} parses of {} bytes, and {snippets} snippets of {snippet_bytes} bytes; \
             {} files of {read} bytes checked",
            parses - snippets,
            bytes - snippet_bytes,
            run.reports.len()
        );
    }
    let mut phase = Phases::start();
    framework_without_tools(&mut run.reports, &config);
    print_report(&a, &run, a.fix && from_stdin);
    phase.end("report");
    Ok(exit_code(&a, &run))
}

/// Whether the source comes from stdin, and the paths given (`.` when none are).
fn inputs(a: &CheckArgs) -> Result<(bool, Vec<PathBuf>), String> {
    let dash = Path::new("-");
    let from_stdin =
        a.paths.iter().any(|p| p == dash) || (a.paths.is_empty() && a.stdin_filename.is_some());
    if from_stdin && a.paths.len() > 1 {
        return Err("`-` (standard input) cannot be checked together with other paths".into());
    }
    let paths = if a.paths.is_empty() {
        vec![PathBuf::from(".")]
    } else {
        a.paths.clone()
    };
    if !from_stdin {
        if let Some(missing) = paths.iter().find(|p| !p.exists()) {
            return Err(super::files::not_found_message(missing));
        }
    }
    Ok((from_stdin, paths))
}

/// `--show-settings`: the settings with the flags applied, printed instead of a check.
fn show_settings(a: &CheckArgs, resolved: settings::Resolved, start: &Path) -> Result<i32, String> {
    let flags = Flags {
        providers: &a.provider,
        library: a.library.as_deref(),
        select: &a.select,
        ignore: &a.ignore,
    };
    let mut shown = resolved;
    apply_flags(a, &mut shown.config)?;
    super::out(&shown.show(start, &flags));
    Ok(0)
}

/// The files to check (stdin's text, read here, when `stdin` names its path), each once,
/// and how many directories the walk could not read (reported here).
fn collect_targets(
    a: &CheckArgs,
    config: &Config,
    stdin: Option<&Path>,
    paths: &[PathBuf],
) -> Result<(Vec<Target>, usize), String> {
    let mut targets = Vec::new();
    let mut walk_errors = Vec::new();
    if let Some(stdin_path) = stdin {
        let source = super::files::read_stdin(config.max_file_size).map_err(|e| e.to_string())?;
        targets.push(Target {
            path: stdin_path.to_path_buf(),
            shown: a
                .stdin_filename
                .clone()
                .unwrap_or_else(|| PathBuf::from("-")),
            stdin: Some(source),
        });
    } else {
        for p in paths {
            let files =
                python_files_filtered(p, &config.include, &config.exclude, &mut walk_errors)
                    .map_err(|e| e.to_string())?;
            targets.extend(files.into_iter().map(|f| Target {
                shown: f.clone(),
                path: f,
                stdin: None,
            }));
        }
    }
    // A file named twice (`check . a.py`) is checked and fixed once: a second write would
    // find it changed by the first.
    let mut seen = std::collections::HashSet::new();
    targets.retain(|t| {
        t.stdin.is_some() || seen.insert(t.path.canonicalize().unwrap_or_else(|_| t.path.clone()))
    });
    for e in &walk_errors {
        eprintln!("toolsight: {e}");
    }
    if targets.is_empty() && walk_errors.is_empty() {
        return Err(format!(
            "no Python or Rust files found in {}",
            paths
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    Ok((targets, walk_errors.len()))
}

/// The state of a run: the files read, their reports, and the counts the summary shows.
struct Run {
    checked: Vec<Target>,
    /// One per checked file, in the same order.
    reports: Vec<FileReport>,
    /// What each checked file was when read, for writing its fixes (none for stdin).
    snapshots: Vec<Option<super::files::Snapshot>>,
    unreadable: usize,
    unwritten: usize,
    fixed: usize,
}

/// The targets' texts, as reports without diagnostics yet; a file that cannot be read is
/// reported and counted, and the others are still checked.
fn read_targets(targets: Vec<Target>, config: &Config, pool: &rayon::ThreadPool) -> Run {
    use rayon::prelude::*;
    let mut run = Run {
        checked: Vec::new(),
        reports: Vec::new(),
        snapshots: Vec::new(),
        unreadable: 0,
        unwritten: 0,
        fixed: 0,
    };
    // Read on the pool's threads, kept in the targets' order.
    let sources: Vec<_> = pool.install(|| {
        targets
            .par_iter()
            .map(|t| match &t.stdin {
                Some(s) => Ok((s.clone(), None)),
                None => super::files::load_snapshot(&t.path, config.max_file_size)
                    .map(|(text, snap)| (text, Some(snap))),
            })
            .collect()
    });
    for (t, source) in targets.into_iter().zip(sources) {
        match source {
            Ok((source, snapshot)) => {
                run.snapshots.push(snapshot);
                run.reports.push(FileReport {
                    path: t.shown.clone(),
                    source,
                    diagnostics: Vec::new(),
                    tools: 0,
                });
                run.checked.push(t);
            }
            Err(e) => {
                eprintln!("toolsight: {e}");
                run.unreadable += 1;
            }
        }
    }
    run
}

/// A file the fixes change: its index in the run, its fixed text, how many problems fixed.
type Change = (usize, String, usize);

/// Every file's fixes, computed but not written; refused fixes are reported here.
fn fixes(
    a: &CheckArgs,
    run: &Run,
    config: &Config,
    workspaces: &mut crate::project::Workspaces,
) -> Vec<Change> {
    let mut changes = Vec::new();
    for (i, t) in run.checked.iter().enumerate() {
        let report = &run.reports[i];
        let result = fix_file(&t.path, report, config, workspaces, a.unsafe_fixes);
        for r in &result.refused {
            eprintln!("toolsight: {}: {r}", report.path.display());
        }
        if result.text != report.source {
            changes.push((i, result.text, result.fixed));
        }
    }
    changes
}

/// `--diff`: the changes as unified diffs, and the exit code (1 when there are any).
fn print_diff(a: &CheckArgs, reports: &[FileReport], changes: &[Change]) -> i32 {
    for (i, after, _) in changes {
        let shown = reports[*i].path.display().to_string();
        super::out(&fix::unified_diff(&shown, &reports[*i].source, after));
    }
    let would: usize = changes.iter().map(|c| c.2).sum();
    if !a.quiet {
        eprintln!(
            "Would fix {would} problem{}.",
            if would == 1 { "" } else { "s" }
        );
    }
    if changes.is_empty() || a.exit_zero {
        0
    } else {
        1
    }
}

/// `--fix`: the changes written over the files as read (stdin's only kept in its report).
fn write_fixes(run: &mut Run, changes: Vec<Change>) {
    for (i, after, n) in changes {
        if let Some(snapshot) = &run.snapshots[i] {
            if let Err(e) = super::files::replace_file(&run.checked[i].path, snapshot, &after) {
                // The file keeps its text (and so its problems); the other files are
                // still fixed.
                eprintln!("toolsight: {}: {e}", run.reports[i].path.display());
                run.unwritten += 1;
                continue;
            }
        }
        run.reports[i].source = after;
        run.fixed += n;
    }
}

/// X005: frameworks imported, yet no tool found anywhere in the run. Only the whole run
/// can tell, so it is added after every file is checked, first in the file it names.
fn framework_without_tools(reports: &mut [FileReport], config: &Config) {
    if reports.iter().any(|r| r.tools > 0) {
        return;
    }
    let python: Vec<usize> = (0..reports.len())
        .filter(|&i| !crate::rust::is_rust(&reports[i].path))
        .collect();
    let files: Vec<(String, &str)> = (python.iter())
        .map(|&i| (reports[i].path.display().to_string(), &*reports[i].source))
        .collect();
    let found = rules::limits::framework_without_tools(&files, config);
    if let Some((i, d)) = found {
        reports[python[i]].diagnostics.insert(0, d);
    }
}

/// The report on stdout; with `stdin_fixed`, as ruff does, the fixed source goes to stdout
/// and the report to stderr.
fn print_report(a: &CheckArgs, run: &Run, stdin_fixed: bool) {
    if stdin_fixed {
        super::out(&run.reports[0].source);
    }
    let out = render(a, &run.reports, run.unreadable, run.unwritten, run.fixed);
    if stdin_fixed {
        eprint!("{out}");
    } else {
        super::out(&out);
    }
}

/// 1 when errors are found or a file could not be read or written, unless `--exit-zero`.
fn exit_code(a: &CheckArgs, run: &Run) -> i32 {
    let errors = (run.reports.iter())
        .flat_map(|r| &r.diagnostics)
        .filter(|d| d.severity == Severity::Error)
        .count();
    if (errors > 0 || run.unreadable > 0 || run.unwritten > 0) && !a.exit_zero {
        1
    } else {
        0
    }
}

/// The report in the chosen format.
fn render(
    a: &CheckArgs,
    reports: &[FileReport],
    unreadable: usize,
    unwritten: usize,
    fixed: usize,
) -> String {
    if a.statistics {
        return text::statistics(
            reports,
            a.unsafe_fixes,
            a.output_format == OutputFormat::Json,
        );
    }
    let summary = || {
        if a.quiet {
            String::new()
        } else {
            text::summary(
                reports,
                &text::Summary {
                    unreadable,
                    unwritten,
                    fixed,
                    unsafe_fixes: a.unsafe_fixes,
                },
            )
        }
    };
    match a.output_format {
        OutputFormat::Json => crate::render::pretty(&machine::to_json(reports)),
        OutputFormat::Sarif => crate::render::pretty(&machine::to_sarif(reports)),
        OutputFormat::Github => machine::to_github(reports),
        OutputFormat::Concise => text::concise(reports) + &summary(),
        OutputFormat::Full => text::full(reports, super::use_color(a.color)) + &summary(),
    }
}

/// A file's fixes: the text with them applied, how many problems they fix, and the fixes
/// refused because they would break the file's syntax (one line each).
pub struct Fixed {
    pub text: String,
    pub fixed: usize,
    pub refused: Vec<String>,
}

/// A file's text with its fixes applied, pass after pass. A file that parsed before must
/// parse after: a pass that breaks it is undone, its fixes tried one at a time, and those
/// that break it alone are refused (reported, and not offered again).
pub fn fix_file(
    path: &Path,
    report: &FileReport,
    config: &Config,
    workspaces: &mut crate::project::Workspaces,
    unsafe_fixes: bool,
) -> Fixed {
    let mut source = report.source.clone();
    let mut diagnostics = report.diagnostics.clone();
    let eol = fix::line_ending(&source);
    let parsed = parses(path, &source);
    let mut refused: Vec<(&'static str, String)> = Vec::new();
    let mut out = Fixed {
        text: String::new(),
        fixed: 0,
        refused: Vec::new(),
    };
    for _ in 0..fix::MAX_PASSES {
        for d in &mut diagnostics {
            if d.fix
                .as_ref()
                .is_some_and(|f| refused.contains(&(d.code, f.title.clone())))
            {
                d.fix = None;
            }
        }
        let (next, n) = fix::apply(&source, &diagnostics, unsafe_fixes, eol);
        if n == 0 || next == source {
            break;
        }
        if parsed && !parses(path, &next) {
            let breaking: Vec<&Diagnostic> = diagnostics
                .iter()
                .filter(|d| super::text::fixable(d, unsafe_fixes))
                .filter(|d| {
                    let alone = fix::apply(&source, std::slice::from_ref(*d), unsafe_fixes, eol).0;
                    alone != source && !parses(path, &alone)
                })
                .collect();
            if breaking.is_empty() {
                // Only together do they break it: stop here, with what was fixed so far.
                break;
            }
            for d in breaking {
                let title = d.fix.as_ref().map(|f| f.title.clone()).unwrap_or_default();
                let line = source[..d.span.start.min(source.len())]
                    .matches('\n')
                    .count()
                    + 1;
                out.refused.push(format!(
                    "line {line}: the {} fix ({title}) would leave a syntax error: not applied",
                    d.code
                ));
                refused.push((d.code, title));
            }
            continue;
        }
        source = next;
        out.fixed += n;
        diagnostics = check_path(path, &source, config, workspaces).0;
    }
    out.text = source;
    out
}

/// Whether the text parses without a syntax error (Python's or Rust's grammar, by the path).
fn parses(path: &Path, text: &str) -> bool {
    let tree = if crate::rust::is_rust(path) {
        crate::rust::syntax::parse(text)
    } else {
        crate::syntax::parse(text, None)
    };
    !tree.root_node().has_error()
}

/// `--provider` and `--library` applied to the settings.
fn apply_flags(a: &CheckArgs, config: &mut Config) -> Result<(), String> {
    for p in &a.provider {
        match Provider::from_id(p) {
            Some(p) if p != Provider::Native => {
                if !config.providers.contains(&p) {
                    config.providers.push(p)
                }
            }
            _ => {
                return Err(format!(
                    "unknown provider '{p}' (expected one of: {})",
                    Provider::choosable_ids()
                ));
            }
        }
    }
    if !a.provider.is_empty() {
        config
            .providers
            .retain(|p| a.provider.iter().any(|x| x == p.id()));
    }
    if let Some(l) = &a.library {
        if l != "auto" {
            match crate::frameworks::by_id(l) {
                Some(lib) => config.library = Some(lib),
                None => {
                    return Err(format!(
                        "unknown library '{l}' (expected one of: {})",
                        crate::frameworks::ids().join(", ")
                    ));
                }
            }
        }
    }
    config.select.extend(a.select.iter().cloned());
    config.ignore.extend(a.ignore.iter().cloned());
    Ok(())
}

/// The stack of each thread that checks files: as `main.rs`'s `STACK`.
const THREAD_STACK: usize = 1 << 30;

/// The thread pool files are checked on: `--threads`, else `TOOLSIGHT_THREADS`, else one
/// thread per core.
fn thread_pool(flag: Option<usize>) -> Result<rayon::ThreadPool, String> {
    let threads = match flag {
        Some(n) => Some(n),
        None => match std::env::var("TOOLSIGHT_THREADS") {
            Ok(v) if !v.trim().is_empty() => Some(v.trim().parse::<usize>().map_err(|_| {
                format!("TOOLSIGHT_THREADS must be a number of threads, not {v:?}")
            })?),
            _ => None,
        },
    };
    if threads == Some(0) {
        return Err("the number of threads must be at least 1".into());
    }
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0))
        // The stack `main` gives the command's thread (deep but valid Python is walked
        // recursively); only the pages used are committed.
        .stack_size(THREAD_STACK)
        .build()
        .map_err(|e| format!("cannot start the threads that check files: {e}"))
}

/// Checks the files of `reports` (read from `checked`) and stores each one's diagnostics and
/// tool count in its report: the first check, and the one after fixes were written.
fn recheck(
    checked: &[Target],
    reports: &mut [FileReport],
    config: &Config,
    workspaces: &mut crate::project::Workspaces,
    pool: &rayon::ThreadPool,
    copies: Copies,
) {
    let files: Vec<(&Path, &str)> = (checked.iter().zip(reports.iter()))
        .map(|(t, r)| (t.path.as_path(), r.source.as_str()))
        .collect();
    let results = check_paths(&files, config, workspaces, pool, copies);
    for (r, (diagnostics, tools)) in reports.iter_mut().zip(results) {
        (r.diagnostics, r.tools) = (diagnostics, tools);
    }
}

/// Whether the findings of byte-identical files are reported once (`copies::merge`), or
/// kept with each file (for fixes, which are written per file).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Copies {
    Merged,
    Each,
}

/// Checks files as `check_path` does, on the pool's threads: the workspaces are made first,
/// their registration indexes built (in parallel), then the files analysed in parallel. The
/// results are in the files' order, and the same for any number of threads.
pub fn check_paths(
    files: &[(&Path, &str)],
    config: &Config,
    workspaces: &mut crate::project::Workspaces,
    pool: &rayon::ThreadPool,
    copies: Copies,
) -> Vec<(Vec<Diagnostic>, usize)> {
    use rayon::prelude::*;
    let mut phase = Phases::start();
    let spaces: Vec<Option<std::sync::Arc<crate::workspace::Workspace>>> = files
        .iter()
        .map(|(p, _)| (!crate::rust::is_rust(p)).then(|| workspaces.for_file(p)))
        .collect();
    phase.end("workspaces");
    pool.install(|| {
        let mut prepared: Vec<&crate::workspace::Workspace> = Vec::new();
        let mut collecting: Vec<&crate::workspace::Workspace> = Vec::new();
        for ws in spaces.iter().flatten() {
            if !prepared.iter().any(|p| std::ptr::eq(*p, &**ws)) {
                if ws.collect_registrations() {
                    collecting.push(ws);
                } else {
                    ws.prepare_registrations();
                }
                prepared.push(ws);
            }
        }
        phase.end("import words (collect_registrations)");
        let mut results: Vec<FileResult> = check_in_order(files, &spaces, &prepared, config);
        phase.end("checks");
        for ws in &collecting {
            ws.finish_registrations();
        }
        phase.end("finish_registrations");
        // The files whose tools other modules register, now that the index is complete:
        // checked again with those registrations (the rest had none to apply).
        let collected = |ws: &Option<std::sync::Arc<crate::workspace::Workspace>>| {
            ws.as_deref()
                .is_some_and(|w| collecting.iter().any(|c| std::ptr::eq(*c, w)))
        };
        let again: Vec<(usize, FileResult)> = files
            .par_iter()
            .zip(&spaces)
            .enumerate()
            .filter(|(_, ((path, _), ws))| {
                collected(ws) && ws.as_deref().is_some_and(|w| registered_in(w, path))
            })
            .map(|(i, ((path, source), ws))| {
                (i, check_in_sets(path, source, config, ws.as_deref()))
            })
            .collect();
        phase.end("checked again");
        for (i, r) in again {
            results[i] = r;
        }
        let imports: Vec<Vec<String>> = results
            .iter_mut()
            .map(|r| std::mem::take(&mut r.4))
            .collect();
        let mut joined = join_server_sets(files, &spaces, &mut results, config);
        phase.end("server sets");
        // The entry points are read only where a run has copies.
        let entry_modules = || {
            let mut roots: Vec<std::path::PathBuf> = Vec::new();
            for ws in spaces.iter().flatten() {
                for r in ws.roots() {
                    if !roots.contains(r) {
                        roots.push(r.clone());
                    }
                }
            }
            super::copies::entry_modules(&roots)
        };
        if copies == Copies::Merged {
            super::copies::merge(files, &mut joined, &imports, &entry_modules);
        }
        phase.end("copies");
        joined
    })
}

/// A file's diagnostics, how many tools it has, its parts of the sets registered on
/// servers bound to module-level names (`rules::server_sets`), its calls passing a server
/// to an imported function (`Module::server_calls`), and its import targets (which copy of
/// a module an import reaches, `copies`).
type FileResult = (
    Vec<Diagnostic>,
    usize,
    Vec<rules::server_sets::SetShare>,
    Vec<crate::model::ServerCall>,
    Vec<String>,
);

/// The sets several modules of one workspace register on one server, judged whole
/// (`rules::server_sets::join`), each finding added to the file it is in.
fn join_server_sets(
    files: &[(&Path, &str)],
    spaces: &[Option<std::sync::Arc<crate::workspace::Workspace>>],
    results: &mut [FileResult],
    config: &Config,
) -> Vec<(Vec<Diagnostic>, usize)> {
    struct Places<'a>(&'a [(&'a Path, &'a str)]);
    impl rules::server_sets::Places for Places<'_> {
        fn path(&self, file: usize) -> std::path::PathBuf {
            self.0[file].0.to_path_buf()
        }
        fn range(&self, file: usize, span: crate::syntax::Span) -> ((u32, u32), (u32, u32)) {
            let index = crate::line_index::LineIndex::new(self.0[file].1);
            let at =
                |o: usize| index.position(self.0[file].1, o, crate::line_index::Encoding::Utf16);
            (at(span.start), at(span.end))
        }
    }
    // Shares of one workspace only: another import root is another program.
    type Space<'a> = (
        Option<&'a crate::workspace::Workspace>,
        Vec<(usize, rules::server_sets::SetShare)>,
        Vec<(usize, crate::model::ServerCall)>,
    );
    let mut by_space: Vec<Space> = Vec::new();
    for (i, (r, ws)) in results.iter_mut().zip(spaces).enumerate() {
        let key = ws.as_deref();
        let shares: Vec<_> = std::mem::take(&mut r.2)
            .into_iter()
            .map(|s| (i, s))
            .collect();
        let calls: Vec<_> = std::mem::take(&mut r.3)
            .into_iter()
            .map(|c| (i, c))
            .collect();
        if shares.is_empty() && calls.is_empty() {
            continue;
        }
        let same = |k: &Option<&crate::workspace::Workspace>| match (k, key) {
            (Some(a), Some(b)) => std::ptr::eq(*a, b),
            (None, None) => true,
            _ => false,
        };
        match by_space.iter_mut().find(|(k, _, _)| same(k)) {
            Some((_, v, c)) => {
                v.extend(shares);
                c.extend(calls);
            }
            None => by_space.push((key, shares, calls)),
        }
    }
    for (ws, mut shares, calls) in by_space {
        if shares.iter().any(|(_, s)| s.parameter.is_some()) {
            let calls: Vec<(usize, &crate::model::ServerCall)> =
                calls.iter().map(|(f, c)| (*f, c)).collect();
            let naming = |word: &str| ws.and_then(|w| w.modules_naming(word));
            rules::server_sets::by_callers(&mut shares, &calls, &naming);
        }
        for (file, d) in rules::server_sets::join(config, shares, &Places(files)) {
            let diagnostics = &mut results[file].0;
            let at =
                diagnostics.partition_point(|o| (o.span.start, o.code) <= (d.span.start, d.code));
            diagnostics.insert(at, d);
        }
    }
    results
        .iter_mut()
        .map(|(d, n, _, _, _)| (std::mem::take(d), *n))
        .collect()
}

/// Checks every file (`check_recording`) on the pool's threads, each thread taking next the
/// file of a module a question has just parsed if there is one (`Workspace::next_wanted`: its
/// tree is kept for that check), else the next file in order. The results are in the files'
/// order.
fn check_in_order(
    files: &[(&Path, &str)],
    spaces: &[Option<std::sync::Arc<crate::workspace::Workspace>>],
    prepared: &[&crate::workspace::Workspace],
    config: &Config,
) -> Vec<FileResult> {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    // The files of each workspace by module name (the first file of a name).
    let names: Vec<Option<String>> = files
        .iter()
        .zip(spaces)
        .map(|((path, _), ws)| ws.as_ref().map(|_| crate::workspace::analysis_name(path)))
        .collect();
    let ws_index =
        |ws: &crate::workspace::Workspace| prepared.iter().position(|p| std::ptr::eq(*p, ws));
    let mut by_module: std::collections::HashMap<(usize, &str), usize> =
        std::collections::HashMap::new();
    for (i, (name, ws)) in names.iter().zip(spaces).enumerate() {
        if let (Some(name), Some(w)) = (name, ws.as_deref().and_then(ws_index)) {
            by_module
                .entry((w, crate::workspace::dunder_name(name)))
                .or_insert(i);
        }
    }
    for (w, ws) in prepared.iter().enumerate() {
        ws.will_check(
            by_module
                .iter()
                .filter(|((x, _), _)| *x == w)
                .map(|(_, &i)| names[i].as_deref().unwrap_or_default()),
        );
    }
    let claimed: Vec<AtomicBool> = files.iter().map(|_| AtomicBool::new(false)).collect();
    let claim = |i: usize| !claimed[i].swap(true, Ordering::AcqRel);
    let cursor = AtomicUsize::new(0);
    let next = || -> Option<usize> {
        for (w, ws) in prepared.iter().enumerate() {
            while let Some(m) = ws.next_wanted() {
                if let Some(&i) = by_module.get(&(w, m.as_str())) {
                    if claim(i) {
                        return Some(i);
                    }
                }
            }
        }
        loop {
            let i = cursor.fetch_add(1, Ordering::AcqRel);
            if i >= files.len() {
                return None;
            }
            if claim(i) {
                return Some(i);
            }
        }
    };
    let results: Vec<std::sync::Mutex<Option<FileResult>>> =
        files.iter().map(|_| std::sync::Mutex::new(None)).collect();
    let log = super::check_log::CheckLog::new();
    rayon::scope(|s| {
        for t in 0..rayon::current_num_threads() {
            let (next, results, log, names) = (&next, &results, &log, &names);
            s.spawn(move |_| {
                while let Some(i) = next() {
                    let (path, source) = files[i];
                    let started = log.as_ref().map(|l| l.start());
                    let ws = spaces[i].as_deref();
                    if let (Some(ws), Some(name)) = (ws, &names[i]) {
                        ws.checking(name);
                    }
                    let r = check_recording(path, source, config, ws);
                    if let (Some(ws), Some(name)) = (ws, &names[i]) {
                        ws.checked(name);
                    }
                    *results[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
                    if let (Some(l), Some(s)) = (log, started) {
                        l.end(s, "check", t, path, source.len());
                    }
                }
            });
        }
    });
    if let Some(l) = &log {
        l.print();
    }
    results
        .into_iter()
        .map(|r| {
            r.into_inner()
                .unwrap_or_else(|e| e.into_inner())
                .unwrap_or_else(|| (Vec::new(), 0, Vec::new(), Vec::new(), Vec::new()))
        })
        .collect()
}

/// `TOOLSIGHT_TIMING=1`: the wall time of each phase of a check, on stderr (which phases
/// keep a run on one core).
struct Phases(Option<std::time::Instant>);

impl Phases {
    fn start() -> Phases {
        let on = std::env::var("TOOLSIGHT_TIMING").is_ok_and(|v| v == "1");
        Phases(on.then(std::time::Instant::now))
    }

    fn end(&mut self, name: &str) {
        if let Some(t) = &mut self.0 {
            eprintln!("toolsight: {name}: {:.3} s", t.elapsed().as_secs_f64());
            *t = std::time::Instant::now();
        }
    }
}

/// Whether other modules of `ws` register tools of the file at `path`.
fn registered_in(ws: &crate::workspace::Workspace, path: &Path) -> bool {
    let name = crate::workspace::analysis_name(path);
    !ws.incoming(crate::workspace::dunder_name(&name)).is_empty()
}

/// `check_in`, recording what the file's module registers of other modules for the
/// workspace's index of registrations while it collects them.
fn check_recording(
    path: &Path,
    source: &str,
    config: &Config,
    ws: Option<&crate::workspace::Workspace>,
) -> FileResult {
    let (m, tree) = crate::project::analyze_in_tree(path, source, ws, &config.extra_markers);
    if let Some(ws) = ws {
        ws.record_registrations(&crate::workspace::analysis_name(path), source, &m);
    }
    finish_check_sets(&m, source, config, ws, tree)
}

/// Checks one file as the command line does (package-aware, with its import root): its
/// diagnostics and how many tools it has.
pub fn check_path(
    path: &Path,
    source: &str,
    config: &Config,
    workspaces: &mut crate::project::Workspaces,
) -> (Vec<Diagnostic>, usize) {
    let ws = (!crate::rust::is_rust(path)).then(|| workspaces.for_file(path));
    check_in(path, source, config, ws.as_deref())
}

/// `check_path` in the workspace of the file's import root (none for a Rust file).
fn check_in(
    path: &Path,
    source: &str,
    config: &Config,
    ws: Option<&crate::workspace::Workspace>,
) -> (Vec<Diagnostic>, usize) {
    let (m, tree) = crate::project::analyze_in_tree(path, source, ws, &config.extra_markers);
    finish_check(&m, source, config, ws, tree)
}

/// `check_in`, handing the file's parts of server sets over (`FileResult`).
fn check_in_sets(
    path: &Path,
    source: &str,
    config: &Config,
    ws: Option<&crate::workspace::Workspace>,
) -> FileResult {
    let (m, tree) = crate::project::analyze_in_tree(path, source, ws, &config.extra_markers);
    finish_check_sets(&m, source, config, ws, tree)
}

/// `finish_check`, handing the module's parts of server sets over.
fn finish_check_sets(
    m: &crate::model::Module,
    source: &str,
    config: &Config,
    ws: Option<&crate::workspace::Workspace>,
    tree: Option<tree_sitter::Tree>,
) -> FileResult {
    let tools = crate::render::choose(m, &crate::render::Selection::default()).len();
    let external = ws.map(|w| w as &dyn crate::extract::External);
    let (d, shares) = rules::check_with_tree_sets(m, source, config, external, tree);
    let imports = m.imports.iter().map(|i| i.target.clone()).collect();
    (d, tools, shares, m.server_calls.clone(), imports)
}

/// The rules over an analysed file, and how many tools it has.
fn finish_check(
    m: &crate::model::Module,
    source: &str,
    config: &Config,
    ws: Option<&crate::workspace::Workspace>,
    tree: Option<tree_sitter::Tree>,
) -> (Vec<Diagnostic>, usize) {
    let tools = crate::render::choose(m, &crate::render::Selection::default()).len();
    let external = ws.map(|w| w as &dyn crate::extract::External);
    (
        rules::check_with_tree(m, source, config, external, tree),
        tools,
    )
}

pub use super::text::to_text;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Applicability, Edit, Fix};
    use crate::syntax::Span;

    /// A diagnostic whose safe fix replaces `span` with `text`.
    fn with_fix(span: (usize, usize), text: &str) -> Diagnostic {
        Diagnostic {
            code: "X9",
            severity: Severity::Error,
            message: String::new(),
            span: Span::new(span.0, span.1),
            providers: Vec::new(),
            related: Vec::new(),
            fix: Some(Fix {
                title: format!("replace with {text:?}"),
                edits: vec![Edit {
                    span: Span::new(span.0, span.1),
                    text: text.into(),
                }],
                applicability: Applicability::Safe,
            }),
            function: None,
        }
    }

    #[test]
    fn a_fix_that_breaks_the_parse_is_rolled_back() {
        let source = "x = f(1)\ny = 2\n";
        let report = FileReport {
            path: PathBuf::from("t.py"),
            source: source.into(),
            // The first drops the closing parenthesis; the second is harmless.
            diagnostics: vec![with_fix((7, 8), ""), with_fix((13, 14), "3")],
            tools: 0,
        };
        let mut ws = crate::project::Workspaces::for_paths(&[PathBuf::from("t.py")]);
        let fixed = fix_file(
            Path::new("t.py"),
            &report,
            &Config::default(),
            &mut ws,
            false,
        );
        assert_eq!(fixed.text, "x = f(1)\ny = 3\n");
        assert_eq!(fixed.fixed, 1);
        assert_eq!(fixed.refused.len(), 1, "{:?}", fixed.refused);
        assert!(fixed.refused[0].contains("X9"), "{:?}", fixed.refused);
    }
}
