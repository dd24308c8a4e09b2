"""Text pools of the hand-made sites: Chinese captions (distinct per gallery, 15–60
characters, a credit in some) and news prose (paragraphs of 2–3 sentences), deterministic
from a seed."""

from __future__ import annotations

import random

ACTS = [
    "市民在公园里驻足观赏盛开的月季花",
    "游客在湖边撑伞漫步，欣赏雨中美景",
    "孩子们在广场喷泉旁嬉戏玩耍",
    "工人在大桥工地上吊装最后一段钢箱梁",
    "志愿者在社区服务站为老人测量血压",
    "农民在田间抢抓晴好天气收割小麦",
    "演员在古戏台上表演传统皮影戏",
    "摄影爱好者在江边拍摄晚霞",
    "学生在非遗工坊里体验活字印刷技艺",
    "渔民在码头整理刚刚归港的渔获",
    "茶农在山坡茶园里采摘今年的头茬新茶",
    "舞狮队伍穿过古镇老街",
    "骑行爱好者沿滨江绿道骑行",
    "居民在村口长桌宴上品尝美食",
    "外国留学生在社区食堂学习包饺子",
    "无人机在夜空中组成图案",
    "消防员在高层建筑外开展高空救援演练",
    "老人在树荫下下象棋",
    "选手在体育中心赛道上奋力冲刺",
    "小朋友在图书馆门口排队领取图书",
    "手艺人在庙会上现场制作糖画",
    "游客乘坐游船穿行在古镇河道",
    "快递小哥在分拨中心分拣当天的包裹",
    "科研人员在试验田里观察水稻长势",
    "牧民骑马赶着羊群转场",
    "市民在灯会现场拍照留念",
    "医护人员在村委会门前为群众义诊",
    "乐队在步行街头举行快闪演出",
    "工作人员在车站调试新能源公交车",
    "游客在景区广场观看舞龙表演",
    "果农在果园里把成熟的杨梅装箱",
    "市民清晨在江边打太极",
    "学生在操场上跳集体舞",
    "列车缓缓驶出高铁站台",
    "绣娘在工坊里飞针走线赶制蜀绣",
    "游客在花海中留影",
    "厨师在美食节上展示拉面绝活",
    "孩子们在海边沙滩上堆沙堡",
    "工人为古建筑屋檐补漆",
    "市民在菜市场选购新鲜的时令蔬菜",
    "观众在广场上欣赏露天电影",
    "运动员在冰场上训练",
    "老艺人在作坊里修补传统油纸伞",
    "市民在夜市摊位前品尝小吃",
    "游客登上古城楼远眺",
    "农民在田间驾驶无人机喷洒农药",
    "小学生在科技馆参观航天科普展",
    "巡逻队员沿江堤巡查",
    "游客在古镇染坊体验扎染",
    "民警在校门口护送学生过马路",
]
CAMERA = [
    "张伟",
    "李娜",
    "王磊",
    "刘洋",
    "陈静",
    "杨帆",
    "赵刚",
    "黄蕾",
    "周琪",
    "吴昊",
    "徐敏",
    "孙锐",
]
DATES = ["5月8日", "5月9日", "5月10日", "5月11日", "5月12日"]


def captions(
    seed: str, n: int, credit_every: int = 3, credit_form: str = "（摄影：{}）"
) -> list[str]:
    """``n`` distinct Chinese captions, 15–60 characters, a credit inside every few."""
    rng = random.Random(seed)
    acts = rng.sample(ACTS, n)
    out = []
    for i, act in enumerate(acts):
        text = f"{rng.choice(DATES)}，{act}。"
        if credit_every and i % credit_every == 1:
            text += credit_form.format(rng.choice(CAMERA))
        assert 15 <= len(text) <= 60, text
        out.append(text)
    return out


SENTENCES = [
    "{city}市相关部门{d}日对外通报了{topic}的最新进展。",
    "据介绍，今年以来{city}已累计投入资金{n}亿元，重点推进{topic}。",
    "记者在现场看到，施工人员正有序作业，多台大型机械同时运转。",
    "不少市民表示，{topic}让日常生活更加便利，希望相关工作能够持续推进。",
    "业内专家认为，{topic}需要在规划、建设和管理各环节形成合力。",
    "下一步，{city}将继续完善配套政策，确保各项措施落到实处。",
    "数据显示，一季度全市相关投资同比增长{p}%，增速高于全省平均水平。",
    "当天上午，工作人员还向过往群众发放了宣传资料，耐心解答大家的疑问。",
    "负责人介绍，项目建成后预计每年可惠及群众{n}万人次。",
    "为了保障工作顺利开展，{city}专门成立了工作专班，实行清单化管理。",
    "有居民告诉记者，以前出门办事要跑好几个地方，现在一次就能办好。",
    "据悉，该项目计划于今年年底前全面完工并投入使用。",
    "在{topic}过程中，有关部门坚持问需于民，多次召开座谈会听取意见。",
    "截至目前，已有{n}个社区完成改造，群众满意度明显提升。",
    "与此同时，{city}还将加强日常监管，对发现的问题及时督促整改。",
    "多位受访者认为，这一做法为其他地区提供了可借鉴的经验。",
    "专家提醒，近期气温起伏较大，市民出行时应注意防范。",
    "据了解，今年{city}计划新建和改造各类设施{n}处，目前进度已过半。",
    "活动现场气氛热烈，不少家长带着孩子前来参与体验。",
    "相关负责人表示，将以此为契机，推动{topic}再上新台阶。",
    "统计显示，去年全市接待游客{n}万人次，实现旅游收入同比增长{p}%。",
    "附近商户说，周边环境改善以后，店里的客流量也多了起来。",
    "按照计划，第二阶段工作将于下月启动，重点解决群众反映集中的问题。",
    "{city}有关方面表示，欢迎社会各界继续监督，共同把好事办好。",
]


def prose(seed: str, city: str, topic: str, paragraphs: int = 7) -> list[str]:
    """News paragraphs of 2–4 sentences, every sentence used at most once per article."""
    rng = random.Random(seed)
    pool = rng.sample(SENTENCES, len(SENTENCES))
    out = []
    for _ in range(paragraphs):
        k = rng.randint(2, 3)
        part, pool = pool[:k], pool[k:]
        out.append(
            "".join(
                s.format(
                    city=city,
                    topic=topic,
                    d=rng.randint(8, 13),
                    n=rng.randint(3, 90),
                    p=rng.randint(5, 19),
                )
                for s in part
            )
        )
    return out
