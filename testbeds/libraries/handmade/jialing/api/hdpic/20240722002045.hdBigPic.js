{
 "Name": "root",
 "Children": [
  {
   "Name": "groupname",
   "Content": "磁器口老茶馆的慢时光"
  },
  {
   "Name": "total",
   "Content": "7"
  },
  {
   "Name": "photos",
   "Children": [
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg2-01-1000x667.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg2-01s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": "7月22日，重庆磁器口古镇，一家老茶馆里坐满了喝盖碗茶的老人。"
      },
      {
       "Name": "photographer",
       "Content": "邓雯"
      }
     ]
    },
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg2-02-600x900.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg2-02s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": "茶馆的老板娘提着长嘴铜壶，为客人续上开水。"
      },
      {
       "Name": "photographer",
       "Content": "邓雯"
      }
     ]
    },
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg2-03-1000x667.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg2-03s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": ""
      },
      {
       "Name": "photographer",
       "Content": "邓雯"
      }
     ]
    },
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg2-04-600x900.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg2-04s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": "墙上挂着的老照片，记录着茶馆几十年的变迁。"
      },
      {
       "Name": "photographer",
       "Content": "邓雯"
      }
     ]
    },
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg2-05-1000x667.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg2-05s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": "几位茶客围坐一桌，聊起了家长里短。"
      },
      {
       "Name": "photographer",
       "Content": "邓雯"
      }
     ]
    },
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg2-06-1000x667.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg2-06s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": "午后，古镇的石板路上游人如织，茶馆里依旧不紧不慢。"
      },
      {
       "Name": "photographer",
       "Content": "邓雯"
      }
     ]
    },
    {
     "Name": "photo",
     "Children": [
      {
       "Name": "bigimgurl",
       "Content": "pics/jlg2-07-600x900.png"
      },
      {
       "Name": "smallimgurl",
       "Content": "pics/jlg2-07s-90x60.png"
      },
      {
       "Name": "cnt_article",
       "Content": "打烊前，老板娘把一排排茶碗洗净，倒扣在竹筐里晾干。"
      },
      {
       "Name": "photographer",
       "Content": "邓雯"
      }
     ]
    }
   ]
  }
 ]
}
