//! The stores dialect. (Being written: see the module README in the issue.)

use super::{LibError, Provider, Rendered, ToolInput};

pub fn render(tool: &ToolInput, _provider: Provider) -> Rendered {
    Rendered {
        name: tool.function.name.clone(),
        result: Err(LibError::new(
            "NotImplemented",
            "stores dialect not written yet",
        )),
    }
}
