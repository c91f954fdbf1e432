"""The server and the project's registration wrappers."""

# expect: none

from fastmcp import FastMCP

server = FastMCP("sheets")


def reader(name):
    def wrap(fn):
        server.tool(name=name)(fn)
        return fn

    return wrap


def writer(fn):
    server.add_tool(fn)
    return fn


def titled(name, title):
    return server.tool(name=name, title=title)


def logged(fn):
    def inner(*args, **kwargs):
        return fn(*args, **kwargs)

    return inner
