"""秦淮新闻网 (qinhuai, round 6): a people.cn-like gallery with one server-rendered page per
picture (``c1016-28170.html``, ``c1016-28170-2.html`` … ``-8.html``: each a whole portal page
with its picture, 2/8 counter, caption, source line and pager), which a hand-written pjax
script (``js/qh-pjax.js``) turns into a one-page gallery: a click on a pager link (上一页, the
page numbers, 下一页) or on the picture is taken over, the next page is fetched (answered
0.35 s late), parsed with ``DOMParser``, its picture preloaded, and ``#pjax-container`` is
replaced by that page's container; ``history.pushState`` gives the address the page's path,
``popstate`` swaps back, and a page opened at ``-N.html`` is simply that server-rendered page.
The page's ``<head>`` holds ``<base target="_blank">`` (NetEase nph style): every link without a
``target`` (the chrome, 下一图集, 相关图集, the ticker) opens a new window; the pager and the
picture say ``target="_self"``. On the last page 下一页 is ``javascript:;`` and opens a modal
(``.bodymodal`` over the whole page and ``.endtop``: 已到最后一张图片了。, 重新浏览, 上一图集,
下一图集). → / ← follow the pager. 热门推荐 猜你喜欢 fills once picture 2 is shown. Bootstrap 3
class names (``navbar``, ``col-md-8``, ``pagination``, ``badge``)."""

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
    "qinhuai",
    "秦淮新闻网",
    "www.qinhuainews.cn",
    "#9b1c2c",
    "bootstrap",
    "qh",
    width=1100,
    nav=["首页", "南京", "江苏", "图片", "民生", "金陵", "文体", "评论"],
)
CAPS = {
    1: [
        "7月16日晚，南京中华门瓮城城墙夜间开放，市民登城纳凉。",
        "城墙上的灯光勾勒出雉堞的轮廓，远处是老门东的街巷。",
        "讲解员向游客介绍城砖上的铭文，每块砖都刻有烧造者的姓名。（记者 孙立群 摄）",
        "一对年轻人在城墙上拍摄婚纱照。",
        "孩子们趴在垛口边，好奇地俯瞰城下的车流。",
        "城墙脚下的护城河边，夜跑的市民络绎不绝。",
        "文创摊位前，游客挑选印有城砖铭文的纪念品。",
        "夜色渐深，中华门城堡在灯光映衬下更显雄浑。（记者 孙立群 摄）",
    ],
    2: [
        "7月17日，南京江心洲的葡萄园里，早熟品种陆续成熟。",
        "果农剪下一串串紫红色的葡萄，轻轻放进筐里。",
        "前来采摘的市民在葡萄架下挑选中意的果串。",
        "",
        "葡萄园主人为顾客称重打包，每天要发出上百单快递。（摄影：周雨辰）",
        "傍晚的江心洲，江风吹过成片的葡萄园。",
    ],
}
GALLERIES = [
    ("pic/n1/2024/0716", "c1016-28170", "中华门城墙夜间开放 市民登城纳凉", "2024-07-16 21:40"),
    ("n1/2024/0717", "c1002-28195", "江心洲葡萄迎来采摘季", "2024-07-17 17:10"),
]
PLAIN = [
    "记者7月18日从南京市住房保障和房产局获悉，今年全市计划完成老旧小区既有住宅加装电梯600部，截至"
    "目前已开工312部，完工投用187部。为加快进度，市里启动了为期三个月的加装电梯集中攻坚行动。",
    "南京是全国较早开展既有住宅加装电梯的城市之一。随着老龄化程度加深，不少住在老小区高楼层的老人"
    "上下楼越来越困难，加装电梯成为群众呼声较高的一件民生实事。但在推进过程中，也面临着低层住户意"
    "见不一、管线迁移难、资金筹集难等问题。",
    "针对这些难点，今年南京进一步简化了审批流程，将规划、施工许可等手续压缩到二十个工作日以内，并"
    "明确由街道牵头组织协商，对低层住户的合理诉求给予补偿。供电、供水、燃气等单位也开通了管线迁移"
    "绿色通道，承诺在十个工作日内完成现场查勘。",
    "在资金方面，除了市、区两级财政补贴外，居民还可以提取住房公积金用于加装电梯。以一部六层住宅的"
    "电梯为例，总造价约六十万元，扣除各类补贴后，高楼层住户每户大约需要承担四五万元。对于经济困难的家庭，街道还会"
    "协调社会资金给予适当帮助，确保不让一户居民因为资金问题而掉队。",
    "秦淮区一个老小区里，新装的电梯上周刚刚通过验收。住在六楼的八十岁的刘奶奶说，以前下一趟楼要歇"
    "好几回，现在坐电梯几十秒就到楼下，她每天都能下楼去菜场转转、和老姐妹聊聊天了。",
    "住建部门还建立了加装电梯后续管理机制，要求每部电梯都明确使用管理人，购买特种设备安全责任保险，"
    "并委托专业维保单位定期检查。部分小区还探索了按次刷卡付费的方式，解决运行维护费用分摊的问题。",
    "市住房保障和房产局有关负责人表示，集中攻坚行动期间，各区将对已经达成意向的单元逐一上门服务，"
    "帮助居民解决设计、施工等方面的难题，力争年底前全面完成全年目标，让更多老人实现“出行自由”。",
]
ROUND6 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_src",
    "paging": "pjax",
    "dom_scope": "document",
    "address": "push_state_path",
    "rendering": "pjax_swap",
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
    "placeholder": "none",
    "triggers": "several",
    "caption_scope": "panel",
    "caption_repeat": "none",
    "unlock": "none",
    "link_target": "base_blank",
    "hud": "dom",
}
BASE = '<base target="_blank">'


