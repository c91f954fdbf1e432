//! `NameError` parity for `typing.get_type_hints`: an annotation that names something the
//! module's globals do not hold (never defined, imported only under `if TYPE_CHECKING:`, a
//! PEP 695 type parameter, which Python 3.12.1 does not expose to `get_type_hints`) raises
//! `NameError: name 'X' is not defined` when the annotation is evaluated.

use tree_sitter::Node;

use crate::extract::string_value;
use crate::frameworks::LibError;
use crate::model::value::str_repr;
use crate::model::{Annotation, Module};
use crate::syntax::{named_children, text, unwrap_expr};

/// `dir(builtins)` on CPython 3.12.
#[rustfmt::skip]
const BUILTINS: &[&str] = &[
    "ArithmeticError", "AssertionError", "AttributeError", "BaseException",
    "BaseExceptionGroup", "BlockingIOError", "BrokenPipeError", "BufferError", "BytesWarning",
    "ChildProcessError", "ConnectionAbortedError", "ConnectionError", "ConnectionRefusedError",
    "ConnectionResetError", "DeprecationWarning", "EOFError", "Ellipsis", "EncodingWarning",
    "EnvironmentError", "Exception", "ExceptionGroup", "False", "FileExistsError",
    "FileNotFoundError", "FloatingPointError", "FutureWarning", "GeneratorExit", "IOError",
    "ImportError", "ImportWarning", "IndentationError", "IndexError", "InterruptedError",
    "IsADirectoryError", "KeyError", "KeyboardInterrupt", "LookupError", "MemoryError",
    "ModuleNotFoundError", "NameError", "None", "NotADirectoryError", "NotImplemented",
    "NotImplementedError", "OSError", "OverflowError", "PendingDeprecationWarning",
    "PermissionError", "ProcessLookupError", "RecursionError", "ReferenceError",
    "ResourceWarning", "RuntimeError", "RuntimeWarning", "StopAsyncIteration", "StopIteration",
    "SyntaxError", "SyntaxWarning", "SystemError", "SystemExit", "TabError", "TimeoutError",
    "True", "TypeError", "UnboundLocalError", "UnicodeDecodeError", "UnicodeEncodeError",
    "UnicodeError", "UnicodeTranslateError", "UnicodeWarning", "UserWarning", "ValueError",
    "Warning", "ZeroDivisionError", "__build_class__", "__debug__", "__doc__", "__import__",
    "__loader__", "__name__", "__package__", "__spec__", "abs", "aiter", "all", "anext", "any",
    "ascii", "bin", "bool", "breakpoint", "bytearray", "bytes", "callable", "chr",
    "classmethod", "compile", "complex", "copyright", "credits", "delattr", "dict", "dir",
    "divmod", "enumerate", "eval", "exec", "exit", "filter", "float", "format", "frozenset",
    "getattr", "globals", "hasattr", "hash", "help", "hex", "id", "input", "int", "isinstance",
    "issubclass", "iter", "len", "license", "list", "locals", "map", "max", "memoryview", "min",
    "next", "object", "oct", "open", "ord", "pow", "print", "property", "quit", "range",
    "repr", "reversed", "round", "set", "setattr", "slice", "sorted", "staticmethod", "str",
    "sum", "super", "tuple", "type", "vars", "zip",
];

/// Module attributes every module has besides its own bindings.
#[rustfmt::skip]
const MODULE_DUNDERS: &[&str] = &[
    "__name__", "__doc__", "__file__", "__builtins__", "__spec__", "__loader__", "__package__",
    "__annotations__", "__cached__", "__dict__",
];

/// Evaluates one annotation the way `get_type_hints` does: names left to right, then the
/// nested string forward references (not `Literal` values nor `Annotated` metadata).
pub fn check_annotation(
    module: &Module,
    type_params: &[String],
    ann: &Annotation,
) -> Result<(), LibError> {
    check_annotation_in(&module.globals, type_params, ann)
}

