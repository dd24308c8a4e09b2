"""Chinese text of the portal family: portal and section names, headlines with their short
front-page forms, article paragraphs, picture captions, people, sources and tags.

Every character is in GB2312, so that the GBK and the GB2312 portals can encode all of it.
"""

from __future__ import annotations

import random

PORTAL_NAMES = [
    "华夏新闻网",
    "东方快讯网",
    "南方资讯网",
    "北方在线",
    "中原新闻网",
    "长江日报网",
    "神州之窗",
    "环球视野网",
    "西部热线",
    "东海新闻网",
    "江南在线",
    "天山网",
    "黄河新闻网",
    "岭南资讯",
    "齐鲁在线",
    "巴蜀新闻网",
]
#: (slug, name) of every channel a portal may have (the photo channel is apart)
SECTIONS = [
    ("china", "国内"),
    ("world", "国际"),
    ("finance", "财经"),
    ("tech", "科技"),
    ("sports", "体育"),
    ("ent", "娱乐"),
    ("society", "社会"),
    ("mil", "军事"),
    ("auto", "汽车"),
    ("edu", "教育"),
    ("health", "健康"),
    ("culture", "文化"),
]
PLACES = [
    "北京",
    "上海",
    "广州",
    "深圳",
    "杭州",
    "成都",
    "武汉",
    "西安",
    "南京",
    "重庆",
    "天津",
    "苏州",
    "长沙",
    "郑州",
    "青岛",
    "厦门",
    "昆明",
    "合肥",
    "济南",
    "沈阳",
    "福州",
    "南宁",
    "贵阳",
    "兰州",
    "海口",
    "大连",
    "宁波",
    "无锡",
    "太原",
    "石家庄",
]
SUBJECTS = {
    "china": ["多部门", "国务院办公厅", "生态环境部", "交通运输部", "水利部", "各地政府"],
    "world": ["联合国", "欧盟", "多国代表", "东盟国家", "国际组织", "外交部"],
    "finance": ["央行", "证监会", "多家银行", "上市公司", "外汇局", "保险机构"],
    "tech": ["国产芯片企业", "人工智能团队", "科研人员", "航天部门", "通信运营商", "高校实验室"],
    "sports": ["中国女排", "国家游泳队", "乒乓球队", "马拉松组委会", "中超球队", "田径队"],
    "ent": ["电影节", "新片剧组", "交响乐团", "综艺节目组", "话剧团", "纪录片团队"],
    "society": ["社区志愿者", "消防队员", "外卖骑手", "退休教师", "公交司机", "环卫工人"],
    "mil": ["海军舰艇编队", "空军部队", "陆军某旅", "火箭军某部", "武警官兵", "军事院校"],
    "auto": ["新能源车企", "汽车厂商", "充电桩企业", "车展组委会", "汽车协会", "零部件企业"],
    "edu": ["教育部门", "多所高校", "中小学", "职业院校", "招生考试院", "幼儿园"],
    "health": ["卫生健康委", "多家医院", "疾控中心", "医保部门", "中医药管理局", "社区医院"],
    "culture": ["博物馆", "考古团队", "非遗传承人", "图书馆", "文化馆", "美术馆"],
}
VERBS = [
    "发布",
    "启动",
    "召开",
    "举行",
    "推出",
    "迎来",
    "完成",
    "公布",
    "部署",
    "出台",
    "开展",
    "签署",
    "亮相",
    "上线",
]
OBJECTS = [
    "新规",
    "专项行动",
    "发展报告",
    "试点方案",
    "年度计划",
    "合作协议",
    "改革措施",
    "重点项目",
    "服务指南",
    "安全检查",
    "创新成果",
    "系列活动",
    "工作会议",
    "惠民政策",
]
DETAILS = [
    "涉及{n}个重点项目",
    "预计{m}月底前完成",
    "吸引{n}万人次参与",
    "首批{n}家单位入选",
    "覆盖{n}个区县",
    "总投资超{n}亿元",
    "活动为期{n}天",
    "惠及{n}万群众",
    "已有{n}个城市跟进",
    "相关工作将持续到年底",
]
SCENES = [
    "夏日荷花盛开",
    "千年古镇迎来游客",
    "龙舟赛鸣锣开赛",
    "夜市烟火气十足",
    "麦田迎来丰收",
    "城市夜景流光溢彩",
    "候鸟翩翩起舞",
    "民俗表演精彩纷呈",
    "非遗手艺人展技艺",
    "雨后彩虹挂天边",
    "茶农忙采新茶",
    "港口一派繁忙",
    "古城墙下跳起广场舞",
    "稻田画惊艳亮相",
    "高铁穿越花海",
]
GALLERY_HEADS = ["组图", "高清", "图集", "镜头", "实拍"]
SPOTS = ["公园", "广场", "老街", "码头", "田间", "湖边", "古镇", "体育馆", "展览馆", "社区"]
PEOPLE = ["市民", "游客", "孩子们", "志愿者", "演员", "运动员", "村民", "学生", "老人", "工人"]
ACTS = [
    "观看表演",
    "合影留念",
    "参加活动",
    "体验传统手艺",
    "欣赏美景",
    "排练节目",
    "采摘果实",
    "放飞风筝",
    "清理河道",
    "参观展览",
]
SURNAMES = "王李张刘陈杨赵黄周吴徐孙马朱胡郭何林高罗"
GIVEN = [
    "建国",
    "丽",
    "伟",
    "芳",
    "敏",
    "静",
    "磊",
    "洋",
    "勇",
    "军",
    "杰",
    "娟",
    "涛",
    "明",
    "超",
    "秀英",
    "华",
    "平",
    "刚",
    "桂英",
    "晓东",
    "海燕",
]
SOURCES = [
    "新华社",
    "中国新闻网",
    "人民网",
    "本网",
    "经济日报",
    "科技日报",
    "央视新闻",
    "光明网",
    "中国青年报",
    "法治日报",
]
TAGS = [
    "热点",
    "民生",
    "经济观察",
    "科技创新",
    "体育赛事",
    "文化旅游",
    "国际观察",
    "教育",
    "健康",
    "乡村振兴",
    "城市建设",
    "环境保护",
    "消费",
    "就业",
    "交通",
]
EFFECTS = [
    "取得明显成效",
    "受到群众广泛好评",
    "为全年目标打下基础",
    "带动相关产业快速发展",
    "有效解决了一批难题",
]
ACTIONS = ["加大工作力度", "完善配套政策", "加强部门协作", "扩大试点范围", "做好跟踪服务"]
GOALS = ["高质量发展", "各项任务落地见效", "服务水平持续提升", "群众获得感不断增强"]
METRICS = ["地区生产总值", "社会消费品零售总额", "进出口总额", "新增就业人数", "游客接待量"]
ANALYSES = [
    "相关措施有利于稳定市场预期",
    "这一变化反映出经济持续回升向好",
    "下半年相关领域仍有较大增长空间",
    "政策效果将在未来几个月逐步显现",
]
QUOTES = [
    "现在办事方便多了，跑一次就能办好。",
    "这样的活动很有意义，希望以后多举办。",
    "变化真是太大了，我们都很满意。",
    "家门口就能享受到这么好的服务，很开心。",
]
COMMENTS = ["说得好", "支持", "期待后续报道", "点赞", "希望早日落实", "很有意义", "学习了"]
HOT_WORDS = [
    "高考",
    "天气",
    "房价",
    "油价",
    "医保",
    "养老金",
    "暑假",
    "旅游",
    "新能源",
    "芯片",
    "奥运",
    "电影",
    "就业",
    "消费券",
    "高铁",
    "地铁",
    "垃圾分类",
    "公积金",
    "社保",
    "疫苗",
]


