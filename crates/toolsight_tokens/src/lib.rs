//! What a tool definition costs in the context window: the tokens of its payload's compact
//! JSON text under an OpenAI encoding (exact for that text, counted with `tiktoken-rs`), and
//! per provider an estimate of what the provider injects, where it documents how (see
//! `estimate`). Anthropic and Gemini publish no offline tokenizer, so their figures are
//! never presented as exact.

pub mod estimate;

use serde_json::Value;

/// The OpenAI encodings toolsight counts with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// GPT-4o, GPT-4.1, GPT-5 and the o-series.
    #[default]
    O200kBase,
    /// GPT-4, GPT-3.5 Turbo.
    Cl100kBase,
}

impl Encoding {
    pub const ALL: [Encoding; 2] = [Encoding::O200kBase, Encoding::Cl100kBase];

    pub fn id(self) -> &'static str {
        match self {
            Encoding::O200kBase => "o200k_base",
            Encoding::Cl100kBase => "cl100k_base",
        }
    }

    pub fn from_id(id: &str) -> Option<Encoding> {
        Encoding::ALL.into_iter().find(|e| e.id() == id)
    }

    fn bpe(self) -> &'static tiktoken_rs::CoreBPE {
        // Built once per process on first use (~0.1 s): the rank files are in the binary.
        match self {
            Encoding::O200kBase => tiktoken_rs::o200k_base_singleton(),
            Encoding::Cl100kBase => tiktoken_rs::cl100k_base_singleton(),
        }
    }
}

/// The tokens of `text`, special-token markers (`<|endoftext|>`) counted as plain text: a
/// tool description is never parsed for them.
pub fn count(text: &str, encoding: Encoding) -> usize {
    encoding.bpe().encode_ordinary(text).len()
}

/// A payload as JSON text without whitespace, key order kept and non-ASCII left as it is:
/// what Python's `json.dumps(p, separators=(",", ":"), ensure_ascii=False)` writes.
pub fn compact_json(payload: &Value) -> String {
    serde_json::to_string(payload).unwrap_or_default()
}

/// The tokens of a payload's compact JSON text.
pub fn json_tokens(payload: &Value, encoding: Encoding) -> usize {
    count(&compact_json(payload), encoding)
}

/// `1234` as `1,234`.
pub fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_json_keeps_order_and_non_ascii() {
        let v: Value = serde_json::from_str(r#"{"z": 1, "a": "größe\n"}"#).unwrap();
        assert_eq!(compact_json(&v), "{\"z\":1,\"a\":\"größe\\n\"}");
    }

    #[test]
    fn special_token_text_is_ordinary_text() {
        // Counted, not rejected or collapsed into one special token.
        assert!(count("<|endoftext|>", Encoding::O200kBase) > 1);
    }

    #[test]
    fn encodings_differ_and_round_trip_their_ids() {
        let text = "Retourne la météo pour une ville donnée.";
        assert_ne!(
            count(text, Encoding::O200kBase),
            count(text, Encoding::Cl100kBase)
        );
        for e in Encoding::ALL {
            assert_eq!(Encoding::from_id(e.id()), Some(e));
        }
        assert_eq!(grouped(1234567), "1,234,567");
        assert_eq!(grouped(999), "999");
    }
}