/// `check_annotation` against the globals of the module that defines the function (another
/// module's, for a method inherited from a base class there: `Function::globals`).
pub fn check_annotation_in(
    module: &[String],
    type_params: &[String],
    ann: &Annotation,
) -> Result<(), LibError> {
    if ann.stringized {
        return evaluate(module, &ann.text, 0);
    }
    // An annotation that is not a string was evaluated when `def` ran, with the PEP 695 type
    // parameters in scope (an undefined name there fails the import itself, with the same
    // `NameError`); the strings nested in it are evaluated later, against the globals only.
    let src = ann.text.trim();
    let tree = crate::syntax::parse_snippet(src);
    let Some(e) = expression(tree.root_node()) else {
        return Ok(());
    };
    let params = type_param_names(type_params);
    let scope = Scope {
        module,
        extra: &params,
    };
    let mut forward = Vec::new();
    if let Some(name) = walk(Some(&scope), e, src, true, &mut forward) {
        return Err(name_error(&name));
    }
    forward.iter().try_for_each(|s| evaluate(module, s, 1))
}

/// What `inspect.signature(func, eval_str=True)` does to one annotation (mcp's
/// `func_metadata`, 1.x and 2.x): an annotation that is wholly a string (every one under
/// `from __future__ import annotations`) is evaluated against the globals, and the strings
/// nested in the result stay `ForwardRef`s that nobody evaluates there (ran mcp 1.30 and
/// 2.3 on `list["AppContext"]` with `AppContext` imported under `TYPE_CHECKING` only: no
/// `InvalidSignature`). `Ok(true)` when such a nested forward reference is left.
pub fn check_eval_str(
    module: &[String],
    type_params: &[String],
    ann: &Annotation,
) -> Result<bool, LibError> {
    let mut forward = Vec::new();
    if ann.stringized {
        evaluate_once(module, &ann.text, &mut forward)?;
        return Ok(!forward.is_empty());
    }
    let src = ann.text.trim();
    let tree = crate::syntax::parse_snippet(src);
    let Some(e) = expression(tree.root_node()) else {
        return Ok(false);
    };
    if matches!(unwrap_expr(e).kind(), "string" | "concatenated_string") {
        if let Some(whole) = string_value(unwrap_expr(e), src) {
            evaluate_once(module, &whole, &mut forward)?;
        }
        return Ok(!forward.is_empty());
    }
    let params = type_param_names(type_params);
    let scope = Scope {
        module,
        extra: &params,
    };
    if let Some(name) = walk(Some(&scope), e, src, true, &mut forward) {
        return Err(name_error(&name));
    }
    Ok(!forward.is_empty())
}

/// The names PEP 695 type parameters bind (`T` of `T: int = str`, `Ts` of `*Ts`).
fn type_param_names(type_params: &[String]) -> Vec<String> {
    type_params
        .iter()
        .map(|p| {
            let name = p.split([':', '=']).next().unwrap_or(p);
            name.trim().trim_start_matches('*').trim().to_string()
        })
        .collect()
}

fn name_error(name: &str) -> LibError {
    LibError::new("NameError", format!("name '{name}' is not defined"))
}

/// The names an expression can see: the module's globals and builtins, plus `extra`.
struct Scope<'a> {
    /// The module's globals.
    module: &'a [String],
    extra: &'a [String],
}

/// `unhashable type: '...'` for an annotation that is a list, dict or set display: the
/// library's `type_map.get(hint)` hashes the hint.
pub fn unhashable(ann: &Annotation) -> Option<LibError> {
    let src = ann.text.trim();
    let tree = crate::syntax::parse_snippet(src);
    let e = unwrap_expr(expression(tree.root_node())?);
    let kind = match e.kind() {
        "list" | "list_comprehension" => "list",
        "dictionary" | "dictionary_comprehension" => "dict",
        "set" | "set_comprehension" => "set",
        _ => return None,
    };
    Some(LibError::new(
        "TypeError",
        format!("unhashable type: '{kind}'"),
    ))
}

/// The single expression a parsed text consists of.
fn expression(root: Node) -> Option<Node> {
    if root.has_error() {
        return None;
    }
    let stmts = named_children(root);
    let [stmt] = stmts.as_slice() else {
        return None;
    };
    if stmt.kind() != "expression_statement" {
        return None;
    }
    let exprs = named_children(*stmt);
    match exprs.as_slice() {
        [e] if !matches!(e.kind(), "assignment" | "augmented_assignment") => Some(*e),
        _ => None,
    }
}

