"""The words and patterns the gallery stages read pages by, in one sourced place.

Everything else in the gallery path is structure (what a click does to the visible
picture, the counter and the text); where a word list is needed, it lives here, with
where it comes from. The page scripts (``harvester/browser/js``) get the same patterns from
Python through :func:`page_patterns`: a pattern is written once, in the subset of regex
syntax that Python's ``re`` and JavaScript's ``RegExp`` read alike (no named groups, no
inline flags), and compiled on both sides.

Sources: "seed 004" is the Dywebextract paper (next / right / 下一张 / 下一页); "GM §N"
is section N of the project's survey of how the big portals' galleries page and which
decoys sit beside the real control (GALLERY_MECHANICS); "ours" marks what front-end
practice of today adds (ARIA labels, BEM and ``data-testid`` names, icon glyphs).
"""

from __future__ import annotations

import json
import re
from functools import cache

# --- the "next" control --------------------------------------------------------------

#: Words that rank a candidate control up: seed 004's next/下一张/下一页, widened to the
#: ids and classes of GM §1 (photoNext), §2 (nav-next), §3 (ecbNext), §5 (goright), §13
#: (nextArrow) and to BEM modifiers (``__next``, ``--next``) and ARIA labels (ours), and
#: the same words spelt in pinyin in class names (xiayizhang, ours).
#: "next" is a word, not a prefix of next-steps, next-set or next-story (GM decoys).
NEXT_WORDS = (
    r"(?:^|[^a-z])next(?![-_\s]?(?:steps?|set|story|article|chapter|post|group|album|gallery))"
    r"(?:[^a-z]|$)|"
    r"next(?:arrow|btn|pic|photo|img|image|page|button|slide)|"
    r"(?:photo|pic|img|btn|nav|ecb|arrow?|slide)[-_]?next|forward|"
    r"下一张|下一页|下一幅|后一张|下张|下页|向后|xiayi(?:zhang|ye|fu)|xiazhang"
)
#: Words that rank a candidate up a little: "right" zones (GM §3 efpRightArea, arrRight;
#: §5 mouseOverright, goright), pinyin abbreviations of 下一张 / 右 (ours).
RIGHT_WORDS = (
    r"right|arr(?:ow)?[-_]?r(?:[^a-z]|$)|goright|rightarea|"
    r"(?:^|[^a-z])(?:you|xyz|xyt|yjt)(?:[^a-z]|$)|向右"
)
#: The whole text of an arrow button (ours; GM §13 shows › in piccontent skins).
ARROW_TEXT = r"^\s*(?:›|»|→|>|>>|＞|〉|▶|►|❯|⟩|⇨|➜|➔)\s*$"
#: Words of decoys (GM "decoy catalogue"): other galleries (下一图集 §1 §2 §3), list and
#: grid modes (全部图片 §1, 列表模式 §3), replay (重新浏览 §1 §2), autoplay (§3 ecbPlay),
#: thumbnail-strip scrolling (§1 scrlNext, §3 efpListRightArr), article pagers (下一篇),
#: the previous picture, Load more, share and ad tabs (ours); pinyin spellings (ours).
#: The previous picture's words, apart: a control that names both ways (a picture whose
#: halves page: "点击图片右侧看下一张，左侧看上一张", ours) is a next control too.
BACK_WORDS = r"prev|left|上一|前一|shangyi"
DECOY_WORDS = (
    BACK_WORDS + r"|nextset|next[-_\s]?(?:set|group|album|gallery|story|article)|"
    r"下一图集|下一组|下一篇|下篇|xiayi(?:zu|pian|tuji)|全部|列表|stream|grid|"
    r"重新|replay|again|(?:^|[^a-z])(?:auto)?play(?:[^a-z]|$)|播放|暂停|pause|scrl|scroll|滚动|"
    r"more|更多|加载|返回|back|close|关闭|share|分享|(?:^|[^a-z])ad(?:s|v|vert)?(?:[^a-z]|$)|广告|"
    r"related|推荐"
)

