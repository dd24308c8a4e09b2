"""Deterministic Chinese/English text for titles, captions, credits and article paragraphs.

All characters are GBK-encodable. ``GBK_ONLY`` holds names with characters outside GB2312
(but inside GBK) for the pages that declare gb2312 and are really GBK.
"""

from __future__ import annotations

import random

PLACES = ["北京", "上海", "杭州", "成都", "西安", "拉萨", "三亚", "哈尔滨", "重庆", "厦门",
          "昆明", "青岛", "南京", "武汉", "长沙", "敦煌", "桂林", "大理", "丽江", "苏州"]
SUBJECTS = ["市民", "游客", "志愿者", "建筑工人", "孩子们", "运动员", "演员", "渔民", "茶农",
            "外卖骑手", "消防员", "非遗传承人", "摄影爱好者", "老人", "学生"]
ACTIONS = ["在公园赏花", "参加城市马拉松", "体验传统木版年画", "在广场跳舞", "采摘春茶",
           "观看灯会", "在雪地里嬉戏", "排练新年节目", "清理河道垃圾", "在田间插秧",
           "展示剪纸作品", "参观科技展", "拍摄日出", "晾晒腊肉", "放飞风筝"]
TOPICS = ["春色正浓", "年味渐浓", "夜景璀璨", "雪后初霁", "花海迎客", "非遗焕新", "古镇烟雨",
          "港口繁忙", "田园如画", "灯火阑珊"]
HEADS = ["踏青赏花好时节", "镜头下的烟火气", "一组图看变化", "高清大图", "实拍", "探访",
         "直击", "美到窒息"]
GBK_ONLY = ["陶喆", "王玥", "李堃", "张珺", "刘昊"]  # not in GB2312
PEOPLE = ["张三", "李四", "王五", "赵六", "陈晨", "周楠", "孙悦", "吴昊"]
AGENCIES = ["新华社", "中新社", "人民视觉", "视觉中国", "东方IC"]
EN_PLACES = ["Beijing", "Shanghai", "Hangzhou", "Chengdu", "Xi'an", "Lhasa", "Sanya"]
EN_SUBJECTS = ["Visitors", "Residents", "Volunteers", "Workers", "Children", "Runners"]
EN_ACTIONS = ["enjoy cherry blossoms", "take part in a marathon", "watch a lantern show",
              "pick spring tea", "fly kites", "visit a science fair", "clean a river bank"]
EN_AGENCIES = ["Reuters", "AFP", "AP", "Xinhua"]
ARTICLE_BITS = ["记者从有关部门获悉", "据介绍", "业内人士表示", "数据显示", "值得注意的是",
                "与此同时", "截至目前", "下一步", "相关负责人介绍"]
ARTICLE_FACTS = ["今年一季度全市接待游客人次同比增长12%", "新建城市绿道超过300公里",
                 "项目预计年底前全部完工", "已有近万名志愿者报名参与", "相关政策将于下月实施",
                 "多个部门联合开展专项检查", "线上预约通道同步开放", "夜间公交线路延长至23时"]


def date_md(rng: random.Random) -> tuple[int, int]:
    """A month and day."""
    return rng.randint(1, 12), rng.randint(1, 28)


def album_title(rng: random.Random, english: bool = False) -> str:
    """A gallery title."""
    if english:
        return f"{rng.choice(EN_PLACES)}: {rng.choice(EN_SUBJECTS)} {rng.choice(EN_ACTIONS)}"
    return f"{rng.choice(PLACES)}{rng.choice(TOPICS)} {rng.choice(HEADS)}"


def caption(rng: random.Random, gbk_only: bool = False) -> str:
    """One Chinese caption sentence (sometimes with the Latin word NeXT or a date)."""
    m, d = date_md(rng)
    who = rng.choice(GBK_ONLY) + "等" + rng.choice(SUBJECTS) if gbk_only else rng.choice(SUBJECTS)
    s = f"{m}月{d}日，{who}{rng.choice(ACTIONS)}。"
    r = rng.random()
    if r < 0.08:
        s += "图为NeXT展区一角。"
    elif r < 0.2:
        s = f"{rng.choice(PLACES)}  {s}\n当日气温回升。"
    return s


def caption_en(rng: random.Random) -> str:
    """One English caption."""
    m, d = date_md(rng)
    return (f"{rng.choice(EN_SUBJECTS)} {rng.choice(EN_ACTIONS)} in {rng.choice(EN_PLACES)}, "
            f"China, {m:02d}/{d:02d}, 2024.")


def slide_title(rng: random.Random) -> str:
    """A short per-slide title (4-8 characters)."""
    return rng.choice(PLACES) + rng.choice(TOPICS)[:rng.randint(2, 4)]


def credit(rng: random.Random, english: bool) -> tuple[str, str]:
    """(the credit as shown, the credit truth keeps)."""
    if english:
        a = rng.choice(EN_AGENCIES)
        return f"Photo: {a}", a
    if rng.random() < 0.5:
        p = rng.choice(PEOPLE)
        return rng.choice([f"（摄影：{p}）", f"（记者 {p} 摄）"]), p
    a = rng.choice(AGENCIES)
    return f"图/{a}", a


def paragraph(rng: random.Random, trap: str = "") -> str:
    """One article paragraph."""
    parts = [f"{rng.choice(ARTICLE_BITS)}，{rng.choice(ARTICLE_FACTS)}。" for _ in range(3)]
    if trap:
        parts.insert(1, trap)
    return "".join(parts)


def article_title(rng: random.Random) -> str:
    """An article headline."""
    return f"{rng.choice(PLACES)}：{rng.choice(ARTICLE_FACTS)}"
