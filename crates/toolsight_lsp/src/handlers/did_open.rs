//! `textDocument/didOpen`: a document is tracked and analysed.

use super::super::*;

impl Backend {
    pub(crate) async fn handle_did_open(&self, params: DidOpenTextDocumentParams) {
        let d = params.text_document;
        let key = d.uri.as_str().to_string();
        let path = convert::file_path(&d.uri).filter(|p| p.is_file());
        let session = self.next_rev();
        if d.language_id == "rust" || d.uri.as_str().ends_with(".rs") {
            // Rust is its own front-end: no Python workspace overlay, no tools.toml.
            let stem = convert::module_name(&d.uri);
            let stem = stem.strip_suffix(".rs").unwrap_or(&stem).to_string();
            let doc = Document::new_rust(d.text, d.version, stem, path);
            self.docs.insert(key.clone(), Open::new(doc, session));
            self.0.schedule(&key);
            return;
        }
        // Inside a package the module is `pkg.mod`, as Python imports it.
        let module = match &path {
            Some(p) => crate::workspace::analysis_name(p),
            None => convert::module_name(&d.uri),
        };
        let text: Arc<str> = Arc::from(d.text.as_str());
        // Parsed by the analysis thread, like every later version.
        let mut doc = Document::unparsed(d.text, d.version, module.clone());
        if let Some(p) = &path {
            doc.tools_toml = crate::project::index_entries(p);
        }
        let reopened = self
            .docs
            .insert(key.clone(), Open::new(doc, session))
            .is_some();
        if let Some(ws) = self.workspace() {
            // Opened as it is on disk (the usual open), the module offers other modules what
            // the workspace already read from the file: the types it resolved and the trees it
            // parsed stay good. Dropping them made the open's first analysis parse again every
            // module its annotations name (most of its 750 ms of CPU on agno's studio.py).
            let as_on_disk = !reopened
                && path
                    .as_deref()
                    .and_then(|p| std::fs::read(p).ok())
                    .is_some_and(|disk| disk == text.as_bytes());
            ws.set_overlay(&module, Some(text));
            if !as_on_disk {
                ws.invalidate();
            }
        }
        self.0.schedule(&key);
    }
}
