//! Breaking changes between two sets of tool payloads (`toolsight diff`).
//!
//! The input is what `toolsight schema` prints (`render::module_json` entries), once for the
//! old revision and once for the working tree; the output is a list of changes, each with a
//! stable kind id and a classification. Nothing here knows about git or the terminal, and
//! nothing knows a framework: tools are matched by (framework, provider, name as sent), and
//! the parameters schema is found by the keys providers use (`payload`).
//!
//! Classification is from the point of view of a caller that was built against the old
//! payload (a model prompted with it, an agent or MCP client that cached it): a change is
//! breaking when a call that was valid may now be rejected or mean something else.

mod schema_changes;

pub mod git;

use std::collections::{BTreeSet, HashMap};

use serde_json::{Map, Value};

pub use schema_changes::{compare as compare_schemas, SchemaChange};
pub use toolsight_model::payload::{description, parameters_schema, strict};

/// How a change affects callers built against the old payload.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// A call that was valid may now fail or behave differently.
    Breaking,
    /// Every call that was valid still is.
    Compatible,
    /// Nothing a call can observe (descriptions).
    Informational,
}

impl Class {
    pub fn id(self) -> &'static str {
        match self {
            Class::Breaking => "breaking",
            Class::Compatible => "compatible",
            Class::Informational => "informational",
        }
    }
}

macro_rules! kinds {
    ($($variant:ident = $id:literal, $class:ident;)*) => {
        /// What changed. The ids are stable: scripts and CI configurations match on them.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Kind { $($variant),* }

        impl Kind {
            pub const ALL: &'static [Kind] = &[$(Kind::$variant),*];

            pub fn id(self) -> &'static str {
                match self { $(Kind::$variant => $id),* }
            }

            pub fn class(self) -> Class {
                match self { $(Kind::$variant => Class::$class),* }
            }
        }
    };
}

kinds! {
    ToolAdded = "tool-added", Compatible;
    ToolRemoved = "tool-removed", Breaking;
    // Callers that use the old name fail; matched by a heuristic (see `diff`).
    ToolRenamed = "tool-renamed", Breaking;
    ToolErrorAppeared = "tool-error-appeared", Breaking;
    ToolErrorDisappeared = "tool-error-disappeared", Compatible;
    // Strict mode makes every parameter required and rejects any other.
    StrictEnabled = "strict-enabled", Breaking;
    StrictDisabled = "strict-disabled", Compatible;
    ParameterRemoved = "parameter-removed", Breaking;
    ParameterAddedRequired = "parameter-added-required", Breaking;
    ParameterAddedOptional = "parameter-added-optional", Compatible;
    ParameterNowRequired = "parameter-now-required", Breaking;
    ParameterNowOptional = "parameter-now-optional", Compatible;
    TypeChanged = "type-changed", Breaking;
    TypeNarrowed = "type-narrowed", Breaking;
    TypeWidened = "type-widened", Compatible;
    EnumValuesRemoved = "enum-values-removed", Breaking;
    EnumValuesAdded = "enum-values-added", Compatible;
    // A caller that omits the argument, as the old default invited it to, now gets another
    // value: the call is still accepted but does something else.
    DefaultChanged = "default-changed", Breaking;
    DescriptionChanged = "description-changed", Informational;
}

/// One change to one tool for one provider.
#[derive(Clone, Debug, PartialEq)]
pub struct Change {
    pub kind: Kind,
    /// The tool's name as sent (the old name for a removed tool, the new one for a rename).
    pub tool: String,
    /// The old name of a renamed tool.
    pub previous_name: Option<String>,
    pub framework: String,
    /// `None` for a tool whose framework's payloads are not modelled.
    pub provider: Option<String>,
    /// `<module>.<qualname>` (the Rust path for Rust tools).
    pub function: String,
    /// Where the tool is now (where it was, for a removed tool): the entries' `file`, `line`.
    pub file: String,
    pub line: u64,
    /// The parameter, dotted for nested ones (`order.items[].sku`); `None` for the tool.
    pub parameter: Option<String>,
    pub message: String,
    pub before: Option<Value>,
    pub after: Option<Value>,
}

impl Change {
    pub fn class(&self) -> Class {
        self.kind.class()
    }

