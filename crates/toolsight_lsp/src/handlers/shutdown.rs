//! `shutdown`: running analyses are not waited for.

use super::super::*;

impl Backend {
    pub(crate) async fn handle_shutdown(&self) -> Result<()> {
        // Analyses still running are not waited for: their results are dropped, and the
        // process ends at `exit` without joining their threads.
        self.shut_down.store(true, Ordering::Relaxed);
        Ok(())
    }
}
