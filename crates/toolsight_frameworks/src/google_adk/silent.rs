//! What ADK does to a function tool without a word (measured with google-adk 2.13, see
//! `tests/corpus/l_google_adk.py` and `c10_string_annotations.py`):
//!
//! * an annotation it cannot evaluate at run time (a name imported only under
//!   `TYPE_CHECKING`, or never defined) makes it log a warning and send the declaration
//!   without any parameters;
//! * `Annotated[T, Field(default=...)]` (or `default_factory=`) without a default in the
//!   signature: ADK rebuilds the `FieldInfo` with the signature's default, so the parameter is
//!   sent as required and the default is not sent.

use crate::frameworks::pydantic::FieldInfo;
use crate::frameworks::{Silent, SilentKind, ToolInput};
use crate::model::{DefKind, Ty};

pub fn check(tool: &ToolInput) -> Vec<Silent> {
    // A class tool sends its own declaration; where ADK raises, L001 reports the error.
    if tool.function.kind == DefKind::Class
        || super::render(tool, crate::frameworks::Provider::Gemini)
            .result
            .is_err()
    {
        return Vec::new();
    }
    let params = super::declaration::kept_params(tool);
    if let Some(p) = super::declaration::unresolvable(tool, &params) {
        let text = p.annotation.as_ref().map(|a| a.text.as_str()).unwrap_or("");
        return vec![Silent::new(
            SilentKind::SchemaReplaced,
            Some(&p.name),
            format!(
                "the annotation of `{}` (`{text}`) names something the module does not define at run time, so ADK logs a warning and sends the tool without any parameters: the model calls it with none",
                p.name
            ),
        )];
    }
    let mut out = Vec::new();
    for p in params {
        if p.default.is_some() {
            continue;
        }
        let Some(ty @ Ty::Annotated { .. }) = p.annotation.as_ref().map(|a| &a.ty) else {
            continue;
        };
        let info = FieldInfo::for_param(Some(ty), None);
        let lost = match (&info.default, info.default_factory) {
            (Some(d), _) => format!("default `{}`", d.repr()),
            (None, true) => "`default_factory`".to_string(),
            (None, false) => continue,
        };
        out.push(Silent::new(
            SilentKind::DefaultDropped,
            Some(&p.name),
            format!(
                "the {lost} in the `Field(...)` of `{}` is not sent: ADK keeps only the signature's default, so the parameter is required and the model is not told the default",
                p.name
            ),
        ));
    }
    out
}
