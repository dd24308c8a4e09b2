"""昆仑网 (kunlun, round 7): a PHPCMS-era gallery with one server-rendered page per picture
(``html/2024/tupian_0724/8866.html``, ``8866_2.html`` … ``8866_8.html``), each a whole portal
page: the stage (picture, 上一张 / 下一张 links over its sides, the 2/8 number, the caption)
and under it a numbered pager (上一页, 1 … 8, 下一页: plain links, full page loads). The
pictures are lazy: every ``<img class="kl-pic">`` holds a 1×1 GIF ``data:`` URL in ``src``
and the large picture in ``data-original``, which ``js/kl-show.js`` (an ES3 object of an old
CMS) preloads and copies into ``src`` once loaded. The script takes over 下一张 / 上一张 and a
click on the picture: it fetches the target page by XMLHttpRequest (answered 0.4 s late),
parses it with ``DOMParser``, puts that page's stage into ``#klStage`` (nothing else: the
numbered pager under it keeps marking the page the reader opened), decodes its picture and
calls ``history.replaceState`` with the page's path (the address follows, the history does
not grow); a page opened at ``_N.html`` is that server-rendered page. On the last page 下一张
asks ``api.php?op=picend&id=8866`` (an HTML fragment, 0.3 s late) and lays it over the stage:
an end page (图集已浏览完毕, 重新浏览, 下一图集, 相关图集). → / ← click the stage's links.
热门推荐 猜你喜欢 appears once picture 2 is shown. Decoys: 下一图集, 上一篇 / 下一篇,
相关图集, 打印 / 收藏, a ticker. PHPCMS v9 class names (``col-left``, ``crumbs``, ``tool``)."""

from __future__ import annotations

from common import (
    Site,
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
    "kunlun",
    "昆仑网",
    "www.kunlunwang.com.cn",
    "#2f4f6f",
    "phpcms",
    "kl",
    width=1020,
    nav=["首页", "西宁", "青海", "图片", "高原", "经济", "生态", "文化"],
)
GIF = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
CAPS = {
    1: [
        "7月24日，青海湖畔的油菜花进入盛花期，金黄的花海与湛蓝的湖水相映成趣。",
        "环湖公路上，骑行爱好者排成一列，在花海间穿行。（摄影：马海峰）",
        "养蜂人在花田边放置蜂箱，蜜蜂在花间忙碌。",
        "游客身着民族服饰在花海中拍照留念。",
        "二郎剑景区的观景台上，游人眺望青海湖。",
        "湖边草原上，牧民赶着羊群回到牧场。（摄影：马海峰）",
        "黑马河乡的民宿主人为游客端上酥油茶。",
        "傍晚的青海湖水天一色，一群斑头雁掠过湖面。",
    ],
    2: [
        "7月25日，西宁市城北区的一处社区食堂里，老人们在排队打饭。",
        "食堂每天提供三荤三素，八十岁以上老人用餐享受补贴。",
        "后厨里，厨师正在准备当天的午餐。（摄影：祁晓燕）",
        "",
        "志愿者为行动不便的老人送餐上门。",
        "饭后，几位老人在食堂旁的活动室里下棋聊天。",
    ],
}
GALLERIES = [
    ("html/2024/tupian_0724", "8866", "青海湖畔油菜花开", "2024-07-24 19:10"),
    ("html/2024/shehui_0725", "8891", "社区食堂暖了老人胃", "2024-07-25 12:30"),
]
PLAIN = [
    "记者7月26日从青海省生态环境厅获悉，今年上半年，青海省地表水水质优良比例保持在百分之百，"
    "长江、黄河、澜沧江干流出省断面水质持续稳定在二类以上，“中华水塔”的水源涵养功能不断增强。",
    "青海地处青藏高原东北部，是长江、黄河、澜沧江的发源地，每年向下游输送大量清洁水源。近年来，"
    "青海持续推进三江源、祁连山等重点区域生态保护，实施草原修复、湿地保护和退化土地治理等一批"
    "重大生态工程。",
    "在三江源国家公园，一千多名生态管护员常年坚守在巡护一线。他们大多是当地牧民，熟悉草原和"
    "河流的情况，每月定期巡山巡河，记录野生动物活动，清理河道垃圾，制止非法采挖等破坏生态的行为。",
    "随着生态环境持续向好，野生动物种群数量明显增加。藏羚羊、雪豹、黑颈鹤等珍稀物种频频出现在"
    "红外相机的镜头里，一些多年未见的鸟类也重新回到了湖泊湿地。",
    "生态保护也给当地群众带来了实实在在的收益。不少牧民在做好管护工作的同时，参与生态旅游接待，"
    "开办牧家乐，售卖手工艺品，收入来源越来越多。玛多县一位牧民说，守护好这片草原，就是守护好"
    "子孙后代的饭碗。",
    "青海省生态环境厅有关负责人表示，下一步将继续加强重点流域水生态环境保护，完善监测网络，"
    "确保一江清水向东流。",
]
ROUND7 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_lazy_data_original",
    "paging": "stage_fetch",
    "dom_scope": "document",
    "address": "replace_state_path",
    "rendering": "stage_swap",
    "layout": "one_at_a_time",
    "charset": "utf8",
    "press_events": "click",
    "jump_menu": "none",
    "counter": "text",
    "mask": "none",
    "control_visibility": "visible",
    "data_parts": "one",
    "autoplay": "off",
    "scroller": "none",
    "placeholder": "gif_data_original",
    "triggers": "several",
    "caption_scope": "panel",
    "caption_repeat": "none",
    "unlock": "none",
    "link_target": "default",
    "hud": "dom",
    "cover": "none",
    "caption_clamp": "none",
    "strip": "none",
    "interstitial": "none",
    "address_timing": "at_once",
    "credit_place": "in_caption",
}


