"""Unit tests of harvester/paging.py's :func:`slides_from`: pictures and captions, in order."""

from __future__ import annotations

from dataclasses import replace

import pytest

from harvester.gallery.paging import Walk, one_back, track_start
from harvester.gallery.slides import (
    Slide,
    content_xpaths,
    file_name_caption,
    index_caption,
    slides_from,
    split_credit,
)
from harvester.gallery.state import Block, GalleryState

BASE = "https://pic.example.cn/photo/2024/0615/c_1234.htm"
TITLE = "高清：夏日荷花盛开_新华网"
HEADLINE = "高清：夏日荷花盛开"
CAPTIONS = [
    "6月15日，游客在公园内观赏盛开的荷花。",
    "6月15日，一只蜻蜓停在荷花花苞上。",
    "6月15日，摄影爱好者在荷塘边拍摄。",
    "6月15日，小朋友在荷塘边嬉戏。",
]


def gallery_state(
    n: int,
    captions: tuple[tuple[str, ...], ...] | None = None,
    *,
    image: str | None = None,
    title: str = TITLE,
    headline: str | None = HEADLINE,
    touched: frozenset[str] = frozenset(),
) -> GalleryState:
    """The state showing picture ``n`` (1-based) with its caption blocks, given as (key,
    text) or (key, text, xpath); the keys in ``touched`` were rewritten by the step."""
    if captions is None:
        captions = (("div.caption", CAPTIONS[n - 1]),)
    blocks = tuple(
        Block(c[0], c[1], c[0] in touched, c[2] if len(c) > 2 else None) for c in captions
    )
    return GalleryState(
        url=BASE,
        title=title,
        text="",
        image=image if image is not None else f"/images/2024/0615/{n}.jpg",
        counter=(n, len(CAPTIONS)),
        captions=blocks,
        headline=headline,
        image_xpath="//img[@id='pic']",
        doc="d1",
    )


def test_no_states_no_slides() -> None:
    assert slides_from([], BASE) == []


def test_one_slide_per_state_in_order_from_index_1() -> None:
    states = [gallery_state(n) for n in range(1, 5)]
    slides = slides_from(states, BASE)
    assert [s.index for s in slides] == [1, 2, 3, 4]
    assert [s.caption for s in slides] == CAPTIONS
    assert all(isinstance(s, Slide) for s in slides)


def test_a_cover_before_picture_1_and_an_advertisement_frame_are_no_pictures() -> None:
    # round 7's minjiang opens on a cover (no counter, an instruction for a caption);
    # liaohe shows a 广告 frame after picture 2 (here: no counter, the caption 广告 alone)
    cover = replace(
        gallery_state(1, (("div.caption", "点击右侧箭头开始浏览"),), image="/c.jpg"), counter=None
    )
    ad = replace(gallery_state(2, (("div.caption", "广告"),), image="/ad.png"), counter=None)
    states = [cover, gallery_state(1), gallery_state(2), ad, gallery_state(3), gallery_state(4)]
    slides = slides_from(states, BASE)
    assert [s.caption for s in slides] == CAPTIONS
    assert [s.index for s in slides] == [1, 2, 3, 4]
    # a first picture with no counter of its own beside a second that counts 2 stays
    uncounted = [replace(gallery_state(1), counter=None), *map(gallery_state, range(2, 5))]
    assert len(slides_from(uncounted, BASE)) == 4


def test_images_become_absolute_urls() -> None:
    states = [
        gallery_state(1, image="/images/1.jpg"),
        gallery_state(2, image="big/2.jpg"),
        gallery_state(3, image="//img.example.cn/3.jpg"),
        gallery_state(4, image="https://cdn.example.com/4.jpg"),
    ]
    assert [s.image for s in slides_from(states, BASE)] == [
        "https://pic.example.cn/images/1.jpg",
        "https://pic.example.cn/photo/2024/0615/big/2.jpg",
        "https://img.example.cn/3.jpg",
        "https://cdn.example.com/4.jpg",
    ]


def test_slide_to_dict_is_the_readme_shape() -> None:
    slide = slides_from([gallery_state(1)], BASE)[0]
    assert slide.to_dict() == {
        "index": 1,
        "image": "https://pic.example.cn/images/2024/0615/1.jpg",
        "caption": CAPTIONS[0],
        "credit": None,
    }


