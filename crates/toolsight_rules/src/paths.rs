//! Mapping places in a payload back to source: a property named after a parameter points at
//! that parameter's annotation (or its name when unannotated).

use crate::model::{DefKind, Function, Module};
use crate::syntax::Span;

use super::{Ctx, Related, ToolView};

/// The best span for a diagnostic about parameter `name` of `f`.
pub fn param_span(f: &Function, name: &str) -> Span {
    f.params
        .iter()
        .find(|p| p.name == name)
        .map(|p| p.annotation.as_ref().map(|a| a.span).unwrap_or(p.name_span))
        .unwrap_or(f.name_span)
}

/// The span of the default value of parameter `name`, when it has one.
pub fn default_span(f: &Function, name: &str) -> Option<Span> {
    f.params
        .iter()
        .find(|p| p.name == name)
        .and_then(|p| p.default.as_ref().map(|d| d.span))
}

/// The best span for a diagnostic about the payload property `name`: the parameter of that
/// name, else the field that defines it in a model of this file the tool's schema comes from
/// (a class tool's `args_schema`, a model-typed parameter whose fields become the
/// parameters), else the tool's name; with the other place the payload's property comes from when it is a
/// model's field: where the tool takes that model in (the `args_schema = Model` assignment,
/// or the parameter annotated with the model), as a related location.
pub fn property_place(module: &Module, f: &Function, name: &str) -> (Span, Option<(Span, String)>) {
    match property_source(module, f, name) {
        Some(src) => (src.annotation, src.via),
        None => (param_span(f, name), None),
    }
}

/// Where the default of the payload property `name` is written: the parameter's default, or
/// the default of the model field or `_run` parameter that defines the property (see
/// `property_place`), with the same related place; `None` when it has no default there.
pub fn property_default_place(
    module: &Module,
    f: &Function,
    name: &str,
) -> Option<(Span, Option<(Span, String)>)> {
    let src = property_source(module, f, name)?;
    Some((src.default?.span, src.via))
}

/// The default of the payload property `name` as the code writes it, with the type it is
/// written for (`Field(False, ...)` in an `args_schema` model's field, a parameter's `= 7`);
/// see `property_place`.
pub fn property_default<'m>(
    module: &'m Module,
    f: &'m Function,
    name: &str,
) -> Option<(Option<&'m crate::model::Ty>, &'m crate::model::Default)> {
    let src = property_source(module, f, name)?;
    Some((src.ty, src.default?))
}

/// The code that defines one property of a tool's payload.
struct PropertySource<'m> {
    /// Its annotation (or its name, unannotated).
    annotation: Span,
    ty: Option<&'m crate::model::Ty>,
    default: Option<&'m crate::model::Default>,
    /// Where the tool takes the model that holds it in, and why, for a model's field.
    via: Option<(Span, String)>,
}

fn property_source<'m>(
    module: &'m Module,
    f: &'m Function,
    name: &str,
) -> Option<PropertySource<'m>> {
    let of_param = |p: &'m crate::model::Param, via: Option<(Span, String)>| PropertySource {
        annotation: p.annotation.as_ref().map(|a| a.span).unwrap_or(p.name_span),
        ty: p.annotation.as_ref().map(|a| &a.ty),
        default: p.default.as_ref(),
        via,
    };
    // A function given its schema where it is registered (`@tool(args_schema=Model)`,
    // `StructuredTool.from_function(func=f, args_schema=Model)`): the framework sends the
    // model, not the signature, so the property is written in the model's field.
    if let Some(found) = given_schema(module, f)
        .and_then(|(model, via, why)| model_field(module, &model, name, via, why))
    {
        return Some(found);
    }
    // A class tool's parameters stand for its schema's properties, placed on the class: the
    // model field is where the property is written.
    if f.kind != DefKind::Class {
        if let Some(p) = f.params.iter().find(|p| p.name == name) {
            return Some(of_param(p, None));
        }
    }
    // Each model the schema may come from, with where the tool takes it in.
    let mut models: Vec<(String, Span, String)> = Vec::new();
    if f.kind == DefKind::Class {
        if let Some(class) = module
            .classes
            .iter()
            .find(|c| c.name == f.qualname || c.name == f.name)
        {
            models.extend(
                class
                    .fields
                    .iter()
                    .filter(|x| x.name == "args_schema")
                    .filter_map(|x| x.default.as_ref().map(|d| (x, d)))
                    .map(|(x, d)| {
                        let model = d.text.rsplit('.').next().unwrap_or(&d.text).to_string();
                        let why = format!("`{}` takes its parameters from `{model}` here", f.name);
                        (model, x.span, why)
                    }),
            );
        }
    }
    for p in &f.params {
        if let Some(a) = &p.annotation {
            models.extend(
                annotation_words(&a.text)
                    .map(|w| (w.to_string(), a.span, sends_fields_of(&p.name, w))),
            );
        }
    }
    // A class tool whose schema comes from its `_run` signature (langchain without an
    // `args_schema`): the parameter of `_run`.
    if f.kind == DefKind::Class && models.is_empty() {
        let run = module
            .functions
            .iter()
            .find(|m| m.name == "_run" && m.class.as_deref().is_some_and(|c| c == f.qualname));
        if let Some(p) = run.and_then(|r| r.params.iter().find(|p| p.name == name)) {
            return Some(of_param(p, None));
        }
    }
    models
        .into_iter()
        .find_map(|(model, via, why)| model_field(module, &model, name, via, why))
}

