"""Stage 4, what was learned: the database layer (:mod:`.db`), the tables (:mod:`.models`),
the template store (:mod:`.templates`, seeded from ``seeds.json``) and its Alembic
migrations (``migrations/``).
"""
