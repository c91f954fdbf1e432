//! Python values known statically: literal defaults, `Literal[...]` members, enum values,
//! and the keyword arguments of decorators and `Field(...)` calls.
//!
//! Libraries put these values into schemas as they are (fastcore emits the raw Python object,
//! selectools the raw `Literal` members), so each value keeps enough to reproduce both its JSON
//! form and its Python `repr`.

use serde_json::{json, Map, Value};

#[derive(Clone, Debug, PartialEq)]
pub enum PyValue {
    None,
    Bool(bool),
    Int(i128),
    Float(f64),
    Str(String),
    Bytes(Vec<u8>),
    List(Vec<PyValue>),
    Tuple(Vec<PyValue>),
    Set(Vec<PyValue>),
    Dict(Vec<(PyValue, PyValue)>),
    Ellipsis,
    /// `Color.RED` where `Color` is an Enum class of this module.
    EnumMember {
        class: String,
        member: String,
        value: Box<PyValue>,
    },
    /// A call such as `Path("/tmp")` or `Field(description="x")`: kept symbolically.
    Call(Box<CallValue>),
    /// A name or expression that cannot be evaluated statically.
    Opaque {
        text: String,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct CallValue {
    /// The callee as written (`Field`, `pydantic.Field`).
    pub callee: String,
    /// The callee's fully qualified name after import resolution (`pydantic.Field`).
    pub qualified: String,
    pub args: Vec<PyValue>,
    pub kwargs: Vec<(String, PyValue)>,
    pub text: String,
}

/// Hashes what `PartialEq` compares, so values can be bucketed instead of compared pairwise
/// (`a == b` implies equal hashes; `0.0 == -0.0` hash alike). Calls and opaque expressions
/// hash by their kind only: rare in lists of values, and still consistent with equality.
impl std::hash::Hash for PyValue {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        std::mem::discriminant(self).hash(h);
        match self {
            PyValue::None | PyValue::Ellipsis | PyValue::Call(_) | PyValue::Opaque { .. } => {}
            PyValue::Bool(b) => b.hash(h),
            PyValue::Int(i) => i.hash(h),
            PyValue::Float(f) => (if *f == 0.0 { 0.0f64 } else { *f }).to_bits().hash(h),
            PyValue::Str(s) => s.hash(h),
            PyValue::Bytes(b) => b.hash(h),
            PyValue::List(v) | PyValue::Tuple(v) | PyValue::Set(v) => v.hash(h),
            PyValue::Dict(kv) => kv.hash(h),
            PyValue::EnumMember {
                class,
                member,
                value,
            } => (class, member, value).hash(h),
        }
    }
}

/// The values of `values` without repeats (by `==`), first occurrences in order: what a
/// `contains` check before each push gives, in linear time.
pub fn unique<'v>(values: impl IntoIterator<Item = &'v PyValue>) -> Vec<&'v PyValue> {
    use std::hash::BuildHasher;
    let hasher = std::collections::hash_map::RandomState::new();
    let mut seen: std::collections::HashMap<u64, Vec<usize>> = Default::default();
    let mut out: Vec<&PyValue> = Vec::new();
    for v in values {
        let bucket = seen.entry(hasher.hash_one(v)).or_default();
        if bucket.iter().any(|&i| out[i] == v) {
            continue;
        }
        bucket.push(out.len());
        out.push(v);
    }
    out
}

impl CallValue {
    pub fn kwarg(&self, name: &str) -> Option<&PyValue> {
        self.kwargs.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }
}

impl PyValue {
    /// Python's truthiness (`bool(v)`) of a statically known value; a value toolsight keeps
    /// symbolically (an Enum member, a call, an opaque expression) is an object, so true.
    pub fn truthy(&self) -> bool {
        match self {
            PyValue::None => false,
            PyValue::Bool(b) => *b,
            PyValue::Int(i) => *i != 0,
            PyValue::Float(x) => *x != 0.0,
            PyValue::Str(s) => !s.is_empty(),
            PyValue::Bytes(b) => !b.is_empty(),
            PyValue::List(v) | PyValue::Tuple(v) | PyValue::Set(v) => !v.is_empty(),
            PyValue::Dict(kv) => !kv.is_empty(),
            PyValue::Ellipsis
            | PyValue::EnumMember { .. }
            | PyValue::Call(_)
            | PyValue::Opaque { .. } => true,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            PyValue::Str(s) => Some(s),
            _ => None,
        }
    }

