"""Shared fixtures (the fake portal server, headless Chromium for sync and for async tests)
and the tiers: every test gets its markers here, from the tables below.

Markers (registered in pyproject.toml; ``make test-fast`` deselects the first five):

- ``browser``: launches Chromium;
- ``e2e``: runs the ``harvest`` command, or a whole run, in subprocesses;
- ``pg``: needs a PostgreSQL server (``HARVEST_TEST_PG``);
- ``corpus``: reads ``../shared/corpus``;
- ``testbed``: builds or serves a generated or recorded test bed (``testbeds/``);
- ``oracle``: checks a test bed itself (its generator, or its truth walked in a browser),
  never the harvester: ``make test`` runs these in a pytest process of their own beside the
  rest, the two tiers' walks waiting on animations in parallel.

A test gets a marker from its module (:data:`MODULE_MARKS`), from its own name
(:data:`TEST_MARKS`), from the fixtures it uses (:data:`FIXTURE_MARKS`, through fixtures
that use them too) and from its skip conditions (a ``skipif`` whose reason names Chromium
is ``browser``; :data:`testbeds.store_fixtures.needs_pg` is ``pg``).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, sync_playwright

from testbeds.async_browser import AsyncChromium
from testbeds.portal_server import PortalServer
from testbeds.store_fixtures import PG_REASON

#: module name -> the markers of every test in it
MODULE_MARKS: dict[str, tuple[str, ...]] = {
    "test_article_generator": ("testbed", "oracle"),
    "test_background": ("browser", "testbed"),
    "test_browser_processes": ("browser",),
    "test_busy_cpu": ("browser", "testbed"),
    "test_crawl": ("browser", "testbed"),
    "test_fault_server": ("testbed", "oracle"),
    "test_galleries": ("browser", "testbed"),
    "test_guard_run": ("browser", "e2e", "testbed"),
    "test_hold": ("browser", "testbed"),
    "test_launch": ("browser",),
    "test_extract_urls": ("testbed",),
    "test_generated_family": ("browser", "testbed"),
    "test_fetch_sweep": ("testbed",),
    "test_generated_fixtures": ("testbed", "oracle"),
    "test_library_bed_components": ("browser", "testbed", "oracle"),
    "test_library_bed_handmade": ("browser", "testbed", "oracle"),
    "test_library_bed_slider": ("browser", "testbed", "oracle"),
    "test_library_bed_lightbox": ("browser", "testbed", "oracle"),
    "test_pictures_run": ("e2e", "testbed"),
    "test_pool": ("browser", "testbed"),
    "test_report": ("browser", "e2e", "testbed"),
    "test_portal_fixtures": ("testbed", "oracle"),
    "test_portal_family": ("testbed", "oracle"),
    "test_press": ("browser", "testbed"),
    "test_quality": ("corpus",),
    "test_real_articles": ("browser", "corpus"),
    "test_render_honest": ("browser",),
    "test_run_faults": ("browser", "e2e", "testbed"),
    "test_settle": ("browser", "testbed"),
    "test_shared_crawl": ("browser", "e2e", "testbed"),
    "test_extract_fuzz": ("corpus", "e2e"),
    "test_stop": ("browser", "e2e", "testbed"),
    "test_store_concurrency": ("e2e",),
    "test_unfinished": ("browser", "testbed"),
    "test_viewer": ("browser", "testbed"),
    "test_workers": ("browser", "e2e", "testbed"),
}
#: ``module::test function`` -> markers, for the odd test of an otherwise quick module
TEST_MARKS: dict[str, tuple[str, ...]] = {
    "test_cli_run::test_run_with_only_malformed_urls_writes_error_records": ("browser",),
    "test_cli_run::test_out_dash_streams_the_records_to_stdout": ("browser",),
    "test_cli_run::test_a_full_disk_stops_the_run_with_exit_2_keeping_what_was_written": (
        "browser",
    ),
    "test_galleries::test_bad_input_gives_error_records_and_the_run_goes_on": ("e2e",),
    "test_pictures_run::test_a_gallery_s_pictures_need_the_cookies_its_script_set": ("browser",),
    "test_pictures_run::test_workers_on_one_queue_share_one_pictures_folder": ("browser",),
    "test_public_api::test_harvest_url_from_the_top": ("browser",),
    "test_render_modes::test_a_page_with_a_gallery_sign_is_rendered_from_the_bytes_fetched": (
        "browser",
    ),
    "test_store_concurrency::test_two_harvest_runs_share_one_store": ("browser",),
    "test_templates_cli::test_default_store_lives_under_templates_db": ("e2e",),
}
#: fixture -> the markers of every test that uses it (directly or through another fixture)
FIXTURE_MARKS: dict[str, tuple[str, ...]] = {
    "chromium": ("browser",),
    "async_chromium": ("browser",),
    "portal_server": ("testbed",),
}


def _skip_reasons(item: pytest.Item) -> list[str]:
    return [str(mark.kwargs.get("reason", "")) for mark in item.iter_markers("skipif")]


def markers_of(item: pytest.Item) -> set[str]:
    """The tier markers ``item`` gets from the tables and its skip conditions."""
    module = item.module.__name__.rpartition(".")[2] if item.module else ""
    function = getattr(item, "originalname", item.name)
    names = set(MODULE_MARKS.get(module, ()))
    names.update(TEST_MARKS.get(f"{module}::{function}", ()))
    for fixture in getattr(item, "fixturenames", ()):
        names.update(FIXTURE_MARKS.get(fixture, ()))
    for reason in _skip_reasons(item):
        if "chromium" in reason.lower():
            names.add("browser")
        if reason == PG_REASON:
            names.add("pg")
    return names


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        for name in sorted(markers_of(item)):
            item.add_marker(name)


@pytest.fixture(scope="session")
def portal_server() -> Iterator[str]:
    """Base URL (with trailing slash) of recorded_pages/ served on 127.0.0.1."""
    with PortalServer() as base_url:
        yield base_url


@pytest.fixture(scope="module")
def chromium() -> Iterator[Browser]:
    """One headless Debian Chromium (sync Playwright), shared by a test module's tests.

    Module-scoped on purpose: while sync Playwright is alive it keeps an asyncio loop marked
    as running on this thread, so ``asyncio.run`` in async tests of other modules would fail.
    """
    from harvester.browser.launch import CHROMIUM_ARGS, chromium_path

    path = chromium_path()
    if not os.path.exists(path):
        pytest.skip(f"Chromium binary not found at {path} (apt-get install chromium)")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=path, headless=True, args=list(CHROMIUM_ARGS))
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture(scope="module")
def async_chromium() -> Iterator[AsyncChromium]:
    """One headless Chromium for a module's async tests that need no browser of their own
    (each still gets a fresh context and page). Never in a module that also uses
    ``chromium``: sync Playwright marks this thread's loop as running while it is alive."""
    shared = AsyncChromium()
    try:
        yield shared
    finally:
        shared.close()
