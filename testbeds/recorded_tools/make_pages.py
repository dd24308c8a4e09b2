# ruff: noqa: E501  (the page templates are HTML/JS/CSS text with long lines)
"""Builds the fake portal sites under recorded_pages/ and their truth, expected.json.

The sites are *our own* imitations of Chinese news-portal picture galleries, modelled on
/work/shared/docs/GALLERY_MECHANICS.md (section numbers below refer to it). They are written
out as static files (HTML, small vanilla JS, JSON data) and committed; this script is how they
were made and how to change them consistently. It is deterministic: running it twice gives the
same bytes. Pictures come from make_images.py (run both).

Run: ``python -m testbeds.recorded_tools.make_pages`` (from the repository root)
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

from .make_images import GALLERIES

ROOT = Path(__file__).resolve().parents[2] / "recorded_pages"
EXPECTED: dict[str, dict[str, Any]] = {}

JSON = dict[str, Any]


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def write(rel: str, text: str, encoding: str = "utf-8") -> None:
    path = ROOT / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode(encoding))


def fill(template: str, **values: object) -> str:
    for key, value in values.items():
        template = template.replace("{{" + key + "}}", str(value))
    assert "{{" not in template, template[template.index("{{") : template.index("{{") + 40]
    return template


def slides(site: str, letter: str, captions: list[str]) -> list[JSON]:
    assert len(captions) == GALLERIES[site][letter], (site, letter)
    return [
        {"image": f"{site}/img/{letter}{n}.png", "caption": c}
        for n, c in enumerate(captions, start=1)
    ]


def img(letter: str, n: int, thumb: bool = False) -> str:
    return f"img/{letter}{n}{'_s' if thumb else ''}.png"


def css(selector: str) -> JSON:
    return {"selector": selector, "type": "css"}


def xpath(selector: str) -> JSON:
    return {"selector": selector, "type": "xpath"}


def decoy(sel: JSON, action: str, at: object, effect: str, note: str, **extra: object) -> JSON:
    return {**sel, "action": action, "at": at, "effect": effect, "note": note, **extra}


# --------------------------------------------------------------------------------------------
# Articles: one ordinary news article per site (must be classified as an article later)
# --------------------------------------------------------------------------------------------

ARTICLE_PAGE = """<!DOCTYPE html>
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset={{charset}}" />
<title>{{title}}_{{portal}}</title>
<style>
body { font: 14px/1.8 "Microsoft YaHei", sans-serif; margin: 0; }
.topnav { background: #eee; padding: 6px 20px; }
.{{wrap}} { width: 680px; margin: 20px auto; }
.side { color: #888; font-size: 12px; }
</style>
</head>
<body>
<div class="topnav"><a href="{{home}}">{{portal}}首页</a> &gt; <a href="{{home}}">{{channel}}</a> &gt; 正文</div>
<div class="{{wrap}}">
<h1>{{title}}</h1>
<div class="{{info_class}}">{{time_text}}&nbsp;&nbsp;来源：{{source}}</div>
<div id="{{body_id}}">
{{paragraphs}}
</div>
{{pager}}
<div class="editor">（责任编辑：{{editor}}）</div>
<div class="next-article">下一篇：<a href="{{next_href}}">{{next_title}}</a></div>
<div class="side">
<h3>相关阅读</h3>
<ul><li><a href="{{home}}">{{portal}}：更多新闻</a></li><li><a href="{{home}}">热点图集</a></li></ul>
</div>
</div>
</body>
</html>
"""


def article(
    path: str,
    *,
    portal: str,
    channel: str,
    title: str,
    time_text: str,
    publish_time: str,
    source: str,
    paragraphs: list[str],
    next_href: str,
    next_title: str,
    home: str,
    wrap: str = "main",
    body_id: str = "artibody",
    info_class: str = "time-source",
    editor: str = "王林",
    pager: str = "",
    encoding: str = "utf-8",
    note: str = "",
) -> None:
    page = fill(
        ARTICLE_PAGE,
        charset="gb2312" if encoding == "gbk" else "utf-8",
        portal=portal,
        channel=channel,
        title=esc(title),
        wrap=wrap,
        info_class=info_class,
        time_text=time_text,
        source=source,
        body_id=body_id,
        paragraphs="\n".join(f"<p>{esc(p)}</p>" for p in paragraphs),
        pager=pager,
        editor=editor,
        next_href=next_href,
        next_title=esc(next_title),
        home=home,
    )
    write(path, page, encoding)
    entry: JSON = {
        "kind": "article",
        "title": title,
        "publish_time": publish_time,
        "body": "\n".join(paragraphs),
        "body_selector": f"#{body_id}",
    }
    if note:
        entry["note"] = note
    EXPECTED[path] = entry


# --------------------------------------------------------------------------------------------
# §1 NetEase photoview "nph" template (GBK pages, <base target=_blank>)
# --------------------------------------------------------------------------------------------

NPH_PAGE = """<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=gb2312" />
<title>{{title}}_网易汽车</title>
<base target="_blank" />
<style>
body { margin: 0; font: 12px/1.6 "宋体", sans-serif; background: #fff; }
.nph_hd { background: #333; color: #ccc; padding: 6px 20px; }
.nph_hd a { color: #fff; }
.nph_bg { width: 960px; margin: 0 auto; }
.nph_set_title h1 { font-size: 22px; margin: 10px 0 2px; }
.nph_photo { position: relative; width: 720px; height: 260px; background: #111; }
.nph_cnt { position: absolute; left: 120px; top: 0; width: 480px; height: 260px; text-align: center; }
.nph_cnt img { margin-top: 50px; }
.nph_photo_prev a, .nph_photo_next a { position: absolute; top: 0; width: 120px; height: 260px; display: block; }
.nph_photo_prev a { left: 0; }
.nph_photo_next a { right: 0; }
#photomiddle { position: absolute; left: 0; top: 0; width: 720px; height: 260px; background: #222; color: #fff; z-index: 10; }
#photomiddle a { color: #9cf; }
#photomiddle ul { list-style: none; padding: 0; }
#photomiddle li { display: inline-block; width: 150px; margin: 4px; vertical-align: top; }
#photomiddle li a { display: block; }
.nph_photo_desc { width: 720px; padding: 6px 0; }
.nph_photo_desc h2 { font-size: 16px; margin: 0; }
.nph_scrl { position: relative; width: 720px; height: 60px; margin-top: 6px; }
#thumbList { position: absolute; left: 30px; width: 520px; height: 60px; overflow: hidden; white-space: nowrap; }
#thumbList ul { margin: 0; padding: 0; }
#thumbList li { display: inline-block; margin: 6px 4px; border: 2px solid transparent; }
#thumbList li.cur { border-color: #c00; }
.nph_scrl_prev a, .nph_scrl_next a { position: absolute; top: 10px; width: 20px; height: 40px; display: block; background: #ccc; }
.nph_scrl_prev a { left: 0; }
.nph_scrl_next a { left: 555px; }
.nph_set_next { position: absolute; left: 590px; top: 0; }
.nph_set_next a { display: block; width: 120px; color: #c00; }
#photoStream { width: 720px; }
.nph_stream_item { display: inline-block; width: 220px; vertical-align: top; }
.hidden { display: none; }
</style>
</head>
<body>
<div class="nph_hd"><a href="{{article}}">网易首页</a> &gt; <a href="{{article}}">网易汽车</a> &gt; <a href="{{article}}">车展图片</a></div>
<div class="nph_bg">
<div class="nph_set_title"><h1 id="photosetTitle">{{title}}</h1><span class="nph_set_time">{{time}}　来源: 网易汽车</span></div>
<div id="photoMain">
<div class="nph_photo">
<div class="nph_cnt" id="photoView"><i></i><img src="img/bg06.png" id="photo" alt="" /></div>
<div class="nph_photo_prev"><a href="#" hidefocus="true" target="_self" class="nph_btn_pphoto" id="photoPrev"></a></div>
<div class="nph_photo_next"><a href="#" hidefocus="true" target="_self" class="nph_btn_nphoto" id="photoNext"></a></div>
<div id="photomiddle" style="display:none">
<div class="nph_layout_hd"><a href="#again" target="_self" class="nph_btn_again">重新浏览</a></div>
<h3>相关图集</h3>
<ul>
<li><a href="{{sibling}}"><img src="img/r1.png" alt="" /><br /><span>{{sibling_title}}</span></a></li>
<li><a href="{{article}}"><img src="img/r2.png" alt="" /><br /><span>新能源车型集体亮相车展</span></a></li>
<li><a href="{{article}}"><img src="img/r3.png" alt="" /><br /><span>车展模特风采 气质美女抢镜</span></a></li>
</ul>
</div>
</div>
<div class="nph_photo_desc"><h2 id="photoTitle"></h2><p id="photoDesc"></p><span class="nph_c_num">（<span id="photoIndex"></span>/{{count}}）</span>
<span class="nph_tip">支持键盘← →键翻阅图片</span> <a id="viewStream" href="#q=1" target="_self">全部图片</a></div>
</div>
<div id="photoStream" style="display:none"></div>
<!--<div class="nph_pages"><a class="nph_pages_turn" href="#q={next}" target="_self">下一页</a></div>-->
<div class="nph_scrl">
<span class="nph_scrl_prev"><a href="" hidefocus="true" class="nph_btn_pscrl" id="scrlPrev"></a></span>
<div id="thumbList"></div>
<span class="nph_scrl_next"><a href="" hidefocus="true" class="nph_btn_nscrl" id="scrlNext"></a></span>
<span class="nph_set_next"><a href="{{sibling}}?from=tj_xytj" target="_self" class="nph_btn_nset" id="nextSet"><img src="img/r1.png" alt="" /><span>下一图集 &gt;</span></a></span>
</div>
<textarea class="hidden" id="photoList">
{{items}}
</textarea>
</div>
<script>
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var holder = document.createElement('ul');
  holder.innerHTML = $('photoList').value;
  var items = [], lis = holder.getElementsByTagName('li'), i;
  for (i = 0; i < lis.length; i++) {
    items.push({
      id: lis[i].getElementsByTagName('a')[0].getAttribute('href').replace('#p=', ''),
      thumb: lis[i].getElementsByTagName('img')[0].getAttribute('src'),
      title: lis[i].getElementsByTagName('h2')[0].innerHTML,
      desc: lis[i].getElementsByTagName('p')[0].innerHTML,
      img: lis[i].querySelector('i[title=img]').innerHTML
    });
  }
  var pagerTpl = '', walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
  while (walker.nextNode()) {
    if (walker.currentNode.data.indexOf('nph_pages') > -1) { pagerTpl = walker.currentNode.data; }
  }
  var cur = -1, photo = $('photo'), main = $('photoMain'), stream = $('photoStream');
  var middle = $('photomiddle'), strip = $('thumbList'), html = '';
  for (i = 0; i < items.length; i++) {
    html += '<li><a href="#p=' + items[i].id + '" target="_self" hidefocus="true"><img src="' +
      items[i].thumb + '" alt="" /></a></li>';
  }
  strip.innerHTML = '<ul>' + html + '</ul>';
  function show(n) {
    middle.style.display = 'none';
    stream.style.display = 'none';
    main.style.display = '';
    if (n === cur) { return; }
    cur = n;
    var it = items[n];
    photo.onload = function () {
      $('photoTitle').innerHTML = it.title;
      $('photoDesc').innerHTML = it.desc;
      $('photoIndex').innerHTML = n + 1;
      var li = strip.getElementsByTagName('li');
      for (var k = 0; k < li.length; k++) { li[k].className = k === n ? 'cur' : ''; }
    };
    photo.src = it.img;
  }
  function streamMode(q) {
    main.style.display = 'none';
    var per = 3, pages = Math.ceil(items.length / per), out = '';
    for (var k = (q - 1) * per; k < Math.min(items.length, q * per); k++) {
      out += '<div class="nph_stream_item"><a href="#p=' + items[k].id + '" target="_self"><img src="' +
        items[k].thumb + '" alt="" /></a><h2>' + items[k].title + '</h2><p>' + items[k].desc + '</p></div>';
    }
    if (q < pages) { out += pagerTpl.replace('{next}', q + 1); }
    stream.innerHTML = out;
    stream.style.display = 'block';
  }
  function openMiddle() {
    middle.style.display = 'block';
    if (!$('nphLayoutGG')) {
      var gg = document.createElement('div');
      gg.id = 'nphLayoutGG';
      gg.innerHTML = '<a href="{{sibling}}?from=gg"><img src="img/r3.png" alt="" />推广：{{sibling_title}}</a>';
      middle.appendChild(gg);
    }
  }
  function route() {
    var h = location.hash, m = h.match(/^#p=(\\w+)/), k;
    if (m) { for (k = 0; k < items.length; k++) { if (items[k].id === m[1]) { return show(k); } } }
    m = h.match(/^#q=(\\d+)/);
    if (m) { return streamMode(parseInt(m[1], 10)); }
    if (h === '#again') { cur = -1; location.hash = 'p=' + items[0].id; return; }
    if (cur < 0) { show(0); }
  }
  function next() {
    if (cur < 0) { return; }
    if (cur >= items.length - 1) { openMiddle(); return; }
    location.hash = 'p=' + items[cur + 1].id;
  }
  function prev() { if (cur > 0) { location.hash = 'p=' + items[cur - 1].id; } }
  $('photoNext').onclick = function () { next(); return false; };
  $('photoPrev').onclick = function () { prev(); return false; };
  $('scrlNext').onclick = function () { strip.scrollLeft += 150; return false; };
  $('scrlPrev').onclick = function () { strip.scrollLeft -= 150; return false; };
  document.onkeydown = function (e) {
    if (e.keyCode === 39) { next(); }
    if (e.keyCode === 37) { prev(); }
  };
  window.onhashchange = route;
  route();
})();
</script>
</body>
</html>
"""


def nph_gallery(
    path: str,
    letter: str,
    title: str,
    time: str,
    ids: list[str],
    captions: list[str],
    sibling: str,
    sibling_title: str,
    article_href: str,
) -> None:
    site = "netease_nph"
    items = "\n".join(
        f'<li><a href="#p={pid}" hidefocus="true"><img src="{img(letter, n, True)}" alt="" /></a>'
        f"\n<h2>{esc(cap)}</h2><p></p>\n"
        f'<i title="img">{img(letter, n)}</i><i title="timg">{img(letter, n, True)}</i></li>'
        for n, (pid, cap) in enumerate(zip(ids, captions, strict=True), start=1)
    )
    page = fill(
        NPH_PAGE,
        title=esc(title),
        time=time,
        count=len(ids),
        items=items,
        sibling=sibling.rsplit("/", 1)[-1],
        sibling_title=esc(sibling_title),
        article=article_href,
    )
    write(path, page, "gbk")
    sib = sibling
    EXPECTED[path] = {
        "kind": "gallery",
        "portal_section": "§1 NetEase photoview nph",
        "encoding": "gb2312",
        "title": title,
        "title_selector": "#photosetTitle",
        "picture": "#photo",
        "caption": ["#photoTitle", "#photoDesc"],
        "counter": {"selector": ".nph_c_num", "form": "{i}/{n}"},
        "slides": slides(site, letter, captions),
        "hash": {"scheme": "#p=<photoId>", "ids": ids},
        "hash_at_slide_2": f"#p={ids[1]}",
        "oracle_next": {
            **css("#photoNext"),
            "action": "click",
            "note": "empty <a> with no text/title, target=_self, href=#",
        },
        "also_next": [{"key": "ArrowRight", "action": "key", "note": "document keydown"}],
        "decoys": [
            decoy(
                css("#scrlNext"),
                "click",
                2,
                "stays",
                "a.nph_btn_nscrl: scrolls the thumbnail strip only",
            ),
            decoy(
                css("#nextSet"),
                "click",
                1,
                "navigate",
                "下一图集 >: another gallery on the same template",
                to=sib,
            ),
            decoy(
                css("#viewStream"),
                "click",
                1,
                "list_mode",
                "全部图片 (#q=1): grid of every picture with captions",
                shows="#photoStream",
            ),
            decoy(
                css("a.nph_pages_turn"),
                "click",
                1,
                "list_mode",
                "下一页 of the grid (#q=2), rendered from an HTML-comment template",
                prelude=[{**css("#viewStream"), "action": "click"}],
                shows="#photoStream",
            ),
            decoy(css("a.nph_btn_again"), "click", "end", "restart", "重新浏览 on the end overlay"),
            decoy(
                css("#photomiddle li a"),
                "click",
                "end",
                "popup",
                "相关图集 link without target: <base target=_blank> opens a new window",
            ),
            decoy(
                css("#nphLayoutGG a"), "click", "end", "popup", "promo injected into the end layer"
            ),
            decoy(
                css(".nph_hd a"),
                "click",
                2,
                "popup",
                "breadcrumb link: opens a window (base target)",
            ),
        ],
        "end": {
            "type": "overlay",
            "selector": "#photomiddle",
            "text": "重新浏览",
            "note": "#photomiddle covers the picture: 重新浏览 + 相关图集 + injected #nphLayoutGG",
        },
        "deep_links": [{"suffix": f"#p={ids[2]}", "slide": 3}],
        "hidden_copies": ["textarea#photoList", "<!-- nph_pages pager template -->"],
    }


# --------------------------------------------------------------------------------------------
# §2 NetEase gallery 3.x: JSON in textarea[name=gallery-data], pager built by the script
# --------------------------------------------------------------------------------------------

NETEASE3_PAGE = """<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8" />
<title>{{title}}_网易科技</title>
<style>
body { margin: 0; font: 14px/1.6 "Microsoft YaHei", sans-serif; }
.gallery { width: 900px; margin: 10px auto; }
.photoarea { position: relative; width: 720px; height: 260px; background: #000; overflow: hidden; }
.photo-a, .photo-b { position: absolute; left: 0; top: 0; width: 720px; height: 260px; text-align: center; }
.photo-a img, .photo-b img { margin-top: 50px; }
.nav-prev, .nav-next { position: absolute; top: 0; width: 40%; height: 260px; z-index: 3; display: block; }
.nav-prev { left: 0; }
.nav-next { right: 0; }
.endpage { position: absolute; left: 0; top: 0; width: 720px; height: 260px; padding: 16px 60px; box-sizing: border-box; background: #1a1a1a; color: #eee; z-index: 5; }
.endpage a { color: #8cf; }
.prevset { position: absolute; left: 0; top: 0; width: 40px; height: 260px; background: #333; cursor: pointer; }
.nextset { position: absolute; right: 0; top: 0; width: 40px; height: 260px; background: #333; }
.setlist { margin: 20px 60px; }
.setlist-item { display: inline-block; width: 180px; }
h2.prevue { font-size: 13px; color: #666; font-weight: normal; }
</style>
</head>
<body>
<div class="gallery">
<div class="headline"><h1>{{title}}</h1><span class="time">{{time}}</span> 来源: 网易科技</div>
<h2 class="prevue">{{prevue}}</h2>
<div class="photoarea">
<div class="photo-a" data-zi="1"></div><div class="photo-b" data-zi="0"></div>
<div class="endpage" style="display:none">
<div class="endpage-info">图集已浏览完毕</div>
<a href="#" hidefocus="true" class="replay">重新浏览</a>
<div class="prevset" onclick="NTESgallery.closeEndpage();" title="返回上一张图片"></div>
<a class="nextset" href="{{sibling}}?from=tj_xytj" target="_self" title="下一图集：{{sibling_title}}"><div class="tiptext">下<br>一<br>图<br>集</div></a>
<div class="setlist">
<a class="setlist-item" href="{{sibling}}"><img src="img/r1.png" alt="" /><span>{{sibling_title}}</span></a>
<a class="setlist-item" href="{{article}}"><img src="img/r2.png" alt="" /><span>智能手表横向评测</span></a>
<a class="setlist-item" href="{{article}}"><img src="img/r3.png" alt="" /><span>探访硅谷创业公司</span></a>
</div>
</div>
</div>
<div class="photoinfo"><div class="photo-num"><span class="cur"></span>/<span class="sum">{{count}}</span></div>
<h3 class="photo-title"></h3><p class="photo-note"></p></div>
<textarea name="gallery-data" style="display:none;">
{{data}}
</textarea>
</div>
<script src="gallery.js"></script>
</body>
</html>
"""

NETEASE3_JS = """/* gallery 3.x look-alike: reads textarea[name=gallery-data], builds its own pager */
var NTESgallery = (function () {
  var data = JSON.parse(document.querySelector('textarea[name=gallery-data]').value);
  var list = data.list, area = document.querySelector('.photoarea');
  var bufs = [area.querySelector('.photo-a'), area.querySelector('.photo-b')];
  var front = 0, cur = -1, busy = false, endpage = area.querySelector('.endpage');
  function fade(el, done) {
    var k = 0, t = setInterval(function () {
      k += 1;
      el.style.opacity = k / 4;
      if (k >= 4) { clearInterval(t); done(); }
    }, 50);
  }
  function info(n) {
    document.querySelector('.photo-num .cur').innerHTML = n + 1;
    document.querySelector('.photo-title').innerHTML = list[n].title;
    document.querySelector('.photo-note').innerHTML = list[n].note;
  }
  function show(n) {
    if (n < 0 || n >= list.length || busy) { return; }
    busy = true;
    cur = n;
    var back = bufs[1 - front], old = bufs[front], pic = new Image();
    back.innerHTML = '';
    back.style.opacity = 0;
    pic.onload = function () {
      back.style.visibility = 'visible';
      back.style.zIndex = 2;
      old.style.zIndex = 1;
      fade(back, function () {
        old.style.visibility = 'hidden';
        old.innerHTML = '';
        front = 1 - front;
        setTimeout(function () { info(n); busy = false; }, 100);
      });
    };
    pic.alt = list[n].title;
    pic.src = list[n].img;
    back.appendChild(pic);
  }
  function next() {
    if (busy) { return; }
    if (cur >= list.length - 1) { endpage.style.display = 'block'; return; }
    show(cur + 1);
  }
  function prev() { if (!busy && cur > 0) { show(cur - 1); } }
  setTimeout(function () {
    var p = document.createElement('a'), nx = document.createElement('a');
    p.className = 'nav-prev';
    nx.className = 'nav-next';
    p.href = nx.href = 'javascript:;';
    p.setAttribute('hidefocus', 'true');
    nx.setAttribute('hidefocus', 'true');
    p.onclick = prev;
    nx.onclick = next;
    area.appendChild(p);
    area.appendChild(nx);
  }, 150);
  endpage.querySelector('.replay').onclick = function () {
    endpage.style.display = 'none';
    show(0);
    return false;
  };
  show(0);
  return { closeEndpage: function () { endpage.style.display = 'none'; } };
})();
"""


def netease3_gallery(
    path: str,
    letter: str,
    title: str,
    time: str,
    prevue: str,
    captions: list[str],
    sibling: str,
    sibling_title: str,
    article_href: str,
) -> None:
    site = "netease3"
    base = "http://tech.163.com/photoview/5FVH0009/"
    data = {
        "info": {
            "setname": title,
            "imgsum": len(captions),
            "prev": {"seturl": ""},
            "next": {"seturl": base + sibling.rsplit("/", 1)[-1]},
        },
        "list": [
            {
                "id": f"BN{letter.upper()}{n:02d}KQ5FVH0009",
                "img": img(letter, n),
                "timg": img(letter, n, True),
                "oimg": img(letter, n),
                "title": cap,
                "note": "",
                "newsurl": "",
            }
            for n, cap in enumerate(captions, start=1)
        ],
    }
    page = fill(
        NETEASE3_PAGE,
        title=esc(title),
        time=time,
        prevue=esc(prevue),
        count=len(captions),
        data=html.escape(json.dumps(data, ensure_ascii=False, indent=1), quote=False),
        sibling=sibling.rsplit("/", 1)[-1],
        sibling_title=esc(sibling_title),
        article=article_href,
    )
    write(path, page)
    EXPECTED[path] = {
        "kind": "gallery",
        "portal_section": "§2 NetEase gallery 3.x",
        "title": title,
        "title_selector": ".headline h1",
        "picture": ".photo-a img, .photo-b img",
        "caption": [".photo-title", ".photo-note"],
        "counter": {"selector": ".photo-num", "form": "{i}/{n}"},
        "slides": slides(site, letter, captions),
        "oracle_next": {
            **css(".photoarea a.nav-next"),
            "action": "click",
            "note": "not in the static HTML: created by gallery.js 150 ms after load",
        },
        "also_next": [],
        "decoys": [
            decoy(
                css("h2.prevue"),
                "click",
                2,
                "stays",
                "gallery intro text; class is a substring trap",
            ),
            decoy(
                css("a.nextset"),
                "click",
                "end",
                "navigate",
                "下一图集 (vertical text): sibling gallery",
                to=sibling,
            ),
            decoy(css("a.replay"), "click", "end", "restart", "重新浏览 on the end page"),
            decoy(
                css("div.prevset"),
                "click",
                "end",
                "close_end",
                "title=返回上一张图片: closes the end page",
            ),
            decoy(
                css("a.setlist-item"), "click", "end", "navigate", "recommended gallery", to=sibling
            ),
        ],
        "end": {
            "type": "overlay",
            "selector": ".endpage",
            "text": "图集已浏览完毕",
            "note": ".endpage with a.replay 重新浏览, div.prevset, a.nextset 下一图集, a.setlist-item grid",
        },
        "deep_links": [],
        "hidden_copies": ["textarea[name=gallery-data]"],
    }
    write("netease3/gallery.js", NETEASE3_JS)


# --------------------------------------------------------------------------------------------
# §3/§4 Sina epidiascope engine (shared by sina_epidiascope and sina_slidedata)
# --------------------------------------------------------------------------------------------

SINA_PAGE = """<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8" />
<title>{{title}}_{{channel}}_新浪网</title>
<style>
body { margin: 0; font: 12px/1.6 "宋体", sans-serif; }
#wrap { width: 960px; margin: 0 auto; }
#efpBigPic { position: relative; width: 720px; height: 260px; background: #000; }
#d_BigPic { width: 720px; height: 260px; text-align: center; }
#d_BigPic img { margin-top: 50px; }
#efpLeftArea, #efpRightArea { position: absolute; top: 0; width: 0; height: 0; cursor: pointer; z-index: 2; }
.efpLogo { position: absolute; right: 120px; top: 186px; width: 180px; height: 24px; background: rgba(0,0,0,.5); color: #fff; z-index: 3; }
#endSelect { position: absolute; left: 160px; top: 40px; width: 400px; height: 180px; background: #fff; z-index: 5; }
#efpToolbar div { display: inline-block; width: 36px; height: 24px; background: #ddd; margin-right: 6px; cursor: pointer; }
#efpList { position: relative; width: 720px; height: 54px; margin-top: 6px; }
#efpListLeftArr, #efpListRightArr { position: absolute; top: 8px; width: 18px; height: 38px; background: #bbb; }
#efpListLeftArr { left: 0; }
#efpListRightArr { left: 560px; }
#efpPicListCont { position: absolute; left: 24px; width: 530px; height: 54px; overflow: hidden; white-space: nowrap; }
#efpPicListCont ul { margin: 0; padding: 0; }
#efpPicListCont li { display: inline-block; margin: 4px; }
#efpPicListCont li.selected img { outline: 2px solid #c00; }
#efpNextGroup { position: absolute; left: 590px; top: 0; }
#eList dl { display: inline-block; width: 220px; vertical-align: top; }
.hq-nav a { display: inline-block; min-width: 16px; }
</style>
</head>
<body>
<div id="wrap">
<div class="topnav"><a href="{{article}}">新浪首页</a> &gt; <a href="{{article}}">{{channel}}</a> &gt; 高清图集</div>
<h1 id="d_groupTitle">{{title}}</h1>
{{hq_top}}
<div id="efpBigPic">
<div id="d_BigPic"></div>
<div id="efpLeftArea" class="arrLeft" title="上一张"></div>
<div id="efpRightArea" class="arrRight" title="下一张"></div>
<div class="efpLogo">新浪图片</div>
<div id="endSelect" style="display:none">
<div id="endSelClose" title="关闭">×</div>
<div class="E_Cont"><p>您已经浏览完所有图片</p>
<p><a id="rePlayBut" href="javascript:void(0)">重新播放</a> <a id="nextPicsBut" href="javascript:void(0)">播放下一图集</a></p></div>
</div>
</div>
<div id="efpTxt"><h2 id="d_picTit"></h2><div id="d_picTime"></div><div id="d_picIntro"></div><span id="total"></span></div>
<div id="efpToolbar">
<div id="ecbPre" title="上一张"><div class="buttonCont"></div></div>
<div id="ecbPlay" title="播放/暂停"><div class="buttonCont"></div></div>
<div id="ecbNext" title="下一张"><div class="buttonCont"></div></div>
<div id="ecbMode" title="列表模式(tab)"><div class="buttonCont"></div></div>
</div>
<div id="efpList">
<div id="efpListLeftArr"></div>
<div id="efpPicListCont"><ul></ul></div>
<div id="efpListRightArr"></div>
<div id="efpNextGroup"><div id="efpNextTxt"><a href="{{sibling}}" title="">下一图集&gt;&gt;</a></div></div>
</div>
{{hq_bottom}}
<div id="eList" style="display:none"></div>
{{data}}
</div>
<script>var epidiascopeConfig = {{config}};</script>
<script src="epidiascope.js"></script>
</body>
</html>
"""

SINA_JS = """//高清图集 look-alike (our own code, modelled on epidiascope 090708)
var epidiascope = {
  filmstrips: [], selectedIndex: -1, timer: null, nextAlbum: null,
  cfg: window.epidiascopeConfig || {},
  $: function (id) { return document.getElementById(id); },
  readEData: function () {
    var dls = this.$('eData').getElementsByTagName('dl'), out = [];
    for (var i = 0; i < dls.length; i++) {
      var dd = dls[i].getElementsByTagName('dd');
      out.push({ title: dls[i].getElementsByTagName('dt')[0].innerHTML, big: dd[0].innerHTML,
        small: dd[2].innerHTML, date: dd[3].innerHTML, intro: dd[4].innerHTML, id: dd[6].innerHTML });
    }
    this.filmstrips = out;
  },
  load: function (d) {
    var out = [];
    for (var i = 0; i < d.images.length; i++) {
      var im = d.images[i];
      out.push({ title: im.title, big: im.image_url || im.imageUrl || im.original,
        small: im.thumbnail, date: im.createtime || '', intro: im.intro, id: im.id });
    }
    this.filmstrips = out;
    this.nextAlbum = d.next_album || null;
    this.$('d_groupTitle').innerHTML = d.slide.title;
    document.title = d.slide.title + '_新浪网';
    if (this.nextAlbum && this.nextAlbum.url) {
      this.$('efpNextTxt').getElementsByTagName('a')[0].href = this.nextAlbum.url;
    }
  },
  renderList: function () {
    var self = this, ul = this.$('efpPicListCont').getElementsByTagName('ul')[0], html = '', i;
    for (i = 0; i < this.filmstrips.length; i++) {
      html += '<li><a href="javascript:void(0)"><img src="' + this.filmstrips[i].small + '" alt="" /></a></li>';
    }
    ul.innerHTML = html;
    var as = ul.getElementsByTagName('a');
    for (i = 0; i < as.length; i++) {
      (function (k) { as[k].onclick = function () { self.select(k, true); self.stop(); }; })(i);
    }
    var nums = this.$('hqPageNum');
    if (nums) {
      html = '';
      for (i = 0; i < this.filmstrips.length; i++) { html += '<a href=""><span>' + (i + 1) + '</span></a>'; }
      nums.innerHTML = html;
      as = nums.getElementsByTagName('a');
      for (i = 0; i < as.length; i++) {
        (function (k) { as[k].onclick = function () { self.select(k, true); return false; }; })(i);
      }
    }
  },
  select: function (n, manual) {
    var self = this, f = this.filmstrips[n], box = this.$('d_BigPic'), pic = document.createElement('img');
    this.selectedIndex = n;
    this.endSelect.close();
    box.innerHTML = '';
    pic.style.opacity = 0;
    pic.onload = function () { self.fitArea(pic); self.fade(pic); };
    pic.src = f.big;
    box.appendChild(pic);
    this.$('d_picTit').innerHTML = f.title;
    this.$('d_picTime').innerHTML = f.date;
    this.$('d_picIntro').innerHTML = f.intro;
    this.$('total').innerHTML = this.cfg.counterEm ?
      '(<em>' + (n + 1) + '</em>/<em>' + this.filmstrips.length + '</em>)' :
      '(<span>' + (n + 1) + '</span>/' + this.filmstrips.length + ')';
    var lis = this.$('efpPicListCont').getElementsByTagName('li');
    for (var i = 0; i < lis.length; i++) { lis[i].className = i === n ? 'selected' : ''; }
    if (manual) { this.setPageInfo(n); }
  },
  fade: function (pic) {
    var k = 0, t = setInterval(function () {
      k += 1;
      pic.style.opacity = k / 6;
      if (k >= 6) { clearInterval(t); }
    }, 50);
  },
  fitArea: function (pic) {
    var half = Math.round(pic.width / 2), l = this.$('efpLeftArea').style, r = this.$('efpRightArea').style;
    l.left = pic.offsetLeft + 'px';
    r.left = (pic.offsetLeft + half) + 'px';
    l.top = r.top = pic.offsetTop + 'px';
    l.width = r.width = half + 'px';
    l.height = r.height = pic.height + 'px';
  },
  setPageInfo: function (num) { window.location.hash = 'p=' + Math.round(num + 1); },
  next: function (manual) {
    var t = this.selectedIndex + 1;
    if (t >= this.filmstrips.length) {
      if (this.cfg.repetition) { t = 0; }
      else if (this.nextAlbum && this.nextAlbum['interface']) { this.loadNext(); return; }
      else { this.stop(); this.endSelect.open(); return; }
    }
    this.select(t, manual);
  },
  pre: function () { if (this.selectedIndex > 0) { this.select(this.selectedIndex - 1, true); } },
  loadNext: function () {
    var self = this, url = this.nextAlbum['interface'];
    this.nextAlbum = null;
    fetch(url).then(function (r) { return r.json(); }).then(function (d) {
      self.load(d);
      self.renderList();
      self.select(0, true);
    });
  },
  play: function () {
    var self = this;
    this.stop();
    this.timer = setInterval(function () { self.next(false); }, (this.cfg.timeSpeed || 5) * 1000);
    this.$('ecbPlay').className = 'playing';
  },
  stop: function () {
    if (this.timer) { clearInterval(this.timer); }
    this.timer = null;
    this.$('ecbPlay').className = '';
  },
  listMode: function () {
    var on = this.$('eList').style.display !== 'block', html = '';
    for (var i = 0; i < this.filmstrips.length && on; i++) {
      var f = this.filmstrips[i];
      html += '<dl><dt><img src="' + f.small + '" alt="" /></dt><dd><h3>' + f.title + '</h3><p>' +
        f.intro + '</p></dd></dl>';
    }
    this.$('eList').innerHTML = html;
    this.$('eList').style.display = on ? 'block' : 'none';
    this.$('efpBigPic').style.display = on ? 'none' : '';
    this.$('efpTxt').style.display = on ? 'none' : '';
  },
  init: function () {
    var self = this, $ = function (id) { return self.$(id); };
    this.endSelect = {
      open: function () { $('endSelect').style.display = 'block'; },
      close: function () { $('endSelect').style.display = 'none'; }
    };
    if (window.slide_data) { this.load(window.slide_data); } else { this.readEData(); }
    this.renderList();
    $('efpRightArea').onclick = function () { self.next(true); self.stop(); };
    $('efpLeftArea').onclick = function () { self.pre(); self.stop(); };
    $('ecbNext').onclick = function () { self.next(true); self.stop(); };
    $('ecbPre').onclick = function () { self.pre(); self.stop(); };
    $('ecbPlay').onclick = function () { if (self.timer) { self.stop(); } else { self.play(); } };
    $('ecbMode').onclick = function () { self.listMode(); };
    if (this.cfg.listArrowPages) {
      $('efpListRightArr').onclick = function () { self.next(true); self.play(); };
    } else {
      $('efpListRightArr').onmousedown = function () { $('efpPicListCont').scrollLeft += 120; };
    }
    $('efpListLeftArr').onmousedown = function () { $('efpPicListCont').scrollLeft -= 120; };
    $('rePlayBut').onclick = function () { self.select(0, true); };
    $('endSelClose').onclick = function () { self.endSelect.close(); };
    $('nextPicsBut').href = $('efpNextTxt').getElementsByTagName('a')[0].href;
    var scrollers = document.querySelectorAll('a[title^="向"]');
    for (var i = 0; i < scrollers.length; i++) {
      scrollers[i].onclick = function () {
        $('efpPicListCont').scrollLeft += this.title === '向右滚动' ? 120 : -120;
        return false;
      };
    }
    document.onkeydown = function (e) {
      if (e.keyCode === 39) { self.next(true); self.stop(); }
      if (e.keyCode === 37) { self.pre(); self.stop(); }
    };
    window.onhashchange = function () {
      var m = location.hash.match(/p=(\\d+)/i);
      if (m && parseInt(m[1], 10) - 1 !== self.selectedIndex) { self.select(parseInt(m[1], 10) - 1, false); }
    };
    var start = 0, page = location.hash.match(/p=(\\d+)/i), q = location.search.match(/[?&]img=(\\w+)/);
    if (page) { start = parseInt(page[1], 10) - 1; }
    else if (q) { for (i = 0; i < this.filmstrips.length; i++) { if (this.filmstrips[i].id === q[1]) { start = i; } } }
    if (start < 0 || start >= this.filmstrips.length) { start = 0; }
    this.select(start, false);
    if (this.cfg.autoPlay) { this.play(); }
  }
};
epidiascope.init();
"""


def sina_gallery(
    site: str,
    path: str,
    letter: str,
    title: str,
    channel: str,
    captions: list[str],
    dates: list[str],
    sibling: str,
    config: JSON,
    article_href: str,
    slide_data: JSON | None = None,
    hq: bool = False,
) -> None:
    ids = [f"{73000 + 11 * n + ord(letter)}" for n in range(1, len(captions) + 1)]
    if slide_data is None:
        dls = "\n".join(
            f"<dl><dt>{esc(title)}</dt><dd>{img(letter, n)}</dd><dd>{img(letter, n, True)}</dd>"
            f"<dd>{img(letter, n, True)}</dd><dd>{date}</dd><dd>{esc(cap)}</dd>"
            f"<dd>http://comment.news.sina.com.cn/comment/skin/default.html?id={pid}</dd>"
            f"<dd>{pid}</dd></dl>"
            for n, (cap, date, pid) in enumerate(zip(captions, dates, ids, strict=True), start=1)
        )
        data = f'<div id="eData" style="display:none">\n{dls}\n</div>'
    else:
        data = (
            "<script>\nvar slide_data = "
            + json.dumps(slide_data, ensure_ascii=False, separators=(",", ":"))
            + "\n</script>"
        )
    hq_top = hq_bottom = ""
    if hq:
        hq_top = (
            '<div class="hq-top">全屏播放 | <a href="" title="查看原图">查看原图</a> | '
            "<span>支持键盘</span><span>翻页</span></div>"
        )
        hq_bottom = (
            '<div class="hq-nav"><a title="向左滚动" href=""></a> <span id="hqPageNum"></span> '
            '<a title="向右滚动" href="">&nbsp;&gt;&nbsp;</a> '
            f'<a class="hq-nextgroup" href="{sibling}" target="_blank"><span>&gt; 下一图集</span></a></div>'
        )
    page = fill(
        SINA_PAGE,
        title=esc(title),
        channel=channel,
        article=article_href,
        sibling=sibling,
        hq_top=hq_top,
        hq_bottom=hq_bottom,
        data=data,
        config=json.dumps(config),
    )
    write(f"{site}/{path}", page)
    write(f"{site}/epidiascope.js", SINA_JS)
    EXPECTED[f"{site}/{path}"] = {
        "kind": "gallery",
        "title": title,
        "title_selector": "#d_groupTitle",
        "picture": "#d_BigPic img",
        "caption": ["#d_picIntro"],
        "caption_note": "#d_picTit repeats the gallery title on every slide; #d_picTime is a date",
        "counter": {"selector": "#total", "form": "{i}/{n}"},
        "slides": slides(site, letter, captions),
        "hash": {"scheme": "#p=N (1-based), written only on manual navigation", "ids": ids},
        "hash_at_slide_2": "#p=2",
        "oracle_next": {
            **css("#efpRightArea"),
            "action": "click",
            "note": "transparent div[title=下一张] over the right half of the picture, sized after load",
        },
        "also_next": [
            {**css("#ecbNext"), "action": "click", "note": "toolbar button, title=下一张"},
            {"key": "ArrowRight", "action": "key", "note": "document keydown"},
        ],
        "decoys": [],
        "deep_links": [{"suffix": "#p=3", "slide": 3}],
    }


def sina_decoys(sibling_path: str, end_next: bool) -> list[JSON]:
    out = [
        decoy(
            css("#efpListRightArr"),
            "mousedown",
            2,
            "stays",
            "thumbnail-strip arrow, bound to onmousedown: scrolls the strip",
        ),
        decoy(
            css("#efpNextTxt a"),
            "click",
            1,
            "navigate",
            "下一图集>>: sibling gallery",
            to=sibling_path,
        ),
        decoy(
            css("#ecbMode"),
            "click",
            2,
            "list_mode",
            "列表模式(tab): every caption at once",
            shows="#eList",
        ),
        decoy(css("#ecbPlay"), "click", 2, "stays", "autoplay toggle: no immediate change"),
        decoy(css(".efpLogo"), "click", 2, "stays", "watermark overlay lying over the hit zone"),
    ]
    if end_next:
        out += [
            decoy(css("#rePlayBut"), "click", "end", "restart", "重新播放 on #endSelect"),
            decoy(
                css("#nextPicsBut"),
                "click",
                "end",
                "navigate",
                "播放下一图集: href copied from 下一图集",
                to=sibling_path,
            ),
        ]
    return out


# --------------------------------------------------------------------------------------------
# §5 Tencent hdPic: slides from an XHR'd GBK .hdBigPic.js, mousedown half-image zone
# --------------------------------------------------------------------------------------------

TENCENT_PAGE = """<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8" />
<title>{{title}}_新闻_腾讯网</title>
<style>
body { margin: 0; font: 12px/1.6 "宋体", sans-serif; }
#Main { width: 960px; margin: 0 auto; }
#Main-A { position: relative; width: 720px; height: 400px; background: #000; overflow: hidden; }
#Main-A-pic { width: 720px; text-align: center; padding-top: 110px; }
#PicSrc { opacity: 0; }
#mouseOverleft, #mouseOverright { position: absolute; top: 0; height: 400px; width: 0; z-index: 2; }
#mouseOverleft { left: 0; }
#mouseOverright { right: 0; }
.pageLeft, .pageRight { display: none; position: absolute; top: 180px; width: 30px; height: 40px; background: #fff; }
.pageRight { right: 10px; }
#picShadow { position: absolute; left: 0; bottom: 0; width: 720px; height: 36px; background: rgba(0,0,0,.6); color: #ddd; z-index: 3; }
#end { position: absolute; left: 0; top: -400px; width: 720px; height: 286px; background: #f4f4f4; z-index: 6; }
#lastComend li { display: inline-block; width: 200px; }
#smallPic { position: relative; width: 720px; height: 50px; margin-top: 6px; }
#picList { position: absolute; left: 30px; width: 640px; overflow: hidden; white-space: nowrap; }
#picList li { display: inline-block; margin: 2px; }
#goleft, #goright { position: absolute; top: 6px; width: 20px; height: 36px; background: #aaa; display: block; }
#goleft { left: 0; }
#goright { right: 0; }
.banner { width: 720px; margin: 10px auto 0 0; height: 24px; position: relative; background: #eef; }
.banner .left, .banner .right { display: inline-block; width: 16px; height: 16px; background: #99c; }
.toolbar li { display: inline-block; margin-right: 12px; }
</style>
</head>
<body>
<div id="Main">
<div class="nav"><a href="{{article}}">腾讯首页</a> &gt; <a href="{{article}}">新闻中心</a> &gt; 高清组图</div>
<h1 id="titleText">{{title}}</h1>
<div class="info"><span class="pubTime">{{time}}</span> <span class="where">腾讯新闻</span></div>
<ul class="toolbar"><li id="slide"><a class="play" href="javascript:void(0)">幻灯播放</a></li>
<li id="picNum"><span id="cur"></span>/<span id="sum"></span></li></ul>
<div id="Main-A">
<div id="Main-A-pic"><img id="PicSrc" alt="" /></div>
<div id="mouseOverleft"><span class="pageLeft"></span></div>
<div id="mouseOverright"><span class="pageRight"></span></div>
<div id="picShadow">腾讯新闻 news.qq.com</div>
<div id="end">
<h3>末页推荐</h3>
<a id="replayPic" href="javascript:void(0)">重新播放</a> <a class="close" href="javascript:void(0)">关闭</a>
<ul id="lastComend">
<li><a href="{{article}}" target="_blank"><img src="img/r1.png" alt="" /><p>高清：颐和园秋色正浓 游人如织</p></a></li>
<li><a href="{{article}}" target="_blank"><img src="img/r2.png" alt="" /><p>组图：香山红叶进入最佳观赏期</p></a></li>
<li><a href="{{article}}" target="_blank"><img src="img/r3.png" alt="" /><p>高清：天坛公园银杏叶变黄</p></a></li>
</ul>
<div id="lastAD"><a href="{{article}}" target="_blank"><img src="img/ad.png" alt="" /></a></div>
<a class="more" href="{{article}}" target="_blank">进入腾讯图片中心&gt;&gt;</a>
</div>
</div>
<div id="Main-B"><p class="cnt"></p><p class="time-source">2014年10月21日　来源：腾讯新闻</p></div>
<div id="smallPic"><a id="goleft" class="left" href="javascript:void(0)"></a><div id="picList"><ul></ul></div><a id="goright" class="right" href="javascript:void(0)"></a></div>
<div class="banner"><span class="label">图片新闻</span> <a class="left" href="javascript:void(0)"></a>
<a id="tkText" href="{{article}}" target="_blank"></a> <a class="right" href="javascript:void(0)"></a></div>
</div>
<script src="hdpic.js"></script>
</body>
</html>
"""

TENCENT_JS = """/* hdPic look-alike: data by XHR from <page>.hdBigPic.js (GB2312), fallback .hdPic.js */
var hdPic = { fn: { _pageNow: 0, data: [], _isgoOn: false, _timer: null } };
(function (fn) {
  var $ = function (id) { return document.getElementById(id); };
  var base = location.pathname.split('/').pop().replace(/\\.htm$/, '');
  function get(url, ok, fail) {
    var x = new XMLHttpRequest();
    x.open('GET', url);
    x.onload = function () { if (x.status === 200) { ok(x.responseText); } else { fail(); } };
    x.onerror = fail;
    x.send();
  }
  function child(node, name) {
    for (var i = 0; i < node.Children.length; i++) { if (node.Children[i].Name === name) { return node.Children[i]; } }
    return null;
  }
  function fadeTo(el, to, done) {
    var from = parseFloat(el.style.opacity || 0), k = 0, t = setInterval(function () {
      k += 1;
      el.style.opacity = from + (to - from) * k / 4;
      if (k >= 4) { clearInterval(t); if (done) { done(); } }
    }, 40);
  }
  function parse(text) {
    var root = JSON.parse(text), imgs = child(root, 'groupimginfo').Children;
    for (var i = 0; i < imgs.length; i++) {
      fn.data.push({ big: child(imgs[i], 'bigimgurl').Content, small: child(imgs[i], 'smallimgurl').Content,
        text: child(imgs[i], 'cnt_article').Content });
    }
    fn._isgoOn = child(root, 'isgoon').Content !== '0'; //是否连续播放下一组图
  }
  fn._showBig = function (n) {
    var pic = $('PicSrc'), d = fn.data[n], lis = $('picList').getElementsByTagName('li');
    fn._pageNow = n;
    for (var i = 0; i < lis.length; i++) { lis[i].className = i === n ? 'now' : ''; }
    $('picList').scrollLeft = Math.max(0, n - 3) * 56;
    fadeTo(pic, 0, function () {
      pic.onload = function () {
        document.querySelector('#Main-B .cnt').innerHTML = d.text;
        $('cur').innerHTML = n + 1;
        fadeTo(pic, 1);
      };
      pic.src = d.big;
    });
    fn._creatUrl(n);
  };
  fn._creatUrl = function (n) {
    if (!window.pgvMain) { return; } // the hash waits for the tracking script
    setTimeout(function () { if (fn._pageNow === n) { location.hash = 'p=' + (n + 1); } }, 120);
  };
  fn._getLast = function () {
    var end = $('end'), top = -400, t = setInterval(function () {
      top = Math.min(114, top + 100);
      end.style.top = top + 'px';
      if (top >= 114) { clearInterval(t); }
    }, 30);
  };
  fn._clickright = function () {
    if (fn._pageNow < fn.data.length - 1) { fn._showBig(fn._pageNow + 1); } else { fn._getLast(); }
  };
  fn._clickleft = function () { if (fn._pageNow > 0) { fn._showBig(fn._pageNow - 1); } };
  function start(text) {
    parse(text);
    var html = '';
    for (var i = 0; i < fn.data.length; i++) { html += '<li><img src="' + fn.data[i].small + '" alt="" /></li>'; }
    $('picList').getElementsByTagName('ul')[0].innerHTML = html;
    var lis = $('picList').getElementsByTagName('li');
    for (i = 0; i < lis.length; i++) { (function (k) { lis[k].onclick = function () { fn._showBig(k); }; })(i); }
    $('sum').innerHTML = fn.data.length;
    var half = parseInt($('Main-A').offsetWidth / 2, 10);
    $('mouseOverright').style.width = half + 'px';
    $('mouseOverleft').style.width = half + 'px';
    var m = location.hash.match(/p=(\\d+)/), n = m ? parseInt(m[1], 10) - 1 : 0;
    fn._showBig(n >= 0 && n < fn.data.length ? n : 0);
    setTimeout(function () {
      var s = document.createElement('script');
      s.src = 'ping.js';
      document.body.appendChild(s);
    }, 300);
  }
  var zone = $('mouseOverright'), arrow = zone.getElementsByTagName('span')[0];
  zone.onmouseover = function () {
    arrow.style.display = 'block';
    arrow.title = "点击浏览下一张图片，支持'→'翻页";
  };
  zone.onmouseout = function () { arrow.style.display = 'none'; arrow.removeAttribute('title'); };
  zone.onmousedown = function () { fn._clickright(); };
  $('mouseOverleft').onmousedown = function () { fn._clickleft(); };
  $('goright').onclick = function () { fn._clickright(); return false; };
  $('goleft').onclick = function () { fn._clickleft(); return false; };
  document.onkeydown = function (e) {
    if (e.keyCode === 39) { fn._clickright(); }
    if (e.keyCode === 37) { fn._clickleft(); }
  };
  $('replayPic').onclick = function () { $('end').style.top = '-400px'; fn._showBig(0); };
  document.querySelector('#end .close').onclick = function () { $('end').style.top = '-400px'; };
  document.querySelector('.toolbar .play').onclick = function () {
    if (fn._timer) { clearInterval(fn._timer); fn._timer = null; this.innerHTML = '幻灯播放'; return; }
    fn._timer = setInterval(fn._clickright, 5000);
    this.innerHTML = '停止播放';
  };
  window.onhashchange = function () {
    var m = location.hash.match(/p=(\\d+)/);
    if (m && parseInt(m[1], 10) - 1 !== fn._pageNow) { fn._showBig(parseInt(m[1], 10) - 1); }
  };
  /* 图片新闻 ticker: rotates every 2 s on its own */
  var news = ['北京今冬首场雪或提前到来', '全国铁路客流持续高位运行', '多地出台措施稳定蔬菜价格',
    '国产大飞机完成新一轮试飞'], tk = 0;
  function tick(step) { tk = (tk + step + news.length) % news.length; $('tkText').innerHTML = news[tk]; }
  tick(0);
  setInterval(function () { tick(1); }, 2000);
  document.querySelector('.banner .right').onclick = function () { tick(1); return false; };
  document.querySelector('.banner .left').onclick = function () { tick(-1); return false; };
  get(base + '.hdBigPic.js', start, function () { get(base + '.hdPic.js', start, function () {}); });
})(hdPic.fn);
"""


def tencent_gallery(
    path: str, title: str, time: str, captions: list[str], article_href: str
) -> None:
    site, letter = "tencent_hdpic", "a"

    def node(name: str, content: str = "", children: list[JSON] | None = None) -> JSON:
        return {"Name": name, "Content": content, "Children": children or []}

    tree = node(
        "root",
        children=[
            node(
                "groupimginfo",
                children=[
                    node(
                        "groupimg",
                        children=[
                            node("bigimgurl", img(letter, n)),
                            node("smallimgurl", img(letter, n, True)),
                            node("bigimgwidth", "240"),
                            node("bigimgheight", "160"),
                            node("cnt_article", esc(cap)),
                        ],
                    )
                    for n, cap in enumerate(captions, start=1)
                ],
            ),
            node(
                "nextgroup",
                children=[node("url", article_href), node("title", "高清：颐和园秋色正浓")],
            ),
            node("isgoon", "0"),
        ],
    )
    stem = path.rsplit(".", 1)[0]
    page = fill(TENCENT_PAGE, title=esc(title), time=time, article=article_href)
    write(path, page)
    write(f"{stem}.hdBigPic.js", json.dumps(tree, ensure_ascii=False, indent=1), "gbk")
    write(f"{site}/hdpic.js", TENCENT_JS)
    write(
        f"{site}/ping.js",
        "/* stand-in for pingjs.qq.com/ping.js */\nwindow.pgvMain = function () {};\n",
    )
    EXPECTED[path] = {
        "kind": "gallery",
        "portal_section": "§5 Tencent hdPic",
        "title": title,
        "title_selector": "#titleText",
        "picture": "#PicSrc",
        "caption": ["#Main-B .cnt"],
        "caption_note": "p.time-source under the caption never changes; slide 3 has a blank caption",
        "counter": {"selector": "#picNum", "form": "{i}/{n}"},
        "slides": slides(site, letter, captions),
        "data_file": f"{stem}.hdBigPic.js",
        "data_encoding": "gbk",
        "hash": {
            "scheme": "#p=N (1-based), written 120 ms after a step, only once ping.js has loaded"
        },
        "oracle_next": {
            **css("#mouseOverright"),
            "action": "mousedown",
            "note": "invisible half-width zone sized by script; answers to mousedown only, title on hover",
        },
        "also_next": [
            {
                **css("#goright"),
                "action": "click",
                "note": "thumbnail-strip button class=right, same handler",
            },
            {"key": "ArrowRight", "action": "key", "note": "document keydown"},
        ],
        "decoys": [
            decoy(
                css("#mouseOverright"),
                "element_click",
                2,
                "stays",
                "a synthetic element.click() on the zone does nothing (mousedown only)",
            ),
            decoy(css(".toolbar .play"), "click", 2, "stays", "幻灯播放: starts a 5 s autoplay"),
            decoy(
                css(".banner .right"),
                "click",
                2,
                "stays",
                "class=right ticker arrow: rotates other headlines",
            ),
            decoy(
                css("#picShadow"), "click", 2, "stays", "watermark bar over the bottom of the zone"
            ),
            decoy(css("#replayPic"), "click", "end", "restart", "重新播放 on the #end panel"),
            decoy(
                css("#end .close"),
                "click",
                "end",
                "close_end",
                "closes the end panel; stays on the last",
            ),
            decoy(
                css("#lastComend a"),
                "click",
                "end",
                "popup",
                "末页推荐: other galleries, target=_blank",
            ),
            decoy(css("#lastAD a"), "click", "end", "popup", "ad slot in the end panel"),
        ],
        "end": {
            "type": "overlay",
            "selector": "#end",
            "text": "末页推荐",
            "note": "#end slides in from top:-400px to 114px over the picture (no wrap)",
        },
        "idle_change": {
            "selector": "#tkText",
            "period_ms": 2000,
            "note": "图片新闻 ticker rotates by itself",
        },
        "deep_links": [{"suffix": "#p=3", "slide": 3}],
    }


# --------------------------------------------------------------------------------------------
# §7 Sohu: every slide pre-rendered, lazy data-src, hashed class names, bare #N (0-based)
# --------------------------------------------------------------------------------------------

SOHU_PAGE = """<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8" />
<title>{{title}}-搜狐图片</title>
<style>
body { margin: 0; font: 14px/1.6 "PingFang SC", "Microsoft YaHei", sans-serif; }
.wrap-w { width: 960px; margin: 0 auto; position: relative; }
.pic-area { position: relative; width: 640px; height: 260px; background: #000; }
.scroll { width: 640px; height: 260px; overflow: hidden; }
._1dQy8 { width: {{track}}px; height: 260px; transition: transform .2s; }
.scroll-item { float: left; width: 640px; height: 260px; text-align: center; }
.scroll-item img { margin-top: 50px; }
._3Jm0A { position: absolute; top: 100px; width: 36px; height: 60px; background: rgba(255,255,255,.3); cursor: pointer; }
._2xTq1 { left: 0; }
._1kVnZ { right: 0; }
.pic-explain .txt p { display: none; margin: 4px 0; }
.pic-explain .txt p._active { display: block; }
.sidertab { position: absolute; left: 660px; top: 60px; width: 260px; border: 1px solid #ddd; }
</style>
</head>
<body>
<div class="wrap-w">
<div class="nav"><a href="{{article}}">搜狐首页</a> &gt; <a href="{{article}}">新闻</a> &gt; 图片</div>
<h1 id="article-title-hash">{{title}}</h1>
<div class="info">{{time}} 来源：搜狐新闻</div>
<div class="pic-main">
<div class="pic-area">
<div class="scroll"><div class="_1dQy8">
{{items}}
</div></div>
<span class="_3Jm0A _2xTq1"><i></i></span>
<span class="_3Jm0A _1kVnZ"><i></i></span>
</div>
<div class="pic-explain"><span class="_2Y0xW"><em></em>/{{count}}</span>
<div class="txt">
{{captions}}
</div></div>
</div>
</div>
<script>
(function () {
  var items = document.querySelectorAll('.scroll-item'), caps = document.querySelectorAll('.pic-explain .txt p');
  var track = document.querySelector('._1dQy8'), cur = -1;
  function lazy(k) {
    var im = items[k] && items[k].getElementsByTagName('img')[0];
    if (im && !im.getAttribute('src')) { im.src = im.getAttribute('data-src'); }
  }
  function go(n) {
    if (n < 0 || n >= items.length || n === cur) { return; }
    var old = cur;
    cur = n;
    lazy(n);
    lazy(n + 1);
    items[n].style.visibility = 'visible';
    track.style.transform = 'translateX(' + (-640 * n) + 'px)';
    for (var k = 0; k < caps.length; k++) { caps[k].className = k === n ? '_active' : ''; }
    document.querySelector('._2Y0xW em').innerHTML = n + 1;
    setTimeout(function () { if (old >= 0 && old !== cur) { items[old].style.visibility = 'hidden'; } }, 220);
    if (location.hash !== '#' + n) { location.hash = n; }
  }
  for (var k = 0; k < items.length; k++) { items[k].style.visibility = 'hidden'; }
  document.querySelector('._1kVnZ').onclick = function () { go(cur + 1); };
  document.querySelector('._2xTq1').onclick = function () { go(cur - 1); };
  window.onhashchange = function () {
    var m = location.hash.match(/^#(\\d+)$/);
    if (m) { go(parseInt(m[1], 10)); }
  };
  var m = location.hash.match(/^#(\\d+)$/);
  go(m ? Math.min(parseInt(m[1], 10), items.length - 1) : 0);
  /* the ad script drops a text-ad panel next to the gallery */
  setTimeout(function () {
    var ad = document.createElement('div');
    ad.className = 'sidertab';
    ad.innerHTML = '<ul><li><a href="{{article}}" target="_blank">推广：夏季旅游线路特惠 下一站去哪儿</a></li>' +
      '<li><a href="{{article}}" target="_blank">推广：新款手机限时抢购 点击查看</a></li></ul>';
    document.querySelector('.pic-main').appendChild(ad);
  }, 200);
})();
</script>
</body>
</html>
"""


def sohu_gallery(path: str, title: str, time: str, captions: list[str], article_href: str) -> None:
    site, letter = "sohu_scroller", "a"
    items = "\n".join(
        f'<div class="scroll-item"><div class="img-wrap"><img data-src="{img(letter, n)}" alt="" /></div></div>'
        for n in range(1, len(captions) + 1)
    )
    caps = "\n".join(f"<p>{esc(c)}</p>" for c in captions)
    page = fill(
        SOHU_PAGE,
        title=esc(title),
        time=time,
        items=items,
        captions=caps,
        count=len(captions),
        track=640 * len(captions),
        article=article_href,
    )
    write(path, page)
    EXPECTED[path] = {
        "kind": "gallery",
        "portal_section": "§7 Sohu pre-rendered scroller",
        "title": title,
        "title_selector": "#article-title-hash",
        "picture": ".scroll-item img",
        "caption": [".pic-explain .txt p"],
        "caption_note": "every caption is in the DOM; only the active <p> is displayed",
        "counter": {"selector": "._2Y0xW", "form": "{i}/{n}"},
        "slides": slides(site, letter, captions),
        "hash": {"scheme": "bare #N, 0-based"},
        "hash_at_slide_2": "#1",
        "oracle_next": {
            **css("span._1kVnZ"),
            "action": "click",
            "note": "next arrow: hashed class names, no text, no title",
        },
        "also_next": [],
        "decoys": [
            decoy(
                css("span._2xTq1"),
                "click",
                2,
                "previous",
                "the previous arrow (same hashed base class)",
            ),
            decoy(
                css(".sidertab a"), "click", 2, "popup", "text-ad panel injected by the ad script"
            ),
        ],
        "end": {
            "type": "stays",
            "note": "no end overlay: the arrow stays and does nothing at the last slide",
        },
        "deep_links": [{"suffix": "#2", "slide": 3}],
        "hidden_copies": [".scroll-item img[data-src]", ".pic-explain .txt p"],
    }


# --------------------------------------------------------------------------------------------
# §9 people.cn and §10 Xinhua: one picture per HTML page
# --------------------------------------------------------------------------------------------

PEOPLE_PAGE = """<!DOCTYPE html>
<html>
<head>
<meta http-equiv="content-type" content="text/html;charset=UTF-8" />
<title>{{title}}--图片频道--人民网</title>
<style>
body { margin: 0; font: 14px/1.8 "宋体", sans-serif; }
.pic_content { width: 760px; margin: 10px auto; }
#picG { text-align: center; background: #f6f6f6; padding: 20px 0; }
.page_n a { margin: 0 4px; }
.page_n a.common_current { font-weight: bold; color: #c00; }
</style>
</head>
<body>
<div class="nav"><a href="{{article}}">人民网</a> &gt;&gt; <a href="{{article}}">图片频道</a> &gt;&gt; 图片新闻</div>
<div class="pic_content">
<h1>{{title}}</h1>
<div class="page_c" style="text-align:right">2016年03月03日08:23&nbsp;&nbsp;来源：<a href="{{article}}">人民网</a></div>
<div id="picG"><p><img src="{{image}}" alt="" /></p></div>
<div class="content"><p>{{caption}}</p></div>
<div class="page_num">第{{i}}张/共{{n}}张</div>
<div class="page_n">{{pager}}</div>
<div class="edit">(责编：刘洋、高雷)</div>
<div class="next_article">下一篇：<a href="{{article}}">{{article_title}}</a></div>
</div>
</body>
</html>
"""

XINHUA_PAGE = """<!DOCTYPE html>
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>{{title}}-{{portal}}</title>
<style>
body { margin: 0; font: 14px/1.8 "Microsoft YaHei", Arial, sans-serif; }
#content { width: 760px; margin: 10px auto; }
.pic { text-align: center; background: #f2f2f2; padding: 20px 0; }
#div_currpage a { margin: 0 3px; }
#div_currpage a.cur { color: #c00; }
.picrotate { position: relative; width: 760px; height: 110px; margin: 20px auto; background: #eef; }
.LeftBotton, .RightBotton { position: absolute; top: 30px; width: 20px; height: 50px; display: block; background: #99b; }
.LeftBotton { left: 0; }
.RightBotton { right: 0; }
.pcont { position: absolute; left: 30px; width: 700px; overflow: hidden; }
.ScrCont { width: 2000px; }
.pcont .box { float: left; width: 170px; }
</style>
</head>
<body>
<div class="nav"><a href="{{article}}">{{portal}}</a> &gt; <a href="{{article}}">{{channel}}</a> &gt; 正文</div>
<div id="content">
<h1 id="title">{{title}}</h1>
<div class="info"><span class="h-time">{{time}}</span> {{source}}</div>
<div class="pic"><img src="{{image}}" alt="" /></div>
<p class="caption">{{caption}}</p>
<span class="num">{{counter}}</span>
<div id="div_currpage">{{pager}}</div>
</div>
<div class="picrotate">
<span class="title">{{ticker_label}}</span>
<a class="LeftBotton" onmousedown="ISL_GoUp_1()" onmouseup="ISL_StopUp_1()" onmouseout="ISL_StopUp_1()" href="javascript:void(0);" target="_self"></a>
<div class="pcont" id="ISL_Cont_1"><div class="ScrCont">
{{ticker}}
</div></div>
<a class="RightBotton" onmousedown="ISL_GoDown_1()" onmouseup="ISL_StopDown_1()" onmouseout="ISL_StopDown_1()" href="javascript:void(0);" target="_self"></a>
</div>
<script>
var ISL_T = null;
function ISL_Move(step) { ISL_Stop(); ISL_T = setInterval(function () { document.getElementById('ISL_Cont_1').scrollLeft += step; }, 20); }
function ISL_Stop() { if (ISL_T) { clearInterval(ISL_T); } ISL_T = null; }
function ISL_GoUp_1() { ISL_Move(-8); }
function ISL_GoDown_1() { ISL_Move(8); }
function ISL_StopUp_1() { ISL_Stop(); }
function ISL_StopDown_1() { ISL_Stop(); }
</script>
</body>
</html>
"""


def paged_gallery(
    site: str,
    first: str,
    letter: str,
    title: str,
    captions: list[str],
    page_name: Any,
    render: Any,
    oracle: JSON,
    url_pattern: str,
    extra: JSON,
) -> None:
    n_pages = len(captions)
    paths = [page_name(k) for k in range(1, n_pages + 1)]
    for k in range(1, n_pages + 1):
        write(f"{site}/{paths[k - 1]}", render(k, n_pages, paths))
    truth = slides(site, letter, captions)
    for k, s in enumerate(truth, start=1):
        s["page"] = f"{site}/{paths[k - 1]}"
    first_path = f"{site}/{first}"
    EXPECTED[first_path] = {
        "kind": "gallery",
        "title": title,
        "slides": truth,
        "oracle_next": {**oracle, "action": "url", "url_pattern": url_pattern},
        "also_next": [],
        "end": {"type": "no_next", "note": "the last page has no 下一页 link"},
        "deep_links": [],
        **extra,
    }
    for k in range(2, n_pages + 1):
        EXPECTED[f"{site}/{paths[k - 1]}"] = {"kind": "gallery", "part_of": first_path, "slide": k}


def people_gallery(title: str, captions: list[str], article: str, article_title: str) -> None:
    stem = "c1016-28167513"

    def name(k: int) -> str:
        return f"{stem}.html" if k == 1 else f"{stem}-{k}.html"

    def render(k: int, n: int, paths: list[str]) -> str:
        links = [f'<a href="{paths[max(k - 2, 0)]}">上一页</a>']
        for j in range(1, n + 1):
            cls = ' class="common_current"' if j == k else ""
            links.append(f'<a href="{paths[j - 1]}"{cls}>{j}</a>')
        if k < n:
            links.append(f'<a href="{paths[k]}">下一页</a>')
        return fill(
            PEOPLE_PAGE,
            title=esc(title),
            image=img("a", k),
            caption=esc(captions[k - 1]),
            i=k,
            n=n,
            pager="".join(links),
            article=article,
            article_title=esc(article_title),
        )

    paged_gallery(
        "people_pages",
        name(1),
        "a",
        title,
        captions,
        name,
        render,
        xpath("//div[@class='page_n']/a[text()='下一页']"),
        f"people_pages/{stem}-{{n}}.html",
        {
            "portal_section": "§9 people.cn pic",
            "title_selector": ".pic_content h1",
            "picture": "#picG img",
            "caption": ["div.content p"],
            "counter": {"selector": ".page_num", "form": "第{i}张/共{n}张"},
            "decoys": [
                decoy(
                    css(".next_article a"),
                    "click",
                    1,
                    "navigate",
                    "下一篇: a text article",
                    to=f"people_pages/{article}",
                ),
                decoy(
                    xpath("//div[@class='page_n']/a[text()='上一页']"),
                    "click",
                    1,
                    "navigate",
                    "上一页 on page 1 links to page 1 itself",
                    to=f"people_pages/{name(1)}",
                ),
            ],
        },
    )


def xinhua_gallery(
    first: str,
    letter: str,
    title: str,
    time: str,
    captions: list[str],
    *,
    english: bool,
    article: str,
) -> None:
    stem = first.rsplit(".", 1)[0]
    prev_text, next_text = ("Previous", "Next") if english else ("上一页", "下一页")

    def name(k: int) -> str:
        return f"{stem}.htm" if k == 1 else f"{stem}_{k}.htm"

    ticker = "\n".join(
        f'<div class="box"><a href="{article}" target="_blank"><p>{esc(t)}</p></a></div>'
        for t in (
            [
                "Villagers harvest rice in Guangxi",
                "Night view of Shanghai Bund",
                "Pandas play in Chengdu",
                "Snow scenery in Harbin",
                "Tulips bloom in Beijing park",
            ]
            if english
            else [
                "洋钉插入小伙眼球至颅内 医生成功取出",
                "航拍秋日梯田如画",
                "大熊猫幼崽首次亮相",
                "哈尔滨冰雪大世界开园",
                "北京植物园郁金香盛开",
            ]
        )
    )

    def render(k: int, n: int, paths: list[str]) -> str:
        paths = [p.rsplit("/", 1)[-1] for p in paths]
        links = [] if k == 1 else [f'<a href="{paths[k - 2]}">{prev_text}</a>']
        for j in range(1, n + 1):
            cls = "order cur" if j == k else "order"
            links.append(f'<a href="{paths[j - 1]}" class="{cls}">{j}</a>')
        if k < n:
            links.append(f'<a href="{paths[k]}">{next_text}</a>')
        return fill(
            XINHUA_PAGE,
            title=esc(title),
            portal="Xinhua" if english else "新华网",
            channel="Photos" if english else "图片",
            time=time,
            source="Source: Xinhua" if english else "来源：新华网",
            image=("../" if english else "") + img(letter, k),
            caption=esc(captions[k - 1]),
            counter=f"{k} of {n}" if english else f"{k}/{n}",
            pager=" ".join(links),
            ticker_label="In Pictures" if english else "图片新闻",
            ticker=ticker,
            article=article,
        )

    site = "xinhua_pages"
    paged_gallery(
        site,
        name(1),
        letter,
        title,
        captions,
        name,
        render,
        xpath(f"//div[@id='div_currpage']/a[text()='{next_text}']"),
        f"{site}/{stem}_{{n}}.htm",
        {
            "portal_section": "§10 Xinhua photo" + (" (English edition)" if english else ""),
            "language": "en" if english else "zh",
            "title_selector": "#title",
            "picture": ".pic img",
            "caption": ["p.caption"],
            "counter": {"selector": ".num", "form": "{i} of {n}" if english else "{i}/{n}"},
            "decoys": [
                decoy(
                    css("a.RightBotton"),
                    "mousedown",
                    1,
                    "stays",
                    "ticker arrow, class contains Right, onmousedown only: scrolls other photo stories",
                ),
                decoy(
                    css(".pcont a"),
                    "click",
                    1,
                    "popup",
                    "ticker story: another page, target=_blank",
                ),
            ],
        },
    )


# --------------------------------------------------------------------------------------------
# §13 jQuery "piccontent" template
# --------------------------------------------------------------------------------------------

PICCONTENT_PAGE = """<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8" />
<title>{{title}}</title>
<style>
body { margin: 0; font: 14px/1.6 "Microsoft YaHei", sans-serif; }
.piccontent { width: 760px; margin: 10px auto; position: relative; }
.picmid { position: relative; width: 640px; height: 260px; background: #222; text-align: center; }
#pic1 { margin-top: 50px; }
.contextDiv { position: absolute; top: 0; width: 50%; height: 260px; display: block; }
#preArrow { left: 0; }
#nextArrow { right: 0; }
.contextDiv span { display: none; position: absolute; top: 110px; width: 30px; height: 40px; background: #fff; }
#nextArrow span { right: 10px; }
.contextDiv:hover span { display: block; }
.picstrip { position: relative; width: 640px; height: 50px; margin-top: 6px; }
.picmidleft, .picmidright { position: absolute; top: 8px; }
.picmidleft { left: 0; }
.picmidright { right: 0; }
.picmidmid { position: absolute; left: 30px; width: 580px; overflow: hidden; white-space: nowrap; }
.picmidmid li { display: inline-block; margin: 2px; }
.bodymodal { display: none; position: fixed; left: 0; top: 0; width: 100%; height: 100%; background: rgba(0,0,0,.5); z-index: 1000; }
.endtop, .firsttop { display: none; position: fixed; left: 50%; top: 120px; width: 360px; margin-left: -180px; background: #fff; z-index: 1001; padding: 10px; }
</style>
</head>
<body>
<div class="top"><a href="{{article}}">首页</a> &gt; <a href="{{article}}">图片新闻</a></div>
<div class="piccontent">
<h1 class="pictitle">{{title}}</h1>
<div class="picinfo">发布时间：2016-06-18 10:30　来源：校园新闻网</div>
<div class="picmid">
<img id="pic1" curindex="0" src="{{first_big}}" alt="" />
<a id="preArrow" href="javascript:void(0)" class="contextDiv" title="上一张"><span id="preArrow_A"></span></a>
<a id="nextArrow" href="javascript:void(0)" class="contextDiv" title="下一张"><span id="nextArrow_A"></span></a>
</div>
<div class="miaoshu">{{first_text}}</div>
<div class="picnum">第<span id="curNum">1</span>张/共{{count}}张</div>
<div class="picstrip">
<div class="picmidleft"><a href="javascript:void(0)" id="preArrow_B"><img src="img/left1.png" alt="上一个" /></a></div>
<div class="picmidmid"><ul>
{{thumbs}}
</ul></div>
<div class="picmidright"><a href="javascript:void(0)" id="nextArrow_B"><img src="img/right1.png" alt="下一个" /></a></div>
</div>
</div>
<div class="bodymodal"></div>
<div class="firsttop"><h2 id="H2">已到第一张图片了。</h2><p><a class="closebtn1" href="javascript:;">关闭</a></p></div>
<div class="endtop"><h2 id="H1">已到最后一张图片了。</h2>
<p><a class="replaybtn2" href="javascript:;">重新播放</a></p>
<p>{{prev_set}} {{next_set}}</p></div>
<script src="js/newsdetail.js"></script>
</body>
</html>
"""

PICCONTENT_JS = """/* piccontent look-alike, vanilla instead of jQuery */
(function () {
  var thumbs = document.querySelectorAll('.picmidmid img'), pic = document.getElementById('pic1');
  var modal = document.querySelector('.bodymodal'), endtop = document.querySelector('.endtop');
  var firsttop = document.querySelector('.firsttop');
  function fadeTo(to, done) {
    var from = parseFloat(pic.style.opacity || 1), k = 0, t = setInterval(function () {
      k += 1;
      pic.style.opacity = from + (to - from) * k / 4;
      if (k >= 4) { clearInterval(t); if (done) { done(); } }
    }, 50);
  }
  function go(i) {
    var t = thumbs[i];
    pic.setAttribute('curindex', i);
    fadeTo(0.3, function () {
      pic.onload = function () {
        document.querySelector('.miaoshu').textContent = t.getAttribute('text');
        document.getElementById('curNum').innerHTML = i + 1;
        fadeTo(1);
      };
      pic.src = t.getAttribute('bigimg');
    });
  }
  function nextclick() {
    var i = parseInt(pic.getAttribute('curindex'), 10);
    if (i !== thumbs.length - 1) { go(i + 1); } else { modal.style.display = 'block'; endtop.style.display = 'block'; }
  }
  function preclick() {
    var i = parseInt(pic.getAttribute('curindex'), 10);
    if (i !== 0) { go(i - 1); } else { modal.style.display = 'block'; firsttop.style.display = 'block'; }
  }
  function close() { modal.style.display = endtop.style.display = firsttop.style.display = 'none'; }
  document.getElementById('nextArrow').onclick = nextclick;
  document.getElementById('nextArrow_B').onclick = nextclick;
  document.getElementById('preArrow').onclick = preclick;
  document.getElementById('preArrow_B').onclick = preclick;
  document.querySelector('.replaybtn2').onclick = function () { close(); go(0); };
  document.querySelector('.closebtn1').onclick = close;
  for (var k = 0; k < thumbs.length; k++) {
    (function (i) { thumbs[i].onclick = function () { go(i); }; })(k);
  }
})();
"""


def piccontent_gallery(
    path: str,
    letter: str,
    title: str,
    captions: list[str],
    prev_set: str,
    next_set: str,
    article_href: str,
) -> None:
    site = "jquery_piccontent"
    thumbs = "\n".join(
        f'<li><a href="javascript:void(0)"><img src="{img(letter, n, True)}" bigimg="{img(letter, n)}" '
        f'text="{esc(cap)}" /></a></li>'
        for n, cap in enumerate(captions, start=1)
    )
    page = fill(
        PICCONTENT_PAGE,
        title=esc(title),
        first_big=img(letter, 1),
        first_text=esc(captions[0]),
        count=len(captions),
        thumbs=thumbs,
        prev_set=f'<a class="prevset" href="{prev_set}">上一图集</a>' if prev_set else "",
        next_set=f'<a class="nextset" href="{next_set}">下一图集</a>' if next_set else "",
        article=article_href,
    )
    write(path, page)
    write(f"{site}/js/newsdetail.js", PICCONTENT_JS)
    decoys = [
        decoy(
            css("#preArrow"),
            "click",
            1,
            "stays",
            "prev at the first picture: modal .firsttop 已到第一张图片了。",
        ),
        decoy(css(".replaybtn2"), "click", "end", "restart", "重新播放 in the .endtop modal"),
    ]
    if next_set:
        decoys.append(
            decoy(
                css(".endtop a.nextset"),
                "click",
                "end",
                "navigate",
                "下一图集: sibling gallery",
                to=f"{site}/{next_set}",
            )
        )
    EXPECTED[path] = {
        "kind": "gallery",
        "portal_section": "§13 jQuery piccontent template",
        "title": title,
        "title_selector": "h1.pictitle",
        "picture": "#pic1",
        "caption": [".miaoshu"],
        "counter": {"selector": ".picnum", "form": "第{i}张/共{n}张"},
        "slides": slides(site, letter, captions),
        "oracle_next": {
            **css("#nextArrow"),
            "action": "click",
            "note": "a#nextArrow[title=下一张] over the right half; its span shows only on hover",
        },
        "also_next": [
            {**css("#nextArrow_B"), "action": "click", "note": "img alt=下一个 beside the strip"}
        ],
        "decoys": decoys,
        "end": {
            "type": "overlay",
            "selector": ".endtop",
            "text": "已到最后一张图片了。",
            "note": "full-page .bodymodal blocks further clicks; no wrap-around",
        },
        "deep_links": [],
        "hidden_copies": ["img[bigimg][text] thumbnail attributes"],
    }


# --------------------------------------------------------------------------------------------
# Content
# --------------------------------------------------------------------------------------------


def build_netease_nph() -> None:
    art = "14/0420/09/9QA1B2C300084TUR.html"
    nph_gallery(
        "netease_nph/165917.html",
        "a",
        "2014北京车展观展指南",
        "2014-04-18 10:20:31",
        [
            "9Q4MV6BO5BD20008",
            "9Q4MV7CP5BD20008",
            "9Q4MV8DQ5BD20008",
            "9Q4MV9ER5BD20008",
            "9Q4MVAFS5BD20008",
            "9Q4MVBGT5BD20008",
        ],
        [
            "车展观展指南 高富帅看车展",
            "车展观展指南 高富帅看车展",
            "豪华品牌展台人气爆棚",
            "豪华品牌展台人气爆棚",
            "豪华品牌展台人气爆棚",
            "自主品牌新车集中亮相",
        ],
        "netease_nph/165920.html",
        "北京车展：概念车抢先看",
        art,
    )
    nph_gallery(
        "netease_nph/165920.html",
        "b",
        "北京车展：概念车抢先看",
        "2014-04-19 09:02:11",
        ["9Q6A0H2K5BD20008", "9Q6A1I3L5BD20008", "9Q6A2J4M5BD20008", "9Q6A3K5N5BD20008"],
        ["奔驰概念车全球首发", "奔驰概念车全球首发", "长城汽车发布全新SUV概念车", "概念车内饰细节"],
        "netease_nph/165917.html",
        "2014北京车展观展指南",
        art,
    )
    article(
        f"netease_nph/{art}",
        portal="网易",
        channel="网易汽车",
        encoding="gbk",
        title="2014北京车展今日开幕 新能源车成最大看点",
        time_text="2014-04-20 09:30:12",
        publish_time="2014-04-20 09:30",
        source="网易汽车",
        paragraphs=[
            "4月20日，第十三届北京国际汽车展览会在中国国际展览中心新、老两馆同时开幕，本届车展共展出车辆1134台。",
            "记者在现场看到，新能源车型成为各大展台的焦点，多家自主品牌集中发布了插电式混合动力和纯电动车型。",
            "业内人士表示，随着充电设施逐步完善和补贴政策落地，新能源汽车有望在未来几年迎来较快增长。",
        ],
        next_href="../../../165917.html",
        next_title="2014北京车展观展指南",
        home="../../../165917.html",
        wrap="post_content",
        body_id="endText",
        info_class="post_time_source",
    )


def build_netease3() -> None:
    art = "16/0512/10/BN0A1B2C00094P0U.html"
    netease3_gallery(
        "netease3/5642.html",
        "a",
        "图说电脑简史：从NeXT到一体机",
        "2016-05-12 09:31:02",
        "这组图片带你回顾个人电脑发展史上的经典机型，其中不少已成为收藏者追捧的对象。",
        ["乔布斯与NeXT电脑", "NeXTcube工作站", "", "早期苹果一体机", "NeXT操作系统界面"],
        "netease3/5650.html",
        "世界各地学校的食堂伙食",
        art,
    )
    netease3_gallery(
        "netease3/5650.html",
        "b",
        "世界各地学校的食堂伙食",
        "2016-05-13 14:05:40",
        "牛排搭配布丁，看看世界各地的学生中午都吃什么。",
        ["中国台湾早餐", "日本学校午餐", "法国学校午餐", "法国学校午餐"],
        "netease3/5642.html",
        "图说电脑简史：从NeXT到一体机",
        art,
    )
    article(
        f"netease3/{art}",
        portal="网易",
        channel="网易科技",
        title="国产智能手机出货量同比增长 中低端市场竞争加剧",
        time_text="2016-05-12 10:05:33",
        publish_time="2016-05-12 10:05",
        source="网易科技报道",
        paragraphs=[
            "市场研究机构最新发布的数据显示，今年第一季度国产智能手机出货量同比增长百分之十二。",
            "报告指出，千元以下机型的竞争明显加剧，多家厂商开始通过线下渠道拓展三四线城市市场。",
            "分析人士认为，随着用户换机周期延长，手机厂商需要在续航、拍照等方面形成差异化优势。",
        ],
        next_href="../../../5642.html",
        next_title="图说电脑简史：从NeXT到一体机",
        home="../../../5642.html",
        wrap="post_content",
        body_id="endText",
        info_class="post_time_source",
    )


SINA_A_CAPTIONS = [
    "6月15日，广州市天河区，市民在积水路段涉水前行。当日，广州遭遇今年入汛以来最强降雨。",
    "6月15日，广州市越秀区，环卫工人在清理被暴雨冲倒的树木。",
    "6月15日，江西南昌，交警在积水路口指挥交通。",
    "6月15日，江西南昌，一辆公交车在积水中缓慢行驶。",
    "6月16日，福建福州，消防官兵转移被困群众。",
    "6月16日，福建福州，消防官兵转移被困群众。",
    "6月16日，湖南长沙，湘江水位持续上涨，市民在江边观看。",
]


def build_sina_epidiascope() -> None:
    site, art = "sina_epidiascope", "c/2013-06-16/184027418801.shtml"
    sina_gallery(
        site,
        "slide_1_2841_156226.html",
        "a",
        "组图：南方多地遭遇强降雨 部分路段积水严重",
        "新闻中心",
        SINA_A_CAPTIONS,
        [
            "2013-06-15 14:22",
            "2013-06-15 15:03",
            "2013-06-15 16:40",
            "2013-06-15 16:52",
            "2013-06-16 09:15",
            "2013-06-16 09:18",
            "2013-06-16 11:30",
        ],
        "slide_1_2841_156300.html",
        {"repetition": False, "autoPlay": True, "timeSpeed": 5},
        art,
    )
    sina_gallery(
        site,
        "slide_1_2841_156300.html",
        "b",
        "高清：航拍雨后漓江山水",
        "新闻中心",
        [
            "雨后的漓江云雾缭绕，宛如一幅水墨画。",
            "竹筏在江面上缓缓前行。",
            "九马画山一带游客络绎不绝。",
            "夕阳下的兴坪古镇。",
        ],
        ["2013-06-17 08:00", "2013-06-17 08:10", "2013-06-17 08:20", "2013-06-17 08:30"],
        "slide_1_2841_156226.html",
        {"repetition": True, "autoPlay": False, "timeSpeed": 5},
        art,
    )
    a = EXPECTED[f"{site}/slide_1_2841_156226.html"]
    a["portal_section"] = "§3 Sina epidiascope + #eData"
    a["decoys"] = sina_decoys(f"{site}/slide_1_2841_156300.html", end_next=True)
    a["end"] = {
        "type": "overlay",
        "selector": "#endSelect",
        "text": "您已经浏览完所有图片",
        "note": "#endSelect over the picture with 重新播放 / 播放下一图集",
    }
    a["idle_change"] = {
        "selector": "#d_picIntro",
        "period_ms": 5000,
        "note": "autoPlay:true advances until a click",
    }
    ids = a["hash"]["ids"]
    a["deep_links"].append({"suffix": f"?img={ids[4]}", "slide": 5})
    a["hidden_copies"] = ["div#eData[style=display:none] dl/dt/dd"]
    b = EXPECTED[f"{site}/slide_1_2841_156300.html"]
    b["portal_section"] = "§3 Sina epidiascope, repetition:true variant"
    b["decoys"] = sina_decoys(f"{site}/slide_1_2841_156226.html", end_next=False)
    b["end"] = {
        "type": "wrap",
        "note": "repetition:true: next after the last goes back to the first picture",
    }
    article(
        f"{site}/{art}",
        portal="新浪网",
        channel="新闻中心",
        title="南方强降雨持续 多地启动防汛应急响应",
        time_text="2013年06月16日18:40",
        publish_time="2013-06-16 18:40",
        source="新华网",
        paragraphs=[
            "新华网广州6月16日电 受持续强降雨影响，广东、江西、福建等地部分地区出现内涝，多地启动防汛四级应急响应。",
            "气象部门预计，未来三天南方地区仍有较强降雨过程，提醒公众减少不必要的外出。",
            "目前，各地已累计转移安置受灾群众一万余人，电力、交通等部门正在抓紧抢修受损设施。",
        ],
        next_href="../../slide_1_2841_156226.html",
        next_title="组图：南方多地遭遇强降雨 部分路段积水严重",
        home="../../slide_1_2841_156226.html",
        pager='<p class="page"><a href="#">下一页</a></p>',
        note="p.page a 下一页 is an article pager stub (links to #)",
    )


def build_sina_slidedata() -> None:
    site, art = "sina_slidedata", "basketball/cba/2013-04-05/22156500001.shtml"
    a_caps = [
        "北京时间4月5日，CBA总决赛第五场在东莞打响，广东队主场迎战北京队。",
        "比赛开始前，东莞篮球中心座无虚席。",
        "易建联在比赛中强攻篮下。",
        "易建联在比赛中强攻篮下。",
        "终场哨响，广东队球员庆祝夺冠。",
    ]
    b_caps = [
        "广东队举行夺冠庆典，球员依次登台领取奖牌。",
        "主教练高举奖杯向球迷致意。",
        "数千名球迷在体育馆外彩排助威。",
        "庆典在烟花中落下帷幕。",
    ]
    next_title = "组图：广东队夺冠庆典现场 球迷狂欢"
    next_page = "slide_2_792_193612.html"

    def images(letter: str, title: str, caps: list[str], key: str) -> list[JSON]:
        return [
            {
                "title": title,
                "intro": cap,
                key: img(letter, n),
                "thumbnail": img(letter, n, True),
                "id": f"{letter}{86000 + n}",
                "createtime": "2013-04-05",
            }
            for n, cap in enumerate(caps, start=1)
        ]

    album_b = {
        "slide": {"title": next_title, "id": "193612"},
        "images": images("b", next_title, b_caps, "imageUrl"),
        "next_album": {},
        "prev_album": {
            "title": "组图：CBA总决赛第五场 广东主场夺冠",
            "url": "slide_2_792_193598.html",
        },
    }
    album_a = {
        "slide": {"title": "组图：CBA总决赛第五场 广东主场夺冠", "id": "193598"},
        "images": images("a", "CBA总决赛第五场", a_caps, "image_url"),
        "next_album": {
            "title": next_title,
            "url": next_page,
            "thumb": img("b", 1, True),
            "interface": "api/album_193612.json",
        },
        "prev_album": {},
    }
    write(f"{site}/api/album_193612.json", json.dumps(album_b, ensure_ascii=False, indent=1))
    cfg = {
        "repetition": False,
        "autoPlay": False,
        "timeSpeed": 5,
        "listArrowPages": True,
        "counterEm": True,
    }
    sina_gallery(
        site,
        "slide_2_792_193598.html",
        "a",
        album_a["slide"]["title"],
        "新浪体育",
        a_caps,
        ["2013-04-05"] * 5,
        next_page,
        cfg,
        art,
        slide_data=album_a,
        hq=True,
    )
    sina_gallery(
        site,
        next_page,
        "b",
        next_title,
        "新浪体育",
        b_caps,
        ["2013-04-05"] * 4,
        "slide_2_792_193598.html",
        cfg,
        art,
        slide_data=album_b,
        hq=True,
    )
    for path, other in (
        ("slide_2_792_193598.html", next_page),
        (next_page, "slide_2_792_193598.html"),
    ):
        e = EXPECTED[f"{site}/{path}"]
        e["portal_section"] = "§4 Sina slide_data (+ §12 huanqiu-clone skin)"
        e["counter"] = {"selector": "#total", "form": "{i}/{n}"}
        e["also_next"].append(
            {
                **css("#efpListRightArr"),
                "action": "click",
                "note": "in this copy the strip arrow DOES page (onclick = next(); play()) and starts autoplay",
            }
        )
        e["decoys"] = [
            decoy(
                css("#efpNextTxt a"),
                "click",
                1,
                "navigate",
                "下一图集>>: the other album's own page",
                to=f"{site}/{other}",
            ),
            decoy(
                css("a.hq-nextgroup"),
                "click",
                1,
                "popup",
                "> 下一图集 (huanqiu skin), target=_blank",
            ),
            decoy(
                css("a[title='向右滚动']"),
                "click",
                2,
                "stays",
                'href="" strip scroller (huanqiu skin)',
            ),
            decoy(
                css("#ecbMode"),
                "click",
                2,
                "list_mode",
                "列表模式(tab): every caption at once",
                shows="#eList",
            ),
            decoy(
                css("#hqPageNum a:first-child"),
                "click",
                2,
                "restart",
                'page-number anchor with href="": jumps to picture 1',
            ),
        ]
        e["hidden_copies"] = [
            "var slide_data = {...} (RSSHub regex /var slide_data = (\\{.*?\\})\\s/)"
        ]
    a = EXPECTED[f"{site}/slide_2_792_193598.html"]
    a["end"] = {
        "type": "next_album_in_place",
        "title": next_title,
        "first_image": f"{site}/img/b1.png",
        "first_caption": b_caps[0],
        "note": "next() past the end fetches next_album.interface and reloads the player in place: "
        "same URL path, new title, counter back to (1/4)",
    }
    b = EXPECTED[f"{site}/{next_page}"]
    b["end"] = {
        "type": "overlay",
        "selector": "#endSelect",
        "text": "您已经浏览完所有图片",
        "note": "no next_album.interface: ends with #endSelect",
    }
    b["decoys"].append(
        decoy(css("#rePlayBut"), "click", "end", "restart", "重新播放 on #endSelect")
    )
    article(
        f"{site}/{art}",
        portal="新浪网",
        channel="新浪体育",
        title="CBA总决赛：广东主场击败北京 时隔四年再夺冠军",
        time_text="2013年04月05日22:15",
        publish_time="2013-04-05 22:15",
        source="新浪体育",
        paragraphs=[
            "新浪体育讯 北京时间4月5日晚，CBA总决赛第五场在东莞进行，广东队主场以九十八比八十六战胜北京队。",
            "广东队以总比分四比一夺得本赛季总冠军，这是球队历史上第八个总冠军。",
            "赛后，易建联当选总决赛最有价值球员，他表示球队的团结是夺冠的关键。",
        ],
        next_href="../../../slide_2_792_193598.html",
        next_title="组图：CBA总决赛第五场 广东主场夺冠",
        home="../../../slide_2_792_193598.html",
    )


def build_tencent() -> None:
    art = "a/20141021/039700.htm"
    tencent_gallery(
        "tencent_hdpic/039659.htm",
        "高清：故宫博物院迎来建院89周年",
        "2014年10月21日08:31",
        [
            "10月10日，故宫博物院迎来建院89周年，游客在太和殿广场参观。",
            "午门展厅内，观众在欣赏馆藏书画精品。",
            "",
            "工作人员在文物医院修复一件清代钟表。",
            "夕阳下的故宫角楼。",
        ],
        art,
    )
    article(
        f"tencent_hdpic/{art}",
        portal="腾讯网",
        channel="新闻中心",
        title="故宫博物院发布秋季开放安排 部分展厅延长开放时间",
        time_text="2014年10月21日10:12",
        publish_time="2014-10-21 10:12",
        source="腾讯新闻",
        paragraphs=[
            "腾讯新闻讯 故宫博物院21日发布秋季开放安排，自即日起部分展厅将延长开放时间。",
            "据介绍，延长开放的展厅包括钟表馆和珍宝馆，观众可在闭馆前一小时停止入场。",
            "故宫方面提醒，旺季期间实行实名制售票，观众需提前通过官方渠道预约参观。",
        ],
        next_href="../../039659.htm",
        next_title="高清：故宫博物院迎来建院89周年",
        home="../../039659.htm",
        body_id="Cnt-Main-Article-QQ",
        info_class="pubTime",
        pager='<div id="ArtPLink"><ul><li><a href="#">下一页</a></li></ul></div>',
        note="#ArtPLink 下一页: QQ article pager stub (links to #)",
    )


def build_sohu() -> None:
    art = "a/201607/n457123456.shtml"
    sohu_gallery(
        "sohu_scroller/group-663128.shtml",
        "组图：杭州西湖迎来赏荷季",
        "2016-07-05 10:12",
        [
            "7月4日，杭州西湖曲院风荷景区，荷花竞相开放。",
            "游客在荷花丛中拍照留念。",
            "一只蜻蜓停在含苞待放的荷花上。",
            "游客在荷花丛中拍照留念。",
            "雨后的西湖荷叶上挂满水珠。",
            "傍晚时分，游船从荷花丛旁驶过。",
        ],
        art,
    )
    article(
        f"sohu_scroller/{art}",
        portal="搜狐",
        channel="搜狐新闻",
        title="杭州西湖荷花进入盛花期 游客量明显增加",
        time_text="2016-07-05 09:40",
        publish_time="2016-07-05 09:40",
        source="搜狐新闻",
        paragraphs=[
            "进入七月，杭州西湖各处荷花陆续进入盛花期，曲院风荷、北山街一带游客明显增多。",
            "西湖景区管理部门表示，今年荷花种植面积较往年有所扩大，花期预计持续到八月中旬。",
            "为保障游览秩序，景区在周末增派了管理人员，并提醒游客文明赏花，不要采摘荷花。",
        ],
        next_href="../../group-663128.shtml",
        next_title="组图：杭州西湖迎来赏荷季",
        home="../../group-663128.shtml",
        wrap="article-page",
        body_id="mp-editor",
        info_class="article-info",
    )


def build_people() -> None:
    art, art_title = "c1004-28166102.html", "各地抓住有利天气 加快推进春耕生产"
    people_gallery(
        "航拍春耕时节的田野",
        [
            "3月2日，江苏省泰州市姜堰区，农民在田间驾驶农机翻耕土地。",
            "3月2日，安徽省合肥市肥西县，春耕时节的田野宛如一幅画卷。",
            "3月2日，湖北省宜昌市，茶农在茶园里采摘春茶。",
            "3月2日，四川省眉山市，农民在田间移栽秧苗。",
        ],
        art,
        art_title,
    )
    article(
        f"people_pages/{art}",
        portal="人民网",
        channel="社会",
        title=art_title,
        time_text="2016年03月03日08:10",
        publish_time="2016-03-03 08:10",
        source="人民网－人民日报",
        paragraphs=[
            "惊蛰将至，各地抓住气温回升的有利时机，加快推进春耕备耕工作。",
            "农业部门组织技术人员深入田间地头，指导农民科学施肥、合理用药，确保春播顺利进行。",
            "据统计，目前全国春耕备耕农资储备充足，化肥、种子等农资价格总体保持稳定。",
        ],
        next_href="c1016-28167513.html",
        next_title="航拍春耕时节的田野",
        home="c1016-28167513.html",
        wrap="text_con",
        body_id="rwb_zw",
        info_class="box01",
    )


def build_xinhua() -> None:
    art = "c_1115001234.htm"
    xinhua_gallery(
        "c_1116961022.htm",
        "a",
        "新疆伊犁：杏花盛开引游人",
        "2015-04-08 09:12:44",
        [
            "4月7日，游客在新疆伊犁哈萨克自治州新源县吐尔根乡杏花沟赏花。",
            "4月7日，杏花沟里的野杏花漫山遍野。",
            "4月7日，当地牧民骑马穿过杏花林。",
            "4月7日，游客在杏花沟里拍照留念。",
            "4月7日，雪山下的杏花沟景色宜人。",
        ],
        english=False,
        article=art,
    )
    xinhua_gallery(
        "english/c_137436890.htm",
        "e",
        "In pics: autumn scenery across China",
        "2018-09-01 10:05:17",
        [
            "Tourists visit the Hemu village in Xinjiang, northwest China, Aug. 31, 2018.",
            "Farmers harvest rice in Guilin, south China's Guangxi, Aug. 31, 2018.",
            "Aerial photo shows terraced fields in Yunnan province, Aug. 31, 2018.",
            "Visitors enjoy the scenery at the Xiangshan Park in Beijing, Aug. 31, 2018.",
        ],
        english=True,
        article="../" + art,
    )
    pager = (
        '<div id="div_currpage"><a href="c_1115001234.htm" class="order cur">1</a> '
        '<a href="c_1115001234_2.htm" class="order">2</a> <a href="c_1115001234_2.htm">下一页</a></div>'
    )
    pager2 = (
        '<div id="div_currpage"><a href="c_1115001234.htm">上一页</a> '
        '<a href="c_1115001234.htm" class="order">1</a> <a href="c_1115001234_2.htm" class="order cur">2</a></div>'
    )
    common = dict(
        portal="新华网",
        channel="新华社区",
        source="新华网",
        wrap="main",
        body_id="p-detail",
        info_class="h-info",
    )
    article(
        f"xinhua_pages/{art}",
        **common,  # type: ignore[arg-type]
        title="新疆伊犁河谷旅游旺季提前到来",
        time_text="2015-04-08 08:40:05",
        publish_time="2015-04-08 08:40",
        paragraphs=[
            "新华网乌鲁木齐4月8日电 随着气温回升，新疆伊犁河谷各景区迎来踏青赏花的游客，旅游旺季较往年提前。",
            "伊犁州旅游部门介绍，今年一季度全州接待游客人数同比增长百分之十八。",
        ],
        next_href="c_1116961022.htm",
        next_title="新疆伊犁：杏花盛开引游人",
        home="c_1116961022.htm",
        pager=pager,
        note="multi-page article: div#div_currpage 下一页, the same markup as the Xinhua gallery pager",
    )
    article(
        "xinhua_pages/c_1115001234_2.htm",
        **common,  # type: ignore[arg-type]
        title="新疆伊犁河谷旅游旺季提前到来",
        time_text="2015-04-08 08:40:05",
        publish_time="2015-04-08 08:40",
        paragraphs=[
            "为应对客流高峰，当地新增了多条旅游专线，并在主要景区设置了临时停车场。",
            "业内人士表示，伊犁正在加快建设全域旅游示范区，旅游业已成为当地农牧民增收的重要渠道。",
        ],
        next_href="c_1116961022.htm",
        next_title="新疆伊犁：杏花盛开引游人",
        home="c_1116961022.htm",
        pager=pager2,
        note="page 2 of the multi-page article",
    )


def build_piccontent() -> None:
    art = "news_3317.html"
    site = "jquery_piccontent"
    piccontent_gallery(
        f"{site}/picnews_2041.html",
        "a",
        "校园风采：2016届毕业典礼隆重举行",
        [
            "6月18日上午，我校2016届毕业典礼在体育馆隆重举行。",
            "校长为毕业生代表拨穗并颁发学位证书。",
            "毕业生代表在典礼上发言。",
            "毕业生们在典礼结束后合影留念。",
            "毕业生们在典礼结束后合影留念。",
            "学弟学妹们为毕业生送上祝福。",
            "毕业生在校园里拍摄毕业照。",
            "典礼现场气氛热烈，掌声不断。",
        ],
        "",
        "picnews_2042.html",
        art,
    )
    piccontent_gallery(
        f"{site}/picnews_2042.html",
        "b",
        "校园运动会精彩瞬间",
        [
            "男子一百米决赛冲刺瞬间。",
            "女子跳高比赛中运动员奋力一跃。",
            "接力赛中队员交接棒。",
            "运动会闭幕式上各学院代表队入场。",
        ],
        "picnews_2041.html",
        "",
        art,
    )
    article(
        f"{site}/{art}",
        portal="校园新闻网",
        channel="校园要闻",
        title="我校举行2016届毕业生座谈会",
        time_text="2016-06-20 15:00",
        publish_time="2016-06-20 15:00",
        source="校园新闻网",
        paragraphs=[
            "6月20日下午，学校在行政楼会议室举行2016届毕业生座谈会，校领导与二十余名毕业生代表面对面交流。",
            "座谈会上，毕业生代表结合自身经历，就课程设置、就业指导和校园生活等方面提出了意见和建议。",
            "校领导对毕业生表示祝贺，希望同学们在新的岗位上勤奋工作，常回母校看看。",
        ],
        next_href="picnews_2041.html",
        next_title="校园风采：2016届毕业典礼隆重举行",
        home="picnews_2041.html",
        wrap="news_content",
        body_id="vsb_content",
        info_class="news_info",
    )


def main() -> None:
    build_netease_nph()
    build_netease3()
    build_sina_epidiascope()
    build_sina_slidedata()
    build_tencent()
    build_sohu()
    build_people()
    build_xinhua()
    build_piccontent()
    doc = {
        "about": "Truth for recorded_pages/: see README.md. Paths are relative to recorded_pages/.",
        "pages": dict(sorted(EXPECTED.items())),
    }
    write("expected.json", json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main()