def test_caption_joins_the_caption_blocks_of_a_state() -> None:
    state = gallery_state(
        1, (("h3.sub", "荷塘月色"), ("div.caption", "游客观赏荷花。"), ("p.more", "摄影：张三"))
    )
    slide = slides_from([state], BASE)[0]
    assert (slide.caption, slide.credit) == ("荷塘月色 游客观赏荷花。", "张三")


def test_caption_squashes_whitespace_and_repeated_blocks() -> None:
    state = gallery_state(
        1, (("div.caption", "  游客观赏\n\t荷花。 "), ("p.alt", "游客观赏 荷花。"))
    )
    assert slides_from([state], BASE)[0].caption == "游客观赏 荷花。"


def test_a_block_constant_across_a_gallery_of_three_is_a_label() -> None:
    label = ("div.info", "2024-06-15 来源：新华网 编辑：李四")
    hint = ("span.tip", "支持键盘← →翻页")
    states = [
        gallery_state(n, (label, ("div.caption", CAPTIONS[n - 1]), hint)) for n in range(1, 4)
    ]
    assert [s.caption for s in slides_from(states, BASE)] == CAPTIONS[:3]


def test_with_two_states_a_constant_block_is_a_label_too() -> None:
    label = ("div.info", "来源：新华网")
    states = [gallery_state(n, (("div.caption", CAPTIONS[n - 1]), label)) for n in (1, 2)]
    assert [s.caption for s in slides_from(states, BASE)] == CAPTIONS[:2]


def test_a_caption_the_page_rewrites_with_the_same_words_is_a_caption() -> None:
    """A gallery whose every caption is the same still rewrites it on each step."""
    same = ("div.caption", "北京车展开幕")
    label = ("div.info", "来源：新华网")
    states = [gallery_state(1, (same, label))] + [
        gallery_state(n, (same, label), touched=frozenset({"div.caption"})) for n in (2, 3)
    ]
    assert [s.caption for s in slides_from(states, BASE)] == ["北京车展开幕"] * 3


def test_a_per_slide_title_that_repeats_the_album_title_is_not_a_caption() -> None:
    states = [
        gallery_state(
            n, (("h2", "夏日荷花"), ("div.caption", CAPTIONS[n - 1])), touched=frozenset({"h2"})
        )
        for n in (1, 2, 3)
    ]
    assert [s.caption for s in slides_from(states, BASE)] == CAPTIONS[:3]


def test_player_controls_and_counters_inside_a_caption_block_are_dropped() -> None:
    states = [
        gallery_state(n, (("div.box", f"{CAPTIONS[n - 1]}\n{n}/4\n播放\n全屏"),)) for n in (1, 2)
    ]
    assert [s.caption for s in slides_from(states, BASE)] == CAPTIONS[:2]


def test_slides_are_numbered_from_where_the_walk_started() -> None:
    states = [gallery_state(n) for n in (3, 4)]
    assert [s.index for s in slides_from(states, BASE, first=3)] == [3, 4]


@pytest.mark.parametrize(
    ("text", "caption", "credit"),
    [
        ("游客观赏荷花。（摄影：张三）", "游客观赏荷花。", "张三"),
        ("游客观赏荷花。 图/新华社", "游客观赏荷花。", "新华社"),
        ("游客观赏荷花。（新华社记者李四摄）", "游客观赏荷花。", "新华社记者李四摄"),
        ("Visitors view lotus flowers. Photo: Reuters", "Visitors view lotus flowers.", "Reuters"),
        ("游客观赏荷花。", "游客观赏荷花。", None),
    ],
)
def test_a_photo_credit_goes_to_its_own_field(text: str, caption: str, credit: str | None) -> None:
    assert split_credit(text) == (caption, credit)


def test_content_xpaths_are_learned_from_a_walk() -> None:
    states = [
        gallery_state(n, (("div.caption", CAPTIONS[n - 1], "//div[@id='desc']"),))
        for n in (1, 2, 3)
    ]
    assert content_xpaths(states) == ("//img[@id='pic']", "//div[@id='desc']")
    assert content_xpaths(states[:1]) == (None, None)


def test_a_block_missing_from_one_state_is_not_a_label() -> None:
    """Only a block on every slide, always the same, is a label."""
    note = ("p.note", "资料图片")
    states = [
        gallery_state(1, (("div.caption", CAPTIONS[0]), note)),
        gallery_state(2, (("div.caption", CAPTIONS[1]),)),
        gallery_state(3, (("div.caption", CAPTIONS[2]), note)),
    ]
    assert [s.caption for s in slides_from(states, BASE)] == [
        f"{CAPTIONS[0]} 资料图片",
        CAPTIONS[1],
        f"{CAPTIONS[2]} 资料图片",
    ]


