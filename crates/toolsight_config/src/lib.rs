//! User configuration, shared by `pyproject.toml` (`[tool.toolsight]`), `toolsight.toml`,
//! and the language server's `initializationOptions` / `didChangeConfiguration` settings.
//!
//! Invalid settings never stop analysis: `Config::from_json`/`from_toml` return the defaults
//! plus a list of human-readable problems for the caller to show once.

// The layers below, under the names this crate's modules use for them.
use toolsight_frameworks as frameworks;
use toolsight_model as model;
use toolsight_syntax::project_files;
use toolsight_tokens as tokens;

mod requirements;
pub use requirements::required_genai;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::frameworks::Library;
use crate::frameworks::Provider;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Error,
    Warning,
    Info,
    Hint,
}

impl Severity {
    pub fn id(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "info",
            Severity::Hint => "hint",
        }
    }
    pub fn from_id(s: &str) -> Option<Severity> {
        match s {
            "error" => Some(Severity::Error),
            "warning" | "warn" => Some(Severity::Warning),
            "info" | "information" => Some(Severity::Info),
            "hint" => Some(Severity::Hint),
            _ => None,
        }
    }
}

pub use crate::model::provider::GeminiApi;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeminiTarget {
    pub api: GeminiApi,
    /// google-genai SDK version in use, when it matters (`(1, 11, 0)`); `None` = current.
    pub sdk: Option<(u32, u32, u32)>,
    /// The lowest google-genai the project declares it needs (`requirements::required_genai`),
    /// found next to the code rather than configured; `None` when no file says.
    pub required: Option<(u32, u32, u32)>,
}

impl Default for GeminiTarget {
    fn default() -> Self {
        GeminiTarget {
            api: GeminiApi::Developer,
            sdk: None,
            required: None,
        }
    }
}

/// The first google-genai that sends non-None defaults instead of refusing them.
pub const GENAI_SENDS_DEFAULTS: (u32, u32, u32) = (1, 12, 0);

impl GeminiTarget {
    /// google-genai before 1.12 rejects non-None defaults client-side on the Developer API.
    pub fn rejects_defaults(&self) -> bool {
        self.api == GeminiApi::Developer && self.sdk.is_some_and(|v| v < GENAI_SENDS_DEFAULTS)
    }
}

/// Rule selection uses code prefixes, like ruff: `N` selects every name rule, `N001` one.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// Providers the user targets; empty = every provider the file's library formats for.
    pub providers: Vec<Provider>,
    /// Force one library for every file instead of detecting it from imports.
    pub library: Option<Library>,
    /// Library for files that import none of the seed libraries (stores out of the box).
    pub default_library: Library,
    pub gemini: GeminiTarget,
    pub select: Vec<String>,
    pub ignore: Vec<String>,
    pub severities: BTreeMap<String, Severity>,
    /// Extra decorator or call names (qualified, e.g. `myproj.tools.register`) that mark tools.
    pub extra_markers: Vec<String>,
    pub include: Vec<String>,
    pub exclude: Vec<String>,
    /// `strict = true`: OpenAI strict mode where the call site chooses it and the code does
    /// not show it (langchain's `bind_tools(..., strict=True)`).
    pub strict: Option<bool>,
    /// Files larger than this many bytes are not analysed (`max-file-size`): memory for a
    /// syntax tree and its analysis grows with the file, and no tool file is this large.
    pub max_file_size: usize,
    /// `rust.preserve_order = true|false`: whether the Rust build has serde_json's
    /// `preserve_order` on (key order of rmcp payloads); `None`: from the crate's Cargo.toml.
    pub rust_preserve_order: Option<bool>,
    /// `mcp.protocol-version = "2026-07-28"`: the MCP revision whose `tools/list` wire form
    /// is shown (default: the revisions of the `initialize` handshake, up to 2025-11-25).
    pub mcp_protocol: crate::frameworks::McpProtocol,
    /// `[tokens]`: how tool definitions are counted and what they may cost.
    pub tokens: TokenSettings,
}

