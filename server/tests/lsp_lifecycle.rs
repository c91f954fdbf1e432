//! The language server's life (issue 27), through the real binary over stdio, with a client
//! that never answers the server's requests: progress is only requested from clients that
//! declared it, analysis never waits for the client, and the process ends on `exit`, at the
//! end of its input and on SIGTERM whatever is pending. Every wait is bounded; nothing here
//! measures time.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// Long enough for a debug build on a busy machine; a hang still fails.
const TIMEOUT: Duration = Duration::from_secs(60);

/// A client that sends what it is told and answers nothing.
struct Silent {
    child: Child,
    stdin: Option<ChildStdin>,
    rx: Receiver<Value>,
    seen: Vec<Value>,
}

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_toolsight")
}

impl Silent {
    fn start() -> Silent {
        Silent::spawn(Command::new(bin()).arg("lsp"))
    }

    fn spawn(cmd: &mut Command) -> Silent {
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn toolsight lsp");
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().unwrap();
        let rx = crate::common::read_messages(stdout);
        Silent {
            child,
            stdin,
            rx,
            seen: Vec::new(),
        }
    }

    fn send_raw(&mut self, body: &[u8]) {
        let stdin = self.stdin.as_mut().expect("input still open");
        write!(stdin, "Content-Length: {}\r\n\r\n", body.len()).unwrap();
        stdin.write_all(body).unwrap();
        stdin.flush().unwrap();
    }

    fn send(&mut self, msg: Value) {
        self.send_raw(msg.to_string().as_bytes());
    }

    /// Waits for a message matching `pred`; everything received is kept in `seen`.
    fn wait(&mut self, what: &str, pred: impl Fn(&Value) -> bool) -> Value {
        if let Some(m) = self.seen.iter().find(|m| pred(m)) {
            return m.clone();
        }
        let deadline = Instant::now() + TIMEOUT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let m = self
                .rx
                .recv_timeout(left)
                .unwrap_or_else(|e| panic!("no {what} ({e}); received: {:#?}", self.seen));
            self.seen.push(m.clone());
            if pred(&m) {
                return m;
            }
        }
    }

    fn initialize(&mut self, capabilities: Value, root: Option<&std::path::Path>) {
        let root_uri = root.map(|r| format!("file://{}", r.display()));
        let folders = root_uri
            .as_ref()
            .map(|u| json!([{"uri": u, "name": "root"}]));
        self.send(
            json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "processId": null, "rootUri": root_uri, "capabilities": capabilities,
            "workspaceFolders": folders}}),
        );
        self.wait("initialize result", |m| {
            m["id"] == 1 && m.get("result").is_some()
        });
        self.send(json!({"jsonrpc": "2.0", "method": "initialized", "params": {}}));
    }

    /// The exit status once the process ends; it must end within the timeout.
    fn exit_code(&mut self) -> Option<i32> {
        crate::common::wait_for_exit(&mut self.child)
    }
}

impl Drop for Silent {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn workspace() -> std::path::PathBuf {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .join("tests/workspace");
    std::fs::canonicalize(root).unwrap()
}

/// Opens `agents/assistant.py` of the workspace fixture; its C001 (a name collision with a
/// tool of `agents/orders.py`) is only reported once the workspace is indexed.
fn open_assistant(c: &mut Silent, root: &std::path::Path) -> String {
    let path = root.join("agents/assistant.py");
    let uri = format!("file://{}", path.display());
    let text = std::fs::read_to_string(&path).unwrap();
    c.send(
        json!({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "python", "version": 1, "text": text}}}),
    );
    uri
}

fn has_cross_module_collision(m: &Value, uri: &str) -> bool {
    m["method"] == "textDocument/publishDiagnostics"
        && m["params"]["uri"] == uri
        && m["params"]["diagnostics"]
            .as_array()
            .is_some_and(|d| d.iter().any(|x| x["code"] == "C001"))
}

#[test]
fn a_client_without_progress_gets_no_progress_request_and_an_indexed_workspace() {
    let root = workspace();
    let mut c = Silent::start();
    c.initialize(json!({}), Some(&root));
    let uri = open_assistant(&mut c, &root);
    c.wait("diagnostics from the indexed workspace", |m| {
        has_cross_module_collision(m, &uri)
    });
    assert!(
        !c.seen
            .iter()
            .any(|m| m["method"] == "window/workDoneProgress/create"),
        "progress requested from a client that did not declare window.workDoneProgress: {:#?}",
        c.seen
    );
    c.send(json!({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}));
    c.wait("shutdown result", |m| m["id"] == 2);
    c.send(json!({"jsonrpc": "2.0", "method": "exit"}));
    assert_eq!(c.exit_code(), Some(0));
}

