//! Rule fixtures.
//!
//! - `tests/rules/fire/*.py`: every diagnostic toolsight reports must be announced by a
//!   `# expect: CODE[, CODE]` comment on the line where it starts, and every announced one must
//!   be reported (exact set equality per file).
//! - `tests/rules/quiet/*.py`: correct code; no diagnostic at all may fire.
//! - `tests/rules/payloads/*.json`: rules checked against a payload shape no seed library
//!   produces today (future dialects will): `{"source", "library", "provider", "payload",
//!   "expect": [codes], "config": {...}}`; the payload replaces the rendered one.
//! - `tests/rules/snapshots/`: the full text report of each fire file, compared exactly
//!   (`TOOLSIGHT_UPDATE_SNAPSHOTS=1` rewrites them).
//!
//! A header line `# toolsight-test: {json settings}` sets the configuration (same keys as the
//! language server settings). Every rule must fire in at least one fixture.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::Value;
use toolsight::config::Config;
use toolsight::frameworks::Provider;
use toolsight::line_index::LineIndex;
use toolsight::rules;

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .join("tests/rules")
        .join(sub)
}

fn files(sub: &str, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir(sub))
        .map(|r| {
            r.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().and_then(|e| e.to_str()) == Some(ext))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn config_of(source: &str) -> Config {
    let header = source.lines().find_map(|l| {
        let l = l.trim();
        l.strip_prefix("# toolsight-test:")
            .or_else(|| l.strip_prefix("// toolsight-test:"))
    });
    match header {
        Some(h) => {
            let v: Value = serde_json::from_str(h.trim()).expect("toolsight-test header is JSON");
            let (c, problems) = Config::from_json(&v);
            assert!(problems.is_empty(), "bad fixture settings: {problems:?}");
            c
        }
        None => Config::default(),
    }
}

/// The announced diagnostics, each with how many times it is announced on its line: a code
/// written twice (`# expect: G003, G003`) is reported twice there, once per cause; a code
/// written once is reported once (one finding per problem and place).
fn expected(source: &str) -> BTreeMap<(usize, String), usize> {
    let mut out = BTreeMap::new();
    for (i, line) in source.lines().enumerate() {
        let marker = ["# expect:", "// expect:"]
            .into_iter()
            .find_map(|m| line.find(m).map(|p| (p, m.len())));
        if let Some((pos, len)) = marker {
            for code in line[pos + len..].split(',') {
                let code = code.split_whitespace().next().unwrap_or("");
                if !code.is_empty() {
                    *out.entry((i + 1, code.to_string())).or_insert(0) += 1;
                }
            }
        }
    }
    out
}

/// A fixture's module: Rust files through the Rust front-end, Python files with the
/// `tools.toml` beside the fixtures (stores' LocalIndex marks and names tools too).
fn analyze(path: &Path, source: &str) -> toolsight::model::Module {
    if toolsight::rust::is_rust(path) {
        return toolsight::frameworks::rust_front::analyze_rust(source, None, &module_name(path));
    }
    let mut module =
        toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, source, &module_name(path));
    toolsight::project::apply_index(&mut module, &toolsight::project::index_entries(path));
    module
}

fn module_name(p: &Path) -> String {
    p.file_stem().unwrap().to_string_lossy().to_string()
}

fn report(
    path: &Path,
    source: &str,
    module: &toolsight::model::Module,
    diags: Vec<rules::Diagnostic>,
) -> String {
    let r = toolsight::cli::check::FileReport {
        path: PathBuf::from(format!(
            "{}/{}",
            path.parent()
                .unwrap()
                .file_name()
                .unwrap()
                .to_string_lossy(),
            path.file_name().unwrap().to_string_lossy()
        )),
        source: source.to_string(),
        diagnostics: diags,
        tools: toolsight::render::choose(module, &Default::default()).len(),
    };
    // A related place in another file (a tools.toml entry) is named by its absolute path
    // outside the working directory: shown relative to tests/rules, as the checked file is.
    let here = format!("{}/", dir("fire").parent().unwrap().display());
    toolsight::cli::check::to_text(&[r]).replace(&here, "")
}

