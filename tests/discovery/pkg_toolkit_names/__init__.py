"""Class-based tools whose framework base class lives in another module of the package
(`class SearchTool(SearchBase)` with `SearchBase(BaseTool)` in `base.py`), as crewai-tools and
langchain-google-community write them."""
# expect: none