def person(rng: random.Random) -> str:
    """A person's name."""
    return rng.choice(SURNAMES) + rng.choice(GIVEN)


def headline(rng: random.Random, section: str) -> tuple[str, str]:
    """(the page title, the short front-page title): the short one is the clause before the
    comma; a title without a clause has no shorter form (both are the same)."""
    who = rng.choice(PLACES) + rng.choice(SUBJECTS[section])
    short = f"{who}{rng.choice(VERBS)}{rng.choice(OBJECTS)}"
    if rng.random() < 0.75:
        detail = rng.choice(DETAILS).format(n=rng.randint(2, 99), m=rng.randint(7, 12))
        return f"{short}，{detail}", short
    return short, short


def gallery_title(rng: random.Random) -> tuple[str, str]:
    """(the page title, the short title) of a picture gallery."""
    scene = f"{rng.choice(PLACES)}：{rng.choice(SCENES)}"
    return f"{rng.choice(GALLERY_HEADS)}｜{scene}", scene


def _sentence(rng: random.Random, section: str, when: str) -> str:
    form = rng.randrange(7)
    place = rng.choice(PLACES)
    if form == 0:
        return (
            f"记者{when}从{rng.choice(SUBJECTS[section])}获悉，{place}"
            f"{rng.choice(VERBS)}{rng.choice(OBJECTS)}，"
            f"{rng.choice(DETAILS).format(n=rng.randint(2, 99), m=rng.randint(7, 12))}。"
        )
    if form == 1:
        return (
            f"据介绍，相关工作自今年年初启动以来，已累计完成{rng.randint(10, 300)}项任务，"
            f"{rng.choice(EFFECTS)}。"
        )
    if form == 2:
        return f"{person(rng)}表示，下一步将继续{rng.choice(ACTIONS)}，推动{rng.choice(GOALS)}。"
    if form == 3:
        return (
            f"数据显示，今年前{rng.randint(2, 5)}个月，{place}{rng.choice(METRICS)}同比增长"
            f"{rng.randint(2, 15)}.{rng.randint(0, 9)}%。"
        )
    if form == 4:
        return f"业内人士分析认为，{rng.choice(ANALYSES)}。"
    if form == 5:
        return f"{place}市民{rng.choice(SURNAMES)}先生告诉记者：“{rng.choice(QUOTES)}”"
    return (
        f"截至目前，相关服务已覆盖{rng.randint(10, 500)}个社区，惠及群众{rng.randint(1, 90)}万人。"
    )


