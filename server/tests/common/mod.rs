//! A minimal LSP client over the real binary's stdio, as an editor would speak it.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// A tool module with non-ASCII text in its docstrings (UTF-16 positions differ from bytes)
/// and a tool name Anthropic and OpenAI reject.
pub const SAMPLE: &str = r#""""Weather tools — température 🌡️, 東京."""
from selectools import tool


@tool(name="weather.get")
def get_weather(city: str, unit: str = "c") -> str:
    """Get the weather in a city (東京, München 🌧️)."""
    return ""


@tool()
def lookup(query: str) -> str:
    return ""
"#;

pub struct Client {
    child: Child,
    stdin: ChildStdin,
    rx: Receiver<Value>,
    next_id: i64,
    /// Notifications and server requests received while waiting for something else.
    pub backlog: Vec<Value>,
    /// The last diagnostics published for each URI (the server does not send them again
    /// when an analysis gives the same: `diagnostics`).
    last_published: std::collections::HashMap<String, Vec<Value>>,
}

// Generous: the debug build analyses the multi-megabyte test documents in ~12 s of CPU, and
// the tests run in parallel on two cores; a hang still fails.
const TIMEOUT: Duration = Duration::from_secs(60);

impl Client {
    pub fn start() -> Client {
        Client::start_bin(std::path::Path::new(env!("CARGO_BIN_EXE_toolsight")))
    }

    /// A server from another build of toolsight (benchmarks compare two).
    pub fn start_bin(bin: &std::path::Path) -> Client {
        let mut child = Command::new(bin)
            .arg("lsp")
            .env("TOOLSIGHT_TEST_HOOKS", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn toolsight lsp");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let rx = read_messages(stdout);
        Client {
            child,
            stdin,
            rx,
            next_id: 1,
            backlog: Vec::new(),
            last_published: Default::default(),
        }
    }

    pub fn send(&mut self, msg: Value) {
        let body = msg.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{}", body.len(), body).unwrap();
        self.stdin.flush().unwrap();
    }

    /// Sends a body as it is, framed with its byte length (malformed messages).
    pub fn send_raw(&mut self, body: &[u8]) {
        write!(self.stdin, "Content-Length: {}\r\n\r\n", body.len()).unwrap();
        self.stdin.write_all(body).unwrap();
        self.stdin.flush().unwrap();
    }

    /// Sends bytes with no framing added (broken headers).
    pub fn send_bytes(&mut self, bytes: &[u8]) {
        self.stdin.write_all(bytes).unwrap();
        self.stdin.flush().unwrap();
    }

    /// Waits for a message matching `pred` (any kind), looking at the backlog first.
    pub fn message(&mut self, pred: impl Fn(&Value) -> bool) -> Value {
        if let Some(pos) = self.backlog.iter().position(&pred) {
            return self.backlog.remove(pos);
        }
        let deadline = Instant::now() + TIMEOUT;
        loop {
            let m = self.recv(deadline);
            if pred(&m) {
                return m;
            }
            self.answer_server_request(&m);
            self.backlog.push(m);
        }
    }

    /// The exit code once the process ends (it must end within the timeout).
    pub fn exit_code(mut self) -> Option<i32> {
        wait_for_exit(&mut self.child)
    }

    pub fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    /// Sends a request without waiting; returns its id.
    pub fn request_async(&mut self, method: &str, params: Value) -> i64 {
        let id = self.next_id;
        self.next_id += 1;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        id
    }

    fn recv(&mut self, deadline: Instant) -> Value {
        match self
            .rx
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
        {
            Ok(v) => {
                self.note(&v);
                v
            }
            Err(RecvTimeoutError::Timeout) => panic!("timed out waiting for the server"),
            Err(RecvTimeoutError::Disconnected) => panic!("the server closed its output"),
        }
    }

    /// Moves every message already received to the backlog, without waiting.
    pub fn poll(&mut self) {
        while let Ok(m) = self.rx.try_recv() {
            self.answer_server_request(&m);
            self.backlog.push(m);
        }
    }

    /// Waits for the response to `id` (the whole message: `result` or `error`).
    pub fn response(&mut self, id: i64) -> Value {
        let deadline = Instant::now() + TIMEOUT;
        if let Some(pos) = self
            .backlog
            .iter()
            .position(|m| m.get("id") == Some(&json!(id)) && m.get("method").is_none())
        {
            return self.backlog.remove(pos);
        }
        loop {
            let m = self.recv(deadline);
            if m.get("id") == Some(&json!(id)) && m.get("method").is_none() {
                return m;
            }
            self.answer_server_request(&m);
            self.backlog.push(m);
        }
    }

    pub fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.request_async(method, params);
        self.response(id)
    }