    /// The record `toolsight diff --format json` prints (fields documented in the README).
    pub fn to_json(&self) -> Value {
        let mut m = Map::new();
        m.insert("kind".into(), Value::String(self.kind.id().into()));
        m.insert("class".into(), Value::String(self.class().id().into()));
        m.insert("tool".into(), Value::String(self.tool.clone()));
        m.insert(
            "previous_name".into(),
            self.previous_name
                .clone()
                .map_or(Value::Null, Value::String),
        );
        m.insert("framework".into(), Value::String(self.framework.clone()));
        m.insert(
            "provider".into(),
            self.provider.clone().map_or(Value::Null, Value::String),
        );
        m.insert("function".into(), Value::String(self.function.clone()));
        m.insert("file".into(), Value::String(self.file.clone()));
        m.insert("line".into(), Value::from(self.line));
        m.insert(
            "parameter".into(),
            self.parameter.clone().map_or(Value::Null, Value::String),
        );
        m.insert("message".into(), Value::String(self.message.clone()));
        m.insert("before".into(), self.before.clone().unwrap_or(Value::Null));
        m.insert("after".into(), self.after.clone().unwrap_or(Value::Null));
        Value::Object(m)
    }
}

/// A payload entry as `module_json` gives it, with the fields the diff reads.
struct Tool<'a> {
    entry: &'a Value,
    framework: &'a str,
    provider: Option<&'a str>,
    name: &'a str,
    function: &'a str,
}

impl<'a> Tool<'a> {
    fn new(entry: &'a Value) -> Tool<'a> {
        let s = |k: &str| entry.get(k).and_then(Value::as_str);
        Tool {
            entry,
            framework: s("framework").unwrap_or(""),
            provider: s("provider"),
            name: s("name").unwrap_or(""),
            function: s("function").unwrap_or(""),
        }
    }

    fn key(&self) -> (&'a str, Option<&'a str>, &'a str) {
        (self.framework, self.provider, self.name)
    }

    fn file(&self) -> &'a str {
        self.entry.get("file").and_then(Value::as_str).unwrap_or("")
    }

    fn schema(&self) -> Option<&'a Value> {
        self.entry.get("schema")
    }

    fn parameters(&self) -> Value {
        self.schema()
            .and_then(parameters_schema)
            .unwrap_or(Value::Null)
    }

    /// What a renamed tool keeps: its framework, provider and parameter names.
    fn rename_key(&self) -> (&'a str, Option<&'a str>, BTreeSet<String>) {
        let names = self
            .parameters()
            .get("properties")
            .and_then(Value::as_object)
            .map(|p| p.keys().cloned().collect())
            .unwrap_or_default();
        (self.framework, self.provider, names)
    }

    fn change(&self, kind: Kind, parameter: Option<String>, message: String) -> Change {
        Change {
            kind,
            tool: self.name.to_string(),
            previous_name: None,
            framework: self.framework.to_string(),
            provider: self.provider.map(str::to_string),
            function: self.function.to_string(),
            file: self.file().to_string(),
            line: self.entry.get("line").and_then(Value::as_u64).unwrap_or(0),
            parameter,
            message,
            before: None,
            after: None,
        }
    }
}

/// The changes from the `old` payload entries to the `new` ones.
///
/// Entries are matched by (framework, provider, tool name as sent): first those of the same
/// function, then of the same file, then any (a tool moved to another module is the same
/// tool to its callers), so that two servers with a `search` tool each pair with their own.
/// Left over, a removed and an added tool of one framework and provider with the same
/// parameter names are taken for a rename: a heuristic, which needs at least one parameter
/// unless the function is the same, so that any two tools without parameters are not
/// paired.
pub fn diff(old: &[Value], new: &[Value]) -> Vec<Change> {
    let old: Vec<Tool> = old.iter().map(Tool::new).collect();
    let new: Vec<Tool> = new.iter().map(Tool::new).collect();
    let mut m = Matching {
        old_used: vec![false; old.len()],
        pairs: vec![None; new.len()],
    };
    m.pair(&old, &new, |t| Some((t.key(), t.function)));
    m.pair(&old, &new, |t| Some((t.key(), t.file())));
    m.pair(&old, &new, |t| Some(t.key()));
    m.pair(&old, &new, |t| Some((t.rename_key(), t.function)));
    m.pair(&old, &new, |t| {
        Some(t.rename_key()).filter(|(_, _, names)| !names.is_empty())
    });

    let mut out = Vec::new();
    for (t, found) in new.iter().zip(&m.pairs) {
        match found {
            Some(i) => compare_tools(&old[*i], t, &mut out),
            None => out.push(t.change(Kind::ToolAdded, None, "tool added".into())),
        }
    }
    for (t, used) in old.iter().zip(&m.old_used) {
        if !used {
            out.push(t.change(Kind::ToolRemoved, None, "tool removed".into()));
        }
    }
    out
}

/// Old entries paired with new ones, pass after pass.
struct Matching {
    old_used: Vec<bool>,
    /// For each new entry, the old one it is paired with.
    pairs: Vec<Option<usize>>,
}

