"""The test beds' gallery scorer: a caption is right as the truth writes it, or with the
photo credit the truth keeps inside it given as the slide's ``credit`` instead."""

from testbeds.gallery_generator.score import caption_ok, slides_ok

WANT = {"image": "pics/a.png", "caption": "瀑布前方出现了一道彩虹。（摄影：罗建国）"}


def test_a_caption_equal_after_white_space_is_right() -> None:
    assert caption_ok({"caption": "\n瀑布前方出现了一道彩虹。（摄影：罗建国） "}, WANT)


def test_a_credit_given_apart_is_right_when_its_name_is_the_truths() -> None:
    assert caption_ok({"caption": "瀑布前方出现了一道彩虹。", "credit": "罗建国"}, WANT)
    assert caption_ok({"caption": "瀑布前方出现了一道彩虹。", "credit": "摄影：罗建国"}, WANT)


def test_a_credit_lost_or_another_name_or_a_shorter_caption_is_wrong() -> None:
    assert not caption_ok({"caption": "瀑布前方出现了一道彩虹。"}, WANT)
    assert not caption_ok({"caption": "瀑布前方出现了一道彩虹。", "credit": "张三"}, WANT)
    assert not caption_ok({"caption": "瀑布前方。", "credit": "罗建国"}, WANT)
    assert not caption_ok({"caption": "", "credit": "罗建国"}, {"caption": "罗建国摄"})


def test_slides_of_an_article_are_judged_the_same_way() -> None:
    got = [
        {"image": "http://h/pics/a.png", "caption": "瀑布前方出现了一道彩虹。", "credit": "罗建国"}
    ]
    assert slides_ok(got, [WANT], "http://h/")
    assert not slides_ok(got + got, [WANT], "http://h/")
