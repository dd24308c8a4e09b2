"""Alembic migrations of the template store's schema (see :func:`harvester.store.db.migrate`).

``0001`` is the first schema, the one ``create_all`` made before migrations existed;
``0002`` adds the content XPaths, the URL regex of seeded templates and ``store_meta``.
Run programmatically on every start; ``alembic -c`` is not needed.
"""
