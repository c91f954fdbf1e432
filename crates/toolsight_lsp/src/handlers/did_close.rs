//! `textDocument/didClose`: the document's diagnostics are cleared and nothing stale follows.

use super::super::*;

impl Backend {
    pub(crate) async fn handle_did_close(&self, params: DidCloseTextDocumentParams) {
        let uri = params.text_document.uri;
        // Removed before the first `.await`: an analysis that ends from now on finds no
        // document (or another session of it) and publishes nothing.
        if let Some((_, st)) = self.docs.remove(uri.as_str()) {
            // Its module's parts of server sets are read from the file again.
            self.sets.forget_open(&st.doc.module);
            if let Some(ws) = self.workspace() {
                // Back to the file on disk.
                ws.set_overlay(&st.doc.module, None);
                ws.invalidate();
            }
        }
        // After any publication that was already under way, on the same queue.
        let _publishing = self.publishing.lock().await;
        self.send(notification(
            "textDocument/publishDiagnostics",
            PublishDiagnosticsParams {
                uri,
                diagnostics: Vec::new(),
                version: None,
            },
        ))
        .await;
    }
}