#[test]
fn a_client_that_never_answers_the_progress_request_still_gets_its_workspace_indexed() {
    let root = workspace();
    let mut c = Silent::start();
    c.initialize(json!({"window": {"workDoneProgress": true}}), Some(&root));
    c.wait("the progress request", |m| {
        m["method"] == "window/workDoneProgress/create"
    });
    let uri = open_assistant(&mut c, &root);
    c.wait("diagnostics from the indexed workspace", |m| {
        has_cross_module_collision(m, &uri)
    });
    // `exit` ends the process although the server's request is still unanswered.
    c.send(json!({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}));
    c.wait("shutdown result", |m| m["id"] == 2);
    c.send(json!({"jsonrpc": "2.0", "method": "exit"}));
    assert_eq!(c.exit_code(), Some(0));
}

/// A session whose server waits for answers the client will never give: progress and the
/// file watcher's registration.
fn pending_session() -> Silent {
    let root = workspace();
    let mut c = Silent::start();
    c.initialize(
        json!({"window": {"workDoneProgress": true},
               "workspace": {"didChangeWatchedFiles": {"dynamicRegistration": true}}}),
        Some(&root),
    );
    // Pending from here: the registration request is sent first, and stays unanswered.
    c.wait("the registration request", |m| {
        m["method"] == "client/registerCapability"
    });
    c
}

#[test]
fn the_server_exits_at_the_end_of_its_input_whatever_is_pending() {
    let mut c = pending_session();
    drop(c.stdin.take());
    // No `shutdown`: exit code 1, as the protocol says.
    assert_eq!(c.exit_code(), Some(1));
}

#[test]
fn the_server_exits_after_exit_without_shutdown_whatever_is_pending() {
    let mut c = pending_session();
    c.send(json!({"jsonrpc": "2.0", "method": "exit"}));
    assert_eq!(c.exit_code(), Some(1));
}

#[test]
fn the_server_exits_on_broken_framing_whatever_is_pending() {
    let mut c = pending_session();
    let stdin = c.stdin.as_mut().unwrap();
    stdin.write_all(b"Content-Length: nope\r\n\r\n{}").unwrap();
    stdin.flush().unwrap();
    assert_eq!(c.exit_code(), Some(1));
}

#[cfg(unix)]
#[test]
fn sigterm_ends_the_server_even_when_its_parent_ignored_it() {
    // The disposition "ignore" is inherited through exec: a server started that way ignored
    // SIGTERM and needed SIGKILL.
    let mut c = Silent::spawn(
        Command::new("sh")
            .arg("-c")
            .arg("trap '' TERM; exec \"$0\" lsp")
            .arg(bin()),
    );
    c.initialize(
        json!({"window": {"workDoneProgress": true}}),
        Some(&workspace()),
    );
    c.wait("the progress request", |m| {
        m["method"] == "window/workDoneProgress/create"
    });
    let status = Command::new("kill")
        .arg("-TERM")
        .arg(c.child.id().to_string())
        .status()
        .unwrap();
    assert!(status.success());
    let deadline = Instant::now() + TIMEOUT;
    let status = loop {
        if let Some(s) = c.child.try_wait().unwrap() {
            break s;
        }
        assert!(Instant::now() < deadline, "the server ignored SIGTERM");
        std::thread::sleep(Duration::from_millis(20));
    };
    // Ended by the server itself, not by the signal's default action.
    assert_eq!(status.code(), Some(1), "{status:?}");
}

/// Waits for the response to `id` (`result` or `error`).
fn response(c: &mut Silent, id: Value) -> Value {
    c.wait(&format!("the response to {id}"), move |m| {
        m["id"] == id && m.get("method").is_none()
    })
}

#[test]
fn messages_the_decoder_refuses_are_answered_and_the_server_goes_on() {
    let mut c = Silent::start();
    c.initialize(json!({}), None);
    let mut next = 100;
    let mut still_answers = |c: &mut Silent| {
        next += 1;
        c.send(json!({"jsonrpc": "2.0", "id": next, "method": "textDocument/hover",
            "params": {"textDocument": {"uri": "file:///nowhere.py"}, "position": {"line": 0, "character": 0}}}));
        let r = response(c, json!(next));
        assert!(r.get("result").is_some() || r.get("error").is_some(), "{r}");
    };
    // Valid JSON, each refused by tower-lsp-server's decoder: a duplicate key, ids beyond i64.
    for (body, id) in [
        (
            r#"{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","method":"shutdown","params":{}}"#,
            json!(5),
        ),
        (
            r#"{"jsonrpc":"2.0","id":9223372036854775808,"method":"shutdown"}"#,
            json!(9223372036854775808u64),
        ),
        (
            r#"{"jsonrpc":"2.0","id":18446744073709551615,"method":"shutdown"}"#,
            json!(18446744073709551615u64),
        ),
        // A notification: its error cannot name it.
        (
            r#"{"jsonrpc":"2.0","method":"initialized","method":"exit","params":{}}"#,
            Value::Null,
        ),
        (
            r#"{"jsonrpc":"2.0","id":7,"id":8,"method":"shutdown"}"#,
            json!(8),
        ),
    ] {
        c.send_raw(body.as_bytes());
        let r = response(&mut c, id.clone());
        assert_eq!(r["error"]["code"], -32600, "{body}: {r}");
        still_answers(&mut c);
    }
    c.send(json!({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}));
    response(&mut c, json!(2));
    c.send(json!({"jsonrpc": "2.0", "method": "exit"}));
    assert_eq!(c.exit_code(), Some(0));
}