/// `[tool.toolsight.tokens]`.
#[derive(Clone, Debug, PartialEq)]
pub struct TokenSettings {
    /// The OpenAI encoding counts are made with (`encoding = "cl100k_base"` for GPT-4-era
    /// models).
    pub encoding: crate::tokens::Encoding,
    /// T001: the most one tool's definition may cost (`tool-budget`).
    pub tool_budget: usize,
    /// T002: the most one tool set may cost (`set-budget`).
    pub set_budget: usize,
    /// T003: the clients whose tool caps apply (`clients = ["cursor", "windsurf",
    /// "my-agent:30"]`), as (name, cap).
    pub clients: Vec<(String, usize)>,
}

impl Default for TokenSettings {
    fn default() -> Self {
        TokenSettings {
            encoding: crate::tokens::Encoding::default(),
            tool_budget: 1_000,
            set_budget: 10_000,
            clients: Vec::new(),
        }
    }
}

/// Tool caps of named clients: Cursor's 40 active MCP tools, Windsurf Cascade's 100.
pub const CLIENT_CAPS: &[(&str, usize)] = &[("cursor", 40), ("windsurf", 100)];

fn read_tokens(val: &Value, t: &mut TokenSettings, problems: &mut Vec<String>) {
    let Some(m) = val.as_object() else {
        problems.push(format!("`tokens` must be a table, found {val}"));
        return;
    };
    let number = |k: &str, v: &Value, problems: &mut Vec<String>| match v.as_u64() {
        Some(n) => Some(usize::try_from(n).unwrap_or(usize::MAX)),
        None => {
            problems.push(format!(
                "`tokens.{k}` must be a number of tokens, found {v}"
            ));
            None
        }
    };
    for (k, v) in m {
        match k.as_str() {
            "encoding" => match v.as_str().and_then(crate::tokens::Encoding::from_id) {
                Some(e) => t.encoding = e,
                None => problems.push(format!(
                    "`tokens.encoding` must be \"o200k_base\" or \"cl100k_base\", found {v}"
                )),
            },
            "tool-budget" | "toolBudget" => {
                if let Some(n) = number(k, v, problems) {
                    t.tool_budget = n
                }
            }
            "set-budget" | "setBudget" => {
                if let Some(n) = number(k, v, problems) {
                    t.set_budget = n
                }
            }
            "clients" => {
                let Some(list) = v.as_array() else {
                    problems.push(format!("`tokens.clients` must be a list, found {v}"));
                    continue;
                };
                t.clients.clear();
                for c in list {
                    let Some(s) = c.as_str() else {
                        problems.push(format!(
                            "`tokens.clients` must be a list of strings, found {c}"
                        ));
                        continue;
                    };
                    let named = CLIENT_CAPS.iter().find(|(n, _)| *n == s);
                    let custom = s
                        .rsplit_once(':')
                        .and_then(|(n, cap)| Some((n.to_string(), cap.parse().ok()?)));
                    match (named, custom) {
                        (Some((n, cap)), _) => t.clients.push((n.to_string(), *cap)),
                        (None, Some(pair)) => t.clients.push(pair),
                        _ => problems.push(format!(
                            "unknown client {c} in `tokens.clients` (expected cursor, windsurf or \"NAME:MAX_TOOLS\")"
                        )),
                    }
                }
            }
            other => problems.push(format!("unknown setting `tokens.{other}`")),
        }
    }
}

/// The default `max-file-size`: 10 MiB.
pub const MAX_FILE_SIZE: usize = 10 << 20;

