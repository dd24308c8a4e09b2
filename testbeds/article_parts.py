"""The pieces of the generated article family (``article_generator``): the vocabulary, the
sites, the page chrome and the standard structures' builders. ``article_generator`` deals
and writes the pages; ``article_structures`` adds the opt-in "hard body" structures on these
pieces (both import this module, and it imports neither)."""

from __future__ import annotations

import html
import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

SET_NAME = "gen"

STRUCTURES: tuple[str, ...] = (
    "plain",
    "blog_index",
    "many_comments",
    "h1_subheads",
    "malformed",
    "data_table",
    "two_column_table",
    "related_list",
    "edge_boilerplate",
    "official_document",
)

AXES: dict[str, tuple[str, ...]] = {
    "structure": STRUCTURES,
    "era": ("table_1990s", "div_2010s", "html5_2020s"),
    "site_kind": ("portal_news", "gov", "blog", "forum_article", "school_or_company"),
    "chrome_weight": ("light", "heavy"),
    "length": ("short", "medium", "long"),
    "date_style": ("iso_minute", "cn_minute", "label_slash", "meta_only", "absent"),
    "class_style": ("bem", "hashed", "pinyin", "classic", "none", "legacy"),
    "charset": ("utf-8", "gbk", "gb2312"),
    "charset_decl": ("meta_charset", "http_equiv"),
}

#: the opt-in "hard body" structures; their builders, sub-variants and forced axes live in
#: ``testbeds/article_structures.py``
HARD_STRUCTURES: tuple[str, ...] = (
    "misnested",
    "transcript",
    "faq",
    "sentence_lines",
    "list_article",
    "picture_post",
    "archive_sidebar",
    "author_bio",
    "hidden_placeholder",
    "annotated_body",
)

#: opt-in traps (``--extra NAME``, ``build(..., extra=(NAME,))``): dealt as further values
#: of ``structure`` only when asked for, so a family built without them keeps its bytes
EXTRA_STRUCTURES: tuple[str, ...] = ("sibling_articles", *HARD_STRUCTURES)

#: names that stand for several opt-in structures at once
EXTRA_GROUPS: dict[str, tuple[str, ...]] = {"hard_bodies": HARD_STRUCTURES}

#: ``sibling_articles`` sub-variants (``axes["variant"]``: ``shape=…``); the era they need
SIBLING_SHAPES: tuple[str, ...] = (
    "short_feed",
    "related_teasers",
    "infinite_scroll",
    "wrapped_outside",
    "div_feed",
)

#: axes dealt out per page; the others follow from these
DEALT_AXES: tuple[str, ...] = (
    "structure",
    "era",
    "site_kind",
    "chrome_weight",
    "length",
    "date_style",
    "class_style",
)

#: ``plain`` is the control group: about 20 % of pages
PLAIN_WEIGHT = 2.25

ERA_YEARS = {"table_1990s": (1999, 2008), "div_2010s": (2010, 2018), "html5_2020s": (2019, 2024)}

# --- vocabulary ----------------------------------------------------------------------------

SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡"
    "余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史"
    "陶黎贺顾毛郝龚邵万钱严武戴孔汤"
)
GIVEN = (
    "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红建国文辉鹏飞宇浩凯晓燕雪梅"
    "琳丹志峰海斌波宁俊晨阳欣怡佳慧婷颖雅琴立新春生永庆德福荣"
)
PLACE_1 = "江云临青白安平清东南长丰宁永兴龙金石桃柳松枫梅溪沙泉阳华嘉双黄"
PLACE_2 = "州川阳山宁安源江水城口湖林丘陵海泽岭门浦"
NICKNAMES = (
    "清风徐来",
    "老街的猫",
    "江边钓鱼人",
    "小城故事多",
    "一杯清茶",
    "半夏",
    "行者无疆",
    "默默路过",
    "阳光下的向日葵",
    "山里娃",
    "云淡风轻",
    "追风少年",
    "老树新芽",
    "晚风",
    "一叶知秋",
    "雨后彩虹",
    "北方的狼",
    "木子李",
    "稻香",
    "夜归人",
)
RELATIONS = (
    "父亲",
    "母亲",
    "爱人",
    "女儿",
    "儿子",
    "老同学",
    "邻居老陈",
    "几个朋友",
    "外婆",
    "同事小林",
    "表哥",
)

TOPICS: dict[str, dict[str, Any]] = {
    "agri": {
        "org": "农业农村局",
        "nouns": (
            "高标准农田建设",
            "春耕备耕",
            "特色水果种植",
            "设施蔬菜基地",
            "农产品冷链物流",
            "水稻机械化插秧",
            "茶园提质改造",
            "稻渔综合种养",
        ),
        "metrics": (
            ("完成高标准农田建设", "万亩"),
            ("新建蔬菜大棚", "个"),
            ("推广优质稻品种", "万亩"),
            ("培育家庭农场", "家"),
        ),
        "roles": ("种植大户", "村党支部书记", "农技站站长", "合作社理事长", "驻村第一书记"),
        "sites": ("田间地头", "育秧工厂", "蔬菜大棚", "茶园", "冷库"),
        "scenes": (
            "几台插秧机正在水田里来回穿梭",
            "大棚里的番茄已经挂满枝头，工人们正忙着采摘装箱",
            "新修的机耕路一直通到田埂边，运肥的小货车可以直接开进地里",
            "成片的茶树修剪得整整齐齐，远远望去像一道道绿色的波浪",
        ),
        "quotes": (
            "以前种地靠天吃饭，现在靠技术、靠市场",
            "一亩地多收两三百斤，这笔账谁都算得明白",
            "合作社统一收购，我们再也不愁卖不出去了",
            "年轻人愿意回来种地，村子就有了盼头",
        ),
        "group": "农户",
        "goals": ("实现高标准农田全覆盖", "把特色产业做成富民产业", "让每个村都有一项主导产业"),
        "problems": ("灌溉设施老化", "农产品销路不畅", "种植品种单一"),
        "actions": ("加大投入力度", "完善配套设施", "强化技术指导"),
    },
    "traffic": {
        "org": "交通运输局",
        "nouns": (
            "农村公路提质改造",
            "公交线路优化",
            "城市快速路建设",
            "停车场建设",
            "客运站改造",
            "桥梁加固工程",
            "城乡公交一体化",
        ),
        "metrics": (
            ("新改建农村公路", "公里"),
            ("新增公共停车泊位", "个"),
            ("开通城乡公交线路", "条"),
            ("完成危桥改造", "座"),
        ),
        "roles": ("项目负责人", "交通运输局副局长", "公交车司机", "施工队长", "沿线村民"),
        "sites": ("施工现场", "公交站台", "客运站", "新建停车场", "高架桥下"),
        "scenes": (
            "压路机正在新铺的沥青路面上来回碾压",
            "崭新的公交车一辆接一辆驶出站台",
            "施工围挡外，几位老人停下脚步看得津津有味",
            "工人们顶着烈日在桥面上绑扎钢筋",
        ),
        "quotes": (
            "以前进城要倒两趟车，现在家门口就能坐上公交",
            "路修好了，收购商的大车也愿意开进来了",
            "早高峰不再堵得一动不动，每天能多睡二十分钟",
            "工期紧、任务重，我们一天都不敢耽误",
        ),
        "group": "市民",
        "goals": ("实现建制村通公交全覆盖", "让群众出行更便捷", "打通断头路"),
        "problems": ("道路狭窄", "停车难", "公交班次少"),
        "actions": ("加快项目建设", "优化线网布局", "强化安全监管"),
    },
    "edu": {
        "org": "教育局",
        "nouns": (
            "课后延时服务",
            "校园食堂改造",
            "乡村教师培训",
            "新建学校项目",
            "学前教育普惠",
            "校舍安全改造",
            "劳动教育实践",
        ),
        "metrics": (
            ("新增学位", "个"),
            ("培训乡村教师", "人次"),
            ("改造校园食堂", "所"),
            ("建成劳动实践基地", "个"),
        ),
        "roles": ("校长", "班主任", "学生家长", "教育局副局长", "乡村教师"),
        "sites": ("校园", "新建教学楼", "学校食堂", "操场", "劳动实践基地"),
        "scenes": (
            "孩子们在新铺的塑胶跑道上追逐嬉戏",
            "明亮的食堂里，学生们排着队有序打饭",
            "放学铃响后，教室里的兴趣小组才刚刚开始",
            "几名老师正在调试刚装好的多媒体设备",
        ),
        "quotes": (
            "孩子在学校就能把作业写完，我们下班再接也不着急",
            "离家近、条件好，孩子上学不用再起大早了",
            "培训内容很实用，回去就能用在课堂上",
            "学校就是要让每个孩子都有出彩的机会",
        ),
        "group": "学生家长",
        "goals": ("缓解入学难问题", "让每个孩子都能享受公平而有质量的教育", "补齐办学条件短板"),
        "problems": ("学位紧张", "师资不足", "校舍老旧"),
        "actions": ("加大教育投入", "优化资源配置", "加强师资队伍建设"),
    },
    "health": {
        "org": "卫生健康局",
        "nouns": (
            "家庭医生签约服务",
            "县域医共体建设",
            "基层卫生院改造",
            "慢性病管理",
            "远程会诊",
            "老年人健康体检",
        ),
        "metrics": (
            ("签约家庭医生", "万人"),
            ("开展远程会诊", "例"),
            ("完成老年人体检", "人次"),
            ("改造村卫生室", "个"),
        ),
        "roles": ("卫生院院长", "家庭医生", "社区医生", "村医", "患者家属"),
        "sites": ("乡镇卫生院", "社区卫生服务中心", "村卫生室", "县人民医院"),
        "scenes": (
            "候诊区里，几位老人正在护士的帮助下用手机挂号",
            "医生通过视频连线为患者讲解检查结果",
            "新装修的诊室宽敞明亮，各类设备一应俱全",
            "家庭医生背着药箱走进村民家中测量血压",
        ),
        "quotes": (
            "在家门口就能看上专家门诊，省了不少来回折腾",
            "医生每个月都上门，有什么不舒服打个电话就行",
            "以前拿药要跑县城，现在卫生院就能配齐",
            "基层首诊做好了，大医院的压力也能小一些",
        ),
        "group": "患者",
        "goals": ("让群众看病少跑腿", "实现小病不出村、大病不出县", "提升基层服务能力"),
        "problems": ("基层医生短缺", "看病路途远", "设备陈旧"),
        "actions": ("推动优质资源下沉", "加强人才培养", "完善服务网络"),
    },
    "eco": {
        "org": "生态环境局",
        "nouns": (
            "河道综合治理",
            "垃圾分类",
            "污水处理设施建设",
            "湿地公园建设",
            "大气污染防治",
            "矿山生态修复",
        ),
        "metrics": (
            ("完成河道清淤", "公里"),
            ("新建污水管网", "公里"),
            ("修复受损山体", "亩"),
            ("设置分类投放点", "个"),
        ),
        "roles": ("河长", "环保志愿者", "社区主任", "生态环境局局长", "保洁员"),
        "sites": ("河岸边", "湿地公园", "污水处理厂", "小区分类投放点"),
        "scenes": (
            "清澈的河水缓缓流过，岸边的步道上满是晨练的居民",
            "几只白鹭在浅滩上觅食，不时振翅飞起",
            "志愿者正在指导居民把厨余垃圾倒进对应的桶里",
            "曾经裸露的山坡如今已经披上了一层新绿",
        ),
        "quotes": (
            "小时候在这条河里游泳，后来水脏了，现在又回来了",
            "分类一开始觉得麻烦，习惯了也就顺手了",
            "环境好了，来散步的人一年比一年多",
            "治水不能只治表面，关键在源头",
        ),
        "group": "居民",
        "goals": ("实现水质稳定达标", "让绿水青山成为群众身边的好风景", "全面消除黑臭水体"),
        "problems": ("生活污水直排", "垃圾乱堆乱放", "扬尘污染"),
        "actions": ("加强源头管控", "完善长效机制", "严格执法监管"),
    },
    "tour": {
        "org": "文化和旅游局",
        "nouns": (
            "古镇保护利用",
            "乡村旅游",
            "非遗传承",
            "文化惠民演出",
            "精品民宿建设",
            "红色旅游线路",
        ),
        "metrics": (
            ("接待游客", "万人次"),
            ("实现旅游收入", "亿元"),
            ("开展惠民演出", "场"),
            ("发展精品民宿", "家"),
        ),
        "roles": ("民宿老板", "非遗传承人", "景区负责人", "导游", "文化站站长"),
        "sites": ("古镇老街", "景区入口", "非遗工坊", "村口广场", "民宿小院"),
        "scenes": (
            "青石板路两旁的老店铺挂起了红灯笼",
            "游客们围在工坊门口，看老师傅一刀一刀刻着木版",
            "广场上的戏台前坐满了附近赶来的村民",
            "民宿的院子里种满了花草，几位游客正在喝茶聊天",
        ),
        "quotes": (
            "周末房间基本都订满了，比在外打工强",
            "手艺不能在我们这一代断了",
            "游客来了，村里的土特产也好卖了",
            "老房子修旧如旧，味道才对",
        ),
        "group": "游客",
        "goals": ("打造全域旅游示范区", "让文化遗产活起来", "把过路客变成回头客"),
        "problems": ("景区配套不足", "同质化竞争", "老建筑损毁"),
        "actions": ("深化文旅融合", "提升服务品质", "加强宣传推介"),
    },
    "industry": {
        "org": "经济和信息化局",
        "nouns": (
            "产业园区建设",
            "企业技术改造",
            "数字化车间",
            "招商引资",
            "中小企业服务",
            "新材料产业",
        ),
        "metrics": (
            ("新签约项目", "个"),
            ("完成工业投资", "亿元"),
            ("新增规模以上企业", "家"),
            ("建成数字化车间", "个"),
        ),
        "roles": ("企业负责人", "园区管委会主任", "车间主任", "技术员", "一线工人"),
        "sites": ("生产车间", "产业园区", "项目工地", "企业展厅"),
        "scenes": (
            "自动化生产线上，机械臂正在有条不紊地焊接零件",
            "园区内塔吊林立，多个厂房同时开工建设",
            "车间大屏上实时滚动着每条产线的产量和良品率",
            "货车排着长队，等待装运刚下线的产品",
        ),
        "quotes": (
            "订单已经排到了下半年，工人们两班倒都忙不过来",
            "技改之后，同样的人手产量翻了一番",
            "政府帮我们对接了银行，资金的难题解决了",
            "企业要发展，关键还是得靠创新",
        ),
        "group": "企业",
        "goals": ("形成百亿级产业集群", "推动制造业提质增效", "打造一流营商环境"),
        "problems": ("融资难融资贵", "用工短缺", "配套不完善"),
        "actions": ("强化要素保障", "优化营商环境", "加大招商力度"),
    },
    "community": {
        "org": "民政局",
        "nouns": (
            "老旧小区改造",
            "社区养老服务",
            "既有住宅加装电梯",
            "便民菜市场升级",
            "社区食堂",
            "就业帮扶",
        ),
        "metrics": (
            ("改造老旧小区", "个"),
            ("加装电梯", "部"),
            ("建成社区食堂", "个"),
            ("帮助困难群众就业", "人"),
        ),
        "roles": ("社区书记", "楼栋长", "退休职工", "物业经理", "养老中心负责人"),
        "sites": ("老旧小区", "社区食堂", "养老服务中心", "菜市场"),
        "scenes": (
            "小区里新画的停车位整整齐齐，墙面也刷得焕然一新",
            "中午时分，社区食堂里坐满了前来就餐的老人",
            "新装的电梯旁，几位老人正在试着刷卡上楼",
            "菜市场里地面干净、摊位整齐，再也闻不到以前的异味",
        ),
        "quotes": (
            "住了三十年的老房子，没想到还能装上电梯",
            "一顿饭十来块钱，荤素搭配，比自己做还方便",
            "小区变干净了，邻里之间说话都客气了",
            "大事小事都有人管，住着踏实",
        ),
        "group": "居民",
        "goals": ("让老百姓住得更舒心", "构建一刻钟便民生活圈", "实现养老服务全覆盖"),
        "problems": ("管网老化", "上下楼难", "停车位不足"),
        "actions": ("广泛征求居民意见", "完善长效管理", "整合各方资源"),
    },
}

