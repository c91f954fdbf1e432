//! `textDocument/didSave`: other modules' analyses may depend on what was saved.

use super::super::*;

impl Backend {
    pub(crate) async fn handle_did_save(&self, params: DidSaveTextDocumentParams) {
        // Other modules see this one's new types once it is saved.
        let key = params.text_document.uri.as_str().to_string();
        let module_text = self
            .docs
            .get(&key)
            .filter(|d| d.doc.rust.is_none())
            .map(|d| (d.doc.module.clone(), Arc::<str>::from(d.doc.text.as_str())));
        if let (Some(ws), Some((module, text))) = (self.workspace(), module_text) {
            ws.set_overlay(&module, Some(text));
            ws.invalidate();
            self.0.invalidate_all();
        }
    }
}
