/* 滇池晚报网 组图分页 —— 由模板置标在页面内调用：createPageHTML(总张数, 当前序号(0起), 文件名, 扩展名) */
var _dc_sPageName = "", _dc_sPageExt = "html";

function _dc_pageUrl(_nIndex) {
	// 第一张为 12345.html，其后为 12345_2.html、12345_3.html ……
	if (_nIndex == 0) return _dc_sPageName + "." + _dc_sPageExt;
	return _dc_sPageName + "_" + (_nIndex + 1) + "." + _dc_sPageExt;
}

function createPageHTML(_nPageCount, _nCurrIndex, _sPageName, _sPageExt) {
	if (_nPageCount == null || _nPageCount <= 1) return;
	var nCurrIndex = _nCurrIndex || 0, i, nNext;
	_dc_sPageName = _sPageName;
	_dc_sPageExt = _sPageExt;
	document.write("<div class=\"PageNav\">");
	document.write("<span class=\"PageTotal\">共" + _nPageCount + "张</span>");
	if (nCurrIndex == 0) {
		document.write("<span class=\"PrevOff\">上一张</span>");
	} else {
		document.write("<a href=\"" + _dc_pageUrl(nCurrIndex - 1) + "\" class=\"PrevPic\">上一张</a>");
	}
	for (i = 0; i < _nPageCount; i++) {
		if (i == nCurrIndex) document.write("<span class=\"CurPage\">" + (i + 1) + "</span>");
		else document.write("<a href=\"" + _dc_pageUrl(i) + "\">" + (i + 1) + "</a>");
	}
	// 最后一张时“下一张”回到第一张
	nNext = nCurrIndex + 1 < _nPageCount ? nCurrIndex + 1 : 0;
	document.write("<a href=\"" + _dc_pageUrl(nNext) + "\" class=\"NextPic\" title=\""
		+ (nNext == 0 ? "已是最后一张，回到第一张" : "下一张") + "\">下一张</a>");
	document.write("<select class=\"PageJump\" onchange=\"if(this.value)window.location.href=this.value;\">");
	for (i = 0; i < _nPageCount; i++) {
		document.write("<option value=\"" + _dc_pageUrl(i) + "\"" + (i == nCurrIndex ? " selected" : "")
			+ ">第" + (i + 1) + "张</option>");
	}
	document.write("</select></div>");
}

document.onkeydown = function (e) {
	e = e || window.event;
	var tag = (e.target || e.srcElement).tagName, links, i, cls;
	if (tag == "INPUT" || tag == "SELECT" || tag == "TEXTAREA") return;
	cls = e.keyCode == 39 ? "NextPic" : e.keyCode == 37 ? "PrevPic" : "";
	if (!cls) return;
	links = document.getElementsByTagName("a");
	for (i = 0; i < links.length; i++) {
		if (links[i].className == cls) { window.location.href = links[i].href; return; }
	}
};