def page_name(stem: str, k: int) -> str:
    return f"{stem}.html" if k == 1 else f"{stem}_{k}.html"


def stage(k: int, n: int, stem: str, img: str, cap: str, page: str) -> str:
    last = k == n
    end = rel(page, f"api.php?op=picend&amp;id={stem}")
    nxt = f'href="javascript:;" data-end="{end}"' if last else f'href="{page_name(stem, k + 1)}"'
    prv = (
        'href="javascript:;" class="kl-prev is-first"'
        if k == 1
        else (f'href="{page_name(stem, k - 1)}" class="kl-prev"')
    )
    return f"""<div class="kl-stage" id="klStage" data-page="{k}" data-total="{n}">
<div class="kl-picbox"><a class="kl-piclink" {nxt} title="点击图片查看下一张"><img class="kl-pic"
 src="{GIF}" data-original="{rel(page, img)}" alt=""></a></div>
<a {prv} title="上一张"><span>上一张</span></a>
<a {nxt} class="kl-next" title="下一张"><span>下一张</span></a>
<div class="kl-num"><b>{k}</b>/{n}</div>
<div class="kl-note">{cap}</div>
</div>"""


def pager(k: int, n: int, stem: str) -> str:
    nums = "".join(
        f'<span class="current">{j}</span>' if j == k else f'<a href="{page_name(stem, j)}">{j}</a>'
        for j in range(1, n + 1)
    )
    prv = f'<a href="{page_name(stem, k - 1)}">上一页</a>' if k > 1 else "<span>上一页</span>"
    nxt = f'<a href="{page_name(stem, k + 1)}">下一页</a>' if k < n else "<span>下一页</span>"
    return f'<div class="kl-pages" id="pages">{prv}{nums}{nxt}</div>'


def hot_box(page: str, shown: bool) -> str:
    links = "".join(
        f'<li><a href="{rel(page, SITE.trap(f"hot-{i}", t))}">{t}</a></li>'
        for i, t in enumerate(["塔尔寺晨光", "茶卡盐湖天空之镜", "祁连山草原牧歌"], 1)
    )
    hidden = "" if shown else " hidden"
    return (
        f'<div class="box kl-hot" id="klHot"{hidden}><h5>热门推荐 猜你喜欢</h5>'
        f"<ul>{links}</ul></div>"
    )


def tools(page: str) -> str:
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    prv = rel(page, SITE.trap("prev-post", "上一篇"))
    nps = rel(page, SITE.trap("next-post", "下一篇"))
    prt = rel(page, SITE.trap("print", "打印"))
    fav = rel(page, SITE.trap("fav", "收藏"))
    return f"""<div class="kl-albumnav"><a class="kl-nextalbum" href="{nxt}">下一图集 &raquo;</a>
<a href="{prt}">打印</a> <a href="{fav}">收藏</a></div>
<div class="kl-prenext"><p>上一篇：<a href="{prv}">西宁夜市美食飘香</a></p>
<p>下一篇：<a href="{nps}">门源万亩油菜花进入观赏期</a></p></div>"""


