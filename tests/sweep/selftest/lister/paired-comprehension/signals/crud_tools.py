async def create_instrumentation(service: str) -> dict:
    return {}
