"""``auto``: the combination of line-block distribution and improved Readability."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lxml.html import HtmlElement

from harvester.dom import Line, text_lines
from harvester.lineblock import lineblock_lines
from harvester.readability import extract_block

if TYPE_CHECKING:
    from harvester.extract import Body


def auto_body(root: HtmlElement, lines: list[Line]) -> Body:
    from harvester.extract import Body

    lb = lineblock_lines(lines)
    block = extract_block(root)
    rd = [ln for el in block for ln in text_lines(el)]
    if sum(ln.chars for ln in rd) < sum(ln.chars for ln in lb) / 3:
        return Body(lb, [])
    return Body(rd, block)
