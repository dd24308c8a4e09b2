"""A generated, blind test bed of fake Chinese news portals (galleries and articles).

``build(out_dir, seed, n_sites, viewer_sites, phone_sites, twin_sites)`` writes every site
(``n_sites`` of the first kind, then ``viewer_sites`` thumbnail-grid sites with an overlay
viewer, embedded-gallery articles on about a third of them, then ``phone_sites`` mobile sites
paged by touch swipes only and ``twin_sites`` sites whose prev/next share one class),
``truth.json`` and ``routes.json`` and returns the truth;
``GeneratedServer(root)`` serves the result on 127.0.0.1; ``score`` compares harvester records
with the truth. See README.md.
"""

from .build import build
from .server import GeneratedServer

__all__ = ["GeneratedServer", "build"]
