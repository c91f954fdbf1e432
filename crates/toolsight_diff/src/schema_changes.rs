//! Changes between two JSON Schemas of a tool's parameters, seen from the caller (the model):
//! what it may no longer send, what it must now send, what it may now send.
//!
//! Local `$ref`s (`#/$defs/X`, `#/definitions/X`, any `#/...` pointer into the same schema)
//! are followed, so a field of a nested model is compared where it is used, under a dotted
//! path (`order.items[].sku`: `[]` for array items, `.*` for the values of a map). A
//! recursive model is compared once per pair of definitions, and nesting is bounded.

use std::collections::BTreeSet;

use serde_json::{Map, Value};

use super::Kind;

/// One change inside the parameters schema.
#[derive(Clone, Debug, PartialEq)]
pub struct SchemaChange {
    pub kind: Kind,
    /// The parameter, dotted for nested ones (`order.items[].sku`).
    pub path: String,
    pub message: String,
    pub before: Option<Value>,
    pub after: Option<Value>,
}

/// How deep nested properties are followed: far beyond any tool a model is given, and a
/// bound on what a hostile or generated schema can cost.
const MAX_DEPTH: usize = 32;

/// The changes from `old` to `new`, both the parameters schema of one tool (an object
/// schema; anything else counts as having no parameters).
pub fn compare(old: &Value, new: &Value) -> Vec<SchemaChange> {
    let mut c = Comparer {
        old,
        new,
        out: Vec::new(),
        refs: Vec::new(),
    };
    // The parameters object itself may be a reference (`{"$ref": "#/$defs/Args", ...}`).
    c.object(resolve(old, old).0, resolve(new, new).0, "", 0);
    c.out
}

struct Comparer<'a> {
    old: &'a Value,
    new: &'a Value,
    out: Vec<SchemaChange>,
    /// The `$ref` pairs being compared on the current path: a recursive model stops here.
    refs: Vec<(String, String)>,
}

/// `$ref`s followed before giving up on a chain of references to references.
const MAX_REF_HOPS: usize = 16;

/// `s` with its local `$ref` followed (also a lone `allOf: [{$ref}]`, which older pydantic
/// writes for a field with a description), and the last reference followed.
fn resolve<'a>(root: &'a Value, mut s: &'a Value) -> (&'a Value, Option<&'a str>) {
    let mut via = None;
    for _ in 0..MAX_REF_HOPS {
        if let Some(r) = s.get("$ref").and_then(Value::as_str) {
            match r.strip_prefix('#').and_then(|p| root.pointer(p)) {
                Some(t) => {
                    via = Some(r);
                    s = t;
                    continue;
                }
                None => break,
            }
        }
        match s.get("allOf").and_then(Value::as_array) {
            Some(all) if all.len() == 1 => s = &all[0],
            _ => break,
        }
    }
    (s, via)
}

fn properties(s: &Value) -> Option<&Map<String, Value>> {
    s.get("properties").and_then(Value::as_object)
}

