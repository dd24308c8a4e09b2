"""One URL's HTTP stage: fetch it, read the bytes as sent, finish it there or hand it on.

With ``--render auto`` (the default) every page is first fetched over HTTP
(:mod:`harvester.fetch`) and extracted from its bytes as ``harvest extract`` reads them. A
page that :func:`~harvester.gallery.signs.triage` finds to be an article with a confident
static extraction and no gallery sign is finished here, with no browser
(``rendered: false``); any other goes to the browser with the bytes already fetched
(:func:`harvester.pipeline.job.harvest_url` serves them to the tab, in the charset they
are in, so the host gets one request for the page either way). ``--render never`` finishes
every page here and notes what would have needed the browser; ``--render always`` skips
this stage (every page rendered, as before this stage existed).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Collection
from dataclasses import dataclass

from harvester.browser.launch import BrowserSettings
from harvester.extraction.article import Article, extract, image_records
from harvester.extraction.dom import text_chars
from harvester.extraction.encoding import decode_html, file_signature, web_charset
from harvester.fetch import Fetched, Fetcher, FetchError
from harvester.fetch.walls import login_wall
from harvester.gallery.classify import LONG_PARAGRAPH_CHARS
from harvester.gallery.signs import Triage, triage
from harvester.gallery.slides import clean_caption
from harvester.pictures.reader import referrer_policy
from harvester.pipeline.context import PageJob
from harvester.pipeline.modes import RenderMode
from harvester.pipeline.sections import record_section
from harvester.record import HarvestRecord, Reader, http_error

logger = logging.getLogger(__name__)


def fetcher_for(settings: BrowserSettings) -> Fetcher:
    """The HTTP stage's client, asking as the browser's tabs ask: the same user agent,
    proxy, hosts, private addresses kept out, load timeout, and HAR recording or replay."""
    return Fetcher(
        user_agent=settings.user_agent,
        timeout_s=settings.nav_timeout_s,
        proxy=settings.proxy,
        allowed_hosts=settings.allowed_hosts,
        policy=settings.address_policy if settings.guarded else None,
        replay_har=settings.replay_har,
        record_har_dir=settings.record_har_dir,
    )


@dataclass(frozen=True, slots=True)
class Sent:
    """A page as its server sent it, to be rendered: its bytes, the charset they are in,
    why the static stage handed it on, and its extraction from those bytes (the browser
    path weighs it against the rendered page's, :func:`better_text`)."""

    fetched: Fetched
    charset: str
    reasons: tuple[str, ...]
    article: Article


async def fetch_stage(fetcher: Fetcher, job: PageJob, mode: RenderMode, label: str) -> Sent | None:
    """Fetch ``job``'s page and finish it when it needs no browser (or ``mode`` is
    ``never``); the page to render otherwise, None when the record is final (finished,
    or an error: a dead link, a page that is not HTML, a fetch that failed)."""
    record = job.record
    try:
        fetched = await fetcher.fetch(job.url, label=label)
    except FetchError as exc:
        record.fail(exc.kind, str(exc))
        return None
    record.http_status, record.final_url = fetched.status, fetched.final_url
    if fetched.status >= 400:
        record.retry_after = fetched.header("retry-after")
        record.fail("http", http_error(fetched.status, fetched.reason, record.retry_after))
        return None
    if fetched.status == 204:
        record.fail("no_content", "no content: the server answered 204 No Content")
        return None
    if not fetched.is_html:
        record.fail("not_html", f"not HTML: the server sent {fetched.content_type}")
        return None
    if fetched.is_download or (kind := file_signature(fetched.body)):
        sent = "a file to download" if fetched.is_download else f"a {kind} file"
        record.fail(
            "not_html",
            f"not HTML: the server sent {sent} (labelled {fetched.content_type or 'nothing'})",
        )
        return None
    if (wall := login_wall(job.url, fetched.final_url, fetched.body)) is not None:
        record.fail("login", wall)
        return None
    section = await asyncio.to_thread(job.store.article_template, fetched.final_url)
    template = section.path if section else None
    article = await asyncio.to_thread(
        extract, fetched.body, url=fetched.final_url, template=template
    )
    decoded = decode_html(fetched.body)
    try:
        verdict = await asyncio.to_thread(triage, fetched.final_url, decoded.text, article)
    except Exception as exc:  # a bug of ours in the static stage: the browser reads it
        logger.exception("triage failed on %s", fetched.final_url)
        verdict = Triage(True, (f"the static stage failed ({type(exc).__name__})",))
    if verdict.render and mode == "auto":
        return Sent(fetched, web_charset(decoded.encoding), verdict.reasons, article)
    record.evidence = list(verdict.reasons)
    if verdict.render:
        record.add_note("not rendered (--render never): " + "; ".join(verdict.reasons))
    record.template = await asyncio.to_thread(
        record_section, job.store, fetched.final_url, section, article
    )
    finish_article(job, article)
    if job.options.pictures is not None:
        policy = referrer_policy(fetched.body, fetched.header("referrer-policy"))
        record.reader = Reader(fetched.final_url, policy)
    return None


def finish_article(job: PageJob, article: Article) -> None:
    """Fill ``job``'s record from a static extraction (an error when it holds no text)."""
    record = job.record
    record.kind = "article"
    record.title, record.publish_time, record.text = (
        article.title,
        article.publish_time,
        article.text,
    )
    describe(record, article)
    record.images = image_records(article.images)
    if article.error or not article.text:
        record.fail("empty", article.error or f"nothing harvested: {article.note}")
    elif article.note:
        record.add_note(article.note)


def describe(record: HarvestRecord, page: Article) -> None:
    """What the page says of its story, from its extraction, into ``record``: author,
    source, language, description, lead picture and canonical address (a gallery's lead
    picture, when the page names none, is its first slide)."""
    record.author, record.source_name = page.author, page.source_name
    record.language, record.description = page.language, page.description
    record.lead_image, record.canonical_url = page.lead_image, page.canonical_url
    if record.lead_image is None and record.slides:
        record.lead_image = record.slides[0].get("image")


#: On the browser path the text comes from the HTML as sent unless the rendered page holds
#: clearly more body text: this many times as much, and this many characters more (an
#: article its scripts draw). Otherwise the bytes as sent win: scripts add widgets,
#: comments and teasers to a page, rarely its body, and the browser may have read the
#: bytes in a wrong charset or been sent elsewhere (bench/articles.py measures it).
RENDERED_MORE_SHARE = 1.5
RENDERED_MORE_CHARS = 200


def better_text(as_sent: Article, rendered: Article) -> tuple[Article, str]:
    """The extraction of the HTML as sent or of the rendered page, whichever to trust
    (see :data:`RENDERED_MORE_SHARE`), and an evidence line saying which and why."""
    sent_n, rendered_n = text_chars(as_sent.text), text_chars(rendered.text)
    clearly_more = (
        rendered_n >= RENDERED_MORE_SHARE * sent_n and rendered_n - sent_n >= RENDERED_MORE_CHARS
    )
    if rendered.text and (not as_sent.text or clearly_more):
        return rendered, f"text: the rendered page ({rendered_n} characters, {sent_n} as sent)"
    return as_sent, f"text: the HTML as sent ({sent_n} characters, {rendered_n} rendered)"


#: The HTML as sent holds an article the browser need not second-guess: three or four news
#: paragraphs, well above any gallery caption (the browser's own rule for an article,
#: harvester.gallery.classify.LONG_PARAGRAPH_CHARS).
SETTLED_ARTICLE_CHARS = LONG_PARAGRAPH_CHARS


def prose_chars(text: str, captions: Collection[str]) -> int:
    """The characters of ``text`` outside the page's picture captions: a line that is a
    caption of the page's grid (its cell's text, an attribute) is the gallery's, not the
    article's, however long the captions run together (eight English captions of 60
    characters are no article)."""
    shown = {" ".join(c.split()) for c in captions} | {clean_caption(c)[0] for c in captions}
    return sum(
        text_chars(line) for line in text.splitlines() if " ".join(line.split()) not in shown
    )


def settled_article(sent_chars: int) -> tuple[str, ...]:
    """Issue 20's fewer probes: a page the browser only guesses to be a gallery (a
    bounded guess: no counter beside its picture, no track, no URL word) is not probed
    when its bytes as sent already read as an article; the evidence line saying so, or
    nothing when the guess stands."""
    if sent_chars < SETTLED_ARTICLE_CHARS:
        return ()
    return (
        f"not probed: the HTML as sent reads as an article ({sent_chars} characters) "
        "and the page shows no strong gallery sign",
    )
