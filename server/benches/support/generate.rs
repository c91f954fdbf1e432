//! The generated module of the language-server benchmarks (`lsp`, `lsp_stdio`).

/// `tools` stores tools of 5 parameters each (defaults, an Enum, a Literal, an Optional),
/// about `target_lines / tools` lines each, and one `stores.Index([...])` listing them all.
pub fn generate(tools: usize, target_lines: usize) -> String {
    let mut s = String::from("\"\"\"Generated benchmark module.\"\"\"\nfrom enum import Enum\nfrom typing import Literal, Optional\n\nimport stores\n\n\nclass Unit(str, Enum):\n    C = \"c\"\n    F = \"f\"\n\n\n");
    let filler_per_tool = target_lines / tools;
    for i in 0..tools {
        s.push_str(&format!(
            "def tool_{i}(city: str, days: int = 3, unit: Unit = Unit.C, mode: Literal[\"a\", \"b\"] = \"a\", limit: Optional[int] = None) -> list[str]:\n    \"\"\"Tool number {i}.\n\n    Args:\n        city: The city.\n        days: Days ahead.\n    \"\"\"\n"
        ));
        let used = 8;
        for j in 0..filler_per_tool.saturating_sub(used + 2) {
            s.push_str(&format!(
                "    x_{j} = city.upper() + str(days * {j})  # filler\n"
            ));
        }
        s.push_str("    return []\n\n");
    }
    s.push_str("index = stores.Index([");
    s.push_str(
        &(0..tools)
            .map(|i| format!("tool_{i}"))
            .collect::<Vec<_>>()
            .join(", "),
    );
    s.push_str("])\n");
    s
}
