{
 "Name": "root",
 "Children": [
  {
   "Name": "groupname",
   "Content": "嘉陵江小三峡 夏日好风光"
  },
  {
   "Name": "total",
   "Content": "8"
  },
  {
   "Name": "photos",
   "Children": [
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg1-01-1000x667.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg1-01s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": "7月21日，重庆北碚，嘉陵江小三峡的温塘峡段江水碧绿，游船缓缓驶过。"
      },
      {
       "Name": "photographer",
       "Content": "何川"
      }
     ]
    },
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg1-02-600x900.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg1-02s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": "沥鼻峡两岸青山夹峙，峭壁上的古栈道遗迹清晰可见。"
      },
      {
       "Name": "photographer",
       "Content": "何川"
      }
     ]
    },
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg1-03-1000x667.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg1-03s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": "游客在游船甲板上拍照，身后是陡峭的峡谷。"
      },
      {
       "Name": "photographer",
       "Content": "何川"
      }
     ]
    },
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg1-04-1000x667.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg1-04s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": "观音峡下的江滩上，几位垂钓者撑起了遮阳伞。"
      },
      {
       "Name": "photographer",
       "Content": "杨柳"
      }
     ]
    },
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg1-05-600x900.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg1-05s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": "北碚老街的吊脚楼依山而建，层层叠叠。"
      },
      {
       "Name": "photographer",
       "Content": "杨柳"
      }
     ]
    },
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg1-06-1000x667.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg1-06s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": "温泉寺前的石阶上，香樟树的浓荫遮住了烈日。"
      },
      {
       "Name": "photographer",
       "Content": "何川"
      }
     ]
    },
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg1-07-1000x667.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg1-07s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": "傍晚，夕阳为嘉陵江面镀上一层金色，归航的游船拉出长长的水纹。"
      },
      {
       "Name": "photographer",
       "Content": "杨柳"
      }
     ]
    },
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg1-08-600x900.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg1-08s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": "夜幕下的北碚城区灯火初上，江边步道上满是纳凉的市民。"
      },
      {
       "Name": "photographer",
       "Content": "何川"
      }
     ]
    }
   ]
  }
 ]
}
