//! The wire in front of tower-lsp-server. tower-lsp-server stops reading (and the editor
//! loses the server) after the first message it cannot decode, and never answers a request
//! for an unknown `$/` method. So every message is read and checked here first: a malformed
//! one is answered with the JSON-RPC error it deserves (`-32700`, `-32600`, `-32601`) and the
//! next one is read; only well-formed JSON-RPC reaches the server. Lone UTF-16 surrogates in
//! strings (a JavaScript client sends them for some files) become U+FFFD, one UTF-16 unit
//! each, so positions stay right. Output from the server and from this filter goes through
//! one queue, a whole message at a time, so the two never interleave.
//!
//! Everything here is bounded: a body over `max_body()` is skipped, and the queue to the
//! client holds `QUEUE` messages; when a client stops reading, the writer waits, the queue
//! fills, the server stops being read, and so does the client's input: the pipes hold the
//! backlog, not the server's memory.

use serde_json::{json, Value};
use tokio::io::{
    AsyncBufRead, AsyncBufReadExt, AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt,
};
use tokio::sync::mpsc;

/// Longest header line accepted; real headers are a few dozen bytes.
const MAX_HEADER_LINE: usize = 8 * 1024;
/// Larger bodies are skipped (read and dropped) and answered with an error, unless
/// `MAX_BODY_VAR` says otherwise. Decoding a body takes many times its size (a 50 MB
/// notification reached 2.7 GB); the largest real message, a `didOpen` of a file, is over
/// `max-file-size` (10 MiB) long before this.
pub const MAX_BODY: usize = 64 * 1024 * 1024;
/// The environment variable that sets the body limit, in bytes.
pub const MAX_BODY_VAR: &str = "TOOLSIGHT_MAX_MESSAGE_BYTES";
/// Messages waiting for the client at most (see the module's documentation).
pub const QUEUE: usize = 256;

/// The body limit: `MAX_BODY_VAR` when it is a number of bytes, else `MAX_BODY`.
pub fn max_body() -> usize {
    match std::env::var(MAX_BODY_VAR) {
        Ok(v) => match v.trim().parse::<usize>() {
            Ok(n) if n > 0 => n,
            _ => {
                eprintln!("toolsight: {MAX_BODY_VAR}={v:?} is not a positive number of bytes; using {MAX_BODY}");
                MAX_BODY
            }
        },
        Err(_) => MAX_BODY,
    }
}
/// Deeper JSON is refused before the server's typed decoding would hit serde_json's
/// recursion limit (the settings of a real editor nest a few levels).
const MAX_DEPTH: usize = 64;

/// What reading one message gave.
#[derive(Debug, PartialEq)]
pub enum Frame {
    Body(Vec<u8>),
    /// A body over the limit, skipped; its length.
    TooLarge(usize),
}

/// Framing that cannot be recovered from: the stream position of the next message is lost.
#[derive(Debug, PartialEq)]
pub struct FramingError(pub String);

