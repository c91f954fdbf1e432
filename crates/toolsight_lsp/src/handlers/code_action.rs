//! `textDocument/codeAction`: the quick fixes of the diagnostics under the range, one action per edit.

use super::super::*;

impl Backend {
    pub(crate) async fn handle_code_action(
        &self,
        params: CodeActionParams,
    ) -> Result<Option<CodeActionResponse>> {
        let uri = &params.text_document.uri;
        self.read(uri, |analysis, _, at| {
            let (Some(start), Some(end)) =
                (at.offset(params.range.start), at.offset(params.range.end))
            else {
                return Vec::new();
            };
            let mut actions: Vec<CodeAction> = Vec::new();
            for d in &analysis.diagnostics {
                let Some(fix) = &d.fix else { continue };
                if d.span.end < start || d.span.start > end {
                    continue;
                }
                // A fix whose text an edit touched since is not offered from this analysis
                // (the read waits for the next one instead).
                let (Some(diagnostic), Some(edit)) = (
                    convert::diagnostic(d, uri, at),
                    convert::workspace_edit(fix, uri, at),
                ) else {
                    continue;
                };
                // Two rules can propose the same edit (N001 and N005 both rename `größe` to
                // `grosse`): one action, fixing both diagnostics, not the same title twice.
                if let Some(same) = actions.iter_mut().find(|a| a.edit.as_ref() == Some(&edit)) {
                    same.diagnostics
                        .get_or_insert_with(Vec::new)
                        .push(diagnostic);
                    continue;
                }
                actions.push(CodeAction {
                    title: fix.title.clone(),
                    kind: Some(CodeActionKind::QUICKFIX),
                    diagnostics: Some(vec![diagnostic]),
                    edit: Some(edit),
                    is_preferred: Some(true),
                    ..Default::default()
                });
            }
            actions
                .into_iter()
                .map(CodeActionOrCommand::CodeAction)
                .collect::<Vec<_>>()
        })
        .await
    }
}
