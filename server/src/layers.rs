//! The layering of the workspace as the build's rule (ARCHITECTURE.md, "Code map").
//!
//! Each layer is a crate, so Cargo already refuses a dependency cycle and a module naming a
//! crate it does not depend on. These tests hold the rest: the dependencies between the
//! toolsight crates are exactly the table below (a new edge is a decision written here, not
//! an accident of a `Cargo.toml`), every edge points to an earlier layer, and the code of the
//! front-ends, rules, IDE layer, configuration, language server and CLI names no framework
//! module.

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    /// Every toolsight crate, lower layers first, with the toolsight crates it depends on
    /// (`[dependencies]` only; tests may reach further up through `[dev-dependencies]`).
    const LAYERS: &[(&str, &[&str])] = &[
        ("toolsight_model", &[]),
        ("toolsight_tokens", &[]),
        ("toolsight_syntax", &["toolsight_model"]),
        ("toolsight_diff", &["toolsight_model"]),
        ("toolsight_rust", &["toolsight_model", "toolsight_syntax"]),
        ("toolsight_schema", &["toolsight_model", "toolsight_rust"]),
        (
            "toolsight_python",
            &["toolsight_model", "toolsight_syntax", "toolsight_schema"],
        ),
        (
            "toolsight_frameworks",
            &[
                "toolsight_model",
                "toolsight_syntax",
                "toolsight_schema",
                "toolsight_python",
                "toolsight_rust",
                "toolsight_tokens",
            ],
        ),
        (
            "toolsight_config",
            &[
                "toolsight_model",
                "toolsight_syntax",
                "toolsight_tokens",
                "toolsight_frameworks",
            ],
        ),
        (
            "toolsight_rules",
            &[
                "toolsight_model",
                "toolsight_syntax",
                "toolsight_tokens",
                "toolsight_rust",
                "toolsight_python",
                "toolsight_frameworks",
                "toolsight_config",
            ],
        ),
        (
            "toolsight_ide",
            &[
                "toolsight_model",
                "toolsight_syntax",
                "toolsight_tokens",
                "toolsight_rust",
                "toolsight_python",
                "toolsight_frameworks",
                "toolsight_config",
                "toolsight_rules",
            ],
        ),
        (
            "toolsight_lsp",
            &[
                "toolsight_model",
                "toolsight_syntax",
                "toolsight_tokens",
                "toolsight_python",
                "toolsight_frameworks",
                "toolsight_config",
                "toolsight_rules",
                "toolsight_ide",
            ],
        ),
        (
            "toolsight",
            &[
                "toolsight_model",
                "toolsight_syntax",
                "toolsight_tokens",
                "toolsight_diff",
                "toolsight_rust",
                "toolsight_schema",
                "toolsight_python",
                "toolsight_frameworks",
                "toolsight_config",
                "toolsight_rules",
                "toolsight_ide",
                "toolsight_lsp",
            ],
        ),
    ];

    /// Crates whose code must not name a framework module (`frameworks::fastmcp::...`): what
    /// they need of a framework is a field or a method of its registry entry, or marker data.
    const FRAMEWORK_FREE: &[&str] = &[
        "crates/toolsight_python/src",
        "crates/toolsight_rust/src",
        "crates/toolsight_rules/src",
        "crates/toolsight_config/src",
        "crates/toolsight_ide/src",
        "crates/toolsight_lsp/src",
        "server/src/cli",
    ];

    /// Files of those crates that still name a framework module, each with why (debt to pay
    /// off; a new one fails the build, and a paid one must leave the list).
    const NAMES_A_FRAMEWORK: &[(&str, &str)] = &[];

    fn repo() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
    }

    fn manifest(krate: &str) -> PathBuf {
        match krate {
            "toolsight" => repo().join("server/Cargo.toml"),
            k => repo().join("crates").join(k).join("Cargo.toml"),
        }
    }

    /// The toolsight crates a manifest's `[dependencies]` table names.
    fn toolsight_dependencies(krate: &str) -> BTreeSet<String> {
        let text = std::fs::read_to_string(manifest(krate)).unwrap();
        let doc: toml::Table = text.parse().unwrap();
        doc.get("dependencies")
            .and_then(|d| d.as_table())
            .map(|d| {
                d.keys()
                    .filter(|k| k.starts_with("toolsight"))
                    .cloned()
                    .collect()
            })
            .unwrap_or_default()
    }

    #[test]
    fn every_crate_is_a_layer() {
        let listed: BTreeSet<&str> = LAYERS.iter().map(|(k, _)| *k).collect();
        let on_disk: BTreeSet<String> = std::fs::read_dir(repo().join("crates"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
            .collect();
        for k in &on_disk {
            assert!(
                listed.contains(k.as_str()),
                "crates/{k} is not in layers::LAYERS: give it its place (ARCHITECTURE.md)"
            );
        }
        let members = std::fs::read_to_string(repo().join("Cargo.toml")).unwrap();
        for k in listed.iter().filter(|k| **k != "toolsight") {
            assert!(
                members.contains(&format!("\"crates/{k}\"")),
                "{k} is not a workspace member"
            );
        }
    }

    #[test]
    fn crates_depend_exactly_on_their_layers() {
        let mut problems = Vec::new();
        for (i, (krate, allowed)) in LAYERS.iter().enumerate() {
            let below: BTreeSet<&str> = LAYERS[..i].iter().map(|(k, _)| *k).collect();
            for dep in *allowed {
                assert!(
                    below.contains(dep),
                    "layers::LAYERS lists {krate} -> {dep}, which is not a lower layer"
                );
            }
            let actual = toolsight_dependencies(krate);
            let expected: BTreeSet<String> = allowed.iter().map(|s| s.to_string()).collect();
            for extra in actual.difference(&expected) {
                problems.push(format!(
                    "{krate} depends on {extra}, which its layer may not (ARCHITECTURE.md)"
                ));
            }
            for missing in expected.difference(&actual) {
                problems.push(format!(
                    "{krate} no longer depends on {missing}: remove the edge from layers::LAYERS"
                ));
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn the_model_depends_on_no_other_toolsight_crate() {
        assert!(toolsight_dependencies("toolsight_model").is_empty());
    }

    fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                rust_files(&p, out);
            } else if p.extension().is_some_and(|e| e == "rs") {
                out.push(p);
            }
        }
    }

    /// The framework modules of the registry (the shared pieces are not frameworks).
    fn framework_modules() -> Vec<String> {
        std::fs::read_dir(repo().join("crates/toolsight_frameworks/src"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter_map(|p| Some(p.file_stem()?.to_string_lossy().to_string()))
            .filter(|m| {
                !matches!(
                    m.as_str(),
                    "lib" | "common" | "behaviour" | "render" | "rust_front" | "mcp_wire"
                )
            })
            .collect()
    }

    /// Every Rust file of the framework-free crates: its path from the repository root and
    /// its text.
    fn framework_free_files() -> Vec<(String, String)> {
        let mut files = Vec::new();
        for dir in FRAMEWORK_FREE {
            rust_files(&repo().join(dir), &mut files);
        }
        files
            .iter()
            .map(|path| {
                let rel = path.strip_prefix(repo()).unwrap().to_string_lossy();
                let text = std::fs::read_to_string(path).unwrap();
                (rel.replace('\\', "/"), text)
            })
            .collect()
    }

    #[test]
    fn only_frameworks_name_a_framework() {
        let ids = framework_modules();
        assert!(ids.iter().any(|i| i == "fastmcp"), "{ids:?}");
        let mut violations = Vec::new();
        for (rel, text) in framework_free_files() {
            if NAMES_A_FRAMEWORK.iter().any(|(f, _)| *f == rel) {
                continue;
            }
            // The Rust front-end makes the kinds; everyone else asks the kind's methods.
            if !rel.starts_with("crates/toolsight_rust/") && text.contains("ToolKind::") {
                violations.push(format!(
                    "{rel} branches on a Rust framework's tool kind (`ToolKind::`): give the kind a method in the model instead"
                ));
            }
            for id in &ids {
                if text.contains(&format!("frameworks::{id}::")) {
                    violations.push(format!(
                        "{rel} names the framework module `{id}`: ask the registry (a field of its `Framework` entry) instead"
                    ));
                }
            }
        }
        assert!(violations.is_empty(), "{}", violations.join("\n"));
    }

    /// The code of a file without its test module and its comment lines.
    fn code_of(text: &str) -> String {
        let code = text.split("#[cfg(test)]").next().unwrap_or(text);
        code.lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The Python front-end is handed every framework as data: no string in its code names a
    /// framework's import root (`"fastmcp"`, `"langchain_core.tools"`), so the set of
    /// frameworks it knows is exactly the registry's.
    #[test]
    fn the_python_front_end_names_no_framework_import() {
        let roots: Vec<&str> = crate::frameworks::DIALECTS
            .iter()
            .flat_map(|d| d.imports.iter().copied())
            .collect();
        assert!(roots.contains(&"fastmcp"), "{roots:?}");
        let mut files = Vec::new();
        rust_files(&repo().join("crates/toolsight_python/src"), &mut files);
        let mut violations = Vec::new();
        for path in &files {
            let code = code_of(&std::fs::read_to_string(path).unwrap());
            for literal in string_literals(&code) {
                let words =
                    literal.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'));
                for w in words {
                    if let Some(root) = roots.iter().find(|r| {
                        w == **r
                            || w.strip_prefix(**r)
                                .is_some_and(|rest| rest.starts_with('.'))
                    }) {
                        violations.push(format!(
                            "{}: the string {literal:?} names the import root `{root}`: make it marker data of the framework",
                            path.display()
                        ));
                    }
                }
            }
        }
        assert!(violations.is_empty(), "{}", violations.join("\n"));
    }

    /// The contents of the `"..."` literals of some code (raw strings are only in tests).
    fn string_literals(code: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut chars = code.chars().peekable();
        while let Some(c) = chars.next() {
            if c == '\'' {
                // A char literal (`'"'`) or a lifetime: skip what could be a quoted quote.
                let mut look = chars.clone();
                if look.next().is_some() && look.next() == Some('\'') {
                    chars.next();
                    chars.next();
                }
                continue;
            }
            if c != '"' {
                continue;
            }
            let mut s = String::new();
            while let Some(c) = chars.next() {
                match c {
                    '\\' => {
                        chars.next();
                    }
                    '"' => break,
                    c => s.push(c),
                }
            }
            out.push(s);
        }
        out
    }

    /// Frameworks that are a provider's own SDK or the protocol itself: rules are about
    /// providers and what their SDKs reject (`google-genai < 1.12 rejects defaults`), so
    /// these names are the providers', not a framework's.
    const PROVIDER_SDKS: &[&str] = &["openai", "anthropic", "google-genai", "mcp"];

    /// Files of the framework-free crates that are documentation as data: each rule's
    /// facts and targets, printed by `toolsight rule CODE`, cite the frameworks whose
    /// behaviour the rule describes.
    const DOCUMENTATION: &[&str] = &["crates/toolsight_rules/src/facts.rs"];

    /// The words of a framework's id and label, lower case (`pydantic-ai` and `Pydantic AI`
    /// → `pydantic ai`; `toolslm (fastcore.funccall)` → `toolslm`, `fastcore`, `funccall`).
    fn framework_names() -> Vec<Vec<String>> {
        let mut names: Vec<Vec<String>> = Vec::new();
        for fw in crate::frameworks::ALL {
            if PROVIDER_SDKS.contains(&fw.id) {
                continue;
            }
            names.push(words(fw.id));
            // A label's parenthesis names the module the framework is imported from.
            let (label, module) = fw.label.split_once('(').unwrap_or((fw.label, ""));
            names.push(words(label));
            names.extend(words(module).into_iter().map(|w| vec![w]));
        }
        // Version numbers of a label (`toolslm.funccall (≤ 0.3.46)`) are no name.
        for n in &mut names {
            n.retain(|w| w.chars().any(char::is_alphabetic));
        }
        names.retain(|n| !n.is_empty());
        names.sort();
        names.dedup();
        names
    }

    /// The words of some code, lower case: split at anything not a letter or digit and at a
    /// camel-case boundary (`RigMacro` → `rig`, `macro`).
    fn words(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut word = String::new();
        let mut prev_lower = false;
        for c in text.chars() {
            if !c.is_alphanumeric() {
                if !word.is_empty() {
                    out.push(std::mem::take(&mut word));
                }
                prev_lower = false;
                continue;
            }
            if c.is_uppercase() && prev_lower && !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
            prev_lower = c.is_lowercase() || c.is_ascii_digit();
            word.extend(c.to_lowercase());
        }
        if !word.is_empty() {
            out.push(word);
        }
        out
    }

    /// The code of a file without its tests, comments and rule documentation (`doc:` of a
    /// `RuleInfo`, prose for users that cites the frameworks a rule is about).
    fn code_without_docs(text: &str) -> String {
        let code = code_of(text);
        let mut out = String::new();
        let mut rest = code.as_str();
        while let Some(i) = rest.find("doc: \"") {
            out.push_str(&rest[..i]);
            let body = &rest[i + "doc: \"".len()..];
            let mut end = body.len();
            let mut escaped = false;
            for (j, c) in body.char_indices() {
                match c {
                    _ if escaped => escaped = false,
                    '\\' => escaped = true,
                    '"' => {
                        end = j + 1;
                        break;
                    }
                    _ => {}
                }
            }
            rest = &body[end..];
        }
        out.push_str(rest);
        out
    }

    /// The front-ends, rules, IDE layer, configuration, language server and CLI know no
    /// framework by name: no identifier, message or string of their code names one (what
    /// they need is a field of the framework's registry entry, its label in a message).
    #[test]
    fn framework_free_code_names_no_framework() {
        let names = framework_names();
        assert!(names.iter().any(|n| n == &["rig"]), "{names:?}");
        assert!(names.iter().any(|n| n == &["pydantic", "ai"]), "{names:?}");
        let mut violations = Vec::new();
        for (rel, text) in framework_free_files() {
            if DOCUMENTATION.contains(&rel.as_str()) {
                continue;
            }
            let code = code_without_docs(&text);
            for line in code.lines() {
                let w = words(line);
                for name in &names {
                    if w.windows(name.len()).any(|win| win == name.as_slice()) {
                        violations.push(format!(
                            "{rel}: `{}` names the framework `{}`",
                            line.trim(),
                            name.join(" ")
                        ));
                    }
                }
            }
        }
        assert!(violations.is_empty(), "{}", violations.join("\n"));
    }

    /// The ratchet only holds if its debt entries are still debt: a file that no longer
    /// names a framework must leave the list.
    #[test]
    fn the_debt_lists_are_current() {
        for (file, why) in NAMES_A_FRAMEWORK {
            let text = std::fs::read_to_string(repo().join(file)).unwrap();
            assert!(
                text.contains("crate::frameworks::"),
                "{file} no longer names the registry ({why}): remove it from NAMES_A_FRAMEWORK"
            );
        }
    }
}
