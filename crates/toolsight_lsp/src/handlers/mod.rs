//! One file per request and notification, as `Backend::handle_<method>`; `lsp/mod.rs`
//! only routes to them.

mod code_action;
mod code_lens;
mod did_change;
mod did_change_configuration;
mod did_change_watched_files;
mod did_close;
mod did_open;
mod did_save;
mod execute_command;
mod hover;
mod initialize;
mod initialized;
mod shutdown;
