"""鹭岛新闻网 (ludao, round 5): a 高清图集 player in the manner of Sina's epidiascope. The data
is an inline ``var slide_data = {"slide": {…}, "images": [{title, intro, image_url,
thumb_url, createtime}], "next_album": {title, url, interface}}``; ``js/ld-slide.js`` builds
the picture, the thumbnail strip and the list on DOMContentLoaded. The player **plays by
itself** from the moment picture 1 has loaded: every 5 s the next picture, until the reader
presses anything of the player (the arrows, a thumbnail, a key) or 暂停. There are several
valid next controls: an empty ``div#ldRightArea[title=下一张]`` over the right half of the
picture, the toolbar's ``div#ldNextBtn[title=下一张]`` (an empty inner ``div``) and the → key.
A manual step writes ``#p=N`` (1-based; autoplay does not), and a page opened at ``#p=N``
starts at picture N. Each caption is a picture title (``h3``, the same for several pictures in
a row) and an intro (``p``): one picture has neither (gallery 1), two consecutive pictures
have the same title and no intro, so the same caption (gallery 2). Each new picture fades in
(0.4 s). Past the last picture the player does not stop: it fetches ``next_album.interface``
(answered 0.6 s late) and goes on **in place** into the next album (its title, pictures and
counter; the URL path stays, the hash becomes ``#p=1``). Decoys: 列表模式 (every picture and
caption in a grid), the strip's ‹ › (mousedown, scroll only), 下一图集>> (trap), 相关图集,
ticker, share links; an ad box fills 2 s after load. YUI grid class names (hd / bd / ft)."""

from __future__ import annotations

import json

from common import (
    Site,
    ad_html,
    axes,
    meta,
    rel,
    related,
    shell,
    slides,
    ticker_html,
    write_site,
    written_article,
)

