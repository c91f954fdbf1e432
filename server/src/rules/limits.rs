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

pub const RULES: &[RuleInfo] = &[X001];

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
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
