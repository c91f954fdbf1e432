//! `workspace/didChangeConfiguration`: settings are re-read and every document re-analysed.

use super::super::*;

impl Backend {
    pub(crate) async fn handle_did_change_configuration(
        &self,
        params: DidChangeConfigurationParams,
    ) {
        let problems = self.apply_settings(&params.settings);
        self.show_problems(problems).await;
        self.0.invalidate_all();
    }
}