SITE = Site(
    "ludao",
    "鹭岛新闻网",
    "www.ludaonews.cn",
    "#ad1457",
    "yui",
    "ld",
    width=974,
    side_left=True,
    nav=["首页", "厦门", "闽南", "图片", "海丝", "台海", "财经", "体育"],
)
#: (title, intro) per picture
ALBUMS = {
    1: [
        ("鼓浪屿钢琴节开幕", "7月12日，第十届鼓浪屿钢琴节在鼓浪屿音乐厅开幕，各地钢琴家同台献艺。"),
        ("鼓浪屿钢琴节开幕", "开幕式上，青年钢琴家演奏了《鼓浪屿之波》。（摄影：林晓鹭）"),
        ("鼓浪屿钢琴节开幕", "观众在音乐厅外排队等候入场。"),
        ("琴岛街头", "街头艺人在龙头路口弹奏电子琴，吸引游客围观。"),
        ("", ""),
        ("琴岛街头", "钢琴博物馆内，讲解员向游客介绍百年古董钢琴。"),
        ("琴岛街头", "小朋友在风琴博物馆前的草坪上合影留念。"),
        ("海边音乐会", "傍晚，港仔后沙滩举行露天音乐会。"),
        ("海边音乐会", "乐手在夕阳下演奏小提琴，游客静静聆听。"),
        ("海边音乐会", "夜幕降临，日光岩下灯火点点，琴声不绝。（摄影：林晓鹭）"),
    ],
    2: [
        ("环东海域自行车赛", "7月13日，2024环东海域公路自行车赛在翔安鸣枪开赛。"),
        ("环东海域自行车赛", "选手们沿着环东海域滨海大道骑行。"),
        ("环东海域自行车赛", "车队在跨海大桥上疾驰而过。（记者 郑海峰 摄）"),
        ("沿途风光", ""),
        ("沿途风光", ""),
        ("沿途风光", "沿途市民挥舞小旗为选手加油助威。"),
        ("冲线时刻", "选手冲过终点线，振臂欢呼。"),
        ("冲线时刻", "颁奖仪式上，获奖选手登台领奖。"),
    ],
}
#: the album each gallery goes on into past its end: (id, title, first picture's title, intro, n)
NEXT = {
    1: (
        "90230",
        "厦门园林植物园夏花绚烂",
        "植物园夏花",
        "7月14日，厦门园林植物园里的睡莲竞相开放。",
        6,
    ),
    2: (
        "90297",
        "集美学村龙舟训练正酣",
        "龙舟训练",
        "7月14日，集美龙舟池里，龙舟队员正在加紧训练。",
        5,
    ),
}
GALLERIES = [
    ("slide/2024/0712/slide_2_7701_90211.html", "90211", "鼓浪屿琴声里的夏日", "2024-07-12 19:40"),
    ("news/2024/0713/doc-ikxv90288.shtml", "90288", "环东海域自行车赛鸣枪", "2024-07-13 10:25"),
]
PLAIN = [
    "7月14日，记者从厦门市住房和建设局获悉，今年厦门计划改造老旧小区120个，涉及居民2.6万户，目前已"
    "有87个小区开工，其中32个已完成主体改造，预计年底前全部完工。",
    "今年的改造在以往“水电路气”等基础项目的基础上，进一步向“完善类”“提升类”延伸。各小区在充分征求"
    "居民意见的基础上，因地制宜增设电梯、充电桩、养老托幼和便民服务设施，一些小区还利用闲置空地建起了"
    "口袋公园和共享菜园。",
    "在思明区莲花一村，改造后的小区焕然一新：斑驳的外墙重新粉刷，杂乱的“蜘蛛网”线路全部入地，新建的"
    "非机动车棚配备了智能充电设施。住了三十多年的老住户陈阿姨说，以前下雨天楼道漏水，电动车只能停在"
    "楼梯口，现在这些烦心事都解决了。",
    "为了减少施工对居民生活的影响，各施工单位实行“一小区一方案”，合理安排施工时间，并设置临时通道和"
    "公告栏，及时公布施工进度。社区还组建了由党员、楼长和居民代表组成的监督小组，全程参与改造质量"
    "监督。",
    "厦门市住房和建设局有关负责人介绍，老旧小区改造坚持“先民生后提升”，把居民最关心、最迫切的问题"
    "放在首位。同时探索建立改造后的长效管理机制，通过引入物业服务、成立业主自治组织等方式，防止小区"
    "“一年新、两年旧、三年回原样”。",
    "在湖里区华美社区，改造工作还特别注重适老化设计。楼道里加装了扶手和感应灯，小区主干道的台阶改"
    "成了无障碍坡道，社区食堂也正式开门营业，为辖区老人提供价格实惠的午餐和晚餐。",
    "湖里区一位负责老旧小区改造的工作人员介绍，改造前他们挨家挨户上门走访，共收集居民意见建议40"
    "0多条，最终形成的改造方案经过了三轮公示，居民签字同意率达到95%以上。",
    "据了解，2019年以来，厦门已累计改造老旧小区近800个，惠及居民约20万户。下一步，厦门还将推进完整"
    "社区建设试点，让更多居民在家门口享受到便捷的公共服务。",
]
ROUND5 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_src",
    "paging": "one_page",
    "dom_scope": "document",
    "address": "hash_fragment",
    "rendering": "patch",
    "layout": "one_at_a_time",
    "charset": "utf8",
    "press_events": "click",
    "jump_menu": "none",
    "counter": "text",
    "mask": "none",
    "control_visibility": "visible",
    "data_parts": "one",
    "autoplay": "on_load",
    "scroller": "none",
    "placeholder": "none",
    "triggers": "several",
    "caption_scope": "panel",
}


def caption(title: str, intro: str) -> str:
    return "\n".join(x for x in (title, intro) if x)


def image(order: int, i: int) -> str:
    return f"pics/ldg{order}-{i:02d}-900x600.png"


