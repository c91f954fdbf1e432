//! A finding whose payload is made from several places names the others as related
//! locations: LSP `relatedInformation`, SARIF `relatedLocations`, JSON `related`, and a
//! `related:` note in the text report. The fixture's related place follows non-ASCII text
//! on its line, so UTF-16 columns differ from bytes and from characters' UTF-8 offsets.

use std::path::PathBuf;
use std::process::Command;

use serde_json::{json, Value};

use crate::common::Client;

/// A langchain tool class whose parameters come from a model defined beside it: a finding
/// about the model's field sits on the field, and the `args_schema` assignment that brings
/// the model into the tool's payload is its related location.
const SOURCE: &str = r#"from typing import Any, Dict, Optional

from langchain_core.tools import BaseTool
from pydantic import BaseModel, Field


class CreateEventSchema(BaseModel):
    summary: str = Field(description="The title of the event.")
    recurrence: Optional[Dict[str, Any]] = Field(
        default=None, description="The recurrence rule, as RRULE parts."
    )


class CreateEvent(BaseTool):
    name: str = "create_calendar_event"
    description: str = "Créer un évènement 📅."; args_schema: type[BaseModel] = CreateEventSchema

    def _run(self, summary: str, recurrence: Optional[Dict[str, Any]] = None) -> str:
        return summary
"#;

/// Line (0-based) and UTF-16 column of `args_schema` on its line.
fn related_start() -> (u64, u64) {
    let (i, line) = SOURCE
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains("args_schema"))
        .unwrap();
    let at = line.find("args_schema").unwrap();
    (i as u64, line[..at].encode_utf16().count() as u64)
}

fn fixture(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("toolsight-related-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(d.join("calendar_tool.py"), SOURCE).unwrap();
    d
}

fn check(dir: &PathBuf, format: &str) -> String {
    let o = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["check", "calendar_tool.py", "--output-format", format])
        .current_dir(dir)
        .output()
        .unwrap();
    String::from_utf8(o.stdout).unwrap()
}

/// The finding on the `recurrence` field (line 9).
fn on_field<'a>(
    items: impl Iterator<Item = &'a Value>,
    line_of: impl Fn(&Value) -> u64,
) -> &'a Value {
    let all: Vec<&Value> = items.collect();
    all.iter()
        .copied()
        .find(|d| line_of(d) == 8)
        .unwrap_or_else(|| panic!("no finding on the field: {all:#?}"))
}

#[test]
fn sarif_json_and_text_name_the_related_location() {
    let dir = fixture("cli");
    let (line, col) = related_start();
    let text_line = SOURCE.lines().nth(line as usize).unwrap();
    let byte_col = text_line.find("args_schema").unwrap();
    let char_col = text_line[..byte_col].chars().count();
    // Non-ASCII text before the related place: bytes, characters and UTF-16 units differ.
    assert!(byte_col as u64 != col && char_col as u64 != col);

    let sarif: Value = serde_json::from_str(&check(&dir, "sarif")).unwrap();
    let results = sarif["runs"][0]["results"].as_array().unwrap();
    let r = on_field(results.iter(), |r| {
        r["locations"][0]["physicalLocation"]["region"]["startLine"]
            .as_u64()
            .unwrap()
            - 1
    });
    let rel = &r["relatedLocations"][0];
    assert_eq!(rel["id"], 0, "{r:#}");
    assert_eq!(
        rel["physicalLocation"]["artifactLocation"]["uri"],
        "calendar_tool.py"
    );
    assert_eq!(
        rel["physicalLocation"]["region"]["startLine"],
        json!(line + 1),
        "{r:#}"
    );
    // SARIF columns are 1-based UTF-16 code units (`columnKind`).
    assert_eq!(
        rel["physicalLocation"]["region"]["startColumn"],
        json!(col + 1),
        "{r:#}"
    );
    assert!(rel["message"]["text"]
        .as_str()
        .unwrap()
        .contains("CreateEventSchema"));

    let out: Value = serde_json::from_str(&check(&dir, "json")).unwrap();
    let d = on_field(out.as_array().unwrap().iter(), |d| {
        d["range"]["start"]["line"].as_u64().unwrap()
    });
    assert_eq!(
        d["related"][0]["range"]["start"],
        json!({"line": line, "character": col}),
        "{d:#}"
    );
    assert_eq!(d["related"][0]["file"], "calendar_tool.py");

    // The text report counts columns in characters, as its locations do.
    let text = check(&dir, "full");
    assert!(
        text.contains(&format!(
            "related: calendar_tool.py:{}:{}",
            line + 1,
            char_col + 1
        )),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lsp_related_information_is_placed_in_utf16() {
    let dir = fixture("lsp");
    let (line, col) = related_start();
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = format!("file://{}", dir.join("calendar_tool.py").display());
    c.open(&uri, SOURCE, 1);
    let diags = c.diagnostics(&uri, 1);
    let d = on_field(diags.iter(), |d| {
        d["range"]["start"]["line"].as_u64().unwrap()
    });
    let info = &d["relatedInformation"][0];
    assert_eq!(info["location"]["uri"], json!(uri), "{d:#}");
    assert_eq!(
        info["location"]["range"]["start"],
        json!({"line": line, "character": col}),
        "{d:#}"
    );
    assert!(info["message"]
        .as_str()
        .unwrap()
        .contains("CreateEventSchema"));
    c.shutdown_and_exit();
    let _ = std::fs::remove_dir_all(&dir);
}
