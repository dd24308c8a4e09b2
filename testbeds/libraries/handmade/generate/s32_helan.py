"""贺兰山新闻网 (helan, round 6): a picture stream (瀑布流) in two columns, folded until the reader
presses 展开全部图片（共12张）. The page holds the first four pictures only (each a
``figure.hl-fall-item`` with a native lazy ``<img loading="lazy" src width height>``, a 3/12
number and its own caption), in a box cut at 760 px with a fade; the button asks for the rest
(``api/fall/<id>.json``, answered 0.6 s late), appends them and unfolds the box. The pictures
have different shapes (600×900, 600×400, 600×600) and ``js/hl-waterfall.js`` places every item
absolutely in the shorter of the two columns (a masonry), so the document order (the numbers)
is not the top-to-bottom order on screen. There is no next control: the reader scrolls; the
browser loads each picture as it comes near. Once unfolded, 热门推荐 猜你喜欢 is appended under
the stream. Decoys: 下一图集, 上一篇 / 下一篇, 相关图集, a ticker. Its second article embeds the
same folded stream (three pictures, then 展开全部图片（共7张）) between prose paragraphs.
WordPress theme class names (``site-header``, ``entry-title``, ``widget-area``)."""

from __future__ import annotations

import json

from common import (
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
    "helan",
    "贺兰山新闻网",
    "www.helanshannews.cn",
    "#6b4f2a",
    "wordpress",
    "hl",
    width=1060,
    nav=["首页", "宁夏", "银川", "图片", "塞上", "葡萄酒", "文旅", "三农"],
)
SHAPES = ["600x900", "600x400", "600x600", "600x400", "600x900", "600x600", "600x400"]
CAPS = {
    1: [
        "7月22日，中卫沙坡头景区，游客骑着骆驼穿行在腾格里沙漠边缘。",
        "黄河在沙漠与绿洲之间蜿蜒流过，形成独特的“大漠黄河”景观。",
        "游客乘坐羊皮筏子顺流而下，体验古老的黄河渡河方式。（摄影：马志强）",
        "滑沙道上，孩子们坐着滑板从沙丘顶端冲下。",
        "治沙工人在草方格里补种沙蒿和花棒。",
        "一排排麦草方格像渔网一样铺在沙丘上，把流沙牢牢固定。",
        "沙漠越野车在沙丘间飞驰，扬起一道道沙尘。",
        "夕阳下，驼队在沙脊上留下长长的剪影。（摄影：马志强）",
        "沙漠星空营地里，游客围坐在篝火旁唱歌。",
        "天文爱好者架起望远镜，观测夏夜的银河。",
        "清晨的沙丘上留下了甲虫和蜥蜴爬过的痕迹。",
        "黄河岸边的枸杞园里，果农正在采摘头茬枸杞。",
    ],
    2: [
        "7月23日，贺兰口岩画景区，游客在步道上观看山崖上的古代岩画。",
        "一幅太阳神岩画，线条简洁，神态生动。",
        "讲解员向学生们介绍岩画中的狩猎和放牧场景。（记者 王海燕 摄）",
        "",
        "文物保护人员用专业仪器检测岩画表面的风化情况。",
        "岩羊在贺兰山的石壁间跳跃，与岩画中的形象遥相呼应。",
        "岩画研究中心里，游客在触摸屏上查看岩画的数字化资料。",
        "傍晚的贺兰山披上一层金色，山口静谧而苍茫。",
    ],
    "art": [
        "阅海湿地里，成群的白琵鹭在浅水中觅食。（摄影：丁晓梅）",
        "工作人员驾驶小船清理水面上的杂草。",
        "修复后的湿地岸线种上了芦苇和香蒲。",
        "市民在观鸟长廊里用望远镜观察水鸟。",
        "一只灰鹤从湖边的芦苇丛中振翅飞起。",
        "湿地周边新修的步道上，市民晨练散步。",
        "航拍阅海湿地，湖泊与城市交相辉映。",
    ],
}
INTRO = {
    1: "沙坡头位于腾格里沙漠东南缘，集大漠、黄河、高山、绿洲于一处，暑期迎来旅游旺季。",
    2: "贺兰山岩画是我国北方游牧民族留下的珍贵文化遗产，目前已发现岩画数千幅。",
}
GALLERIES = [
    ("photo/2024/0722/5531.html", "5531", "沙坡头的夏天", "2024-07-22 18:30"),
    ("news/2024/0723/5560.html", "5560", "走近贺兰山岩画", "2024-07-23 10:15"),
]
PLAIN = [
    "记者7月24日从银川市农业农村局获悉，今年银川市酿酒葡萄种植面积稳定在二十万亩左右，目前各酒庄的"
    "葡萄园已进入转色期，预计九月上旬开始采收。受今年光照充足、降雨偏少的天气影响，葡萄长势良好，"
    "预计产量和品质都将好于往年。",
    "贺兰山东麓是公认的酿酒葡萄黄金种植带，这里日照时间长、昼夜温差大、土壤透气性好，非常适合酿酒"
    "葡萄生长。经过多年发展，这一带已经建成酒庄一百多家，所产葡萄酒在国内外各类评比中屡获奖项。",
    "在西夏区一家酒庄的葡萄园里，工人们正在进行夏季修剪和疏果。酒庄负责人介绍，为了保证葡萄的品质，"
    "他们严格控制每亩的产量，把多余的果穗剪掉，让养分集中供应剩下的果实，“宁可少一点，也要好一点”。今年酒庄还在园"
    "里安装了气象监测设备，随时掌握温度和湿度的变化，及时调整管理措施。",
    "近年来，银川还积极推动葡萄酒产业与文化旅游融合发展。不少酒庄建起了葡萄酒博物馆、品鉴中心和"
    "特色民宿，游客可以参观葡萄园、了解酿酒工艺、品尝不同年份的葡萄酒。今年上半年，全市酒庄共接待"
    "游客六十多万人次。",
    "为帮助酒庄拓展市场，银川市还组织企业参加国内外葡萄酒展会，并通过直播带货、线上品鉴会等方式，让"
    "更多消费者了解贺兰山东麓葡萄酒。一些年轻的酿酒师也开始尝试新的品种和酿造方法，推出了更适合年轻"
    "人口味的产品，市场反响不错。",
    "在人才培养方面，当地高校开设了葡萄与葡萄酒工程专业，每年为产区输送数百名专业人才。不少从外地回"
    "乡的年轻人也在酒庄找到了工作，有的当上了酿酒师，有的做起了品酒师和讲解员。",
    "银川市农业农村局有关负责人表示，下一步将继续加强葡萄园标准化建设，推广节水灌溉和绿色防控技术，"
    "同时加大品牌宣传力度，推动葡萄酒产业高质量发展，让“紫色梦想”带动更多农民增收致富。",
]
EMBED = [
    "本报讯 7月25日，记者从银川市自然资源局了解到，阅海湿地生态修复工程已完成主体建设，修复湿地面积"
    "三千余亩，湿地水质和生物多样性明显改善。",
    "阅海湿地位于银川市区西北部，是城市重要的生态屏障。过去一段时间，由于周边开发和水源不足，部分湿"
    "地出现萎缩，水质也有所下降。",
    "此次修复工程通过清淤疏浚、补水连通、岸线整治和植被恢复等措施，让湿地重新“活”了起来。记者在现"
    "场看到，湖面开阔，芦苇茂盛，成群的水鸟在湖面上嬉戏。",
    "据监测，今年以来在阅海湿地观测到的鸟类已达一百六十多种，比修复前增加了二十多种，其中包括白琵鹭、"
    "灰鹤等国家重点保护野生动物。",
    "银川市自然资源局有关负责人表示，接下来将加强湿地日常管护，建立长效监测机制，同时适度开放观鸟、"
    "科普等功能，让市民在亲近自然的同时增强保护意识。",
]
ROUND6 = {
    "caption_height": "steady",
    "viewer_reveal": "none",
    "picture_source": "img_native_lazy",
    "paging": "one_page",
    "dom_scope": "document",
    "address": "none",
    "rendering": "patch",
    "layout": "waterfall",
    "charset": "utf8",
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
    "caption_scope": "per_slide",
    "caption_repeat": "none",
    "unlock": "expand_button",
    "link_target": "default",
    "hud": "dom",
}


