//! The command line: argument parsing and terminal output only. Analysis lives elsewhere.

pub mod check;
mod check_log;
mod copies;
mod diff;
pub mod files;
mod fix;
mod machine;
mod payloads;
mod schema;
mod settings;
mod snippet;
mod text;

use clap::{Parser, Subcommand};

macro_rules! out_line {
    ($($arg:tt)*) => { $crate::cli::out(&format!("{}\n", format!($($arg)*))) };
}

pub use files::{load_source, python_files, LoadError};

#[derive(Parser, Debug)]
#[command(
    name = "toolsight",
    version,
    about = "Static analysis and schema previews for LLM tool functions"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print the exact payload each provider receives for the tools in a file.
    Schema(schema::SchemaArgs),
    /// Report problems in tool functions (exit 1 when errors are found).
    Check(check::CheckArgs),
    /// Compare tool payloads with a git revision (exit 1 when a change breaks callers).
    Diff(diff::DiffArgs),
    /// Serve the Language Server Protocol on stdin/stdout.
    Lsp,
    /// Explain one rule: what it catches, why, an example and the fix.
    Rule { code: String },
    /// List every rule.
    Rules,
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    #[command(alias = "generate-shell-completion")]
    Completions { shell: clap_complete::Shell },
    /// Print toolsight's static model of a file (for debugging toolsight itself).
    #[command(hide = true)]
    DebugModel { path: std::path::PathBuf },
}

/// `--color`: whether the terminal output is coloured.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

/// Colour for `auto` follows the conventions ruff's and cargo's users expect: `NO_COLOR`
/// (no-color.org) turns it off, `FORCE_COLOR` or `CLICOLOR_FORCE` turn it on (CI logs),
/// and otherwise stdout must be a terminal. An explicit `--color` wins over both.
pub fn use_color(choice: ColorChoice) -> bool {
    let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty() && v != "0");
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) => false,
        ColorChoice::Auto if set("FORCE_COLOR") || set("CLICOLOR_FORCE") => true,
        ColorChoice::Auto => {
            use std::io::IsTerminal;
            std::io::stdout().is_terminal()
        }
    }
}

/// Writes to stdout; a closed pipe (`toolsight rules | head`) ends output quietly instead of
/// panicking.
pub fn out(text: &str) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    let _ = stdout
        .write_all(text.as_bytes())
        .and_then(|_| stdout.flush());
}

/// The command line, with the framework ids listed from the registry (a list written in a
/// doc comment went stale as frameworks were added).
fn command() -> clap::Command {
    use clap::CommandFactory;
    let ids = crate::frameworks::ids().join(", ");
    Cli::command().mut_subcommand("schema", |s| {
        s.mut_arg("library", |a| {
            a.help(format!(
                "Framework to imitate: auto (each tool's own, from what registers it), or an id: {ids}"
            ))
        })
    })
}

/// Runs the CLI and returns the process exit code.
pub fn run(args: Vec<String>) -> i32 {
    let parsed = command()
        .try_get_matches_from(args)
        .and_then(|mut m| <Cli as clap::FromArgMatches>::from_arg_matches_mut(&mut m));
    let cli = match parsed {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    match cli.command {
        Command::Schema(a) => schema::run(a),
        Command::Check(a) => check::run(a),
        Command::Diff(a) => diff::run(a),
        Command::Lsp => crate::lsp::run(),
        Command::Rule { code } => match crate::rules::rule(&code) {
            Some(r) => {
                out_line!(
                    "{} ({}) [default: {}]\n\n{}\n\n{}",
                    r.code,
                    r.name,
                    r.severity.id(),
                    r.summary,
                    crate::rules::documentation(r)
                );
                0
            }
            None => {
                eprintln!("toolsight: unknown rule '{code}' (see `toolsight rules`)");
                2
            }
        },
        Command::Rules => {
            for r in crate::rules::registry() {
                out_line!(
                    "{:<6} {:<34} {:<8} {}",
                    r.code,
                    r.name,
                    r.severity.id(),
                    r.summary
                );
            }
            0
        }
        Command::Completions { shell } => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut command(), "toolsight", &mut script);
            out(&String::from_utf8_lossy(&script));
            0
        }
        Command::DebugModel { path } => match load_source(&path) {
            Ok(src) => {
                let module = if crate::rust::is_rust(&path) {
                    crate::frameworks::rust_front::analyze_rust(
                        &src,
                        Some(&path),
                        &crate::rust::stem(&path),
                    )
                } else {
                    crate::extract::analyze(
                        &crate::frameworks::DIALECTS,
                        &src,
                        &files::module_name(&path),
                    )
                };
                out_line!("{:#?}", module);
                0
            }
            Err(e) => {
                eprintln!("toolsight: {e}");
                2
            }
        },
    }
}
