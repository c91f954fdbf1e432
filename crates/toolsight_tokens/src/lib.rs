//! What a tool definition costs in the context window: the tokens of its payload's compact
//! JSON text under an OpenAI encoding (exact for that text: tiktoken's pre-tokenizing pattern
//! and byte-pair merges over its rank files, laid out at build time, see `ranks`), and
//! per provider an estimate of what the provider injects, where it documents how (see
//! `estimate`). Anthropic and Gemini publish no offline tokenizer, so their figures are
//! never presented as exact.

pub mod estimate;
mod merge;
mod ranks;

use std::sync::OnceLock;

use fancy_regex::Regex;
use serde_json::Value;

use ranks::Ranks;

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

    /// tiktoken's pattern that splits a text into the pieces merged one by one.
    fn pattern(self) -> &'static str {
        match self {
            Encoding::O200kBase => concat!(
                r"[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?",
                "|",
                r"[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?",
                "|",
                r"\p{N}{1,3}",
                "|",
                r" ?[^\s\p{L}\p{N}]+[\r\n/]*",
                "|",
                r"\s*[\r\n]+",
                "|",
                r"\s+(?!\S)",
                "|",
                r"\s+"
            ),
            Encoding::Cl100kBase => concat!(
                r"'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+",
                r"| ?[^\s\p{L}\p{N}]++[\r\n]*+|\s++$|\s*[\r\n]|\s+(?!\S)|\s"
            ),
        }
    }

    /// The pattern, compiled on first use (a few ms: its Unicode classes). The ranks need
    /// nothing built: they are static tables.
    fn splitter(self) -> &'static Regex {
        static SPLITTERS: [OnceLock<Regex>; 2] = [OnceLock::new(), OnceLock::new()];
        SPLITTERS[self as usize]
            .get_or_init(|| Regex::new(self.pattern()).expect("tiktoken's pattern compiles"))
    }
}

/// The tokens of `text`, special-token markers (`<|endoftext|>`) counted as plain text: a
/// tool description is never parsed for them. What tiktoken's `encode_ordinary` returns,
/// counted.
pub fn count(text: &str, encoding: Encoding) -> usize {
    let ranks = Ranks::of(encoding);
    let piece_tokens = |piece: &[u8]| match ranks.get(piece) {
        Some(_) => 1,
        None => merge::count(piece, ranks),
    };
    let mut total = 0;
    let mut done = 0;
    for m in encoding.splitter().find_iter(text) {
        match m {
            Ok(m) => {
                total += piece_tokens(m.as_str().as_bytes());
                done = m.end();
            }
            // Only past fancy-regex's backtracking limit (tiktoken itself panics there): the
            // rest is merged as one piece, a count still, if no longer tiktoken's exact one.
            Err(_) => {
                total += piece_tokens(&text.as_bytes()[done..]);
                break;
            }
        }
    }
    total
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

    fn tiktoken(e: Encoding) -> &'static tiktoken_rs::CoreBPE {
        match e {
            Encoding::O200kBase => tiktoken_rs::o200k_base_singleton(),
            Encoding::Cl100kBase => tiktoken_rs::cl100k_base_singleton(),
        }
    }

    /// Texts that reach every branch: whole-token pieces, short merges, pieces of 100 bytes
    /// and more (the heap), non-ASCII letters and marks, digits, whitespace runs and newlines,
    /// contractions, and `/` after punctuation (o200k's `[\r\n/]*`).
    fn corpus() -> Vec<String> {
        let mut texts: Vec<String> = [
            "",
            " ",
            "get_weather",
            r#"{"type":"function","function":{"name":"get_weather","parameters":{"type":"object"}}}"#,
            "Retourne la météo pour une ville donnée. Größe: 12345678 km²\n\n  indented\t\ttabs",
            "I'm sure they'll've DON'T it's ÉCOLE's",
            "日本語のテキストと한국어 그리고 العربية и русский текст",
            "emoji 🙂🙃 and combining e\u{301} a\u{308}\u{20dd}",
            "path/to/file.py:12 -> ../../x//y http://example.com/a?b=c&d=e",
            "trailing spaces   \n   \n\n\r\n  x",
        ]
        .map(String::from)
        .to_vec();
        texts.push("a".repeat(99));
        texts.push("ab".repeat(150));
        texts.push("!@#$%^&*()".repeat(70));
        texts.push(" ".repeat(1200) + "x");
        texts.push("Zm9vYmFyYmF6cXV4".repeat(40));
        texts.push("1234567890".repeat(30));
        texts.push("ééàü".repeat(60));
        texts.push("\u{1F600}\u{1F680}\u{2603}".repeat(50));
        // Pseudo-random text over an alphabet of the characters above (a fixed LCG: the same
        // texts every run).
        let alphabet: Vec<char> = "aZé日 \n\t'sT1_/{}\":,.-🙂\u{301}ßИ!".chars().collect();
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        for len in [5usize, 20, 64, 150, 400, 1500] {
            for _ in 0..40 {
                let text: String = (0..len)
                    .map(|_| {
                        state = state
                            .wrapping_mul(6_364_136_223_846_793_005)
                            .wrapping_add(1_442_695_040_888_963_407);
                        alphabet[(state >> 33) as usize % alphabet.len()]
                    })
                    .collect();
                texts.push(text);
            }
        }
        texts
    }

    #[test]
    fn counts_equal_tiktoken_rs() {
        for e in Encoding::ALL {
            for text in corpus() {
                assert_eq!(
                    count(&text, e),
                    tiktoken(e).encode_ordinary(&text).len(),
                    "{} {text:?}",
                    e.id()
                );
            }
        }
    }

    #[test]
    fn long_pieces_take_both_merge_paths_alike() {
        // One piece of every length around tiktoken's switch to its heap.
        for e in Encoding::ALL {
            let ranks = Ranks::of(e);
            for len in 2..140 {
                let word: String = "qzxjvkwy".chars().cycle().take(len).collect();
                let bpe = tiktoken(e).encode_ordinary(&word).len();
                assert_eq!(merge::count(word.as_bytes(), ranks), bpe, "{len}");
            }
        }
    }

    #[test]
    fn every_rank_is_found_by_its_bytes() {
        for e in Encoding::ALL {
            let ranks = Ranks::of(e);
            let mut found = 0;
            for rank in 0..ranks.len() as u32 {
                let token = ranks.token(rank);
                if token.is_empty() {
                    continue;
                }
                assert_eq!(ranks.get(token), Some(rank), "{} {rank}", e.id());
                assert_eq!(tiktoken(e).decode_bytes(&[rank]).unwrap(), token);
                found += 1;
            }
            // o200k_base and cl100k_base's mergeable ranks.
            let expected = match e {
                Encoding::O200kBase => 199_998,
                Encoding::Cl100kBase => 100_256,
            };
            assert_eq!(found, expected, "{}", e.id());
            assert_eq!(ranks.get(b"<|endoftext|>"), None);
        }
    }
}
