//! `toolsight check PATH...`: diagnostics as text (with a source excerpt), JSON, SARIF 2.1.0
//! or GitHub workflow annotations. Exit 0 when clean, 1 when errors are found, 2 on usage
//! errors.

use std::path::{Path, PathBuf};

use clap::Args;
use serde_json::{json, Value};

use crate::config::{Config, Severity};
use crate::frameworks::Provider;
use crate::line_index::{Encoding, LineIndex};
use crate::rules::{self, Diagnostic};

use super::files::python_files_filtered;

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// Files or directories to check.
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// Output format: text, json, sarif or github.
    #[arg(long, default_value = "text")]
    pub format: String,
    /// Only check these providers (repeatable): anthropic, gemini, openai-chat, openai-responses.
    #[arg(long)]
    pub provider: Vec<String>,
    /// Imitate this library for every file (auto: from each file's imports).
    #[arg(long)]
    pub library: Option<String>,
    /// Rule codes or prefixes to enable (repeatable; default: all).
    #[arg(long)]
    pub select: Vec<String>,
    /// Rule codes or prefixes to disable (repeatable).
    #[arg(long)]
    pub ignore: Vec<String>,
    /// Override a `[tool.toolsight]` setting, as `KEY=VALUE` in TOML (repeatable):
    /// `--config strict=true`, `--config gemini.api=vertex`.
    #[arg(long = "config", value_name = "KEY=VALUE")]
    pub config: Vec<String>,
}

pub struct FileReport {
    pub path: PathBuf,
    pub source: String,
    pub diagnostics: Vec<Diagnostic>,
    /// How many tools the file defines or registers.
    pub tools: usize,
}

pub fn run(a: CheckArgs) -> i32 {
    if !matches!(a.format.as_str(), "text" | "json" | "sarif" | "github") {
        eprintln!(
            "toolsight: unknown format '{}' (expected text, json, sarif or github)",
            a.format
        );
        return 2;
    }
    if let Some(missing) = a.paths.iter().find(|p| !p.exists()) {
        eprintln!(
            "toolsight: {}: no such file or directory",
            missing.display()
        );
        return 2;
    }
    let (mut config, config_path, problems) = match Config::discover_with(&a.paths[0], &a.config) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("toolsight: {e}");
            return 2;
        }
    };
    for p in problems {
        eprintln!(
            "toolsight: {}: {p}",
            config_path
                .as_deref()
                .map(|c| c.display().to_string())
                .unwrap_or_default()
        );
    }
    for p in &a.provider {
        match Provider::from_id(p) {
            Some(p) if p != Provider::Native => {
                if !config.providers.contains(&p) {
                    config.providers.push(p)
                }
            }
            _ => {
                eprintln!("toolsight: unknown provider '{p}' (expected anthropic, gemini, openai-chat, openai-responses)");
                return 2;
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
                    eprintln!(
                        "toolsight: unknown library '{l}' (expected one of: {})",
                        crate::frameworks::ids().join(", ")
                    );
                    return 2;
                }
            }
        }
    }
    let mut files = Vec::new();
    for p in &a.paths {
        match python_files_filtered(p, &config.include, &config.exclude) {
            Ok(f) => files.extend(f),
            Err(e) => {
                eprintln!("toolsight: {e}");
                return 2;
            }
        }
    }
    if files.is_empty() {
        eprintln!(
            "toolsight: no Python or Rust files found in {}",
            a.paths
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
        return 2;
    }
    config.select.extend(a.select.iter().cloned());
    config.ignore.extend(a.ignore.iter().cloned());

    let mut reports = Vec::new();
    let mut unreadable = 0;
    let mut workspaces = crate::project::Workspaces::default();
    for f in files {
        match super::files::load_source_within(&f, config.max_file_size) {
            Ok(source) => {
                let (diagnostics, tools) = check_path(&f, &source, &config, &mut workspaces);
                reports.push(FileReport {
                    path: f,
                    source,
                    diagnostics,
                    tools,
                });
            }
            Err(e) => {
                eprintln!("toolsight: {e}");
                unreadable += 1;
            }
        }
    }
    let out = match a.format.as_str() {
        "json" => crate::render::pretty(&to_json(&reports)),
        "sarif" => crate::render::pretty(&to_sarif(&reports)),
        "github" => to_github(&reports),
        _ => to_text(&reports) + &unchecked_summary(unreadable),
    };
    use std::io::Write;
    let _ = std::io::stdout().write_all(out.as_bytes());
    let errors = reports
        .iter()
        .flat_map(|r| &r.diagnostics)
        .filter(|d| d.severity == Severity::Error)
        .count();
    if errors > 0 || unreadable > 0 {
        1
    } else {
        0
    }
}

