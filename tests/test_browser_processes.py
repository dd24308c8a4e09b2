"""The browser's processes: Playwright's own feature switches survive ours, and a tab costs
one renderer (not the three that Chromium's defaults start per context), and neither the
GPU nor the network service has a process of its own."""

from __future__ import annotations

import os

from playwright.sync_api import Browser

from testbeds.proctree import cmdline, descendants


def _chromium_command_line() -> list[str]:
    for pid in descendants(os.getpid()):
        line = cmdline(pid)
        if "--remote-debugging-pipe" in line:
            return line.split()
    raise AssertionError("no Chromium browser process among this test's descendants")


def _features(args: list[str], switch: str) -> list[set[str]]:
    prefix = f"--{switch}="
    return [set(a.removeprefix(prefix).split(",")) for a in args if a.startswith(prefix)]


def test_the_last_feature_switches_keep_playwrights(chromium: Browser) -> None:
    # Chromium reads only the last --disable-features and --enable-features
    args = _chromium_command_line()
    for switch in ("disable-features", "enable-features"):
        given = _features(args, switch)
        assert len(given) >= 1
        lost = set().union(*given[:-1]) - given[-1]
        assert not lost, f"--{switch} of Playwright's dropped by ours: {sorted(lost)}"


def test_one_renderer_per_tab(chromium: Browser) -> None:
    session = chromium.new_browser_cdp_session()
    contexts = [chromium.new_context() for _ in range(3)]
    try:
        for context in contexts:
            context.new_page().set_content("<p>one tab</p>")
        processes = session.send("SystemInfo.getProcessInfo")["processInfo"]
        renderers = [p for p in processes if p["type"] == "renderer"]
        assert len(renderers) == len(contexts), processes
        assert not [p for p in processes if p["type"] == "GPU"], processes
        # the network service runs inside the browser process
        assert not [p for p in processes if "NetworkService" in p["type"]], processes
    finally:
        for context in contexts:
            context.close()
        session.detach()