/// Reads one `Content-Length` framed message of at most `limit` bytes; `Ok(None)` at the end
/// of the input.
pub async fn read_frame<R: AsyncBufRead + Unpin>(
    r: &mut R,
    limit: usize,
) -> Result<Option<Frame>, FramingError> {
    let mut length: Option<usize> = None;
    let mut first = true;
    loop {
        let mut line = Vec::new();
        let n = (&mut *r)
            .take(MAX_HEADER_LINE as u64 + 1)
            .read_until(b'\n', &mut line)
            .await
            .map_err(|e| FramingError(format!("cannot read the input: {e}")))?;
        if n == 0 {
            return if first && line.is_empty() {
                Ok(None)
            } else {
                Err(FramingError(
                    "the input ended inside a message header".into(),
                ))
            };
        }
        first = false;
        if line.len() <= MAX_HEADER_LINE && !line.ends_with(b"\n") {
            return Err(FramingError(
                "the input ended inside a message header".into(),
            ));
        }
        if line.len() > MAX_HEADER_LINE {
            return Err(FramingError(format!(
                "a header line is longer than {MAX_HEADER_LINE} bytes"
            )));
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\r', '\n']);
        if text.is_empty() {
            break;
        }
        let Some((name, value)) = text.split_once(':') else {
            return Err(FramingError(format!("not a header: {text:?}")));
        };
        if name.trim().eq_ignore_ascii_case("content-length") {
            length = Some(value.trim().parse().map_err(|_| {
                FramingError(format!(
                    "Content-Length is not a number: {:?}",
                    value.trim()
                ))
            })?);
        }
    }
    let Some(length) = length else {
        return Err(FramingError(
            "a message header has no Content-Length".into(),
        ));
    };
    if length > limit {
        let skipped = tokio::io::copy(&mut (&mut *r).take(length as u64), &mut tokio::io::sink())
            .await
            .map_err(|e| FramingError(format!("cannot read the input: {e}")))?;
        if (skipped as usize) < length {
            return Err(FramingError("the input ended inside a message body".into()));
        }
        return Ok(Some(Frame::TooLarge(length)));
    }
    let mut body = vec![0; length];
    r.read_exact(&mut body)
        .await
        .map_err(|_| FramingError("the input ended inside a message body".into()))?;
    Ok(Some(Frame::Body(body)))
}

/// What to do with one message.
#[derive(Debug, PartialEq)]
pub enum Verdict {
    /// Pass it to the server (repaired where needed); `method` for the lifecycle.
    Forward {
        body: Vec<u8>,
        method: Option<String>,
    },
    /// Answer it here with this error response; the server never sees it.
    Reply(Value),
    /// Drop it (an invalid notification cannot be answered); the reason goes to stderr.
    Drop(String),
}

fn error(id: Value, code: i64, message: impl Into<String>) -> Verdict {
    Verdict::Reply(json!({
        "jsonrpc": "2.0",
        "id": id,
        "error": {"code": code, "message": message.into()},
    }))
}

/// Checks one message body.
pub fn classify(body: &[u8]) -> Verdict {
    let Ok(text) = std::str::from_utf8(body) else {
        return error(Value::Null, -32700, "Parse error: the message is not UTF-8");
    };
    let repaired = replace_lone_surrogates(text);
    let text = repaired.as_deref().unwrap_or(text);
    let value: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return error(Value::Null, -32700, format!("Parse error: {e}")),
    };
    let Value::Object(m) = &value else {
        let what = if value.is_array() {
            "batches are not supported by the Language Server Protocol"
        } else {
            "a message must be a JSON object"
        };
        return error(Value::Null, -32600, format!("Invalid Request: {what}"));
    };
    // An id the client could match: an integer or a string.
    let id = match m.get("id") {
        None => None,
        Some(v @ Value::String(_)) => Some(v.clone()),
        Some(v @ Value::Number(n)) if n.is_i64() || n.is_u64() => Some(v.clone()),
        Some(other) => {
            return error(
                Value::Null,
                -32600,
                format!("Invalid Request: the id {other} is not an integer or a string"),
            )
        }
    };
    let answer = |code: i64, message: String| match &id {
        Some(id) => error(id.clone(), code, message),
        None => Verdict::Drop(message),
    };
    if m.get("jsonrpc") != Some(&json!("2.0")) {
        return answer(
            -32600,
            "Invalid Request: \"jsonrpc\" must be \"2.0\"".into(),
        );
    }
    if depth(&value) > MAX_DEPTH {
        return answer(
            -32600,
            format!("Invalid Request: the message nests deeper than {MAX_DEPTH} levels"),
        );
    }
    let method = match m.get("method") {
        Some(Value::String(s)) => Some(s.clone()),
        Some(_) => {
            return answer(
                -32600,
                "Invalid Request: \"method\" must be a string".into(),
            )
        }
        None => None,
    };
    match (&method, &id) {
        // A response to one of the server's requests.
        (None, Some(_)) if m.contains_key("result") || m.contains_key("error") => {}
        (None, _) => {
            return answer(
                -32600,
                "Invalid Request: neither a request, a notification nor a response".into(),
            )
        }
        // `$/` requests are optional; the server implements none of them.
        (Some(name), Some(id)) if name.starts_with("$/") => {
            return error(id.clone(), -32601, format!("Method not found: {name}"))
        }
        _ => {}
    }
    let readable_id = id.clone();
    drop(value);
    // JSON that tower-lsp-server's decoder refuses ends its input (a duplicate key, an id
    // beyond i64): it must be refused here, with the decoder's own types. The id, where it
    // could be read, lets the client match the error.
    if let Err(e) = serde_json::from_str::<Wire>(text) {
        let id = readable_id.unwrap_or(Value::Null);
        return error(id, -32600, format!("Invalid Request: {e}"));
    }
    let body = match repaired {
        Some(t) => t.into_bytes(),
        None => body.to_vec(),
    };
    Verdict::Forward { body, method }
}