/// The field `name` of the model class `model` of this module, as the source of a property
/// taken in at `via`.
fn model_field<'m>(
    module: &'m Module,
    model: &str,
    name: &str,
    via: Span,
    why: String,
) -> Option<PropertySource<'m>> {
    let class = module.classes.iter().find(|c| c.name == model)?;
    let field = written_field(module, class, name)?;
    Some(PropertySource {
        annotation: field.annotation.span,
        ty: Some(&field.annotation.ty),
        default: field.default.as_ref(),
        via: Some((via, why)),
    })
}

/// The model definition a payload path is inside (`$defs/Page/properties/size/...` gives
/// `Page` and `size`; `$defs/Page` gives `Page` alone); `None` outside the definitions.
pub fn definition_of_path(path: &[String]) -> Option<(String, Option<String>)> {
    let i = path
        .iter()
        .rposition(|p| p == "$defs" || p == "definitions")?;
    let model = path.get(i + 1)?.clone();
    let field = match path.get(i + 2).map(String::as_str) {
        Some("properties") => path.get(i + 3).cloned(),
        _ => None,
    };
    Some((model, field))
}

/// Where a finding about a node of the model definition `model` belongs: the field's
/// annotation in the class of that name in the tool's module (or the class's name, for the
/// model itself), with the parameter that takes the model in as a related place; `None`
/// when the class is not defined in this module (the finding stays on the tool).
pub fn definition_place(
    ctx: &Ctx,
    tool: &ToolView,
    model: &str,
    field: Option<&str>,
) -> Option<(Span, Option<Related>)> {
    let module = ctx.module;
    let class = module.classes.iter().find(|c| c.name == model)?;
    let via = tool.function.params.iter().find_map(|p| {
        let a = p.annotation.as_ref()?;
        annotation_words(&a.text)
            .any(|w| w == model)
            .then(|| Related::here(a.span, sends_fields_of(&p.name, model)))
    });
    let span = match field {
        Some(name) => written_field(module, class, name)?.annotation.span,
        None => class.name_span,
    };
    Some((span, via))
}

/// The names an annotation's text is made of (`Optional[Page]` gives `Optional`, `Page`):
/// the models a parameter may send the fields of.
fn annotation_words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
}

fn sends_fields_of(param: &str, model: &str) -> String {
    format!("the parameter `{param}` sends the fields of `{model}`")
}