def test_a_block_that_changes_once_is_not_a_label() -> None:
    states = [gallery_state(n, (("div.caption", "荷花"),)) for n in range(1, 4)]
    states.append(gallery_state(4, (("div.caption", "蜻蜓"),), touched=frozenset({"div.caption"})))
    assert [s.caption for s in slides_from(states, BASE)] == ["荷花", "荷花", "荷花", "蜻蜓"]


@pytest.mark.parametrize(
    "counter",
    [
        "（3/28）",
        "(3/28)",
        "3/28",
        "3 / 28",
        "[3/28]",
        "3／28",
        "第3张/共12张",
        "第 3 张 共 12 张",
        "第3幅",
    ],
)
def test_counter_texts_are_never_captions(counter: str) -> None:
    state = gallery_state(1, (("div.caption", CAPTIONS[0]), ("span.num", counter)))
    assert slides_from([state], BASE)[0].caption == CAPTIONS[0]
    alone = gallery_state(1, (("span.num", counter),))
    assert slides_from([alone], BASE)[0].caption == ""


@pytest.mark.parametrize(
    "stamp",
    ["2013-06-15 14:22", "2013-06-15 14:22:05", "2013/6/15", "2013年6月15日 14:22", "14:22"],
)
def test_pure_time_stamps_are_never_captions(stamp: str) -> None:
    states = [
        gallery_state(n, (("div.caption", CAPTIONS[n - 1]), ("span.time", stamp))) for n in (1, 2)
    ]
    assert [s.caption for s in slides_from(states, BASE)] == CAPTIONS[:2]


def test_a_caption_with_a_date_is_kept() -> None:
    text = "2013-06-15 14:22，游客在公园内观赏盛开的荷花。"
    assert slides_from([gallery_state(1, (("div.caption", text),))], BASE)[0].caption == text


@pytest.mark.parametrize(
    ("title", "headline", "block"),
    [
        (TITLE, HEADLINE, HEADLINE),
        (TITLE, HEADLINE, TITLE),
        (TITLE, HEADLINE, " 高清：夏日 荷花盛开 "),  # whitespace aside
        (TITLE, None, TITLE),
    ],
)
def test_title_and_headline_are_never_captions(
    title: str, headline: str | None, block: str
) -> None:
    states = [
        gallery_state(
            n, (("h1", block), ("div.caption", CAPTIONS[n - 1])), title=title, headline=headline
        )
        for n in (1, 2)
    ]
    assert [s.caption for s in slides_from(states, BASE)] == CAPTIONS[:2]


def test_empty_blocks_are_skipped() -> None:
    state = gallery_state(1, (("p.empty", "  \n "), ("div.caption", CAPTIONS[0]), ("p", "")))
    assert slides_from([state], BASE)[0].caption == CAPTIONS[0]


def test_a_state_without_captions_gives_an_empty_caption() -> None:
    slides = slides_from([gallery_state(1, ()), gallery_state(2)], BASE)
    assert [s.caption for s in slides] == ["", CAPTIONS[1]]


def test_a_sentence_mentioning_a_number_of_pictures_is_a_caption() -> None:
    text = "6月15日，球员在比赛中领到本场第2张黄牌。"
    assert slides_from([gallery_state(1, (("div.caption", text),))], BASE)[0].caption == text


def one_page_per_picture(*blocks: Block, pager: bool = False) -> list[GalleryState]:
    """Pictures 1-3, each its own page (a new document) with the same caption blocks, and
    with ``pager`` the pager's current page number (1, 2, 3) near the picture."""
    return [
        replace(
            gallery_state(n),
            doc=f"page{n}",
            captions=blocks + ((Block("div.pager/span", str(n), near=3),) if pager else ()),
        )
        for n in (1, 2, 3)
    ]


def test_one_page_per_picture_with_the_same_caption_takes_the_block_beside_the_picture() -> None:
    """Each picture its own page (a new document), the caption the same on every one:
    the block in the picture's own container is the caption, the labels sit further out."""
    states = one_page_per_picture(
        Block("div.info", "2024-03-12 来源：新华网", near=3),
        Block("p.caption", "北京车展开幕", near=1),
    )
    assert [s.caption for s in slides_from(states, BASE)] == ["北京车展开幕"] * 3


