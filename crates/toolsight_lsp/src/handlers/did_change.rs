//! `textDocument/didChange`: edits apply in order on the request path; the analysis follows.

use super::super::*;

impl Backend {
    pub(crate) async fn handle_did_change(&self, params: DidChangeTextDocumentParams) {
        let uri = params.text_document.uri;
        let enc = self.enc();
        {
            let Some(mut st) = self.docs.get_mut(uri.as_str()) else {
                return;
            };
            let changes = params
                .content_changes
                .into_iter()
                .map(|c| Change {
                    range: c.range.map(|r| {
                        (
                            (r.start.line, r.start.character),
                            (r.end.line, r.end.character),
                        )
                    }),
                    text: c.text,
                })
                .collect();
            let version = params.text_document.version;
            // The text and its line index only: parsing is the analysis thread's.
            let applied = catch_unwind(AssertUnwindSafe(|| st.doc.edit(changes, version, enc)));
            match applied {
                Ok(edits) => {
                    let rev = self.next_rev();
                    st.rev = rev;
                    st.text_rev = rev;
                    st.log.push(rev, edits);
                }
                Err(_) => {
                    // A change that cannot be applied leaves the document unknown; drop it so
                    // the client's next didOpen starts clean rather than analysing garbage.
                    drop(st);
                    self.docs.remove(uri.as_str());
                    self.client
                        .log_message(
                            MessageType::ERROR,
                            format!("toolsight: could not apply an edit to {}", uri.as_str()),
                        )
                        .await;
                    return;
                }
            }
        }
        self.0.schedule(uri.as_str());
    }
}
