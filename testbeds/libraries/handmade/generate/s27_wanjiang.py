"""皖江晨报网 (wanjiang, round 5): an old table-layout CMS whose pages are GBK bytes declared
only by ``<meta http-equiv="Content-Type" content="text/html; charset=gb2312">`` (served as
``Content-Type: text/html`` without a charset, through ``routes.json``). The gallery's data
comes in two parts: the first four pictures inline (``var G_listdata=[{title:'…',
big_img:'…',intro:'…'}]``, an object literal, not JSON, with ``G_count`` and ``G_more``),
picture 1 already in the markup; the rest is asked for by XMLHttpRequest when the reader
reaches picture 4 (``api/pic/<id>_more.js``, GBK bytes without a charset, answered 1.4–1.7 s
late, decoded with ``overrideMimeType('text/plain; charset=gb2312')`` and ``eval``); a press
on 下一张 at picture 4 before it has come shows 图片加载中 and moves on when it comes. The
controls are ``<img alt="下一张" onclick="WJ_Pic.next()">`` button pictures (no link, no
text), the → key too. Each step writes a bare 0-based hash (``#4`` for picture 5, Sohu
style); a page opened at ``#k`` shows picture k+1 (after fetching the second part when it
must). Past the last picture it wraps to picture 1. 幻灯播放 starts autoplay; 热门推荐 猜你喜欢
fills once picture 2 is shown; 上一图集 / 下一图集, 相关图集, a ticker and 【发表评论】 are
decoys. Its second article embeds the same viewer (four pictures inline, two later).
Dreamweaver-numbered class names (``STYLE17``)."""

from __future__ import annotations

import json
import struct
import zlib