impl Matching {
    /// Pairs the entries left on both sides whose `key` is equal (and not `None`), in order.
    /// One hash map per pass: linear in the number of entries.
    fn pair<'a, K: std::hash::Hash + Eq>(
        &mut self,
        old: &[Tool<'a>],
        new: &[Tool<'a>],
        key: impl Fn(&Tool<'a>) -> Option<K>,
    ) {
        let mut left: HashMap<K, std::collections::VecDeque<usize>> = HashMap::new();
        for (i, t) in old.iter().enumerate() {
            if !self.old_used[i] {
                if let Some(k) = key(t) {
                    left.entry(k).or_default().push_back(i);
                }
            }
        }
        if left.is_empty() {
            return;
        }
        for (j, t) in new.iter().enumerate() {
            if self.pairs[j].is_some() {
                continue;
            }
            let Some(k) = key(t) else { continue };
            if let Some(i) = left.get_mut(&k).and_then(|q| q.pop_front()) {
                self.old_used[i] = true;
                self.pairs[j] = Some(i);
            }
        }
    }
}

/// The changes between two payloads of the same tool and provider.
fn compare_tools(old: &Tool, new: &Tool, out: &mut Vec<Change>) {
    if old.name != new.name {
        let mut c = new.change(
            Kind::ToolRenamed,
            None,
            format!("renamed from `{}` to `{}`", old.name, new.name),
        );
        c.previous_name = Some(old.name.to_string());
        c.before = Some(Value::String(old.name.to_string()));
        c.after = Some(Value::String(new.name.to_string()));
        out.push(c);
    }
    let error = |t: &Tool| t.entry.get("error").cloned();
    match (error(old), error(new)) {
        (None, Some(e)) => {
            let mut c = new.change(
                Kind::ToolErrorAppeared,
                None,
                format!(
                    "the payload can no longer be built: {}: {}",
                    e["code"].as_str().unwrap_or(""),
                    e["message"].as_str().unwrap_or("")
                ),
            );
            c.after = Some(e);
            out.push(c);
            return;
        }
        (Some(e), None) => {
            let mut c = new.change(
                Kind::ToolErrorDisappeared,
                None,
                "the payload builds again".into(),
            );
            c.before = Some(e);
            out.push(c);
        }
        (Some(_), Some(_)) => return,
        (None, None) => {}
    }
    let (Some(so), Some(sn)) = (old.schema(), new.schema()) else {
        return;
    };
    let (d_o, d_n) = (description(so), description(sn));
    if d_o != d_n {
        let mut c = new.change(Kind::DescriptionChanged, None, "description changed".into());
        c.before = d_o.map(|d| Value::String(d.into()));
        c.after = d_n.map(|d| Value::String(d.into()));
        out.push(c);
    }
    match (strict(so), strict(sn)) {
        (false, true) => out.push(new.change(
            Kind::StrictEnabled,
            None,
            "strict mode enabled: every parameter is now required and no other is accepted".into(),
        )),
        (true, false) => {
            out.push(new.change(Kind::StrictDisabled, None, "strict mode disabled".into()))
        }
        _ => {}
    }
    for sc in compare_schemas(&old.parameters(), &new.parameters()) {
        let mut c = new.change(sc.kind, Some(sc.path), sc.message);
        c.before = sc.before;
        c.after = sc.after;
        out.push(c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn mcp(name: &str, function: &str, props: Value, required: &[&str]) -> Value {
        json!({
            "function": function, "name": name, "framework": "mcp", "provider": "mcp",
            "file": "t.py", "line": 3,
            "schema": {"name": name, "description": "d",
                       "inputSchema": {"type": "object", "properties": props, "required": required}},
        })
    }

    fn kinds(changes: &[Change]) -> Vec<(&'static str, &str)> {
        changes
            .iter()
            .map(|c| (c.kind.id(), c.tool.as_str()))
            .collect()
    }

    #[test]
    fn every_kind_has_a_unique_id() {
        let ids: BTreeSet<&str> = Kind::ALL.iter().map(|k| k.id()).collect();
        assert_eq!(ids.len(), Kind::ALL.len());
    }

    #[test]
    fn added_removed_and_unchanged_tools() {
        let a = mcp("a", "m.a", json!({"x": {"type": "string"}}), &["x"]);
        let b = mcp("b", "m.b", json!({"y": {"type": "string"}}), &["y"]);
        let c = mcp("c", "m.c", json!({"z": {"type": "string"}}), &["z"]);
        let d = diff(&[a.clone(), b], &[a, c]);
        assert_eq!(kinds(&d), [("tool-added", "c"), ("tool-removed", "b")]);
        assert_eq!(d[1].class(), Class::Breaking);
        assert_eq!(d[0].class(), Class::Compatible);
    }

    #[test]
    fn a_tool_with_the_same_parameters_under_another_name_is_renamed() {
        let old = mcp("find", "m.find", json!({"q": {"type": "string"}}), &["q"]);
        let new = mcp(
            "search",
            "m.search",
            json!({"q": {"type": "string", "description": "new"}}),
            &["q"],
        );
        let d = diff(&[old], &[new]);
        assert_eq!(
            kinds(&d),
            [
                ("tool-renamed", "search"),
                ("description-changed", "search")
            ]
        );
        assert_eq!(d[0].previous_name.as_deref(), Some("find"));
        assert_eq!(d[1].parameter.as_deref(), Some("q"));
        // Two tools without parameters are only paired when the function is the same one.
        let empty = |n: &str, f: &str| mcp(n, f, json!({}), &[]);
        assert_eq!(
            kinds(&diff(&[empty("a", "m.a")], &[empty("b", "m.b")])),
            [("tool-added", "b"), ("tool-removed", "a")]
        );
        assert_eq!(
            kinds(&diff(&[empty("a", "m.f")], &[empty("b", "m.f")])),
            [("tool-renamed", "b")]
        );
    }

    #[test]
    fn same_named_tools_pair_by_function_first() {
        let one = mcp(
            "search",
            "one.search",
            json!({"a": {"type": "string"}}),
            &[],
        );
        let two = mcp(
            "search",
            "two.search",
            json!({"b": {"type": "string"}}),
            &[],
        );
        assert_eq!(
            diff(&[one.clone(), two.clone()], &[two.clone(), one.clone()]),
            Vec::<Change>::new()
        );
        // A new `search` elsewhere, listed first, does not take the old one's place.
        let mut three = mcp(
            "search",
            "three.search",
            json!({"c": {"type": "string"}}),
            &[],
        );
        three["file"] = json!("three.py");
        let d = diff(std::slice::from_ref(&one), &[three, one.clone()]);
        assert_eq!(kinds(&d), [("tool-added", "search")]);
        assert_eq!(d[0].function, "three.search");
        // A tool that moved to another module is the same tool.
        let mut moved = two.clone();
        moved["function"] = json!("one.search");
        moved["file"] = json!("one.py");
        assert_eq!(kinds(&diff(&[two], &[moved])), []);
    }

    #[test]
    fn errors_strict_and_descriptions() {
        let ok = mcp("t", "m.t", json!({}), &[]);
        let mut broken = ok.clone();
        broken.as_object_mut().unwrap().remove("schema");
        broken["error"] = json!({"code": "TypeError", "message": "bad"});
        let d = diff(std::slice::from_ref(&ok), std::slice::from_ref(&broken));
        assert_eq!(kinds(&d), [("tool-error-appeared", "t")]);
        assert_eq!(
            d[0].message,
            "the payload can no longer be built: TypeError: bad"
        );
        assert_eq!(
            kinds(&diff(
                std::slice::from_ref(&broken),
                std::slice::from_ref(&ok)
            )),
            [("tool-error-disappeared", "t")]
        );

        let chat = |strict: bool, desc: &str| {
            json!({"function": "m.t", "name": "t", "framework": "openai-agents", "provider": "openai-chat",
                   "file": "t.py", "line": 1,
                   "schema": {"type": "function", "function": {"name": "t", "description": desc,
                              "parameters": {"type": "object", "properties": {}}, "strict": strict}}})
        };
        let d = diff(&[chat(false, "a")], &[chat(true, "b")]);
        assert_eq!(
            d.iter().map(|c| c.kind).collect::<Vec<_>>(),
            [Kind::DescriptionChanged, Kind::StrictEnabled]
        );
        assert_eq!(d[0].class(), Class::Informational);
        assert_eq!(
            diff(&[chat(true, "a")], &[chat(false, "a")])[0].kind,
            Kind::StrictDisabled
        );
    }

    #[test]
    fn providers_are_compared_separately_and_unmodelled_tools_only_by_presence() {
        let mut gemini = mcp("t", "m.t", json!({"x": {"type": "string"}}), &[]);
        gemini["provider"] = json!("gemini");
        let mcp_old = mcp("t", "m.t", json!({"x": {"type": "string"}}), &[]);
        let mcp_new = mcp("t", "m.t", json!({}), &[]);
        let d = diff(&[gemini.clone(), mcp_old], &[gemini, mcp_new]);
        assert_eq!(kinds(&d), [("parameter-removed", "t")]);
        assert_eq!(d[0].provider.as_deref(), Some("mcp"));

        let note = json!({"function": "m.t", "name": "t", "framework": "openai", "provider": null,
                          "file": "t.py", "line": 1, "note": "not modelled"});
        assert_eq!(
            diff(std::slice::from_ref(&note), std::slice::from_ref(&note)),
            vec![]
        );
        let d = diff(&[note], &[]);
        assert_eq!(kinds(&d), [("tool-removed", "t")]);
        assert_eq!(d[0].to_json()["provider"], Value::Null);
    }
}
