{
 "Name": "root",
 "Content": "",
 "Children": [
  {
   "Name": "groupimginfo",
   "Content": "",
   "Children": [
    {
     "Name": "groupimg",
     "Content": "",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "img/a1.png",
       "Children": []
      },
      {
       "Name": "smallimgurl",
       "Content": "img/a1_s.png",
       "Children": []
      },
      {
       "Name": "bigimgwidth",
       "Content": "240",
       "Children": []
      },
      {
       "Name": "bigimgheight",
       "Content": "160",
       "Children": []
      },
      {
       "Name": "cnt_article",
       "Content": "10月10日，故宫博物院迎来建院89周年，游客在太和殿广场参观。",
       "Children": []
      }
     ]
    },
    {
     "Name": "groupimg",
     "Content": "",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "img/a2.png",
       "Children": []
      },
      {
       "Name": "smallimgurl",
       "Content": "img/a2_s.png",
       "Children": []
      },
      {
       "Name": "bigimgwidth",
       "Content": "240",
       "Children": []
      },
      {
       "Name": "bigimgheight",
       "Content": "160",
       "Children": []
      },
      {
       "Name": "cnt_article",
       "Content": "午门展厅内，观众在欣赏馆藏书画精品。",
       "Children": []
      }
     ]
    },
    {
     "Name": "groupimg",
     "Content": "",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "img/a3.png",
       "Children": []
      },
      {
       "Name": "smallimgurl",
       "Content": "img/a3_s.png",
       "Children": []
      },
      {
       "Name": "bigimgwidth",
       "Content": "240",
       "Children": []
      },
      {
       "Name": "bigimgheight",
       "Content": "160",
       "Children": []
      },
      {
       "Name": "cnt_article",
       "Content": "",
       "Children": []
      }
     ]
    },
    {
     "Name": "groupimg",
     "Content": "",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "img/a4.png",
       "Children": []
      },
      {
       "Name": "smallimgurl",
       "Content": "img/a4_s.png",
       "Children": []
      },
      {
       "Name": "bigimgwidth",
       "Content": "240",
       "Children": []
      },
      {
       "Name": "bigimgheight",
       "Content": "160",
       "Children": []
      },
      {
       "Name": "cnt_article",
       "Content": "工作人员在文物医院修复一件清代钟表。",
       "Children": []
      }
     ]
    },
    {
     "Name": "groupimg",
     "Content": "",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "img/a5.png",
       "Children": []
      },
      {
       "Name": "smallimgurl",
       "Content": "img/a5_s.png",
       "Children": []
      },
      {
       "Name": "bigimgwidth",
       "Content": "240",
       "Children": []
      },
      {
       "Name": "bigimgheight",
       "Content": "160",
       "Children": []
      },
      {
       "Name": "cnt_article",
       "Content": "夕阳下的故宫角楼。",
       "Children": []
      }
     ]
    }
   ]
  },
  {
   "Name": "nextgroup",
   "Content": "",
   "Children": [
    {
     "Name": "url",
     "Content": "a/20141021/039700.htm",
     "Children": []
    },
    {
     "Name": "title",
     "Content": "高清：颐和园秋色正浓",
     "Children": []
    }
   ]
  },
  {
   "Name": "isgoon",
   "Content": "0",
   "Children": []
  }
 ]
}