NEWS_SENTENCES = (
    "{when}，{org}召开{noun}工作推进会，对下一阶段重点任务进行部署。",
    "据{org}统计，今年以来全{area}已{metric}{n}{unit}，同比增长{pct}%。",
    "“{quote}。”{town}{role}{person}告诉记者。",
    "{person}介绍，{town}共有{noun}项目{k}个，目前已有{k2}个进入收尾阶段。",
    "记者在{town}{site}看到，{scene}。",
    "下一步，{county}将继续{action}，力争到{year2}年底{goal}。",
    "为推动{noun}落地见效，{county}成立了工作专班，实行“一周一调度、一月一通报”。",
    "截至{month}月底，{county}累计投入资金{money}万元，惠及{group}{n2}余户。",
    "{org}有关负责人表示，将把{noun}作为{year}年的重点工作，{action}。",
    "不少{group}反映，{problem}的问题由来已久，如今正在逐步得到解决。",
    "据了解，该项目总投资约{money2}亿元，计划于{year2}年{month}月建成投用。",
    "{county}还探索建立了{mechanism}机制，把{noun}与{noun2}结合起来统筹推进。",
    "今年{age}岁的{person}是{village}的{role}，说起这几年的变化，话匣子一下就打开了。",
    "与此同时，{county}针对{problem}等问题开展专项整治，排查问题{k}处，已整改{k2}处。",
    "按照计划，{noun}将分{k3}个阶段推进，第一阶段重点解决{problem}的问题。",
    "从{month}月起，{county}在{k}个{unitplace}试点推行{noun}，{result}。",
    "数据显示，{year}年{city}{metric}{n}{unit}，总量位居全省第{rank}位。",
    "在{village}，{noun}带来的变化看得见、摸得着，{scene}。",
    "“{quote}，”{person}一边忙着手里的活，一边对记者说。",
    "{person}坦言，刚开始推进{noun}时困难不少，{problem}是绕不开的难题。",
    "{org}还组织{k}个工作组深入{unitplace}，面对面听取{group}意见建议{n2}条。",
    "{city}{role}{person}认为，{noun}既是民生工程，也是发展工程，{goal}需要久久为功。",
    "去年，{town}争取上级资金{money}万元，建成{noun}示范点{k3}个。",
)

PERSONAL_SENTENCES = (
    "那天早上{weather}，我和{relation}一起去了{town}的{site}。",
    "说实话，来之前我对{noun}并没有抱太大期望，{turn}。",
    "{relation}说，{memory}，{feeling}。",
    "回来的路上我一直在想，{thought}。",
    "{time_phrase}的{site}{scene_p}。",
    "我在{county}住了{k}年，{observation}。",
    "写这篇东西，主要是想记下{thing}，也给打算去{town}的朋友提个醒：{tip}。",
    "后来听一位{role}讲，{noun}从{year}年就开始筹划，前后用了{k3}年才落地。",
    "站在{site}往远处看，{scene}，那一刻心里特别安静。",
    "{relation}拿出手机拍了好几张照片，说要发给在外地的{relation2}看看。",
    "我们在{village}吃了一顿农家饭，老板是个{age}岁的{role}，聊起{noun}滔滔不绝。",
    "其实身边很多人并不了解{noun}，包括我自己，也是这次才算真正弄明白。",
    "临走时天已经快黑了，{town}街边的路灯一盏盏亮起来，{feeling2}。",
)

COMMENT_SENTENCES = (
    "我就是{town}人，{memory}。看到{noun}{change}，心里挺高兴的，希望能一直坚持下去。",
    "说句实在话，{opinion}。{hope}",
    "前两天刚去过{town}，{scene}，跟文章里写的差不多，{feeling_c}。",
    "想问一下，{question}？我家{relation}{situation}，一直不知道该找哪个部门。",
    "支持！{noun}这件事早就该做了，{reason}。",
    "文章写得很实在，不过{critique}。",
    "我在{county}工作过几年，{insider}。",
    "楼上说得有道理，{agree}。{hope}",
    "{relation}前几天还在念叨{noun}的事，{anecdote}。",
    "每次回老家都能感觉到{noun}{change}，{feeling_c}。",
    "希望{org}能多听听基层的声音，{agree}，{hope}",
    "看完想起{year}年我在{village}的时候，{memory}，{feeling}。",
)

OFFICIAL_SENTENCES = (
    "各{unit_lower}要高度重视{noun}工作，成立由主要负责同志任组长的工作领导小组，明确责任分工，确保各项任务落到实处。",
    "{org}要会同有关部门加强对{noun}的业务指导，每季度通报一次工作进展情况。",
    "到{year2}年{month}月底前，全{area}{metric}{n}{unit}以上，{goal}。",
    "对工作推进不力、群众反映强烈的，要严肃追究有关单位和人员的责任。",
    "各{unit_lower}要结合实际制定具体实施方案，于{month}月{day}日前报送{org}。",
    "要充分利用广播、电视、网络等渠道，广泛宣传{noun}的重要意义和政策措施，营造良好氛围。",
    "坚持问题导向，聚焦{problem}等突出问题，分类施策、精准发力，每年解决一批群众急难愁盼问题。",
    "{county}财政每年安排专项资金{money}万元，用于支持{noun}，各{unit_lower}要按规定配套落实。",
    "建立健全{mechanism}机制，定期开展督查，及时研究解决工作中遇到的困难和问题。",
    "执行中遇到的问题，请及时向{org}反馈。联系人：{person}，联系电话：{phone}。",
    "统筹推进{noun}和{noun2}，力争用{k3}年时间{goal}。",
    "严格落实{noun}项目公示制度，主动接受{group}和社会各界监督。",
)
OFFICIAL_HEADS = (
    "总体要求",
    "工作目标",
    "主要任务",
    "重点工作",
    "实施步骤",
    "保障措施",
    "组织领导",
    "督促检查",
    "资金保障",
    "宣传引导",
    "工作要求",
    "责任分工",
    "监督考核",
)
CN_NUM = "一二三四五六七八九十"
#: units a measured (not counted) quantity comes in: these may take a decimal
DECIMAL_UNITS = {"万亩", "公里", "亿元", "万人次", "万人", "亩"}

POOLS: dict[str, tuple[str, ...]] = {
    "when": ("近日", "日前", "今年以来", "上周", "入春以来", "连日来", "本月初"),
    "mechanism": ("“河长+警长”", "网格化管理", "“村民议事会”", "项目包保", "联席会议", "月度评比"),
    "unitplace": ("乡镇", "社区", "村", "街道", "园区"),
    "result": (
        "群众满意度明显提升",
        "效果好于预期",
        "已经形成了可复制的经验",
        "首批试点已全部完成验收",
    ),
    "weather": (
        "下着小雨",
        "天刚蒙蒙亮",
        "出了大太阳",
        "起了一层薄雾",
        "刮着不小的北风",
        "天气格外晴朗",
    ),
    "turn": (
        "没想到一到那里就被眼前的景象吸引住了",
        "结果完全出乎意料",
        "可真正看过之后想法就变了",
        "但有几个细节让我印象很深",
    ),
    "memory": (
        "小时候这里还是一片泥巴路，下雨天根本出不了门",
        "以前村里的年轻人几乎都出去打工了",
        "当年这一带晚上连盏路灯都没有",
        "过去买点东西要走十几里山路",
        "那时候家家户户门口都堆着柴火",
    ),
    "feeling": ("说着说着眼圈就红了", "语气里满是感慨", "听得出来是真高兴", "一边说一边笑"),
    "feeling2": ("心里说不出的踏实", "忽然有点舍不得走", "这一趟没有白来", "让人觉得日子有奔头"),
    "thought": (
        "变化其实就藏在这些不起眼的小事里",
        "一个地方好不好，住在那里的人最有发言权",
        "很多事情不是一下子做成的，是一点一点熬出来的",
        "也许过几年再来，又会是另一番样子",
    ),
    "time_phrase": ("傍晚时分", "一大早", "中午前后", "天黑以后", "周末上午"),
    "scene_p": (
        "挤满了带着孩子出来散步的人",
        "比我想象中安静得多",
        "到处都能看到忙碌的身影",
        "飘着一股淡淡的桂花香",
    ),
    "observation": (
        "眼看着周边一点点变样",
        "最大的感受是办事方便了很多",
        "身边的朋友换了一茬又一茬",
        "对这里的一草一木都有感情",
    ),
    "thing": ("这几天的所见所闻", "这段难得的经历", "和家人一起度过的这个周末"),
    "tip": (
        "最好避开节假日",
        "停车位比较紧张，建议坐公交",
        "记得提前在网上预约",
        "早上去人少，光线也好",
    ),
    "change": ("越来越规范了", "比以前强太多了", "终于有了着落", "推进得这么快", "一年一个样"),
    "opinion": (
        "这几年的变化大家都看在眼里",
        "政策是好政策，关键还得看落实",
        "有些地方做得好，有些地方还是老样子",
        "比起口号，老百姓更在意实实在在的变化",
    ),
    "hope": (
        "希望明年再来的时候能看到更多好消息。",
        "希望相关部门能把后续管理跟上。",
        "别等到检查的时候才想起来抓。",
        "期待能早点覆盖到我们那边。",
    ),
    "question": (
        "这个现在怎么报名",
        "像我们这种情况能不能申请补助",
        "那边什么时候开始施工",
        "这个政策对外地户口有没有限制",
    ),
    "situation": (
        "去年刚从外地回来",
        "在镇上开了个小店",
        "年纪大了腿脚不方便",
        "一直在村里种地",
    ),
    "reason": (
        "以前一到雨季就出问题，大家都吃过亏",
        "这关系到每家每户的日常生活",
        "早一年做就早一年受益",
        "光靠个人根本解决不了",
    ),
    "critique": (
        "文中说的那些项目，我们那边好像还没看到",
        "有些数据要是能再细一点就更好了",
        "后续的维护问题没怎么提到",
        "希望记者能再去下面的村里看看，那边情况不太一样",
    ),
    "insider": (
        "这些工作确实不容易，基层的同志经常加班到深夜",
        "很多事情表面看着简单，真正做起来牵扯的方面很多",
        "当时就有人提过类似的想法，只是条件还不成熟",
    ),
    "agree": (
        "关键还是要让老百姓真正得到实惠",
        "不能只看数字，还要看群众满不满意",
        "这种事情急不得，但也拖不得",
    ),
    "anecdote": (
        "说现在去一趟镇上只要二十分钟",
        "说村里的老人都去看过了",
        "还专门拍了照片发到家族群里",
    ),
    "feeling_c": ("心里真是感慨", "这才是实实在在的变化", "挺让人欣慰的"),
}

TITLE_RESULTS = (
    "取得新进展",
    "全面提速",
    "完成年度任务",
    "按下快进键",
    "跑出加速度",
    "迈上新台阶",
    "交出亮眼成绩单",
    "迎来新变化",
    "走深走实",
    "见行见效",
)
TITLE_BENEFITS = ("得实惠", "更安心", "笑开颜", "有了新盼头", "少跑腿")

AD_TEXTS = (
    "【推广】{city}家装节火热进行中，全屋定制五折起，立即预约量房",
    "点击进入{city}房产网，查看最新楼盘价格与优惠信息",
    "广告 {city}驾校暑期特惠，报名即送学车大礼包，咨询热线400-{d4}-{d3}",
    "赞助商链接：{city}名师一对一辅导，免费试听一节课",
    "{city}车展本周末开幕 凭券入场享好礼 >>",
)

REPRINT_NOTICES = (
    "本文为{site}原创，转载请注明出处。",
    "【版权声明】凡本网注明“来源：{site}”的作品，版权均属于{site}，未经授权不得转载。",
    "（本文系{site}独家稿件，如需转载请联系授权）",
    "声明：本文仅代表作者个人观点，与{site}无关。",
    "未经{site}书面许可，任何单位和个人不得转载、摘编本文内容。",
    "欢迎转发分享，转载请在文首注明来源及作者。",
    "原创不易，转载请保留本段文字及原文链接，谢谢。",
    "※ 本稿件为{site}首发，转载需经授权 ※",
    "【免责声明】本文内容由作者提供，如有侵权请联系本站删除。",
    "本站所刊载信息，不代表本站观点。如转载请注明来源：{site}。",
)

ODD_LINES = (
    "【字体：大 中 小】【打印本页】",
    "阅读提示：本文约{n}字，阅读需要{m}分钟",
    "听新闻 00:00",
    "分享到： 微信 微博 QQ空间",
    "【我要纠错】 【打印】 【关闭】",
)

LETTER_SPACED = (
    "新 闻 中 心",
    "通 知 公 告",
    "校 园 动 态",
    "工 作 动 态",
    "本 站 原 创",
    "图 片 新 闻",
)

SITE_NAV: dict[str, tuple[str, ...]] = {
    "portal_news": (
        "首页",
        "新闻",
        "国内",
        "国际",
        "社会",
        "财经",
        "科技",
        "体育",
        "娱乐",
        "汽车",
        "房产",
        "教育",
        "健康",
        "旅游",
        "评论",
        "视频",
        "图片",
    ),
    "gov": (
        "首页",
        "政务公开",
        "政策文件",
        "政务服务",
        "互动交流",
        "走进本市",
        "通知公告",
        "部门动态",
        "政策解读",
        "数据发布",
    ),
    "blog": ("首页", "博文目录", "图片", "关于我", "留言板", "订阅"),
    "forum_article": (
        "论坛首页",
        "本地新闻",
        "生活杂谈",
        "二手市场",
        "房产家居",
        "亲子教育",
        "摄影天地",
        "招聘求职",
    ),
    "school_or_company": (
        "首页",
        "学校概况",
        "机构设置",
        "教育教学",
        "招生就业",
        "校园文化",
        "党建工作",
        "联系我们",
    ),
}
COMPANY_NAV = ("首页", "关于我们", "产品中心", "新闻动态", "解决方案", "客户案例", "联系我们")


def _person(rng: random.Random) -> str:
    return rng.choice(SURNAMES) + "".join(rng.choice(GIVEN) for _ in range(rng.choice((1, 2))))