impl Default for Config {
    fn default() -> Self {
        Config {
            providers: Vec::new(),
            library: None,
            default_library: crate::frameworks::DEFAULT,
            gemini: GeminiTarget::default(),
            select: Vec::new(),
            ignore: Vec::new(),
            severities: BTreeMap::new(),
            extra_markers: Vec::new(),
            include: Vec::new(),
            exclude: Vec::new(),
            strict: None,
            max_file_size: MAX_FILE_SIZE,
            rust_preserve_order: None,
            mcp_protocol: crate::frameworks::McpProtocol::default(),
            tokens: TokenSettings::default(),
        }
    }
}

impl Config {
    pub fn enabled(&self, code: &str) -> bool {
        let longest = |list: &[String]| {
            list.iter()
                .filter(|p| code.starts_with(p.as_str()) || p.as_str() == "ALL")
                .map(|p| if p == "ALL" { 0 } else { p.len() })
                .max()
        };
        let sel = if self.select.is_empty() {
            Some(0)
        } else {
            longest(&self.select)
        };
        match (sel, longest(&self.ignore)) {
            (None, _) => false,
            (Some(_), None) => true,
            // The more specific entry wins, as in ruff.
            (Some(s), Some(i)) => s > i,
        }
    }

    /// Like `enabled`, for a rule that is off unless selected by name or prefix
    /// (`select = ["D003"]`, `select = ["D"]`; `ALL` does not count).
    pub fn enabled_opt_in(&self, code: &str) -> bool {
        self.enabled(code)
            && self
                .select
                .iter()
                .any(|p| p != "ALL" && code.starts_with(p.as_str()))
    }

    pub fn severity(&self, code: &str, default: Severity) -> Severity {
        self.severities
            .iter()
            .filter(|(k, _)| code.starts_with(k.as_str()))
            .max_by_key(|(k, _)| k.len())
            .map(|(_, v)| *v)
            .unwrap_or(default)
    }

    pub fn targets(&self, p: Provider) -> bool {
        self.providers.is_empty() || self.providers.contains(&p)
    }

