//! Differential fidelity test: every corpus file rendered by toolsight must equal, byte for
//! byte (key order included), the golden JSON that `tests/regen.sh` produced by running the
//! real libraries. Remaining known differences are listed with a reason in
//! `tests/known-mismatches.txt`; the test fails on any unlisted mismatch and on any listed
//! entry that now matches (so the list can only shrink honestly).
//!
//! `TOOLSIGHT_GOLDEN_LIB=stores` restricts the run to one library;
//! `TOOLSIGHT_GOLDEN_VERBOSE=1` prints every mismatch with both payloads.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

#[allow(unused_imports)]
use toolsight::extract::External as _;

use serde_json::Value;
use toolsight::config::GeminiApi;
use toolsight::frameworks::Library;
use toolsight::frameworks::{McpProtocol, RenderConfig};
use toolsight::render::{self, Selection};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn key(e: &Value) -> (String, String) {
    (
        e["function"].as_str().unwrap_or("").to_string(),
        e["provider"].as_str().unwrap_or("").to_string(),
    )
}

/// A stores LocalIndex's payloads over every module of its folder, keyed by (tool id,
/// provider) as the oracle names them: the id is the function's runtime `__name__`, and an
/// entry naming a package's re-export (`shop.price_of`) is rendered in the module that
/// defines the function, as toolsight shows it.
fn index_payloads(
    folder: &Path,
    package: bool,
    sel: &Selection,
    workspaces: &mut toolsight::project::Workspaces,
) -> BTreeMap<(String, String), String> {
    let mut files = Vec::new();
    let mut dirs = vec![folder.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "py") {
                files.push(p);
            }
        }
    }
    files.sort();
    let mut out = BTreeMap::new();
    for path in files {
        let entries = toolsight::project::index_entries(&path);
        if entries.is_empty() {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        let mut analysed = if package {
            let ws = workspaces.for_file(&path);
            let name = toolsight::workspace::analysis_name(&path);
            let tree = toolsight::syntax::parse(&source, None);
            toolsight::extract::analyze_with(
                &toolsight::frameworks::DIALECTS,
                &source,
                &tree,
                &name,
                None,
                Some(&*ws),
            )
        } else {
            let stem = path.file_stem().unwrap().to_string_lossy().to_string();
            toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, &source, &stem)
        };
        toolsight::project::apply_index(&mut analysed, &entries);
        for e in render::render_module(&analysed, sel) {
            let mut j = e.to_json();
            if let Some(id) = &analysed.functions[e.function_index].runtime_name {
                j["function"] = Value::String(id.clone());
            }
            out.insert(key(&j), render::pretty(&j));
        }
    }
    out
}

fn rename_key(v: &Value, from: &str, to: &str) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .map(|(k, v)| {
                    (
                        if k == from { to.to_string() } else { k.clone() },
                        v.clone(),
                    )
                })
                .collect(),
        ),
        other => other.clone(),
    }
}

fn known_mismatches() -> BTreeMap<String, String> {
    let text =
        std::fs::read_to_string(repo().join("tests/known-mismatches.txt")).unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (k, why) = l.split_once('#').unwrap_or((l, ""));
            (k.trim().to_string(), why.trim().to_string())
        })
        .collect()
}

/// Golden directories named `<library><suffix>` hold the library's payloads under a setting
/// (tests/oracle/README.md, "Framework goldens").
const VARIANTS: &[(&str, RenderConfig)] = &[
    // `--config strict=true`
    (
        "-strict",
        RenderConfig {
            strict: Some(true),
            gemini_api: None,
            rust_preserve_order: None,
            mcp_protocol: McpProtocol::Handshake,
        },
    ),
    // `--config gemini.api=vertex`
    (
        "-vertex",
        RenderConfig {
            strict: None,
            gemini_api: Some(GeminiApi::Vertex),
            rust_preserve_order: None,
            mcp_protocol: McpProtocol::Handshake,
        },
    ),
    // `--config rust.preserve_order=true` (an rmcp build whose graph enables it)
    (
        "-preserve-order",
        RenderConfig {
            strict: None,
            gemini_api: None,
            rust_preserve_order: Some(true),
            mcp_protocol: McpProtocol::Handshake,
        },
    ),
    // `--config mcp.protocol-version=2026-07-28` (the per-request revision's wire form)
    (
        "-2026-07-28",
        RenderConfig {
            strict: None,
            gemini_api: None,
            rust_preserve_order: None,
            mcp_protocol: McpProtocol::V2026_07_28,
        },
    ),
];