def _place(rng: random.Random) -> str:
    return rng.choice(PLACE_1) + rng.choice(PLACE_2)


@dataclass
class Geo:
    """The places, year and topic one page talks about."""

    city: str
    county: str
    towns: list[str]
    villages: list[str]
    year: int
    topic: dict[str, Any]
    school: str


class Writer:
    """Sentence and paragraph assembly; remembers what it wrote so no paragraph repeats."""

    def __init__(self) -> None:
        self.used_paragraphs: set[str] = set()
        self.used_titles: set[str] = set()
        self.page_sentences: set[str] = set()  # reset per page: no sentence twice on a page
        self.page_templates: Counter[str] = Counter()  # and templates used evenly
        self.variant_counts: Counter[tuple[str, str]] = Counter()

    def pick(self, rng: random.Random, key: str, values: tuple[str, ...]) -> str:
        """One of ``values``, the family's least used so far for ``key`` (ties at random),
        so that a structure's sub-variants all occur even when it has few pages."""
        least = min(self.variant_counts[(key, v)] for v in values)
        value = rng.choice([v for v in values if self.variant_counts[(key, v)] == least])
        self.variant_counts[(key, value)] += 1
        return value

    def new_page(self) -> None:
        self.page_sentences = set()
        self.page_templates = Counter()

    # one sentence from a template, every slot filled fresh
    def fill(self, rng: random.Random, template: str, geo: Geo, **extra: str) -> str:
        t = geo.topic
        metric, unit = rng.choice(t["metrics"])
        nouns = list(t["nouns"])
        rng.shuffle(nouns)
        k = rng.randint(4, 46)
        values: dict[str, Any] = {
            "city": geo.city,
            "county": geo.county,
            "town": rng.choice(geo.towns),
            "village": rng.choice(geo.villages),
            "org": rng.choice((geo.county, geo.city)) + t["org"],
            "noun": nouns[0],
            "noun2": nouns[1],
            "metric": metric,
            "unit": unit,
            "n": (
                f"{rng.uniform(1.1, 96.0):.1f}"
                if unit in DECIMAL_UNITS and rng.random() < 0.5
                else str(rng.randint(12, 980))
            ),
            "area": geo.county[-1],
            "n2": rng.randint(120, 24000),
            "role": rng.choice(t["roles"]),
            "person": _person(rng),
            "site": rng.choice(t["sites"]),
            "scene": rng.choice(t["scenes"]),
            "quote": rng.choice(t["quotes"]),
            "group": t["group"],
            "goal": rng.choice(t["goals"]),
            "problem": rng.choice(t["problems"]),
            "action": rng.choice(t["actions"]),
            "year": geo.year,
            "year2": geo.year + rng.randint(1, 3),
            "month": rng.randint(1, 12),
            "day": rng.randint(1, 28),
            "k": k,
            "k2": rng.randint(2, k - 1),
            "k3": rng.randint(2, 5),
            "pct": f"{rng.uniform(1.2, 38.9):.1f}",
            "money": rng.randint(120, 98000),
            "money2": f"{rng.uniform(1.2, 86.5):.1f}",
            "rank": rng.randint(1, 12),
            "age": rng.randint(26, 78),
            "relation": rng.choice(RELATIONS),
            "relation2": rng.choice(RELATIONS),
            "unit_lower": rng.choice(("乡镇（街道）", "有关部门", "相关单位", "责任单位")),
            "phone": f"0{rng.randint(510, 899)}-{rng.randint(2000000, 8999999)}",
        }
        for name, pool in POOLS.items():
            values[name] = rng.choice(pool)
        values.update(extra)
        return template.format(**values)

    def sentence(
        self, rng: random.Random, geo: Geo, register: str, avoid: set[str] | None = None
    ) -> str:
        """One sentence; never one already on the page, nor a template in ``avoid``
        (which then joins it); the page's least used templates first."""
        pool = {
            "news": NEWS_SENTENCES,
            "personal": PERSONAL_SENTENCES,
            "comment": COMMENT_SENTENCES,
            "official": OFFICIAL_SENTENCES,
        }[register]
        if register == "personal" and rng.random() < 0.3:
            pool = NEWS_SENTENCES
        avoid = avoid if avoid is not None else set()
        fresh = [t for t in pool if t not in avoid] or list(pool)
        least = min(self.page_templates[t] for t in fresh)
        candidates = [t for t in fresh if self.page_templates[t] <= least + 1]
        text, template = "", candidates[0]
        for attempt in range(200):
            # the least used templates first; then any (slot-less ones run out on long pages)
            template = rng.choice(candidates if attempt < 30 else fresh)
            text = self.fill(rng, template, geo)
            if text not in self.page_sentences:
                break
        self.page_sentences.add(text)
        self.page_templates[template] += 1
        avoid.add(template)
        return text

    def paragraph(self, rng: random.Random, geo: Geo, register: str, n_sentences: int) -> str:
        while True:
            avoid: set[str] = set()
            parts = [self.sentence(rng, geo, register, avoid) for _ in range(n_sentences)]
            text = "".join(parts)
            if text not in self.used_paragraphs:
                self.used_paragraphs.add(text)
                return text

    def paragraphs(self, rng: random.Random, geo: Geo, register: str, length: str) -> list[str]:
        """Paragraphs for a ``length`` axis value (see the module docstring)."""
        if length == "short":
            for _ in range(200):
                count = rng.randint(1, 3)
                paras = [
                    self.paragraph(rng, geo, register, rng.randint(1, 2)) for _ in range(count)
                ]
                if sum(len(p) for p in paras) < 300:
                    return paras
                for p in paras:
                    self.used_paragraphs.discard(p)
            return [self.paragraph(rng, geo, register, 1)]
        if length == "medium":
            return [
                self.paragraph(rng, geo, register, rng.randint(2, 4))
                for _ in range(rng.randint(4, 12))
            ]
        return [
            self.paragraph(rng, geo, register, rng.randint(2, 3))
            for _ in range(rng.randint(20, 27))
        ]

    def _unique_title(self, make: Any) -> str:
        for _ in range(500):
            title = make()
            if 8 <= len(title) <= 30 and title not in self.used_titles:
                self.used_titles.add(title)
                return title
        raise RuntimeError("could not make a unique title")

    def news_title(self, rng: random.Random, geo: Geo) -> str:
        t = geo.topic

        def make() -> str:
            noun = rng.choice(t["nouns"])
            metric, unit = rng.choice(t["metrics"])
            forms = (
                f"{geo.county}{noun}{rng.choice(TITLE_RESULTS)}",
                f"{rng.choice(geo.towns)}：{noun}让{t['group']}{rng.choice(TITLE_BENEFITS)}",
                f"{geo.city}{geo.year}年{metric}{rng.randint(12, 980)}{unit}",
                f"“{rng.choice(t['quotes']).split('，')[0]}”：{geo.county}{noun}见闻",
                f"{geo.county}多措并举推进{noun}",
                f"{noun}，{geo.county}这样干",
                f"{geo.city}{rng.choice(t['roles'])}{_person(rng)}：{noun}要久久为功",
            )
            return rng.choice(forms)

        return self._unique_title(make)

    def personal_title(self, rng: random.Random, geo: Geo) -> str:
        t = geo.topic

        def make() -> str:
            town = rng.choice(geo.towns)
            forms = (
                f"{town}{rng.choice(t['sites'])}半日记",
                f"记{geo.year}年的一次{town}之行",
                f"关于{rng.choice(t['nouns'])}的一点想法",
                f"又到{rng.choice(('春天', '清明', '中秋', '年底', '端午'))}，想起{town}",
                f"带{rng.choice(RELATIONS)}去{town}看{rng.choice(t['sites'])}",
                f"{town}随拍：{rng.choice(t['nouns'])}之后的{rng.choice(geo.villages)}",
            )
            return rng.choice(forms)

        return self._unique_title(make)

    def school_title(self, rng: random.Random, geo: Geo) -> str:
        def make() -> str:
            noun = rng.choice(geo.topic["nouns"])
            forms = (
                f"我校召开{geo.year}年{noun}工作推进会",
                f"{geo.school}举办{noun}主题活动",
                f"我校{noun}工作获{geo.city}通报表扬",
                f"公司召开{noun}专题会议",
                f"{geo.school}与{geo.county}签署{noun}合作协议",
            )
            return rng.choice(forms)

        return self._unique_title(make)

    def doc_title(self, rng: random.Random, geo: Geo) -> str:
        def make() -> str:
            noun = rng.choice(geo.topic["nouns"])
            forms = (
                f"关于做好{geo.year}年{noun}工作的通知",
                f"关于印发《{geo.county}{noun}实施方案》的通知",
                f"关于进一步加强{noun}管理的通知",
                f"关于开展{noun}专项检查的通知",
                f"{geo.county}人民政府关于推进{noun}的意见",
            )
            return rng.choice(forms)

        return self._unique_title(make)

    def any_title(self, rng: random.Random, geo: Geo) -> str:
        """A title for lists (hot news, related reports); unique, never an article's."""
        return self.news_title(rng, geo)

    def comment(self, rng: random.Random, geo: Geo) -> str:
        n = rng.choice((1, 1, 2, 2, 3))
        for _ in range(100):
            avoid: set[str] = set()
            text = "".join(self.sentence(rng, geo, "comment", avoid) for _ in range(n))
            if text not in self.used_paragraphs:
                self.used_paragraphs.add(text)
                return text
        raise RuntimeError("could not make a unique comment")


def make_geo(rng: random.Random, era: str) -> Geo:
    lo, hi = ERA_YEARS[era]
    city = _place(rng) + "市"
    county = _place(rng) + rng.choice(("县", "区"))
    towns = sorted({_place(rng) + rng.choice(("镇", "乡", "街道")) for _ in range(5)})
    villages = sorted({_place(rng) + rng.choice(("村", "社区")) for _ in range(5)})
    topic = TOPICS[rng.choice(sorted(TOPICS))]
    school = _place(rng) + rng.choice(("第一中学", "职业技术学院", "实验小学", "科技有限公司"))
    return Geo(city, county, towns, villages, rng.randint(lo, hi), topic, school)


# --- markup ------------------------------------------------------------------------------

CLASSIC_NAMES: dict[str, tuple[str, ...]] = {
    "wrap": ("wrapper", "container", "wrap"),
    "header": ("header", "top", "head"),
    "nav": ("nav", "menu", "navbar"),
    "crumb": ("position", "crumbs", "location"),
    "main": ("main", "content", "main_content"),
    "left": ("left", "main_left", "col-main"),
    "title": ("article-title", "title", "tit"),
    "info": ("article-info", "info", "source_time"),
    "body": ("article-content", "artibody", "TRS_Editor", "content_txt", "detail-content"),
    "side": ("sidebar", "right", "side"),
    "footer": ("footer", "foot", "copyright"),
    "primary": ("content-area", "primary", "post-wrap"),
    "related_item": ("related-post", "item", "recommend-item"),
    "author_box": ("author-box", "author-info", "about-author"),
}
PINYIN_NAMES: dict[str, tuple[str, ...]] = {
    "wrap": ("zhuti",),
    "header": ("toubu",),
    "nav": ("daohang", "dh"),
    "crumb": ("weizhi", "dangqianweizhi"),
    "main": ("neirong", "zhuneirong"),
    "left": ("zuoce",),
    "title": ("biaoti", "bt"),
    "info": ("xinxi", "wzxx"),
    "body": ("zhengwen", "zw", "xwnr", "wenzhang"),
    "side": ("cebian", "youce"),
    "footer": ("dibu", "banquan"),
    "related": ("xiangguan", "xgxw"),
    "comments": ("pinglun", "pl"),
    "comment": ("pinglun-tiao", "pltiao"),
    "ad": ("guanggao", "gg"),
    "hot": ("redian", "rdxw"),
    "share": ("fenxiang",),
    "editor": ("bianji", "zrbj"),
    "post": ("bowen", "wenzhang-tiao"),
    "post_title": ("bowen-bt",),
    "post_meta": ("bowen-xx",),
    "tags": ("biaoqian",),
    "column": ("lanmu",),
    "sub": ("xiaobiaoti",),
    "doc_no": ("wenhao",),
    "doc_sign": ("luokuan",),
    "side_box": ("cebian-kuai",),
    "user": ("yonghu",),
    "floor": ("louceng",),
    "primary": ("zhuqu", "zhuyao"),
    "related_item": ("xgwz-tiao", "tuijian"),
    "author_box": ("zuozhe", "zzxx"),
}
PAGE_ROLES = {"wrap", "header", "nav", "crumb", "main", "left", "side", "footer", "hot", "ad"}
LEGACY_NAMES = ("f14", "f12", "black12", "title1", "hui", "lan12", "text", "bt", "p9", "f14b")
B36 = "0123456789abcdefghijklmnopqrstuvwxyz"
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


class Markup:
    """Class names in the page's ``class_style``, one name per role, fixed per page."""

    def __init__(self, rng: random.Random, era: str, style: str) -> None:
        self.rng = rng
        self.era = era
        self.style = style
        self.names: dict[str, str] = {}
        self.block = rng.choice(("article", "news-detail", "post", "c-article", "detail"))
        self.hash_kind = rng.choice(("css", "module"))

    def name(self, role: str) -> str:
        if self.style == "none":
            return ""
        if role not in self.names:
            self.names[role] = self._make(role)
        return self.names[role]

    def c(self, role: str) -> str:
        """`` class="…"`` for ``role`` (with a leading space), or ``""``."""
        name = self.name(role)
        if not name:
            return ""
        if self.era == "table_1990s":
            return f" class={name}"
        return f' class="{name}"'

    def _make(self, role: str) -> str:
        rng = self.rng
        if self.style == "legacy":
            return rng.choice(LEGACY_NAMES) if rng.random() < 0.5 else ""
        if self.style == "classic":
            return rng.choice(CLASSIC_NAMES.get(role, (role.replace("_", "-"),)))
        if self.style == "pinyin":
            return rng.choice(PINYIN_NAMES.get(role, (role,)))
        if self.style == "bem":
            element = role.replace("_", "-")
            if role in PAGE_ROLES:
                return f"site-{element}"
            if rng.random() < 0.2:
                return f"{self.block}__{element} {self.block}__{element}--default"
            return f"{self.block}__{element}"
        # hashed
        if self.hash_kind == "css":
            return "css-" + "".join(rng.choice(B36) for _ in range(rng.randint(5, 7)))
        component = role.title().replace("_", "")
        suffix = "".join(rng.choice(ALNUM) for _ in range(5))
        return f"{component}_{role.split('_')[0]}__{suffix}"


def esc(text: str) -> str:
    return html.escape(text, quote=False)


def attr(text: str) -> str:
    return html.escape(text, quote=True)


# --- pages ----------------------------------------------------------------------------------


@dataclass
class Site:
    kind: str
    name: str
    domain: str
    nav: tuple[str, ...]
    source: str


@dataclass
class Ctx:
    """Everything one page is built from."""

    index: int
    seed: int
    rng: random.Random
    writer: Writer
    axes: dict[str, str]
    geo: Geo
    mk: Markup
    site: Site
    dt: datetime
    pstyle: str
    forced: list[str] = field(default_factory=list)
    variant: dict[str, str] = field(default_factory=dict)

    @property
    def era(self) -> str:
        return self.axes["era"]

    @property
    def table(self) -> bool:
        return self.era == "table_1990s"

    @property
    def html5(self) -> bool:
        return self.era == "html5_2020s"