/// The field `name` of `class` where this module writes it: the class's own, else the one it
/// inherits from a base class of this module (the field the class holds, with the same span,
/// is that base's own). A field inherited from another file is not written here: `None`.
fn written_field<'m>(
    module: &'m Module,
    class: &'m crate::model::ClassDef,
    name: &str,
) -> Option<&'m crate::model::Field> {
    if let Some(own) = own_field(class, name) {
        return Some(own);
    }
    let held = class.fields.iter().find(|x| x.name == name)?;
    // Each base of this module once, nearest first; a chain is at most as long as the module
    // has classes.
    let mut seen: Vec<&crate::model::ClassDef> = vec![class];
    let mut next = 0;
    while next < seen.len() {
        let current = seen[next];
        next += 1;
        for b in &current.bases {
            let short = b.rsplit('.').next().unwrap_or(b);
            let local = module.classes.iter().find(|c| {
                c.name == short && (b == short || b.starts_with(&format!("{}.", module.name)))
            });
            let Some(base) = local else { continue };
            if seen.iter().any(|c| std::ptr::eq(*c, base.as_ref())) {
                continue;
            }
            if let Some(f) = own_field(base, name) {
                if f.span == held.span {
                    return Some(f);
                }
            }
            seen.push(base);
        }
    }
    None
}

/// The field `name` the class itself writes: an inherited one may be written in another file.
fn own_field<'m>(class: &'m crate::model::ClassDef, name: &str) -> Option<&'m crate::model::Field> {
    class.fields.iter().find(|x| {
        x.name == name && class.span.start <= x.span.start && x.span.end <= class.span.end
    })
}

/// Whether a function tool's registration gives its schema (`args_schema=Model`): the
/// payload's properties are the model's fields, not the signature's parameters.
pub fn schema_given_at_registration(module: &Module, f: &Function) -> bool {
    given_schema(module, f).is_some()
}

/// The model a function tool's registration gives as its schema (`args_schema=Model`), with
/// the registration's place.
fn given_schema(module: &Module, f: &Function) -> Option<(String, Span, String)> {
    if f.kind == DefKind::Class {
        return None;
    }
    let index = module
        .functions
        .iter()
        .position(|g| std::ptr::eq(&**g, f))?;
    module
        .marks
        .iter()
        .filter(|m| m.function == index)
        .find_map(|m| {
            let options = m.options.as_ref()?;
            let (_, value) = options.kwargs.iter().find(|(k, _)| k == "args_schema")?;
            let crate::model::PyValue::Opaque { text } = value else {
                return None;
            };
            let model = text.rsplit('.').next().unwrap_or(text).to_string();
            let why = format!("`{}` takes its parameters from `{model}` here", f.name);
            Some((model, m.span, why))
        })
}

/// In a hand-written schema, the key that holds the parameter schema (`"parameters"`,
/// `"input_schema"`, `"inputSchema"`, `parameters=`, ...): the place of a finding about the
/// schema's root, rather than the literal's first line or the tool's name.
pub fn root_schema_span(source: &str, f: &Function) -> Option<Span> {
    if f.kind != DefKind::Schema {
        return None;
    }
    const KEYS: [&str; 6] = [
        "parameters",
        "input_schema",
        "inputSchema",
        "parameters_json_schema",
        "parametersJsonSchema",
        "input_schema_json",
    ];
    let text = source.get(f.span.start..f.span.end)?;
    KEYS.iter().find_map(|k| {
        // A dict key (`"parameters":`) or a keyword argument (`parameters=`).
        let quoted = ['"', '\''].into_iter().find_map(|q| {
            let lit = format!("{q}{k}{q}");
            let at = text.find(&lit)?;
            text[at + lit.len()..]
                .trim_start()
                .starts_with(':')
                .then(|| Span::new(f.span.start + at, f.span.start + at + lit.len()))
        });
        quoted.or_else(|| {
            super::keyword_value_span(source, f.span, k)
                .map(|v| Span::new(v.start.saturating_sub(k.len() + 1), v.start))
                .and_then(|s| {
                    let t = source.get(s.start..s.end)?;
                    t.starts_with(k)
                        .then(|| Span::new(s.start, s.start + k.len()))
                })
        })
    })
}

/// Where a finding about a payload node belongs: the property's parameter or model field
/// (`property_place`), or, for the schema's root, the hand-written schema's key, else the
/// tool's name; with the other place the property comes from, when there is one.
pub fn finding_place(ctx: &Ctx, tool: &ToolView, param: Option<&str>) -> (Span, Option<Related>) {
    match param {
        Some(name) => {
            let (span, via) = property_place(ctx.module, tool.function, name);
            (span, via.map(|(at, message)| Related::here(at, message)))
        }
        None => (
            root_schema_span(ctx.source, tool.function).unwrap_or(tool.function.name_span),
            None,
        ),
    }
}