from common import (
    ROOT,
    Site,
    article_main,
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
    "wanjiang",
    "皖江晨报网",
    "www.wanjiangcb.com",
    "#3d3a7a",
    "dreamweaver",
    "wj",
    width=980,
    nav=["首页", "安徽", "合肥", "芜湖", "图片", "徽商", "皖北", "教育"],
)
CAPS = {
    1: [
        "7月8日晚，芜湖长江三桥亮起景观灯，桥身倒映在江面上。",
        "从滨江公园望去，三桥与长江大桥遥相呼应。",
        "市民在滨江步道上散步纳凉，享受江风带来的清爽。",
        "一艘货轮从桥下缓缓驶过，船灯点点。（摄影：汪立新）",
        "桥头广场上，附近居民跳起了广场舞。",
        "无人机视角下的三桥，斜拉索如琴弦般整齐排列。",
        "中江塔在夜色中格外醒目，吸引游客驻足拍照。",
        "江边夜市人头攒动，小龙虾摊位前排起了长队。",
        "摄影爱好者架起三脚架，拍摄大桥的长曝光照片。",
        "轨道交通列车驶过江北新区的高架区间。",
        "游船载着游客夜游长江，两岸灯火尽收眼底。（摄影：汪立新）",
        "深夜的大桥上车流不息，光轨划破夜空。",
    ],
    2: [
        "7月9日，巢湖岸边的荷塘里荷花竞相开放。",
        "一朵粉色荷花在层层荷叶间亭亭玉立。",
        "游客乘坐小船穿行在荷塘中，近距离观赏荷花。",
        "一只蜻蜓停在含苞待放的荷花上。",
        "",
        "村民在荷塘边采摘莲蓬，准备送往镇上的集市。（记者 刘小川 摄）",
        "雨后的荷叶上滚动着晶莹的水珠。",
    ],
    "art": [
        "工匠在西递村一处老宅内修复木雕窗棂。",
        "修缮后的宏村月沼，粉墙黛瓦倒影清晰如镜。",
        "文物保护人员对古民居马头墙进行测绘。（摄影：程晓东）",
        "游客在呈坎村参观修缮一新的古祠堂。",
        "由老宅改造而成的民宿吸引了不少年轻游客。",
        "夕阳下的徽州古村落，白墙黛瓦错落有致。",
    ],
}
GALLERIES = [
    ("tupian/2024/0708/4471.shtml", "4471", "芜湖长江三桥夜色璀璨", "2024-07-08 22:16", 1.5),
    ("news/2024/0709/4502.shtml", "4502", "巢湖岸边荷花盛开", "2024-07-09 15:02", 1.7),
]
PLAIN = [
    "本报讯 记者从合肥市教育局获悉，滨湖新区今年新建的三所中小学已完成主体工程和室内装修，正在进行"
    "设备安装和绿化施工，将于今年秋季学期开学时正式投入使用，届时可新增学位4500个。",
    "这三所学校分别为滨湖新区第十二小学、第十五小学和滨湖寿春中学南校区，总投资约6.8亿元。其中，两所"
    "小学各设36个教学班，中学设48个教学班。学校均按照省级标准化学校要求建设，配备了科学实验室、"
    "创客教室、室内体育馆和400米标准田径场。",
    "记者在滨湖新区第十二小学施工现场看到，教学楼外立面已经完工，操场上的塑胶跑道正在铺设。项目负责人"
    "介绍，为了确保开学前完工，工地实行两班倒作业，同时严格把控施工质量和室内空气质量，所有装修材料"
    "都经过环保检测。",
    "近年来，随着滨湖新区人口快速增长，适龄儿童入学需求不断增加。合肥市教育局有关负责人表示，三所学校"
    "投用后，将有效缓解周边片区学位紧张问题，让孩子们在家门口就能上好学。",
    "据了解，三所学校的招生范围已经确定，将于7月下旬通过合肥市义务教育招生平台向社会公布。家长可关注"
    "官方渠道发布的信息，按时完成入学登记，不要轻信所谓的“内部名额”。",
    "为保证新学校开学后的教学质量，滨湖新区将通过集团化办学的方式，由区内优质学校派出管理团队和骨"
    "干教师，与新学校共享课程资源和教研成果。目前，三所学校的校长已经到岗，首批新招聘的180名教"
    "师也已完成岗前培训。",
    "在校园安全方面，三所学校均按照标准配备了专职保安、一键报警装置和视频监控系统，学校周边还将增"
    "设交通标志标线和护学岗，确保师生上下学安全。家住滨湖新区的李女士得知消息后十分高兴，她说孩子"
    "今年上一年级，原本担心要到较远的学校就读，现在新学校离家只有几百米，步行几分钟就能到。",
    "合肥市今年计划新建、改扩建中小学和幼儿园50所，新增学位3.5万个。目前，各项目建设进展顺利，大部分"
    "将在秋季开学前交付使用。",
]
EMBED = [
    "本报讯 7月11日，记者从黄山市文化和旅游局了解到，徽州古村落保护利用工程已全面推进，今年计划完成"
    "120栋古民居的修缮任务，目前已完工68栋。",
    "黄山市现存明清古民居数千栋，分布在歙县、黟县、休宁等地的数百个村落中。由于年代久远，不少古民居"
    "存在木构件腐朽、墙体开裂等问题，亟须抢救性保护。",
    "为此，黄山市采取“政府引导、社会参与”的方式，鼓励企业和个人通过认领、租赁等形式参与古民居保护"
    "利用，并组建了一支由老工匠带徒弟的修缮队伍。",
    "在黟县西递村，修缮后的古民居有的被改造成非遗展示馆，有的成为特色民宿。村民胡大姐说，她家老宅修好"
    "后开了民宿，旺季时几乎天天客满，“老房子不光保住了，还成了家里的‘摇钱树’。”",
    "黄山市文化和旅游局有关负责人表示，古民居保护要坚持“修旧如旧”，在保留历史风貌的前提下适度开发"
    "利用，让古村落既有“颜值”又有“活力”。",
    "据悉，黄山市还将建立古民居保护数字档案，对每栋古民居的建筑信息、修缮记录进行数字化管理，为长期"
    "保护提供支撑。",
]
ROUND5 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_src",
    "paging": "one_page",
    "dom_scope": "document",
    "address": "hash_bare_zero",
    "rendering": "patch",
    "layout": "one_at_a_time",
    "charset": "gbk_meta_only",
    "press_events": "click",
    "jump_menu": "none",
    "counter": "text",
    "mask": "none",
    "control_visibility": "visible",
    "data_parts": "two",
    "autoplay": "off",
    "scroller": "none",
    "placeholder": "none",
    "triggers": "one",
    "caption_scope": "panel",
    "caption_repeat": "none",
}
INLINE = 4  # pictures in the page; the rest come by XMLHttpRequest
META_GBK = '<meta http-equiv="Content-Type" content="text/html; charset=gb2312">'