def page_name(stem: str, k: int) -> str:
    return f"{stem}.html" if k == 1 else f"{stem}-{k}.html"


def container(k: int, n: int, stem: str, img: str, cap: str, page: str, when: str) -> str:
    """The server-rendered part of page k: picture, counter, caption, source line, pager."""
    last = k == n
    nxt = 'href="javascript:;" data-end' if last else f'href="{page_name(stem, k + 1)}" data-pjax'
    prev = (
        '<li class="previous disabled"><span>上一页</span></li>'
        if k == 1
        else f'<li class="previous"><a href="{page_name(stem, k - 1)}" target="_self" '
        f"data-pjax>上一页</a></li>"
    )
    nums = "".join(
        f'<li class="active"><span>{j}</span></li>'
        if j == k
        else f'<li><a href="{page_name(stem, j)}" target="_self" data-pjax>{j}</a></li>'
        for j in range(1, n + 1)
    )
    tip = "已是最后一张" if last else "点击图片进入下一页"
    return f"""<div id="pjax-container" class="pic-wrap" data-page="{k}" data-total="{n}">
<div class="pic-box" id="picG"><a {nxt} target="_self" title="{tip}" class="pic-link"><img
 class="pic-img" src="{rel(page, img)}" alt=""></a></div>
<div class="pic-count text-center"><span class="badge">{k}/{n}</span></div>
<div class="content pic-desc"><p>{cap}</p></div>
<div class="page_c text-muted small">来源：秦淮新闻网　{when}</div>
<nav class="page_n text-center" aria-label="图集分页"><ul class="pagination">{prev}{nums}
<li class="next"><a {nxt} target="_self" rel="next">下一页</a></li></ul></nav>
</div>"""


def end_modal(page: str) -> str:
    prv = rel(page, SITE.trap("prev-album", "上一图集"))
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    return f"""<div class="bodymodal" hidden></div>
<div class="endtop" hidden><a class="endtop-close" href="javascript:;" target="_self">×</a>
<h2>已到最后一张图片了。</h2><p><a class="btn btn-danger replaybtn" href="javascript:;"
 target="_self">重新浏览</a></p><p class="endtop-sets"><a href="{prv}">&lt; 上一图集</a>
<a href="{nxt}">下一图集 &gt;</a></p></div>"""


