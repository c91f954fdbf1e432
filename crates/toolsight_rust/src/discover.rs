//! Rust tools: rmcp `#[tool_router] impl` blocks with `#[tool(...)]` fns, `impl ToolBase`,
//! rig `impl Tool` / `impl PortableTool` (`const NAME`) and `#[rig_tool(...)]` fns, each
//! with the facts a renderer needs (`RustTool`).

use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::Value;

use super::attrs::{self, Attr, Lit, Meta};
use super::items::{FnDef, FnParam, Item, ItemKind, TypeExpr};
use super::krate::{join, Crate};
use super::types::{Resolver, RustType, TypeDef};
use super::Shapes;
use toolsight_syntax::Span;

pub use toolsight_model::rust::tool::{FnArg, RustTool, ToolKind};

/// A tool found in the analysed file.
#[derive(Clone, Debug)]
pub struct Found {
    pub tool: RustTool,
    /// `Type::fn`, `fn` or `Type`, relative to the file's module.
    pub qualname: String,
    /// The fn or type name.
    pub ident: String,
    pub ident_span: Span,
    pub signature_span: Span,
    pub span: Span,
    pub body_span: Span,
    pub is_async: bool,
    pub class: Option<String>,
    /// Where the tool is marked (the attribute, or the impl header).
    pub mark_span: Span,
    /// Tools sent together (one router): same group.
    pub group: Option<usize>,
    /// Parameters with spans in the file (the params struct's fields when it is in the
    /// file, else the fn's parameter).
    pub params: Vec<(String, Span, Span)>,
    /// The span of the literal that gives the name, if any.
    pub name_literal: Option<Span>,
}

/// Finds the tools of the analysed module (and its inline modules).
pub fn tools(krate: &Crate, shapes: &Shapes) -> Vec<Found> {
    let mut out = Vec::new();
    let Some(home) = krate.module(&krate.home) else {
        return out;
    };
    let mut groups = 0usize;
    let mut stack: Vec<(String, Arc<Vec<Item>>, String)> =
        vec![(home.path.clone(), home.items.clone(), String::new())];
    while let Some((module, items, prefix)) = stack.pop() {
        for it in items.iter() {
            match &it.kind {
                ItemKind::Mod(Some(inner)) => stack.push((
                    join(&module, &it.name),
                    Arc::new(inner.clone()),
                    format!("{prefix}{}::", it.name),
                )),
                ItemKind::Impl(imp) => {
                    let self_name = imp.self_ty.last().unwrap_or("").to_string();
                    let trait_name = imp.trait_.as_ref().and_then(|t| t.last()).unwrap_or("");
                    let ctx = Ctx {
                        krate,
                        module: &module,
                        prefix: &prefix,
                        shapes,
                    };
                    // A definition trait (rig's `Tool` / `PortableTool`), under any name a
                    // `use` gives it; `impl<T: X> Tool for T`, a blanket impl over a type
                    // parameter, defines no tool of its own.
                    let definition = has_const(&imp.items, "NAME")
                        && !it.generics.iter().any(|g| g == &self_name)
                        && ctx.is_definition_trait(imp.trait_.as_ref());
                    match trait_name {
                        _ if definition => {
                            out.extend(ctx.definition_trait(
                                it,
                                &self_name,
                                &imp.items,
                                imp.trait_.as_ref(),
                            ));
                        }
                        t if t == shapes.base_trait => {
                            out.extend(ctx.tool_base(it, &self_name, &imp.items))
                        }
                        _ => {
                            let router = attrs::named(&it.attrs, shapes.router_attr).next();
                            let group = groups;
                            groups += 1;
                            for f in &imp.items {
                                let ItemKind::Fn(def) = &f.kind else { continue };
                                if !def.body.routes.is_empty() {
                                    let group = groups;
                                    groups += 1;
                                    for route in &def.body.routes {
                                        if let Some(t) =
                                            ctx.routed(&items, &self_name, route, group)
                                        {
                                            out.push(t);
                                        }
                                    }
                                }
                                let Some(a) = attrs::named(&f.attrs, shapes.routed_fn_attr).next()
                                else {
                                    continue;
                                };
                                out.push(ctx.routed_fn(f, def, a, &self_name, router, group));
                            }
                        }
                    }
                }
                ItemKind::Fn(def) => {
                    if let Some(a) = attrs::named(&it.attrs, shapes.macro_fn_attr).next() {
                        let ctx = Ctx {
                            krate,
                            module: &module,
                            prefix: &prefix,
                            shapes,
                        };
                        out.push(ctx.macro_fn(it, def, a));
                    }
                }
                _ => {}
            }
        }
    }
    out.sort_by_key(|f| f.span.start);
    out
}