/// What tower-lsp-server decodes every incoming message into (its own `Message` is private).
#[derive(serde::Deserialize)]
#[serde(untagged)]
#[allow(dead_code)] // Only whether it decodes matters.
enum Wire {
    Response(tower_lsp_server::jsonrpc::Response),
    Request(tower_lsp_server::jsonrpc::Request),
}

/// How deeply a value nests (iteratively: the value came from serde_json, whose own limit
/// bounds it, but this must not recurse either).
fn depth(v: &Value) -> usize {
    let mut max = 0;
    let mut stack = vec![(v, 1usize)];
    while let Some((v, d)) = stack.pop() {
        max = max.max(d);
        match v {
            Value::Array(a) => stack.extend(a.iter().map(|x| (x, d + 1))),
            Value::Object(o) => stack.extend(o.values().map(|x| (x, d + 1))),
            _ => {}
        }
    }
    max
}

/// The JSON text with every `\uD800`–`\uDFFF` escape that is not part of a surrogate pair
/// replaced by `\uFFFD`; `None` when there is none.
pub fn replace_lone_surrogates(text: &str) -> Option<String> {
    let b = text.as_bytes();
    let hex = |i: usize| -> Option<u32> {
        let s = text.get(i..i + 4)?;
        u32::from_str_radix(s, 16).ok()
    };
    let mut out: Option<String> = None;
    let mut copied = 0;
    let mut i = 0;
    while i + 1 < b.len() {
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        if b[i + 1] != b'u' {
            // Any other escape, including `\\`: skip both characters.
            i += 2;
            continue;
        }
        let Some(unit) = hex(i + 2) else {
            i += 2;
            continue;
        };
        let high = (0xD800..=0xDBFF).contains(&unit);
        let low = (0xDC00..=0xDFFF).contains(&unit);
        let paired = b.get(i + 6) == Some(&b'\\')
            && b.get(i + 7) == Some(&b'u')
            && hex(i + 8).is_some_and(|u| (0xDC00..=0xDFFF).contains(&u));
        if high && paired {
            i += 12;
            continue;
        }
        if high || low {
            let o = out.get_or_insert_with(|| String::with_capacity(text.len()));
            o.push_str(&text[copied..i]);
            o.push_str("\\uFFFD");
            copied = i + 6;
        }
        i += 6;
    }
    out.map(|mut o| {
        o.push_str(&text[copied..]);
        o
    })
}

pub(crate) fn framed(body: &[u8]) -> Vec<u8> {
    let mut out = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
    out.extend_from_slice(body);
    out
}

/// How the session ended.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
pub struct Lifecycle {
    pub shutdown: bool,
    pub exit: bool,
    /// The input's framing broke: the rest of the stream cannot be read.
    pub broken: bool,
}

impl Lifecycle {
    /// The process exit code: 0 after `shutdown` then `exit`, else 1 (the protocol's rule for
    /// `exit` without `shutdown`; also a lost input).
    pub fn exit_code(&self) -> i32 {
        if self.shutdown && !self.broken {
            0
        } else {
            1
        }
    }
}