    /// Reads settings from a JSON object (LSP settings, or TOML converted to JSON).
    /// Unknown keys and bad values are reported and skipped; the rest still applies.
    pub fn from_json(v: &Value) -> (Config, Vec<String>) {
        let mut c = Config::default();
        let mut problems = Vec::new();
        let Some(obj) = v.as_object() else {
            // Lua and some clients encode an empty table as `[]`.
            let empty = v.as_array().is_some_and(|a| a.is_empty());
            if !v.is_null() && !empty {
                problems.push("settings must be an object".to_string());
            }
            return (c, problems);
        };
        // A lone string is not taken for a one-item list: the README documents lists, and a
        // file that says `providers = "openai-chat"` should learn that, not half-work.
        let strings = |key: &str, val: &Value, problems: &mut Vec<String>| -> Vec<String> {
            match val {
                Value::String(s) => {
                    problems.push(format!(
                        "`{key}` must be a list of strings, found the string {val} (write {key} = [{}])",
                        toml::Value::String(s.clone())
                    ));
                    Vec::new()
                }
                Value::Array(a) => a
                    .iter()
                    .filter_map(|x| {
                        let s = x.as_str().map(str::to_string);
                        if s.is_none() {
                            problems.push(format!("`{key}` must be a list of strings, found {x}"));
                        }
                        s
                    })
                    .collect(),
                other => {
                    problems.push(format!("`{key}` must be a list of strings, found {other}"));
                    Vec::new()
                }
            }
        };
        for (key, val) in obj {
            match key.as_str() {
                "providers" => {
                    for p in strings(key, val, &mut problems) {
                        match Provider::from_id(&p) {
                            Some(p) if p != Provider::Native => c.providers.push(p),
                            _ => problems.push(format!(
                                "unknown provider `{p}` in `providers` (expected one of: {})",
                                Provider::choosable_ids()
                            )),
                        }
                    }
                }
                "library" => match val.as_str() {
                    Some("auto") | None if val.is_null() || val == "auto" => {}
                    Some(id) => match crate::frameworks::by_id(id) {
                        Some(l) => c.library = Some(l),
                        None => problems.push(format!(
                            "unknown library `{id}` (expected auto or one of: {})",
                            crate::frameworks::ids().join(", ")
                        )),
                    },
                    None => problems.push(format!("`library` must be a string, found {val}")),
                },
                "default-library" | "defaultLibrary" => match val.as_str() {
                    Some(id) => match crate::frameworks::by_id(id) {
                        Some(l) => c.default_library = l,
                        None => problems.push(format!(
                            "unknown library `{id}` in `{key}` (expected one of: {})",
                            crate::frameworks::ids().join(", ")
                        )),
                    },
                    None => problems.push(format!("`{key}` must be a string, found {val}")),
                },
                "gemini" => read_gemini(val, &mut c.gemini, &mut problems),
                "mcp" => read_mcp(val, &mut c.mcp_protocol, &mut problems),
                "select" => c.select = strings(key, val, &mut problems),
                "ignore" => c.ignore = strings(key, val, &mut problems),
                "severity" | "severities" => match val.as_object() {
                    Some(m) => {
                        for (code, s) in m {
                            match s.as_str().and_then(Severity::from_id) {
                                Some(sev) => {
                                    c.severities.insert(code.clone(), sev);
                                }
                                None => problems.push(format!(
                                    "severity for `{code}` must be error, warning, info or hint, found {s}"
                                )),
                            }
                        }
                    }
                    None => problems.push(format!(
                        "`{key}` must be a table of CODE = \"severity\", found {val}"
                    )),
                },
                "extra-markers" | "extraMarkers" => {
                    c.extra_markers = strings(key, val, &mut problems)
                }
                "strict" => match val.as_bool() {
                    Some(b) => c.strict = Some(b),
                    None => problems.push(format!("`strict` must be true or false, found {val}")),
                },
                "max-file-size" | "maxFileSize" => match val.as_u64() {
                    Some(n) => c.max_file_size = usize::try_from(n).unwrap_or(usize::MAX),
                    None => problems.push(format!(
                        "`max-file-size` must be a number of bytes, found {val}"
                    )),
                },
                "rust" => match val.as_object() {
                    Some(m) => {
                        for (k, v) in m {
                            match (k.as_str(), v.as_bool()) {
                                (
                                    "preserve_order" | "preserve-order" | "preserveOrder",
                                    Some(b),
                                ) => c.rust_preserve_order = Some(b),
                                ("preserve_order" | "preserve-order" | "preserveOrder", None) => {
                                    problems.push(format!(
                                        "`rust.{k}` must be true or false, found {v}"
                                    ))
                                }
                                (other, _) => {
                                    problems.push(format!("unknown setting `rust.{other}`"))
                                }
                            }
                        }
                    }
                    None => problems.push(format!(
                        "`rust` must be a table with `preserve_order`, found {val}"
                    )),
                },
                "tokens" => read_tokens(val, &mut c.tokens, &mut problems),
                "include" => c.include = strings(key, val, &mut problems),
                "exclude" => c.exclude = strings(key, val, &mut problems),
                // Editor-only settings that the server does not interpret.
                "path" | "trace" | "enable" => {}
                other => problems.push(format!("unknown setting `{other}`")),
            }
        }
        (c, problems)
    }

    /// What renderers need from the settings.
    pub fn render_config(&self) -> crate::frameworks::RenderConfig {
        crate::frameworks::RenderConfig {
            strict: self.strict,
            // The Developer API is the default, so only Vertex is a setting.
            gemini_api: (self.gemini.api != GeminiApi::Developer).then_some(self.gemini.api),
            rust_preserve_order: self.rust_preserve_order,
            mcp_protocol: self.mcp_protocol,
        }
    }

