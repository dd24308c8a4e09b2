"""The phrase lists the clean-up rules of ``auto`` read: words, not structure.

Each list says where its words were met. The rules that read them are marked "list" in
:data:`harvester.extraction.cleanup.RULES`, so that an ablation can tell how much the
words themselves are worth. (The class-name lists for noise and fact boxes are
:data:`harvester.extraction.xpaths.NOISE_BOX_RE` and ``FACT_BOX_RE``.)
"""

from __future__ import annotations

import re

#: Headings that open a body's back matter (rule ``drop_back_matter``). Source: the
#: standard appendix sections of Wikipedia articles, zh and en (参考文献, 参考资料, 外部链接,
#: 相关条目; References, External links, See also, Further reading: the Manual of Style's
#: "Standard appendices"), and the "read more" boxes of Chinese portals (延伸阅读, 扩展阅读,
#: 相关阅读). Added with commit 398de5c.
BACK_MATTER_RE = re.compile(
    r"\s*(?:参考文献|参考资料|参考来源|外部链接|相关条目|延伸阅读|扩展阅读|相关阅读|"
    r"references|external links|see also|further reading)\b",
    re.I,
)

#: The label of an advertisement in a body (rule ``ad_lines``): 广告, 推广 or 赞助商链接, not the
#: words that begin with them (广告法, 推广业务…). Source: ad lines met inside bodies of
#: the zh corpus ("广告魔兽世界公益服，新开一秒一区"). Added with commit 9c54d93.
AD_RE = re.compile(r"\s*(?:广告|推广|赞助商?链接)(?![法业主商位牌费])")

#: Platform disclaimers and copyright lines, which may not end a body (rule
#: ``disclaimers``). Source: the notes the self-media platforms append to every post
#: (网易号's "特别声明：……本平台仅提供信息存储服务" and its English "Notice:", 搜狐号's
#: "平台声明：……仅提供信息存储空间服务", 免责声明, 版权声明), and the footers of mainland
#: sites (版权所有, ©, the ICP备/ICP证 filing number every site shows). Added with commit
#: ec6d7ee. Reprint notices (转载请注明, 未经授权不得转载, 不代表本站观点, 如有侵权请联系)
#: and a label in brackets (【免责声明】) added with issue 23 (the article family's
#: edge_boilerplate pages; seed 21).
DISCLAIMER_RE = re.compile(
    r"[\s【\[［(（]*(?:平台声明|特别声明|免责声明|版权声明|声明[:：]|Notice\s*:)|.*仅提供信息存储|"
    r".*(?:版权所有|copyright|©|ICP备|ICP证)|"
    r".*(?:转载请注明|未经授权不得转载|不代表本站观点|如有侵权请)",
    re.I,
)

#: A line at the top of a body that asks the reader to act (rule ``call_to_action``):
#: 关注, 扫码, 来编辑吧. Source: WeChat-style account prompts (扫码关注, 长按识别二维码,
#: 欢迎关注), app download banners of Chinese portals, Baidu Baike's "赶紧来编辑吧" prompt on
#: stub entries, and their English counterparts (subscribe, sign up, download our app).
#: Added with commit 43fb9eb.
CALL_TO_ACTION_RE = re.compile(
    r"赶紧|快来|来编辑|点击(?:这里|查看|上方|下方|关注)|扫码|扫描二维码|关注我们|欢迎关注|"
    r"长按(?:识别|二维码)|下载.{0,8}(?:APP|客户端)|subscribe|sign up|download (?:our|the) app",
    re.I,
)

#: What a metadata line at the top of a body says (rule ``drop_metadata_lines``): the
#: date/source line of Chinese portals (来源, 作者, 记者, 编辑, 发布时间, 字号, 分享, 阅读数,
#: 评论, 浏览, 点击), and the bylines, datelines and photo credits of English news pages
#: (By, Updated, Published, a "Jan 5, 2024" date, Getty Images, AP Photo). Source: the
#: headers of the zh and en corpus pages. Added with commit a441b34.
META_LINE_RE = re.compile(
    r"来源|作者|记者|博主|撰稿|撰文|编辑|发布|时间|字号|分享|阅读|评论|浏览|点击"
    r"|^\s*(?:by|updated|published|posted|photo|image|credit)\b"
    r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}"
    r"|getty images|\bap photo\b",
    re.I,
)