#[test]
fn fire_fixtures_report_exactly_their_expectations() {
    let update = std::env::var("TOOLSIGHT_UPDATE_SNAPSHOTS").is_ok();
    let mut failures = Vec::new();
    let mut fire = files("fire", "py");
    fire.extend(files("fire", "rs"));
    assert!(
        fire.len() >= 20,
        "expected rule fixtures under tests/rules/fire"
    );
    for path in fire {
        let source = std::fs::read_to_string(&path).unwrap();
        let config = config_of(&source);
        let module = analyze(&path, &source);
        let diags = rules::check(&module, &source, &config);
        let idx = LineIndex::new(&source);
        let mut got: BTreeMap<(usize, String), usize> = BTreeMap::new();
        for d in &diags {
            let at = (idx.line_col_utf8(d.span.start).0 + 1, d.code.to_string());
            *got.entry(at).or_insert(0) += 1;
        }
        let want = expected(&source);
        assert!(
            !want.is_empty(),
            "{} announces no expected diagnostic",
            path.display()
        );
        if got != want {
            let differ = |a: &BTreeMap<(usize, String), usize>, b: &BTreeMap<_, usize>| {
                a.iter()
                    .filter(|(k, n)| b.get(*k) != Some(*n))
                    .map(|((line, code), n)| format!("{line}: {code} ×{n}"))
                    .collect::<Vec<_>>()
            };
            let missing = differ(&want, &got);
            let extra = differ(&got, &want);
            failures.push(format!(
                "{}: missing {missing:?}, unexpected {extra:?}",
                path.display()
            ));
        }
        let text = report(&path, &source, &module, diags);
        let snap = dir("snapshots").join(format!("{}.txt", module_name(&path)));
        if update {
            std::fs::create_dir_all(dir("snapshots")).unwrap();
            std::fs::write(&snap, &text).unwrap();
        } else {
            match std::fs::read_to_string(&snap) {
                Ok(s) if s == text => {}
                Ok(s) => failures.push(format!(
                    "{}: snapshot differs\n--- snapshot\n{s}\n--- now\n{text}",
                    snap.display()
                )),
                Err(_) => failures.push(format!(
                    "{}: missing snapshot (run with TOOLSIGHT_UPDATE_SNAPSHOTS=1)",
                    snap.display()
                )),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn quiet_fixtures_report_nothing() {
    let mut quiet = files("quiet", "py");
    quiet.extend(files("quiet", "rs"));
    assert!(
        quiet.len() >= 10,
        "expected clean fixtures under tests/rules/quiet"
    );
    let mut failures = Vec::new();
    for path in quiet {
        let source = std::fs::read_to_string(&path).unwrap();
        let config = config_of(&source);
        let module = analyze(&path, &source);
        assert!(
            !module.marks.is_empty() || source.contains("--all-functions"),
            "{} marks no tool, so it tests nothing",
            path.display()
        );
        let diags = rules::check(&module, &source, &config);
        if !diags.is_empty() {
            failures.push(report(&path, &source, &module, diags));
        }
    }
    assert!(
        failures.is_empty(),
        "clean fixtures reported:\n{}",
        failures.join("\n")
    );
}

fn payload_cases() -> Vec<(PathBuf, Value)> {
    files("payloads", "json")
        .into_iter()
        .flat_map(|p| {
            let v: Value = serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
            let cases = match v {
                Value::Array(a) => a,
                one => vec![one],
            };
            cases.into_iter().map(move |c| (p.clone(), c))
        })
        .collect()
}

fn run_payload_case(case: &Value) -> Vec<String> {
    let source = case["source"].as_str().unwrap();
    let (mut config, problems) = Config::from_json(case.get("config").unwrap_or(&Value::Null));
    assert!(problems.is_empty(), "{problems:?}");
    if let Some(l) = case["library"].as_str() {
        config.library = toolsight::frameworks::by_id(l);
    }
    let module = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, source, "fixture");
    let mut ctx = rules::Ctx::new(&module, source, &config);
    let provider = Provider::from_id(case["provider"].as_str().unwrap()).unwrap();
    for t in &mut ctx.tools {
        if !t.providers.contains(&provider) {
            t.providers.push(provider);
        }
        let entries = std::sync::Arc::make_mut(&mut t.entries);
        match entries.iter_mut().find(|e| e.provider == provider) {
            Some(e) => e.rendered.result = Ok(case["payload"].clone()),
            None => {
                let mut e = entries[0].clone();
                e.provider = provider;
                e.rendered.result = Ok(case["payload"].clone());
                entries.push(e);
            }
        }
    }
    let mut codes: Vec<String> = rules::check_ctx(&ctx)
        .into_iter()
        .map(|d| d.code.to_string())
        .collect();
    codes.sort();
    codes.dedup();
    codes
}

#[test]
fn payload_fixtures_fire_exactly_their_rules() {
    let cases = payload_cases();
    assert!(
        !cases.is_empty(),
        "expected payload fixtures under tests/rules/payloads"
    );
    let mut failures = Vec::new();
    for (path, case) in &cases {
        let mut want: Vec<String> = case["expect"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap().to_string())
            .collect();
        want.sort();
        let got = run_payload_case(case);
        if got != want {
            failures.push(format!(
                "{} ({}): want {want:?}, got {got:?}",
                path.display(),
                case["name"].as_str().unwrap_or("")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_rule_has_a_firing_fixture() {
    let mut fired: BTreeMap<String, usize> = BTreeMap::new();
    for path in files("fire", "py") {
        for (_, code) in expected(&std::fs::read_to_string(&path).unwrap()).into_keys() {
            *fired.entry(code).or_default() += 1;
        }
    }
    for (_, case) in payload_cases() {
        for c in case["expect"].as_array().unwrap() {
            *fired.entry(c.as_str().unwrap().to_string()).or_default() += 1;
        }
    }
    // X005 fires over a whole run of `check` (no tool in any file), never on one file: its
    // fixtures are projects, in tests/framework_without_tools.rs.
    let run_level = ["X005"];
    let missing: Vec<&str> = rules::registry()
        .iter()
        .map(|r| r.code)
        .filter(|c| !fired.contains_key(*c) && !run_level.contains(c))
        .collect();
    assert!(
        missing.is_empty(),
        "rules without a firing fixture: {missing:?}"
    );
}

#[test]
fn every_rule_is_documented() {
    for r in rules::registry() {
        assert!(r.doc.len() > 60, "{} has too little documentation", r.code);
        assert!(
            r.doc.contains("Fix") || r.doc.contains("fix"),
            "{} documents no fix",
            r.code
        );
        assert!(rules::rule(r.code).is_some());
    }
}
