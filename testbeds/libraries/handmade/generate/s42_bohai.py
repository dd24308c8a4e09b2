"""渤海手机网 (bohai, round 9): a phone page whose grid of thumbnails opens, on a tap only, a
full-screen viewer paged by swipes only, and whose captions are only in the pictures' ``alt``
and ``aria-label``. ``js/bh_album.js`` carries a tiny ``$`` with zepto-like touch gestures
(``tap``: touchstart and touchend within 10 px and 750 ms; ``swipeLeft`` / ``swipeRight``:
30 px across): there is no ``click`` handler anywhere, so a mouse click opens nothing and a
mouse drag pages nothing. The set is fetched by XMLHttpRequest on DOMContentLoaded
(``api/album/<id>.json``, answered 0.6–0.8 s late) and the grid is drawn from it. The viewer
(``.bh_viewer``, in the markup, hidden) slides its belt in 0.35 s; under the picture it shows
the set's title, the same for every picture, and a 3/10 counter: each picture's caption is
written only into its ``<img alt="…" aria-label="…">`` (nothing visible changes but the
counter). Past the last picture a 已是最后一张 tip shows. A fixed 打开APP bar slides up 1.5 s
after load; 下一图集, 评论, 热点 and the channel strip are traps. snake_case shell classes."""

from __future__ import annotations

import json

from common import Site, axes, meta, rel, slides, write_site
from round9 import app_bar, held_out, phone_article, phone_css, phone_shell, round9_axes

SITE = Site(
    "bohai",
    "渤海手机网",
    "m.bohaiwang.cn",
    "#155a8a",
    "snake",
    "bh",
    width=390,
    nav=["要闻", "天津", "河北", "图片", "港口", "财经", "文体"],
)
CAPS = {
    1: [
        "10月24日，北戴河湿地公园里，观鸟爱好者架起长焦镜头等待候鸟。",
        "一群白鹭从滩涂上飞起，掠过芦苇荡。",
        "志愿者向游客讲解东方白鹳的迁徙路线。（摄影：王渤）",
        "海边的滩涂上，成群的鸻鹬类水鸟在觅食。",
        "",
        "孩子们在鸟类科普馆里辨认候鸟标本。",
        "夕阳下，归巢的鸟群在海面上空盘旋。（摄影：王渤）",
    ],
    2: [
        "10月25日，天津海河上的游船从解放桥下缓缓驶过。",
        "意式风情区的街头，游客坐在露天咖啡馆里晒太阳。",
        "五大道上，马车载着游客穿行在洋楼之间。",
        "天津之眼摩天轮下，市民在河边垂钓。",
        "古文化街的泥人张彩塑店里，艺人正在捏制泥人。",
        "老字号包子铺门前排起了长队。",
        "津湾广场的钟楼在蓝天下格外醒目。",
        "老人们在海河亲水平台上跳水，引来众人围观。（记者 赵津 摄）",
        "傍晚，海河两岸的灯光陆续亮起。",
        "夜幕下的天津站广场，世纪钟灯火通明。",
    ],
}
GALLERIES = [
    (
        "m/photos/2024/1024/20241024A0003.html",
        "20241024A0003",
        "北戴河观鸟正当时",
        "2024-10-24 16:40",
        0.6,
    ),
    (
        "m/city/2024/1025/20241025A0011.html",
        "20241025A0011",
        "秋日海河两岸",
        "2024-10-25 18:55",
        0.8,
    ),
]
PLAIN = [
    "记者10月26日从天津港集团获悉，今年前三季度天津港集装箱吞吐量同比增长百分之七点多，"
    "其中经天津港中转的内陆地区货物明显增加。",
    "天津港是京津冀和华北、西北地区重要的出海口。近年来，天津港在内陆地区建设了一批无水港，"
    "内陆企业的货物在当地报关装箱后，通过海铁联运直达码头，缩短了通关时间，降低了物流成本。",
    "在天津港北疆港区的智慧码头，自动化桥吊和无人驾驶的集装箱卡车正在忙碌作业，整个码头只需"
    "要少数工作人员在远程控制室里值守。码头负责人介绍，自动化改造后，作业效率提高了两成多。",
    "今年以来，天津港还新开通了多条外贸航线，覆盖东南亚、中东和南美等地区。一家汽车零部件"
    "企业的负责人说，航线多了，货物出口更方便，企业也更有底气开拓海外市场。",
    "天津港集团有关负责人表示，下一步将继续推进智慧港口和绿色港口建设，提升港口服务能力，更好地"
    "服务京津冀协同发展。",
]