@dataclass
class Article:
    """A structure's output: the main column's HTML and the truth."""

    main_html: str
    title: str
    body: list[str]
    publish_time: str | None
    author: str | None
    title_tag: str
    side_html: str | None = None
    extras: dict[str, Any] = field(default_factory=dict)
    #: extra ``<head>`` markup (a page's own ``<style>`` rules); opt-in structures only
    head_extra: str = ""
    #: a replacement for the site's navigation bar (``top_chrome``'s nav); opt-in only
    nav_html: str | None = None


@dataclass
class GeneratedPage:
    """One generated page: its bytes, its ground-truth record and the trap's evidence."""

    id: str
    html: str
    data: bytes
    record: dict[str, Any]
    extras: dict[str, Any]


def make_site(rng: random.Random, kind: str, geo: Geo) -> Site:
    syll = ("jiang", "yun", "lin", "qing", "bai", "an", "ping", "dong", "nan", "chang", "feng")
    syll += ("ning", "yong", "xing", "long", "jin", "shi", "tao", "song", "xi", "sha", "hua")
    slug = rng.choice(syll) + rng.choice(syll) + rng.choice(("", str(rng.randint(1, 99))))
    if kind == "portal_news":
        name = geo.city[:-1] + rng.choice(("新闻网", "在线", "热线", "信息港"))
        domain = f"www.{slug}news.com.cn"
        source = rng.choice((f"{geo.city}日报", f"{geo.city}晚报", f"{geo.county}融媒体中心"))
    elif kind == "gov":
        name = geo.county + "人民政府"
        domain = f"www.{slug}.gov.cn"
        source = geo.county + rng.choice(("人民政府办公室", geo.topic["org"], "融媒体中心"))
    elif kind == "blog":
        name = f"{rng.choice(NICKNAMES)}的博客"
        domain = f"blog.{slug}.com"
        source = name
    elif kind == "forum_article":
        name = geo.city[:-1] + rng.choice(("论坛", "社区", "生活网"))
        domain = f"bbs.{slug}.net"
        source = name
    else:
        name = geo.school
        domain = f"www.{slug}.edu.cn" if "公司" not in geo.school else f"www.{slug}.com"
        source = rng.choice(("办公室", "宣传部", "党委宣传部", "综合办公室"))
    nav = SITE_NAV[kind]
    if kind == "school_or_company" and "公司" in geo.school:
        nav = COMPANY_NAV
    return Site(kind, name, domain, nav, source)


def page_url(ctx: Ctx) -> str:
    rng, dt, d = ctx.rng, ctx.dt, ctx.site.domain
    n = rng.randint(100000, 9999999)
    kind = ctx.site.kind
    if kind == "portal_news":
        return f"http://{d}/{dt:%Y-%m/%d}/content_{n}.htm"
    if kind == "gov":
        return (
            f"http://{d}/art/{dt.year}/{dt.month}/{dt.day}/art_{rng.randint(1000, 9999)}_{n}.html"
        )
    if kind == "blog":
        return f"http://{d}/archives/{dt:%Y/%m}/{n % 10000}.html"
    if kind == "forum_article":
        return f"http://{d}/thread-{n}-1-1.html"
    return f"http://{d}/info/{rng.randint(1000, 1099)}/{n % 100000}.htm"


# -- dates


def shown_date(ctx: Ctx, dt: datetime | None = None) -> tuple[str | None, str | None]:
    """(visible date text, truth) for the page's date_style."""
    dt = dt or ctx.dt
    style = ctx.axes["date_style"]
    minute = f"{dt:%Y-%m-%d %H:%M}"
    if style == "iso_minute":
        return minute, minute
    if style == "cn_minute":
        if ctx.variant.get("cn_padded") == "1":
            return f"{dt:%Y年%m月%d日 %H:%M}", minute
        return f"{dt.year}年{dt.month}月{dt.day}日 {dt:%H:%M}", minute
    if style == "label_slash":
        return f"发布时间：{dt.year}/{dt.month}/{dt.day}", f"{dt:%Y-%m-%d}"
    if style == "meta_only":
        return None, minute
    return None, None


def date_meta(ctx: Ctx) -> str:
    style = ctx.axes["date_style"]
    if style == "absent" or style == "label_slash":
        return ""
    if style != "meta_only" and ctx.rng.random() < 0.6:
        return ""
    dt = ctx.dt
    if ctx.html5:
        return f'<meta property="article:published_time" content="{dt:%Y-%m-%dT%H:%M:00}+08:00">'
    if ctx.table:
        return f'<META name=publishdate content="{dt:%Y-%m-%d %H:%M:%S}">'
    name = "PubDate" if ctx.site.kind == "gov" else ctx.rng.choice(("publishdate", "pubdate"))
    return f'<meta name="{name}" content="{dt:%Y-%m-%d %H:%M}" />'


# -- small pieces


def para(ctx: Ctx, text: str, *, plain: bool = False) -> str:
    """One body paragraph in the page's paragraph style; occasionally with inline markup."""
    t = esc(text)
    if not plain and ctx.rng.random() < 0.15:
        head, sep, rest = t.partition("，")
        if sep and 2 <= len(head) <= 18 and "。" not in head:
            t = f"<strong>{head}</strong>{sep}{rest}"
        elif ctx.geo.county in t:
            link = f'<a href="/tag/{ctx.rng.randint(100, 999)}.html">{ctx.geo.county}</a>'
            t = t.replace(ctx.geo.county, link, 1)
    s = ctx.pstyle
    if s == "ideo":
        return f"<p>\u3000\u3000{t}</p>"
    if s == "indent":
        if ctx.table:
            return f'<p style="TEXT-INDENT: 2em">{t}</p>'
        return f'<p style="text-indent:2em;">{t}</p>'
    if s == "nbsp":
        return f"<p>&nbsp;&nbsp;&nbsp;&nbsp;{t}</p>"
    if s == "div":
        return f"<div>{t}</div>"
    if s == "span":
        return f'<p><span style="font-size:16px;">{t}</span></p>'
    return f"<p>{t}</p>"


def paras(ctx: Ctx, lines: list[str]) -> str:
    return "\n".join(para(ctx, line) for line in lines)


def links(ctx: Ctx, items: list[str] | tuple[str, ...], sep: str = "") -> str:
    rng = ctx.rng
    out = []
    for item in items:
        href = f"/{rng.choice(('news', 'col', 'list', 'html'))}/{rng.randint(10, 9999)}.html"
        out.append(f'<a href="{href}">{esc(item)}</a>')
    return sep.join(out)


def link_list(ctx: Ctx, items: list[str], with_dates: bool = False) -> str:
    rng = ctx.rng
    rows = []
    for item in items:
        href = f"/{rng.choice(('news', 'a', 'show'))}/{rng.randint(1000, 999999)}.html"
        date = ""
        if with_dates:
            d = ctx.dt - timedelta(days=rng.randint(-20, 60))
            date = f" <span>{d:%m-%d}</span>"
        if ctx.table:
            rows.append(f'<TR><TD>· <A href="{href}">{esc(item)}</A>{date}</TD></TR>')
        else:
            rows.append(f'<li><a href="{href}">{esc(item)}</a>{date}</li>')
    if ctx.table:
        return "<TABLE width=100% border=0>" + "\n".join(rows) + "</TABLE>"
    return "<ul>" + "\n".join(rows) + "</ul>"


def box(ctx: Ctx, heading: str, inner: str, role: str = "side_box") -> str:
    mk = ctx.mk
    if ctx.table:
        return (
            f"<TABLE width=100% border=0 cellpadding=2 cellspacing=0{mk.c(role)}>"
            f"<TR><TD bgcolor=#E8EEF7><B>{esc(heading)}</B></TD></TR>"
            f"<TR><TD>{inner}</TD></TR></TABLE><BR>"
        )
    if ctx.html5:
        return f"<section{mk.c(role)}><h3>{esc(heading)}</h3>{inner}</section>"
    head = f"<div{mk.c('side_title')}><span>{esc(heading)}</span></div>"
    return f"<div{mk.c(role)}>{head}{inner}</div>"


def headline_html(ctx: Ctx, title: str, *, level: str = "h1") -> str:
    mk = ctx.mk
    if ctx.table:
        return (
            f"<TR><TD align=center height=40><FONT size=5 color=#000000><B>{esc(title)}"
            "</B></FONT></TD></TR>"
        )
    if level == "div":
        return f"<div{mk.c('title')}>{esc(title)}</div>"
    return f"<{level}{mk.c('title')}>{esc(title)}</{level}>"


def info_html(ctx: Ctx, parts: list[str], time_text: str | None) -> str:
    """The info line under the headline: date (if shown), source, author, counters."""
    mk = ctx.mk
    items = []
    if time_text:
        if ctx.html5:
            stamp = shown_date(ctx)[1] or ""
            items.append(f'<time datetime="{stamp.replace(" ", "T")}">{esc(time_text)}</time>')
        else:
            items.append(f"<span{mk.c('time')}>{esc(time_text)}</span>")
    items.extend(f"<span>{esc(p)}</span>" for p in parts)
    if not items:
        return ""
    if ctx.table:
        joined = "&nbsp;&nbsp;".join(items)
        return f"<TR><TD align=center><FONT size=2 color=#666666>{joined}</FONT></TD></TR>"
    return f"<div{mk.c('info')}>{' '.join(items)}</div>"


def author_for(ctx: Ctx) -> tuple[str | None, list[str]]:
    """(author truth, info parts) for the page's site kind."""
    rng, kind = ctx.rng, ctx.site.kind
    parts: list[str] = []
    author: str | None = None
    if kind == "portal_news":
        parts.append(f"来源：{ctx.site.source}")
        if rng.random() < 0.6:
            author = _person(rng)
            parts.append(rng.choice(("作者：", "记者：", "记者 ")) + author)
    elif kind == "gov":
        parts.append(f"来源：{ctx.site.source}")
        if rng.random() < 0.5:
            parts.append(f"浏览次数：{rng.randint(30, 9000)}")
    elif kind == "blog":
        author = ctx.site.name[:-3]
        parts.append(f"博主：{author}")
    elif kind == "forum_article":
        author = rng.choice(NICKNAMES) + str(rng.randint(1, 999))
        parts.append(f"楼主：{author}")
        parts.append(f"查看：{rng.randint(300, 90000)} 回复：{rng.randint(0, 300)}")
    else:
        if rng.random() < 0.6:
            author = _person(rng)
            parts.append(f"撰稿：{author}")
        parts.append(f"供稿：{ctx.site.source}")
        parts.append(f"浏览次数：{rng.randint(30, 9000)}")
    return author, parts


def body_box(ctx: Ctx, inner: str, role: str = "body", *, in_row: bool = True) -> str:
    """The element that holds the article text (a table cell in a 1990s article table)."""
    if ctx.table and not in_row:
        return f"<DIV{ctx.mk.c(role)}>{inner}</DIV>"
    if ctx.table:
        wrap_font = ctx.rng.random() < 0.5
        inner2 = f"<FONT size=3>{inner}</FONT>" if wrap_font else inner
        return f'<TR><TD{ctx.mk.c(role)} style="LINE-HEIGHT: 180%">{inner2}</TD></TR>'
    tag = "div"
    if ctx.html5 and ctx.rng.random() < 0.3:
        tag = "section"
    ident = ""
    if ctx.mk.style not in ("none", "hashed") and ctx.rng.random() < 0.4:
        ident = f' id="{ctx.rng.choice(("content", "zoom", "artibody", "text", "main-text"))}"'
    return f"<{tag}{ident}{ctx.mk.c(role)}>\n{inner}\n</{tag}>"


def article_frame(ctx: Ctx, rows: list[str]) -> str:
    """Wrap the main column's pieces (headline, info, body, after) in the era's container."""
    rows = [r for r in rows if r]
    if ctx.table:
        trs = []
        for r in rows:
            trs.append(r if r.lstrip().upper().startswith("<TR") else f"<TR><TD>{r}</TD></TR>")
        return (
            "<TABLE width=100% border=0 cellpadding=6 cellspacing=0>\n"
            + "\n".join(trs)
            + "\n</TABLE>"
        )
    inner = "\n".join(rows)
    if ctx.html5 and ctx.variant.get("article_tag") == "1":
        return f"<article{ctx.mk.c('main')}>\n{inner}\n</article>"
    return f"<div{ctx.mk.c('main')}>\n{inner}\n</div>"


def share_bar(ctx: Ctx) -> str:
    items = "分享到： 微信 微博 QQ空间" if ctx.rng.random() < 0.5 else "【打印】 【关闭】 【收藏】"
    return f"<div{ctx.mk.c('share')}>{esc(items)}</div>"


def prev_next(ctx: Ctx) -> str:
    t1 = ctx.writer.any_title(ctx.rng, ctx.geo)
    t2 = ctx.writer.any_title(ctx.rng, ctx.geo)
    return f"<div>上一篇：{links(ctx, [t1])}</div><div>下一篇：{links(ctx, [t2])}</div>"


def register_for(ctx: Ctx) -> str:
    return "personal" if ctx.site.kind in ("blog", "forum_article") else "news"


def title_for(ctx: Ctx) -> str:
    kind = ctx.site.kind
    if kind in ("blog", "forum_article"):
        return ctx.writer.personal_title(ctx.rng, ctx.geo)
    if kind == "school_or_company" and ctx.rng.random() < 0.6:
        return ctx.writer.school_title(ctx.rng, ctx.geo)
    return ctx.writer.news_title(ctx.rng, ctx.geo)


def title_tag_for(ctx: Ctx, title: str) -> str:
    rng = ctx.rng
    sep = rng.choice(("_", " - ", "|", " | ", "-"))
    column = rng.choice(ctx.site.nav[1:])
    if rng.random() < 0.5:
        return f"{title}{sep}{column}{sep}{ctx.site.name}"
    return f"{title}{sep}{ctx.site.name}"


def forum_post(
    ctx: Ctx, author: str, body_html: str, floor: str, when: str | None, counters: str = ""
) -> str:
    """A Discuz-style floor: the user box in one cell, the post in the cell beside it."""
    rng, mk = ctx.rng, ctx.mk
    user = (
        f'<div{mk.c("user")}><a href="/space-uid-{rng.randint(1000, 999999)}.html">{esc(author)}'
        f"</a><br>UID {rng.randint(1000, 999999)}<br>帖子 {rng.randint(1, 9000)}<br>"
        f"积分 {rng.randint(10, 90000)}</div>"
    )
    stamp = ""
    if when:
        stamp = esc(when) if when.startswith("发布时间") else f"发表于 {esc(when)}"
    head = f'<div><em>{esc(floor)}</em> {stamp} <a href="#">只看该作者</a></div>'
    tail = f'<div>{counters}<a href="#">回复</a> <a href="#">引用</a> <a href="#">举报</a></div>'
    tb = "TABLE" if ctx.table else "table"
    return (
        f'<{tb} width="100%" cellspacing="0"{mk.c("floor")}><tr><td width="160" '
        f'valign="top">{user}</td><td valign="top">{head}{body_html}{tail}</td></tr></{tb}>'
    )