def test_a_pager_number_that_changes_does_not_hide_an_identical_caption() -> None:
    """One page per picture, the same caption on each, and the pager's current page number
    (1, 2, 3) near the picture: the number changes but is no caption, so the caption is
    still found by where it sits."""
    states = one_page_per_picture(
        Block("div.info", "2024-03-12 10:20 来源：视界网", near=3),
        Block("p.caption", "昆明 11月20日，茶农拍摄日出。", near=2),
        pager=True,
    )
    assert [s.caption for s in slides_from(states, BASE)] == ["昆明 11月20日，茶农拍摄日出。"] * 3


def test_the_albums_size_beside_an_identical_caption_is_no_caption() -> None:
    """One page per picture, the same caption on each, and 共3张 (the album's size) in the
    caption's own panel: a label, left out like a counter."""
    states = one_page_per_picture(
        Block("aside/div/p", "6月13日，老人参观科技展。", near=2),
        Block("aside/p.intro", "共3张", near=2),
    )
    assert [s.caption for s in slides_from(states, BASE)] == ["6月13日，老人参观科技展。"] * 3


@pytest.mark.parametrize(
    "total", ["共13张", "共 8 幅", "共8张图片", "12 photos", "3 of 12", "第3张/共12张", "(3/12)"]
)
def test_the_albums_size_or_a_counter_at_a_captions_end_is_cut(total: str) -> None:
    text = f"12月14日，非遗传承人展示剪纸作品。 {total}"
    slide = slides_from([gallery_state(1, (("div.caption", text),))], BASE)[0]
    assert slide.caption == "12月14日，非遗传承人展示剪纸作品。"


def test_a_sheet_that_came_during_the_walk_and_stayed_is_no_caption() -> None:
    """A consent sheet or a 热门推荐 panel shows from the third picture on, never rewritten:
    it came and stayed, it captions nothing; the caption box rewritten by every step does."""
    sheet = ("div.cmp", "We value your privacy We and our 142 partners store information")
    caption = frozenset({"div.caption"})
    states = [gallery_state(1), gallery_state(2, touched=caption)]
    states.append(
        gallery_state(3, (("div.caption", CAPTIONS[2]), sheet), touched=caption | {sheet[0]})
    )
    states.append(gallery_state(4, (("div.caption", CAPTIONS[3]), sheet), touched=caption))
    assert [s.caption for s in slides_from(states, BASE)] == CAPTIONS


def test_a_block_that_came_and_was_rewritten_is_a_caption() -> None:
    """Picture 1 has no caption; from picture 2 on the box is filled anew at every step."""
    box = frozenset({"div.caption"})
    states = [gallery_state(1, ())]
    states += [gallery_state(n, touched=box) for n in (2, 3, 4)]
    assert [s.caption for s in slides_from(states, BASE)] == ["", *CAPTIONS[1:]]


def test_a_footer_line_drifting_in_and_out_of_the_region_is_no_caption() -> None:
    """Captions of changing height push the page's footer in and out of the region around
    the picture: a block of one text, never rewritten, in the region with picture 1 and
    just outside it (``around``) with the others. A block that is not there at all with
    the other pictures (a note shown with some pictures) stays a caption:
    test_a_block_missing_from_one_state_is_not_a_label."""
    footer = ("footer/p[2]", "Copyright © 2003-2024 江南时报网 All Rights Reserved.")
    box = frozenset({"div.caption"})
    states = [gallery_state(n, touched=box if n > 1 else frozenset()) for n in (1, 2, 3, 4)]
    states = [
        replace(s, captions=(*s.captions, Block(*footer)))
        if n == 1
        else replace(s, around=(footer,))
        for n, s in enumerate(states, start=1)
    ]
    assert [s.caption for s in slides_from(states, BASE)] == CAPTIONS
    with_xpaths = [
        replace(s, captions=tuple(replace(b, xpath=f"//{b.key}") for b in s.captions))
        for s in states
    ]
    assert content_xpaths(with_xpaths) == ("//img[@id='pic']", "//div.caption")
    # the same block, absent from the others rather than beside them, is a caption part
    absent = [replace(s, around=()) for s in states]
    assert slides_from(absent, BASE)[0].caption == f"{CAPTIONS[0]} {footer[1]}"