def slide_data(page: str, order: int, sid: str, title: str) -> dict:
    nid, ntitle, *_ = NEXT[order]
    return {
        "slide": {"title": title, "id": sid, "createtime": "2024-07-12"},
        "images": [
            {
                "id": f"{sid}{i:03d}",
                "title": t,
                "intro": intro,
                "image_url": rel(page, image(order, i)),
                "thumb_url": rel(page, image(order, i).replace("-900x600", "t-100x67")),
                "createtime": f"2024-07-1{order + 1}",
            }
            for i, (t, intro) in enumerate(ALBUMS[order], 1)
        ],
        "next_album": {
            "title": ntitle,
            "url": rel(page, SITE.trap("next-album", "下一图集")),
            "thumb": rel(page, f"pics/ldnext{order}-120x80.png"),
            "interface": rel(page, f"api/slide/{nid}.json"),
        },
    }


def next_album_json(page: str, order: int) -> str:
    """The album the player goes on into (relative to the gallery page): no album after it."""
    nid, ntitle, t1, i1, n = NEXT[order]
    imgs = [
        {
            "id": f"{nid}{i:03d}",
            "title": t1 if i < 4 else f"{t1}（续）",
            "intro": i1 if i == 1 else f"{ntitle}，第{i}张。",
            "image_url": rel(page, f"pics/ldx{order}-{i:02d}-900x600.png"),
            "thumb_url": rel(page, f"pics/ldx{order}-{i:02d}t-100x67.png"),
            "createtime": "2024-07-14",
        }
        for i in range(1, n + 1)
    ]
    return (
        json.dumps(
            {
                "slide": {"title": ntitle, "id": nid, "createtime": "2024-07-14"},
                "images": imgs,
                "next_album": None,
            },
            ensure_ascii=False,
            indent=1,
        )
        + "\n"
    )


def player(page: str, title: str, n: int) -> str:
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    return f"""<div id="ldSlide" class="mod mod-slide">
 <div class="slide-hd"><h2 id="ldSetName">{title}</h2>
  <span id="ldTotal" class="count">(<em>1</em>/{n})</span></div>
 <div class="slide-bd" id="ldStage">
  <div id="ldBigPic" class="big-pic"><span class="loading">图片加载中…</span></div>
  <div id="ldLeftArea" class="arr-l" title="上一张"></div>
  <div id="ldRightArea" class="arr-r" title="下一张"></div>
  <div id="ldEnd" class="end-select"><p>您已经浏览完所有图片</p>
   <a id="ldReplay" href="javascript:void(0)">重新播放</a>
   <a id="ldNextPics" href="{nxt}">播放下一图集</a></div>
 </div>
 <div class="slide-txt"><h3 id="ldPicTit"></h3><p id="ldPicIntro"></p>
  <span id="ldPicTime" class="date"></span></div>
 <div class="slide-bar">
  <div id="ldPrevBtn" class="btn btn-prev" title="上一张"><div class="btn-ct"></div></div>
  <div id="ldPlayBtn" class="btn btn-play" title="播放/暂停"><div class="btn-ct"></div></div>
  <div id="ldNextBtn" class="btn btn-next" title="下一张"><div class="btn-ct"></div></div>
  <div id="ldModeBtn" class="btn btn-mode" title="列表模式(tab)">列表模式</div>
  <span class="kbd-tip">支持键盘 ← → 翻页</span>
 </div>
 <div class="slide-strip"><div id="ldListLeft" class="strip-l"></div>
  <div id="ldList" class="strip-in"><ul></ul></div>
  <div id="ldListRight" class="strip-r"></div></div>
 <div id="ldListMode" class="list-mode"></div>
 <div id="ldNextTxt" class="next-set"><a href="{nxt}">下一图集&gt;&gt;</a></div>
</div>"""


