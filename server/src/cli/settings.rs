//! The command line's settings: the configuration file that applies, `--config KEY=VALUE`
//! overrides, and rule codes given on the command line, resolved strictly. Where the
//! language server reports a bad setting and carries on, a run in CI should fail instead
//! (exit 2) and name the file and key, so a typo never silently turns a rule off.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};

use crate::config::Config;

/// The configuration a run uses and the layers it came from.
pub struct Resolved {
    pub config: Config,
    /// The configuration file found for the checked path, if any.
    pub file: Option<PathBuf>,
    /// That file's settings table (`{}` without a file).
    file_settings: Value,
    /// The `--config` overrides as a settings table.
    overrides: Value,
}

/// Resolves the settings for `start` strictly: every problem in the file or in the
/// overrides is returned as an error naming where it is (`path: message`,
/// `--config: message`).
pub fn resolve(start: &Path, overrides: &[String]) -> Result<Resolved, Vec<String>> {
    let mut errors = Vec::new();
    let (file, file_settings) = match Config::discover_settings(start) {
        Some((p, Ok(s))) => (Some(p), s),
        Some((p, Err(e))) => {
            return Err(vec![format!("{}: {e}", p.display())]);
        }
        None => (None, json!({})),
    };
    let at = file
        .as_deref()
        .map(|p| p.display().to_string())
        .unwrap_or_default();
    let (from_file, problems) = Config::from_json(&file_settings);
    errors.extend(problems.iter().map(|p| format!("{at}: {p}")));
    errors.extend(unknown_codes(&from_file).map(|p| format!("{at}: {p}")));
    let overrides = Config::with_overrides(json!({}), overrides).map_err(|e| vec![e])?;
    let (from_flags, problems) = Config::from_json(&overrides);
    errors.extend(problems.iter().map(|p| format!("--config: {p}")));
    errors.extend(unknown_codes(&from_flags).map(|p| format!("--config: {p}")));
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut merged = file_settings.clone();
    crate::config::merge(&mut merged, overrides.clone());
    let (mut config, _) = Config::from_json(&merged);
    config.gemini.required = crate::config::required_genai(start);
    Ok(Resolved {
        config,
        file,
        file_settings,
        overrides,
    })
}

/// Rule codes given with `--select` / `--ignore`: each must name a rule or a prefix of
/// one (`N`, `N00`, `N001`) or be `ALL`.
pub fn check_flag_codes(flag: &str, codes: &[String]) -> Result<(), String> {
    match codes.iter().find(|c| !known_selector(c)) {
        Some(c) => Err(format!(
            "{flag}: unknown rule code `{c}` (see `toolsight rules`)"
        )),
        None => Ok(()),
    }
}

fn known_selector(selector: &str) -> bool {
    selector == "ALL"
        || (!selector.is_empty()
            && crate::rules::registry()
                .iter()
                .any(|r| r.code.starts_with(selector)))
}

/// Codes in `select`, `ignore` and `[severity]` that name no rule.
fn unknown_codes(c: &Config) -> impl Iterator<Item = String> + '_ {
    let lists = [("select", &c.select), ("ignore", &c.ignore)];
    let listed = lists.into_iter().flat_map(|(key, codes)| {
        codes
            .iter()
            .filter(|code| !known_selector(code))
            .map(move |code| format!("unknown rule code `{code}` in `{key}`"))
    });
    let severities = c
        .severities
        .keys()
        .filter(|code| !known_selector(code))
        .map(|code| format!("unknown rule code `{code}` in `severity`"));
    listed.chain(severities)
}

/// Command-line flags that change settings after the files are read, for `--show-settings`.
#[derive(Default)]
pub struct Flags<'a> {
    pub providers: &'a [String],
    pub library: Option<&'a str>,
    pub select: &'a [String],
    pub ignore: &'a [String],
}

impl Resolved {
    /// Where a setting's value came from: a flag, `--config`, the file, or the default.
    /// `aliases` are the spellings the key may have in a file (`tool-budget`, `toolBudget`).
    fn source(&self, aliases: &[&[&str]], flag: Option<&str>) -> String {
        let has = |v: &Value| {
            aliases
                .iter()
                .any(|path| path.iter().try_fold(v, |v, k| v.get(*k)).is_some())
        };
        if let Some(f) = flag {
            return f.to_string();
        }
        if has(&self.overrides) {
            "--config".into()
        } else if has(&self.file_settings) {
            self.file
                .as_deref()
                .map(|p| p.display().to_string())
                .unwrap_or_default()
        } else {
            "default".into()
        }
    }

    /// The resolved settings as TOML lines, each with where its value came from.
    pub fn show(&self, checked: &Path, flags: &Flags) -> String {
        let rows = [
            self.selection_rows(flags),
            self.file_rows(),
            self.gemini_rows(),
            self.rust_rows(),
            self.token_rows(),
        ]
        .concat();
        let mut out = format!("# Settings for {}\n", checked.display());
        out.push_str(&match &self.file {
            Some(p) => format!("# Configuration file: {}\n", p.display()),
            None => "# Configuration file: none found\n".to_string(),
        });
        out.push_str(&aligned(rows));
        out
    }

