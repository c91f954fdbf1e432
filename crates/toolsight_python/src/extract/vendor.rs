//! Frameworks bundled inside a package: `from myproject._vendor.fastmcp import FastMCP` is
//! fastmcp's `FastMCP`. A project that vendors a framework imports it by a path under one of
//! its own directories; what follows the vendor directory is the framework's own module path.

use crate::model::markers::Dialects;

/// Directory names projects bundle third-party packages under.
const VENDOR_DIRS: &[&str] = &[
    "_vendor",
    "vendor",
    "_vendored",
    "vendored",
    "third_party",
    "_third_party",
    "thirdparty",
    "externals",
];

/// The framework path a vendored import denotes (`pkg._vendor.fastmcp.FastMCP` →
/// `fastmcp.FastMCP`), when the part after the last vendor directory starts with a
/// framework's import root; `None` for every other name (`pkg.vendor.helpers.tool`).
pub fn devendor<'q>(dialects: &Dialects, qualified: &'q str) -> Option<&'q str> {
    let mut start = 0;
    let mut found = None;
    for part in qualified.split('.') {
        let end = start + part.len();
        if VENDOR_DIRS.contains(&part) && end < qualified.len() {
            found = Some(end + 1);
        }
        start = end + 1;
    }
    let rest = &qualified[found?..];
    dialects.from_import(rest).map(|_| rest)
}

#[cfg(test)]
mod tests {
    use super::devendor;

    #[test]
    fn a_framework_under_a_vendor_directory_is_the_framework() {
        assert_eq!(
            devendor(
                &toolsight_frameworks::DIALECTS,
                "myproject._vendor.fastmcp.FastMCP"
            ),
            Some("fastmcp.FastMCP")
        );
        assert_eq!(
            devendor(
                &toolsight_frameworks::DIALECTS,
                "app.third_party.mcp.server.fastmcp"
            ),
            Some("mcp.server.fastmcp")
        );
        assert_eq!(
            devendor(
                &toolsight_frameworks::DIALECTS,
                "vendor.langchain_core.tools.tool"
            ),
            Some("langchain_core.tools.tool")
        );
    }

    #[test]
    fn other_names_are_left_alone() {
        assert_eq!(
            devendor(
                &toolsight_frameworks::DIALECTS,
                "myproject._vendor.helpers.tool"
            ),
            None
        );
        assert_eq!(
            devendor(&toolsight_frameworks::DIALECTS, "fastmcp.FastMCP"),
            None
        );
        assert_eq!(
            devendor(&toolsight_frameworks::DIALECTS, "myproject.vendor"),
            None
        );
        assert_eq!(
            devendor(
                &toolsight_frameworks::DIALECTS,
                "myproject.vendors.fastmcp.FastMCP"
            ),
            None
        );
    }
}
