"""The template store: what the harvester learned about each site's galleries and sections.

Seed 004 keeps every valid trigger XPath in an "XPath template library" so the next
gallery of a known site pages at once, with no probing, and deletes a template unused
for a week. One row per site (scheme, host and port) and section (a path pattern; ``*``
for the whole site): the trigger (``xpath:…``, ``key:…``, ``url:…`` pattern, or
``stack:…`` items: a gallery laid out whole on its page), the content XPaths when known
(picture, caption, title), an optional URL regex the template is limited to, where it
came from (``discovered``, ``seeded``, ``imported``), when it was made and last used (UTC,
timezone-aware even on SQLite), and how often it worked or failed.
Seeded templates for the big portals (``seeds.json``, package data) are loaded on first
use. Two inserts of one site by two processes are retried (:func:`harvester.store.db.write`).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import (
    delete,
    select,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session

from harvester.store.db import (
    DEFAULT_DB_DIR,
    StoreError,
    T,
    database_url,
    driver_url,
    first_line,
    migrate,
    open_engine,
    safe_url,
    utcnow,
    write,
)
from harvester.store.exchange import (
    EXPORT_FORMAT,
    EXPORT_VERSION,
    article_entries_of,
    check_origin,
    check_trigger,
    clean_article_entry,
    clean_entry,
    entries_of,
)
from harvester.store.models import (
    ArticleTemplate,
    StoreMeta,
    Template,
    iso_time,
)
from harvester.urls import other_scheme, section_of, site_of, sites_matching

#: Disagreements in a row after which a section's article template is learned again (ours:
#: one odd page, a video or a special report in the section, must not cost the template).
MAX_DISAGREEMENTS = 2
#: Seed 004: "a trigger XPath unused for one week is deleted".
DEFAULT_MAX_AGE = timedelta(days=7)


#: The seeds: ``templates_db/seeds.json`` in the working directory, else the package's own.
SEEDS_NAME = "seeds.json"
PACKAGE_SEEDS = Path(__file__).resolve().parent / SEEDS_NAME


def seeds_file() -> Path | None:
    """The seeds to load: ``$HARVEST_SEEDS``, ``./templates_db/seeds.json``, or the package's."""
    if env := os.environ.get("HARVEST_SEEDS"):
        return Path(env) if env.lower() not in ("", "0", "none", "off") else None
    for path in (DEFAULT_DB_DIR / SEEDS_NAME, PACKAGE_SEEDS):
        if path.is_file():
            return path
    return None


@dataclass(frozen=True, slots=True)
class ImportResult:
    added: int = 0
    replaced: int = 0
    kept: int = 0

    def __add__(self, other: ImportResult) -> ImportResult:
        return ImportResult(
            self.added + other.added, self.replaced + other.replaced, self.kept + other.kept
        )