fn has_const(items: &[Item], name: &str) -> bool {
    items
        .iter()
        .any(|i| i.name == name && matches!(i.kind, ItemKind::Const { .. }))
}

struct Ctx<'a> {
    krate: &'a Crate,
    module: &'a str,
    prefix: &'a str,
    shapes: &'a Shapes,
}

fn base_tool(kind: ToolKind, name: String, module: &str, docs: &[String]) -> RustTool {
    RustTool {
        kind,
        name,
        name_unread: None,
        doc_unread: None,
        framework_version: None,
        schemars_version: None,
        description: None,
        described: false,
        docs: docs.to_vec(),
        title: None,
        annotations: Vec::new(),
        has_annotations: false,
        attr: None,
        router: None,
        params: None,
        fn_args: Vec::new(),
        output: None,
        parameters_json: None,
        output_json: None,
        schema_for: None,
        schema_settings: None,
        schema_serialized: false,
        types: BTreeMap::new(),
        module: module.to_string(),
        too_deep: false,
        preserve_order: None,
        crate_name: None,
    }
}

impl Ctx<'_> {
    /// Whether the trait an `impl Tool for T` names is a definition trait of the
    /// definition crates (`rig::tool::Tool`, through `use`s, re-exports in the crate or in
    /// dependencies on disk, or a `rig::...::*` glob), not a trait of the crate or of
    /// another crate that happens to be called `Tool`.
    fn is_definition_trait(&self, tr: Option<&TypeExpr>) -> bool {
        let Some(TypeExpr::Path { segments, .. }) = tr else {
            return false;
        };
        let crates = self.shapes.definition_crates;
        let traits = self.shapes.definition_traits;
        let is_theirs = |c: &str| crates.contains(&c);
        match self
            .krate
            .resolve_through_deps(self.module, segments, &is_theirs)
        {
            Some(super::krate::Resolved::External(p)) if p.len() > 1 => {
                crates.contains(&p[0].as_str())
                    && p.last().is_some_and(|l| traits.contains(&l.as_str()))
            }
            // A bare name no `use` binds: it comes from a glob import (or a prelude). A
            // glob from rig's crates makes it rig's; globs only from other crates make it
            // theirs; with no glob at all the name is all there is to go by.
            Some(super::krate::Resolved::External(p)) => {
                if !p.last().is_some_and(|l| traits.contains(&l.as_str())) {
                    return false;
                }
                let globs = self.krate.external_globs(self.module);
                globs.is_empty()
                    || globs
                        .iter()
                        .any(|g| g.first().is_some_and(|c| crates.contains(&c.as_str())))
            }
            // rig's own trait, inside rig-core (its built-in tools: `ThinkTool`).
            Some(super::krate::Resolved::Item(f)) => {
                matches!(f.item.kind, ItemKind::Trait)
                    && traits.contains(&f.item.name.as_str())
                    && self
                        .krate
                        .package_name()
                        .is_some_and(|n| crates.contains(&n.as_str()))
            }
            // Anything else defined in the crate or a dependency.
            _ => false,
        }
    }

    fn eval(&self, lit: &Lit) -> Option<String> {
        self.krate.eval_str(self.module, lit)
    }

    /// The params struct's fields as (name, name span, whole span), when it is in the
    /// analysed file; else the fn parameter itself.
    fn param_spans(
        &self,
        params: &Option<RustType>,
        types: &BTreeMap<String, Arc<TypeDef>>,
        fallback: Option<&FnParam>,
    ) -> Vec<(String, Span, Span)> {
        if let Some(RustType::Item { path, .. }) = params {
            if let Some(def) = types.get(path) {
                if def.analysed {
                    if let ItemKind::Struct(super::items::Fields::Named(fields)) = &def.item.kind {
                        return fields
                            .iter()
                            .filter_map(|f| Some((f.name.clone()?, f.name_span, f.span)))
                            .collect();
                    }
                }
            }
        }
        fallback
            .map(|p| vec![(p.pattern.clone(), p.pattern_span, p.span)])
            .unwrap_or_default()
    }

    fn found(
        &self,
        it: &Item,
        def: &FnDef,
        class: Option<&str>,
        tool: RustTool,
        mark: Span,
    ) -> Found {
        let qual = match class {
            Some(c) => format!("{}{c}::{}", self.prefix, it.name),
            None => format!("{}{}", self.prefix, it.name),
        };
        Found {
            tool,
            qualname: qual,
            ident: it.name.clone(),
            ident_span: it.name_span,
            signature_span: def.signature_span,
            span: it.span,
            body_span: def.body_span,
            is_async: def.is_async,
            class: class.map(str::to_string),
            mark_span: mark,
            group: None,
            params: Vec::new(),
            name_literal: None,
        }
    }

    fn routed_fn(
        &self,
        it: &Item,
        def: &FnDef,
        a: &Attr,
        self_name: &str,
        router: Option<&Attr>,
        group: usize,
    ) -> Found {
        let written = a.value_of("name");
        let name = written
            .and_then(|l| self.eval(l))
            .unwrap_or_else(|| it.name.clone());
        let mut tool = base_tool(ToolKind::RoutedFn, name, self.module, &it.docs);
        // `name = other_crate::NAME` that toolsight cannot read: listed, name unread.
        tool.name_unread = written.filter(|l| self.eval(l).is_none()).map(Lit::written);
        let explicit = a.value_of("description").and_then(|l| self.eval(l));
        let unread = RustTool::unread_doc(&it.docs).map(str::to_string);
        tool.described =
            explicit.is_some() || RustTool::trimmed_doc(&it.docs).is_some() || unread.is_some();
        if explicit.is_none() {
            tool.doc_unread = unread;
        }
        tool.description = explicit.or_else(|| RustTool::trimmed_doc(&it.docs));
        tool.title = a.value_of("title").and_then(|l| self.eval(l));
        if let Some(ann) = attrs::list_of(a.args(), "annotations") {
            tool.has_annotations = true;
            tool.annotations = ann
                .iter()
                .filter_map(|m| match m {
                    Meta::NameValue { name, value, .. } => Some((name.clone(), value.clone())),
                    _ => None,
                })
                .collect();
        }
        tool.attr = Some(a.clone());
        tool.router = router.map(|r| match r.value_of("router") {
            Some(Lit::Path(p)) => p.join("::"),
            // The router the macro generates is named after the attribute by default.
            _ => self.shapes.router_attr.to_string(),
        });
        let mut r = Resolver::new(self.krate);
        let param = def
            .params
            .iter()
            .find(|p| p.ty.last() == Some("Parameters"));
        tool.params = param
            .and_then(|p| p.ty.args().first())
            .map(|t| r.resolve(self.module, &[], t));
        tool.output = def
            .ret
            .as_ref()
            .and_then(json_output)
            .map(|t| r.resolve(self.module, &[], t));
        // `input_schema = some_fn()`, `output_schema = some_fn()`: the `json!` it returns.
        tool.parameters_json = a.value_of("input_schema").and_then(|l| self.fn_json(l));
        tool.output_json = a.value_of("output_schema").and_then(|l| self.fn_json(l));
        tool.too_deep = r.too_deep;
        tool.types = r.items;
        let spans = self.param_spans(&tool.params, &tool.types, param);
        let name_literal = a.args().iter().find(|m| m.name() == "name").map(Meta::span);
        let mut f = self.found(it, def, Some(self_name), tool, a.span);
        f.group = Some(group);
        f.params = spans;
        f.name_literal = name_literal;
        f
    }

    /// A route of a hand-written `ToolRouter` to a method of `self_name` in `items`.
    fn routed(
        &self,
        items: &[Item],
        self_name: &str,
        route: &super::items::Route,
        group: usize,
    ) -> Option<Found> {
        let fn_name = route.function.as_deref()?;
        let (it, def) = items.iter().find_map(|i| match &i.kind {
            ItemKind::Impl(imp) if imp.self_ty.last() == Some(self_name) => {
                imp.items.iter().find_map(|f| match &f.kind {
                    ItemKind::Fn(d) if f.name == fn_name => Some((f, &**d)),
                    _ => None,
                })
            }
            _ => None,
        })?;
        let name = route
            .name
            .as_ref()
            .and_then(|l| self.eval(l))
            .unwrap_or_else(|| fn_name.to_string());
        let mut tool = base_tool(ToolKind::RoutedFn, name, self.module, &it.docs);
        let desc = route.description.as_ref().and_then(|l| self.eval(l));
        tool.described = desc.as_deref().is_some_and(|d| !d.is_empty());
        // A route built from a fn starts with an empty description.
        tool.description = desc.or_else(|| Some(String::new()));
        let mut r = Resolver::new(self.krate);
        tool.params = route
            .params
            .as_ref()
            .map(|t| r.resolve(self.module, &[], t));
        // A route without `.parameters::<T>()` takes any object (`JsonObject`).
        if tool.params.is_none() && route.params_json.is_none() {
            tool.params = Some(RustType::Special(super::types::Special::JsonMap));
        }
        tool.output = route
            .output
            .as_ref()
            .or_else(|| def.ret.as_ref().and_then(json_output))
            .map(|t| r.resolve(self.module, &[], t));
        tool.parameters_json = route.params_json.clone();
        tool.too_deep = r.too_deep;
        tool.types = r.items;
        let param = def
            .params
            .iter()
            .find(|p| p.ty.last() == Some("Parameters"));
        let spans = self.param_spans(&tool.params, &tool.types, param);
        let mut f = self.found(it, def, Some(self_name), tool, route.span);
        f.group = Some(group);
        f.params = spans;
        Some(f)
    }

    /// The `json!` value a call like `schema_fn()` returns, where the fn is in the crate.
    fn fn_json(&self, lit: &Lit) -> Option<Result<Value, String>> {
        let Lit::Other(call) = lit else { return None };
        let path = call.strip_suffix("()")?;
        let segs: Vec<String> = path.split("::").map(|s| s.trim().to_string()).collect();
        match self.krate.resolve(self.module, &segs)? {
            super::krate::Resolved::Item(f) => match &f.item.kind {
                ItemKind::Fn(d) => d.body.json.as_ref().map(|(v, _)| v.clone()),
                _ => None,
            },
            _ => None,
        }
    }

    fn macro_fn(&self, it: &Item, def: &FnDef, a: &Attr) -> Found {
        let name = a
            .value_of("name")
            .and_then(|l| self.eval(l))
            .unwrap_or_else(|| it.name.clone());
        let mut tool = base_tool(ToolKind::MacroFn, name, self.module, &it.docs);
        let explicit = a.value_of("description").and_then(|l| self.eval(l));
        let doc = RustTool::schemars_doc(&it.docs);
        let unread = RustTool::unread_doc(&it.docs).map(str::to_string);
        tool.described = explicit.is_some() || doc.is_some() || unread.is_some();
        if explicit.is_none() {
            tool.doc_unread = unread;
        }
        tool.description = Some(
            explicit
                .or(doc)
                .unwrap_or_else(|| format!("Function to {}", it.name)),
        );
        tool.attr = Some(a.clone());
        let mut r = Resolver::new(self.krate);
        tool.fn_args = def
            .params
            .iter()
            .filter(|p| !is_tool_context(&p.ty))
            .map(|p| FnArg {
                name: p.pattern.trim_start_matches("mut ").to_string(),
                ty: r.resolve(self.module, &it.generics, &p.ty),
                docs: p.docs.clone(),
                span: p.span,
            })
            .collect();
        tool.too_deep = r.too_deep;
        tool.types = r.items;
        let params = def
            .params
            .iter()
            .filter(|p| !is_tool_context(&p.ty))
            .map(|p| {
                (
                    p.pattern.trim_start_matches("mut ").to_string(),
                    p.pattern_span,
                    p.span,
                )
            })
            .collect();
        let name_literal = a.args().iter().find(|m| m.name() == "name").map(Meta::span);
        let mut f = self.found(it, def, None, tool, a.span);
        f.params = params;
        f.name_literal = name_literal;
        f
    }

    /// An associated const's value and the const's span: `Err` with the expression as
    /// written when toolsight cannot evaluate it (a constant of a crate whose sources are
    /// not on disk).
    fn const_value(&self, items: &[Item], name: &str) -> Option<(Result<String, String>, Span)> {
        items.iter().find_map(|i| match &i.kind {
            ItemKind::Const { value: Some(v), .. } if i.name == name => {
                Some((self.eval(v).ok_or_else(|| v.written()), i.span))
            }
            _ => None,
        })
    }

    fn assoc_type<'i>(&self, items: &'i [Item], name: &str) -> Option<&'i TypeExpr> {
        items.iter().find_map(|i| match &i.kind {
            ItemKind::TypeAlias(t) if i.name == name => Some(t),
            _ => None,
        })
    }

    fn method<'i>(&self, items: &'i [Item], name: &str) -> Option<&'i FnDef> {
        items.iter().find_map(|i| match &i.kind {
            ItemKind::Fn(d) if i.name == name => Some(&**d),
            _ => None,
        })
    }

    fn type_found(&self, it: &Item, self_name: &str, tool: RustTool) -> Found {
        let span = it.span;
        Found {
            tool,
            qualname: format!("{}{self_name}", self.prefix),
            ident: self_name.to_string(),
            ident_span: it.name_span,
            signature_span: span,
            span,
            body_span: span,
            is_async: false,
            class: None,
            mark_span: span,
            group: None,
            params: Vec::new(),
            name_literal: None,
        }
    }

    fn definition_trait(
        &self,
        it: &Item,
        self_name: &str,
        items: &[Item],
        _tr: Option<&TypeExpr>,
    ) -> Option<Found> {
        let (name, name_span) = self.const_value(items, "NAME")?;
        // A name toolsight cannot read still lists the tool (never dropped silently), with
        // the name marked unread: nothing that depends on it is reported.
        let (name, name_unread) = match name {
            Ok(n) => (n, None),
            Err(written) => (self_name.to_string(), Some(written)),
        };
        let mut tool = base_tool(ToolKind::DefinitionTraitImpl, name, self.module, &it.docs);
        tool.name_unread = name_unread;
        let definition = self.method(items, "definition");
        let def_field = |k: &str| {
            definition.and_then(|d| {
                d.body
                    .definition
                    .iter()
                    .find(|(n, _)| n == k)
                    .map(|(_, v)| v.clone())
            })
        };
        let desc = self
            .method(items, "description")
            .and_then(|d| d.body.returns.clone())
            .or_else(|| def_field("description"))
            .and_then(|l| self.eval(&l));
        tool.described = desc.as_deref().is_some_and(|d| !d.is_empty());
        tool.description = desc;
        let mut r = Resolver::new(self.krate);
        tool.params = self
            .assoc_type(items, "Args")
            .map(|t| r.resolve(self.module, &[], t));
        tool.output = self
            .assoc_type(items, "Output")
            .map(|t| r.resolve(self.module, &[], t));
        let schema_fn = self.method(items, "parameters").or(definition);
        if let Some(body) = schema_fn.map(|d| &d.body) {
            tool.parameters_json = body.json.as_ref().map(|(v, _)| v.clone());
            tool.schema_for = body
                .schema_for
                .as_ref()
                .map(|t| r.resolve(self.module, &[], t));
            tool.schema_settings = body.schema_settings.clone();
            tool.schema_serialized = body.schema_serialized;
        }
        tool.too_deep = r.too_deep;
        tool.types = r.items;
        let mut f = self.type_found(it, self_name, tool);
        f.ident_span = impl_name_span(it).unwrap_or(name_span);
        f.name_literal = Some(name_span);
        f.params = self.param_spans(&f.tool.params.clone(), &f.tool.types.clone(), None);
        Some(f)
    }

    fn tool_base(&self, it: &Item, self_name: &str, items: &[Item]) -> Option<Found> {
        let name = self
            .method(items, "name")
            .and_then(|d| d.body.returns.clone())
            .and_then(|l| self.eval(&l))
            .unwrap_or_else(|| self_name.to_string());
        let mut tool = base_tool(ToolKind::BaseTraitImpl, name, self.module, &it.docs);
        let desc = self
            .method(items, "description")
            .and_then(|d| d.body.returns.clone())
            .and_then(|l| self.eval(&l));
        tool.described = desc.is_some();
        tool.description = desc;
        tool.title = self
            .method(items, "title")
            .and_then(|d| d.body.returns.clone())
            .and_then(|l| self.eval(&l));
        if let Some(d) = self.method(items, "annotations") {
            tool.has_annotations = !returns_none(d);
            tool.annotations = d
                .body
                .annotation_calls
                .iter()
                .map(|(m, v, _)| {
                    let key = match m.as_str() {
                        "with_title" => "title".to_string(),
                        other => format!("{other}_hint"),
                    };
                    (key, v.clone())
                })
                .collect();
        }
        let mut r = Resolver::new(self.krate);
        // `fn input_schema() -> ... { None }`: rmcp sends the empty object schema.
        let no_input = self.method(items, "input_schema").is_some_and(returns_none);
        let no_output = self
            .method(items, "output_schema")
            .is_some_and(returns_none);
        tool.params = self
            .assoc_type(items, "Parameter")
            .filter(|_| !no_input)
            .map(|t| r.resolve(self.module, &[], t));
        tool.output = self
            .assoc_type(items, "Output")
            .filter(|_| !no_output)
            .map(|t| r.resolve(self.module, &[], t));
        tool.too_deep = r.too_deep;
        tool.types = r.items;
        let mut f = self.type_found(it, self_name, tool);
        if let Some(s) = impl_name_span(it) {
            f.ident_span = s;
        }
        f.params = self.param_spans(&f.tool.params.clone(), &f.tool.types.clone(), None);
        Some(f)
    }
}