/// A golden directory to compare, with where its corpus is and how it is rendered.
struct GoldenDir {
    path: PathBuf,
    /// `<prefix><id>`: how known-mismatches.txt and `TOOLSIGHT_GOLDEN_LIB` name it.
    label: String,
    library: Library,
    config: RenderConfig,
    /// The corpus folder its modules come from, relative to the repository.
    corpus: &'static str,
    /// The multi-file package: analysed through its workspace.
    package: bool,
    /// stores' LocalIndex: tools listed in a tools.toml, compared across the folder.
    local_index: bool,
}

/// A tree of golden directories (one per library and setting) and its corpus.
struct GoldenTree<'a> {
    base: &'a Path,
    prefix: &'static str,
    corpus: &'static str,
    /// The corpus of the `stores-localindex` directory (the package's own otherwise).
    index_corpus: &'static str,
    package: bool,
}

/// The comparison's findings so far.
struct Tally {
    known: BTreeMap<String, String>,
    /// The known-mismatches entries that still apply.
    seen_known: BTreeSet<String>,
    unexpected: Vec<String>,
    /// Per directory: payloads that match, payloads in the goldens.
    totals: BTreeMap<String, (usize, usize)>,
    verbose: bool,
}

#[test]
fn corpus_matches_real_libraries() {
    let root = repo();
    let goldens = root.join("tests/goldens");
    let only = std::env::var("TOOLSIGHT_GOLDEN_LIB").ok();
    let mut tally = Tally {
        known: known_mismatches(),
        seen_known: BTreeSet::new(),
        unexpected: Vec::new(),
        totals: BTreeMap::new(),
        verbose: std::env::var("TOOLSIGHT_GOLDEN_VERBOSE").is_ok(),
    };
    let mut dirs = Vec::new();
    // Golden directories of libraries toolsight has no renderer for yet, listed as pending
    // (`<dir> *` in known-mismatches.txt): counted, not rendered.
    let mut pending_dirs: Vec<(PathBuf, String)> = Vec::new();
    let trees = [
        GoldenTree {
            base: &goldens,
            prefix: "",
            corpus: "tests/corpus",
            index_corpus: "tests/corpus-index",
            package: false,
        },
        // The multi-file package: types imported across modules, resolved through the
        // workspace.
        GoldenTree {
            base: &goldens.join("pkg"),
            prefix: "pkg/",
            corpus: "tests/corpus-pkg",
            index_corpus: "tests/corpus-pkg",
            package: true,
        },
        // The fourth set's package (haystack components of one module made tools in
        // another), rendered by tests/oracle/regen_frameworks4.py.
        GoldenTree {
            base: &goldens.join("pkg4"),
            prefix: "pkg4/",
            corpus: "tests/corpus-pkg4",
            index_corpus: "tests/corpus-pkg4",
            package: true,
        },
    ];
    for tree in &trees {
        golden_dirs(tree, &tally.known, &mut dirs, &mut pending_dirs);
    }
    assert!(
        !dirs.is_empty(),
        "no golden directories under tests/goldens"
    );
    for (path, label) in pending_dirs {
        if only.as_deref().is_some_and(|o| o != label) {
            continue;
        }
        count_pending(&path, label, &mut tally);
    }
    let mut workspaces = toolsight::project::Workspaces::default();
    for dir in dirs {
        if only.as_deref().is_some_and(|o| o != dir.label) {
            continue;
        }
        compare_dir(&root, &dir, &mut workspaces, &mut tally);
    }
    for (lib, (ok, all)) in &tally.totals {
        eprintln!("{lib}: {ok}/{all} payloads match the real library");
    }
    assert!(
        tally.unexpected.is_empty(),
        "{} payloads differ from the real libraries:\n{}",
        tally.unexpected.len(),
        tally
            .unexpected
            .iter()
            .take(60)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The tree's golden directories, each resolved to its library and setting; a directory
/// of a library listed as pending goes to `pending`, an unknown one fails the test.
fn golden_dirs(
    tree: &GoldenTree,
    known: &BTreeMap<String, String>,
    dirs: &mut Vec<GoldenDir>,
    pending: &mut Vec<(PathBuf, String)>,
) {
    let prefix = tree.prefix;
    let mut libs: Vec<_> = std::fs::read_dir(tree.base)
        .expect("tests/goldens exists (run tests/regen.sh)")
        .flatten()
        .filter(|e| e.path().is_dir())
        .collect();
    libs.sort_by_key(|e| e.file_name());
    for lib_dir in libs {
        let id = lib_dir.file_name().to_string_lossy().to_string();
        // `crates/`: fixture crates' goldens, compared by tests/rust_crates.rs.
        if id == "pkg" || id == "pkg4" || id == "crates" {
            continue;
        }
        // `stores-localindex`: tools listed in a tools.toml, as stores' LocalIndex loads
        // and names them.
        let local_index = id == "stores-localindex";
        // `<library><suffix>`: the same library under one of the settings of `VARIANTS`.
        let (library, config) = if local_index {
            (
                &toolsight::frameworks::stores::FRAMEWORK,
                RenderConfig::default(),
            )
        // A framework found and attributed only (no renderer) has no payloads
        // to compare: its directory is pending like an unknown one.
        } else if let Some(l) = toolsight::frameworks::by_id(&id).filter(|l| l.modelled()) {
            (l, RenderConfig::default())
        } else if let Some(found) = VARIANTS.iter().find_map(|(suffix, config)| {
            let l = toolsight::frameworks::by_id(id.strip_suffix(suffix)?)?;
            l.modelled().then_some((l, *config))
        }) {
            found
        } else if known.contains_key(&format!("{prefix}{id} *")) {
            pending.push((lib_dir.path(), format!("{prefix}{id}")));
            continue;
        } else {
            panic!("golden directory for unknown library {id}")
        };
        let corpus = if local_index && !tree.package {
            tree.index_corpus
        } else {
            tree.corpus
        };
        dirs.push(GoldenDir {
            path: lib_dir.path(),
            label: format!("{prefix}{id}"),
            library,
            config,
            corpus,
            package: tree.package,
            local_index,
        });
    }
}

/// A pending directory's payloads, counted as none matching.
fn count_pending(path: &Path, label: String, tally: &mut Tally) {
    let mut count = 0;
    for f in std::fs::read_dir(path).unwrap().flatten() {
        if f.path().extension().and_then(|e| e.to_str()) == Some("json") {
            let text = std::fs::read_to_string(f.path()).unwrap();
            count += serde_json::from_str::<Vec<Value>>(&text).unwrap().len();
        }
    }
    tally.totals.insert(label.clone(), (0, count));
    tally.seen_known.insert(format!("{label} *"));
}

/// Each golden file of the directory against toolsight's rendering of its corpus module.
fn compare_dir(
    root: &Path,
    dir: &GoldenDir,
    workspaces: &mut toolsight::project::Workspaces,
    tally: &mut Tally,
) {
    let mut files: Vec<_> = std::fs::read_dir(&dir.path).unwrap().flatten().collect();
    files.sort_by_key(|e| e.file_name());
    let mut index_ours: Option<BTreeMap<(String, String), String>> = None;
    let mut index_golden_keys = BTreeSet::new();
    for f in files {
        let path = f.path();
        if path.extension().and_then(|e| e.to_str()) != Some("json") {
            continue;
        }
        let module = path.file_stem().unwrap().to_string_lossy().to_string();
        let (source_path, source, rust) = corpus_source(root, dir, &module, &path);
        let golden_text = std::fs::read_to_string(&path).unwrap();
        let golden: Vec<Value> = serde_json::from_str(&golden_text).unwrap();
        let analysed = analyse(dir, &source_path, &source, &module, rust, workspaces);
        let sel = selection(dir, &golden);
        let ours: BTreeMap<_, String> = if dir.local_index {
            // A LocalIndex's tools are compared across its folder: an entry may name a
            // package's re-export, whose tool is rendered in the defining module.
            let all = index_ours.get_or_insert_with(|| {
                index_payloads(&root.join(dir.corpus), dir.package, &sel, workspaces)
            });
            golden
                .iter()
                .filter_map(|g| {
                    let k = key(g);
                    Some((k.clone(), all.get(&k)?.clone()))
                })
                .collect()
        } else {
            render::render_module(&analysed, &sel)
                .iter()
                .map(|e| {
                    let j = e.to_json();
                    (key(&j), render::pretty(&j))
                })
                .collect()
        };
        let golden_keys = compare_golden(dir, &golden, &ours, tally);
        index_golden_keys.extend(golden_keys.iter().cloned());
        rendered_in_golden(dir, &ours, &golden_keys, tally);
    }
    // A LocalIndex's tools rendered anywhere in its folder but in no golden file.
    for k in index_ours.iter().flat_map(|all| all.keys()) {
        if !index_golden_keys.contains(k) {
            tally.unexpected.push(format!(
                "{} {} {}: rendered but not in the golden",
                dir.label, k.0, k.1
            ));
        }
    }
}

/// The corpus file a golden file is for: its path, its text, and whether it is Rust.
fn corpus_source(
    root: &Path,
    dir: &GoldenDir,
    module: &str,
    golden: &Path,
) -> (PathBuf, String, bool) {
    // Package goldens are named by dotted module: `shop.api.handlers`.
    let rel = module.replace('.', "/");
    let mut source_path = root.join(format!("{}/{rel}.py", dir.corpus));
    if dir.package && !source_path.exists() {
        source_path = root.join(format!("{}/{rel}/__init__.py", dir.corpus));
    }
    // The Rust crates' goldens (tests/rust-oracle) name their corpus file by stem.
    let rust = !source_path.exists();
    if rust {
        source_path = root.join(format!("tests/rust-corpus/{module}.rs"));
    }
    let source = std::fs::read_to_string(&source_path)
        .unwrap_or_else(|_| panic!("corpus file for golden {}", golden.display()));
    (source_path, source, rust)
}

/// The corpus module analysed as the CLI would: Rust by its front-end, a package module
/// through its workspace, a LocalIndex module with its tools.toml applied.
fn analyse(
    dir: &GoldenDir,
    source_path: &Path,
    source: &str,
    module: &str,
    rust: bool,
    workspaces: &mut toolsight::project::Workspaces,
) -> toolsight::model::Module {
    let mut analysed = if rust {
        toolsight::frameworks::rust_front::analyze_rust(source, Some(source_path), module)
    } else if dir.package {
        let ws = workspaces.for_file(source_path);
        let name = toolsight::workspace::analysis_name(source_path);
        let tree = toolsight::syntax::parse(source, None);
        let mut m = toolsight::extract::analyze_with(
            &toolsight::frameworks::DIALECTS,
            source,
            &tree,
            &name,
            None,
            Some(&*ws),
        );
        // What other modules of the package register of this one's (a `@component` class
        // made a tool elsewhere), as the CLI applies it.
        toolsight::project::apply_incoming(
            &mut m,
            &ws.incoming(toolsight::workspace::dunder_name(&name)),
        );
        m
    } else {
        toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, source, module)
    };
    if dir.local_index {
        let entries = toolsight::project::index_entries(source_path);
        assert!(
            !entries.is_empty(),
            "tools.toml lists nothing from {module}"
        );
        toolsight::project::apply_index(&mut analysed, &entries);
    }
    analysed
}

/// What to render for a golden file: every function (a LocalIndex's listed tools only) as
/// the directory's library, and for a settings variant only the providers it recorded.
fn selection(dir: &GoldenDir, golden: &[Value]) -> Selection {
    // A settings variant (`langchain-strict`) records only the providers the setting
    // concerns, under its own directory name.
    let providers = if dir.config != RenderConfig::default() {
        golden
            .iter()
            .filter_map(|g| g["provider"].as_str())
            .filter_map(toolsight::frameworks::Provider::from_id)
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect()
    } else {
        Vec::new()
    };
    Selection {
        all_functions: !dir.local_index,
        library: Some(dir.library),
        config: dir.config,
        providers,
        ..Selection::default()
    }
}

/// Each golden payload against ours, byte for byte: a match is counted (and must not be
/// listed as known), a difference must be listed. Returns the golden's keys.
fn compare_golden(
    dir: &GoldenDir,
    golden: &[Value],
    ours: &BTreeMap<(String, String), String>,
    tally: &mut Tally,
) -> BTreeSet<(String, String)> {
    let lib_id = &dir.label;
    let variant = dir.config != RenderConfig::default();
    let mut golden_keys = BTreeSet::new();
    for g in golden {
        // The oracle names the library `library`; toolsight's entries say `framework`.
        let mut g = rename_key(g, "library", "framework");
        if variant {
            g["framework"] = Value::String(dir.library.id().to_string());
        }
        let g = &g;
        let k = key(g);
        golden_keys.insert(k.clone());
        let want = render::pretty(g);
        let t = tally.totals.entry(lib_id.clone()).or_default();
        t.1 += 1;
        let id = format!("{lib_id} {} {}", k.0, k.1);
        // `<library> *` or `<library> * <provider>`: rows whose renderer is not written.
        let pending_key = [format!("{lib_id} *"), format!("{lib_id} * {}", k.1)]
            .into_iter()
            .find(|p| tally.known.contains_key(p));
        let pending = pending_key.is_some();
        match ours.get(&k) {
            Some(got) if *got == want => {
                t.0 += 1;
                if tally.known.contains_key(&id) {
                    tally.unexpected.push(format!(
                        "{id}: listed in known-mismatches.txt but now matches; remove it"
                    ));
                }
            }
            got => {
                if tally.known.contains_key(&id) {
                    tally.seen_known.insert(id.clone());
                } else if pending {
                    // A whole library listed as `<library> *`: its renderer is not
                    // written yet; its count shows how far it is.
                    tally.seen_known.extend(pending_key.clone());
                } else {
                    tally.unexpected.push(id.clone());
                }
                if tally.verbose {
                    eprintln!(
                        "--- {id}\nwant: {want}got:  {}",
                        got.map(String::as_str).unwrap_or("(missing)\n")
                    );
                }
            }
        }
    }
    golden_keys
}

/// Our payloads the golden file lacks: unexpected unless listed.
fn rendered_in_golden(
    dir: &GoldenDir,
    ours: &BTreeMap<(String, String), String>,
    golden_keys: &BTreeSet<(String, String)>,
    tally: &mut Tally,
) {
    let lib_id = &dir.label;
    for k in ours.keys() {
        let id = format!("{lib_id} {} {}", k.0, k.1);
        if tally.known.contains_key(&id) {
            tally.seen_known.insert(id);
            continue;
        }
        if !golden_keys.contains(k) && !tally.known.contains_key(&format!("{lib_id} *")) {
            tally.unexpected.push(format!(
                "{lib_id} {} {}: rendered but not in the golden",
                k.0, k.1
            ));
        }
    }
}