/// Reads the client's messages from `input`, answers the malformed ones on `out`, and writes
/// the others to `server` (the server's input). Returns when the input ends, breaks, or after
/// `exit`.
pub async fn filter<R, W>(input: R, mut server: W, out: mpsc::Sender<Vec<u8>>) -> Lifecycle
where
    R: AsyncRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let mut input = tokio::io::BufReader::new(input);
    let mut life = Lifecycle::default();
    let limit = max_body();
    loop {
        let frame = match read_frame(&mut input, limit).await {
            Ok(Some(f)) => f,
            Ok(None) => break,
            Err(FramingError(why)) => {
                eprintln!("toolsight: the client's message framing is broken ({why}); cannot find the next message, stopping");
                life.broken = true;
                break;
            }
        };
        let verdict = match frame {
            Frame::Body(body) => classify(&body),
            Frame::TooLarge(n) => error(
                Value::Null,
                -32700,
                format!("Parse error: a message of {n} bytes is over the limit of {limit} bytes ({MAX_BODY_VAR})"),
            ),
        };
        match verdict {
            Verdict::Forward { body, method } => {
                match method.as_deref() {
                    Some("shutdown") => life.shutdown = true,
                    Some("exit") => life.exit = true,
                    _ => {}
                }
                if server.write_all(&framed(&body)).await.is_err() || server.flush().await.is_err()
                {
                    break;
                }
                if life.exit {
                    break;
                }
            }
            Verdict::Reply(v) => {
                eprintln!(
                    "toolsight: answered a malformed message: {}",
                    v["error"]["message"]
                );
                if out.send(framed(v.to_string().as_bytes())).await.is_err() {
                    break;
                }
            }
            Verdict::Drop(why) => eprintln!("toolsight: dropped a malformed notification: {why}"),
        }
    }
    life
}

/// Splits the server's output into whole messages and queues each one.
pub async fn relay<R: AsyncRead + Unpin>(server_out: R, out: mpsc::Sender<Vec<u8>>) {
    let mut r = tokio::io::BufReader::new(server_out);
    while let Ok(Some(Frame::Body(body))) = read_frame(&mut r, usize::MAX).await {
        if out.send(framed(&body)).await.is_err() {
            return;
        }
    }
}

