//! The integration tests, in one binary: with one binary per file, every change relinked the
//! library and its dependencies 19 times. Each file of `tests/` is a module here
//! (`cargo test --test it lsp_e2e::` runs one file's tests); `every_test_file_is_a_module`
//! fails when a new file is not listed, since cargo no longer finds test files by itself
//! (`autotests = false`).

#[path = "common/mod.rs"]
mod common;
#[path = "common/token_corpus.rs"]
mod token_corpus;

mod adk_tool_subclasses;
mod alternatives;
mod cli;
mod cli_conventions;
mod computed_text;
mod diff;
mod discovery;
mod docstrings;
mod editor_settings;
mod file_size_limit;
mod fix_lost_update;
mod fix_safety;
mod foreign_registrations;
mod framework_copy;
mod framework_without_tools;
mod fuzz;
mod goldens;
mod haystack_components;
mod hostile_input;
mod langchain_classes;
mod limits;
mod lsp_e2e;
mod lsp_lifecycle;
mod lsp_never_blocked;
mod lsp_positions;
mod lsp_server_sets;
mod names_bound_elsewhere;
mod namespace_packages;
mod nvim_e2e;
mod one_parse;
mod packaging;
mod related_locations;
mod rules;
mod rust_crates;
mod rust_discovery;
mod scaling_shapes;
mod schemars_engine;
mod signature_set_at_run_time;
mod stated_defaults;
mod tokens;
mod tool_class_templates;
mod workspace;
mod wrapped_tools;

#[test]
fn every_test_file_is_a_module() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let listed = include_str!("it.rs");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        if path.extension().is_some_and(|e| e == "rs") && stem != "it" {
            assert!(
                listed.contains(&format!("\nmod {stem};\n")),
                "tests/{stem}.rs is not compiled: add `mod {stem};` to tests/it.rs"
            );
        }
    }
}
