"""Page functions, registered by `agents/web.py`."""


# expect: google-adk fetch_page fetch_page
def fetch_page(url: str) -> str:
    return url


# expect: google-adk save_page save_page
def save_page(url: str, body: str) -> str:
    return url