# --- the end of a gallery -------------------------------------------------------------

#: Words of end-of-gallery overlays (GM §1 重新浏览 相关图集, §2 图集已浏览完毕, §3
#: 您已经浏览完所有图片 重新播放 播放下一图集, §5 末页推荐, §13 已到最后一张图片了).
END_WORDS = (
    r"浏览完|已到最后|最后一张|重新浏览|重新播放|重播|相关图集|末页推荐|播放下一图集|下一图集|"
    r"已经是最后|没有更多|the end of (?:the )?gallery|replay gallery|start over"
)

# --- the slide counter ----------------------------------------------------------------

#: A slide counter, each form the whole text of its element: ``3/12``, ``(3/12)``,
#: ``（3/6）`` (GM §1, §3), ``第3张/共12张`` (GM §9, §13), ``3 of 12`` (GM §10 English).
COUNTER_FORMS = (
    # a short label may lead it: 当前 3 / 8, 图片 3/8 (ours: portal counters)
    r"^(?:[^\d\s/／()（）\[\]]{1,6}\s*)?[(（\[]?\s*(\d{1,3})\s*[/／]\s*(\d{1,3})\s*[)）\]]?$",
    r"^第\s*(\d{1,3})\s*[张幅页图]\s*(?:[/／,，]?\s*共\s*(\d{1,3})\s*[张幅页图])?$",
    r"^(?:image|photo|picture|slide|图)?\s*(\d{1,3})\s+(?:of|/)\s+(\d{1,3})$",
)
#: The album's size alone, printed beside the counter or under the caption (ours: 共8张,
#: 共 12 幅, 8 photos): a label, never a caption.
PICTURE_TOTAL = r"共\s*\d{1,3}\s*[张幅页图](?:图片|照片)?|\d{1,3}\s+(?:photos|pictures|images)"
#: Counter-like text in a caption block, removed from the caption (squashed text).
COUNTER_IN_TEXT = (
    r"[(（\[]?\d{1,3}\s*[/／]\s*\d{1,3}[)）\]]?|第\s*\d{1,3}\s*[张幅页图]\s*[/／,，]?\s*"
    r"(?:共\s*\d{1,3}\s*[张幅页图])?|\d{1,3}\s+of\s+\d{1,3}|" + PICTURE_TOTAL
)

# --- captions -------------------------------------------------------------------------

#: Labels of player controls that sit in a caption box (GM §3 播放/暂停, ours): a text
#: node that is only one of these is furniture, not caption.
CONTROL_LABELS = (
    r"^(?:播放|暂停|自动播放|全屏|退出全屏|查看原图|原图|下载|分享|评论|上一张|下一张|上一页|"
    r"下一页|返回|关闭|play|pause|full ?screen|exit full ?screen|prev(?:ious)?|next|share|"
    r"download|close|[<>‹›«»←→×✕]+)$"
)
#: A photo credit inside a caption (ours, from portal captions: （摄影：张三）, 图/新华社,
#: 新华社记者张三摄, Photo: Reuters, © AFP). Group 1 is the credit.
CREDIT_PATTERNS = (
    r"[(（\[]\s*(?:摄影|摄|图|图片|图源|来源|图片来源|供图)\s*[：:/／]\s*([^)）\]]{1,30})[)）\]]",
    r"(?:^|\s)(?:摄影|图片来源|图片|图源|供图|图)\s*[：:/／]\s*(\S[^，。；\n]{0,29})$",
    r"[(（]\s*([^()（）]{1,20}?(?:记者|通讯员)?[^()（）]{0,10}?摄)\s*[)）]$",
    r"(?:^|\s)(?:Photo|Photograph|Image|Credit|Pictures?)\s*(?:by|:)\s*([^.;\n]{1,40})$",
    r"(?:^|\s)©\s*([^.;\n]{1,40})$",
)

# --- overlays over the page -------------------------------------------------------------