    fn answer_server_request(&mut self, m: &Value) {
        // Server-to-client requests (e.g. workDoneProgress/create) need an answer.
        if m.get("method").is_some() && m.get("id").is_some() {
            let id = m["id"].clone();
            self.send(json!({"jsonrpc": "2.0", "id": id, "result": null}));
        }
    }

    /// Waits for a notification matching `pred`, looking at the backlog first.
    pub fn notification(&mut self, method: &str, pred: impl Fn(&Value) -> bool) -> Value {
        if let Some(pos) = self
            .backlog
            .iter()
            .position(|m| m["method"] == method && pred(&m["params"]))
        {
            return self.backlog.remove(pos)["params"].clone();
        }
        let deadline = Instant::now() + TIMEOUT;
        loop {
            let m = self.recv(deadline);
            if m["method"] == method && pred(&m["params"]) {
                return m["params"].clone();
            }
            self.answer_server_request(&m);
            self.backlog.push(m);
        }
    }

    /// A server-to-client request (already answered with `null`), from the backlog or
    /// waited for.
    pub fn backlog_or_wait_request(&mut self, method: &str) -> Value {
        if let Some(pos) = self
            .backlog
            .iter()
            .position(|m| m["method"] == method && m.get("id").is_some())
        {
            return self.backlog.remove(pos);
        }
        let deadline = Instant::now() + TIMEOUT;
        loop {
            let m = self.recv(deadline);
            self.answer_server_request(&m);
            if m["method"] == method && m.get("id").is_some() {
                return m;
            }
            self.backlog.push(m);
        }
    }

    fn note(&mut self, m: &Value) {
        if m["method"] == "textDocument/publishDiagnostics" {
            if let Some(uri) = m["params"]["uri"].as_str() {
                let d = m["params"]["diagnostics"].as_array().cloned();
                self.last_published
                    .insert(uri.to_string(), d.unwrap_or_default());
            }
        }
    }

    /// The diagnostics of `uri` at exactly `version`: those published at that version or,
    /// when the server published none because they equal the last ones it sent for `uri`,
    /// those, once it has analysed `version` and no analysis is running.
    pub fn diagnostics(&mut self, uri: &str, version: i64) -> Vec<Value> {
        let at = |m: &Value| {
            m["method"] == "textDocument/publishDiagnostics"
                && m["params"]["uri"] == uri
                && m["params"]["version"] == version
        };
        let deadline = Instant::now() + TIMEOUT;
        loop {
            if let Some(pos) = self.backlog.iter().position(at) {
                let m = self.backlog.remove(pos);
                return m["params"]["diagnostics"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default();
            }
            match self.rx.recv_timeout(Duration::from_millis(200)) {
                Ok(m) => {
                    self.note(&m);
                    self.answer_server_request(&m);
                    self.backlog.push(m);
                    continue;
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => panic!("the server closed its output"),
            }
            let counters = self.request(
                "workspace/executeCommand",
                json!({"command": "toolsight.testCounters", "arguments": []}),
            )["result"]
                .clone();
            let analysed = counters["analysed"]
                .as_array()
                .is_some_and(|a| a.iter().any(|a| a["uri"] == uri && a["version"] == version));
            // A publication sent before the answer is in the backlog by now.
            if analysed && counters["tasks"] == 0 && !self.backlog.iter().any(at) {
                if let Some(d) = self.last_published.get(uri) {
                    return d.clone();
                }
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for the server"
            );
        }
    }

    pub fn initialize(&mut self, encodings: Option<Vec<&str>>, options: Value) -> Value {
        let mut caps = json!({"textDocument": {"hover": {"contentFormat": ["markdown"]}}});
        if let Some(e) = encodings {
            caps["general"] = json!({"positionEncodings": e});
        }
        let r = self.request(
            "initialize",
            json!({"processId": null, "rootUri": null, "capabilities": caps, "initializationOptions": options}),
        );
        self.notify("initialized", json!({}));
        r
    }

    pub fn open(&mut self, uri: &str, text: &str, version: i64) {
        self.open_as(uri, "python", text, version)
    }

    pub fn open_as(&mut self, uri: &str, language: &str, text: &str, version: i64) {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri, "languageId": language, "version": version, "text": text}}),
        );
    }

    pub fn shutdown_and_exit(mut self) -> Option<i32> {
        let r = self.request("shutdown", Value::Null);
        assert!(r.get("error").is_none(), "shutdown failed: {r}");
        self.notify("exit", Value::Null);
        self.exit_code()
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

/// The messages a server writes to `stdout`, decoded from their `Content-Length` framing on a
/// thread of their own; the channel closes when the output ends or breaks.
pub fn read_messages(stdout: std::process::ChildStdout) -> Receiver<Value> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        let mut r = BufReader::new(stdout);
        loop {
            let mut len = None;
            loop {
                let mut line = String::new();
                if r.read_line(&mut line).unwrap_or(0) == 0 {
                    return;
                }
                let line = line.trim_end();
                if line.is_empty() {
                    break;
                }
                if let Some(v) = line.strip_prefix("Content-Length: ") {
                    len = v.parse::<usize>().ok();
                }
            }
            let Some(n) = len else { return };
            let mut buf = vec![0; n];
            if r.read_exact(&mut buf).is_err() {
                return;
            }
            let v: Value = serde_json::from_slice(&buf).expect("server sent valid JSON");
            if tx.send(v).is_err() {
                return;
            }
        }
    });
    rx
}

