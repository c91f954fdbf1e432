//! Packages that re-export pydantic under their own path: a model is a model however it was
//! imported. `from llama_index.core.bridge.pydantic import BaseModel, Field` is pydantic's
//! `BaseModel` and `Field` (the bridge module is `from pydantic import ...`);
//! `langchain_core.pydantic_v1` was `pydantic.v1` (pydantic's v1 API, which is not v2's).

/// (re-exporting module, the module it re-exports).
const REEXPORTS: &[(&str, &str)] = &[
    ("llama_index.core.bridge.pydantic", "pydantic"),
    ("langchain_core.pydantic_v1", "pydantic.v1"),
    ("langchain.pydantic_v1", "pydantic.v1"),
];

/// The name a qualified name under a re-exporting module stands for
/// (`llama_index.core.bridge.pydantic.BaseModel` → `pydantic.BaseModel`); `None` for any other.
pub fn canonical(qualified: &str) -> Option<String> {
    REEXPORTS.iter().find_map(|(from, to)| {
        let rest = qualified.strip_prefix(from)?;
        if rest.is_empty() {
            Some(to.to_string())
        } else {
            rest.strip_prefix('.').map(|r| format!("{to}.{r}"))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::canonical;

    #[test]
    fn reexported_names_are_pydantic_s() {
        assert_eq!(
            canonical("llama_index.core.bridge.pydantic.BaseModel").as_deref(),
            Some("pydantic.BaseModel")
        );
        assert_eq!(
            canonical("llama_index.core.bridge.pydantic").as_deref(),
            Some("pydantic")
        );
        assert_eq!(
            canonical("langchain_core.pydantic_v1.Field").as_deref(),
            Some("pydantic.v1.Field")
        );
        assert_eq!(canonical("llama_index.core.bridge.pydantic_core.X"), None);
        assert_eq!(canonical("pydantic.BaseModel"), None);
    }
}
