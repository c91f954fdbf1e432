//! toolsight's token counts (tiktoken-rs) equal an independent implementation's (js-tiktoken,
//! run by `tests/tokens/regen.sh` into `tests/goldens-tokens/js-tiktoken.jsonl`) on every
//! payload of the goldens, for both encodings.

use crate::token_corpus;

use std::collections::HashMap;
use std::path::Path;

use toolsight::tokens::{count, Encoding};

#[test]
fn json_token_counts_equal_js_tiktoken_on_every_golden_payload() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let expected: HashMap<String, serde_json::Value> =
        std::fs::read_to_string(root.join("tests/goldens-tokens/js-tiktoken.jsonl"))
            .unwrap()
            .lines()
            .map(|l| {
                let v: serde_json::Value = serde_json::from_str(l).unwrap();
                (v["id"].as_str().unwrap().to_string(), v)
            })
            .collect();
    let texts = token_corpus::golden_payload_texts(&root.join("tests/goldens"));
    assert!(texts.len() > 10_000, "{} payloads", texts.len());
    assert_eq!(
        texts.len(),
        expected.len(),
        "payloads changed: run tests/tokens/regen.sh"
    );
    let mut mismatches = Vec::new();
    let mut non_ascii = 0;
    for (id, text) in &texts {
        let want = expected.get(id).unwrap_or_else(|| {
            panic!("{id}: not counted by js-tiktoken: run tests/tokens/regen.sh")
        });
        non_ascii += usize::from(!text.is_ascii());
        for e in Encoding::ALL {
            let got = count(text, e);
            if want[e.id()].as_u64() != Some(got as u64) {
                mismatches.push(format!(
                    "{id} {}: js-tiktoken {} toolsight {got}",
                    e.id(),
                    want[e.id()]
                ));
            }
        }
    }
    // The corpus must exercise multi-byte text, where tokenizers most often disagree.
    assert!(non_ascii > 50, "{non_ascii} non-ASCII payloads");
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}