    /// Settings with `--config KEY=VALUE` overrides applied, as ruff's flag does: the pair
    /// is read as a TOML line (`gemini.api = "vertex"`, `strict = true`); a bare word value
    /// is taken as a string (`gemini.api=vertex`).
    pub fn with_overrides(mut settings: Value, overrides: &[String]) -> Result<Value, String> {
        for o in overrides {
            let Some((key, value)) = o.split_once('=') else {
                return Err(format!("--config `{o}`: expected KEY=VALUE"));
            };
            let (key, value) = (key.trim(), value.trim());
            let parsed: toml::Value = toml::from_str(&format!("{key} = {value}"))
                .or_else(|_| {
                    toml::from_str(&format!("{key} = {}", toml::Value::String(value.into())))
                })
                .map_err(|e| format!("--config `{o}`: {e}"))?;
            let parsed = serde_json::to_value(&parsed).map_err(|e| e.to_string())?;
            merge(&mut settings, parsed);
        }
        Ok(settings)
    }

    /// Reads `[tool.toolsight]` from a pyproject.toml, or the top level of a toolsight.toml.
    pub fn from_toml(text: &str, pyproject: bool) -> Result<(Config, Vec<String>), String> {
        Ok(Config::from_json(&Config::toml_settings(text, pyproject)?))
    }

    /// The settings table of a configuration file as JSON (`{}` when a pyproject has none).
    pub fn toml_settings(text: &str, pyproject: bool) -> Result<Value, String> {
        let doc: toml::Value = toml::from_str(text).map_err(|e| e.to_string())?;
        let table = if pyproject {
            match doc.get("tool").and_then(|t| t.get("toolsight")) {
                Some(t) => t.clone(),
                None => return Ok(Value::Object(Default::default())),
            }
        } else {
            doc
        };
        serde_json::to_value(&table).map_err(|e| e.to_string())
    }

    /// The nearest configuration file for `start` and its settings as JSON (the language
    /// server layers the editor's settings over these). The error says what is wrong with
    /// the file, without its path.
    pub fn discover_settings(start: &Path) -> Option<(PathBuf, Result<Value, String>)> {
        let dir = if start.is_dir() {
            Some(start.to_path_buf())
        } else {
            // `t.py`'s parent is the empty path: the current directory.
            start
                .parent()
                .map(|p| {
                    if p.as_os_str().is_empty() {
                        Path::new(".")
                    } else {
                        p
                    }
                })
                .map(Path::to_path_buf)
        };
        // Only inside the project (`project::project_dirs`).
        let dirs = dir
            .map(|d| crate::project_files::project_dirs(&d))
            .unwrap_or_default();
        let root = dirs.last().cloned().unwrap_or_default();
        for d in &dirs {
            for (name, pyproject) in [("toolsight.toml", false), ("pyproject.toml", true)] {
                let p = d.join(name);
                let text = match read_config_file(&p, &root) {
                    Ok(Some(text)) => text,
                    Ok(None) => continue,
                    // A pyproject.toml is not ours unless it has our table: one that cannot
                    // be read safely is passed over, as one without the table is.
                    Err(_) if pyproject => continue,
                    Err(e) => return Some((p, Err(e))),
                };
                if pyproject && !text.contains("[tool.toolsight") {
                    continue;
                }
                let settings = Config::toml_settings(&text, pyproject)
                    .map_err(|e| format!("invalid TOML: {}", clip_lines(&e)));
                return Some((p, settings));
            }
        }
        None
    }

    /// Finds and reads the configuration that applies to `start` (a file or directory):
    /// the nearest `toolsight.toml`, or `pyproject.toml` with a `[tool.toolsight]` table.
    pub fn discover(start: &Path) -> (Config, Option<PathBuf>, Vec<String>) {
        match Config::discover_settings(start) {
            Some((p, Ok(settings))) => {
                let (c, problems) = Config::from_json(&settings);
                (c, Some(p), problems)
            }
            Some((p, Err(e))) => (
                Config::default(),
                Some(p.clone()),
                vec![format!("{}: {e}", p.display())],
            ),
            None => (Config::default(), None, Vec::new()),
        }
    }
}

pub use crate::project_files::read_config_file;

