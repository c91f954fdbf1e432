// A hand-written OpenAI tool in a `json!` literal (async-openai, reqwest bodies): the
// literal is the payload, checked like a Python dict.
use serde_json::json;

pub fn tools() -> Vec<serde_json::Value> {
    vec![json!({
        "type": "function",
        "function": {
            "name": "get weather", // expect: N001, D001
            "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}
        }
    })]
}
