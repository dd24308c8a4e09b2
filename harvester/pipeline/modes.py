"""How a run uses the browser (``--render``), in a module light enough for the options table."""

from __future__ import annotations

from typing import Literal

#: ``auto``: the pages the HTTP stage cannot finish from their bytes as sent; ``always``:
#: every page, with no HTTP stage; ``never``: none (every page finished from its bytes).
RenderMode = Literal["auto", "always", "never"]
RENDER_MODES: tuple[RenderMode, ...] = ("auto", "always", "never")
