//! Golden entries and their files: `{"function", "name", "library", "provider", "schema" |
//! "error"}` per tool and provider, one JSON array per corpus file, in the Python goldens' format
//! (`json.dumps(indent=2, ensure_ascii=False)`). The payload is serialized straight from the
//! crate's own struct with serde_json's pretty formatter, never through a `serde_json::Value`
//! built here, so its key order is exactly the crate's wire order under this build's features.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Serialize;

pub enum Body {
    /// The payload, already serialized (pretty, two-space indent).
    Schema(String),
    Error {
        code: String,
        message: String,
    },
}

pub struct Entry {
    pub function: String,
    pub name: String,
    pub library: &'static str,
    pub provider: &'static str,
    pub body: Body,
}

/// Entries per golden directory, then per corpus stem, in corpus order.
#[derive(Default)]
pub struct Goldens {
    pub dirs: BTreeMap<&'static str, BTreeMap<String, Vec<Entry>>>,
}

impl Goldens {
    pub fn push(&mut self, dir: &'static str, stem: &str, entry: Entry) {
        self.dirs
            .entry(dir)
            .or_default()
            .entry(stem.to_string())
            .or_default()
            .push(entry);
    }

    /// Replaces each directory under `out` that this run produces.
    pub fn write(&self, out: &Path) {
        for (dir, files) in &self.dirs {
            let path = out.join(dir);
            if path.exists() {
                std::fs::remove_dir_all(&path).unwrap();
            }
            std::fs::create_dir_all(&path).unwrap();
            for (stem, entries) in files {
                std::fs::write(path.join(format!("{stem}.json")), render(entries)).unwrap();
            }
        }
    }
}

pub fn pretty<T: Serialize + ?Sized>(value: &T) -> String {
    let mut buf = Vec::new();
    let formatter = serde_json::ser::PrettyFormatter::with_indent(b"  ");
    let mut ser = serde_json::Serializer::with_formatter(&mut buf, formatter);
    value.serialize(&mut ser).unwrap();
    String::from_utf8(buf).unwrap()
}

fn string(s: &str) -> String {
    serde_json::to_string(s).unwrap()
}

fn render(entries: &[Entry]) -> String {
    if entries.is_empty() {
        return "[]\n".into();
    }
    let items: Vec<String> = entries
        .iter()
        .map(|e| {
            let body = match &e.body {
                Body::Schema(text) => format!("\"schema\": {}", text.replace('\n', "\n    ")),
                Body::Error { code, message } => format!(
                    "\"error\": {{\n      \"code\": {},\n      \"message\": {}\n    }}",
                    string(code),
                    string(message)
                ),
            };
            format!(
                "  {{\n    \"function\": {},\n    \"name\": {},\n    \"library\": {},\n    \"provider\": {},\n    {}\n  }}",
                string(&e.function),
                string(&e.name),
                string(e.library),
                string(e.provider),
                body
            )
        })
        .collect();
    format!("[\n{}\n]\n", items.join(",\n"))
}

/// The message of a caught panic.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else {
        "(non-string panic payload)".into()
    }
}

/// Runs `f`, turning a panic into its message.
pub fn catch<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|p| panic_message(&*p))
}