    /// What is checked: providers, library and rules, where flags may add to the file.
    fn selection_rows(&self, flags: &Flags) -> Vec<Row> {
        let c = &self.config;
        let flag = |set: bool, name: &'static str| set.then_some(name);
        let providers: Vec<String> = c.providers.iter().map(|p| p.id().to_string()).collect();
        let mut rows = vec![
            row(
                "providers",
                list(&providers),
                self.source(
                    &[&["providers"]],
                    flag(!flags.providers.is_empty(), "--provider"),
                ),
            ),
            row(
                "library",
                toml_value(&json!(c.library.map(|l| l.id()).unwrap_or("auto"))),
                self.source(&[&["library"]], flags.library.map(|_| "--library")),
            ),
            row(
                "default-library",
                toml_value(&json!(c.default_library.id())),
                self.source(&[&["default-library"], &["defaultLibrary"]], None),
            ),
            row(
                "select",
                list(&c.select),
                self.source(
                    &[&["select"]],
                    flag(!flags.select.is_empty(), "--select (added)"),
                ),
            ),
            row(
                "ignore",
                list(&c.ignore),
                self.source(
                    &[&["ignore"]],
                    flag(!flags.ignore.is_empty(), "--ignore (added)"),
                ),
            ),
        ];
        for (code, sev) in &c.severities {
            rows.push(row(
                &format!("severity.{code}"),
                toml_value(&json!(sev.id())),
                self.source(&[&["severity", code], &["severities", code]], None),
            ));
        }
        rows
    }

    /// Which files are read and how: markers, include/exclude, strictness, size limit.
    fn file_rows(&self) -> Vec<Row> {
        let c = &self.config;
        vec![
            row(
                "extra-markers",
                list(&c.extra_markers),
                self.source(&[&["extra-markers"], &["extraMarkers"]], None),
            ),
            row(
                "include",
                list(&c.include),
                self.source(&[&["include"]], None),
            ),
            row(
                "exclude",
                list(&c.exclude),
                self.source(&[&["exclude"]], None),
            ),
            row(
                "strict",
                c.strict
                    .map(|b| b.to_string())
                    .unwrap_or_else(|| "# unset: as the code says".into()),
                self.source(&[&["strict"]], None),
            ),
            row(
                "max-file-size",
                c.max_file_size.to_string(),
                self.source(&[&["max-file-size"], &["maxFileSize"]], None),
            ),
        ]
    }

    fn gemini_rows(&self) -> Vec<Row> {
        let c = &self.config;
        let api = match c.gemini.api {
            crate::config::GeminiApi::Developer => "developer",
            crate::config::GeminiApi::Vertex => "vertex",
        };
        vec![
            row(
                "gemini.api",
                toml_value(&json!(api)),
                self.source(&[&["gemini", "api"]], None),
            ),
            row(
                "gemini.sdk",
                c.gemini
                    .sdk
                    .map(|(a, b, p)| toml_value(&json!(format!("{a}.{b}.{p}"))))
                    .unwrap_or_else(|| "# unset: the current SDK".into()),
                self.source(
                    &[
                        &["gemini", "sdk"],
                        &["gemini", "sdk-version"],
                        &["gemini", "sdkVersion"],
                    ],
                    None,
                ),
            ),
        ]
    }

    fn rust_rows(&self) -> Vec<Row> {
        vec![row(
            "rust.preserve_order",
            self.config
                .rust_preserve_order
                .map(|b| b.to_string())
                .unwrap_or_else(|| "# unset: from the crate's Cargo.toml".into()),
            self.source(
                &[
                    &["rust", "preserve_order"],
                    &["rust", "preserve-order"],
                    &["rust", "preserveOrder"],
                ],
                None,
            ),
        )]
    }

    fn token_rows(&self) -> Vec<Row> {
        let t = &self.config.tokens;
        let clients: Vec<String> = t.clients.iter().map(|(n, c)| format!("{n}:{c}")).collect();
        vec![
            row(
                "tokens.encoding",
                toml_value(&json!(t.encoding.id())),
                self.source(&[&["tokens", "encoding"]], None),
            ),
            row(
                "tokens.tool-budget",
                t.tool_budget.to_string(),
                self.source(
                    &[&["tokens", "tool-budget"], &["tokens", "toolBudget"]],
                    None,
                ),
            ),
            row(
                "tokens.set-budget",
                t.set_budget.to_string(),
                self.source(&[&["tokens", "set-budget"], &["tokens", "setBudget"]], None),
            ),
            row(
                "tokens.clients",
                list(&clients),
                self.source(&[&["tokens", "clients"]], None),
            ),
        ]
    }
}

/// One shown setting: its key, its value as TOML, and where the value came from.
type Row = (String, String, String);

fn row(key: &str, value: String, source: String) -> Row {
    (key.to_string(), value, source)
}

fn list(v: &[String]) -> String {
    toml_value(&json!(v))
}

/// The rows as `key = value  # from source` lines, the sources in one column.
fn aligned(rows: Vec<Row>) -> String {
    let width = rows
        .iter()
        .filter(|(_, v, _)| !v.starts_with('#'))
        .map(|(k, v, _)| k.len() + v.len() + 3)
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    for (key, value, source) in rows {
        // An unset optional setting is shown as a comment, so the output stays TOML.
        let line = match value.strip_prefix("# unset: ") {
            Some(why) => format!("# {key} unset: {why}"),
            None => format!("{key} = {value}"),
        };
        out.push_str(&format!("{line:<width$}  # from {source}\n"));
    }
    out
}

/// A JSON value written as TOML (strings quoted, lists inline).
fn toml_value(v: &Value) -> String {
    match v {
        Value::String(s) => toml::Value::String(s.clone()).to_string(),
        Value::Array(a) => format!(
            "[{}]",
            a.iter().map(toml_value).collect::<Vec<_>>().join(", ")
        ),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_selectors_are_codes_prefixes_or_all() {
        assert!(known_selector("N"));
        assert!(known_selector("N001"));
        assert!(known_selector("ALL"));
        assert!(!known_selector("Z"));
        assert!(!known_selector("N999"));
        assert!(!known_selector(""));
        assert!(check_flag_codes("--select", &["N".into(), "E501".into()])
            .unwrap_err()
            .contains("`E501`"));
    }
}
