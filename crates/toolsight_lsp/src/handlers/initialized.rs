//! `initialized`: the file watchers and the workspace index start as tasks of their own; settings problems are shown once.

use super::super::*;

impl Backend {
    pub(crate) async fn handle_initialized(&self) {
        // Requests to the client and the index run as tasks of their own: a handler that
        // waits for the client would hold the serve loop's slot, and the process, until the
        // client answers, which it may never do.
        if self.watch_files.load(Ordering::Relaxed) {
            // Python files for the index; configuration files and stores manifests reload;
            // the text files the word index reads (`workspace::text_file_globs`, which cover
            // the configuration files' `toml`).
            let watchers: Vec<Value> = ["**/*.py".to_string()]
                .into_iter()
                .chain(workspace::text_file_globs())
                .map(|g| json!({ "globPattern": g }))
                .collect();
            let client = self.client.clone();
            tokio::spawn(async move {
                let _ = client
                    .register_capability(vec![Registration {
                        id: "toolsight-watch".into(),
                        method: "workspace/didChangeWatchedFiles".into(),
                        register_options: Some(json!({ "watchers": watchers })),
                    }])
                    .await;
            });
        }
        let this = self.0.clone();
        tokio::spawn(async move { this.index_workspace().await });
        let problems = std::mem::take(
            &mut *self
                .startup_problems
                .lock()
                .unwrap_or_else(|e| e.into_inner()),
        );
        self.show_problems(problems).await;
    }
}