    pub fn is_none(&self) -> bool {
        matches!(self, PyValue::None)
    }

    /// Python's `type(value).__name__`.
    pub fn type_name(&self) -> String {
        match self {
            PyValue::None => "NoneType".into(),
            PyValue::Bool(_) => "bool".into(),
            PyValue::Int(_) => "int".into(),
            PyValue::Float(_) => "float".into(),
            PyValue::Str(_) => "str".into(),
            PyValue::Bytes(_) => "bytes".into(),
            PyValue::List(_) => "list".into(),
            PyValue::Tuple(_) => "tuple".into(),
            PyValue::Set(_) => "set".into(),
            PyValue::Dict(_) => "dict".into(),
            PyValue::Ellipsis => "ellipsis".into(),
            PyValue::EnumMember { class, .. } => class.clone(),
            PyValue::Call(c) => match c.qualified.as_str() {
                "pathlib.Path" | "pathlib.PosixPath" => "PosixPath".into(),
                "pydantic.Field" | "pydantic.fields.Field" => "FieldInfo".into(),
                q => q.rsplit('.').next().unwrap_or(q).to_string(),
            },
            PyValue::Opaque { .. } => "object".into(),
        }
    }

    /// Whether `json.dumps` can serialise the value without a `default=` hook.
    pub fn is_json(&self) -> bool {
        match self {
            PyValue::None
            | PyValue::Bool(_)
            | PyValue::Int(_)
            | PyValue::Float(_)
            | PyValue::Str(_) => true,
            PyValue::List(v) | PyValue::Tuple(v) => v.iter().all(PyValue::is_json),
            PyValue::Dict(kv) => kv.iter().all(|(k, v)| {
                matches!(
                    k,
                    PyValue::Str(_)
                        | PyValue::Int(_)
                        | PyValue::Bool(_)
                        | PyValue::None
                        | PyValue::Float(_)
                ) && v.is_json()
            }),
            _ => false,
        }
    }

    /// The value as `json.dumps(..., default=nonjson)` writes it in the goldens: values the
    /// encoder cannot handle become `{"$nonjson": {"repr": ..., "type": ...}}`.
    pub fn to_json(&self) -> Value {
        match self {
            PyValue::None => Value::Null,
            PyValue::Bool(b) => Value::Bool(*b),
            PyValue::Int(i) => {
                if let Ok(small) = i64::try_from(*i) {
                    json!(small)
                } else {
                    // serde_json has no arbitrary precision here; a float keeps the magnitude.
                    json!(*i as f64)
                }
            }
            PyValue::Float(f) => {
                if f.is_finite() {
                    json!(f)
                } else {
                    Value::Null
                }
            }
            PyValue::Str(s) => Value::String(s.clone()),
            PyValue::List(v) | PyValue::Tuple(v) => {
                Value::Array(v.iter().map(PyValue::to_json).collect())
            }
            PyValue::Dict(kv) if self.is_json() => {
                let mut m = Map::new();
                for (k, v) in kv {
                    let key = match k {
                        PyValue::Str(s) => s.clone(),
                        PyValue::Bool(true) => "true".into(),
                        PyValue::Bool(false) => "false".into(),
                        PyValue::None => "null".into(),
                        other => other.repr(),
                    };
                    m.insert(key, v.to_json());
                }
                Value::Object(m)
            }
            _ => nonjson(&self.repr(), &self.type_name()),
        }
    }

