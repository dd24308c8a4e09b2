"""Stage 1, no browser and no database: page bytes in, a clean article out.

:mod:`.encoding` decodes the bytes, :mod:`.dom` parses and lays the text out in lines,
:mod:`.lineblock`, :mod:`.readability` and :mod:`.combine` find the body (``auto``: the
headline's article located by :mod:`.scope`, lines told apart by :mod:`.kinds`, the
clean-up rules and their table in :mod:`.cleanup`, the words they read in :mod:`.phrases`),
:mod:`.metadata` reads title and publish time,
:mod:`.sections` learns where a section's pages keep their body, :mod:`.article` ties
them together, and :mod:`.evaluation` scores text against ground truth.
"""