def item(page: str, n: int, total: int, img: str, cap: str) -> str:
    w, h = img.rsplit("-", 1)[1].split(".")[0].split("x")
    return (
        f'<figure class="hl-fall-item" data-n="{n}"><a class="hl-fall-pic" href="javascript:;">'
        f'<img loading="lazy" src="{rel(page, img)}" width="{w}" height="{h}" alt=""></a>'
        f'<figcaption><em class="hl-fall-no">{n}/{total}</em><span class="hl-fall-cap">{cap}'
        f"</span></figcaption></figure>"
    )


def stream(page: str, fid: str, aid: str, imgs: list[str], caps: list[str], shown: int) -> str:
    n = len(imgs)
    items = "".join(item(page, i, n, imgs[i - 1], caps[i - 1]) for i in range(1, shown + 1))
    hot = "".join(
        f'<li><a href="{rel(page, SITE.trap(f"hot-{k}", t))}">{t}</a></li>'
        for k, t in enumerate(["镇北堡西部影城新玩法", "六盘山避暑游升温", "黄河宿集周末游"], 1)
    )
    more = rel(page, f"api/fall/{aid}.json")
    return f"""<div class="hl-fall is-folded" id="{fid}" data-more="{more}" data-total="{n}">
<div class="hl-fall-cols">{items}</div>
<div class="hl-fall-fold">
<button type="button" class="hl-fall-more">展开全部图片（共{n}张）</button></div>
<div class="hl-fall-hot" hidden><h4>热门推荐 猜你喜欢</h4><ul>{hot}</ul></div>
</div>"""


