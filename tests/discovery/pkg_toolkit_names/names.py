"""Tool names as constants, imported by the toolkit (as agno's finance toolkit does)."""
# expect: none
GET_QUOTE = "get_quote"
GET_NEWS = "get_news"
