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
            return Err(format!("{}: no such file or directory", missing.display()));
        }
    }
    let stdin_path = super::files::stdin_path(a.stdin_filename.as_deref());
    let start = if from_stdin { &stdin_path } else { &paths[0] };
    let resolved =
        settings::resolve(start, &a.config).map_err(|errors| errors.join("\ntoolsight: "))?;
    if a.show_settings {
        let flags = Flags {
            providers: &a.provider,
            library: a.library.as_deref(),
            select: &a.select,
            ignore: &a.ignore,
        };
        let mut shown = resolved;
        apply_flags(&a, &mut shown.config)?;
        super::out(&shown.show(start, &flags));
        return Ok(0);
    }
    let mut config = resolved.config;
    apply_flags(&a, &mut config)?;

    let mut targets = Vec::new();
    if from_stdin {
        let source = super::files::read_stdin().map_err(|e| e.to_string())?;
        targets.push(Target {
            path: stdin_path.clone(),
            shown: a
                .stdin_filename
                .clone()
                .unwrap_or_else(|| dash.to_path_buf()),
            stdin: Some(source),
        });
    } else {
        for p in &paths {
            let files = python_files_filtered(p, &config.include, &config.exclude)
                .map_err(|e| e.to_string())?;
            targets.extend(files.into_iter().map(|f| Target {
                shown: f.clone(),
                path: f,
                stdin: None,
            }));
        }
    }
    if targets.is_empty() {
        return Err(format!(
            "no Python or Rust files found in {}",
            paths
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }

    let mut workspaces = crate::project::Workspaces::for_paths(&paths);
    let mut reports = Vec::new();
    let mut checked = Vec::new();
    let mut unreadable = 0;
    for t in targets {
        let source = match &t.stdin {
            Some(s) => Ok(s.clone()),
            None => super::files::load_source_within(&t.path, config.max_file_size),
        };
        match source {
            Ok(source) => {
                let (diagnostics, tools) = check_path(&t.path, &source, &config, &mut workspaces);
                reports.push(FileReport {
                    path: t.shown.clone(),
                    source,
                    diagnostics,
                    tools,
                });
                checked.push(t);
            }
            Err(e) => {
                eprintln!("toolsight: {e}");
                unreadable += 1;
            }
        }
    }

    let mut fixed = 0;
    if a.fix || a.diff {
        let mut changes = Vec::new();
        for (i, t) in checked.iter().enumerate() {
            let (after, n) = fix_file(
                &t.path,
                &reports[i],
                &config,
                &mut workspaces,
                a.unsafe_fixes,
            );
            if after != reports[i].source {
                changes.push((i, after, n));
            }
        }
        if a.diff {
            for (i, after, _) in &changes {
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
            return Ok(if changes.is_empty() || a.exit_zero {
                0
            } else {
                1
            });
        }
        for (i, after, n) in changes {
            let t = &checked[i];
            if t.stdin.is_none() {
                std::fs::write(&t.path, &after)
                    .map_err(|e| format!("{}: cannot write the fixes: {e}", t.path.display()))?;
            }
            reports[i].source = after;
            fixed += n;
        }
        // Checked again from scratch: what a fix changed may change other files' results
        // (collisions across modules), and every offset moved.
        let mut workspaces = crate::project::Workspaces::for_paths(&paths);
        for (t, r) in checked.iter().zip(&mut reports) {
            (r.diagnostics, r.tools) = check_path(&t.path, &r.source, &config, &mut workspaces);
        }
    }

    // X005: frameworks imported, yet no tool found anywhere in the run.
    if reports.iter().all(|r| r.tools == 0) {
        let python: Vec<usize> = (0..reports.len())
            .filter(|&i| !crate::rust::is_rust(&reports[i].path))
            .collect();
        let files: Vec<(String, &str)> = (python.iter())
            .map(|&i| (reports[i].path.display().to_string(), &*reports[i].source))
            .collect();
        let found = rules::limits::framework_without_tools(&files, &config);
        if let Some((i, d)) = found {
            reports[python[i]].diagnostics.insert(0, d);
        }
    }
    let stdin_fixed = a.fix && from_stdin;
    if stdin_fixed {
        // As ruff does: the fixed source goes to stdout, the report to stderr.
        super::out(&reports[0].source);
    }
    let out = render(&a, &reports, unreadable, fixed);
    if stdin_fixed {
        eprint!("{out}");
    } else {
        super::out(&out);
    }
    let errors = reports
        .iter()
        .flat_map(|r| &r.diagnostics)
        .filter(|d| d.severity == Severity::Error)
        .count();
    Ok(if (errors > 0 || unreadable > 0) && !a.exit_zero {
        1
    } else {
        0
    })
}

/// The report in the chosen format.
fn render(a: &CheckArgs, reports: &[FileReport], unreadable: usize, fixed: usize) -> String {
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

/// A file's text with its fixes applied, pass after pass, and how many problems they fix.
fn fix_file(
    path: &Path,
    report: &FileReport,
    config: &Config,
    workspaces: &mut crate::project::Workspaces,
    unsafe_fixes: bool,
) -> (String, usize) {
    let mut source = report.source.clone();
    let mut diagnostics = report.diagnostics.clone();
    let mut fixed = 0;
    for _ in 0..fix::MAX_PASSES {
        let (next, n) = fix::apply(&source, &diagnostics, unsafe_fixes);
        if n == 0 || next == source {
            break;
        }
        source = next;
        fixed += n;
        diagnostics = check_path(path, &source, config, workspaces).0;
    }
    (source, fixed)
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
                return Err(format!("unknown provider '{p}' (expected anthropic, gemini, openai-chat, openai-responses)"));
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

/// Checks one file as the command line does (package-aware, with its import root): its
/// diagnostics and how many tools it has.
pub fn check_path(
    path: &Path,
    source: &str,
    config: &Config,
    workspaces: &mut crate::project::Workspaces,
) -> (Vec<Diagnostic>, usize) {
    let m = crate::project::analyze_file(path, source, workspaces, &config.extra_markers);
    if crate::rust::is_rust(path) {
        let tools = crate::render::choose(&m, &crate::render::Selection::default()).len();
        return (rules::check_with(&m, source, config, None), tools);
    }
    let ws = workspaces.for_file(path);
    let tools = crate::render::choose(&m, &crate::render::Selection::default()).len();
    (rules::check_with(&m, source, config, Some(&*ws)), tools)
}

pub use super::text::to_text;
