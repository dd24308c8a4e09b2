"""Starting Chromium (harvester/browser/launch.py): one that dies while starting (a segfault
before its first page) is started again, a bounded number of times, and one that never
starts is an error."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from playwright.async_api import Error as PlaywrightError

from harvester.browser.launch import LAUNCH_ATTEMPTS, BrowserSettings, chromium_path, open_browser


def _flaky_chromium(tmp_path: Path, crashes: int) -> str:
    """A Chromium that dies at its first ``crashes`` starts (a segfault before any page),
    then starts for real."""
    count = tmp_path / "starts"
    script = tmp_path / "chromium"
    script.write_text(
        "#!/bin/sh\n"
        f'n=$(cat "{count}" 2>/dev/null || echo 0); echo $((n + 1)) > "{count}"\n'
        f'if [ "$n" -lt {crashes} ]; then kill -SEGV $$; fi\n'
        f'exec "{chromium_path()}" "$@"\n'
    )
    script.chmod(0o755)
    return str(script)


@pytest.mark.parametrize("crashes", [1, LAUNCH_ATTEMPTS - 1])
def test_a_chromium_that_dies_while_starting_is_started_again(tmp_path: Path, crashes: int) -> None:
    settings = BrowserSettings(executable_path=_flaky_chromium(tmp_path, crashes))

    async def start() -> str:
        async with open_browser(settings) as browser:
            return browser.version

    assert asyncio.run(start())
    assert (tmp_path / "starts").read_text().strip() == str(crashes + 1)


def test_a_chromium_that_never_starts_is_an_error(tmp_path: Path) -> None:
    settings = BrowserSettings(executable_path=_flaky_chromium(tmp_path, LAUNCH_ATTEMPTS))

    async def start() -> None:
        async with open_browser(settings):
            pass

    with pytest.raises(PlaywrightError):
        asyncio.run(start())
    assert (tmp_path / "starts").read_text().strip() == str(LAUNCH_ATTEMPTS)
