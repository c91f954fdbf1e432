//! The names crewai derives from a tool's name: `sanitize_tool_name` (what the LLM is told
//! and what function calling sends), the OpenAI provider's `validate_function_name`, and the
//! args model's class name.

use std::sync::LazyLock;

use fancy_regex::Regex;
use sha2::{Digest, Sha256};
use unicode_normalization::UnicodeNormalization;

use super::super::LibError;

/// `_MAX_TOOL_NAME_LENGTH`.
const MAX_LENGTH: usize = 64;

static CAMEL_UPPER_LOWER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"([A-Z]+)([A-Z][a-z])").expect("valid pattern"));
static CAMEL_LOWER_UPPER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"([a-z])([A-Z])").expect("valid pattern"));

/// `sanitize_tool_name(name)`: NFKD, non-ASCII dropped, camelCase split, lowercased, quotes
/// dropped, runs of anything but `[a-z0-9]` made one `_`, trimmed of `_`, and a name longer
/// than 64 characters cut and suffixed with the first 8 hex digits of its SHA-256.
pub fn sanitize_tool_name(name: &str) -> String {
    let ascii: String = name.nfkd().filter(char::is_ascii).collect();
    let split = CAMEL_UPPER_LOWER.replace_all(&ascii, "${1}_${2}");
    let split = CAMEL_LOWER_UPPER.replace_all(&split, "${1}_${2}");
    let mut out = String::new();
    for c in split
        .to_ascii_lowercase()
        .chars()
        .filter(|c| !matches!(c, '\'' | '"'))
    {
        let c = if c.is_ascii_alphanumeric() { c } else { '_' };
        if !(c == '_' && out.ends_with('_')) {
            out.push(c);
        }
    }
    let name = out.trim_matches('_').to_string();
    if name.len() <= MAX_LENGTH {
        return name;
    }
    let hash: String = Sha256::digest(name.as_bytes())
        .iter()
        .take(4)
        .map(|b| format!("{b:02x}"))
        .collect();
    let suffix = format!("_{hash}");
    format!(
        "{}{suffix}",
        name[..MAX_LENGTH - suffix.len()].trim_end_matches('_')
    )
}

/// `validate_function_name(name, "OpenAI")` on a sanitised name: only its first character can
/// still be wrong (a digit), or the name can be empty (nothing ASCII in it).
pub fn validate_openai(name: &str) -> Result<(), LibError> {
    match name.chars().next() {
        None => Err(LibError::new(
            "ValueError",
            "OpenAI function name cannot be empty",
        )),
        Some(c) if !(c.is_ascii_alphabetic() || c == '_') => Err(LibError::new(
            "ValueError",
            format!("OpenAI function name '{name}' must start with a letter or underscore"),
        )),
        Some(_) => Ok(()),
    }
}

/// `"".join(tool_name.split()).title()`: the class name `@tool` gives the args model.
pub fn model_name(tool_name: &str) -> String {
    let joined: String = tool_name
        .chars()
        .filter(|c| !super::super::docstrings::py::is_space(*c))
        .collect();
    super::super::pydantic::encode::py_title(&joined)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_sanitised_as_crewai_does() {
        assert_eq!(sanitize_tool_name("Search The Web"), "search_the_web");
        assert_eq!(
            sanitize_tool_name("lookupCustomerByID"),
            "lookup_customer_by_id"
        );
        assert_eq!(sanitize_tool_name("HTTPServer"), "http_server");
        assert_eq!(
            sanitize_tool_name("Currency converter (v2)!"),
            "currency_converter_v2"
        );
        assert_eq!(
            sanitize_tool_name("Prévisions météo à Zürich"),
            "previsions_meteo_a_zurich"
        );
        assert_eq!(sanitize_tool_name("it's \"quoted\""), "its_quoted");
        assert_eq!(sanitize_tool_name("天気"), "");
        // Measured with crewai 1.15.30 (tests/corpus/l_crewai.py).
        assert_eq!(
            sanitize_tool_name("a very long tool name that goes well beyond the sixty four character limit of providers"),
            "a_very_long_tool_name_that_goes_well_beyond_the_sixty_f_3c7790d2"
        );
    }

    #[test]
    fn openai_refuses_empty_names_and_leading_digits() {
        assert!(validate_openai("search").is_ok());
        assert_eq!(
            validate_openai("").unwrap_err().message,
            "OpenAI function name cannot be empty"
        );
        assert_eq!(
            validate_openai("3d_render").unwrap_err().message,
            "OpenAI function name '3d_render' must start with a letter or underscore"
        );
    }

    #[test]
    fn model_names_follow_str_title() {
        assert_eq!(model_name("get_weather"), "Get_Weather");
        assert_eq!(model_name("Search The Web"), "Searchtheweb");
        assert_eq!(
            model_name("Currency converter (v2)!"),
            "Currencyconverter(V2)!"
        );
    }
}