def more_json(page: str, aid: str, imgs: list[str], caps: list[str], shown: int) -> str:
    body = {
        "aid": aid,
        "total": len(imgs),
        "items": [
            {
                "n": i,
                "src": rel(page, imgs[i - 1]),
                "w": int(imgs[i - 1].rsplit("-", 1)[1].split("x")[0]),
                "h": int(imgs[i - 1].rsplit("x", 1)[1].split(".")[0]),
                "cap": caps[i - 1],
            }
            for i in range(shown + 1, len(imgs) + 1)
        ],
    }
    return json.dumps(body, ensure_ascii=False, indent=1) + "\n"


def oracle(fid: str) -> dict:
    return {
        "open": f"#{fid} .hl-fall-more",
        "next": f"#{fid} .hl-fall-item",
        "next_nth": True,
        "action": "scroll",
        "item": f"#{fid} .hl-fall-item",
        "picture": "img",
        "caption": ".hl-fall-cap",
        "end": "none",
    }


def doc_links(page: str) -> str:
    prv = rel(page, SITE.trap("prev-doc", "上一篇"))
    nxt = rel(page, SITE.trap("next-doc", "下一篇"))
    return (
        f'<nav class="post-navigation"><a class="nav-previous" href="{prv}">上一篇：宁夏首条'
        f'沙漠铁路观光线开通</a><a class="nav-next" href="{nxt}">下一篇：银川夜市烟火气十足</a>'
        "</nav>"
    )


def pictures(tag: str, n: int) -> list[str]:
    return [f"pics/hl{tag}-{i:02d}-{SHAPES[(i - 1) % len(SHAPES)]}.png" for i in range(1, n + 1)]


