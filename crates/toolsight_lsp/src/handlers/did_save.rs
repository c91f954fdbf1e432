//! `textDocument/didSave`: other modules' analyses may depend on what was saved.

use super::super::*;

impl Backend {
    pub(crate) async fn handle_did_save(&self, params: DidSaveTextDocumentParams) {
        // Other modules see this one's new types once it is saved.
        let key = params.text_document.uri.as_str().to_string();
        // The document's tree, when it is its text's parse (no edit since, no statement left
        // out as too deep), goes with the text: the workspace then parses it for nobody.
        let module_text = self
            .docs
            .get(&key)
            .filter(|d| d.doc.rust.is_none())
            .map(|d| {
                let tree = (d.doc.stale == document::Stale::No && !d.doc.partial)
                    .then(|| d.doc.tree.clone());
                (
                    d.doc.module.clone(),
                    Arc::<str>::from(d.doc.text.as_str()),
                    tree,
                )
            });
        if let (Some(ws), Some((module, text, tree))) = (self.workspace(), module_text) {
            ws.set_overlay(&module, Some(text.clone()));
            ws.invalidate();
            if let Some(tree) = tree {
                ws.keep_parsed(&module, text, tree);
            }
            self.0.invalidate_all();
        }
    }
}
