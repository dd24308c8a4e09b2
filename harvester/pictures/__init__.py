"""Pictures in hand (``--pictures DIR``): every gallery's and article's pictures saved.

:mod:`.saver` takes a record's pictures through the rest: :mod:`.reader` (the Referer and
cookies the page's reader sends), :mod:`.formats` (the format by its bytes), :mod:`.inspect`
(size, placeholders, decompression bombs), :mod:`.phash` (a perceptual hash),
:mod:`.folder` (content-addressed files, written whole) and :mod:`.ledger` (which address
gave which file). :mod:`.summary` says what a folder holds for a run's records
(``harvest pictures``).
"""