def hot_box(page: str) -> str:
    links = "".join(
        f'<li><a href="{rel(page, SITE.trap(f"hot-{k}", t))}">{t}</a></li>'
        for k, t in enumerate(["玄武湖荷花盛放", "老门东非遗市集", "紫金山观星夜"], 1)
    )
    return (
        f'<div id="qhHot" class="panel panel-default hot-panel" hidden><div class="panel-heading">'
        f'热门推荐 猜你喜欢</div><ul class="list-unstyled panel-body">{links}</ul></div>'
    )


def album_links(page: str) -> str:
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    cmt = rel(page, SITE.trap("comment", "我要评论"))
    return (
        f'<div class="album-links clearfix"><a class="btn btn-default pull-right" href="{nxt}">'
        f'下一图集 &raquo;</a><a class="btn btn-link" href="{cmt}">我要评论</a></div>'
    )


def gallery(order: int, folder: str, stem: str, title: str, when: str, routes: dict) -> tuple:
    caps = CAPS[order]
    n = len(caps)
    imgs = [f"pics/qhg{order}-{i:02d}-900x600.png" for i in range(1, n + 1)]
    for k in range(1, n + 1):
        page = f"{folder}/{page_name(stem, k)}"
        main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "秦淮新闻网")}
{ticker_html(SITE, page, "qh-ticker")}
{container(k, n, stem, imgs[k - 1], caps[k - 1], page, when)}
<div class="pjax-loading" hidden><span class="glyphicon-spin"></span> 正在加载…</div>
{hot_box(page)}
{album_links(page)}
{end_modal(page)}"""
        SITE.files[page] = shell(
            SITE,
            page,
            title=f"{title}({k})",
            crumb="图片",
            main=main,
            side=related(SITE, page, "rel", 4),
            css=("css/qh-pic.css",),
            js=("js/qh-pjax.js",),
            head=BASE,
        )
        if k > 1:
            routes[page] = {"delay": 0.35}
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
            control="a_href_page",
            **ROUND6,
        ),
        "oracle": {
            "open": None,
            "next": "#pjax-container .pagination li.next a",
            "action": "click",
            "picture": "#pjax-container img.pic-img",
            "caption": "#pjax-container .pic-desc",
            "address_path": f"{folder}/{stem}-{{n}}.html",
            "await_change": True,
            "end": "end_card",
            "end_card": ".endtop",
        },
    }
    return first, truth


def build() -> None:
    routes: dict = {}
    pages = dict(gallery(i, *g, routes) for i, g in enumerate(GALLERIES, 1))
    art = "n1/2024/0718/c1001-28211.html"
    pages[art] = written_article(
        SITE,
        art,
        "南京启动老旧小区加装电梯集中攻坚 年内计划完成600部",
        "2024-07-18 09:00",
        PLAIN,
        ("qhfig-01", "秦淮区一个老小区新装的电梯通过验收。（秦淮新闻网记者 吴凡 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    write_site(
        SITE,
        pages,
        "one server-rendered page per picture (c1016-28170.html, -2.html … -8.html: picture, "
        "2/8 counter, caption, source line, pager 上一页 / numbers / 下一页, the picture a link to "
        "the next page) turned by js/qh-pjax.js into a one-page gallery: clicks on the pager or "
        "the picture are taken over, the next page is fetched (0.35 s late), parsed with "
        "DOMParser, its picture preloaded and #pjax-container replaced; history.pushState sets "
        "the page's path, popstate swaps back; <base target=_blank> in the head, the pager and "
        "the picture target=_self; on the last page 下一页 opens a modal (.bodymodal, .endtop: "
        "已到最后一张图片了。 重新浏览 上一图集 下一图集); → / ← follow the pager; 热门推荐 "
        "猜你喜欢 once picture 2 is shown; ticker, 下一图集, 我要评论, 相关图集 sidebar",
        routes,
        round_=6,
    )
