//! `initialize`: the client's capabilities (position encoding, progress, file watching), the workspace roots and settings; the server's capabilities.

use super::super::*;

impl Backend {
    pub(crate) async fn handle_initialize(
        &self,
        params: InitializeParams,
    ) -> Result<InitializeResult> {
        let enc = choose_encoding(&params);
        let mut roots: Vec<std::path::PathBuf> = params
            .workspace_folders
            .iter()
            .flatten()
            .filter_map(|f| convert::file_path(&f.uri))
            .collect();
        #[allow(deprecated)]
        if roots.is_empty() {
            roots.extend(params.root_uri.as_ref().and_then(convert::file_path));
        }
        roots.retain(|r| r.is_dir());
        *self.roots.lock().unwrap_or_else(|e| e.into_inner()) = roots;
        *self.encoding.write().unwrap_or_else(|e| e.into_inner()) = enc;
        let dynamic_watch = params
            .capabilities
            .workspace
            .as_ref()
            .and_then(|w| w.did_change_watched_files.as_ref())
            .and_then(|d| d.dynamic_registration)
            .unwrap_or(false);
        self.watch_files.store(dynamic_watch, Ordering::Relaxed);
        let progress = params
            .capabilities
            .window
            .as_ref()
            .and_then(|w| w.work_done_progress)
            .unwrap_or(false);
        self.work_done_progress.store(progress, Ordering::Relaxed);
        // The workspace's configuration file, with the editor's settings over it.
        let opts = params.initialization_options.clone().unwrap_or(Value::Null);
        let problems = self.apply_settings(&opts);
        self.startup_problems
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend(problems);
        let mut commands = vec![SHOW_SCHEMAS.to_string()];
        if self.test_hooks {
            commands.extend(
                [
                    TEST_PANIC,
                    TEST_TEXT,
                    TEST_COUNTERS,
                    TEST_HOLD,
                    TEST_PANIC_ANALYSIS,
                ]
                .map(String::from),
            );
        }
        Ok(InitializeResult {
            capabilities: ServerCapabilities {
                position_encoding: Some(match enc {
                    Encoding::Utf8 => PositionEncodingKind::UTF8,
                    Encoding::Utf16 => PositionEncodingKind::UTF16,
                    Encoding::Utf32 => PositionEncodingKind::UTF32,
                }),
                text_document_sync: Some(TextDocumentSyncCapability::Options(
                    TextDocumentSyncOptions {
                        open_close: Some(true),
                        change: Some(TextDocumentSyncKind::INCREMENTAL),
                        save: Some(TextDocumentSyncSaveOptions::Supported(true)),
                        ..Default::default()
                    },
                )),
                hover_provider: Some(HoverProviderCapability::Simple(true)),
                code_action_provider: Some(CodeActionProviderCapability::Options(
                    CodeActionOptions {
                        code_action_kinds: Some(vec![CodeActionKind::QUICKFIX]),
                        ..Default::default()
                    },
                )),
                code_lens_provider: Some(CodeLensOptions {
                    resolve_provider: Some(false),
                }),
                execute_command_provider: Some(ExecuteCommandOptions {
                    commands,
                    ..Default::default()
                }),
                ..Default::default()
            },
            server_info: Some(ServerInfo {
                name: "toolsight".into(),
                version: Some(env!("CARGO_PKG_VERSION").into()),
            }),
            offset_encoding: None,
        })
    }
}
