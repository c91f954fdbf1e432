//! The serde and schemars attributes schemars' derive reads, and serde's `rename_all` rules.

use crate::rust::attrs::{self, Attr, Lit, Meta};

/// `rename_all` applied to a field name (snake_case as written).
pub fn rename_field(name: &str, rule: &str) -> String {
    match rule {
        "lowercase" | "snake_case" => name.to_string(),
        "UPPERCASE" | "SCREAMING_SNAKE_CASE" => name.to_ascii_uppercase(),
        "PascalCase" | "camelCase" => {
            let mut out = String::new();
            let mut upper = rule == "PascalCase";
            for c in name.chars() {
                if c == '_' {
                    upper = true;
                } else if upper {
                    out.extend(c.to_uppercase());
                    upper = false;
                } else {
                    out.push(c);
                }
            }
            out
        }
        "kebab-case" => name.replace('_', "-"),
        "SCREAMING-KEBAB-CASE" => name.to_ascii_uppercase().replace('_', "-"),
        _ => name.to_string(),
    }
}

/// `rename_all` applied to a variant name (PascalCase as written).
pub fn rename_variant(name: &str, rule: &str) -> String {
    let snake = || {
        let mut out = String::new();
        for (i, c) in name.char_indices() {
            if i > 0 && c.is_uppercase() {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        }
        out
    };
    match rule {
        "lowercase" => name.to_ascii_lowercase(),
        "UPPERCASE" => name.to_ascii_uppercase(),
        "PascalCase" => name.to_string(),
        "camelCase" => {
            let mut cs = name.chars();
            match cs.next() {
                Some(f) => f.to_lowercase().chain(cs).collect(),
                None => String::new(),
            }
        }
        "snake_case" => snake(),
        "SCREAMING_SNAKE_CASE" => snake().to_ascii_uppercase(),
        "kebab-case" => snake().replace('_', "-"),
        "SCREAMING-KEBAB-CASE" => snake().to_ascii_uppercase().replace('_', "-"),
        _ => name.to_string(),
    }
}

/// One `key` among `#[serde(...)]` (or another attribute's) arguments: `key = "v"`, or
/// `key(deserialize = "v")` picking the side schemars generates for.
pub fn value(attrs: &[Attr], attr: &str, key: &str, serialize: bool) -> Option<Lit> {
    for m in attrs::all_args(attrs, attr) {
        match m {
            Meta::NameValue { name, value, .. } if name == key => return Some(value.clone()),
            Meta::List { name, items, .. } if name == key => {
                let side = if serialize {
                    "serialize"
                } else {
                    "deserialize"
                };
                if let Some(v) = attrs::value_of(items, side) {
                    return Some(v.clone());
                }
            }
            _ => {}
        }
    }
    None
}

pub fn string(attrs: &[Attr], attr: &str, key: &str, serialize: bool) -> Option<String> {
    match value(attrs, attr, key, serialize)? {
        Lit::Str(s) => Some(s),
        _ => None,
    }
}

/// A bare flag (`default`, `skip`, `inline`) or `flag = ...` among an attribute's arguments.
pub fn flag(attrs: &[Attr], attr: &str, key: &str) -> bool {
    attrs::all_args(attrs, attr).any(|m| m.name() == key)
}

/// A nested list (`range(min = 1)`) among the arguments of any of `names`.
pub fn lists<'a>(attrs: &'a [Attr], names: &'a [&'a str], key: &'a str) -> Vec<&'a [Meta]> {
    names
        .iter()
        .flat_map(|n| attrs::all_args(attrs, n))
        .filter_map(move |m| match m {
            Meta::List { name, items, .. } if name == key => Some(items.as_slice()),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_rename_rules() {
        assert_eq!(rename_field("max_tokens", "camelCase"), "maxTokens");
        assert_eq!(rename_field("max_tokens", "kebab-case"), "max-tokens");
        assert_eq!(rename_field("top_p", "SCREAMING_SNAKE_CASE"), "TOP_P");
        assert_eq!(rename_field("top_p", "PascalCase"), "TopP");
        assert_eq!(rename_variant("MostRecent", "snake_case"), "most_recent");
        assert_eq!(
            rename_variant("WarnOnce", "SCREAMING_SNAKE_CASE"),
            "WARN_ONCE"
        );
        assert_eq!(rename_variant("MostRecent", "camelCase"), "mostRecent");
        assert_eq!(rename_variant("MostRecent", "kebab-case"), "most-recent");
    }
}