/// Writes queued messages to the client in order until every sender is gone.
pub async fn write_out<W: AsyncWrite + Unpin>(mut client: W, mut queue: mpsc::Receiver<Vec<u8>>) {
    while let Some(msg) = queue.recv().await {
        if client.write_all(&msg).await.is_err() || client.flush().await.is_err() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply_code(v: &Verdict) -> (i64, Value) {
        match v {
            Verdict::Reply(r) => (r["error"]["code"].as_i64().unwrap(), r["id"].clone()),
            other => panic!("not a reply: {other:?}"),
        }
    }

    #[test]
    fn malformed_messages_get_their_json_rpc_error() {
        for (body, code, id) in [
            ("{", -32700, Value::Null),
            ("[]", -32600, Value::Null),
            ("null", -32600, Value::Null),
            (
                "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\"}]",
                -32600,
                Value::Null,
            ),
            (
                "{\"jsonrpc\":\"1.0\",\"id\":3,\"method\":\"initialize\"}",
                -32600,
                json!(3),
            ),
            (
                "{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"shutdown\"}",
                -32600,
                Value::Null,
            ),
            (
                "{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":7}",
                -32600,
                json!("a"),
            ),
            (
                "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"$/unknownRequest\"}",
                -32601,
                json!(9),
            ),
        ] {
            assert_eq!(reply_code(&classify(body.as_bytes())), (code, id), "{body}");
        }
        assert!(matches!(classify(b"\xff\xfe"), Verdict::Reply(_)));
    }

    #[test]
    fn json_the_server_would_not_decode_is_answered_here() {
        for (body, id) in [
            (
                r#"{"jsonrpc":"2.0","id":1,"method":"a","method":"b"}"#,
                json!(1),
            ),
            (
                r#"{"jsonrpc":"2.0","method":"a","method":"b"}"#,
                Value::Null,
            ),
            (
                r#"{"jsonrpc":"2.0","id":9223372036854775808,"method":"a"}"#,
                json!(9223372036854775808u64),
            ),
            (
                r#"{"jsonrpc":"2.0","id":18446744073709551615,"result":null}"#,
                json!(18446744073709551615u64),
            ),
        ] {
            assert_eq!(
                reply_code(&classify(body.as_bytes())),
                (-32600, id),
                "{body}"
            );
        }
        // The largest id the server reads passes.
        assert!(matches!(
            classify(br#"{"jsonrpc":"2.0","id":9223372036854775807,"method":"a"}"#),
            Verdict::Forward { .. }
        ));
    }

    #[test]
    fn invalid_notifications_are_dropped_and_valid_messages_pass() {
        assert!(matches!(
            classify(b"{\"jsonrpc\":\"1.0\",\"method\":\"initialized\"}"),
            Verdict::Drop(_)
        ));
        let ok = br#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#;
        assert_eq!(
            classify(ok),
            Verdict::Forward {
                body: ok.to_vec(),
                method: Some("shutdown".into())
            }
        );
        // A `$/` notification passes (the server ignores what it does not know).
        assert!(matches!(
            classify(br#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#),
            Verdict::Forward { .. }
        ));
    }

    #[test]
    fn deep_settings_are_refused_before_the_server_sees_them() {
        let deep = format!(
            "{{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"x\",\"params\":{}1{}}}",
            "[".repeat(126),
            "]".repeat(126)
        );
        let (code, id) = reply_code(&classify(deep.as_bytes()));
        assert_eq!(id, json!(4));
        assert!(code == -32600 || code == -32700, "{code}");
    }

    #[test]
    fn lone_surrogates_become_replacement_characters_and_pairs_stay() {
        assert_eq!(
            replace_lone_surrogates(r#"{"t":"a\ud800b\udc00c\\ud800\ud83d\ude00"}"#).as_deref(),
            Some(r#"{"t":"a\uFFFDb\uFFFDc\\ud800\ud83d\ude00"}"#)
        );
        assert_eq!(replace_lone_surrogates(r#"{"t":"\ud83d\ude00"}"#), None);
        let body =
            br#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"text":"x\ud800"}}"#;
        match classify(body) {
            Verdict::Forward { body, .. } => {
                let v: Value = serde_json::from_slice(&body).unwrap();
                assert_eq!(v["params"]["text"], "x\u{FFFD}");
            }
            other => panic!("{other:?}"),
        }
    }

    #[tokio::test]
    async fn a_header_cut_by_the_end_of_the_input_is_called_that() {
        for cut in [&b"Content-Len"[..], b"Content-Length: 2\r\nContent-Ty"] {
            let mut r = tokio::io::BufReader::new(cut);
            let e = read_frame(&mut r, MAX_BODY).await.unwrap_err();
            assert_eq!(e.0, "the input ended inside a message header", "{cut:?}");
        }
        let long = vec![b'x'; MAX_HEADER_LINE + 10];
        let mut r = tokio::io::BufReader::new(&long[..]);
        assert!(read_frame(&mut r, MAX_BODY)
            .await
            .unwrap_err()
            .0
            .contains("longer than"));
    }

    #[tokio::test]
    async fn framing() {
        let input = b"Content-Length: 2\r\nContent-Type: x\r\n\r\n{}content-length:1\r\n\r\n[";
        let mut r = tokio::io::BufReader::new(&input[..]);
        assert_eq!(
            read_frame(&mut r, MAX_BODY).await,
            Ok(Some(Frame::Body(b"{}".to_vec())))
        );
        assert_eq!(
            read_frame(&mut r, MAX_BODY).await,
            Ok(Some(Frame::Body(b"[".to_vec())))
        );
        assert_eq!(read_frame(&mut r, MAX_BODY).await, Ok(None));
        for bad in [
            &b"Content-Length: x\r\n\r\n"[..],
            b"Foo\r\n\r\n",
            b"X: 1\r\n\r\n",
            b"Content-Length: 5\r\n\r\n{}",
        ] {
            let mut r = tokio::io::BufReader::new(bad);
            assert!(
                read_frame(&mut r, MAX_BODY).await.is_err(),
                "{:?}",
                String::from_utf8_lossy(bad)
            );
        }
    }

    #[test]
    fn exit_codes_follow_the_protocol() {
        let done = Lifecycle {
            shutdown: true,
            exit: true,
            broken: false,
        };
        assert_eq!(done.exit_code(), 0);
        assert_eq!(
            Lifecycle {
                shutdown: false,
                exit: true,
                broken: false
            }
            .exit_code(),
            1
        );
        assert_eq!(
            Lifecycle {
                broken: true,
                ..done
            }
            .exit_code(),
            1
        );
    }
}
