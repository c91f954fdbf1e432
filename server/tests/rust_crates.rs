//! Fixture crates under `tests/rust/`, each analysed with its own `Cargo.toml` (and
//! `Cargo.lock`): every payload equals, byte for byte, what the Rust oracle wrote from the real
//! crates (`tests/goldens/crates/<crate>/<library>/<module>.json`, `tests/rust-oracle/src/crates.rs`):
//! * `rmcp07-crate`: rmcp 0.7's wire format (draft-07, `nullable`, root `title` kept), chosen
//!   from the rmcp version its `Cargo.lock` pins;
//! * `rig-deps-crate`: rig tools whose `const NAME` is a constant of a path dependency.
//!
//! Also: what toolsight cannot read (a name from a crate whose sources are not on disk, a doc
//! file that is missing, a schema built at run time) lists the tool and reports nothing that
//! depends on it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::Value;
use toolsight::config::Config;
use toolsight::render::{self, Selection};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn analyse(path: &Path) -> (toolsight::model::Module, String) {
    let text = std::fs::read_to_string(path).unwrap();
    let module = toolsight::frameworks::rust_front::analyze_rust(
        &text,
        Some(path),
        &toolsight::rust::stem(path),
    );
    (module, text)
}

#[test]
fn fixture_crates_match_the_real_crates() {
    let base = repo().join("tests/goldens/crates");
    let mut compared = 0;
    let mut failures = Vec::new();
    let mut crates: Vec<_> = std::fs::read_dir(&base).unwrap().flatten().collect();
    crates.sort_by_key(|e| e.file_name());
    for krate in crates {
        let name = krate.file_name().to_string_lossy().to_string();
        for lib_dir in std::fs::read_dir(krate.path()).unwrap().flatten() {
            let lib = lib_dir.file_name().to_string_lossy().to_string();
            let library = toolsight::frameworks::by_id(&lib).expect("a known library");
            for f in std::fs::read_dir(lib_dir.path()).unwrap().flatten() {
                let stem = f.path().file_stem().unwrap().to_string_lossy().to_string();
                let src = repo()
                    .join("tests/rust")
                    .join(&name)
                    .join("src")
                    .join(format!("{}.rs", stem.replace('.', "/")));
                let (module, _) = analyse(&src);
                let sel = Selection {
                    all_functions: true,
                    library: Some(library),
                    ..Selection::default()
                };
                let ours: BTreeMap<(String, String), String> = render::render_module(&module, &sel)
                    .iter()
                    .map(|e| {
                        let j = e.to_json();
                        let k = (
                            j["function"].as_str().unwrap_or("").to_string(),
                            j["provider"].as_str().unwrap_or("").to_string(),
                        );
                        (k, render::pretty(&j))
                    })
                    .collect();
                let golden: Vec<Value> =
                    serde_json::from_str(&std::fs::read_to_string(f.path()).unwrap()).unwrap();
                assert_eq!(
                    ours.len(),
                    golden.len(),
                    "{name}/{stem}: toolsight lists {:?}",
                    ours.keys().collect::<Vec<_>>()
                );
                for g in golden {
                    let mut g = g.as_object().unwrap().clone();
                    let library = g.shift_remove("library").unwrap();
                    let mut want = serde_json::Map::new();
                    for (k, v) in g {
                        want.insert(k.clone(), v);
                        if k == "name" {
                            want.insert("framework".into(), library.clone());
                        }
                    }
                    let want = Value::Object(want);
                    let k = (
                        want["function"].as_str().unwrap().to_string(),
                        want["provider"].as_str().unwrap().to_string(),
                    );
                    compared += 1;
                    let want = render::pretty(&want);
                    match ours.get(&k) {
                        Some(got) if *got == want => {}
                        got => failures.push(format!(
                            "{name} {k:?}\nwant: {want}got:  {}",
                            got.map(String::as_str).unwrap_or("(missing)\n")
                        )),
                    }
                }
            }
        }
    }
    assert!(compared >= 10, "compared {compared}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A scratch crate in a temporary directory (removed on drop).
struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str, manifest: &str, files: &[(&str, &str)]) -> Scratch {
        let dir = std::env::temp_dir().join(format!(
            "toolsight-rust-crates-{tag}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("src")).unwrap();
        std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
        for (p, text) in files {
            std::fs::write(dir.join(p), text).unwrap();
        }
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const MANIFEST: &str = "[package]\nname = \"scratch\"\nversion = \"0.1.0\"\n[workspace]\n[dependencies]\nrig-core = \"0.44\"\nrmcp = \"3.11\"\nno-such-names = \"1\"\n";

fn rig_tool(ty: &str, name_expr: &str) -> String {
    format!(
        "impl rig_core::tool::PortableTool for {ty} {{\n    const NAME: &'static str = {name_expr};\n    type Args = A;\n    type Output = String;\n    type Error = E;\n    fn description(&self) -> String {{ \"Does things.\".into() }}\n    fn parameters(&self) -> serde_json::Value {{ json!({{\"type\": \"object\", \"properties\": {{}}}}) }}\n}}\n"
    )
}

/// Tools and diagnostics (code, tool) of one file of a scratch crate.
fn check(file: &Path) -> (Vec<(String, Option<String>)>, Vec<String>) {
    let (module, text) = analyse(file);
    let entries = render::render_module(&module, &Selection::default());
    let tools = entries
        .iter()
        .map(|e| {
            (
                e.function.clone(),
                e.rendered.result.as_ref().err().map(|x| x.message.clone()),
            )
        })
        .collect();
    let diags = toolsight::rules::check(&module, &text, &Config::default())
        .into_iter()
        .map(|d| d.code.to_string())
        .collect();
    (tools, diags)
}

/// A name from a crate whose sources are not on disk: the tool is listed (its payload
/// unknown, saying why) and no name rule reports, where the same tool with a readable bad
/// name gets N001. Two tools with the same unread name do not collide.
#[test]
fn an_unread_name_lists_the_tool_and_stays_silent() {
    let src = format!(
        "{}{}{}",
        rig_tool("Grep", "no_such_names::GREP"),
        rig_tool("Grep2", "no_such_names::GREP"),
        rig_tool("Dotted", "\"web.search\"")
    );
    let s = Scratch::new("name", MANIFEST, &[("src/lib.rs", &src)]);
    let (tools, diags) = check(&s.0.join("src/lib.rs"));
    let unread: Vec<_> = tools
        .iter()
        .filter(|(_, e)| {
            e.as_deref()
                .is_some_and(|e| e.contains("no_such_names::GREP"))
        })
        .map(|(f, _)| f.as_str())
        .collect();
    assert!(
        unread.contains(&"Grep") && unread.contains(&"Grep2"),
        "{tools:?}"
    );
    assert!(tools.iter().any(|(f, e)| f == "Dotted" && e.is_none()));
    assert_eq!(
        diags.iter().filter(|d| d.starts_with('N')).count(),
        1,
        "only the readable `web.search` gets a name diagnostic: {diags:?}"
    );
    assert!(diags.iter().any(|d| d == "N001"), "{diags:?}");
}

/// `#[doc = include_str!(..)]` of a file that is missing: the tool is listed with an unknown
/// description (no D001 "no description"); a schema built at run time likewise.
#[test]
fn unread_docs_and_schemas_stay_silent() {
    let src = r#"
#[derive(Deserialize, JsonSchema)]
pub struct P { pub q: String }
pub struct Dynamic;
impl JsonSchema for Dynamic {
    fn schema_name() -> Cow<'static, str> { "Dynamic".into() }
    fn json_schema(g: &mut SchemaGenerator) -> Schema { let mut s = g.subschema_for::<String>(); s.insert("minLength".into(), 1.into()); s }
}
#[derive(Deserialize, JsonSchema)]
pub struct T { pub d: Dynamic }
pub struct S;
#[tool_router]
impl S {
    #[doc = include_str!("missing.md")]
    #[tool]
    fn documented_elsewhere(&self, Parameters(p): Parameters<P>) -> String { String::new() }
    /// Tune.
    #[tool]
    fn tune(&self, Parameters(t): Parameters<T>) -> String { String::new() }
    #[tool]
    fn undocumented(&self, Parameters(p): Parameters<P>) -> String { String::new() }
}
"#;
    let s = Scratch::new("docs", MANIFEST, &[("src/lib.rs", src)]);
    let (tools, diags) = check(&s.0.join("src/lib.rs"));
    let err = |f: &str| {
        tools
            .iter()
            .find(|(n, _)| n == f)
            .unwrap_or_else(|| panic!("{f} not listed: {tools:?}"))
            .1
            .clone()
    };
    assert!(err("S::documented_elsewhere").is_some_and(|e| e.contains("missing.md")));
    assert!(err("S::tune").is_some_and(|e| e.contains("run time")));
    assert!(err("S::undocumented").is_none());
    // D001 for the undocumented tool only.
    assert_eq!(
        diags.iter().filter(|d| *d == "D001").count(),
        1,
        "{diags:?}"
    );
}

/// The rmcp release comes from the crate's manifest when there is no lock file: 0.9 renders
/// as 0.8 and 0.9 do (draft-07 with `nullable`; `{"type": "object", "properties": {}}`
/// without `Parameters`, read from rmcp-macros 0.9's source), and a release toolsight does
/// not model (1.0) lists the tool with its payload unknown, reporting nothing about it.
#[test]
fn the_rmcp_release_decides_the_wire_format() {
    let src = r#"
#[derive(Deserialize, JsonSchema)]
pub struct P { pub q: Option<String> }
pub struct S;
#[tool_router]
impl S {
    /// Ask.
    #[tool]
    fn ask(&self, Parameters(p): Parameters<P>) -> String { String::new() }
    /// Time.
    #[tool]
    fn time(&self) -> String { String::new() }
}
"#;
    let payloads = |version: &str| {
        let manifest = format!(
            "[package]\nname = \"scratch\"\nversion = \"0.1.0\"\n[workspace]\n[dependencies]\nrmcp = {{ version = \"{version}\", features = [\"server\"] }}\n"
        );
        let s = Scratch::new(&format!("rmcp{version}"), &manifest, &[("src/lib.rs", src)]);
        let (module, _) = analyse(&s.0.join("src/lib.rs"));
        render::render_module(&module, &Selection::default())
            .into_iter()
            .map(|e| match e.rendered.result {
                Ok(v) => v["inputSchema"].clone(),
                Err(x) => Value::String(x.message),
            })
            .collect::<Vec<_>>()
    };
    let v09 = payloads("0.9");
    assert_eq!(
        v09[0],
        serde_json::json!({
            "$schema": "http://json-schema.org/draft-07/schema#",
            "properties": {"q": {"nullable": true, "type": "string"}},
            "title": "P",
            "type": "object"
        })
    );
    assert_eq!(
        v09[1],
        serde_json::json!({"type": "object", "properties": {}})
    );
    let v1 = payloads("=1.0.0");
    assert!(
        v1.iter()
            .all(|p| p.as_str().is_some_and(|m| m.contains("rmcp 1.0.0"))),
        "{v1:?}"
    );
    let v3 = payloads("3.11");
    assert_eq!(
        v3[0]["$schema"],
        "https://json-schema.org/draft/2020-12/schema"
    );
}

/// A crate on schemars 0.8 (rmcp 0.1's generation): its derived schemas are unknown, not
/// rendered by the 1.x rules, and nothing is reported about them.
#[test]
fn schemars_0_8_is_not_guessed() {
    let src = "#[derive(Deserialize, JsonSchema)]\npub struct P { pub q: String }\npub struct S;\n#[tool_router]\nimpl S {\n    /// Ask.\n    #[tool]\n    fn ask(&self, Parameters(p): Parameters<P>) -> String { String::new() }\n}\n";
    let manifest = "[package]\nname = \"scratch\"\nversion = \"0.1.0\"\n[workspace]\n[dependencies]\nrmcp = \"3.11\"\nschemars = \"0.8\"\n";
    let s = Scratch::new("schemars08", manifest, &[("src/lib.rs", src)]);
    let (tools, diags) = check(&s.0.join("src/lib.rs"));
    assert_eq!(tools.len(), 1);
    assert!(
        tools[0]
            .1
            .as_deref()
            .is_some_and(|m| m.contains("schemars 0.8")),
        "{tools:?}"
    );
    assert!(diags.is_empty(), "{diags:?}");
}

fn router_errors(src: &str) -> Vec<(String, Option<String>)> {
    let m = toolsight::frameworks::rust_front::analyze_rust(src, None, "m");
    render::render_module(&m, &Selection::default())
        .into_iter()
        .map(|e| {
            (
                e.function.clone(),
                e.rendered
                    .result
                    .err()
                    .map(|x| format!("{}: {}", x.code, x.message)),
            )
        })
        .collect()
}

/// A struct whose container attributes replace its object schema (`transparent` over a
/// `String`) panics like a `String` would, and takes the router's other tool with it;
/// another router is unaffected.
#[test]
fn a_transparent_newtype_panics_the_router() {
    let src = r#"
#[derive(Deserialize, JsonSchema)]
#[serde(transparent)]
pub struct Query { text: String }
#[derive(Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Page { page_size: u8 }
pub struct A;
#[tool_router]
impl A {
/// Ask.
#[tool]
fn ask(&self, Parameters(q): Parameters<Query>) -> String { String::new() }
/// Page.
#[tool]
fn page(&self, Parameters(p): Parameters<Page>) -> String { String::new() }
}
pub struct B;
#[tool_router]
impl B {
/// Page.
#[tool]
fn page(&self, Parameters(p): Parameters<Page>) -> String { String::new() }
}
"#;
    let want = "panic: Invalid input schema for `rmcp::handler::server::wrapper::parameters::Parameters<m::Query>`: MCP specification requires tool inputSchema to have root type 'object', but found 'string'.";
    assert_eq!(
        router_errors(src),
        [
            ("m::A::ask".to_string(), Some(want.to_string())),
            ("m::A::page".to_string(), Some(want.to_string())),
            ("m::B::page".to_string(), None),
        ]
    );
}
