"""Stage 4, what was learned: the database layer (:mod:`.db`), the whole schema
(:mod:`.models`), the template store (:mod:`.templates`, seeded from ``seeds.json``), the
template files it exports, imports and seeds from (:mod:`.exchange`) and its Alembic
migrations (``migrations/``).
"""
