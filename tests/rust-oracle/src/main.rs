//! The Rust oracle: what rmcp and rig-core serialize for the tools of `tests/rust-corpus`.
//!
//!     rust-corpus OUTDIR [--manifest RUSTC_VERSION]
//!
//! Built twice by `tests/rust-oracle/regen.sh`:
//! * without features (rmcp alone; serde_json without `preserve_order`, so every schema
//!   object has sorted keys) it writes `OUTDIR/rmcp/`;
//! * with `--features rig` (rig-core turns `preserve_order` on for the whole build) it writes
//!   `OUTDIR/rmcp-preserve-order/`, `OUTDIR/rig/`, `OUTDIR/rig-strict/` and, with `--manifest`,
//!   `OUTDIR/MANIFEST-rust.json` (counting the files of both runs).
//! The first also writes `OUTDIR/rmcp-name-warnings.json`: the `tracing` lines rmcp logs while
//! building each router (tool names outside the MCP naming rule).
#![allow(dead_code, unused_imports, unused_variables, clippy::all)]

#[path = "../../rust-corpus/r01_primitives.rs"]
mod r01_primitives;
#[path = "../../rust-corpus/r02_optional_defaults.rs"]
mod r02_optional_defaults;
#[path = "../../rust-corpus/r03_enums.rs"]
mod r03_enums;
#[path = "../../rust-corpus/r04_nested.rs"]
mod r04_nested;
#[path = "../../rust-corpus/r05_serde_attrs.rs"]
mod r05_serde_attrs;
#[path = "../../rust-corpus/r06_docs_constraints.rs"]
mod r06_docs_constraints;
#[path = "../../rust-corpus/r07_special_types.rs"]
mod r07_special_types;
#[path = "../../rust-corpus/r08_names_routers.rs"]
mod r08_names_routers;
#[path = "../../rust-corpus/r09_roots_outputs.rs"]
mod r09_roots_outputs;
#[path = "../../rust-corpus/r10_macro_edges.rs"]
mod r10_macro_edges;
#[cfg(feature = "rig")]
#[path = "../../rust-corpus/r11_rig_trait.rs"]
mod r11_rig_trait;
#[cfg(feature = "rig")]
#[path = "../../rust-corpus/r12_rig_tool_macro.rs"]
mod r12_rig_tool_macro;
#[cfg(feature = "rig")]
#[path = "../../rust-corpus/r13_own_tool_trait.rs"]
mod r13_own_tool_trait;
#[path = "../../rust-corpus/r14_doc_files.rs"]
mod r14_doc_files;
#[path = "../../rust-corpus/r15_crlf.rs"]
mod r15_crlf;
#[path = "../../rust-corpus/r16_manual_schema.rs"]
mod r16_manual_schema;

mod crates;
mod golden;
mod manifest;
#[cfg(feature = "rig")]
mod rig_list;
mod rmcp_list;
mod warnings;

use std::path::PathBuf;

/// Whether serde_json's `Map` keeps insertion order in this build (`preserve_order`).
fn preserve_order() -> bool {
    let mut map = serde_json::Map::new();
    map.insert("b".into(), 1.into());
    map.insert("a".into(), 2.into());
    map.keys().next().map(String::as_str) == Some("b")
}

fn main() {
    let mut args = std::env::args().skip(1);
    let out = PathBuf::from(
        args.next()
            .expect("usage: rust-corpus OUTDIR [--manifest RUSTC]"),
    );
    let manifest_rustc = match args.next().as_deref() {
        Some("--manifest") => Some(args.next().expect("--manifest RUSTC_VERSION")),
        Some(other) => panic!("unknown argument {other}"),
        None => None,
    };
    // The two builds must differ exactly in this; a build of both features at once would
    // silently give the sorted goldens the wrong order.
    assert_eq!(
        preserve_order(),
        cfg!(feature = "rig"),
        "serde_json preserve_order is {} in this build; build without features for rmcp and \
         with --features rig for the rest, in separate cargo invocations",
        preserve_order()
    );
    // Panics are expected (rmcp's non-object roots) and recorded; keep stderr quiet.
    std::panic::set_hook(Box::new(|_| {}));

    let mut goldens = golden::Goldens::default();
    let rmcp_dir = if cfg!(feature = "rig") {
        "rmcp-preserve-order"
    } else {
        "rmcp"
    };
    warnings::install();
    let logged = rmcp_list::run(&rmcp_list::specs(), rmcp_dir, &mut goldens);
    // The same in both builds; written once, by the build rmcp alone.
    if !cfg!(feature = "rig") {
        std::fs::create_dir_all(&out).unwrap();
        let text = golden::pretty(&logged) + "\n";
        std::fs::write(out.join("rmcp-name-warnings.json"), text).unwrap();
    }
    #[cfg(feature = "rig")]
    rig_list::run(&rig_list::specs(), &mut goldens);
    crates::run(&mut goldens);
    goldens.write(&out);
    let summary: Vec<String> = goldens
        .dirs
        .iter()
        .map(|(dir, files)| {
            let entries: Vec<_> = files.values().flatten().collect();
            let errors = entries
                .iter()
                .filter(|e| matches!(e.body, golden::Body::Error { .. }))
                .count();
            format!("{dir} {} ({errors} errors)", entries.len())
        })
        .collect();
    println!(
        "rust-corpus: wrote {}: {}",
        out.display(),
        summary.join(", ")
    );

    if let Some(rustc) = manifest_rustc {
        manifest::write(&out, &rustc);
    }
}
