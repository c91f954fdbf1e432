//! The fixture crates under `tests/rust/`, linked as dependencies: each is analysed by toolsight
//! with its own `Cargo.toml` (and `Cargo.lock`), so its goldens go to
//! `goldens/crates/<crate>/<library>/<module>.json`, the functions named by their path in that
//! crate.
//! * `rmcp07-crate` (rmcp 0.7, semver-incompatible with the corpus's rmcp, so both link): its
//!   router listed as rmcp 0.7's `list_tools` sends it. Written by the build without features
//!   (the crate's own build has no `preserve_order`, so every schema object's keys are sorted).
//! * `rig-deps-crate` (`--features rig`): rig tools named by constants of a dependency.

use crate::golden::{pretty, Body, Entry, Goldens};

pub fn run(goldens: &mut Goldens) {
    if !cfg!(feature = "rig") {
        rmcp07(goldens);
    }
    #[cfg(feature = "rig")]
    rig_deps(goldens);
}

fn rmcp07(goldens: &mut Goldens) {
    use rmcp07_crate::LegacyServer;
    let listed = LegacyServer::tool_router().list_all();
    let members = [
        ("LegacyServer::search", LegacyServer::search_tool_attr()),
        ("LegacyServer::ship", LegacyServer::ship_tool_attr()),
        ("LegacyServer::best", LegacyServer::best_tool_attr()),
        ("LegacyServer::server_time", LegacyServer::server_time_tool_attr()),
    ];
    assert_eq!(listed.len(), members.len(), "rmcp07-crate: a route is missing");
    for (function, attr) in members {
        let served = listed
            .iter()
            .find(|t| t.name == attr.name)
            .unwrap_or_else(|| panic!("{function}: {:?} is not listed", attr.name));
        goldens.push(
            "crates/rmcp07-crate/rmcp",
            "lib",
            Entry {
                function: function.into(),
                name: served.name.to_string(),
                library: "rmcp",
                provider: "mcp",
                body: Body::Schema(pretty(served)),
            },
        );
    }
}

#[cfg(feature = "rig")]
fn rig_deps(goldens: &mut Goldens) {
    use rig_core::providers::openai::responses_api::ResponsesToolDefinition;
    use rig_core::tool::{tool_definition, Tool};
    use rig_deps_crate::tools::{GrepTool, ListTool, ReadTool};

    let defs = [
        ("tools::GrepTool", GrepTool::NAME, tool_definition(&GrepTool)),
        ("tools::ReadTool", ReadTool::NAME, tool_definition(&ReadTool)),
        ("tools::ListTool", ListTool::NAME, tool_definition(&ListTool)),
    ];
    for (function, name, def) in defs {
        let responses = ResponsesToolDefinition::from(def.clone());
        for (provider, body) in [("native", pretty(&def)), ("openai-responses", pretty(&responses))] {
            goldens.push(
                "crates/rig-deps-crate/rig",
                "tools",
                Entry {
                    function: function.into(),
                    name: name.into(),
                    library: "rig",
                    provider,
                    body: Body::Schema(body),
                },
            );
        }
    }
}
