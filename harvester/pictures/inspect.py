"""What a downloaded picture is: its format, size and perceptual hash, or why it is none.

Read from the file with Pillow, the header first: a picture that declares more pixels
than :data:`MAX_PICTURE_PIXELS` (a decompression bomb: a few kilobytes saying
30000×30000) is refused before a byte of it is decoded, so memory stays bounded whatever a
picture declares; one no larger than a placeholder is refused too. Only then is it
decoded, for its hash (JPEGs at a reduced scale, libjpeg's DCT scaling, since the hash
needs 32×32 pixels).
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

from harvester.pictures.formats import PictureFormat, looks_like_html, sniff
from harvester.pictures.phash import SIDE, dct_hash

#: The most pixels a picture may declare: Pillow's own decompression-bomb threshold
#: (``PIL.Image.MAX_IMAGE_PIXELS``, 89,478,485: 0.25 GiB of 24-bit pixels).
MAX_PICTURE_PIXELS = 89_478_485
#: A picture whose larger side is at most this many pixels is a placeholder (a 1×1
#: tracking pixel, a spacer GIF, a lazy loader's blank square), no picture of the page (ours).
PLACEHOLDER_MAX_SIDE = 10
#: JPEGs are decoded at the smallest scale that keeps this side at least (4× the hash's).
DRAFT_SIDE = 4 * SIDE


class PictureError(Exception):
    """A picture that could not be had: ``kind`` (a word of docs/records.md's picture
    error kinds) and a message; ``status`` and ``retry_after`` for an HTTP answer."""

    def __init__(
        self, kind: str, message: str, status: int | None = None, retry_after: str | None = None
    ) -> None:
        super().__init__(message)
        self.kind, self.status, self.retry_after = kind, status, retry_after

    def said(self) -> str:
        """``kind: message``, as a slide's ``picture_error``."""
        message = str(self).removeprefix(f"{self.kind}: ")
        return f"{self.kind}: {message}"


@dataclass(frozen=True, slots=True)
class Inspected:
    format: PictureFormat
    width: int
    height: int
    phash: str


def inspect_picture(path: Path, head: bytes) -> Inspected:
    """The picture in the file ``path`` (``head``: its first bytes); raises
    :class:`PictureError` for what is no picture (blocking: call it in a worker thread)."""
    found = sniff(head)
    if found is None:
        what = "a web page" if looks_like_html(head) else "no picture format known by its bytes"
        raise PictureError("not_picture", f"the body is {what}")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(path) as image:
                width, height = image.size
                if width * height > MAX_PICTURE_PIXELS:
                    raise PictureError(
                        "bomb",
                        f"declares {width}×{height} pixels, over {MAX_PICTURE_PIXELS:,} "
                        "(a decompression bomb)",
                    )
                if max(width, height) <= PLACEHOLDER_MAX_SIDE:
                    raise PictureError("placeholder", f"{width}×{height} pixels")
                if found == "jpeg":
                    image.draft("RGB", (DRAFT_SIDE, DRAFT_SIDE))
                image.load()
                return Inspected(found, width, height, dct_hash(image))
    except PictureError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise PictureError("bomb", str(exc)) from None
    except (OSError, SyntaxError, ValueError, EOFError) as exc:
        raise PictureError("unreadable", f"a {found} Pillow cannot read: {exc}") from None
