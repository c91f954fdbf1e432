//! `textDocument/codeLens`: a lens per tool with its payload size.

use super::super::*;

impl Backend {
    pub(crate) async fn handle_code_lens(
        &self,
        params: CodeLensParams,
    ) -> Result<Option<Vec<CodeLens>>> {
        let uri = params.text_document.uri;
        let tokens = self.token_encoding();
        self.read(&uri, |analysis, _, at| {
            analysis
                .tools
                .iter()
                .filter_map(|t| {
                    let f = &analysis.module.functions[t.index];
                    let range = at.range(f.name_span)?;
                    let problems = analysis.diagnostics_of(t).count();
                    let providers = t.providers.len();
                    // The largest payload's cost: what the tool costs where it costs most.
                    let cost = t
                        .entries
                        .iter()
                        .filter_map(|e| e.json_tokens(tokens))
                        .max()
                        .map(|n| format!(" · ≈ {} tokens", crate::tokens::grouped(n)))
                        .unwrap_or_default();
                    let title = format!(
                        "{} · {providers} provider{}{cost} · {}",
                        t.library.id(),
                        if providers == 1 { "" } else { "s" },
                        match problems {
                            0 => "no problems".to_string(),
                            1 => "1 problem".to_string(),
                            n => format!("{n} problems"),
                        }
                    );
                    Some(CodeLens {
                        range,
                        command: Some(Command {
                            title,
                            command: SHOW_SCHEMAS.into(),
                            arguments: Some(vec![json!(uri.as_str()), json!(f.qualname)]),
                        }),
                        data: None,
                    })
                })
                .collect()
        })
        .await
    }
}