def end_fragment(page: str, stem: str) -> str:
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    items = "".join(
        f'<li><a href="{rel(page, SITE.trap(f"end-{i}", t))}"><img src="'
        f'{rel(page, f"pics/klend{i}-150x100.png")}" alt=""><span>{t}</span></a></li>'
        for i, t in enumerate(["可可西里藏羚羊", "坎布拉丹霞", "贵德黄河清"], 1)
    )
    return f"""<div class="kl-endpage"><h3>图集已浏览完毕</h3>
<p><a class="kl-replay" href="{stem}.html">重新浏览</a>
<a class="kl-endnext" href="{nxt}">下一图集</a></p>
<h4>相关图集</h4><ul>{items}</ul></div>
"""


def gallery(order: int, folder: str, stem: str, title: str, when: str, routes: dict) -> tuple:
    caps = CAPS[order]
    n = len(caps)
    imgs = [f"pics/klg{order}-{i:02d}-1000x667.png" for i in range(1, n + 1)]
    for k in range(1, n + 1):
        page = f"{folder}/{page_name(stem, k)}"
        main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "昆仑网")}
{ticker_html(SITE, page, "kl-ticker")}
<div class="kl-photo" id="klPhoto">
{stage(k, n, stem, imgs[k - 1], caps[k - 1], page)}
{pager(k, n, stem)}
</div>
{hot_box(page, k > 1)}
{tools(page)}"""
        SITE.files[page] = shell(
            SITE,
            page,
            title=f"{title}({k})" if k > 1 else title,
            crumb="图片",
            main=main,
            side=related(SITE, page, "rel", 4),
            css=("css/kl-show.css",),
            js=("js/kl-show.js",),
        )
        if k > 1:
            routes[page] = {"delay": 0.4}
    frag = f"api/picend_{stem}.html"
    SITE.files[frag] = end_fragment(f"{folder}/x.html", stem)
    routes[f"api.php?op=picend&id={stem}"] = {"delay": 0.3, "file": f"handmade/kunlun/{frag}"}
    first = f"{folder}/{page_name(stem, 1)}"
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "pages": n,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="per_page_fetch",
            motion="instant",
            late_panel="recommend_panel",
            captions="with_empty" if "" in caps else "plain",
            viewer="none",
            control="a_text",
            **ROUND7,
        ),
        "oracle": {
            "open": None,
            "next": "#klStage a.kl-next",
            "action": "click",
            "picture": "#klStage img.kl-pic",
            "caption": "#klStage .kl-note",
            "placeholder": "data:image/gif",
            "await_change": True,
            "address_path": f"{folder}/{stem}_{{n}}.html",
            "end": "end_card",
            "end_card": ".kl-endpage",
        },
    }
    return first, truth


def build() -> None:
    routes: dict = {}
    pages = dict(gallery(i, *g, routes) for i, g in enumerate(GALLERIES, 1))
    art = "html/2024/xinwen_0726/8903.html"
    pages[art] = written_article(
        SITE,
        art,
        "青海上半年地表水水质优良比例保持百分之百",
        "2024-07-26 08:45",
        PLAIN,
        ("klfig-01", "三江源国家公园的生态管护员在巡护途中。（昆仑网记者 韩青 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "PHPCMS-era gallery, one server-rendered page per picture (8866.html, 8866_2.html …), "
        "stage (picture, 上一张 / 下一张 over its sides, 2/8 number, caption) and a numbered pager "
        "of plain links under it; every picture a 1x1 GIF data: URL in src and the large "
        "picture in data-original, preloaded and copied in by js/kl-show.js (ES3 object); the "
        "script takes over 下一张 / 上一张 / the picture: fetches the page (0.4 s late), parses "
        "it with DOMParser, puts only its stage into #klStage (the numbered pager keeps marking "
        "the page opened), decodes its picture, history.replaceState with the page's path (a "
        "page opened at _N.html is that page); on the last page 下一张 asks "
        "api.php?op=picend&id=… (HTML fragment, 0.3 s late) and lays an end page over the stage "
        "(图集已浏览完毕, 重新浏览, 下一图集, 相关图集); → / ←; credits （摄影：…） inside the "
        "caption; 热门推荐 猜你喜欢 once picture 2 is shown; decoys 下一图集, 上一篇 / 下一篇, "
        "相关图集, 打印 / 收藏, ticker",
        routes,
        round_=7,
    )
