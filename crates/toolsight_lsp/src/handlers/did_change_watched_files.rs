//! `workspace/didChangeWatchedFiles`: the index and the configuration follow the files on disk.

use super::super::*;

impl Backend {
    pub(crate) async fn handle_did_change_watched_files(
        &self,
        params: DidChangeWatchedFilesParams,
    ) {
        let ws = self
            .workspace
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        let mut problems = Vec::new();
        // Only a change to a module or to configuration analyses the open documents again: a
        // text file's words are taken by the next analysis that asks for them.
        let mut analyse_again = false;
        for c in params.changes {
            let Some(p) = convert::file_path(&c.uri) else {
                continue;
            };
            // A file whose words may call a method (`Workspace::text_files_changed`),
            // configuration files among them.
            if let (Some(ws), true) = (&ws, workspace::is_text_file(&p)) {
                ws.text_files_changed();
            }
            let name = p
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("")
                .to_string();
            match name.as_str() {
                // The files that declare dependencies hold the google-genai the project needs.
                "pyproject.toml" | "toolsight.toml" | "requirements.txt" | "setup.cfg"
                | "METADATA" | "PKG-INFO" | "requires.txt" => {
                    analyse_again = true;
                    problems.extend(self.rebuild_config());
                }
                "tools.toml" => {
                    analyse_again = true;
                    // stores' LocalIndex manifest: re-read it for every open document.
                    for mut d in self.docs.iter_mut() {
                        if let Ok(uri) = d.key().parse::<Uri>() {
                            if let Some(path) = convert::file_path(&uri) {
                                d.doc.tools_toml = crate::project::index_entries(&path);
                            }
                        }
                    }
                }
                _ if name.ends_with(".py") => {
                    analyse_again = true;
                    if let Some(ws) = &ws {
                        ws.file_changed(&p, c.typ != FileChangeType::DELETED);
                    }
                }
                _ => {}
            }
        }
        self.show_problems(problems).await;
        if analyse_again {
            self.0.invalidate_all();
        }
    }
}
