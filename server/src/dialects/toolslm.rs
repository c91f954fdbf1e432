//! The toolslm / fastcore.funccall dialect. (Being written.)

use super::{LibError, Provider, Rendered, ToolInput};

pub fn render(tool: &ToolInput, _provider: Provider, _legacy: bool) -> Rendered {
    Rendered {
        name: tool.function.name.clone(),
        result: Err(LibError::new("NotImplemented", "toolslm dialect not written yet")),
    }
}