#[test]
fn a_body_over_the_configured_limit_is_skipped_and_answered() {
    let mut c = Silent::spawn(
        Command::new(bin())
            .arg("lsp")
            .env("TOOLSIGHT_MAX_MESSAGE_BYTES", "4096"),
    );
    c.initialize(json!({}), None);
    let padding = "x".repeat(8192);
    c.send(json!({"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover",
        "params": {"textDocument": {"uri": "file:///nowhere.py"}, "position": {"line": 0, "character": 0}, "padding": padding}}));
    // The body was not read: its id is unknown.
    let r = response(&mut c, Value::Null);
    assert_eq!(r["error"]["code"], -32700, "{r}");
    assert!(
        r["error"]["message"]
            .as_str()
            .unwrap()
            .contains("over the limit of 4096 bytes"),
        "{r}"
    );
    assert!(
        !c.seen.iter().any(|m| m["id"] == 3),
        "the oversized request reached the server: {:#?}",
        c.seen
    );
    c.send(json!({"jsonrpc": "2.0", "id": 4, "method": "shutdown"}));
    response(&mut c, json!(4));
    c.send(json!({"jsonrpc": "2.0", "method": "exit"}));
    assert_eq!(c.exit_code(), Some(0));
}

/// The server's resident memory in bytes (`VmRSS`).
#[cfg(target_os = "linux")]
fn resident(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let kb: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap();
    kb * 1024
}

#[cfg(target_os = "linux")]
#[test]
fn replies_the_client_does_not_read_do_not_grow_the_server() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;
    // Requests the transport answers itself with a reply as long as the request (an unknown
    // `$/` method): 2,000 of 100 KB are 200 MB of replies nobody reads.
    const REQUESTS: usize = 2_000;
    let mut child = Command::new(bin())
        .arg("lsp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let written = Arc::new(AtomicUsize::new(0));
    let counter = written.clone();
    let writer = std::thread::spawn(move || {
        let method = format!("$/{}", "x".repeat(100_000));
        for id in 0..REQUESTS {
            let body = json!({"jsonrpc": "2.0", "id": id, "method": method}).to_string();
            if write!(stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).is_err() {
                return;
            }
            let _ = stdin.flush();
            counter.fetch_add(1, Ordering::Relaxed);
        }
        let exit = json!({"jsonrpc": "2.0", "method": "exit"}).to_string();
        let _ = write!(stdin, "Content-Length: {}\r\n\r\n{exit}", exit.len());
    });
    // Until every request is written, or the server stops reading them (the count holds
    // still for a while): the wait is bounded either way.
    let deadline = Instant::now() + TIMEOUT;
    let mut last = (0, Instant::now());
    while Instant::now() < deadline && !writer.is_finished() {
        std::thread::sleep(Duration::from_millis(100));
        let n = written.load(Ordering::Relaxed);
        if n != last.0 {
            last = (n, Instant::now());
        } else if last.1.elapsed() > Duration::from_secs(3) {
            break;
        }
    }
    let rss = resident(pid);
    assert!(
        rss < 150 << 20,
        "{} MB resident with {} requests written and their replies unread",
        rss >> 20,
        written.load(Ordering::Relaxed)
    );
    // Nothing was dropped: once read, every reply arrives, then the server exits.
    let mut r = BufReader::new(stdout);
    let mut replies = 0;
    let mut header = String::new();
    while r.read_line(&mut header).unwrap_or(0) > 0 {
        if let Some(n) = header.trim_end().strip_prefix("Content-Length: ") {
            let n: usize = n.parse().unwrap();
            let mut blank = String::new();
            r.read_line(&mut blank).unwrap();
            let mut body = vec![0; n];
            r.read_exact(&mut body).unwrap();
            let v: Value = serde_json::from_slice(&body).unwrap();
            assert_eq!(v["error"]["code"], -32601);
            replies += 1;
        }
        header.clear();
    }
    writer.join().unwrap();
    assert_eq!(replies, REQUESTS);
    let _ = child.wait();
}