class TemplateStore:
    """The store behind one database URL, migrated to the newest schema and seeded.

    ``seeds``: the seeds file to load on first use (default: :func:`seeds_file`), or
    False for none.
    """

    def __init__(self, url: str | None = None, *, seeds: Path | bool = True) -> None:
        self.url = driver_url(database_url(url))
        self.engine: Engine = open_engine(self.url)
        try:
            migrate(self.engine)
            path = seeds_file() if seeds is True else seeds or None
            if path is not None:
                self.load_seeds(path)
        except StoreError:
            raise
        except OperationalError as exc:
            raise StoreError(f"{safe_url(self.url)}: {first_line(exc.orig)}") from exc

    # --- plumbing ----------------------------------------------------------------------

    def _write(self, work: Callable[[Session], T]) -> T:
        return write(self.engine, work)

    def _read(self) -> Session:
        return Session(self.engine, expire_on_commit=False)

    def close(self) -> None:
        self.engine.dispose()

    # --- what harvest.py uses ------------------------------------------------------------

    def find(self, url: str) -> Template | None:
        """The template for ``url``: its section's, else the site's most recently used.

        Templates limited by a URL regex the URL does not match are left out; the same host
        under the other scheme (http/https) counts as the same site when the site itself
        has none.
        """
        site, section = site_of(url), section_of(url)
        with self._read() as session:
            rows = session.scalars(
                select(Template)
                .where(Template.site.in_([site, other_scheme(site)]))
                .order_by(Template.last_used_at.desc(), Template.id.desc())
            ).all()
        rows = [r for r in rows if r.applies_to(url)]
        if any(r.site == site for r in rows):
            rows = [r for r in rows if r.site == site]
        rows.sort(key=lambda r: (r.section != section, r.url_regex is None))
        return rows[0] if rows else None

    def learn(
        self,
        url: str,
        trigger: str,
        origin: str = "discovered",
        *,
        picture_xpath: str | None = None,
        caption_xpath: str | None = None,
        title_xpath: str | None = None,
        overlay_xpath: str | None = None,
        opener_xpath: str | None = None,
        grid_spec: str | None = None,
        frame_xpath: str | None = None,
        data_source: str | None = None,
        previous_xpath: str | None = None,
        url_regex: str | None = None,
        replace: frozenset[str] = frozenset(),
    ) -> Template:
        """Keep ``trigger`` as the template of ``url``'s section, replacing the one it had
        (its counts are kept: a healed template's history stays with its section).

        A content field given here is stored; one left at None keeps the value the
        template had (healing a template keeps its URL regex and content XPaths), unless
        it is named in ``replace``: the new walk proved it wrong, and it is cleared."""
        check_trigger(trigger)
        check_origin(origin)
        site, section = site_of(url), section_of(url)
        content = {
            "url_regex": url_regex,
            "picture_xpath": picture_xpath,
            "caption_xpath": caption_xpath,
            "title_xpath": title_xpath,
            "overlay_xpath": overlay_xpath,
            "opener_xpath": opener_xpath,
            "grid_spec": grid_spec,
            "frame_xpath": frame_xpath,
            "data_source": data_source,
            "previous_xpath": previous_xpath,
        }

        def work(session: Session) -> Template:
            row = session.scalars(
                select(Template).where(Template.site == site, Template.section == section)
            ).first()
            now = utcnow()
            if row is None:
                row = Template(site=site, section=section, created_at=now, hits=0, failures=0)
                session.add(row)
            row.trigger, row.origin, row.last_used_at = trigger, origin, now
            for name, value in content.items():
                if value is not None or name in replace:
                    setattr(row, name, value)
            session.flush()
            return row

        return self._write(work)

    def used(self, template: Template, *, ok: bool, error: str | None = None) -> None:
        """Count one use of a template, good or bad (one atomic UPDATE: two processes
        counting at once lose no count)."""
        values: dict[str, Any] = {"last_used_at": utcnow()}
        if ok:
            values["hits"] = Template.hits + 1
        else:
            values["failures"] = Template.failures + 1
            values["last_error"] = error

        def work(session: Session) -> None:
            session.execute(update(Template).where(Template.id == template.id).values(values))

        self._write(work)

    @staticmethod
    def _article_row(session: Session, url: str) -> ArticleTemplate | None:
        return session.scalars(
            select(ArticleTemplate).where(
                ArticleTemplate.site == site_of(url), ArticleTemplate.section == section_of(url)
            )
        ).first()

    def article_template(self, url: str) -> ArticleTemplate | None:
        """The article template of ``url``'s site section, if it has one."""
        with self._read() as session:
            return self._article_row(session, url)

    def learn_article(self, url: str, path: str) -> ArticleTemplate:
        """Keep ``path`` as the article template of ``url``'s section unless it has one
        (another process may have learned it first)."""

        def work(session: Session) -> ArticleTemplate:
            row = self._article_row(session, url)
            if row is None:
                now = utcnow()
                row = ArticleTemplate(
                    site=site_of(url),
                    section=section_of(url),
                    path=path,
                    created_at=now,
                    last_used_at=now,
                    hits=0,
                    disagreements=0,
                    relearned=0,
                )
                session.add(row)
                session.flush()
            return row

        return self._write(work)

    def article_used(self, template: ArticleTemplate, *, agreed: bool, path: str | None) -> None:
        """Count one page of the section: read from the template (``agreed``), or not. At
        :data:`MAX_DISAGREEMENTS` disagreements in a row the
        template becomes ``path``, the one this page teaches (the layout changed)."""

        def work(session: Session) -> None:
            row = session.get(ArticleTemplate, template.id)
            if row is None:  # deleted meanwhile
                return
            row.last_used_at = utcnow()
            if agreed:
                row.hits += 1
                row.disagreements = 0
                return
            row.disagreements += 1
            if row.disagreements >= MAX_DISAGREEMENTS and path and path != row.path:
                row.path, row.disagreements = path, 0
                row.relearned += 1

        self._write(work)

    def all(
        self, site: str | None = None, *, kind: type[Template] | type[ArticleTemplate] = Template
    ) -> list[Any]:
        """Every template (gallery ones, or article ones with ``kind``), or those of the
        sites whose name contains ``site``."""
        query = select(kind).order_by(kind.site, kind.section)
        if site:
            query = query.where(kind.site.contains(site.strip().lower(), autoescape=True))
        with self._read() as session:
            return list(session.scalars(query))

    def prune(
        self,
        max_age: timedelta = DEFAULT_MAX_AGE,
        *,
        dry_run: bool = False,
        kind: type[Template] | type[ArticleTemplate] = Template,
    ) -> list[Any]:
        """Delete the templates (gallery ones, or article ones with ``kind``) unused for
        longer than ``max_age`` (seed 004: a week)."""
        cutoff = utcnow() - max_age

        def work(session: Session) -> list[Any]:
            stale = list(
                session.scalars(
                    select(kind).where(kind.last_used_at < cutoff).order_by(kind.site, kind.section)
                )
            )
            if not dry_run and stale:
                session.execute(delete(kind).where(kind.id.in_([row_id(r) for r in stale])))
            return stale

        if dry_run:
            with self._read() as session:
                return work(session)
        return self._write(work)

    # --- what the CLI adds -----------------------------------------------------------------

    def get(self, site: str) -> list[Template]:
        """Every template of ``site`` (a URL, ``scheme://host[:port]`` or ``host[:port]``)."""
        with self._read() as session:
            return list(
                session.scalars(
                    select(Template)
                    .where(Template.site.in_(sites_matching(site)))
                    .order_by(Template.site, Template.section)
                )
            )

    def delete(
        self,
        site: str,
        section: str | None = None,
        *,
        kind: type[Template] | type[ArticleTemplate] = Template,
    ) -> list[Any]:
        """Delete ``site``'s templates (gallery ones, or article ones with ``kind``; one
        section's only, when given); returns them."""

        def work(session: Session) -> list[Any]:
            query = select(kind).where(kind.site.in_(sites_matching(site)))
            if section is not None:
                query = query.where(kind.section == section)
            rows = list(session.scalars(query.order_by(kind.site, kind.section)))
            if rows:
                session.execute(delete(kind).where(kind.id.in_([row_id(r) for r in rows])))
            return rows

        return self._write(work)

    def export(self) -> dict[str, Any]:
        """Every template, gallery and article ones, as a JSON-ready document
        (:meth:`import_` reads it back)."""
        return {
            "format": EXPORT_FORMAT,
            "version": EXPORT_VERSION,
            "exported_at": iso_time(utcnow()),
            "templates": [t.to_dict() for t in self.all()],
            "article_templates": [t.to_dict() for t in self.all(kind=ArticleTemplate)],
        }

    def import_(self, document: object) -> ImportResult:
        """Merge exported templates, gallery and article ones: a site and section the store
        lacks is added; one it has is replaced when the imported template was used more
        recently, else kept. Imported gallery templates are marked ``imported`` (seeded
        ones stay ``seeded``)."""
        entries = entries_of(document, EXPORT_FORMAT)
        result = self._merge(entries, lambda origin: "seeded" if origin == "seeded" else "imported")
        articles = article_entries_of(document)
        return result + self._merge_articles(articles)

    def _merge_articles(self, entries: list[dict[str, Any]]) -> ImportResult:
        now = utcnow()
        clean = [clean_article_entry(e, now) for e in entries]

        def work(session: Session) -> ImportResult:
            added = replaced = kept = 0
            for entry in clean:
                row = session.scalars(
                    select(ArticleTemplate).where(
                        ArticleTemplate.site == entry["site"],
                        ArticleTemplate.section == entry["section"],
                    )
                ).first()
                if row is None:
                    session.add(ArticleTemplate(**entry))
                    session.flush()
                    added += 1
                elif entry["last_used_at"] > row.last_used_at:
                    for name, value in entry.items():
                        setattr(row, name, value)
                    replaced += 1
                else:
                    kept += 1
            return ImportResult(added, replaced, kept)

        return self._write(work)

    def load_seeds(self, path: Path) -> int:
        """Load the seeds file into the store on first use (and again when the file
        changes), adding only the sites and sections the store lacks. Returns how many."""
        try:
            raw = path.read_bytes()
            document = json.loads(raw)
        except (OSError, ValueError) as exc:
            raise StoreError(f"seeds {path}: {first_line(exc)}") from exc
        digest = hashlib.sha256(raw).hexdigest()[:16]
        with self._read() as session:
            if (meta := session.get(StoreMeta, "seeds")) and meta.value == digest:
                return 0
        entries = []
        for entry in entries_of(document, "harvester-seeds"):
            for site in entry.get("sites") or [entry.get("site")]:
                entries.append({**entry, "site": site, "origin": "seeded"})
        result = self._merge(entries, lambda _origin: "seeded", keep_existing=True, meta=digest)
        return result.added

    def _merge(
        self,
        entries: Iterable[dict[str, Any]],
        origin_of: Callable[[str | None], str],
        *,
        keep_existing: bool = False,
        meta: str | None = None,
    ) -> ImportResult:
        now = utcnow()
        clean = [clean_entry(e, origin_of, now) for e in entries]

        def work(session: Session) -> ImportResult:
            if meta is not None:
                seeded = session.get(StoreMeta, "seeds")
                if seeded is not None and seeded.value == meta:
                    return ImportResult()  # another process loaded them meanwhile
                if seeded is None:
                    session.add(StoreMeta(key="seeds", value=meta))
                else:
                    seeded.value = meta
            added = replaced = kept = 0
            for entry in clean:
                row = session.scalars(
                    select(Template).where(
                        Template.site == entry["site"], Template.section == entry["section"]
                    )
                ).first()
                if row is None:
                    session.add(Template(**entry))
                    session.flush()
                    added += 1
                elif not keep_existing and entry["last_used_at"] > row.last_used_at:
                    for name, value in entry.items():
                        setattr(row, name, value)
                    replaced += 1
                else:
                    kept += 1
            return ImportResult(added, replaced, kept)

        return self._write(work)


def row_id(row: object) -> int:
    """The primary key of a template row of either kind."""
    assert isinstance(row, Template | ArticleTemplate)
    return row.id