# --- structures ----------------------------------------------------------------------------


def _standard(
    ctx: Ctx,
    lines: list[str],
    body_inner: str | None = None,
    *,
    title: str | None = None,
    before: list[str] | None = None,
    after: list[str] | None = None,
    headline_level: str = "h1",
    info_extra: list[str] | None = None,
) -> Article:
    """The usual single-article page: headline, info line, text box, what follows."""
    title = title or title_for(ctx)
    time_text, truth_time = shown_date(ctx)
    author, parts = author_for(ctx)
    parts = [p for p in parts if not (info_extra and p.startswith("来源："))]
    parts += info_extra or []
    inner = body_inner if body_inner is not None else paras(ctx, lines)
    after = list(after or [])
    if ctx.site.kind == "forum_article":
        when = time_text
        post = forum_post(ctx, author or "", body_box(ctx, inner, in_row=False), "楼主", when)
        info = info_html(ctx, parts[1:], None)
        rows = [*(before or []), headline_html(ctx, title, level=headline_level), info, post]
        if ctx.axes["structure"] != "many_comments":
            for i in range(ctx.rng.randint(0, 3)):
                reply = ctx.rng.choice(("顶一下", "支持楼主", "mark，回头细看", "路过", "好帖"))
                rows.append(
                    forum_post(
                        ctx, ctx.rng.choice(NICKNAMES), f"<div>{reply}</div>", f"{i + 2}楼", None
                    )
                )
        rows.extend(after)
    else:
        rows = [
            *(before or []),
            headline_html(ctx, title, level=headline_level),
            info_html(ctx, parts, time_text),
            body_box(ctx, inner),
            *after,
        ]
    if ctx.site.kind == "blog":
        rows.append(
            f"<div>分类：{links(ctx, ['生活随笔'])} | 阅读({ctx.rng.randint(20, 9000)}) | "
            f"评论({ctx.rng.randint(0, 9)})</div>"
        )
    if ctx.axes["chrome_weight"] == "heavy" and ctx.axes["structure"] != "many_comments":
        rows.append(share_bar(ctx))
        rows.append(prev_next(ctx))
    return Article(
        main_html=article_frame(ctx, rows),
        title=title,
        body=lines,
        publish_time=truth_time,
        author=author,
        title_tag=title_tag_for(ctx, title),
    )


def s_plain(ctx: Ctx) -> Article:
    lines = ctx.writer.paragraphs(ctx.rng, ctx.geo, register_for(ctx), ctx.axes["length"])
    return _standard(ctx, lines)


def _post_lengths(ctx: Ctx, k: int, chosen: int, want_longest: str) -> list[list[str]]:
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    register = register_for(ctx)
    chosen_paras = w.paragraphs(rng, geo, register, ctx.axes["length"])
    size = sum(len(p) for p in chosen_paras)
    posts: list[list[str]] = []
    longest_other = rng.choice([i for i in range(k) if i != chosen])
    for i in range(k):
        if i == chosen:
            posts.append(chosen_paras)
            continue
        if want_longest == "other" and i == longest_other:
            n = len(chosen_paras) + rng.randint(2, 5)
            ps = [w.paragraph(rng, geo, register, rng.randint(2, 4)) for _ in range(n)]
        else:
            ps = []
            for _ in range(30):
                n = rng.randint(1, max(1, min(8, len(chosen_paras))))
                ps = [w.paragraph(rng, geo, register, rng.randint(1, 3)) for _ in range(n)]
                if want_longest == "other" or sum(len(p) for p in ps) < size:
                    break
                for p in ps:
                    w.used_paragraphs.discard(p)
                ps = []
            if not ps:
                ps = [w.paragraph(rng, geo, register, 1)]
        posts.append(ps)
    return posts