def share_bar(page: str) -> str:
    links = "".join(
        f'<a href="{rel(page, SITE.trap(f"share-{k}", f"分享到{t}"))}">{t}</a>'
        for k, t in (("weibo", "新浪微博"), ("weixin", "微信"), ("qzone", "QQ空间"))
    )
    return f'<div class="share">分享到：{links}</div>'


def prev_next(page: str) -> str:
    """上一篇 / 下一篇: other stories of the channel (traps)."""
    prv = rel(page, SITE.trap("prev-doc", "上一篇"))
    nxt = rel(page, SITE.trap("next-doc", "下一篇"))
    return (
        f'<div class="prev-next"><p>上一篇：<a href="{prv}">厦门地铁3号线南延段开通试运营</a></p>'
        f'<p>下一篇：<a href="{nxt}">第二十届中国国际投资贸易洽谈会筹备就绪</a></p></div>'
    )


def gallery(
    order: int, page: str, sid: str, title: str, when: str, routes: dict
) -> tuple[str, dict]:
    pairs = ALBUMS[order]
    imgs = [image(order, i) for i in range(1, len(pairs) + 1)]
    caps = [caption(t, i) for t, i in pairs]
    data = slide_data(page, order, sid, title)
    nid = NEXT[order][0]
    SITE.files[f"api/slide/{nid}.json"] = next_album_json(page, order)
    routes[f"api/slide/{nid}.json"] = {"delay": 0.6}
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "鹭岛新闻网")}
{ticker_html(SITE, page, "ticker")}
{player(page, title, len(imgs))}
<script type="text/javascript">
var slide_data = {json.dumps(data, ensure_ascii=False)};
</script>
{share_bar(page)}
{prev_next(page)}
{ad_html("ld-ad")}"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/ld-slide.css",),
        js=("js/ld-slide.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="inline",
            motion="fade",
            late_panel="ad_box",
            captions="title_and_text",
            viewer="none",
            control="div_hit_zone",
            **ROUND5,
            caption_repeat="none" if order == 1 else "consecutive_pair",
        ),
        "oracle": {
            "open": None,
            "next": "#ldRightArea",
            "action": "click",
            "picture": "#ldBigPic img",
            "caption": "#ldPicTit, #ldPicIntro",
            "address": "#p={n}",
            "end": "next_album",
            "after_end": {
                "image": f"pics/ldx{order}-01-900x600.png",
                "caption": caption(NEXT[order][2], NEXT[order][3]),
            },
        },
    }
    return page, truth


def build() -> None:
    routes: dict = {}
    pages = dict(gallery(i, *g, routes) for i, g in enumerate(GALLERIES, 1))
    art = "news/2024/0714/doc-ikxv90305.shtml"
    pages[art] = written_article(
        SITE,
        art,
        "厦门今年改造老旧小区120个 已开工87个",
        "2024-07-14 08:50",
        PLAIN,
        ("ldfig-01", "改造后的莲花一村焕然一新。（鹭岛新闻网记者 黄蕾 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "高清图集 player after Sina's epidiascope: inline var slide_data = {slide, images[], "
        "next_album{title,url,interface}}, built by js/ld-slide.js on DOMContentLoaded; plays "
        "by itself every 5 s from picture 1's load until any manual press (arrows, thumbnail, "
        "key) or 暂停; several valid next controls: empty div#ldRightArea[title=下一张] over the "
        "right half of the picture, toolbar div#ldNextBtn[title=下一张], the → key; manual steps "
        "write #p=N (autoplay does not), a page opened at #p=N starts there; caption = picture "
        "title (h3, repeated over several pictures) + intro (p), one picture with neither, two "
        "consecutive pictures with the same title and no intro; 0.4 s fade; past the last "
        "picture it fetches next_album.interface (0.6 s late) and goes on in place into the next "
        "album (same URL path, #p=1); 列表模式 grid of every caption, strip arrows on mousedown "
        "(scroll only), 下一图集>>, 相关图集, ticker, share links, ad box after 2 s",
        routes,
        round_=5,
    )