def gallery(
    order: int, page: str, aid: str, title: str, when: str, delay: float, routes: dict
) -> tuple[str, dict]:
    caps = CAPS[order]
    n = len(caps)
    imgs = [f"pics/bhg{order}-{i:02d}-1500x1000.png" for i in range(1, n + 1)]
    api = f"api/album/{aid}.json"
    data = {
        "aid": aid,
        "title": title,
        "pics": [
            {
                "big": rel(page, im),
                "small": rel(page, im.replace("-1500x1000", "s-300x200")),
                "alt": c,
            }
            for im, c in zip(imgs, caps, strict=True)
        ],
    }
    SITE.files[api] = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    routes[api] = {"delay": delay}
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    comment = rel(page, SITE.trap("comment", "评论"))
    hot = rel(page, SITE.trap("hot", "热点"))
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "渤海手机网")}
<p class="bh_lead">轻触图片查看大图 <span class="bh_grid_count"></span></p>
<div class="bh_grid" data-api="{rel(page, api)}"></div>
<div class="bh_links"><a href="{comment}">评论</a><a href="{hot}">热点</a><a href="{
        nxt
    }">下一图集</a></div>
<div class="bh_viewer" role="dialog" aria-label="图集大图">
<div class="bh_viewer_head"><span class="bh_viewer_back">‹ 返回</span><span
 class="bh_viewer_num"></span></div>
<div class="bh_viewer_stage"><div class="bh_viewer_belt"></div></div>
<div class="bh_viewer_foot"><p class="bh_viewer_title"></p><span>左右滑动切换图片</span></div>
<div class="bh_viewer_tip"></div>
</div>
{app_bar(SITE, page, "bh_appbar", "渤海新闻客户端 高清看图")}"""
    SITE.files[page] = phone_shell(
        SITE, page, title=title, main=main, css=("css/bh_album.css",), js=("js/bh_album.js",)
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="late_xhr",
            motion="css_short",
            late_panel="app_banner",
            captions="with_empty" if "" in caps else "plain",
            viewer="lightbox",
            control="swipe_only",
        )
        | {"control_created": "none"}
        | round9_axes(
            viewer_reveal="click_thumbnail",
            layout="grid_then_viewer",
            picture_source="img_lazy_data_src",
            press_events="touch",
            caption_scope="per_slide",
            device="phone",
            input="touch",
            tap_viewer="yes",
            caption_place="caption_alt_only",
        ),
        "oracle": {
            "input": "touch",
            "open": ".bh_grid .bh_thumb img",
            "action": "swipe",
            "swipe": ".bh_viewer .bh_viewer_stage",
            "mouse_inert": True,
            "picture": ".bh_viewer .bh_pic.on img",
            "caption": ".bh_viewer .bh_pic.on img",
            "caption_attr": "alt",
            "end": "stop",
        },
    }
    return page, truth


def build() -> None:
    routes: dict = {}
    pages = dict(gallery(i, *g, routes) for i, g in enumerate(GALLERIES, 1))
    art = "m/city/2024/1026/20241026A0020.html"
    pages[art] = phone_article(
        SITE,
        art,
        "天津港前三季度集装箱吞吐量同比增长",
        "2024-10-26 09:30",
        PLAIN,
        ("bhfig-01", "天津港北疆港区的自动化码头。（渤海手机网记者 赵津 摄）"),
    )
    SITE.files["css/mobile.css"] = phone_css(SITE)
    write_site(
        SITE,
        pages,
        "phone page: a grid of thumbnails drawn from JSON fetched on DOMContentLoaded "
        "(api/album/<id>.json, 0.6-0.8 s late); js/bh_album.js carries a tiny $ with "
        "zepto-like touch gestures (tap: touchstart + touchend within 10 px and 750 ms; "
        "swipeLeft / swipeRight: 30 px) and no click handler anywhere: a tap on a thumbnail "
        "opens the full-screen viewer (.bh_viewer), paged by swipes only (0.35 s slide); under "
        "the picture the set's title (the same for every picture) and a 3/10 counter: each "
        "caption is only in its <img alt aria-label>; past the last picture a tip; 打开APP bar "
        "1.5 s after load; 下一图集, 评论, 热点 and the channel strip are traps",
        routes,
        round_=9,
        held_out=held_out(SITE.slug),
        extra={"mechanisms": ["tap_viewer", "caption_alt_only"]},
    )