def gallery(order: int, page: str, aid: str, title: str, when: str, routes: dict) -> tuple:
    caps = CAPS[order]
    imgs = pictures(f"g{order}", len(caps))
    api = f"api/fall/{aid}.json"
    SITE.files[api] = more_json(page, aid, imgs, caps, 4)
    routes[api] = {"delay": 0.6}
    nxt = rel(page, SITE.trap("next-album", "下一图集"))
    main = f"""<h1{SITE.c("title")}>{title}</h1>{meta(SITE, when, "贺兰山新闻网")}
{ticker_html(SITE, page, "hl-ticker")}
<p class="album-intro">{INTRO[order]}</p>
{stream(page, "hlFall", aid, imgs, caps, 4)}
<p class="album-next"><a href="{nxt}">下一图集：镇北堡西部影城新玩法 &raquo;</a></p>
{doc_links(page)}"""
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="图片",
        main=main,
        side=related(SITE, page, "rel", 4),
        css=("css/hl-waterfall.css",),
        js=("js/hl-waterfall.js",),
    )
    truth = {
        "kind": "gallery",
        "order": order,
        "title": title,
        "slides": slides(imgs, caps),
        "axes": axes(
            order == 1,
            data_timing="inline_then_fetch",
            motion="scroll",
            late_panel="recommend_panel",
            captions="with_empty" if "" in caps else "plain",
            viewer="none",
            control="none",
            **ROUND6,
        )
        | {"control_created": "none"},
        "oracle": oracle("hlFall"),
    }
    return page, truth


def embedded(routes: dict) -> tuple[str, dict]:
    page = "news/2024/0725/5602.html"
    aid = "5602"
    title = "阅海湿地生态修复工程完成主体建设"
    caps = CAPS["art"]
    imgs = pictures("e", len(caps))
    api = f"api/fall/{aid}.json"
    SITE.files[api] = more_json(page, aid, imgs, caps, 3)
    routes[api] = {"delay": 0.6}
    SITE.files[page] = shell(
        SITE,
        page,
        title=title,
        crumb="新闻",
        main=article_main(
            SITE, title, "2024-07-25 09:20", EMBED, stream(page, "hlArtFall", aid, imgs, caps, 3)
        )
        + doc_links(page),
        side=related(SITE, page, "rel", 3, "热门推荐"),
        css=("css/hl-waterfall.css",),
        js=("js/hl-waterfall.js",),
    )
    return page, {
        "kind": "article",
        "title": title,
        "text": "\n".join(EMBED),
        "pages": 1,
        "axes": {
            "article": "embedded_stream",
            "picture_source": "img_native_lazy",
            "layout": "waterfall",
            "unlock": "expand_button",
            "data_parts": "two",
            "control": "none",
            "charset": "utf8",
        },
        "slides": slides(imgs, caps),
        "oracle": oracle("hlArtFall"),
    }


def build() -> None:
    routes: dict = {}
    pages = dict(gallery(i, *g, routes) for i, g in enumerate(GALLERIES, 1))
    art = "news/2024/0724/5588.html"
    pages[art] = written_article(
        SITE,
        art,
        "贺兰山东麓酿酒葡萄进入转色期 预计九月上旬开始采收",
        "2024-07-24 08:40",
        PLAIN,
        ("hlfig-01", "西夏区一家酒庄的工人在葡萄园里疏果。（贺兰山新闻网记者 李静 摄）"),
        related(SITE, art, "rel", 3, "热门推荐"),
    )
    key, truth = embedded(routes)
    pages[key] = truth
    write_site(
        SITE,
        pages,
        "two-column picture stream (瀑布流) folded at 760 px until 展开全部图片（共N张） is "
        "pressed: the page holds the first 4 figures (3 in the article), the button fetches the "
        "rest (api/fall/<id>.json, 0.6 s late), appends them and unfolds; js/hl-waterfall.js "
        "places every figure absolutely in the shorter column (masonry; pictures 600x900, "
        "600x400, 600x600), so the numbered order is not the on-screen order; native lazy "
        "<img loading=lazy src width height>; each figure its own n/N number and caption; no "
        "next control, the reader scrolls; 热门推荐 猜你喜欢 appended once unfolded; 下一图集, "
        "上一篇 / 下一篇, 相关图集, ticker decoys; an article embedding the same folded stream",
        routes,
        round_=6,
    )