/// `ForwardRef(text)._evaluate(globals)`: compile in `eval` mode, evaluate, then evaluate the
/// forward references the result holds.
fn evaluate(module: &[String], text: &str, depth: usize) -> Result<(), LibError> {
    if depth > 20 {
        return Ok(());
    }
    let mut forward = Vec::new();
    evaluate_once(module, text, &mut forward)?;
    forward
        .iter()
        .try_for_each(|s| evaluate(module, s, depth + 1))
}

/// One `eval` of a forward reference's text: its names, with the strings nested in it
/// collected into `forward`, not evaluated.
fn evaluate_once(module: &[String], text: &str, forward: &mut Vec<String>) -> Result<(), LibError> {
    if text.is_empty() {
        // `ForwardRef.__init__` looks at `arg[0]`.
        return Err(LibError::new("IndexError", "string index out of range"));
    }
    let syntax_error = || {
        LibError::new(
            "SyntaxError",
            format!(
                "Forward reference must be an expression -- got {}",
                str_repr(text)
            ),
        )
    };
    // `compile(text, ..., "eval")` rejects leading indentation; trailing whitespace is fine.
    if text.starts_with([' ', '\t', '\x0c']) {
        return Err(syntax_error());
    }
    let tree = crate::syntax::parse_snippet(text);
    let e = expression(tree.root_node()).ok_or_else(syntax_error)?;
    let scope = Scope { module, extra: &[] };
    match walk(Some(&scope), e, text, true, forward) {
        Some(name) => Err(name_error(&name)),
        None => Ok(()),
    }
}

fn defined(scope: &Scope, name: &str) -> bool {
    let globals = scope.module;
    if globals.iter().any(|g| g == "*") {
        return true;
    }
    let name: String = if name.is_ascii() {
        name.to_string()
    } else {
        use unicode_normalization::UnicodeNormalization;
        name.nfkc().collect()
    };
    let name = name.as_str();
    globals.iter().any(|g| g == name)
        || scope.extra.iter().any(|g| g == name)
        || BUILTINS.contains(&name)
        || MODULE_DUNDERS.contains(&name)
}

/// The first undefined name `eval` meets in `node` (names are not checked without a
/// `scope`); strings in type positions (`types`) are collected into `forward`.
fn walk(
    module: Option<&Scope>,
    node: Node,
    src: &str,
    types: bool,
    forward: &mut Vec<String>,
) -> Option<String> {
    let node = unwrap_expr(node);
    match node.kind() {
        "identifier" => {
            let name = text(node, src);
            module
                .is_some_and(|m| !defined(m, name))
                .then(|| name.to_string())
        }
        "attribute" => walk(
            module,
            node.child_by_field_name("object")?,
            src,
            types,
            forward,
        ),
        "string" | "concatenated_string" => {
            if types {
                forward.extend(string_value(node, src));
            }
            None
        }
        "subscript" => {
            let value = node.child_by_field_name("value")?;
            if let Some(n) = walk(module, value, src, false, forward) {
                return Some(n);
            }
            let head = text(value, src);
            let last = head.rsplit('.').next().unwrap_or(head).trim();
            let mut cursor = node.walk();
            let mut args: Vec<Node> = node
                .children_by_field_name("subscript", &mut cursor)
                .collect();
            if args.len() == 1 && args[0].kind() == "tuple" {
                args = named_children(args[0]);
            }
            args.iter().enumerate().find_map(|(i, a)| {
                // Literal values are values, not forward references; so is Annotated metadata.
                let typed = types
                    && match last {
                        "Literal" => false,
                        "Annotated" => i == 0,
                        _ => true,
                    };
                walk(module, *a, src, typed, forward)
            })
        }
        "call" => named_children(node)
            .into_iter()
            .find_map(|c| walk(module, c, src, false, forward)),
        "keyword_argument" => walk(
            module,
            node.child_by_field_name("value")?,
            src,
            types,
            forward,
        ),
        "lambda"
        | "list_comprehension"
        | "dictionary_comprehension"
        | "set_comprehension"
        | "generator_expression" => None,
        _ => named_children(node)
            .into_iter()
            .find_map(|c| walk(module, c, src, types, forward)),
    }
}
