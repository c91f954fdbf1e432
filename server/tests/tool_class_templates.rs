//! A langchain `BaseTool` class sends its `args_schema`, which a base class may set in another
//! module of the workspace (langchain-urlpipe's `UrlpipeBaseTool.args_schema = UrlpipeInput`
//! in `_base.py`): the `_run` parameters are not what is sent then, so nothing is claimed
//! about them. A tool base that only the module's own tools derive from and that is never
//! instantiated (langchain-mrscraper's `MrScraperBaseTool`, each subclass setting its
//! `args_schema`) is a template, not a tool (sweep 8, seed 38: 4 G004 wrong).

use crate::common::{concise_findings, run_in, temp_project};

const RUN: &str = "    def _run(self, url: str, **options: Any) -> str:\n        return url\n";

#[test]
fn an_args_schema_set_by_a_base_in_another_module_is_not_replaced_by_run() {
    let base = format!(
        "from typing import Any\n\nfrom langchain_core.tools import BaseTool\nfrom pydantic import BaseModel\n\n\nclass PageInput(BaseModel):\n    \"\"\"A page.\"\"\"\n\n    url: str\n\n\nclass PageBaseTool(BaseTool):\n    \"\"\"Base of the page tools.\"\"\"\n\n    args_schema: type[BaseModel] = PageInput\n\n{RUN}"
    );
    let local = format!(
        "from typing import Any\n\nfrom langchain_core.tools import BaseTool\n\nfrom ._base import PageBaseTool\n\n\nclass ReadPage(PageBaseTool):\n    name: str = \"read_page\"\n    description: str = \"Read a page.\"\n\n\nclass Plain(BaseTool):\n    name: str = \"plain\"\n    description: str = \"Read a page without a schema.\"\n\n{RUN}"
    );
    let d = temp_project(
        "tool-class-base-elsewhere",
        &[
            ("pkg/__init__.py", ""),
            ("pkg/_base.py", &base),
            ("pkg/tools.py", &local),
        ],
    );
    let g004 = concise_findings(&d, "G004");
    // `Plain` has no `args_schema` anywhere: its `**options` is sent and still reported.
    assert_eq!(g004.len(), 1, "{g004:?}");
    assert!(g004[0].contains("tools.py:17"), "{g004:?}");
    std::fs::remove_dir_all(&d).ok();
}

#[test]
fn a_tool_base_only_subclassed_in_its_module_is_a_template() {
    let src = format!(
        "from typing import Any\n\nfrom langchain_core.tools import BaseTool\nfrom pydantic import BaseModel\n\n\nclass PageInput(BaseModel):\n    \"\"\"A page.\"\"\"\n\n    url: str\n\n\nclass ScraperBaseTool(BaseTool):\n    name: str = \"scraper\"\n    description: str = \"Base scraper.\"\n\n{RUN}\n\nclass ReadPage(ScraperBaseTool):\n    name: str = \"read_page\"\n    description: str = \"Read a page.\"\n    args_schema: type[BaseModel] = PageInput\n\n\nclass Standalone(BaseTool):\n    name: str = \"standalone\"\n    description: str = \"Used as it is.\"\n\n{RUN}\n\nclass Derived(Standalone):\n    name: str = \"derived\"\n    description: str = \"Derived.\"\n    args_schema: type[BaseModel] = PageInput\n\n\nTOOLS = [Standalone(), Derived(), ReadPage()]\n"
    );
    let d = temp_project(
        "tool-class-template",
        &[("pkg/__init__.py", ""), ("pkg/tools.py", &src)],
    );
    let g004 = concise_findings(&d, "G004");
    // `Standalone` is instantiated itself: its `**options` is sent and still reported.
    assert_eq!(g004.len(), 1, "{g004:?}");
    assert!(g004[0].contains("tools.py:31"), "{g004:?}");
    std::fs::remove_dir_all(&d).ok();
}

/// A tool class with its own `args_schema` that another tool class extends, made only in
/// another module (langchain-flashdata's `FlashDataDownloadJob`, extended by
/// `FlashDataDownloadResult` and made in `toolkit.py`; crewai-tools' `ExaSearchTool`): a
/// tool, not a template.
#[test]
fn a_tool_with_its_own_schema_that_another_extends_is_a_tool() {
    let tools = format!(
        "from typing import Any\n\nfrom langchain_core.tools import BaseTool\nfrom pydantic import BaseModel\n\n\nclass JobInput(BaseModel):\n    \"\"\"A job.\"\"\"\n\n    job_id: str\n\n\nclass DownloadJob(BaseTool):\n    name: str = \"download_job\"\n    description: str = \"Read a download job.\"\n    args_schema: type[BaseModel] = JobInput\n\n{RUN}\n\nclass DownloadResult(DownloadJob):\n    name: str = \"download_result\"\n    description: str = \"Read a finished download.\"\n"
    );
    let toolkit = "from .tools import DownloadJob, DownloadResult\n\n\ndef get_tools():\n    return [DownloadJob(), DownloadResult()]\n";
    let d = temp_project(
        "tool-class-extended",
        &[
            ("pkg/__init__.py", ""),
            ("pkg/tools.py", &tools),
            ("pkg/toolkit.py", toolkit),
        ],
    );
    let o = run_in(&d, &["schema", "pkg/tools.py", "--provider", "openai-chat"]);
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("\"download_job\""), "{out}");
    assert!(out.contains("\"download_result\""), "{out}");
    std::fs::remove_dir_all(&d).ok();
}