    /// Python's `repr(value)`, as far as it can be known without running code.
    pub fn repr(&self) -> String {
        match self {
            PyValue::None => "None".into(),
            PyValue::Bool(true) => "True".into(),
            PyValue::Bool(false) => "False".into(),
            PyValue::Int(i) => i.to_string(),
            PyValue::Float(f) => float_repr(*f),
            PyValue::Str(s) => str_repr(s),
            PyValue::Bytes(b) => bytes_repr(b),
            PyValue::List(v) => format!("[{}]", join_repr(v)),
            PyValue::Tuple(v) if v.len() == 1 => format!("({},)", v[0].repr()),
            PyValue::Tuple(v) => format!("({})", join_repr(v)),
            PyValue::Set(v) if v.is_empty() => "set()".into(),
            PyValue::Set(v) => format!("{{{}}}", join_repr(v)),
            PyValue::Dict(kv) => format!(
                "{{{}}}",
                kv.iter()
                    .map(|(k, v)| format!("{}: {}", k.repr(), v.repr()))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            PyValue::Ellipsis => "Ellipsis".into(),
            PyValue::EnumMember {
                class,
                member,
                value,
            } => format!("<{class}.{member}: {}>", value.repr()),
            PyValue::Call(c) => match c.qualified.as_str() {
                "pathlib.Path" | "pathlib.PosixPath" => {
                    let arg = c.args.first().and_then(PyValue::as_str).unwrap_or("");
                    format!("PosixPath({})", str_repr(arg))
                }
                _ => c.text.clone(),
            },
            PyValue::Opaque { text } => text.clone(),
        }
    }
}

pub fn nonjson(repr: &str, type_name: &str) -> Value {
    json!({"$nonjson": {"repr": repr, "type": type_name}})
}

fn join_repr(v: &[PyValue]) -> String {
    v.iter().map(PyValue::repr).collect::<Vec<_>>().join(", ")
}

/// Python's float repr: the shortest round-tripping digits, with Python's exponent style.
pub fn float_repr(f: f64) -> String {
    if f.is_nan() {
        return "nan".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf".into() } else { "-inf".into() };
    }
    let abs = f.abs();
    if abs != 0.0 && !(1e-4..1e16).contains(&abs) {
        // Rust writes `1e16`, Python `1e+16`; mantissa digits agree (both shortest round-trip).
        let s = format!("{:e}", f);
        let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
        let exp: i32 = exp.parse().unwrap_or(0);
        let sign = if exp < 0 { '-' } else { '+' };
        return format!("{mant}e{sign}{:02}", exp.abs());
    }
    let s = format!("{f}");
    if s.contains('.') {
        s
    } else {
        format!("{s}.0")
    }
}

/// Python's `repr(str)`.
pub fn str_repr(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for ch in s.chars() {
        match ch {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push(quote);
    out
}

fn bytes_repr(b: &[u8]) -> String {
    let mut out = String::from("b'");
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\'' => out.push_str("\\'"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            0x20..=0x7e => out.push(c as char),
            _ => out.push_str(&format!("\\x{c:02x}")),
        }
    }
    out.push('\'');
    out
}

/// Decodes the body of a Python string literal (without prefix and quotes).
/// `raw` disables escape processing, `bytes` keeps `\N{...}`/`\u` undecoded as Python does.
pub fn decode_string_body(body: &str, raw: bool) -> String {
    if raw {
        return body.to_string();
    }
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some(e) = chars.next() else {
            out.push('\\');
            break;
        };
        match e {
            '\n' => {}
            '\\' => out.push('\\'),
            '\'' => out.push('\''),
            '"' => out.push('"'),
            'a' => out.push('\x07'),
            'b' => out.push('\x08'),
            'f' => out.push('\x0c'),
            'n' => out.push('\n'),
            'r' => out.push('\r'),
            't' => out.push('\t'),
            'v' => out.push('\x0b'),
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                out.extend(char::from_u32(v));
            }
            'x' | 'u' | 'U' => {
                let n = match e {
                    'x' => 2,
                    'u' => 4,
                    _ => 8,
                };
                let hex: String = (0..n).filter_map(|_| chars.next()).collect();
                match u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                    Some(ch) => out.push(ch),
                    None => {
                        out.push('\\');
                        out.push(e);
                        out.push_str(&hex);
                    }
                }
            }
            'N' => {
                // Named unicode escapes need the Unicode name table; keep them verbatim.
                out.push_str("\\N");
            }
            other => {
                out.push('\\');
                out.push(other);
            }
        }
    }
    out
}

