//! The payload entries `toolsight schema` prints for a set of paths (every tool, every
//! provider of its framework), for commands that compare them: the same file walk, the same
//! configuration discovery, the same package-aware analysis and `render::module_json`.

use std::path::PathBuf;

use serde_json::Value;

use crate::render::{self, Selection};

/// A file or directory to analyse, and how to name it in the entries' `file` (the old
/// revision's files sit in a temporary directory but are shown as in the working tree).
pub struct Source {
    pub path: PathBuf,
    pub shown_as: PathBuf,
}

pub struct Payloads {
    pub entries: Vec<Value>,
    /// Python and Rust files found.
    pub files: usize,
}

/// The entries of every tool under `sources`; a missing source has none. Unreadable files
/// are skipped, and reported on stderr as `schema` does when `report` (configuration
/// problems too).
pub fn payloads(sources: &[Source], report: bool) -> Payloads {
    let mut out = Payloads {
        entries: Vec::new(),
        files: 0,
    };
    let mut workspaces = crate::project::Workspaces::default();
    for source in sources {
        let Ok(files) = super::files::python_files(&source.path) else {
            continue;
        };
        out.files += files.len();
        let settings = match super::settings::resolve(&source.path, &[]) {
            Ok(r) => r.config,
            Err(errors) => {
                // The same strictness as `check` and `schema`: a bad setting is not guessed at.
                if report {
                    for e in errors {
                        eprintln!("toolsight: {e}");
                    }
                }
                continue;
            }
        };
        let sel = Selection {
            config: settings.render_config(),
            ..Selection::default()
        };
        for file in &files {
            let shown = match file.strip_prefix(&source.path) {
                Ok(rest) if !rest.as_os_str().is_empty() => source.shown_as.join(rest),
                _ => source.shown_as.clone(),
            };
            let text = match super::files::load_source_within(file, settings.max_file_size) {
                Ok(s) => s,
                Err(e) => {
                    if report {
                        eprintln!("toolsight: {e}");
                    }
                    continue;
                }
            };
            let module =
                crate::project::analyze_file(file, &text, &mut workspaces, &settings.extra_markers);
            // Token counts are not compared: they follow from the payload, which is.
            out.entries.extend(render::module_json(
                &module,
                &sel,
                &shown.display().to_string(),
                None,
            ));
        }
    }
    out
}
