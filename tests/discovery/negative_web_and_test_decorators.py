"""Negative: decorators of web, CLI and test frameworks.

`@app.route`, `@app.get`, `@router.post`, `@pytest.fixture`, `@pytest.mark.parametrize`,
`@click.command` and `@functools.cache` register functions with their own frameworks;
none of them is an LLM tool.
"""

# expect: none

import functools

import click
import pytest
from fastapi import APIRouter, FastAPI
from flask import Flask

flask_app = Flask(__name__)
api = FastAPI()
router = APIRouter(prefix="/tools")


@flask_app.route("/weather/<city>")
def weather_page(city: str) -> str:
    """Flask view."""
    return city


@api.get("/forecast")
async def forecast(city: str, days: int = 3) -> dict:
    """FastAPI endpoint."""
    return {"city": city, "days": days}


@router.post("/run")
async def run_tool(name: str, arguments: dict) -> dict:
    """An endpoint that runs tools by name; itself not a tool."""
    return {}


@click.command()
@click.option("--city", default="Paris")
def cli(city: str) -> None:
    """Command-line entry point."""


@functools.cache
def settings() -> dict:
    """Cached settings loader."""
    return {}


@pytest.fixture
def client():
    """A test fixture."""
    return api


@pytest.mark.parametrize("city", ["Paris", "Oslo"])
def test_forecast(client, city: str) -> None:
    assert city
