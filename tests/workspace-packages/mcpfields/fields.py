"""Shared parameter fields, as a project's `models.py` exports them for many tools."""
from pydantic import Field

CODE_FIELD = Field(..., description="AWS service code (e.g. \"AmazonEC2\").")
REGION_FIELD = Field(None, description="Optional region(s).")
LIMIT_FIELD = Field(100, description="Page size.", ge=1, le=100)
