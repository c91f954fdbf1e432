//! `textDocument/hover`: answered at once from the last analysis (`crate::hover` writes the text).

use super::super::*;

impl Backend {
    pub(crate) async fn handle_hover(&self, params: HoverParams) -> Result<Option<Hover>> {
        let p = params.text_document_position_params;
        let tokens = self.token_encoding();
        let r = self
            .read(&p.text_document.uri, |analysis, text, at| {
                let offset = at.offset(p.position)?;
                let (md, span) = hover::hover(analysis, text, offset, tokens)?;
                Some(Hover {
                    contents: HoverContents::Markup(MarkupContent {
                        kind: MarkupKind::Markdown,
                        value: md,
                    }),
                    range: Some(at.range(span)?),
                })
            })
            .await?;
        Ok(r.flatten())
    }
}
