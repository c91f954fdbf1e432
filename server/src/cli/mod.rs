//! The command line: argument parsing and terminal output only. Analysis lives elsewhere.

mod files;
mod schema;

use clap::{Parser, Subcommand};

pub use files::{load_source, python_files, LoadError};

#[derive(Parser, Debug)]
#[command(name = "toolsight", version, about = "Static analysis and schema previews for LLM tool functions")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print the exact payload each provider receives for the tools in a file.
    Schema(schema::SchemaArgs),
    /// Print toolsight's static model of a file (for debugging toolsight itself).
    #[command(hide = true)]
    DebugModel { path: std::path::PathBuf },
}

/// Runs the CLI and returns the process exit code.
pub fn run(args: Vec<String>) -> i32 {
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    match cli.command {
        Command::Schema(a) => schema::run(a),
        Command::DebugModel { path } => match load_source(&path) {
            Ok(src) => {
                println!("{:#?}", crate::extract::analyze(&src, &files::module_name(&path)));
                0
            }
            Err(e) => {
                eprintln!("toolsight: {e}");
                2
            }
        },
    }
}
