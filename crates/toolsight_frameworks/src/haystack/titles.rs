//! `_remove_title_from_schema`: every `title` keyword goes, recursively, but not a property
//! or definition *named* `title`, nor a `title` key inside instance data (`default`, `enum`,
//! `const`, `examples`).

use serde_json::Value;

/// Keywords whose keys are names chosen by the user (property, definition names).
const NAME_KEYED: &[&str] = &[
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "dependentSchemas",
    "dependentRequired",
];

/// Keywords whose value is instance data, not a sub-schema.
const DATA: &[&str] = &["default", "const", "enum", "examples", "example"];

pub fn remove(schema: &mut Value) {
    let Value::Object(m) = schema else { return };
    m.shift_remove("title");
    for (k, v) in m.iter_mut() {
        if NAME_KEYED.contains(&k.as_str()) && v.is_object() {
            if let Value::Object(named) = v {
                for sub in named.values_mut() {
                    if sub.is_object() {
                        remove(sub);
                    }
                }
            }
        } else if DATA.contains(&k.as_str()) {
            continue;
        } else if v.is_object() {
            remove(v);
        } else if let Value::Array(items) = v {
            for item in items.iter_mut().filter(|i| i.is_object()) {
                remove(item);
            }
        }
    }
}
