//! Prints every golden payload's compact JSON text as JSON lines `{"id", "text"}`, for
//! `tests/tokens/regen.sh` to count with js-tiktoken.

#[path = "../tests/common/token_corpus.rs"]
mod token_corpus;

fn main() {
    let goldens = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/goldens");
    let mut out = String::new();
    for (id, text) in token_corpus::golden_payload_texts(&goldens) {
        out.push_str(&serde_json::json!({"id": id, "text": text}).to_string());
        out.push('\n');
    }
    toolsight::cli::out(&out);
}