fn required(s: &Value) -> BTreeSet<&str> {
    s.get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

fn join(prefix: &str, name: &str) -> String {
    if prefix.is_empty() {
        name.to_string()
    } else {
        format!("{prefix}.{name}")
    }
}

/// The JSON type of a value as JSON Schema names it.
fn value_type(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_f64() => "number",
        Value::Number(_) => "integer",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// The members of a union (`anyOf` / `oneOf`), if `s` is one.
fn union_members(s: &Value) -> Option<&Vec<Value>> {
    s.get("anyOf")
        .or_else(|| s.get("oneOf"))
        .and_then(Value::as_array)
}

fn is_null_schema(root: &Value, s: &Value) -> bool {
    let (s, _) = resolve(root, s);
    s.get("type").and_then(Value::as_str) == Some("null")
}

/// The JSON types a schema accepts (lower-cased: Gemini's `Schema` writes `INTEGER`), or
/// `None` when it accepts any value.
fn types(root: &Value, s: &Value) -> Option<BTreeSet<String>> {
    let (s, _) = resolve(root, s);
    let mut out: BTreeSet<String> = match s.get("type") {
        Some(Value::String(t)) => [t.to_lowercase()].into(),
        Some(Value::Array(ts)) => ts
            .iter()
            .filter_map(Value::as_str)
            .map(str::to_lowercase)
            .collect(),
        _ => {
            if let Some(members) = union_members(s) {
                let mut all = BTreeSet::new();
                for m in members {
                    all.extend(types(root, m)?);
                }
                all
            } else if let Some(Value::Array(vals)) = s.get("enum") {
                vals.iter().map(|v| value_type(v).to_string()).collect()
            } else if let Some(v) = s.get("const") {
                [value_type(v).to_string()].into()
            } else if s.get("properties").is_some() {
                ["object".to_string()].into()
            } else if s.get("items").is_some() {
                ["array".to_string()].into()
            } else {
                return None;
            }
        }
    };
    if s.get("nullable").and_then(Value::as_bool) == Some(true) {
        out.insert("null".into());
    }
    Some(out)
}

/// The values a schema is restricted to (`enum`, `const`, or those of a union's members,
/// `null` members aside), or `None` when it is not restricted to a list.
fn enum_values(root: &Value, s: &Value) -> Option<Vec<Value>> {
    let (s, _) = resolve(root, s);
    if let Some(Value::Array(vals)) = s.get("enum") {
        return Some(vals.clone());
    }
    if let Some(v) = s.get("const") {
        return Some(vec![v.clone()]);
    }
    let members = union_members(s)?;
    let mut out = Vec::new();
    for m in members.iter().filter(|m| !is_null_schema(root, m)) {
        for v in enum_values(root, m)? {
            if !out.contains(&v) {
                out.push(v);
            }
        }
    }
    (!out.is_empty()).then_some(out)
}

/// The one object (or array) shape a property has, looking through `Optional[...]`: the
/// schema itself, or the single non-null member of its union.
fn single_shape<'a>(root: &'a Value, s: &'a Value) -> &'a Value {
    let (r, _) = resolve(root, s);
    match union_members(r) {
        Some(members) => {
            let mut non_null = members.iter().filter(|m| !is_null_schema(root, m));
            match (non_null.next(), non_null.next()) {
                (Some(only), None) => resolve(root, only).0,
                _ => r,
            }
        }
        None => r,
    }
}

fn show_types(t: &Option<BTreeSet<String>>) -> String {
    match t {
        None => "any".into(),
        Some(t) if t.is_empty() => "none".into(),
        Some(t) => t.iter().cloned().collect::<Vec<_>>().join(" | "),
    }
}

fn show_values(vals: &[Value]) -> String {
    vals.iter()
        .map(Value::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether every type of `narrow` is accepted by `wide` (an integer is a number).
fn covers(wide: &BTreeSet<String>, narrow: &BTreeSet<String>) -> bool {
    narrow
        .iter()
        .all(|t| wide.contains(t) || (t == "integer" && wide.contains("number")))
}

impl Comparer<'_> {
    fn push(
        &mut self,
        kind: Kind,
        path: &str,
        message: String,
        before: Option<Value>,
        after: Option<Value>,
    ) {
        self.out.push(SchemaChange {
            kind,
            path: path.to_string(),
            message,
            before,
            after,
        });
    }

    /// Compares the properties of two object schemas, `prefix` naming the object.
    fn object(&mut self, old: &Value, new: &Value, prefix: &str, depth: usize) {
        let empty = Map::new();
        let (po, pn) = (
            properties(old).unwrap_or(&empty),
            properties(new).unwrap_or(&empty),
        );
        let (ro, rn) = (required(old), required(new));
        for (name, o) in po {
            let path = join(prefix, name);
            let Some(n) = pn.get(name) else {
                self.push(
                    Kind::ParameterRemoved,
                    &path,
                    format!("`{path}` removed"),
                    Some(o.clone()),
                    None,
                );
                continue;
            };
            let (was, is) = (ro.contains(name.as_str()), rn.contains(name.as_str()));
            if !was && is {
                self.push(
                    Kind::ParameterNowRequired,
                    &path,
                    format!("`{path}` is now required"),
                    None,
                    None,
                );
            } else if was && !is {
                self.push(
                    Kind::ParameterNowOptional,
                    &path,
                    format!("`{path}` is now optional"),
                    None,
                    None,
                );
            }
            self.property(o, n, &path, was == is, depth + 1);
        }
        for (name, n) in pn {
            if po.contains_key(name) {
                continue;
            }
            let path = join(prefix, name);
            let (kind, what) = if rn.contains(name.as_str()) {
                (Kind::ParameterAddedRequired, "required")
            } else {
                (Kind::ParameterAddedOptional, "optional")
            };
            self.push(
                kind,
                &path,
                format!("`{path}` added ({what})"),
                None,
                Some(n.clone()),
            );
        }
    }

    /// Compares one property present on both sides. `same_requiredness`: whether a change of
    /// default can matter on its own (a parameter that became required or optional is
    /// already reported, and its default moves with it).
    fn property(
        &mut self,
        o_raw: &Value,
        n_raw: &Value,
        path: &str,
        same_requiredness: bool,
        depth: usize,
    ) {
        if depth > MAX_DEPTH {
            return;
        }
        let (old_root, new_root) = (self.old, self.new);
        let (o, o_ref) = resolve(old_root, o_raw);
        let (n, n_ref) = resolve(new_root, n_raw);
        // A recursive model (`children: list[Node]`) is compared once per definition pair.
        let pair = (o_ref.map(str::to_string), n_ref.map(str::to_string));
        let entered = match pair {
            (Some(a), Some(b)) => {
                if self.refs.contains(&(a.clone(), b.clone())) {
                    return;
                }
                self.refs.push((a, b));
                true
            }
            _ => false,
        };

        let (to, tn) = (types(old_root, o), types(new_root, n));
        let type_changed = self.types(&to, &tn, path);

        match (enum_values(old_root, o), enum_values(new_root, n)) {
            (Some(a), Some(b)) => {
                let removed: Vec<Value> = a.iter().filter(|v| !b.contains(v)).cloned().collect();
                let added: Vec<Value> = b.iter().filter(|v| !a.contains(v)).cloned().collect();
                if !removed.is_empty() {
                    self.push(
                        Kind::EnumValuesRemoved,
                        path,
                        format!("`{path}` no longer accepts {}", show_values(&removed)),
                        Some(Value::Array(removed)),
                        None,
                    );
                }
                if !added.is_empty() {
                    self.push(
                        Kind::EnumValuesAdded,
                        path,
                        format!("`{path}` now also accepts {}", show_values(&added)),
                        None,
                        Some(Value::Array(added)),
                    );
                }
            }
            // Restricting a free value to a list narrows it; lifting the list widens it.
            (None, Some(b)) if !type_changed => self.push(
                Kind::TypeNarrowed,
                path,
                format!("`{path}` is now restricted to {}", show_values(&b)),
                None,
                Some(Value::Array(b)),
            ),
            (Some(a), None) if !type_changed => self.push(
                Kind::TypeWidened,
                path,
                format!("`{path}` is no longer restricted to {}", show_values(&a)),
                Some(Value::Array(a)),
                None,
            ),
            _ => {}
        }

        let default =
            |raw: &Value, s: &Value| raw.get("default").or_else(|| s.get("default")).cloned();
        let (d_o, d_n) = (default(o_raw, o), default(n_raw, n));
        if same_requiredness && d_o != d_n {
            let show = |d: &Option<Value>| d.as_ref().map_or("none".to_string(), Value::to_string);
            self.push(
                Kind::DefaultChanged,
                path,
                format!("`{path}` default {} → {}", show(&d_o), show(&d_n)),
                d_o,
                d_n,
            );
        }

        let description = |raw: &Value, s: &Value| {
            raw.get("description")
                .or_else(|| s.get("description"))
                .cloned()
        };
        let (desc_o, desc_n) = (description(o_raw, o), description(n_raw, n));
        if desc_o != desc_n {
            self.push(
                Kind::DescriptionChanged,
                path,
                format!("`{path}` description changed"),
                desc_o,
                desc_n,
            );
        }

        // Nested shapes: the fields of an object, the items of an array, the values of a map.
        let (so, sn) = (single_shape(old_root, o_raw), single_shape(new_root, n_raw));
        if properties(so).is_some() && properties(sn).is_some() {
            self.object(so, sn, path, depth);
        }
        if let (Some(io), Some(inn)) = (so.get("items"), sn.get("items")) {
            if io.is_object() && inn.is_object() {
                self.property(io, inn, &format!("{path}[]"), true, depth + 1);
            }
        }
        if let (Some(ao), Some(an)) = (
            so.get("additionalProperties"),
            sn.get("additionalProperties"),
        ) {
            if ao.is_object() && an.is_object() {
                self.property(ao, an, &format!("{path}.*"), true, depth + 1);
            }
        }
        if entered {
            self.refs.pop();
        }
    }

    /// Reports a change of accepted types; returns whether there was one.
    fn types(
        &mut self,
        to: &Option<BTreeSet<String>>,
        tn: &Option<BTreeSet<String>>,
        path: &str,
    ) -> bool {
        let (widened, narrowed) = match (to, tn) {
            (None, None) => return false,
            (Some(_), None) => (true, false),
            (None, Some(_)) => (false, true),
            (Some(a), Some(b)) => (covers(b, a), covers(a, b)),
        };
        let kind = match (widened, narrowed) {
            // Each side accepts what the other does (`integer | number` and `number`).
            (true, true) => return false,
            (true, false) => Kind::TypeWidened,
            (false, true) => Kind::TypeNarrowed,
            (false, false) => Kind::TypeChanged,
        };
        let (a, b) = (show_types(to), show_types(tn));
        self.push(
            kind,
            path,
            format!("`{path}` type {a} → {b}"),
            Some(Value::String(a)),
            Some(Value::String(b)),
        );
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn kinds(old: Value, new: Value) -> Vec<(Kind, String)> {
        compare(&old, &new)
            .into_iter()
            .map(|c| (c.kind, c.path))
            .collect()
    }

    fn obj(props: Value, required: &[&str]) -> Value {
        json!({"type": "object", "properties": props, "required": required})
    }

    fn k(kind: Kind, path: &str) -> (Kind, String) {
        (kind, path.to_string())
    }

    #[test]
    fn identical_schemas_have_no_changes() {
        let s = obj(
            json!({"a": {"type": "integer", "default": 1, "description": "x"}}),
            &[],
        );
        assert_eq!(kinds(s.clone(), s), []);
    }

    #[test]
    fn parameters_removed_added_and_requiredness() {
        let old = obj(
            json!({"a": {"type": "string"}, "b": {"type": "string"}, "c": {"type": "string"}}),
            &["a"],
        );
        let new = obj(
            json!({"a": {"type": "string"}, "c": {"type": "string"}, "d": {"type": "string"}, "e": {"type": "string"}}),
            &["c", "d"],
        );
        assert_eq!(
            kinds(old.clone(), new.clone()),
            [
                k(Kind::ParameterNowOptional, "a"),
                k(Kind::ParameterRemoved, "b"),
                k(Kind::ParameterNowRequired, "c"),
                k(Kind::ParameterAddedRequired, "d"),
                k(Kind::ParameterAddedOptional, "e"),
            ]
        );
        // The way back is the mirror image.
        assert_eq!(
            kinds(new, old),
            [
                k(Kind::ParameterNowRequired, "a"),
                k(Kind::ParameterNowOptional, "c"),
                k(Kind::ParameterRemoved, "d"),
                k(Kind::ParameterRemoved, "e"),
                k(Kind::ParameterAddedOptional, "b"),
            ]
        );
    }

    #[test]
    fn types_widen_narrow_and_change() {
        let p = |s: Value| obj(json!({ "x": s }), &["x"]);
        let int = json!({"type": "integer"});
        let num = json!({"type": "number"});
        let int_or_str = json!({"anyOf": [{"type": "integer"}, {"type": "string"}]});
        let list = json!({"type": ["integer", "string"]});
        let nullable = json!({"type": "integer", "nullable": true});
        let cases = [
            (int.clone(), num.clone(), Some(Kind::TypeWidened)),
            (num.clone(), int.clone(), Some(Kind::TypeNarrowed)),
            (int.clone(), int_or_str.clone(), Some(Kind::TypeWidened)),
            (int_or_str.clone(), int.clone(), Some(Kind::TypeNarrowed)),
            (int.clone(), list.clone(), Some(Kind::TypeWidened)),
            (list.clone(), int_or_str.clone(), None),
            (
                int.clone(),
                json!({"type": "string"}),
                Some(Kind::TypeChanged),
            ),
            (int.clone(), nullable.clone(), Some(Kind::TypeWidened)),
            (json!({"type": "INTEGER"}), int.clone(), None),
            (json!({}), int.clone(), Some(Kind::TypeNarrowed)),
            (int.clone(), json!({}), Some(Kind::TypeWidened)),
            (
                json!({"anyOf": [{"type": "integer"}, {"type": "number"}]}),
                num.clone(),
                None,
            ),
        ];
        for (old, new, want) in cases {
            let got: Vec<Kind> = compare(&p(old.clone()), &p(new.clone()))
                .into_iter()
                .map(|c| c.kind)
                .collect();
            assert_eq!(got, want.into_iter().collect::<Vec<_>>(), "{old} → {new}");
        }
    }

    #[test]
    fn enum_values_removed_and_added() {
        let p = |vals: Value| obj(json!({"mode": {"type": "string", "enum": vals}}), &[]);
        let changes = compare(&p(json!(["fast", "deep"])), &p(json!(["fast", "exact"])));
        assert_eq!(
            changes.iter().map(|c| c.kind).collect::<Vec<_>>(),
            [Kind::EnumValuesRemoved, Kind::EnumValuesAdded]
        );
        assert_eq!(changes[0].message, "`mode` no longer accepts \"deep\"");
        assert_eq!(changes[0].before, Some(json!(["deep"])));
        // `Optional[Literal[...]]` and `const` members count too.
        let old = obj(
            json!({"m": {"anyOf": [{"const": "a"}, {"const": "b"}, {"type": "null"}]}}),
            &[],
        );
        let new = obj(
            json!({"m": {"anyOf": [{"enum": ["a"]}, {"type": "null"}]}}),
            &[],
        );
        assert_eq!(kinds(old, new), [k(Kind::EnumValuesRemoved, "m")]);
        // A free string restricted to a list is narrowed; the reverse is widened.
        let free = obj(json!({"m": {"type": "string"}}), &[]);
        let listed = obj(json!({"m": {"type": "string", "enum": ["a"]}}), &[]);
        assert_eq!(
            kinds(free.clone(), listed.clone()),
            [k(Kind::TypeNarrowed, "m")]
        );
        assert_eq!(kinds(listed, free), [k(Kind::TypeWidened, "m")]);
    }

    #[test]
    fn defaults_and_descriptions() {
        let old = obj(
            json!({"a": {"type": "integer", "default": 1, "description": "old"}}),
            &[],
        );
        let new = obj(
            json!({"a": {"type": "integer", "default": 2, "description": "new"}}),
            &[],
        );
        let c = compare(&old, &new);
        assert_eq!(
            c.iter().map(|c| c.kind).collect::<Vec<_>>(),
            [Kind::DefaultChanged, Kind::DescriptionChanged]
        );
        assert_eq!(c[0].message, "`a` default 1 → 2");
        // A default that goes away with the parameter becoming required is that change alone.
        let required = obj(
            json!({"a": {"type": "integer", "description": "old"}}),
            &["a"],
        );
        assert_eq!(kinds(old, required), [k(Kind::ParameterNowRequired, "a")]);
    }

    #[test]
    fn nested_models_through_refs_arrays_and_optionals() {
        let schema = |sku_required: bool, qty: Value| {
            json!({
                "$defs": {
                    "Item": {"type": "object", "properties": {"sku": {"type": "string"}, "qty": qty},
                             "required": if sku_required { json!(["sku"]) } else { json!([]) }},
                    "Order": {"type": "object", "properties": {
                        "items": {"type": "array", "items": {"$ref": "#/$defs/Item"}},
                        "gift": {"anyOf": [{"$ref": "#/$defs/Item"}, {"type": "null"}], "default": null}}},
                },
                "type": "object",
                "properties": {"order": {"$ref": "#/$defs/Order"}},
                "required": ["order"],
            })
        };
        let old = schema(false, json!({"type": "integer"}));
        let new = schema(true, json!({"type": "number"}));
        assert_eq!(
            kinds(old, new),
            [
                k(Kind::ParameterNowRequired, "order.items[].sku"),
                k(Kind::TypeWidened, "order.items[].qty"),
                k(Kind::ParameterNowRequired, "order.gift.sku"),
                k(Kind::TypeWidened, "order.gift.qty"),
            ]
        );
    }

    #[test]
    fn a_recursive_model_is_compared_once_and_maps_by_value() {
        let tree = |leaf: &str| {
            json!({
                "$defs": {"Node": {"type": "object", "properties": {
                    "label": {"type": leaf},
                    "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}}}},
                "type": "object",
                "properties": {
                    "root": {"$ref": "#/$defs/Node"},
                    "weights": {"type": "object", "additionalProperties": {"type": leaf}}},
            })
        };
        assert_eq!(
            kinds(tree("string"), tree("integer")),
            [
                k(Kind::TypeChanged, "root.label"),
                k(Kind::TypeChanged, "weights.*"),
            ]
        );
    }

    #[test]
    fn the_parameters_object_may_itself_be_a_reference() {
        let args = |t: &str| {
            json!({"$ref": "#/$defs/Args", "$defs": {"Args": {"type": "object",
                   "properties": {"a": {"type": t}}, "required": ["a"]}}})
        };
        assert_eq!(
            kinds(args("integer"), args("number")),
            [k(Kind::TypeWidened, "a")]
        );
    }

    #[test]
    fn a_missing_or_non_object_schema_is_no_parameters() {
        let one = obj(json!({"a": {"type": "string"}}), &["a"]);
        assert_eq!(
            kinds(json!({}), one.clone()),
            [k(Kind::ParameterAddedRequired, "a")]
        );
        assert_eq!(kinds(one, json!(null)), [k(Kind::ParameterRemoved, "a")]);
    }
}
