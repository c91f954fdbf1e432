//! The names that make a Rust item a tool, as data: the registry fills them in, the Rust
//! front-end matches them.

/// The names of the Rust tool shapes (`ToolKind`), as the frameworks that define them spell
/// them: the front-end matches the shapes, the registry says what they are called.
#[derive(Debug)]
pub struct Shapes {
    /// The attribute on an impl whose attributed fns are tools (`ToolKind::RoutedFn`).
    pub router_attr: &'static str,
    /// The attribute on such a fn.
    pub routed_fn_attr: &'static str,
    /// The trait whose impl is a tool (`ToolKind::BaseTraitImpl`).
    pub base_trait: &'static str,
    /// The crate whose release the routed and base-trait tools' wire format depends on (read
    /// from `Cargo.lock`).
    pub router_crate: &'static str,
    /// The traits whose impl with a `const NAME` is a tool (`ToolKind::DefinitionTraitImpl`),
    /// and the crates they live in, as code names them.
    pub definition_traits: &'static [&'static str],
    pub definition_crates: &'static [&'static str],
    /// The attribute that makes a fn a tool (`ToolKind::MacroFn`).
    pub macro_fn_attr: &'static str,
    /// The schema crate whose release decides doc and schema details (read from
    /// `Cargo.lock` with the router crate).
    pub schema_crate: &'static str,
    /// Dependencies known to turn serde_json's `preserve_order` on for the whole build.
    pub enables_preserve_order: &'static [&'static str],
}
