//! Python 3.12's `repr()` of evaluated annotations. Libraries put these strings into their
//! error messages (`Unsupported type: typing.Sequence[str]`), so error parity needs them.

use super::{ClassKind, Origin, Prim, Qualifier, Spelling, Ty};

/// `repr(tp)` for a type object as Python prints it.
pub fn type_repr(ty: &Ty) -> String {
    match ty {
        Ty::Prim(p) => format!("<class '{}'>", p.name()),
        Ty::Any => "typing.Any".into(),
        Ty::Generic {
            origin,
            spelling,
            args,
        } => generic_repr(*origin, *spelling, args.as_deref()),
        Ty::Union { members, pep604 } => {
            if *pep604 {
                // `types.UnionType` shows `None` for `NoneType`.
                members
                    .iter()
                    .map(|m| {
                        if m.is_none() {
                            "None".to_string()
                        } else {
                            arg_repr(m)
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" | ")
            } else if members.len() == 2 && members.iter().any(Ty::is_none) {
                let inner = members.iter().find(|m| !m.is_none()).unwrap_or(&members[0]);
                format!("typing.Optional[{}]", arg_repr(inner))
            } else {
                format!("typing.Union[{}]", join_args(members))
            }
        }
        Ty::Literal(values) => format!(
            "typing.Literal[{}]",
            values
                .iter()
                .map(|v| v.repr())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Ty::Annotated { base, meta } => {
            let mut parts = vec![arg_repr(base)];
            parts.extend(meta.iter().map(|m| m.repr()));
            format!("typing.Annotated[{}]", parts.join(", "))
        }
        Ty::Class(c) => match c.kind {
            ClassKind::Enum { .. } => format!("<enum '{}'>", c.name),
            _ => format!("<class '{}.{}'>", c.module, c.qualname),
        },
        Ty::Std(s) => format!("<class '{}.{}'>", s.module(), s.name()),
        Ty::NewType { name, .. } => name.clone(),
        Ty::AliasType { name, .. } => name.clone(),
        Ty::TypeVar { name, .. } => format!("~{name}"),
        Ty::Qualified { qualifier, inner } => {
            format!("typing.{}[{}]", qualifier_name(*qualifier), arg_repr(inner))
        }
        Ty::Forward { text, .. } => format!("ForwardRef({})", super::value::str_repr(text)),
        Ty::Ellipsis => "Ellipsis".into(),
        Ty::ParamList(items) => format!("[{}]", join_args(items)),
        Ty::Unknown { name } => name.clone(),
    }
}

/// `typing._type_repr`: how a type appears inside another type's repr.
pub fn arg_repr(ty: &Ty) -> String {
    match ty {
        Ty::Prim(Prim::NoneType) => "NoneType".into(),
        Ty::Prim(p) => p.name().into(),
        Ty::Class(c) => format!("{}.{}", c.module, c.qualname),
        Ty::Std(s) => format!("{}.{}", s.module(), s.name()),
        Ty::Ellipsis => "...".into(),
        Ty::Generic {
            origin,
            spelling,
            args: None,
        } if *spelling != Spelling::Typing => {
            let m = origin.runtime_module();
            if m == "builtins" {
                origin.runtime_name().into()
            } else {
                format!("{m}.{}", origin.runtime_name())
            }
        }
        other => type_repr(other),
    }
}

/// The `__name__` attribute some libraries read (`typ.__name__`); `None` when the object has none.
pub fn dunder_name(ty: &Ty) -> Option<String> {
    match ty {
        Ty::Prim(p) => Some(p.name().into()),
        Ty::Any => Some("Any".into()),
        Ty::Generic {
            origin, spelling, ..
        } => Some(match (origin, spelling) {
            (_, Spelling::Typing) => typing_alias_name(*origin).to_string(),
            _ => origin.runtime_name().to_string(),
        }),
        Ty::Union { pep604: true, .. } => None,
        Ty::Union { .. } => Some("Optional".into())
            .filter(|_| ty.optional_inner().is_some())
            .or(Some("Union".into())),
        Ty::Literal(_) => Some("Literal".into()),
        Ty::Annotated { .. } => Some("Annotated".into()),
        Ty::Class(c) => Some(c.name.clone()),
        Ty::Std(s) => Some(s.name().into()),
        Ty::NewType { name, .. } => Some(name.rsplit('.').next().unwrap_or(name).into()),
        // `Pair[int].__name__` is the alias's own name.
        Ty::AliasType { name, .. } => Some(name.split('[').next().unwrap_or(name).to_string()),
        Ty::TypeVar { name, .. } => Some(name.clone()),
        Ty::Qualified { qualifier, .. } => Some(qualifier_name(*qualifier).into()),
        Ty::Forward { .. } | Ty::Ellipsis | Ty::ParamList(_) => None,
        Ty::Unknown { name } => Some(name.clone()),
    }
}

fn qualifier_name(q: Qualifier) -> &'static str {
    match q {
        Qualifier::Required => "Required",
        Qualifier::NotRequired => "NotRequired",
        Qualifier::ReadOnly => "ReadOnly",
        Qualifier::ClassVar => "ClassVar",
        Qualifier::Final => "Final",
    }
}

/// The `typing` alias name for an origin (`List` for `list`).
pub fn typing_alias_name(origin: Origin) -> &'static str {
    match origin {
        Origin::List => "List",
        Origin::Set => "Set",
        Origin::FrozenSet => "FrozenSet",
        Origin::Tuple => "Tuple",
        Origin::Dict => "Dict",
        Origin::Type => "Type",
        Origin::DefaultDict => "DefaultDict",
        Origin::OrderedDict => "OrderedDict",
        Origin::Deque => "Deque",
        Origin::Counter => "Counter",
        Origin::AbstractSet => "AbstractSet",
        other => other.runtime_name(),
    }
}

fn join_args(items: &[Ty]) -> String {
    items.iter().map(arg_repr).collect::<Vec<_>>().join(", ")
}

fn generic_repr(origin: Origin, spelling: Spelling, args: Option<&[Ty]>) -> String {
    match (spelling, args) {
        (Spelling::Typing, None) => format!("typing.{}", typing_alias_name(origin)),
        (Spelling::Typing, Some(a)) => {
            let inner = if origin == Origin::Tuple && a.is_empty() {
                "()".to_string()
            } else {
                join_args(a)
            };
            format!("typing.{}[{}]", typing_alias_name(origin), inner)
        }
        (_, None) => {
            let m = origin.runtime_module();
            if m == "builtins" {
                format!("<class '{}'>", origin.runtime_name())
            } else {
                format!("<class '{m}.{}'>", origin.runtime_name())
            }
        }
        (_, Some(a)) => {
            let m = origin.runtime_module();
            let head = if m == "builtins" {
                origin.runtime_name().to_string()
            } else {
                format!("{m}.{}", origin.runtime_name())
            };
            if origin == Origin::Callable && a.len() == 2 {
                // `collections.abc.Callable[[int], str]` keeps the bracketed argument list.
                return format!("{head}[{}, {}]", arg_repr(&a[0]), arg_repr(&a[1]));
            }
            format!("{head}[{}]", join_args(a))
        }
    }
}