/// Python's `str()` of a JSON value as `json.loads` returns it.
pub fn json_str(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => json_repr(other),
    }
}

/// Python's `repr()` of a JSON value as `json.loads` returns it.
pub fn json_repr(v: &Value) -> String {
    match v {
        Value::Null => "None".into(),
        Value::Bool(true) => "True".into(),
        Value::Bool(false) => "False".into(),
        Value::Number(n) => match n.as_f64() {
            Some(f) if !(n.is_i64() || n.is_u64()) => float_repr(f),
            _ => n.to_string(),
        },
        Value::String(s) => str_repr(s),
        Value::Array(a) => format!(
            "[{}]",
            a.iter().map(json_repr).collect::<Vec<_>>().join(", ")
        ),
        Value::Object(m) => format!(
            "{{{}}}",
            m.iter()
                .map(|(k, v)| format!("{}: {}", str_repr(k), json_repr(v)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Python's truthiness of a value decoded from JSON (`bool(json.loads(...))`): how a library
/// tests a schema's keys with `if schema.get("description"):`.
pub fn json_truthy(v: &Value) -> bool {
    match v {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_f64().is_some_and(|f| f != 0.0),
        Value::String(s) => !s.is_empty(),
        Value::Array(a) => !a.is_empty(),
        Value::Object(m) => !m.is_empty(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reprs_match_python() {
        assert_eq!(PyValue::Str("it's".into()).repr(), "\"it's\"");
        assert_eq!(PyValue::Str("a\nb".into()).repr(), "'a\\nb'");
        assert_eq!(float_repr(1.0), "1.0");
        assert_eq!(float_repr(0.1), "0.1");
        assert_eq!(float_repr(1e16), "1e+16");
        assert_eq!(float_repr(1.5e-7), "1.5e-07");
        assert_eq!(
            PyValue::Tuple(vec![PyValue::Int(1)]).repr(),
            "(1,)".to_string()
        );
    }

    #[test]
    fn decodes_escapes() {
        assert_eq!(decode_string_body(r"a\tb\x41\u00e9\\", false), "a\tbAé\\");
        assert_eq!(decode_string_body(r"a\tb", true), r"a\tb");
    }

    #[test]
    fn unique_keeps_first_occurrences_by_equality() {
        let values = vec![
            PyValue::Int(1),
            PyValue::Bool(true),
            PyValue::Float(0.0),
            PyValue::Int(1),
            PyValue::Float(-0.0),
            PyValue::Str("a".into()),
            PyValue::List(vec![PyValue::Int(1)]),
            PyValue::List(vec![PyValue::Int(1)]),
            PyValue::Float(f64::NAN),
            PyValue::Float(f64::NAN),
        ];
        let naive: Vec<&PyValue> = values.iter().fold(Vec::new(), |mut out, v| {
            if !out.contains(&v) {
                out.push(v);
            }
            out
        });
        // NaN is unequal to itself: compare the lists by their printed form.
        assert_eq!(format!("{:?}", unique(&values)), format!("{naive:?}"));
        assert_eq!(naive.len(), 7);
    }

    #[test]
    fn truthiness_is_pythons() {
        use super::PyValue as P;
        for (v, t) in [
            (P::None, false),
            (P::Bool(false), false),
            (P::Int(0), false),
            (P::Float(0.0), false),
            (P::Str(String::new()), false),
            (P::Bytes(Vec::new()), false),
            (P::Tuple(Vec::new()), false),
            (P::Dict(Vec::new()), false),
            (P::Int(-1), true),
            (P::Bytes(b"x".to_vec()), true),
            (P::Ellipsis, true),
        ] {
            assert_eq!(v.truthy(), t, "{v:?}");
        }
        for (v, t) in [
            (json!(null), false),
            (json!(0), false),
            (json!(0.0), false),
            (json!(""), false),
            (json!([]), false),
            (json!({}), false),
            (json!(-0.5), true),
            (json!("x"), true),
            (json!([0]), true),
        ] {
            assert_eq!(super::json_truthy(&v), t, "{v}");
        }
    }
}