def s_blog_index(ctx: Ctx) -> Article:
    rng, mk = ctx.rng, ctx.mk
    k = rng.randint(3, 6)
    position = ctx.writer.pick(rng, "blog_position", ("first", "middle", "last"))
    chosen = {"first": 0, "middle": k // 2, "last": k - 1}[position]
    want_longest = ctx.writer.pick(rng, "blog_longest", ("chosen", "other"))
    anchor = ctx.writer.pick(rng, "blog_anchor", ("h1", "highlight"))
    posts = _post_lengths(ctx, k, chosen, want_longest)
    sizes = [sum(len(p) for p in ps) for ps in posts]
    longest = "chosen" if sizes[chosen] == max(sizes) else "other"
    titles = [ctx.writer.personal_title(rng, ctx.geo) for _ in range(k)]
    # newest first: posts above the chosen one are newer
    dts = [
        ctx.dt + timedelta(days=(chosen - i) * rng.randint(2, 9), minutes=rng.randint(0, 300))
        for i in range(k)
    ]
    dts[chosen] = ctx.dt
    author = ctx.site.name[:-3] if ctx.site.kind == "blog" else _person(rng)
    blocks = []
    for i in range(k):
        time_text, _ = shown_date(ctx, dts[i])
        assert time_text
        is_chosen = i == chosen
        level = "h1" if (anchor == "h1" and is_chosen) else "h2"
        heading_text = f'<a href="/archives/{rng.randint(100, 9999)}.html">{esc(titles[i])}</a>'
        marker = ""
        style = ""
        if anchor == "highlight" and is_chosen:
            marker = "<span>[置顶]</span> " if rng.random() < 0.5 else ""
            style = ' style="border:2px solid #f60;background:#fffbe6;padding:8px"'
        if ctx.table:
            size = 5 if level == "h1" else 4
            heading = f"<FONT size={size}><B>{marker}{heading_text}</B></FONT>"
        else:
            heading = f"<{level}{mk.c('post_title')}>{marker}{heading_text}</{level}>"
        meta = f"<div{mk.c('post_meta')}>{esc(time_text)} 作者：{esc(author)}</div>"
        body = body_box(ctx, paras(ctx, posts[i]), role="post_body", in_row=False)
        foot = (
            f"<div>{links(ctx, ['阅读全文'])} | 评论({rng.randint(0, 30)}) | "
            f"阅读({rng.randint(10, 5000)})</div>"
        )
        tag = "article" if ctx.html5 else "div"
        blocks.append(f"<{tag}{mk.c('post')}{style}>{heading}{meta}{body}{foot}</{tag}>")
    blog_head = (
        f"<div{mk.c('column')}><b>{esc(ctx.site.name)}</b> <span>记录生活的点点滴滴</span></div>"
    )
    pager = f"<div{mk.c('pager')}>上一页 1 2 3 下一页</div>"
    rows = [blog_head, *blocks, pager]
    ctx.variant.update(
        {"position": position, "longest": longest, "anchor": anchor, "posts": str(k)}
    )
    _, truth_time = shown_date(ctx)
    sep = rng.choice((" - ", "_", " | "))
    return Article(
        main_html=article_frame(ctx, rows),
        title=titles[chosen],
        body=posts[chosen],
        publish_time=truth_time,
        author=author,
        title_tag=f"{titles[chosen]}{sep}{ctx.site.name}",
        extras={
            "posts": [{"title": t, "body": p} for t, p in zip(titles, posts, strict=True)],
            "chosen": chosen,
        },
    )


def s_many_comments(ctx: Ctx) -> Article:
    rng, mk, w = ctx.rng, ctx.mk, ctx.writer
    register = register_for(ctx)
    if ctx.axes["length"] == "short":
        lines = [w.paragraph(rng, ctx.geo, register, 1) for _ in range(rng.randint(2, 3))]
    else:
        lines = [w.paragraph(rng, ctx.geo, register, rng.randint(2, 3)) for _ in range(4)]
    post_len = sum(len(p) for p in lines)
    comments: list[str] = []
    while len(comments) < 10 or (sum(map(len, comments)) < 1.3 * post_len and len(comments) < 40):
        comments.append(w.comment(rng, ctx.geo))
    extra = rng.randint(0, 12)
    for _ in range(min(extra, 40 - len(comments))):
        comments.append(w.comment(rng, ctx.geo))
    items = []
    names = []
    for i, text in enumerate(comments):
        name = rng.choice(NICKNAMES) + rng.choice(("", str(rng.randint(1, 9999))))
        names.append(name)
        when = ctx.dt + timedelta(minutes=rng.randint(5, 60 * 24 * 6))
        stamp = f"{when:%Y-%m-%d %H:%M}" if rng.random() < 0.7 else f"{when:%m-%d %H:%M}"
        shown = text
        if i > 2 and rng.random() < 0.2:
            shown = f"回复 @{names[rng.randint(0, i - 1)]}：{text}"
        likes = f"赞({rng.randint(0, 999)})"
        if ctx.site.kind == "forum_article":
            floor = f"{i + 2}楼"
            post_html = f"<div>{esc(shown)}</div>"
            items.append(forum_post(ctx, name, post_html, floor, stamp, likes + " "))
        elif ctx.table:
            items.append(
                f"<TABLE width=100% border=0><TR><TD><FONT color=#0000FF>{esc(name)}</FONT> "
                f"发表于 {stamp}</TD></TR><TR><TD>{esc(shown)}</TD></TR>"
                f"<TR><TD align=right>{likes} 回复</TD></TR></TABLE>"
            )
        else:
            tag = "li" if ctx.html5 else "div"
            items.append(
                f'<{tag}{mk.c("comment")}><div><a href="#">{esc(name)}</a> '
                f"<span>{stamp}</span></div><p>{esc(shown)}</p>"
                f'<div><a href="#">{likes}</a> <a href="#">回复</a></div></{tag}>'
            )
        comments[i] = shown
    heading = rng.choice(("网友评论", "全部评论", "最新评论", "全部回复", "留言"))
    heading = f"{heading}（共{len(comments)}条）"
    if ctx.html5:
        block = f"<section{mk.c('comments')}><h3>{heading}</h3><ul>{''.join(items)}</ul></section>"
    else:
        block = f"<div{mk.c('comments')}><div><b>{heading}</b></div>{''.join(items)}</div>"
    art = _standard(ctx, lines, after=[block])
    art.extras = {"comments": comments, "post": lines}
    ctx.variant["comments"] = str(len(comments))
    return art


def s_h1_subheads(ctx: Ctx) -> Article:
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    register = register_for(ctx)
    lines = w.paragraphs(rng, geo, register, ctx.axes["length"])
    while len(lines) < 2:
        lines = w.paragraphs(rng, geo, register, ctx.axes["length"])
    n_sub = min(len(lines), rng.randint(2, 5))
    lead = 1 if (len(lines) > n_sub and rng.random() < 0.5) else 0
    rest = lines[lead:]
    cuts = sorted(rng.sample(range(1, len(rest)), n_sub - 1)) if n_sub > 1 else []
    groups = [rest[a:b] for a, b in zip([0, *cuts], [*cuts, len(rest)], strict=True)]
    kind = ctx.writer.pick(rng, "subhead", ("h1", "h2_big"))
    numbered = rng.random() < 0.4
    subs: list[str] = []
    plain_subs: list[str] = []
    for i in range(n_sub):
        for _ in range(100):
            noun = rng.choice(geo.topic["nouns"])
            text = rng.choice(
                (
                    f"{noun}跑出加速度",
                    f"让{geo.topic['group']}{rng.choice(TITLE_BENEFITS)}",
                    f"“{rng.choice(geo.topic['quotes']).split('，')[0]}”",
                    f"{rng.choice(geo.towns)}：{noun}有了新模样",
                    f"{rng.choice(geo.topic['problems'])}怎么破",
                    f"{rng.choice(geo.topic['goals'])}",
                )
            )
            if text not in plain_subs:
                break
        plain_subs.append(text)
        subs.append(f"{CN_NUM[i]}、{text}" if numbered else text)
    inner_parts = [para(ctx, p) for p in lines[:lead]]
    truth = list(lines[:lead])
    for sub, group in zip(subs, groups, strict=True):
        if kind == "h1":
            inner_parts.append(f"<h1>{esc(sub)}</h1>")
        else:
            inner_parts.append(
                f'<h2 style="font-size:26px;font-weight:bold;margin:24px 0">{esc(sub)}</h2>'
            )
        inner_parts.extend(para(ctx, p) for p in group)
        truth.append(sub)
        truth.extend(group)
    headline_level = rng.choice(("h1", "div"))
    art = _standard(ctx, truth, "\n".join(inner_parts), headline_level=headline_level)
    art.extras = {"subheads": subs, "subhead_tag": "h1" if kind == "h1" else "h2"}
    ctx.variant.update({"subhead": kind, "headline": headline_level})
    return art


def ad_block(ctx: Ctx) -> tuple[str, str]:
    rng = ctx.rng
    text = rng.choice(AD_TEXTS).format(
        city=ctx.geo.city, d4=rng.randint(1000, 9999), d3=rng.randint(100, 999)
    )
    href = f"http://ad.{ctx.site.domain.split('.', 1)[1]}/c?aid={rng.randint(1000, 99999)}"
    img = f'<img src="/ad/{rng.randint(1, 99)}.gif" width="300" height="100" border="0">'
    if rng.random() < 0.5:
        return (
            f'<table width="300" align="right" border="0" cellpadding="0" cellspacing="0">'
            f'<tr><td><a href="{attr(href)}" target="_blank">{img}</a><br>'
            f'<a href="{attr(href)}">{esc(text)}</a></td></tr></table>'
        ), text
    return (
        f'<div{ctx.mk.c("ad")} style="margin:10px 0;border:1px solid #ddd">'
        f'<a href="{attr(href)}" target="_blank">{img}<br>{esc(text)}</a></div>'
    ), text


def s_malformed(ctx: Ctx) -> Article:
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    register = register_for(ctx)
    lines = w.paragraphs(rng, geo, register, ctx.axes["length"])
    while len(lines) < 2:
        lines = w.paragraphs(rng, geo, register, ctx.axes["length"])
    n = len(lines)
    n_p = rng.randint(0, max(0, n // 2)) if n > 2 else 0  # leading paragraphs in <p>
    font_at = rng.randint(0, n_p)  # <font> opens before this paragraph, never closes
    ad_at = rng.randint(1, n - 1)  # ad sits before this paragraph
    unclosed_p = rng.random() < 0.5
    indent = rng.choice(("&nbsp;&nbsp;&nbsp;&nbsp;", "\u3000\u3000", ""))
    ad_html, ad_text = ad_block(ctx)
    parts: list[str] = []
    for i, line in enumerate(lines):
        if i == font_at:
            parts.append(
                rng.choice(('<font face="宋体" size="3">', '<font size="2" color="#333333">'))
            )
        if i == ad_at:
            parts.append(ad_html)
        if i < n_p:
            parts.append(f"<p>{indent}{esc(line)}" + ("" if unclosed_p else "</p>"))
        else:
            parts.append(f"{indent}{esc(line)}<br><br>")
    inner = "\n".join(parts)
    art = _standard(ctx, lines, inner)
    art.extras = {"ad_text": ad_text, "ad_before": ad_at}
    ctx.variant.update(
        {"p_lines": str(n_p), "ad": "table" if ad_html.startswith("<table") else "div"}
    )
    return art


def _table_rows(ctx: Ctx) -> tuple[str, list[list[str]]]:
    rng, geo = ctx.rng, ctx.geo
    metric, unit = rng.choice(geo.topic["metrics"])
    kind = rng.choice(("towns", "units", "firms", "months"))
    rows: list[list[str]]
    if kind == "towns":
        rows = [["序号", "乡镇", "项目数", f"完成量（{unit}）", "完成率"]]
        places = sorted({_place(rng) + rng.choice(("镇", "乡")) for _ in range(rng.randint(4, 10))})
        for i, p in enumerate(places, 1):
            rows.append(
                [
                    str(i),
                    p,
                    str(rng.randint(1, 40)),
                    str(rng.randint(10, 9000)),
                    f"{rng.uniform(60, 120):.1f}%",
                ]
            )
        caption = f"附：{geo.county}{geo.year}年{metric.replace('完成', '')}完成情况统计表"
    elif kind == "units":
        rows = [["单位", "计划数", "完成数", "完成比例"]]
        for _ in range(rng.randint(4, 9)):
            plan = rng.randint(20, 900)
            done = rng.randint(10, plan)
            rows.append(
                [
                    _place(rng) + rng.choice(("镇", "街道", "乡")),
                    str(plan),
                    str(done),
                    f"{100 * done / plan:.1f}%",
                ]
            )
        caption = f"附：{geo.year}年各乡镇（街道）{rng.choice(geo.topic['nouns'])}任务统计表"
    elif kind == "firms":
        rows = [["排名", "企业名称", "产值（亿元）", "增速"]]
        for i in range(1, rng.randint(5, 11)):
            name = _place(rng) + rng.choice(("科技", "机械", "新材料", "食品", "电子")) + "有限公司"
            rows.append(
                [str(i), name, f"{rng.uniform(0.5, 60):.2f}", f"{rng.uniform(-5, 40):.1f}%"]
            )
        caption = f"附：{geo.city}{geo.year}年重点企业产值统计表"
    else:
        rows = [["月份", f"{metric}（{unit}）", "同比增长"]]
        for m in range(1, rng.randint(5, 13)):
            rows.append([f"{m}月", str(rng.randint(5, 900)), f"{rng.uniform(-8, 35):.1f}%"])
        caption = f"附：{geo.county}{geo.year}年分月份统计表"
    ctx.variant["table"] = kind
    return caption, rows


def s_data_table(ctx: Ctx) -> Article:
    rng, w = ctx.rng, ctx.writer
    lines = w.paragraphs(rng, ctx.geo, "news", ctx.axes["length"])
    caption, rows = _table_rows(ctx)
    cells_html = []
    header_th = rng.random() < 0.5
    for r, row in enumerate(rows):
        cell = "th" if (r == 0 and header_th) else "td"
        inner = []
        for c in row:
            text = esc(c)
            if r == 0 and not header_th:
                text = f"<b>{text}</b>"
            elif rng.random() < 0.2:
                text = f'<span style="font-size:12px">{text}</span>'
            inner.append(f'<{cell} align="center">{text}</{cell}>')
        cells_html.append("<tr>" + "".join(inner) + "</tr>")
    tbody = rng.random() < 0.5
    table = (
        '<table border="1" cellpadding="4" cellspacing="0" width="90%" align="center">'
        + ("<tbody>" if tbody else "")
        + "\n".join(cells_html)
        + ("</tbody>" if tbody else "")
        + "</table>"
    )
    cap_html = f'<p style="text-align:center"><strong>{esc(caption)}</strong></p>'
    if ctx.table:
        cap_html = f"<P align=center><B>{esc(caption)}</B></P>"
    inner = paras(ctx, lines) + "\n" + cap_html + "\n" + table
    row_lines = [" ".join(row) for row in rows]
    art = _standard(ctx, [*lines, caption, *row_lines], inner)
    art.extras = {"rows": row_lines, "caption": caption}
    return art


def sidebar_blocks(ctx: Ctx) -> tuple[str, dict[str, Any]]:
    """Author box, archives, recent comments and a tag cloud (a blog-like sidebar)."""
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    owner = ctx.site.name[:-3] if ctx.site.kind == "blog" else _person(rng)
    intro = rng.choice(
        (
            f"一个在{geo.city}生活了十几年的普通人，喜欢写写身边的小事，偶尔拍拍照片。",
            f"{geo.county}人，做过老师，也当过记者，现在在家带孩子，闲时记录一点日常。",
            f"关注{rng.choice(geo.topic['nouns'])}，也关注生活里那些容易被忽略的细节。",
        )
    )
    author_box = (
        f"<div><b>{esc(owner)}</b></div><div>{esc(intro)}</div>"
        f"<div>文章：{rng.randint(20, 900)}篇 访问：{rng.randint(1000, 900000)}次</div>"
    )
    months = []
    for i in range(rng.randint(5, 10)):
        d = ctx.dt - timedelta(days=30 * i)
        months.append(f"{d.year}年{d.month}月({rng.randint(1, 12)})")
    recent = []
    for _ in range(rng.randint(4, 7)):
        recent.append(f"{rng.choice(NICKNAMES)}：{w.comment(rng, geo)}")
    tags = sorted({rng.choice(geo.topic["nouns"]) for _ in range(8)} | {"随笔", "生活", "旅行"})
    if ctx.site.kind == "blog":
        labels = ("博主资料", "文章存档", "最新评论", "标签云")
    else:
        labels = rng.choice(
            (
                ("作者简介", "往期回顾", "网友留言", "热门标签"),
                ("作者信息", "历史文章", "读者评论", "标签"),
            )
        )
    html_parts = [
        box(ctx, labels[0], author_box),
        box(ctx, labels[1], link_list(ctx, months)),
        box(ctx, labels[2], "".join(f"<p>{esc(r)}</p>" for r in recent)),
        box(ctx, labels[3], links(ctx, tags, " ")),
    ]
    return "\n".join(html_parts), {"intro": intro, "recent": recent}


def s_two_column_table(ctx: Ctx) -> Article:
    rng = ctx.rng
    lines = ctx.writer.paragraphs(rng, ctx.geo, register_for(ctx), ctx.axes["length"])
    art = _standard(ctx, lines)
    side, info = sidebar_blocks(ctx)
    art.side_html = side
    art.extras = {"sidebar_intro": info["intro"], "sidebar_recent": info["recent"]}
    return art


def s_related_list(ctx: Ctx) -> Article:
    rng, mk = ctx.rng, ctx.mk
    lines = ctx.writer.paragraphs(rng, ctx.geo, "news", ctx.axes["length"])
    source_line = f"来源：{rng.choice((ctx.site.source, ctx.geo.city + '日报', '新华社'))}"
    editor = _person(rng)
    editor_line = rng.choice(
        (f"（责任编辑：{editor}）", f"责任编辑：{editor}", f"【责任编辑：{editor}】")
    )
    source_pos = rng.choice(("top", "bottom", "info"))
    inner = paras(ctx, lines)
    if source_pos == "top":
        source_line = "本文" + source_line
        inner = f"<p>{esc(source_line)}</p>\n{inner}"
    elif source_pos == "bottom":
        inner = f"{inner}\n<p>{esc(source_line)}</p>"
    inner += f"\n<p{mk.c('editor')}>{esc(editor_line)}</p>"
    heading = rng.choice(("相关报道", "相关新闻", "延伸阅读", "相关阅读"))
    bullet = rng.choice(("·", "●", "◆", "■", ""))
    items = []
    titles = []
    for _ in range(rng.randint(3, 8)):
        t = ctx.writer.any_title(rng, ctx.geo)
        titles.append(t)
        d = ctx.dt - timedelta(days=rng.randint(1, 200))
        date = rng.choice(
            (f"{d:%Y-%m-%d}", f"({d:%Y-%m-%d})", f"{d:%m-%d}", f"{d.year}年{d.month}月{d.day}日")
        )
        href = f"/{rng.choice(('news', 'a'))}/{d:%Y%m%d}/{rng.randint(1000, 99999)}.html"
        li = f'{esc(bullet)} <a href="{href}" target="_blank">{esc(t)}</a> <span>{esc(date)}</span>'
        items.append(li)
    if ctx.table:
        block = f"<TR><TD><B>{heading}</B><BR>" + "<BR>".join(items) + "</TD></TR>"
    else:
        block = (
            f"<div{mk.c('related')}><h3>{heading}</h3><ul>"
            + "".join(f"<li>{i}</li>" for i in items)
            + "</ul></div>"
        )
    info_extra = [source_line] if source_pos == "info" else None
    art = _standard(ctx, lines, inner, after=[block], info_extra=info_extra)
    art.extras = {
        "related_titles": titles,
        "source_line": source_line,
        "editor_line": editor_line,
        "related_heading": heading,
    }
    ctx.variant.update({"source": source_pos, "heading": heading})
    return art


def s_edge_boilerplate(ctx: Ctx) -> Article:
    rng, mk = ctx.rng, ctx.mk
    lines = ctx.writer.paragraphs(rng, ctx.geo, register_for(ctx), ctx.axes["length"])
    options = ["crumb", "letter_spaced", "byline", "title_dangling", "reprint_top", "dateline"]
    if shown_date(ctx)[0] is None:
        options.remove("dateline")
    chosen = set(rng.sample(options, rng.randint(2, 4)))
    chosen.add("reprint_bottom")
    noise: list[str] = []
    before: list[str] = []
    top: list[str] = []
    bottom: list[str] = []
    site = ctx.site.name
    if "crumb" in chosen:
        crumb = rng.choice(
            (
                "位置：首页 > 新闻 > 国内",
                "首页 → 新闻 → 正文",
                f"当前位置：首页 > {rng.choice(ctx.site.nav[1:])} > 正文",
                f"您现在的位置：{site} >> {rng.choice(ctx.site.nav[1:])}",
            )
        )
        noise.append(crumb)
        before.append(f"<div{mk.c('crumb')}>{esc(crumb)}</div>")
    if "letter_spaced" in chosen:
        spaced = rng.choice(LETTER_SPACED)
        noise.append(spaced)
        before.append(f"<div{mk.c('column')}><b>{esc(spaced)}</b></div>")
    if "byline" in chosen or "dateline" in chosen:
        odd = rng.choice(ODD_LINES).format(n=rng.randint(800, 4000), m=rng.randint(2, 9))
        noise.append(odd)
        top.append(f"<p>{esc(odd)}</p>")
    if "byline" in chosen:
        byline = rng.choice(
            (
                f"记者 {_person(rng)} 通讯员 {_person(rng)}",
                f"文/图 {_person(rng)}",
                f"□ 本报记者 {_person(rng)} 实习生 {_person(rng)}",
                f"（记者 {_person(rng)}）",
                f"文 | {_person(rng)}  编辑 | {_person(rng)}",
            )
        )
        noise.append(byline)
        top.append(f"<p>{esc(byline)}</p>")
    if "dateline" in chosen:
        time_text = shown_date(ctx)[0] or ""
        line = f"{time_text.replace('发布时间：', '')}  来源：{ctx.site.source}"
        noise.append(line)
        top.append(f'<p style="color:#999">{esc(line)}</p>')
    if "reprint_top" in chosen:
        notice = rng.choice(REPRINT_NOTICES).format(site=site)
        noise.append(notice)
        top.insert(0, f"<p><em>{esc(notice)}</em></p>")
    notice = rng.choice(REPRINT_NOTICES).format(site=site)
    while notice in noise:
        notice = rng.choice(REPRINT_NOTICES).format(site=site)
    noise.append(notice)
    bottom.append(f'<p style="color:#666;font-size:12px">{esc(notice)}</p>')
    inner = "\n".join([*top, paras(ctx, lines), *bottom])
    art = _standard(ctx, lines, inner, before=before)
    if "title_dangling" in chosen:
        art.title_tag = art.title + rng.choice((" - ", "_|", " | ", "_"))
    art.extras = {"noise": noise, "dangling_title": "title_dangling" in chosen}
    ctx.variant["edges"] = "+".join(sorted(chosen))
    return art


def s_official_document(ctx: Ctx) -> Article:
    rng, w, geo, mk = ctx.rng, ctx.writer, ctx.geo, ctx.mk
    school = ctx.site.kind == "school_or_company"
    title = w.doc_title(rng, geo)
    issuer = (
        geo.school
        if school
        else geo.county + rng.choice(("人民政府办公室", "人民政府", geo.topic["org"]))
    )
    abbr = geo.school[:1] if school else geo.county[:1]
    abbr += rng.choice(("校发", "校办发")) if school else rng.choice(("政办发", "政发", "政办"))
    doc_no = f"{abbr}〔{geo.year}〕{rng.randint(1, 160)}号"
    if school:
        addressee = rng.choice(("各学院、各部门：", "各处室、各年级组：", "各部门、各单位："))
    else:
        addressee = rng.choice(
            (
                "各乡镇人民政府、街道办事处，县政府各部门，各直属机构：",
                "各区县人民政府，市政府各部门：",
                "各有关单位：",
            )
        )
    intro = w.fill(
        rng,
        "为深入贯彻落实上级关于{noun}的决策部署，进一步{action}，经研究同意，现就做好{year}年{noun}工作有关事项通知如下：",
        geo,
    )
    w.used_paragraphs.add(intro)
    length = ctx.axes["length"]
    n_items = {"short": 2, "medium": rng.randint(3, 5), "long": rng.randint(6, 8)}[length]
    heads = rng.sample(OFFICIAL_HEADS, n_items)
    inline = length == "short" or rng.random() < 0.4
    lines: list[str] = [intro]
    while True:
        body: list[str] = []
        for i, head in enumerate(heads):
            if inline:
                body.append(f"{CN_NUM[i]}、{head}。" + w.paragraph(rng, geo, "official", 1))
            else:
                body.append(f"{CN_NUM[i]}、{head}")
                per = 3 if length == "long" else rng.randint(1, 2)
                sub_numbered = per > 1 and rng.random() < 0.5
                for j in range(per):
                    p = w.paragraph(rng, geo, "official", rng.randint(1, 2))
                    body.append(f"（{CN_NUM[j]}）{p}" if sub_numbered else p)
        if length != "short" or sum(map(len, body)) + len(intro) < 300:
            break
        for p in body:
            w.used_paragraphs.discard(p)
    lines += body
    signed = ctx.dt - timedelta(days=rng.randint(1, 12))
    date_line = f"{signed.year}年{signed.month}月{signed.day}日"
    tail = [issuer, date_line]
    if rng.random() < 0.5:
        tail.append("（此件公开发布）")
    # the centred, two-line title, broken where a typesetter would break it
    gov_at = title.find("人民政府关于")
    cuts = [title.find("《"), gov_at + 4 if gov_at > 0 else -1]
    cuts += [title.find("年") + 1, title.rfind("的"), title.rfind("工作的"), 2]
    cuts = [c for c in cuts if 2 <= c <= len(title) - 3]
    cut = rng.choice(cuts)
    line1, line2 = title[:cut], title[cut:]
    if ctx.table:
        title_html = (
            f"<P align=center><FONT size=4 color=#000000><B>{esc(line1)}<BR>"
            f"{esc(line2)}</B></FONT></P>"
        )
        right = "<P align=right>{}</P>"
    elif ctx.html5:
        title_html = (
            f'<h1{mk.c("doc_title")} style="text-align:center">{esc(line1)}<br>{esc(line2)}</h1>'
        )
        right = f'<p{mk.c("doc_sign")} style="text-align:right">{{}}</p>'
    else:
        title_html = (
            f'<div style="text-align:center;font-size:22px"><strong>{esc(line1)}<br>'
            f"{esc(line2)}</strong></div>"
        )
        right = rng.choice(('<p style="text-align: right;">{}</p>', '<div align="right">{}</div>'))
    no_pos = rng.choice(("before_title", "after_title"))
    no_html = f'<p style="text-align:center"{mk.c("doc_no")}>{esc(doc_no)}</p>'
    if ctx.table:
        no_html = f"<P align=center>{esc(doc_no)}</P>"
    head_parts = [no_html, title_html] if no_pos == "before_title" else [title_html, no_html]
    inner = "\n".join(
        [
            *head_parts,
            f"<p>{esc(addressee)}</p>",
            paras(ctx, lines),
            *(right.format(esc(t)) for t in tail),
        ]
    )
    truth = [doc_no, addressee, *lines, *tail]
    time_text, truth_time = shown_date(ctx)
    author = None
    parts = [f"来源：{issuer}"]
    if ctx.axes["chrome_weight"] == "heavy":
        parts.append(f"浏览次数：{rng.randint(30, 9000)}")
    parts.append("【字体：大 中 小】【打印本页】【关闭窗口】")
    repeated = rng.random() < 0.5
    rows = []
    if repeated:
        rows.append(headline_html(ctx, title, level="div"))
    rows.append(info_html(ctx, parts, time_text))
    if ctx.axes["chrome_weight"] == "heavy" and not school:
        meta = (
            f"索引号：{rng.randint(10000000, 99999999)}/{geo.year}-{rng.randint(10000, 99999)} "
            f"发布机构：{issuer} 成文日期：{signed:%Y-%m-%d} 文号：{doc_no} 主题分类：综合政务"
        )
        cells = "".join(f"<td>{esc(c)}</td>" for c in meta.split(" "))
        rows.insert(0, f'<table border="1" cellspacing="0" width="100%"><tr>{cells}</tr></table>')
    rows.append(body_box(ctx, inner))
    ctx.variant.update(
        {"doc_no": no_pos, "items": "inline" if inline else "headed", "title_twice": str(repeated)}
    )
    return Article(
        main_html=article_frame(ctx, rows),
        title=title,
        body=truth,
        publish_time=truth_time,
        author=author,
        title_tag=f"{title}{rng.choice(('_', ' - '))}{ctx.site.name}",
        extras={"doc_no": doc_no, "addressee": addressee, "issuer": issuer, "date_line": date_line},
    )


def _post_attrs(ctx: Ctx, role: str = "post") -> str:
    """The class of one listed post (and, on some pages, a WordPress-style ``id="post-N"``)."""
    ident = ""
    if ctx.variant.get("ids") == "1":
        ident = f' id="post-{ctx.rng.randint(100, 99999)}"'
    return f"{ident}{ctx.mk.c(role)}"


def _sib_time(ctx: Ctx, d: datetime) -> str:
    """A listed post's date, in the page's date format when it shows one."""
    shown, stamp = shown_date(ctx, d)
    text = shown or f"{d:%Y-%m-%d %H:%M}"
    if ctx.html5:
        stamp = stamp if shown else f"{d:%Y-%m-%d %H:%M}"
        return f'<time datetime="{(stamp or "").replace(" ", "T")}">{esc(text)}</time>'
    return f"<span{ctx.mk.c('time')}>{esc(text)}</span>"


def _sib_title(ctx: Ctx) -> str:
    if ctx.site.kind in ("blog", "forum_article"):
        return ctx.writer.personal_title(ctx.rng, ctx.geo)
    return ctx.writer.any_title(ctx.rng, ctx.geo)


def _sib_href(ctx: Ctx, d: datetime) -> str:
    n = ctx.rng.randint(1000, 999999)
    return ctx.rng.choice((f"/archives/{n}.html", f"/{d:%Y/%m}/{n}.html", f"/p/{n}"))


def _sib_foot(ctx: Ctx, kind: str) -> str:
    """The action line under each post of a feed (the same on every post of the page)."""
    rng = ctx.rng
    if kind == "likes":
        counts = f"喜欢({rng.randint(0, 999)}) 收藏({rng.randint(0, 300)})"
        return f"<div>{counts} {links(ctx, ['分享'])}</div>"
    if kind == "links":
        return f"<div>{links(ctx, ['赞', '评论', '分享'], ' ')}</div>"
    return ""


def _sib_text(ctx: Ctx, lines: list[str], *, ellipsis: bool = False) -> str:
    """A listed post's text: its paragraphs in ``<p>`` (the last cut with …… for an excerpt)."""
    out = [esc(x) for x in lines]
    if ellipsis:
        out[-1] = out[-1].rstrip("。") + "……"
    return "".join(f"<p>{x}</p>" for x in out)


def _list_heading(ctx: Ctx, text: str) -> str:
    level = ctx.rng.choice(("h2", "h3", "div"))
    if level == "div":
        return f"<div{ctx.mk.c('column')}><b>{esc(text)}</b></div>"
    return f"<{level}{ctx.mk.c('column')}>{esc(text)}</{level}>"


def _author_box(ctx: Ctx, name: str) -> str:
    rng, geo = ctx.rng, ctx.geo
    bio = rng.choice(
        (
            f"{geo.county}人，长期关注{rng.choice(geo.topic['nouns'])}，"
            f"写过不少{rng.choice(geo.towns)}的人和事。",
            f"在{geo.city}工作{rng.randint(3, 20)}年，"
            f"业余时间喜欢到{rng.choice(geo.villages)}走走看看。",
            f"{rng.choice(geo.topic['roles'])}出身，现在专门记录{geo.city}的{geo.topic['group']}故事。",
        )
    )
    return (
        f"<div{ctx.mk.c('author_box')}><div><b>{esc(name)}</b></div><p>{esc(bio)}</p>"
        f"<div>{links(ctx, ['查看TA的全部文章'])}</div></div>"
    )


def s_sibling_articles(ctx: Ctx) -> Article:
    """The page's own post as an ``<article>``, other posts as sibling ``<article>`` elements.

    ``shape`` (``ctx.variant``, chosen before the axes were forced): ``short_feed`` (a short
    post, then 6-15 headless, dateless posts of the same size and markup), ``related_teasers``
    (an article, then 3-6 teaser articles with a linked heading and a 2-4 sentence excerpt),
    ``infinite_scroll`` (the next full article(s), headline and date, as siblings),
    ``wrapped_outside`` (the own article also wraps tags, share bar and author box; the other
    posts are children of its parent's parent), ``div_feed`` (2010s markup: the same repeated
    post shape in ``<div>`` elements)."""
    rng, w, geo, mk = ctx.rng, ctx.writer, ctx.geo, ctx.mk
    shape = ctx.variant["shape"]
    register = register_for(ctx)
    lines = w.paragraphs(rng, geo, register, ctx.axes["length"])
    title = title_for(ctx)
    time_text, truth_time = shown_date(ctx)
    author, parts = author_for(ctx)
    ctx.variant["ids"] = "1" if mk.style != "none" and rng.random() < 0.5 else "0"
    tag = "article" if ctx.html5 else "div"
    headline = headline_html(ctx, title)
    info = info_html(ctx, parts, time_text)

    # the other posts: (title or None, paragraphs, date)
    if shape in ("short_feed", "div_feed"):
        sib_head = "none"
        if shape == "div_feed":
            sib_head = w.pick(rng, "sib_head_div", ("none", "link", "link_date"))
        n = rng.randint(6, 15) if shape == "short_feed" else rng.randint(4, 10)
        full = shape == "short_feed" or rng.random() < 0.5
        texts = [
            w.paragraphs(rng, geo, register, "short")
            if full
            else [w.paragraph(rng, geo, register, rng.randint(2, 4))]
            for _ in range(n)
        ]
    elif shape == "related_teasers":
        sib_head = w.pick(rng, "sib_head_related", ("link", "link_date"))
        texts = [
            [w.paragraph(rng, geo, register, rng.randint(2, 4))] for _ in range(rng.randint(3, 6))
        ]
    elif shape == "infinite_scroll":
        sib_head = "headline_date"
        texts = [
            w.paragraphs(rng, geo, register, rng.choice(("medium", "medium", "long")))
            for _ in range(rng.choice((1, 1, 2)))
        ]
    else:
        sib_head = w.pick(rng, "sib_head_wrapped", ("none", "link", "link_date"))
        full = rng.random() < 0.5
        texts = [
            w.paragraphs(rng, geo, register, "short")
            if full
            else [w.paragraph(rng, geo, register, rng.randint(2, 4))]
            for _ in range(rng.randint(3, 8))
        ]
    titles = [None if sib_head == "none" else _sib_title(ctx) for _ in texts]
    dts = sorted(
        (ctx.dt - timedelta(days=rng.randint(1, 120), minutes=rng.randint(0, 600)) for _ in texts),
        reverse=True,
    )
    list_head = w.pick(rng, f"list_head_{shape}", ("none", "shown"))
    heading_text = rng.choice(
        ("下一篇", "继续阅读", "接下来阅读")
        if shape == "infinite_scroll"
        else ("相关文章", "猜你喜欢", "更多", "你可能还喜欢", "更多文章", "推荐阅读", "相关推荐")
    )
    heading = _list_heading(ctx, heading_text) if list_head == "shown" else ""
    placement = "sibling"
    if shape in ("short_feed", "related_teasers", "div_feed"):
        placement = w.pick(rng, f"placement_{shape}", ("sibling", "nested"))
    elif shape == "wrapped_outside":
        placement = "parent_sibling"

    # the posts' HTML
    foot_kind = rng.choice(("likes", "links", "none"))
    excerpt_cut = rng.random() < 0.5
    level = rng.choice(("h2", "h3"))
    next_level = "h2"
    if shape == "infinite_scroll":
        next_level = w.pick(rng, "next_level", ("h1", "h2"))
        ctx.variant["next_level"] = next_level
    blocks: list[str] = []
    for t, text, d in zip(titles, texts, dts, strict=True):
        if shape == "infinite_scroll":
            assert t is not None
            _, sib_parts = author_for(ctx)
            sib_info = f"<div{mk.c('info')}>{_sib_time(ctx, d)} "
            sib_info += " ".join(f"<span>{esc(p)}</span>" for p in sib_parts) + "</div>"
            sib_body = f"<div{mk.c('body')}>\n{paras(ctx, text)}\n</div>"
            data = f' data-url="{attr(_sib_href(ctx, d))}"'
            blocks.append(
                f"<{tag}{_post_attrs(ctx)}{data}>{headline_html(ctx, t, level=next_level)}"
                f"{sib_info}{sib_body}</{tag}>"
            )
            continue
        role = "related_item" if shape == "related_teasers" else "post"
        head = ""
        if t is not None:
            head = (
                f'<{level}{mk.c("post_title")}><a href="{attr(_sib_href(ctx, d))}">{esc(t)}</a>'
                f"</{level}>"
            )
        meta = ""
        if sib_head == "link_date":
            meta = f"<div{mk.c('post_meta')}>{_sib_time(ctx, d)}</div>"
        cut = excerpt_cut and len(text) == 1 and shape != "short_feed"
        body = f"<div{mk.c('post_body')}>{_sib_text(ctx, text, ellipsis=cut)}</div>"
        more = ""
        if shape == "related_teasers" and rng.random() < 0.5:
            more = f"<div>{links(ctx, ['阅读全文'])}</div>"
        foot = _sib_foot(ctx, foot_kind) if shape in ("short_feed", "div_feed") else more
        blocks.append(f"<{tag}{_post_attrs(ctx, role)}>{head}{meta}{body}{foot}</{tag}>")

    # the page's own post
    if shape in ("short_feed", "div_feed"):
        own_body = f"<div{mk.c('post_body')}>\n{paras(ctx, lines)}\n</div>"
        own_inner = [headline, info, own_body, _sib_foot(ctx, foot_kind)]
    else:
        own_inner = [headline, info, body_box(ctx, paras(ctx, lines))]
        if shape == "wrapped_outside" or (
            shape == "related_teasers" and ctx.axes["chrome_weight"] == "heavy"
        ):
            own_inner.append(share_bar(ctx))
        if shape == "wrapped_outside":
            tags = sorted({rng.choice(geo.topic["nouns"]) for _ in range(4)})
            own_inner.append(f"<div{mk.c('tags')}>标签：{links(ctx, tags, ' ')}</div>")
            own_inner.append(_author_box(ctx, author or _person(rng)))
    own = f"<{tag}{_post_attrs(ctx)}>\n" + "\n".join(x for x in own_inner if x) + f"\n</{tag}>"

    if placement == "nested":
        wrap = "section" if ctx.html5 else "div"
        rows = [own, f"<{wrap}{mk.c('related')}>{heading}" + "\n".join(blocks) + f"</{wrap}>"]
    elif placement == "parent_sibling":
        parent = f"<div{mk.c('primary')}>\n{own}\n{prev_next(ctx)}\n</div>"
        rows = [parent, heading, *blocks]
    else:
        rows = [own, heading, *blocks]
    if shape == "infinite_scroll" and rng.random() < 0.5:
        rows.append(f"<div{mk.c('pager')}>{rng.choice(('正在加载…', '加载更多'))}</div>")
    main_html = f"<div{mk.c('main')}>\n" + "\n".join(r for r in rows if r) + "\n</div>"
    own_size = sum(map(len, lines))
    sib_size = sum(len(p) for text in texts for p in text)
    ctx.variant.update(
        {
            "sib_head": sib_head,
            "list_head": list_head,
            "placement": placement,
            "siblings": str(len(texts)),
            "longer": "siblings" if sib_size > own_size else "own",
        }
    )
    return Article(
        main_html=main_html,
        title=title,
        body=lines,
        publish_time=truth_time,
        author=author,
        title_tag=title_tag_for(ctx, title),
        extras={
            "siblings": [{"title": t, "body": text} for t, text in zip(titles, texts, strict=True)],
            "post": lines,
        },
    )


BUILDERS = {
    "plain": s_plain,
    "blog_index": s_blog_index,
    "many_comments": s_many_comments,
    "h1_subheads": s_h1_subheads,
    "malformed": s_malformed,
    "data_table": s_data_table,
    "two_column_table": s_two_column_table,
    "related_list": s_related_list,
    "edge_boilerplate": s_edge_boilerplate,
    "official_document": s_official_document,
    "sibling_articles": s_sibling_articles,
}


# --- chrome and layout --------------------------------------------------------------------


def footer_lines(ctx: Ctx) -> list[str]:
    rng, kind, name = ctx.rng, ctx.site.kind, ctx.site.name
    icp = f"{rng.choice('京沪浙苏粤鲁川湘鄂皖赣闽')}ICP备{rng.randint(10000000, 99999999)}号"
    year = ctx.dt.year
    if kind == "gov":
        lines = [
            f"主办：{ctx.geo.county}人民政府办公室 承办：{ctx.geo.county}大数据中心",
            f"网站标识码：{rng.randint(1000000000, 9999999999)} {icp}",
            f"联系电话：0{rng.randint(510, 899)}-{rng.randint(2000000, 8999999)}",
        ]
    elif kind == "portal_news":
        lines = [
            "关于我们 | 广告服务 | 联系方式 | 网站地图 | 版权声明",
            f"Copyright © 2003-{year} {ctx.site.domain} All Rights Reserved",
            f"{icp} 违法和不良信息举报电话：0{rng.randint(10, 99)}-"
            f"{rng.randint(10000000, 99999999)}",
        ]
    elif kind == "blog":
        lines = [f"© {year} {name} | Powered by WordPress | {icp}"]
    elif kind == "forum_article":
        lines = [
            f"Powered by Discuz! X3.4 © 2001-{year} Comsenz Inc. {icp}",
            "手机版 | 小黑屋 | 联系我们",
        ]
    else:
        lines = [
            f"地址：{ctx.geo.city}{_place(rng)}路{rng.randint(1, 300)}号 "
            f"邮编：{rng.randint(100000, 899999)}",
            f"版权所有：{name} {icp}",
        ]
    if ctx.axes["chrome_weight"] == "light":
        return lines[-1:]
    return lines


def side_html(ctx: Ctx) -> str:
    """Heavy chrome's sidebar: hot news, rankings, notices."""
    rng, w, geo = ctx.rng, ctx.writer, ctx.geo
    hot = [w.any_title(rng, geo) for _ in range(rng.randint(6, 10))]
    parts = [
        box(
            ctx,
            rng.choice(("热点新闻", "排行榜", "热门文章", "点击排行")),
            link_list(ctx, hot),
            "hot",
        )
    ]
    if ctx.site.kind == "gov":
        parts.append(
            box(ctx, "政务服务", links(ctx, ["办事指南", "表格下载", "在线申报", "结果公示"], " "))
        )
    more = [w.any_title(rng, geo) for _ in range(rng.randint(4, 7))]
    parts.append(
        box(ctx, rng.choice(("图片新闻", "推荐阅读", "通知公告")), link_list(ctx, more, True))
    )
    return "\n".join(parts)


def top_chrome(ctx: Ctx) -> tuple[str, str, str]:
    """(header, nav, breadcrumb) HTML."""
    rng, mk, heavy = ctx.rng, ctx.mk, ctx.axes["chrome_weight"] == "heavy"
    name = ctx.site.name
    nav_items = list(ctx.site.nav) if heavy else list(ctx.site.nav[: rng.randint(4, 7)])
    toplinks = "设为首页 | 加入收藏 | 手机版"
    if ctx.site.kind == "gov":
        toplinks = "无障碍浏览 | 简体 | 繁体 | 长者模式"
    elif ctx.site.kind == "forum_article":
        toplinks = "登录 | 立即注册 | 找回密码"
    today = ""
    if heavy and ctx.site.kind in ("gov", "school_or_company") and rng.random() < 0.6:
        d = ctx.dt + timedelta(days=rng.randint(1, 400))
        today = f" 今天是：{d.year}年{d.month}月{d.day}日"
    crumb_col = rng.choice(ctx.site.nav[1:])
    crumb_text = f"当前位置：首页 > {crumb_col} > 正文"
    if ctx.table:
        header = (
            f"<TABLE width=760 align=center border=0 cellPadding=0 cellSpacing=0><TR>"
            f'<TD width=300><IMG src="/images/logo.gif" width=300 height=60 alt="{attr(name)}">'
            "</TD>"
            f"<TD align=right><FONT size=2>{esc(toplinks)}{esc(today)}</FONT></TD></TR></TABLE>"
        )
        nav = (
            "<TABLE width=760 align=center bgColor=#003399 border=0><TR><TD align=center>"
            f"<FONT color=#FFFFFF size=2>{links(ctx, nav_items, ' | ')}</FONT></TD></TR></TABLE>"
        )
        if heavy:
            nav += (
                "<TABLE width=760 align=center border=0><TR><TD align=center><FONT size=2>"
                + links(ctx, [ctx.writer.any_title(rng, ctx.geo) for _ in range(3)], " | ")
                + "</FONT></TD></TR></TABLE>"
            )
        crumb = (
            "<TABLE width=760 align=center><TR><TD><FONT size=2>"
            f"{esc(crumb_text)}</FONT></TD></TR></TABLE>"
        )
        return header, nav, crumb
    logo = f'<a href="/"><img src="/images/logo.png" alt="{attr(name)}"></a>'
    if ctx.html5:
        header = f"<header{mk.c('header')}>{logo}<div>{esc(toplinks)}{esc(today)}</div>"
        nav_ul = "".join(f"<li>{links(ctx, [i])}</li>" for i in nav_items)
        nav = f"<nav{mk.c('nav')}><ul>{nav_ul}</ul></nav></header>"
        crumb = f'<nav{mk.c("crumb")} aria-label="breadcrumb">{esc(crumb_text)}</nav>'
        return header, nav, crumb
    header = f"<div{mk.c('header')}><div>{logo}</div><div>{esc(toplinks)}{esc(today)}</div></div>"
    nav_ul = "".join(f"<li>{links(ctx, [i])}</li>" for i in nav_items)
    nav = f"<div{mk.c('nav')}><ul>{nav_ul}</ul></div>"
    crumb = f"<div{mk.c('crumb')}>{esc(crumb_text)}</div>"
    return header, nav, crumb


def footer_html(ctx: Ctx) -> str:
    lines = footer_lines(ctx)
    mk = ctx.mk
    extra = ""
    if ctx.axes["chrome_weight"] == "heavy":
        friends = [
            f"{_place(ctx.rng)}{s}" for s in ("新闻网", "政府网", "在线", "信息港", "日报", "论坛")
        ]
        extra = f"<div>友情链接：{links(ctx, friends, ' ')}</div>"
    if ctx.table:
        body = "<BR>".join(esc(x) for x in lines)
        return (
            f"<TABLE width=760 align=center border=0><TR><TD align=center><FONT size=2>{extra}"
            f"{body}</FONT></TD></TR></TABLE>"
        )
    tag = "footer" if ctx.html5 else "div"
    body = "".join(f"<p>{esc(x)}</p>" for x in lines)
    return f"<{tag}{mk.c('footer')}>{extra}{body}</{tag}>"


def ad_slot(ctx: Ctx) -> str:
    if ctx.axes["chrome_weight"] != "heavy":
        return ""
    rng = ctx.rng
    img = f'<img src="/ad/banner{rng.randint(1, 20)}.jpg" width="960" height="90" alt="广告">'
    return (
        f'<div{ctx.mk.c("ad")}><a href="http://ad.example.cn/{rng.randint(1, 999)}">{img}</a></div>'
    )


def scripts(ctx: Ctx) -> str:
    if ctx.axes["chrome_weight"] != "heavy":
        return ""
    key = "".join(ctx.rng.choice("0123456789abcdef") for _ in range(32))
    return (
        '<script>var _hmt = _hmt || [];(function() {var hm = document.createElement("script");'
        f'hm.src = "https://hm.baidu.com/hm.js?{key}";'
        'var s = document.getElementsByTagName("script")[0];s.parentNode.insertBefore(hm, s);})();'
        "</script>"
    )


def layout(ctx: Ctx, art: Article) -> str:
    header, nav, crumb = top_chrome(ctx)
    if art.nav_html is not None:
        nav = art.nav_html
    heavy = ctx.axes["chrome_weight"] == "heavy"
    two_col = art.side_html is not None
    side = art.side_html if two_col else (side_html(ctx) if heavy else "")
    if ctx.axes["structure"] == "edge_boilerplate" and "crumb" in ctx.variant.get("edges", ""):
        crumb = ""  # the breadcrumb sits at the text's edge instead
    foot = footer_html(ctx)
    if ctx.table or two_col:
        tds = []
        if heavy and ctx.table and two_col:
            tds.append(
                "<TD width=150 valign=top>" + links(ctx, list(ctx.site.nav), "<BR>") + "</TD>"
            )
        main_w, side_w = (560, 200) if ctx.table else (700, 260)
        tds.append(f'<td width="{main_w}" valign="top">{art.main_html}</td>')
        if side:
            tds.append(f'<td width="{side_w}" valign="top">{side}</td>')
        width = 760 if ctx.table else 960
        grid = (
            f'<table width="{width}" align="center" border="0" cellpadding="0" cellspacing="0">'
            f"<tr>{''.join(tds)}</tr></table>"
        )
        if ctx.table:
            body = "\n".join([header, nav, ad_slot(ctx), crumb, grid, foot, scripts(ctx)])
            return body
        mid = f"<div{ctx.mk.c('wrap')}>{crumb}{grid}</div>"
        return "\n".join([header, nav, ad_slot(ctx), mid, foot, scripts(ctx)])
    if ctx.html5:
        aside = f"<aside{ctx.mk.c('side')}>{side}</aside>" if side else ""
        main = f"<main{ctx.mk.c('wrap')}>{crumb}{art.main_html}{aside}</main>"
        return "\n".join([header, nav, ad_slot(ctx), main, foot, scripts(ctx)])
    right = f"<div{ctx.mk.c('side')}>{side}</div>" if side else ""
    mid = (
        f"<div{ctx.mk.c('wrap')}>{crumb}<div{ctx.mk.c('left')}>{art.main_html}</div>{right}"
        '<div style="clear:both"></div></div>'
    )
    return "\n".join([header, nav, ad_slot(ctx), mid, foot, scripts(ctx)])


def head_html(ctx: Ctx, art: Article) -> str:
    charset = ctx.axes["charset"]
    decl = ctx.axes["charset_decl"]
    label = charset.upper() if ctx.rng.random() < 0.4 else charset
    title = esc(art.title_tag)
    kw = attr(",".join(ctx.geo.topic["nouns"][:3]))
    dm = date_meta(ctx)
    more = art.head_extra + "\n" if art.head_extra else ""
    if ctx.table:
        return (
            f'<HTML>\n<HEAD>\n<META http-equiv=Content-Type content="text/html; charset={label}">\n'
            f'<TITLE>{title}</TITLE>\n<META name=keywords content="{kw}">\n{dm}\n'
            f"<STYLE>TD {{FONT-SIZE: 12px}} .f14 {{FONT-SIZE: 14px}}</STYLE>\n{more}</HEAD>\n"
            "<BODY bgColor=#ffffff leftMargin=0 topMargin=0>\n"
        )
    if decl == "meta_charset":
        cs = f'<meta charset="{label}">'
    else:
        close = "" if ctx.html5 else " /"
        cs = f'<meta http-equiv="Content-Type" content="text/html; charset={label}"{close}>'
    if ctx.html5:
        og = (
            f'<meta property="og:title" content="{attr(art.title)}">'
            if ctx.rng.random() < 0.5
            else ""
        )
        return (
            f'<!DOCTYPE html>\n<html lang="zh-CN">\n<head>\n{cs}\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f'<title>{title}</title>\n<meta name="keywords" content="{kw}">\n{og}\n{dm}\n'
            f"{more}</head>\n<body>\n"
        )
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml">\n<head>\n{cs}\n<title>{title}</title>\n'
        f'<meta name="keywords" content="{kw}" />\n{dm}\n'
        '<link rel="stylesheet" type="text/css" href="/css/style.css" />\n'
        f"{more}</head>\n<body>\n"
    )


_TAG = re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*")


def upper_tags(text: str) -> str:
    return _TAG.sub(lambda m: m.group(0).upper(), text)


# --- axes ------------------------------------------------------------------------------------


def _balanced(
    rng: random.Random, values: tuple[str, ...], n: int, weights: list[float] | None = None
) -> list[str]:
    """``n`` values in proportion to ``weights`` (largest remainder), shuffled."""
    weights = weights or [1.0] * len(values)
    total = sum(weights)
    quotas = [n * w / total for w in weights]
    counts = [int(q) for q in quotas]
    order = sorted(range(len(values)), key=lambda i: (counts[i] - quotas[i], rng.random()))
    for i in order[: n - sum(counts)]:
        counts[i] += 1
    out = [v for v, c in zip(values, counts, strict=True) for _ in range(c)]
    rng.shuffle(out)
    return out


def deal_axes(rng: random.Random, n: int, extra: tuple[str, ...] = ()) -> list[dict[str, str]]:
    columns: dict[str, list[str]] = {}
    for axis in DEALT_AXES:
        values = AXES[axis]
        if axis == "structure":
            values = values + extra
        weights = None
        if axis == "structure":
            weights = [PLAIN_WEIGHT if v == "plain" else 1.0 for v in values]
        if axis == "class_style":
            values = tuple(v for v in values if v != "legacy")
        columns[axis] = _balanced(rng, values, n, weights)
    return [{axis: columns[axis][i] for axis in DEALT_AXES} for i in range(n)]


def force_axes(
    rng: random.Random,
    axes: dict[str, str],
    shape: str | None = None,
    hard: Callable[..., None] | None = None,
) -> list[str]:
    """Change the combinations that cannot occur; return ``axis:old->new`` notes.
    ``shape``: a ``sibling_articles`` page's sub-variant (it decides the era); ``hard``: the
    hard structures' own forcing (``article_structures.force_axes``), for a page of one."""
    notes: list[str] = []

    def force(axis: str, new: str) -> None:
        notes.append(f"{axis}:{axes[axis]}->{new}")
        axes[axis] = new

    s = axes["structure"]
    if s in ("malformed", "two_column_table") and axes["era"] == "html5_2020s":
        force("era", "div_2010s")
    if s == "sibling_articles":
        era = "div_2010s" if shape == "div_feed" else "html5_2020s"
        if axes["era"] != era:
            force("era", era)
        if shape == "short_feed" and axes["length"] != "short":
            force("length", "short")
    if s in HARD_STRUCTURES:
        if hard is None:
            raise ValueError(f"{s} is a hard structure: pass its forcing as hard=")
        hard(rng, axes, shape or "", force)
    if s == "blog_index" and axes["site_kind"] not in ("blog", "school_or_company"):
        force("site_kind", "blog")
    if s == "official_document" and axes["site_kind"] in ("blog", "forum_article"):
        force("site_kind", "gov")
    if s == "many_comments" and axes["site_kind"] == "gov":
        force("site_kind", "portal_news")
    if s == "many_comments" and axes["length"] == "long":
        force("length", "medium")
    if s == "blog_index" and axes["date_style"] in ("meta_only", "absent"):
        force("date_style", rng.choice(("iso_minute", "cn_minute")))
    if axes["era"] == "div_2010s" and axes["class_style"] == "hashed":
        force("class_style", "classic")
    if axes["era"] == "table_1990s":
        axes["class_style"] = "legacy"
    return notes


def pick_charset(rng: random.Random, era: str) -> tuple[str, str]:
    if era == "table_1990s":
        return rng.choice(("gbk", "gb2312")), "http_equiv"
    if era == "div_2010s":
        charset = rng.choice(("gbk", "gb2312")) if rng.random() < 0.3 else "utf-8"
        return charset, rng.choice(("meta_charset", "http_equiv"))
    if rng.random() < 0.06:
        return "gbk", "meta_charset"
    return "utf-8", rng.choice(("meta_charset", "meta_charset", "http_equiv"))


# --- build -----------------------------------------------------------------------------------