def button_png(w: int, h: int, right: bool) -> bytes:
    """A small button picture of the old CMS: a purple bar with a white arrow (stdlib PNG)."""
    rows = []
    for y in range(h):
        row = bytearray()
        for x in range(w):
            edge = x in (0, w - 1) or y in (0, h - 1)
            tx = (x - (w // 2 - 5)) if right else ((w // 2 + 5) - x)  # arrow: a triangle
            inside = 0 <= tx <= 10 and abs(y - h // 2) <= (10 - tx) * 0.8
            row += bytes(
                (0x29, 0x27, 0x5A) if edge else (255, 255, 255) if inside else (0x3D, 0x3A, 0x7A)
            )
        rows.append(b"\0" + bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


def js_str(s: str) -> str:
    """A single-quoted JavaScript string literal."""
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"


def viewer(page: str, pid: str, title: str, imgs: list[str], caps: list[str]) -> str:
    """The table viewer, picture 1 in the markup, and the first part of the data inline."""
    first = ",\n".join(
        f"{{title:{js_str(title)},big_img:{js_str(rel(page, im))},intro:{js_str(c)}}}"
        for im, c in zip(imgs[:INLINE], caps[:INLINE], strict=True)
    )
    more = rel(page, f"api/pic/{pid}_more.js")
    play = "javascript:WJ_Pic.play()"
    return f"""<table width="100%" border="0" cellspacing="0" cellpadding="0" class="STYLE22"
 id="PicShow">
<tr><td id="PicBox" class="STYLE23" align="center" valign="middle" height="470">
<img id="BigPic" src="{rel(page, imgs[0])}" border="0" alt="{title}">
<div id="PicLoading" class="STYLE24" style="display:none">图片加载中，请稍候……</div></td></tr>
<tr><td align="center" class="STYLE25" height="40">
<img id="PrevPic" src="{rel(page, "images/pic_prev.png")}" width="72" height="28"
 alt="上一张" border="0"
 onclick="WJ_Pic.prev()" style="cursor:pointer;vertical-align:middle">
&nbsp;<span id="PicNum" class="STYLE26">(1/{len(imgs)})</span>&nbsp;
<img id="NextPic" src="{rel(page, "images/pic_next.png")}" width="72" height="28"
 alt="下一张" border="0"
 onclick="WJ_Pic.next()" style="cursor:pointer;vertical-align:middle">
&nbsp;&nbsp;<a href="{play}" id="PicPlay" class="STYLE27">幻灯播放</a>
&nbsp;&nbsp;<span class="STYLE28">提示：支持键盘“←”“→”键翻页</span></td></tr>
<tr><td id="PicIntro" class="STYLE29">{caps[0]}</td></tr>
</table>
<script language="javascript" type="text/javascript">
var G_listdata = [
{first}
];
var G_count = {len(imgs)};
var G_more = '{more}';
WJ_Pic.init();
</script>"""


def more_file(page: str, pid: str, title: str, imgs: list[str], caps: list[str]) -> bytes:
    """The second part of the data, GBK bytes."""
    body = {
        "id": pid,
        "total": len(imgs),
        "list": [
            {"title": title, "big_img": rel(page, im), "intro": c}
            for im, c in zip(imgs[INLINE:], caps[INLINE:], strict=True)
        ],
    }
    return (json.dumps(body, ensure_ascii=False) + "\n").encode("gbk")


def bottom_links(page: str) -> str:
    prv = rel(page, SITE.trap("prev-album", "上一图集"))
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    cmt = rel(page, SITE.trap("comment", "发表评论"))
    return (
        f'<div class="STYLE30" id="AlbumLink">【<a href="{prv}">上一图集</a>】'
        f'【<a href="{nxt}">下一图集</a>】【<a href="{cmt}">发表评论</a>】'
        f'【<a href="#top">返回顶部</a>】</div>'
    )


def hot_box(page: str) -> str:
    links = "".join(
        f'<li><a href="{rel(page, SITE.trap(f"hot-{k}", t))}">{t}</a></li>'
        for k, t in enumerate(["九华山云海奇观", "宏村荷花迎客", "天柱山登山节开幕"], 1)
    )
    return (
        f'<div id="HotRec" class="STYLE31" style="display:none"><b>热门推荐 猜你喜欢</b>'
        f"<ul>{links}</ul></div>"
    )


def oracle() -> dict:
    return {
        "open": None,
        "next": "#NextPic",
        "action": "click",
        "picture": "#BigPic",
        "caption": "#PicIntro",
        "address": "#{i}",
        "await_change": True,
        "end": "wrap",
    }


def routes_for(page: str, pid: str, delay: float, routes: dict) -> None:
    routes[f"api/pic/{pid}_more.js"] = {"delay": delay, "type": "application/x-javascript"}


def gallery(
    order: int, page: str, pid: str, title: str, when: str, delay: float, routes: dict
) -> tuple[str, dict]:
    caps = CAPS[order]
    imgs = [f"pics/wjg{order}-{i:02d}-800x533.png" for i in range(1, len(caps) + 1)]
    main = f"""<a name="top"></a><h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "皖江晨报")}
{ticker_html(SITE, page, "STYLE33")}
{viewer(page, pid, title, imgs, caps)}
{hot_box(page)}
{bottom_links(page)}"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/wj_pic.css",),
        head=f'<script language="javascript" src="{rel(page, "js/wj_pic.js")}"></script>',
    )
    SITE.files[f"api/pic/{pid}_more.js"] = ""  # replaced by GBK bytes in build()
    routes_for(page, pid, delay, routes)
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="inline_then_xhr",
            motion="instant",
            late_panel="recommend_panel",
            captions="with_empty" if "" in caps else "plain",
            viewer="none",
            control="img_onclick",
            **ROUND5,
        ),
        "oracle": oracle(),
    }
    return page, truth


def embedded(routes: dict) -> tuple[str, dict]:
    page = "news/2024/0711/4533.shtml"
    pid = "4533"
    title = "徽州古村落保护利用工程全面推进"
    caps = CAPS["art"]
    imgs = [f"pics/wje-{i:02d}-800x533.png" for i in range(1, len(caps) + 1)]
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="新闻",
        main=article_main(
            SITE, title, "2024-07-11 09:48", EMBED, viewer(page, pid, title, imgs, caps)
        )
        + bottom_links(page),
        side=related(SITE, page, "rel", 3, "热门推荐"),
        css=("css/wj_pic.css",),
        head=f'<script language="javascript" src="{rel(page, "js/wj_pic.js")}"></script>',
    )
    routes_for(page, pid, 1.4, routes)
    return page, {
        "kind": "article",
        "title": title,
        "text": "\n".join(EMBED),
        "pages": 1,
        "axes": {
            "article": "embedded_slideshow",
            "picture_source": "img_src",
            "control": "img_onclick",
            "data_parts": "two",
            "address": "hash_bare_zero",
            "charset": "gbk_meta_only",
        },
        "slides": slides(imgs, caps),
        "oracle": oracle(),
    }


def to_gbk(path: str) -> None:
    """Rewrite a written page as GBK bytes declared only by the http-equiv meta (characters
    GBK lacks become character references)."""
    out = ROOT / SITE.slug / path
    text = out.read_text("utf-8")
    assert '<meta charset="utf-8">' in text
    text = text.replace('<meta charset="utf-8">', META_GBK).replace("©", "&copy;")
    out.write_bytes(text.encode("gbk", errors="xmlcharrefreplace"))


def build() -> None:
    routes: dict = {}
    pages = dict(gallery(i, *g, routes) for i, g in enumerate(GALLERIES, 1))
    art = "news/2024/0710/4519.shtml"
    pages[art] = written_article(
        SITE,
        art,
        "滨湖新区三所新建中小学秋季投用 新增学位4500个",
        "2024-07-10 07:30",
        PLAIN,
        ("wjfig-01", "滨湖新区第十二小学教学楼外立面已完工。（本报记者 周琪 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    key, truth = embedded(routes)
    pages[key] = truth
    for t in pages.values():
        t["axes"].setdefault("charset", "gbk_meta_only")
    for page in pages:
        routes[page] = {"type": "text/html"}
    write_site(
        SITE,
        pages,
        "old table-layout CMS, every page GBK bytes declared only by <meta http-equiv "
        "Content-Type charset=gb2312> (no charset in the HTTP Content-Type, through "
        "routes.json); data in two parts: the first 4 pictures inline as an object literal "
        "(var G_listdata=[{title:'…',big_img:'…',intro:'…'}], G_count, G_more), picture 1 in the "
        "markup, the rest by XMLHttpRequest when picture 4 is reached (api/pic/<id>_more.js, GBK "
        "without charset, 1.4-1.7 s late, overrideMimeType gb2312 + eval); next at picture 4 "
        "before it came shows 图片加载中 and moves on when it comes; controls are <img alt=下一张 "
        "onclick> button pictures and the → key; each step sets a bare 0-based hash (#4 = "
        "picture 5), a page opened at #k shows picture k+1; wraps past the end; 幻灯播放 "
        "autoplay; 热门推荐 猜你喜欢 once picture 2 is shown; 上一图集/下一图集, 发表评论, "
        "相关图集, ticker; an article embedding the same viewer between paragraphs",
        routes,
        round_=5,
    )
    for page in pages:
        to_gbk(page)
    for (page, pid, title, *_), order in zip(GALLERIES, (1, 2), strict=True):
        imgs = [f"pics/wjg{order}-{i:02d}-800x533.png" for i in range(1, len(CAPS[order]) + 1)]
        (ROOT / SITE.slug / f"api/pic/{pid}_more.js").write_bytes(
            more_file(page, pid, title, imgs, CAPS[order])
        )
    (ROOT / SITE.slug / "images").mkdir(exist_ok=True)
    (ROOT / SITE.slug / "images/pic_prev.png").write_bytes(button_png(72, 28, False))
    (ROOT / SITE.slug / "images/pic_next.png").write_bytes(button_png(72, 28, True))
    imgs = [f"pics/wje-{i:02d}-800x533.png" for i in range(1, len(CAPS["art"]) + 1)]
    (ROOT / SITE.slug / "api/pic/4533_more.js").write_bytes(
        more_file(key, "4533", truth["title"], imgs, CAPS["art"])
    )