/// A parse error's text with each line cut to `MAX_ERROR_LINE` characters: the parser quotes
/// the offending line, which may be anything (a minified file, a secret); nothing else of
/// the file is shown.
fn clip_lines(message: &str) -> String {
    const MAX_ERROR_LINE: usize = 120;
    message
        .lines()
        .map(|l| match l.char_indices().nth(MAX_ERROR_LINE) {
            Some((at, _)) => format!("{}…", &l[..at]),
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Deep merge of settings objects: tables merge key by key, anything else replaces.
pub fn merge(base: &mut Value, over: Value) {
    match (base, over) {
        (Value::Object(b), Value::Object(o)) => {
            for (k, v) in o {
                match b.get_mut(&k) {
                    Some(existing) if existing.is_object() && v.is_object() => merge(existing, v),
                    _ => {
                        b.insert(k, v);
                    }
                }
            }
        }
        (b, o) => *b = o,
    }
}

fn read_gemini(val: &Value, g: &mut GeminiTarget, problems: &mut Vec<String>) {
    let Some(obj) = val.as_object() else {
        problems.push(format!(
            "`gemini` must be a table with `api` and/or `sdk`, found {val}"
        ));
        return;
    };
    for (k, v) in obj {
        match k.as_str() {
            "api" => match v.as_str() {
                Some("developer") | Some("gemini") => g.api = GeminiApi::Developer,
                Some("vertex") => g.api = GeminiApi::Vertex,
                _ => problems.push(format!(
                    "`gemini.api` must be \"developer\" or \"vertex\", found {v}"
                )),
            },
            "sdk" | "sdk-version" | "sdkVersion" => match v.as_str().and_then(parse_version) {
                Some(ver) => g.sdk = Some(ver),
                None => problems.push(format!(
                    "`gemini.sdk` must be a version like \"1.11.0\", found {v}"
                )),
            },
            other => problems.push(format!("unknown setting `gemini.{other}`")),
        }
    }
}

fn read_mcp(val: &Value, p: &mut crate::frameworks::McpProtocol, problems: &mut Vec<String>) {
    let Some(obj) = val.as_object() else {
        problems.push(format!(
            "`mcp` must be a table with `protocol-version`, found {val}"
        ));
        return;
    };
    for (k, v) in obj {
        match k.as_str() {
            "protocol-version" | "protocol_version" | "protocolVersion" => {
                // A bare `--config mcp.protocol-version=2026-07-28` is a TOML date.
                let text = v
                    .as_str()
                    .or_else(|| v.get("$__toml_private_datetime").and_then(Value::as_str));
                match text.and_then(crate::frameworks::McpProtocol::from_id) {
                    Some(version) => *p = version,
                    None => problems.push(format!(
                        "`mcp.protocol-version` must be one of {}, found {v}",
                        crate::frameworks::McpProtocol::IDS.join(", ")
                    )),
                }
            }
            other => problems.push(format!("unknown setting `mcp.{other}`")),
        }
    }
}

fn parse_version(s: &str) -> Option<(u32, u32, u32)> {
    let mut it = s.trim().split('.').map(|p| p.parse::<u32>());
    let major = it.next()?.ok()?;
    let minor = it.next().unwrap_or(Ok(0)).ok()?;
    let patch = it.next().unwrap_or(Ok(0)).ok()?;
    Some((major, minor, patch))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn rust_preserve_order_from_files_and_flags() {
        let v = Config::with_overrides(json!({}), &["rust.preserve_order=true".into()]).unwrap();
        let (c, problems) = Config::from_json(&v);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(c.rust_preserve_order, Some(true));
        assert_eq!(c.render_config().rust_preserve_order, Some(true));
        let (c, problems) = Config::from_json(&json!({"rust": {"preserve_order": "yes"}}));
        assert_eq!(c.rust_preserve_order, None);
        assert_eq!(problems.len(), 1, "{problems:?}");
    }

    #[test]
    fn config_flags_override_file_settings() {
        let file = json!({"gemini": {"api": "developer", "sdk": "1.20"}, "ignore": ["D"]});
        let v = Config::with_overrides(
            file,
            &[
                "gemini.api=vertex".into(),
                "strict = true".into(),
                "ignore=[\"N\"]".into(),
            ],
        )
        .unwrap();
        let (c, problems) = Config::from_json(&v);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(c.gemini.api, GeminiApi::Vertex);
        assert_eq!(c.gemini.sdk, Some((1, 20, 0)));
        assert_eq!(c.strict, Some(true));
        assert_eq!(c.ignore, vec!["N".to_string()]);
        assert!(Config::with_overrides(json!({}), &["novalue".into()]).is_err());
    }

    #[test]
    fn mcp_protocol_version_is_read_and_checked() {
        use crate::frameworks::McpProtocol;
        assert_eq!(Config::default().mcp_protocol, McpProtocol::Handshake);
        let (c, p) = Config::from_json(&json!({"mcp": {"protocol-version": "2026-07-28"}}));
        assert!(p.is_empty(), "{p:?}");
        assert_eq!(c.render_config().mcp_protocol, McpProtocol::V2026_07_28);
        let v = Config::with_overrides(
            json!({"mcp": {"protocol-version": "2026-07-28"}}),
            &["mcp.protocol_version=2025-06-18".into()],
        )
        .unwrap();
        let (c, p) = Config::from_json(&v);
        assert!(p.is_empty(), "{p:?}");
        assert_eq!(c.mcp_protocol, McpProtocol::Handshake);
        let (_, p) = Config::from_json(&json!({"mcp": {"protocol-version": "2027-01-01", "x": 1}}));
        assert_eq!(p.len(), 2, "{p:?}");
        assert!(
            p[0].contains("`mcp.protocol-version` must be one of"),
            "{p:?}"
        );
    }

    #[test]
    fn token_settings_are_read_and_checked() {
        let (c, p) = Config::from_json(&json!({"tokens": {
            "encoding": "cl100k_base", "tool-budget": 50, "set-budget": 500,
            "clients": ["cursor", "kiosk:3"]}}));
        assert!(p.is_empty(), "{p:?}");
        assert_eq!(c.tokens.encoding, crate::tokens::Encoding::Cl100kBase);
        assert_eq!((c.tokens.tool_budget, c.tokens.set_budget), (50, 500));
        assert_eq!(
            c.tokens.clients,
            vec![("cursor".to_string(), 40), ("kiosk".to_string(), 3)]
        );
        let (c, p) = Config::from_json(&json!({"tokens": {
            "encoding": "gpt2", "tool-budget": "many", "clients": ["vim"], "budget": 1}}));
        assert_eq!(c.tokens, TokenSettings::default());
        assert_eq!(p.len(), 4, "{p:?}");
    }

    #[test]
    fn selection_prefers_the_more_specific_entry() {
        let (c, p) = Config::from_json(&json!({"select": ["N", "S001"], "ignore": ["N002"]}));
        assert!(p.is_empty());
        assert!(c.enabled("N001"));
        assert!(!c.enabled("N002"));
        assert!(c.enabled("S001"));
        assert!(!c.enabled("S002"));
    }

    #[test]
    fn bad_settings_are_reported_and_defaults_kept() {
        let (c, p) = Config::from_json(
            &json!({"providers": ["anthropic", "cohere"], "library": 3, "gemini": {"sdk": "x"}}),
        );
        assert_eq!(c.providers, vec![Provider::Anthropic]);
        assert_eq!(c.library, None);
        assert_eq!(p.len(), 3, "{p:?}");
    }

    #[test]
    fn every_key_of_the_wrong_type_is_named_with_its_expected_type() {
        // (setting, the expected type its problem must name)
        let cases = [
            (
                json!({"providers": "openai-chat"}),
                "`providers` must be a list of strings",
            ),
            (json!({"select": "N"}), "`select` must be a list of strings"),
            (
                json!({"ignore": "D001"}),
                "`ignore` must be a list of strings",
            ),
            (
                json!({"include": "src/**"}),
                "`include` must be a list of strings",
            ),
            (json!({"exclude": 3}), "`exclude` must be a list of strings"),
            (
                json!({"extra-markers": "a.b"}),
                "`extra-markers` must be a list of strings",
            ),
            (
                json!({"providers": [1]}),
                "`providers` must be a list of strings",
            ),
            (json!({"library": true}), "`library` must be a string"),
            (
                json!({"default-library": 1}),
                "`default-library` must be a string",
            ),
            (json!({"severity": "warning"}), "`severity` must be a table"),
            (
                json!({"severity": {"N001": 2}}),
                "severity for `N001` must be error",
            ),
            (json!({"strict": "yes"}), "`strict` must be true or false"),
            (
                json!({"max-file-size": "10MB"}),
                "`max-file-size` must be a number",
            ),
            (
                json!({"max-file-size": -1}),
                "`max-file-size` must be a number",
            ),
            (json!({"gemini": "vertex"}), "`gemini` must be a table"),
            (json!({"gemini": {"api": 1}}), "`gemini.api` must be"),
            (
                json!({"gemini": {"sdk": 1.11}}),
                "`gemini.sdk` must be a version",
            ),
            (json!({"rust": true}), "`rust` must be a table"),
            (
                json!({"rust": {"preserve_order": 1}}),
                "`rust.preserve_order` must be true or false",
            ),
            (json!({"tokens": 5}), "`tokens` must be a table"),
            (
                json!({"tokens": {"encoding": 1}}),
                "`tokens.encoding` must be",
            ),
            (
                json!({"tokens": {"tool-budget": "1k"}}),
                "`tokens.tool-budget` must be a number",
            ),
            (
                json!({"tokens": {"set-budget": 1.5}}),
                "`tokens.set-budget` must be a number",
            ),
            (
                json!({"tokens": {"clients": "cursor"}}),
                "`tokens.clients` must be a list",
            ),
            (
                json!({"tokens": {"clients": [40]}}),
                "`tokens.clients` must be a list of strings",
            ),
        ];
        for (settings, expected) in cases {
            let (c, p) = Config::from_json(&settings);
            assert_eq!(p.len(), 1, "{settings}: {p:?}");
            assert!(p[0].contains(expected), "{settings}: {p:?}");
            assert_eq!(
                c,
                Config::default(),
                "{settings}: a bad value must not apply"
            );
        }
        // The string-for-a-list problem shows the list to write instead.
        let (_, p) = Config::from_json(&json!({"providers": "openai-chat"}));
        assert!(p[0].contains(r#"providers = ["openai-chat"]"#), "{p:?}");
        // The same through `--config`, where a bare word is read as a string.
        let v = Config::with_overrides(json!({}), &["providers=openai-chat".into()]).unwrap();
        let (_, p) = Config::from_json(&v);
        assert_eq!(p.len(), 1, "{p:?}");
        assert!(
            p[0].contains("`providers` must be a list of strings"),
            "{p:?}"
        );
    }

    #[test]
    fn reads_pyproject_table() {
        let text = "[tool.toolsight]\nproviders = [\"gemini\"]\nignore = [\"D\"]\n[tool.toolsight.severity]\nN001 = \"warning\"\n[tool.toolsight.gemini]\napi = \"vertex\"\nsdk = \"1.11\"\n";
        let (c, p) = Config::from_toml(text, true).unwrap();
        assert!(p.is_empty(), "{p:?}");
        assert_eq!(c.providers, vec![Provider::Gemini]);
        assert_eq!(c.severity("N001", Severity::Error), Severity::Warning);
        assert!(!c.gemini.rejects_defaults());
        assert_eq!(c.gemini.sdk, Some((1, 11, 0)));
    }
}