def test_a_counter_in_words_no_pattern_knows_is_no_caption() -> None:
    """Colorbox's 当前图像 n 总共 N: two numbers in the same words, the total fixed, the
    first changing. A short caption holding two numbers that are not a count stays."""
    states = [
        gallery_state(n, (("div.caption", CAPTIONS[n - 1]), ("div.cur", f"当前图像 {n} 总共 4")))
        for n in (1, 2, 3, 4)
    ]
    assert [s.caption for s in slides_from(states, BASE)] == CAPTIONS
    teams = [
        gallery_state(n, (("div.caption", f"第{n}队 共{n + 5}人"),), image=f"/t/{n}.jpg")
        for n in (1, 2, 3)
    ]
    assert [s.caption for s in slides_from(teams, BASE)] == [
        "第1队 共6人",
        "第2队 共7人",
        "第3队 共8人",
    ]


def test_a_panel_that_came_on_a_page_per_picture_gallery_is_no_caption() -> None:
    """Each picture its own page: the page's script puts 热门推荐 in on every page from the
    second on, so it reads as rewritten on each (a new document); it is furniture still."""
    panel = ("div.hot", "热门推荐 猜你喜欢")
    states = [
        replace(
            gallery_state(n, (("div.caption", CAPTIONS[n - 1]), *((panel,) if n > 1 else ()))),
            doc=f"d{n}",
        )
        for n in (1, 2, 3, 4)
    ]
    states = [
        replace(s, captions=tuple(replace(b, touched=True) for b in s.captions)) for s in states
    ]
    assert [s.caption for s in slides_from(states, BASE)] == CAPTIONS


def test_a_panel_in_a_box_re_rendered_whole_at_every_step_is_no_caption() -> None:
    """One document whose gallery box a framework re-renders whole at every step (round 3's
    xiangjiang): every block is rewritten, the album title and the 热门推荐 panel with the
    text they had, so a rewrite says nothing and the panel that came is furniture still."""
    panel = ("div.hot", "热门推荐 猜你喜欢")
    title = ("div.t", "奋力划桨")
    states = [
        replace(
            gallery_state(
                n, (title, ("div.caption", CAPTIONS[n - 1]), *((panel,) if n > 1 else ()))
            ),
            doc="d",
        )
        for n in (1, 2, 3, 4)
    ]
    states = [
        replace(s, captions=tuple(replace(b, touched=True) for b in s.captions)) for s in states
    ]
    assert [s.caption for s in slides_from(states, BASE)] == CAPTIONS


def test_a_panel_rendered_into_the_caption_box_is_dropped_a_shared_caption_is_not() -> None:
    """Round 3's xiangjiang renders 热门推荐 into the caption box from picture 2 on: a line
    that came and stayed beside the caption goes, from an empty caption too. The last
    pictures of a series under one caption keep it: that line never stands beside another."""
    panel = "热门推荐 猜你喜欢"
    captions = [*CAPTIONS[:3], ""]
    glued = [
        gallery_state(n, (("div.caption", captions[n - 1] + (f"\n{panel}" if n > 1 else "")),))
        for n in (1, 2, 3, 4)
    ]
    assert [s.caption for s in slides_from(glued, BASE)] == captions
    beside = [  # its own block, rewritten at every step with the caption
        replace(
            gallery_state(
                n, (("div.caption", CAPTIONS[n - 1]), *((("div.hot", panel),) if n > 1 else ()))
            ),
            doc="d",
        )
        for n in (1, 2, 3, 4)
    ]
    beside = [
        replace(s, captions=tuple(replace(b, touched=True) for b in s.captions)) for s in beside
    ]
    assert [s.caption for s in slides_from(beside, BASE)] == CAPTIONS
    shared = [CAPTIONS[0], CAPTIONS[1], "图为活动现场。", "图为活动现场。"]
    series = [gallery_state(n, (("div.caption", shared[n - 1]),)) for n in (1, 2, 3, 4)]
    assert [s.caption for s in slides_from(series, BASE)] == shared
    # a sentence the last pictures share below their own captions stays (seed 10's p120)
    tail = [*CAPTIONS[:2], *(f"{c}\n当日气温回升。" for c in CAPTIONS[2:])]
    told = [gallery_state(n, (("div.caption", tail[n - 1]),)) for n in (1, 2, 3, 4)]
    assert [s.caption for s in slides_from(told, BASE)] == [t.replace("\n", " ") for t in tail]