/// A method whose body is `None`.
fn returns_none(d: &FnDef) -> bool {
    matches!(&d.body.returns_lit, Some(Lit::Path(p)) if p.len() == 1 && p[0] == "None")
}

/// rig's `&mut ToolContext` parameter, which the macro leaves out of the schema.
fn is_tool_context(t: &TypeExpr) -> bool {
    match t {
        TypeExpr::Ref(inner) => is_tool_context(inner),
        other => other.last() == Some("ToolContext"),
    }
}

/// The self type's span in an impl header.
fn impl_name_span(it: &Item) -> Option<Span> {
    match &it.kind {
        ItemKind::Impl(imp) => match &imp.self_ty {
            TypeExpr::Path { span, .. } if span.end > span.start => Some(*span),
            _ => None,
        },
        _ => None,
    }
}

/// `Json<T>` or `Result<Json<T>, E>`: the exact spellings rmcp's macro matches.
fn json_output(ret: &TypeExpr) -> Option<&TypeExpr> {
    match ret.last()? {
        "Json" => ret.args().first(),
        "Result" => {
            let ok = ret.args().first()?;
            (ok.last() == Some("Json"))
                .then(|| ok.args().first())
                .flatten()
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(src: &str) -> Vec<Found> {
        let tree = super::super::syntax::parse(src);
        let items = super::super::items::file_items(src, tree.root_node());
        let c = Crate::new(None, "m", &items);
        tools(&c, &toolsight_frameworks::rust_front::SHAPES)
    }

    #[test]
    fn rmcp_router_tools() {
        let src = r#"
const READ: &str = "Read a file.";
#[derive(Deserialize, JsonSchema)]
pub struct SearchParams {
    /// Free-text query.
    pub query: String,
    pub limit: Option<u32>,
}
#[tool_router(router = admin_router)]
impl Server {
    /// Search the index.
    ///
    ///   Second line.
    #[tool(annotations(read_only_hint = true))]
    async fn search(&self, Parameters(p): Parameters<SearchParams>) -> Result<Json<SearchParams>, String> { todo!() }
    #[tool(name = "read", description = concat!(READ, " Fast."), title = "Reader")]
    fn read_file(&self) -> String { String::new() }
    #[tool]
    fn undocumented(&self) -> String { String::new() }
    fn helper(&self) {}
}
"#;
        let f = found(src);
        assert_eq!(f.len(), 3);
        assert_eq!(f[0].qualname, "Server::search");
        assert_eq!(f[0].tool.name, "search");
        assert_eq!(
            f[0].tool.description.as_deref(),
            Some("Search the index.\nSecond line.")
        );
        assert_eq!(f[0].tool.router.as_deref(), Some("admin_router"));
        assert_eq!(f[0].tool.annotations[0].0, "read_only_hint");
        assert_eq!(
            f[0].tool.params,
            Some(RustType::Item {
                path: "m::SearchParams".into(),
                args: vec![]
            })
        );
        assert!(f[0].tool.output.is_some());
        assert_eq!(
            f[0].params.iter().map(|p| p.0.as_str()).collect::<Vec<_>>(),
            ["query", "limit"]
        );
        assert_eq!(&src[f[0].params[0].1.start..f[0].params[0].1.end], "query");
        assert_eq!(f[1].tool.name, "read");
        assert_eq!(f[1].tool.description.as_deref(), Some("Read a file. Fast."));
        assert_eq!(f[1].tool.title.as_deref(), Some("Reader"));
        assert_eq!(f[2].tool.description, None);
        assert!(!f[2].tool.described);
        assert_eq!(f[0].group, f[2].group);
    }

    /// Only impls of rig's trait are rig tools: a crate's own `Tool` trait (in the crate or
    /// named by a glob from another crate) is not, a `rig::...::*` glob or a re-export is,
    /// and a blanket `impl<T> Tool for T` defines no tool.
    #[test]
    fn rig_trait_is_resolved_by_path() {
        let tool = |ty: &str, tr: &str| {
            format!(
                "impl {tr} for {ty} {{ const NAME: &'static str = \"{}\"; }}\n",
                ty.to_lowercase()
            )
        };
        let names =
            |src: &str| -> Vec<String> { found(src).into_iter().map(|f| f.tool.name).collect() };
        let own = format!(
            "mod registry {{ pub trait Tool {{ const NAME: &'static str; }} }}\nuse registry::Tool;\n{}{}",
            tool("Own", "Tool"),
            tool("Spelled", "registry::Tool")
        );
        assert!(names(&own).is_empty());
        let reexport = format!(
            "mod agent {{ pub use rig::tool::Tool as T; }}\n{}{}",
            tool("Via", "agent::T"),
            tool("Full", "rig_core::tool::PortableTool")
        );
        assert_eq!(names(&reexport), ["via", "full"]);
        assert_eq!(
            names(&format!("use rig::prelude::*;\n{}", tool("G", "Tool"))),
            ["g"]
        );
        assert!(names(&format!("use mcp_kit::*;\n{}", tool("G", "Tool"))).is_empty());
        assert_eq!(names(&tool("Bare", "Tool")), ["bare"]);
        assert!(names("impl<T: X> Tool for T { const NAME: &'static str = T::N; }\n").is_empty());
    }

    #[test]
    fn rig_trait_and_macro_tools() {
        let src = r#"
#[derive(Deserialize, JsonSchema)]
struct AddArgs { x: i32, y: i32 }
impl Tool for Adder {
    const NAME: &'static str = "add";
    type Error = E;
    type Args = AddArgs;
    type Output = i32;
    async fn definition(&self, _prompt: String) -> ToolDefinition {
        ToolDefinition {
            name: Self::NAME.to_string(),
            description: "Add x and y together".to_string(),
            parameters: json!({"type": "object", "properties": {"x": {"type": "number"}}}),
        }
    }
}
/// Look up a word.
///
/// Returns senses.
#[rig_tool(params(word = "The word"), required(word))]
fn define(word: String, ctx: &mut ToolContext) -> Result<String, E> { todo!() }
#[rig_tool]
fn undocumented(a: u8) -> Result<u8, E> { todo!() }
"#;
        let f = found(src);
        assert_eq!(f.len(), 3);
        assert_eq!(f[0].qualname, "Adder");
        assert_eq!(f[0].tool.name, "add");
        assert_eq!(
            f[0].tool.description.as_deref(),
            Some("Add x and y together")
        );
        assert!(f[0].tool.parameters_json.as_ref().unwrap().is_ok());
        assert_eq!(
            f[0].params.iter().map(|p| p.0.as_str()).collect::<Vec<_>>(),
            ["x", "y"]
        );
        assert_eq!(f[1].tool.kind, ToolKind::MacroFn);
        assert_eq!(
            f[1].tool.description.as_deref(),
            Some("Look up a word.\n\nReturns senses.")
        );
        assert_eq!(f[1].tool.fn_args.len(), 1);
        assert_eq!(
            f[2].tool.description.as_deref(),
            Some("Function to undocumented")
        );
        assert!(!f[2].tool.described);
    }
}
