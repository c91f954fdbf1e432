//! `fastcore.docments.docments(f, full=True)`: for each parameter its annotation (or the type
//! of its default), default and "docment" — the description taken, in order of preference,
//! from a comment on the parameter's line or on the comment lines just above it, from the
//! first `str` in `Annotated[...]`, and from a NumPy `Parameters` section.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use super::numpy;
use super::text::dedent;
use super::Ann;
use crate::frameworks::common::cleandoc;
use crate::frameworks::LibError;
use crate::model::{
    ClassDef, ClassKind, Function, MethodKind, Module, Origin, ParamKind, Prim, PyValue, Qualifier,
    Spelling, StdClass, Ty,
};
use crate::syntax::Span;

#[derive(Clone, Debug, PartialEq)]
pub enum DefaultValue {
    Value(PyValue),
    /// A dataclass `field(default_factory=...)`: the signature shows `<factory>`.
    Factory,
}

#[derive(Clone, Debug, PartialEq)]
pub struct DocEntry {
    pub name: String,
    pub anno: Ann,
    pub default: Option<DefaultValue>,
    pub docment: Option<String>,
}

impl DocEntry {
    fn empty(name: &str) -> DocEntry {
        DocEntry {
            name: name.into(),
            anno: Ann::Empty,
            default: None,
            docment: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Docments {
    pub params: Vec<DocEntry>,
    pub ret: DocEntry,
}

/// The comments of `span`'s lines: 1-based line → the text after `#` (`_clean_comment`).
fn comment_lines(module: &Module, span: Span) -> BTreeMap<usize, String> {
    module
        .comments
        .iter()
        .filter(|c| c.span.start >= span.start && c.span.start < span.end)
        .map(|c| {
            let body = c.text.strip_prefix('#').unwrap_or(&c.text);
            let body = body.strip_suffix('\r').unwrap_or(body);
            (module.lines.line_of(c.span.start), body.to_string())
        })
        .collect()
}

/// `_get_comment`.
fn get_comment(
    line: usize,
    comments: &BTreeMap<usize, String>,
    locs: &BTreeMap<usize, String>,
) -> Option<String> {
    if let Some(c) = comments.get(&line) {
        return Some(c.trim().to_string());
    }
    let mut l = line.saturating_sub(1);
    let mut res = Vec::new();
    while l > 0 && !locs.contains_key(&l) {
        match comments.get(&l) {
            Some(c) => res.push(c.as_str()),
            None => break,
        }
        l -= 1;
    }
    if res.is_empty() {
        return None;
    }
    res.reverse();
    Some(dedent(&res.join("\n")))
}

/// docments' per-name comment docs, from `_param_locs` (line → name, later names on a shared
/// line win) and the comments.
fn comment_docs(
    locs: &BTreeMap<usize, String>,
    comments: &BTreeMap<usize, String>,
) -> HashMap<String, Option<String>> {
    locs.iter()
        .map(|(line, name)| (name.clone(), get_comment(*line, comments, locs)))
        .collect()
}

/// `ann_parts(anno)[1]`'s first `str`.
fn annotated_doc(a: &Ann) -> Option<String> {
    match a {
        Ann::Ty(Ty::Annotated { meta, .. }, _) => {
            meta.iter().find_map(|m| m.as_str().map(str::to_string))
        }
        _ => None,
    }
}

fn finish(
    mut params: Vec<DocEntry>,
    mut ret: DocEntry,
    docs: &HashMap<String, Option<String>>,
    np: &numpy::NumpyDocs,
) -> Docments {
    for e in params.iter_mut().chain(std::iter::once(&mut ret)) {
        e.docment = docs.get(&e.name).cloned().flatten();
        if e.docment.is_none() {
            e.docment = annotated_doc(&e.anno);
        }
    }
    for e in params.iter_mut() {
        if let Some(d) = np.params.get(&e.name) {
            if e.docment.as_deref().unwrap_or("").is_empty() {
                e.docment = Some(d.clone());
            }
        }
    }
    if let Some(d) = &np.returns {
        if ret.docment.as_deref().unwrap_or("").is_empty() {
            ret.docment = Some(d.clone());
        }
    }
    Docments { params, ret }
}

fn annotation_ann(module: &Module, a: &crate::model::Annotation) -> Ann {
    // A quoted annotation's text is the string's content, shorter than its source span.
    let quoted = a.span.end - a.span.start != a.text.len();
    if module.future_annotations && quoted {
        // `from __future__` stores the source text, quotes included: `"'int'"`.
        Ann::Str(crate::model::value::str_repr(&a.text))
    } else if a.stringized {
        Ann::Str(a.text.clone())
    } else {
        // Only a literal `None` is the None object; `Optional[None]` evaluates to NoneType.
        Ann::Ty(a.ty.clone(), a.text.trim() == "None")
    }
}

/// `type(default)` as an annotation.
fn type_of(module: &Module, v: &PyValue) -> Ann {
    let bare = |origin| Ty::Generic {
        origin,
        spelling: Spelling::Builtin,
        args: None,
    };
    let ty = match v {
        PyValue::None => Ty::none(),
        PyValue::Bool(_) => Ty::Prim(Prim::Bool),
        PyValue::Int(_) => Ty::Prim(Prim::Int),
        PyValue::Float(_) => Ty::Prim(Prim::Float),
        PyValue::Str(_) => Ty::Prim(Prim::Str),
        PyValue::Bytes(_) => Ty::Prim(Prim::Bytes),
        PyValue::List(_) => bare(Origin::List),
        PyValue::Tuple(_) => bare(Origin::Tuple),
        PyValue::Set(_) => bare(Origin::Set),
        PyValue::Dict(_) => bare(Origin::Dict),
        PyValue::EnumMember { class, .. } => match module.class_named(class) {
            Some(c) => Ty::Class(c.clone()),
            None => Ty::Unknown {
                name: class.clone(),
            },
        },
        PyValue::Call(c) => match c.qualified.as_str() {
            // `type(Path(...))` is `PosixPath`, not `Path`: no custom format.
            "pathlib.Path" | "pathlib.PosixPath" | "pathlib.PurePath" => {
                Ty::Std(StdClass::PurePath)
            }
            "decimal.Decimal" => Ty::Std(StdClass::Decimal),
            "uuid.UUID" => Ty::Std(StdClass::Uuid),
            "datetime.datetime" => Ty::Std(StdClass::DateTime),
            "datetime.date" => Ty::Std(StdClass::Date),
            "datetime.timedelta" => Ty::Std(StdClass::TimeDelta),
            q => match module
                .classes
                .iter()
                .find(|k| k.name == c.callee || k.name == q)
            {
                Some(k) => Ty::Class(k.clone()),
                None => Ty::Unknown {
                    name: v.type_name(),
                },
            },
        },
        PyValue::Ellipsis | PyValue::Opaque { .. } => Ty::Unknown {
            name: v.type_name(),
        },
    };
    Ann::Ty(ty, false)
}

impl Docments {
    pub fn of_function(module: &Module, f: &Function) -> Result<Docments, LibError> {
        let doc = f
            .doc
            .as_ref()
            .map(|d| cleandoc(&d.value))
            .unwrap_or_default();
        let np = numpy::parse(&doc)?;
        let comments = comment_lines(module, f.span);
        // A bound classmethod's signature drops `cls`.
        let skip = usize::from(f.method_kind == MethodKind::ClassMethod);
        let mut locs = BTreeMap::new();
        for p in f.params.iter().skip(skip) {
            if p.kind != ParamKind::VarKeyword {
                locs.insert(module.lines.line_of(p.name_span.start), p.name.clone());
            }
        }
        if let Some(r) = &f.returns {
            locs.insert(module.lines.line_of(r.span.start), "return".to_string());
        }
        let docs = comment_docs(&locs, &comments);
        let params = f
            .params
            .iter()
            .skip(skip)
            .map(|p| DocEntry {
                name: p.name.clone(),
                anno: match (&p.annotation, &p.default) {
                    (Some(a), _) => annotation_ann(module, a),
                    (None, Some(d)) => type_of(module, &d.value),
                    (None, None) => Ann::Empty,
                },
                default: p
                    .default
                    .as_ref()
                    .map(|d| DefaultValue::Value(d.value.clone())),
                docment: None,
            })
            .collect();
        let mut ret = DocEntry::empty("return");
        if let Some(r) = &f.returns {
            ret.anno = annotation_ann(module, r);
        }
        Ok(finish(params, ret, &docs, &np))
    }

    /// `docments(cls)`: a dataclass's fields, else its `__init__`'s parameters. `None` when
    /// `__init__` is inherited from a builtin (`object`, `dict`, `Enum`).
    pub fn of_class(module: &Module, c: &ClassDef) -> Result<Option<Docments>, LibError> {
        match &c.kind {
            ClassKind::Dataclass => Self::of_dataclass(module, c).map(Some),
            ClassKind::Plain | ClassKind::Pydantic if c.init.is_some() => {
                let init = c.init.as_ref().map(|i| Self::of_function(module, i));
                init.transpose()
            }
            ClassKind::Pydantic => {
                // `BaseModel.__init__(self, /, **data: Any)`, from a module with
                // `from __future__ import annotations`.
                let data = DocEntry {
                    name: "data".into(),
                    anno: Ann::Str("Any".into()),
                    default: None,
                    docment: None,
                };
                Ok(Some(Docments {
                    params: vec![data],
                    ret: DocEntry::empty("return"),
                }))
            }
            _ => Ok(None),
        }
    }

    fn of_dataclass(module: &Module, c: &ClassDef) -> Result<Docments, LibError> {
        let doc = c
            .doc
            .as_ref()
            .map(|d| cleandoc(&d.value))
            .unwrap_or_default();
        let np = numpy::parse(&doc)?;
        let comments = comment_lines(module, c.span);
        let own: BTreeSet<usize> = c
            .fields
            .iter()
            .filter(|f| f.span.start >= c.span.start && f.span.end <= c.span.end)
            .map(|f| f.span.start)
            .collect();
        let mut locs = BTreeMap::new();
        for f in &c.fields {
            if own.contains(&f.span.start) {
                locs.insert(module.lines.line_of(f.span.start), f.name.clone());
            }
        }
        let docs = comment_docs(&locs, &comments);
        let mut params = Vec::new();
        for f in &c.fields {
            if matches!(
                f.annotation.ty,
                Ty::Qualified {
                    qualifier: Qualifier::ClassVar,
                    ..
                }
            ) || f.annotation.text.starts_with("ClassVar")
                || f.annotation.text.contains("KW_ONLY")
            {
                continue;
            }
            let mut default = f
                .default
                .as_ref()
                .map(|d| DefaultValue::Value(d.value.clone()));
            if let Some(d) = &f.default {
                if let PyValue::Call(call) = &d.value {
                    if call.qualified == "dataclasses.field" {
                        if call.kwarg("init") == Some(&PyValue::Bool(false)) {
                            continue;
                        }
                        default = if let Some(v) = call.kwarg("default") {
                            Some(DefaultValue::Value(v.clone()))
                        } else if call.kwarg("default_factory").is_some() {
                            Some(DefaultValue::Factory)
                        } else {
                            None
                        };
                    }
                }
            }
            params.push(DocEntry {
                name: f.name.clone(),
                anno: annotation_ann(module, &f.annotation),
                default,
                docment: None,
            });
        }
        Ok(finish(params, DocEntry::empty("return"), &docs, &np))
    }
}