def test_a_title_element_rewritten_for_the_last_series_stays_in_its_captions() -> None:
    """Round 5's ludao: a picture title (its own element) shared by a series of pictures,
    rewritten for each series; the last series' title came during the walk and stayed to
    its end beside the caption, and is still part of every caption of that series."""
    titles = ["钢琴节开幕", "钢琴节开幕", "琴岛街头", "琴岛街头", "海边音乐会", "海边音乐会"]
    states = [
        gallery_state(n, (("h3.title", titles[n - 1]), ("p.intro", f"第{n}张的说明文字。")))
        for n in range(1, 7)
    ]
    assert [s.caption for s in slides_from(states, BASE)] == [
        f"{titles[n - 1]} 第{n}张的说明文字。" for n in range(1, 7)
    ]


@pytest.mark.parametrize(
    ("caption", "picture", "kept"),
    [
        ("g2-08-1440x960", "https://x.cn/pics/g2-08-1440x960.png", ""),
        ("IMG_1234.jpg", "https://x.cn/a/IMG_1234.jpg?w=800", ""),
        ("荷花 2024", "https://x.cn/pics/%E8%8D%B7%E8%8A%B1%202024.jpg", ""),
        ("6月15日，游客观赏荷花。", "https://x.cn/pics/1.jpg", "6月15日，游客观赏荷花。"),
        ("g2-08", "https://x.cn/pics/g2-08-1440x960.png", "g2-08"),  # not the whole name
        ("", "https://x.cn/pics/", ""),
    ],
)
def test_a_caption_that_is_only_the_pictures_file_name_is_none(
    caption: str, picture: str, kept: str
) -> None:
    """A viewer shows a picture's file name where it has no title; a CMS writes it into
    ``alt``: neither is a caption."""
    assert file_name_caption(caption, picture) == kept


def test_where_no_visible_text_changes_the_pictures_alt_is_the_caption() -> None:
    """A phone's swiper that shows no caption: the ``alt`` of each picture holds it."""
    states = [replace(gallery_state(n, ()), image_alt=CAPTIONS[n - 1]) for n in range(1, 5)]
    assert [s.caption for s in slides_from(states, BASE)] == CAPTIONS


def test_an_alt_is_no_caption_where_visible_text_changes_or_alts_do_not() -> None:
    shown = [replace(gallery_state(n), image_alt=f"图{n}") for n in range(1, 4)]
    assert [s.caption for s in slides_from(shown, BASE)] == CAPTIONS[:3]
    same = [replace(gallery_state(n, ()), image_alt=HEADLINE) for n in range(1, 4)]
    assert [s.caption for s in slides_from(same, BASE)] == ["", "", ""]
    one = [replace(gallery_state(n, ()), image_alt="荷花") for n in range(1, 4)]
    assert [s.caption for s in slides_from(one, BASE)] == ["", "", ""]


def test_one_picture_back_by_the_counter_or_the_track() -> None:
    four, three = gallery_state(4), gallery_state(3)
    assert one_back(four, three, {four.image or ""})
    assert not one_back(four, gallery_state(2), {four.image or ""})  # two back: a jump
    assert not one_back(three, four, {three.image or ""})  # forward
    order = tuple(f"/images/2024/0615/{n}.jpg" for n in range(1, 5))
    on = [replace(gallery_state(n), counter=None, track_order=order) for n in (4, 3, 1)]
    assert one_back(on[0], on[1], {on[0].image or ""})
    assert not one_back(on[0], on[2], {on[0].image or ""})


def test_a_walk_with_no_counter_began_where_its_track_says() -> None:
    order = tuple(f"/images/2024/0615/{n}.jpg" for n in range(1, 5))
    on = [replace(gallery_state(n), counter=None, track_order=order) for n in (3, 4)]
    assert track_start(Walk(on, end="still")) == 3
    assert track_start(Walk(on, end="repeated")) == 1  # went round: the track may move
    assert track_start(Walk([gallery_state(3), gallery_state(4)], end="counter")) == 1
    assert track_start(Walk([replace(s, track_order=()) for s in on], end="still")) == 1


def test_a_caption_the_index_of_the_pages_shows_replaces_the_pages_own() -> None:
    """A phone's photo browser: each picture's page shows a hint, the index its caption."""
    hint = Slide(1, "https://pic.example.cn/1.jpg", "双指缩放查看细节")
    assert index_caption(hint, "果农采摘成熟的苹果。（摄影：孟蒙）").caption == (
        "果农采摘成熟的苹果。（摄影：孟蒙）"
    )
    assert index_caption(hint, "").caption == ""  # the index shows none for it
    assert index_caption(hint, None) == hint  # the index does not link its page