/// The text summary's last line when files could not be read: they were not checked, so no
/// "All checks passed" may stand alone (their errors went to stderr as they were met).
fn unchecked_summary(unreadable: usize) -> String {
    match unreadable {
        0 => String::new(),
        1 => "1 file could not be checked (see the error above).\n".into(),
        n => format!("{n} files could not be checked (see the errors above).\n"),
    }
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

fn display(p: &Path) -> String {
    p.display().to_string()
}

pub fn to_text(reports: &[FileReport]) -> String {
    let mut out = String::new();
    let mut counts = [0usize; 4];
    for r in reports {
        let idx = LineIndex::new(&r.source);
        for d in &r.diagnostics {
            counts[d.severity as usize] += 1;
            let (line, col) = idx.position(&r.source, d.span.start, Encoding::Utf32);
            let (end_line, end_col) = idx.position(&r.source, d.span.end, Encoding::Utf32);
            out.push_str(&format!(
                "{}:{}:{}: {} [{}] {}\n",
                display(&r.path),
                line + 1,
                col + 1,
                d.code,
                d.severity.id(),
                d.message
            ));
            let text = r.source.split('\n').nth(line as usize).unwrap_or("");
            let gutter = (line + 1).to_string().len();
            let caret_len = if end_line == line {
                (end_col.saturating_sub(col)).max(1)
            } else {
                (text.chars().count() as u32).saturating_sub(col).max(1)
            };
            out.push_str(&format!("{:gutter$} |\n", ""));
            out.push_str(&format!("{} | {}\n", line + 1, text));
            out.push_str(&format!(
                "{:gutter$} | {}{}\n",
                "",
                " ".repeat(col as usize),
                "^".repeat(caret_len as usize)
            ));
            if let Some(f) = &d.fix {
                out.push_str(&format!("{:gutter$} = fix: {}\n", "", f.title));
            }
            out.push('\n');
        }
    }
    let total: usize = counts.iter().sum();
    let tools: usize = reports.iter().map(|r| r.tools).sum();
    if total == 0 && reports.is_empty() {
        // Only unreadable files: `unchecked_summary` says so.
    } else if total == 0 && tools == 0 {
        // Nothing was checked: saying "passed" would mislead.
        out.push_str("No tools found: nothing in these files registers a function, class or schema with a known framework.\n");
    } else if total == 0 {
        out.push_str("All checks passed.\n");
    } else {
        out.push_str(&format!(
            "Found {total} problem{} ({} error{}, {} warning{}, {} info).\n",
            if total == 1 { "" } else { "s" },
            counts[0],
            if counts[0] == 1 { "" } else { "s" },
            counts[1],
            if counts[1] == 1 { "" } else { "s" },
            counts[2] + counts[3]
        ));
    }
    out
}

fn range_json(idx: &LineIndex, src: &str, span: crate::syntax::Span) -> Value {
    let (sl, sc) = idx.position(src, span.start, Encoding::Utf16);
    let (el, ec) = idx.position(src, span.end, Encoding::Utf16);
    json!({"start": {"line": sl, "character": sc}, "end": {"line": el, "character": ec}})
}

pub fn to_json(reports: &[FileReport]) -> Value {
    let mut all = Vec::new();
    for r in reports {
        let idx = LineIndex::new(&r.source);
        for d in &r.diagnostics {
            let mut o = json!({
                "file": display(&r.path),
                "range": range_json(&idx, &r.source, d.span),
                "code": d.code,
                "severity": d.severity.id(),
                "message": d.message,
                "providers": d.providers.iter().map(|p| p.id()).collect::<Vec<_>>(),
            });
            if let Some(f) = &d.fix {
                o["fix"] = json!({
                    "title": f.title,
                    "edits": f.edits.iter().map(|e| json!({"range": range_json(&idx, &r.source, e.span), "newText": e.text})).collect::<Vec<_>>(),
                });
            }
            all.push(o);
        }
    }
    Value::Array(all)
}

pub fn to_sarif(reports: &[FileReport]) -> Value {
    let rules: Vec<Value> = rules::registry()
        .iter()
        .map(|r| {
            json!({
                "id": r.code,
                "name": r.name,
                "shortDescription": {"text": r.summary},
                "fullDescription": {"text": r.doc},
                "defaultConfiguration": {"level": sarif_level(r.severity)},
                "help": {"text": r.doc},
            })
        })
        .collect();
    let mut results = Vec::new();
    for r in reports {
        let idx = LineIndex::new(&r.source);
        for d in &r.diagnostics {
            let (sl, sc) = idx.position(&r.source, d.span.start, Encoding::Utf16);
            let (el, ec) = idx.position(&r.source, d.span.end, Encoding::Utf16);
            results.push(json!({
                "ruleId": d.code,
                "level": sarif_level(d.severity),
                "message": {"text": d.message},
                "locations": [{
                    "physicalLocation": {
                        "artifactLocation": {"uri": uri_of(&r.path)},
                        "region": {"startLine": sl + 1, "startColumn": sc + 1, "endLine": el + 1, "endColumn": ec + 1},
                    }
                }],
            }));
        }
    }
    json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "toolsight",
                "version": env!("CARGO_PKG_VERSION"),
                "informationUri": "https://github.com/toolsight/toolsight",
                "rules": rules,
            }},
            "columnKind": "utf16CodeUnits",
            "results": results,
        }]
    })
}

fn uri_of(p: &Path) -> String {
    // Relative paths stay relative (GitHub code scanning resolves them against the checkout).
    p.to_string_lossy().replace('\\', "/").replace(' ', "%20")
}

fn sarif_level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info | Severity::Hint => "note",
    }
}

pub fn to_github(reports: &[FileReport]) -> String {
    let esc = |s: &str| {
        s.replace('%', "%25")
            .replace('\r', "%0D")
            .replace('\n', "%0A")
    };
    let prop = |s: &str| esc(s).replace(':', "%3A").replace(',', "%2C");
    let mut out = String::new();
    for r in reports {
        let idx = LineIndex::new(&r.source);
        for d in &r.diagnostics {
            let (sl, sc) = idx.position(&r.source, d.span.start, Encoding::Utf32);
            let (el, ec) = idx.position(&r.source, d.span.end, Encoding::Utf32);
            let level = match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
                _ => "notice",
            };
            out.push_str(&format!(
                "::{level} file={},line={},col={},endLine={},endColumn={},title={}::{}\n",
                prop(&display(&r.path)),
                sl + 1,
                sc + 1,
                el + 1,
                ec + 1,
                prop(&format!("toolsight {}", d.code)),
                esc(&d.message)
            ));
        }
    }
    out
}
