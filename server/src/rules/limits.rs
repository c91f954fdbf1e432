//! What toolsight leaves out of the analysis to stay within its bounds, said where it
//! happens: silence there would read as "no problems".

use crate::config::Severity;

use super::{Ctx, Diagnostic, RuleInfo};

pub const X001: RuleInfo = RuleInfo {
    code: "X001",
    name: "too-deep-to-analyse",
    severity: Severity::Warning,
    summary: "A statement nests too deeply for toolsight to analyse",
    doc: "A top-level statement whose syntax nests more than 10,000 levels deep (machine-written literals, a sum of tens of thousands of terms) is left out of the analysis, so that no file can exhaust the stack of the command or the language server. Tools defined or registered inside it are not found; the rest of the file is analysed.\n\nPython itself refuses far shallower code: 200 nested brackets (`too many nested parentheses`) or 100 indentation levels.\n\nFix: split the statement, or load the data from a file.",
};

pub const X002: RuleInfo = RuleInfo {
    code: "X002",
    name: "file-too-large",
    severity: Severity::Warning,
    summary: "The file is larger than `max-file-size` and is not analysed",
    doc: "Files larger than `max-file-size` (10 MiB unless configured; `[tool.toolsight] max-file-size = <bytes>`) are not analysed, so that no file can exhaust the memory of the language server or of CI: the memory a syntax tree and its analysis need grows with the file. `toolsight check` skips such files with a message; the language server reports this diagnostic and analyses nothing else in the file.\n\nFix: raise `max-file-size` if the file really holds tools, or exclude it.",
};

pub const X003: RuleInfo = RuleInfo {
    code: "X003",
    name: "type-too-large",
    severity: Severity::Warning,
    summary: "An annotation expands to a type too large to analyse",
    doc: "An annotation whose type, once its aliases are expanded, has more than 200,000 nodes is resolved only up to that size; the rest is treated as a type toolsight cannot read, so the previews are not what the library sends. This takes aliases that double at every level (`A = tuple[B, B]`, `B = tuple[C, C]`, ...): their expansion grows exponentially with the number of aliases, and so would the schema the library builds.\n\nFix: give the nested types a model class of their own (a `$ref` in the schema) instead of an alias.",
};

pub const X004: RuleInfo = RuleInfo {
    code: "X004",
    name: "too-many-indentation-levels",
    severity: Severity::Warning,
    summary: "A statement nests 100 indentation levels or more and is not analysed",
    doc: "Python refuses a file whose blocks nest 100 indentation levels deep or more (`IndentationError: too many levels of indentation`), and the Python grammar toolsight parses with aborts the whole process on a few hundred. The top-level statement that goes that deep is not parsed (tools defined or registered in it are not found): this diagnostic marks its first line past the limit. The rest of the file is analysed.\n\nFix: flatten the nesting (early `return`s, helper functions).",
};

pub const RULES: &[RuleInfo] = &[X001, X002, X003, X004];

/// Whether `text` is over the configured size, and so not analysed.
pub fn too_large(text: &str, config: &crate::config::Config) -> bool {
    text.len() > config.max_file_size
}

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    if too_large(ctx.source, ctx.config) {
        out.push(ctx.diag(
            &X002,
            crate::syntax::Span::new(0, 0),
            format!(
                "this file is {} bytes, over `max-file-size` ({} bytes): it is not analysed",
                ctx.source.len(),
                ctx.config.max_file_size
            ),
            Vec::new(),
            None,
        ));
    } else {
        for deep in crate::indentation::too_deep(ctx.source) {
            // The line that opens the level past the limit, from its first character.
            let rest = &ctx.source[deep.line..];
            let start =
                deep.line + (rest.len() - rest.trim_start_matches([' ', '\t', '\x0c']).len());
            let end = ctx.source[start..]
                .find(['\n', '\r'])
                .map_or(ctx.source.len(), |i| start + i);
            out.push(ctx.diag(
                &X004,
                crate::syntax::Span::new(start, end),
                format!(
                    "this line opens indentation level {}: Python accepts at most {} (\"too many levels of indentation\"), so its top-level statement is not analysed",
                    deep.level,
                    crate::indentation::MAX_LEVELS
                ),
                Vec::new(),
                None,
            ));
        }
    }
    for f in &ctx.module.functions {
        for a in f.params.iter().filter_map(|p| p.annotation.as_ref()) {
            if a.truncated {
                out.push(ctx.diag(
                    &X003,
                    a.span,
                    format!(
                        "this annotation expands to more than {} type nodes: toolsight resolves only that much of it, so the previews of this function are incomplete",
                        crate::extract::MAX_TYPE_NODES
                    ),
                    Vec::new(),
                    None,
                ));
            }
        }
    }
    for span in &ctx.module.too_deep {
        // Only the statement's first line: the rest may be megabytes of brackets.
        let first_line_end = ctx.source[span.start..span.end]
            .find('\n')
            .map_or(span.end, |i| span.start + i);
        out.push(ctx.diag(
            &X001,
            crate::syntax::Span::new(span.start, first_line_end),
            format!(
                "this statement nests more than {} levels deep and is not analysed: tools defined or registered in it are not found",
                crate::syntax::MAX_DEPTH
            ),
            Vec::new(),
            None,
        ));
    }
}
