"""The page boots Python from our own files, and the boot guard catches what breaks a boot."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Page, Route, expect

from conftest import OpenReady, table_python

FAIL_FAST = 5.0  # seconds; a broken boot that is not caught takes the whole boot timeout


def test_page_boots_into_the_table(page: Page, open_ready: OpenReady) -> None:
    open_ready(page, "/")
    expect(page.locator("#starting")).to_be_hidden()
    columns = page.locator("#columns [data-pile]")
    assert [pile.get_attribute("data-pile") for pile in columns.all()] == [str(n) for n in range(1, 11)]
    # Drawn by Python from the engine: each column shows its top card face up.
    for column in columns.all():
        assert column.locator(".card").last.get_attribute("data-card") != "??"
    # Served with the production headers: isolated, as PyScript workers need.
    assert page.evaluate("crossOriginIsolated") is True
    # The table's Python runs in a worker of its own, never on the page's thread.
    assert table_python(page) in page.workers


@pytest.mark.own_device  # routes its page's requests
def test_missing_runtime_fails_fast(page: Page, open_ready: OpenReady) -> None:
    page.route("**/*.wasm", lambda route: route.fulfill(status=404, body="not here"))
    start = time.monotonic()
    with pytest.raises(AssertionError, match=r"HTTP 404: \S+/pyodide\.asm\.wasm"):
        open_ready(page, "/")
    assert time.monotonic() - start < FAIL_FAST


@pytest.mark.own_device  # routes its page's requests
def test_python_error_fails_fast(page: Page, open_ready: OpenReady) -> None:
    page.route(
        "**/py/main.py",
        lambda route: route.fulfill(body='raise RuntimeError("the table fell over")'),
    )
    with pytest.raises(AssertionError, match="the table fell over"):
        open_ready(page, "/")


@pytest.mark.own_device  # routes its page's requests
def test_request_to_another_host_is_caught(page: Page, open_ready: OpenReady, base_url: str) -> None:
    # A page of our origin with no CSP, so the request does leave for the other host.
    def leaky_page(route: Route) -> None:
        route.fulfill(
            content_type="text/html",
            body='<html data-ready><img src="http://example.com/pixel.png"></html>',
        )

    page.route(f"{base_url}leaky.html", leaky_page)
    start = time.monotonic()
    with pytest.raises(AssertionError, match=r"another host: GET http://example\.com/pixel\.png"):
        open_ready(page, "/leaky.html")
    assert time.monotonic() - start < FAIL_FAST


def test_csp_blocks_another_host_and_is_caught(page: Page, open_ready: OpenReady) -> None:
    # On the real page the Content-Security-Policy stops the request before it leaves.
    page.add_init_script("fetch('http://example.com/track').catch(() => {})")
    start = time.monotonic()
    with pytest.raises(AssertionError, match=r"CSP violation: connect-src blocked http://example\.com"):
        open_ready(page, "/")
    assert time.monotonic() - start < FAIL_FAST
