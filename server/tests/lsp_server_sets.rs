//! The editor reports a set several modules register on one server as `check` does (issue
//! 26: one finding per problem): one T002, on the document `check` puts it on, with the
//! other modules as related information; the other documents of the set get none for it.
//! Before, each document judged its own part of the set: a T002 per document over the budget
//! alone, and none where only the whole set is.

use serde_json::{json, Value};

use crate::common::{temp_project, Client};

const SERVER: &str = "\"\"\"The CRM's one server.\"\"\"\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"crm\")\n";

/// A module of `n` tools registered on the CRM's server; the last registration's
/// description holds non-ASCII text, so the UTF-16 end of its line differs from its bytes.
fn tools(topic: &str, names: &[&str]) -> String {
    let mut s = format!("\"\"\"{topic} tools.\"\"\"\nfrom crm.server import mcp\n");
    for (i, n) in names.iter().enumerate() {
        let last = i + 1 == names.len();
        let mark = if last {
            format!(
                "@mcp.tool(description=\"Résumé 📇 of the {topic} record {n}, with its history.\")"
            )
        } else {
            "@mcp.tool()".to_string()
        };
        s.push_str(&format!(
            "\n\n{mark}\ndef {n}(record_id: str, include_archived: bool = False) -> dict:\n    \
             \"\"\"Reads one {topic} record by its id, with its owner, its stage and the notes \
             written on it.\"\"\"\n    return {{}}\n"
        ));
    }
    s
}