#: Buttons that close a consent, cookie or login sheet (ours: the wording of common
#: Chinese and English consent banners and login prompts).
DISMISS_WORDS = (
    r"^(?:同意|同意并继续|接受|全部接受|我知道了|知道了|好的|确定|关闭|暂不登录|暂不|稍后|以后再说|"
    r"跳过|不再提示|继续浏览|accept(?: all)?|agree|i agree|ok|okay|got it|close|dismiss|"
    r"no,? thanks|not now|later|continue|×|✕|✖|x)$"
)

# --- multi-page articles ----------------------------------------------------------------

#: The "next page" link of an article pager (seed 004's 下一页; GM §9 §10 page_n,
#: div_currpage; ours: English).
PAGER_NEXT = r"^\s*(?:下一页|下页|后一页|next page|next|›|»|>)\s*(?:[>»›]+)?\s*$"

# --- gallery URLs (seed 004, §2.1.1 rule ①) -------------------------------------------

#: The seed names only "pic" and "photo"; the rest are the picture words of the portals
#: in GM (§1 photoview, §3 slide, §5 hdpic, §12 tuku…). Whole tokens of the host or path.
PICTURE_WORDS: frozenset[str] = frozenset(
    {
        "pic",
        "pics",
        "photo",
        "photos",
        "photoview",
        "slide",
        "slides",
        "tuku",
        "album",
        "gallery",
        "tupian",
        "tu",
        "hdpic",
        "atlas",
        "picture",
        "zutu",
        "tuji",
    }
)
#: Compounds portals build from a picture word ("picnews", "photonew", "slideshow").
PICTURE_PREFIXES: frozenset[str] = frozenset({"hd", "big", "news"})
PICTURE_SUFFIXES: frozenset[str] = frozenset(
    {"s", "news", "new", "show", "view", "set", "sets", "list", "channel"}
)
#: Han picture words in a decoded path: the brief's 图集, and 组图.
PICTURE_WORDS_HAN: tuple[str, ...] = ("图集", "组图")


# --- compiled forms ---------------------------------------------------------------------

NEXT_WORD_RE = re.compile(NEXT_WORDS, re.I)
RIGHT_WORD_RE = re.compile(RIGHT_WORDS, re.I)
ARROW_TEXT_RE = re.compile(ARROW_TEXT)
DECOY_WORD_RE = re.compile(DECOY_WORDS, re.I)
BACK_WORD_RE = re.compile(BACK_WORDS, re.I)
END_WORDS_RE = re.compile(END_WORDS, re.I)
COUNTER_RES = tuple(re.compile(form, re.I) for form in COUNTER_FORMS)
PICTURE_TOTAL_RE = re.compile(rf"^(?:{PICTURE_TOTAL})$", re.I)
CONTROL_LABEL_RE = re.compile(CONTROL_LABELS, re.I)
CREDIT_RES = tuple(re.compile(p, re.I) for p in CREDIT_PATTERNS)


@cache
def page_patterns() -> str:
    """A script that hands the page scripts these patterns, as ``window.__hvWords``
    (name → [source, flags]); ``js/init.js`` compiles them into ``__hv.re``."""
    patterns: dict[str, list[str]] = {
        "next": [NEXT_WORDS, "i"],
        "right": [RIGHT_WORDS, "i"],
        "arrow": [ARROW_TEXT, ""],
        "decoy": [DECOY_WORDS, "i"],
        "end": [END_WORDS, "i"],
        "control": [CONTROL_LABELS, "i"],
        "dismiss": [DISMISS_WORDS, "i"],
        "pager": [PAGER_NEXT, "i"],
    }
    for i, form in enumerate(COUNTER_FORMS):
        patterns[f"counter{i}"] = [form, "i"]
    for i, form in enumerate(CREDIT_PATTERNS):
        patterns[f"credit{i}"] = [form, "i"]
    return f"window.__hvWords = {json.dumps(patterns, ensure_ascii=False)};"
