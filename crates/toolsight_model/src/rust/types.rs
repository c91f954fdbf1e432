//! The type model of Rust tools, as data (resolved by `crate::rust::types`).

use super::attrs::Lit;
use super::items::Item;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeqKind {
    Vec,
    VecDeque,
    LinkedList,
    BinaryHeap,
    Slice,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetKind {
    HashSet,
    BTreeSet,
    IndexSet,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MapKind {
    HashMap,
    BTreeMap,
    IndexMap,
}

/// Transparent wrappers (schemars gives them their inner type's schema).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WrapperKind {
    Box,
    Arc,
    Rc,
    Ref,
    Cell,
    RefCell,
    Mutex,
    RwLock,
    Wrapping,
    Reverse,
}

/// Types with a fixed schema of their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    PathBuf,
    /// `chrono::DateTime<Tz>` (any time zone).
    DateTime,
    NaiveDate,
    NaiveTime,
    NaiveDateTime,
    Uuid,
    /// `std::time::Duration` (`core::time::Duration`).
    Duration,
    SystemTime,
    IpAddr,
    Ipv4Addr,
    Ipv6Addr,
    SocketAddr,
    SocketAddrV4,
    SocketAddrV6,
    /// `serde_json::Value`.
    JsonValue,
    /// `serde_json::Map<String, Value>`.
    JsonMap,
    /// `serde_json::Number`.
    JsonNumber,
    Url,
}

#[derive(Clone, Debug, PartialEq)]
pub enum RustType {
    Bool,
    Char,
    /// `bits` 0 for `usize`/`isize`; `nonzero` for `NonZeroU32` and friends.
    Int {
        signed: bool,
        bits: u8,
        nonzero: bool,
    },
    Float(u8),
    /// `String`, `str`, `Box<str>`, `Cow<str>`, `Arc<str>`, `Rc<str>`.
    Str,
    Unit,
    Option(Box<RustType>),
    Seq {
        kind: SeqKind,
        item: Box<RustType>,
    },
    Set {
        kind: SetKind,
        item: Box<RustType>,
    },
    Map {
        kind: MapKind,
        key: Box<RustType>,
        value: Box<RustType>,
    },
    Tuple(Vec<RustType>),
    Array {
        item: Box<RustType>,
        len: Option<u64>,
    },
    Wrapper {
        kind: WrapperKind,
        inner: Box<RustType>,
    },
    Special(Special),
    /// A struct or enum of the crate (its path, e.g. `r05::Paged`), with generic arguments.
    Item {
        path: String,
        args: Vec<RustType>,
    },
    /// A generic parameter of the enclosing item.
    Param(String),
    /// A type outside the crate toolsight does not model (`reqwest::Url`-like), as written.
    External(String),
    /// Nested beyond the resolution limit.
    TooDeep,
}

/// Type nesting (and alias expansion) beyond this is reported as `TooDeep`.
pub const MAX_TYPE_DEPTH: usize = 64;

/// A struct or enum a tool's types reach, with the module its types resolve in.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeDef {
    pub path: String,
    pub module: String,
    /// Whether its spans index the analysed file.
    pub analysed: bool,
    pub item: Item,
    /// Its field (or variant field) types resolved, in declaration order: `fields[v][f]`
    /// for enums (one row per variant), `fields[0]` for structs.
    pub fields: Vec<Vec<RustType>>,
    /// Per struct field, what `#[serde(default = "path")]`'s function returns, where it is a
    /// literal.
    pub field_defaults: Vec<Option<Lit>>,
    /// The fields of the struct literal its `impl Default` builds, where there is one.
    pub default_impl: Option<Vec<(String, Lit)>>,
    /// A hand-written `impl JsonSchema for T` in the type's module, which replaces the
    /// derived schema.
    pub manual_schema: Option<ManualSchema>,
}

/// What a hand-written `impl JsonSchema` shows statically.
#[derive(Clone, Debug, PartialEq)]
pub struct ManualSchema {
    /// `json_schema()`'s schema when it returns a `json_schema!`/`json!` literal; else why
    /// toolsight cannot tell (built at run time).
    pub schema: Result<serde_json::Value, String>,
    /// `schema_name()`'s string, when it is a literal.
    pub name: Option<String>,
    /// `inline_schema()` returns `true`: used in place, never a `$defs` entry.
    pub inline: bool,
}
