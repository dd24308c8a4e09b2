"""Alembic environment: the store's metadata, on the connection harvester hands over.

:func:`harvester.store.db.migrate` passes its connection (already in a transaction, holding
the migration lock) in ``config.attributes["connection"]``. Without one (a hand-run
``alembic`` with ``sqlalchemy.url`` set), an engine is made from the URL.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine
from sqlalchemy.engine import Connection

from harvester.store.db import Base, ours
from harvester.store.models import Template

#: every table: harvester.store.models holds the whole schema (imported for that)
assert Template.metadata is Base.metadata

config = context.config
target_metadata = Base.metadata


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        include_name=ours,
        render_as_batch=True,  # SQLite alters tables by copying them
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    context.configure(url=config.get_main_option("sqlalchemy.url"), literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()
elif (connection := config.attributes.get("connection")) is not None:
    _run(connection)
else:
    with create_engine(config.get_main_option("sqlalchemy.url") or "").begin() as connection:
        _run(connection)