/// The T002 findings of each document once every analysis has ended: (file, line, message,
/// related files, the range's end character).
fn settled_t002(
    c: &mut Client,
    uris: &[(&str, String)],
) -> Vec<(String, u64, String, Vec<String>, u64)> {
    loop {
        let counters = c.request(
            "workspace/executeCommand",
            json!({"command": "toolsight.testCounters", "arguments": []}),
        )["result"]
            .clone();
        if counters["tasks"] == 0 {
            std::thread::sleep(std::time::Duration::from_millis(100));
            let again = c.request(
                "workspace/executeCommand",
                json!({"command": "toolsight.testCounters", "arguments": []}),
            )["result"]
                .clone();
            if again["tasks"] == 0 && again["analysed"] == counters["analysed"] {
                break;
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    c.poll();
    let mut last: std::collections::HashMap<String, Vec<Value>> = Default::default();
    for m in &c.backlog {
        if m["method"] == "textDocument/publishDiagnostics" {
            let uri = m["params"]["uri"].as_str().unwrap_or_default().to_string();
            let d = m["params"]["diagnostics"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            last.insert(uri, d);
        }
    }
    let mut out = Vec::new();
    for (file, uri) in uris {
        for d in last.get(uri).into_iter().flatten() {
            if d["code"] != "T002" {
                continue;
            }
            let related = d["relatedInformation"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|r| {
                    let u = r["location"]["uri"].as_str().unwrap_or_default();
                    let at = &r["location"]["range"]["end"];
                    format!(
                        "{}:{}:{}",
                        u.rsplit('/').next().unwrap_or(u),
                        at["line"],
                        at["character"]
                    )
                })
                .collect();
            out.push((
                file.to_string(),
                d["range"]["start"]["line"].as_u64().unwrap() + 1,
                d["message"].as_str().unwrap_or_default().to_string(),
                related,
                d["range"]["end"]["character"].as_u64().unwrap(),
            ));
        }
    }
    out
}

/// `check`'s T002 lines on the project: (file, line, message).
fn check_t002(dir: &std::path::Path) -> Vec<(String, u64, String)> {
    let o = crate::common::run_in(
        dir,
        &[
            "check",
            "crm",
            "--output-format",
            "json",
            "--exit-zero",
            "--select",
            "T002",
        ],
    );
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    v.as_array()
        .unwrap()
        .iter()
        .map(|d| {
            let f = d["file"].as_str().unwrap();
            (
                f.rsplit('/').next().unwrap().to_string(),
                d["range"]["start"]["line"].as_u64().unwrap() + 1,
                d["message"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The UTF-16 length of line `line` (1-based) of `text`.
fn utf16_len(text: &str, line: u64) -> u64 {
    text.lines()
        .nth(line as usize - 1)
        .unwrap()
        .encode_utf16()
        .count() as u64
}

#[test]
fn a_server_shared_by_three_modules_gets_one_set_finding_on_the_document_check_names() {
    let contacts = tools("contact", &["read_contact", "find_contact"]);
    let deals = tools("deal", &["read_deal", "find_deal"]);
    let notes = tools("note", &["read_note", "find_note"]);
    let dir = temp_project(
        "lsp-server-sets",
        &[
            (
                "pyproject.toml",
                "[project]\nname = \"crm\"\n\n[tool.toolsight.tokens]\nset-budget = 400\n",
            ),
            ("crm/__init__.py", ""),
            ("crm/server.py", SERVER),
            ("crm/contacts.py", &contacts),
            ("crm/deals.py", &deals),
            ("crm/notes.py", &notes),
        ],
    );
    let expected = check_t002(&dir);
    assert_eq!(expected.len(), 1, "{expected:?}");
    let root_uri = format!("file://{}", dir.display());
    let mut c = Client::start();
    c.request(
        "initialize",
        json!({"processId": null, "rootUri": root_uri, "capabilities": {"window": {"workDoneProgress": true}},
               "workspaceFolders": [{"uri": root_uri, "name": "crm"}]}),
    );
    c.notify("initialized", json!({}));
    c.notification("$/progress", |p| p["value"]["kind"] == "end");
    let uri = |f: &str| format!("{root_uri}/crm/{f}");
    let docs = [
        ("contacts.py", uri("contacts.py")),
        ("deals.py", uri("deals.py")),
        ("notes.py", uri("notes.py")),
    ];
    for ((_, u), text) in docs.iter().zip([&contacts, &deals, &notes]) {
        c.open(u, text, 1);
    }
    let found = settled_t002(&mut c, &docs);
    assert_eq!(found.len(), 1, "{found:#?}");
    let (file, line, message, related, end) = &found[0];
    assert_eq!(
        (file, *line, message),
        (&expected[0].0, expected[0].1, &expected[0].2)
    );
    assert!(
        message.contains("these 6 tools, registered on `crm.server.mcp` by 3 modules"),
        "{message}"
    );
    // The set's span in the document ends at its last registration, after non-ASCII text
    // (UTF-16 units); the related locations are the other two modules' registrations.
    let text = [&contacts, &deals, &notes][docs.iter().position(|(f, _)| f == file).unwrap()];
    let last_mark = text.lines().position(|l| l.contains("Résumé")).unwrap() as u64 + 1;
    assert_eq!(*end, utf16_len(text, last_mark));
    let mut others: Vec<String> = docs
        .iter()
        .zip([&contacts, &deals, &notes])
        .filter(|((f, _), _)| f != file)
        .map(|((f, _), t)| {
            let l = t.lines().position(|l| l.contains("Résumé")).unwrap() as u64;
            format!("{f}:{l}:{}", utf16_len(t, l + 1))
        })
        .collect();
    others.sort();
    let mut related = related.clone();
    related.sort();
    assert_eq!(related, others);

    // A tool added in another module: the set grows; still one finding, on the same
    // document, counting it.
    let added = format!(
        "{notes}\n\n@mcp.tool()\ndef archive_note(record_id: str) -> dict:\n    \
         \"\"\"Archives one note, which then leaves every list but stays readable.\"\"\"\n    return {{}}\n"
    );
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": docs[2].1, "version": 2}, "contentChanges": [{"text": added}]}),
    );
    std::fs::write(dir.join("crm/notes.py"), &added).unwrap();
    let expected = check_t002(&dir);
    assert_eq!(expected.len(), 1, "{expected:?}");
    let found = settled_t002(&mut c, &docs);
    assert_eq!(found.len(), 1, "{found:#?}");
    let (file, line, message, _, _) = &found[0];
    assert_eq!(
        (file, *line, message),
        (&expected[0].0, expected[0].1, &expected[0].2)
    );
    assert!(message.contains("these 7 tools"), "{message}");
    assert_eq!(c.shutdown_and_exit(), Some(0));
    let _ = std::fs::remove_dir_all(&dir);
}