def paragraphs(rng: random.Random, section: str, when: str, n: int) -> list[str]:
    """``n`` paragraphs of two or three sentences each."""
    return [
        "".join(_sentence(rng, section, when) for _ in range(rng.randint(2, 3))) for _ in range(n)
    ]


def caption(rng: random.Random, month: int, day: int) -> str:
    """One picture caption."""
    return (
        f"{month}月{day}日，{rng.choice(PEOPLE)}在{rng.choice(PLACES)}的"
        f"{rng.choice(SPOTS)}{rng.choice(ACTS)}。"
    )


def gallery_summary(rng: random.Random, section: str, month: int, day: int, scene: str) -> str:
    """The short text above a scroller gallery (100–250 characters): what the pictures show,
    then a few sentences of news, so that the page's text could pass for a short article."""
    when = f"{month}月{day}日"
    out = f"{when}，{scene}。{rng.choice(PEOPLE)}纷纷前来{rng.choice(ACTS)}，现场气氛热烈。"
    want = rng.randint(100, 220)
    for _ in range(12):
        nxt = _sentence(rng, section, when)
        if len(out) + len(nxt) > 250:
            continue
        out += nxt
        if len(out) >= want:
            break
    return out


#: places and scenes of the galleries' short titles (``西湖：荷花``, ``秋日梯田``: 4-7 chars)
SHORT_PLACES = [
    "西湖",
    "黄山",
    "洱海",
    "外滩",
    "漓江",
    "泰山",
    "长城",
    "故宫",
    "鼓浪屿",
    "婺源",
    "西藏",
    "三亚",
    "哈尔滨",
    "敦煌",
    "周庄",
]
SHORT_SCENES = [
    "荷花",
    "梯田",
    "龙舟",
    "夜市",
    "麦收",
    "夜景",
    "候鸟",
    "彩虹",
    "采茶",
    "花海",
    "雪景",
    "灯会",
    "晨练",
    "渔火",
    "云海",
    "日出",
]
SEASONS = ["春日", "夏日", "秋日", "冬日", "雨后", "清晨", "夜色", "雪后"]
#: (slug, name) of the short sections (专题 and small channels): none is a channel's slug
SHORT_SECTIONS = [
    ("zhuanti", "专题"),
    ("gongyi", "公益"),
    ("jujiao", "聚焦"),
    ("xiangcun", "乡村振兴"),
    ("gaokao", "高考专题"),
    ("wenming", "文明创建"),
]
SHORT_INTROS = [
    "本专题集中报道相关工作的最新进展，敬请关注。",
    "编者按：我们将持续关注，及时发布权威信息。",
    "聚焦热点，记录变化，讲述身边的故事。",
]


def short_gallery_title(rng: random.Random) -> str:
    """A gallery's short title for the photo channel (4-7 characters)."""
    form = rng.randrange(3)
    scene = rng.choice(SHORT_SCENES)
    if form == 0:
        return f"{rng.choice(SHORT_PLACES)}：{scene}"
    if form == 1:
        return f"{rng.choice(SEASONS)}{scene}"
    return f"{rng.choice(SHORT_PLACES)}{rng.choice(SEASONS)}{scene}"