/// The exit code of a server that must end within the timeout (killed, and the test failed,
/// when it does not).
pub fn wait_for_exit(child: &mut Child) -> Option<i32> {
    let deadline = Instant::now() + TIMEOUT;
    while Instant::now() < deadline {
        if let Ok(Some(status)) = child.try_wait() {
            return status.code();
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    panic!("the server did not exit");
}

/// Runs toolsight in `dir` (no colours) and waits for it.
/// A project written to a fresh directory under the temporary directory (`tag` and the
/// process id name it), one file per `(path, text)`.
pub fn temp_project(tag: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("toolsight-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    for (path, text) in files {
        let p = d.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    d
}

/// The lines of `check --output-format concise --select CODE .` run in `dir` that name `code`.
pub fn concise_findings(dir: &std::path::Path, code: &str) -> Vec<String> {
    let o = run_in(
        dir,
        &["check", "--output-format", "concise", "--select", code, "."],
    );
    String::from_utf8_lossy(&o.stdout)
        .lines()
        .filter(|l| l.contains(code))
        .map(str::to_string)
        .collect()
}

pub fn run_in(dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("run toolsight")
}

/// Applies LSP text edits (UTF-16 positions) to `text`, last edit first.
pub fn apply_edits(text: &str, edits: &[Value]) -> String {
    let mut with_offsets: Vec<(usize, usize, String)> = edits
        .iter()
        .map(|e| {
            let s = utf16_offset(text, &e["range"]["start"]);
            let t = utf16_offset(text, &e["range"]["end"]);
            (s, t, e["newText"].as_str().unwrap_or("").to_string())
        })
        .collect();
    with_offsets.sort_by_key(|e| std::cmp::Reverse(e.0));
    let mut out = text.to_string();
    for (s, t, new) in with_offsets {
        out.replace_range(s..t, &new);
    }
    out
}

pub fn utf16_offset(text: &str, pos: &Value) -> usize {
    let line = pos["line"].as_u64().unwrap() as usize;
    let ch = pos["character"].as_u64().unwrap() as usize;
    let mut off = 0;
    for (i, l) in text.split('\n').enumerate() {
        if i == line {
            let mut units = 0;
            for (bi, c) in l.char_indices() {
                if units >= ch {
                    return off + bi;
                }
                units += c.len_utf16();
            }
            return off + l.len();
        }
        off += l.len() + 1;
    }
    text.len()
}

/// The UTF-16 position of byte offset `off` in `text`.
pub fn utf16_position(text: &str, off: usize) -> Value {
    let before = &text[..off];
    let line = before.matches('\n').count();
    let line_start = before.rfind('\n').map(|i| i + 1).unwrap_or(0);
    let ch: usize = text[line_start..off].chars().map(char::len_utf16).sum();
    json!({"line": line, "character": ch})
}
