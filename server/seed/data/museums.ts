/** A museum or other holder of works, as the demo seed writes it. */
export interface MuseumSeed { name: string; nameEn: string; category: string; province: string; city: string; address: string; website: string; description: string }

const m = (name: string, nameEn: string, category: string, province: string, city: string, address: string, website: string, description: string): MuseumSeed =>
  ({ name, nameEn, category, province, city, address, website, description });

/** Forty real museums holding Chinese painting, calligraphy and relics, in China and abroad. */
export const museums: readonly MuseumSeed[] = [
  m("故宫博物院", "The Palace Museum", "COMPREHENSIVE", "北京", "北京", "北京市东城区景山前街4号", "https://www.dpm.org.cn", "建立于明清两代皇宫紫禁城之上，藏有《清明上河图》《千里江山图》等书画珍品。"),
  m("中国国家博物馆", "National Museum of China", "HISTORY", "北京", "北京", "北京市东城区东长安街16号", "https://www.chnmuseum.cn", "位于天安门广场东侧，藏有后母戊鼎、四羊方尊等重要文物。"),
  m("首都博物馆", "Capital Museum", "COMPREHENSIVE", "北京", "北京", "北京市西城区复兴门外大街16号", "https://www.capitalmuseum.org.cn", "北京市属综合性博物馆，展示北京的历史与文化。"),
  m("中国美术馆", "National Art Museum of China", "ART", "北京", "北京", "北京市东城区五四大街1号", "https://www.namoc.org", "国家级造型艺术博物馆，以收藏近现代中国美术作品为主。"),
  m("上海博物馆", "Shanghai Museum", "ART", "上海", "上海", "上海市黄浦区人民大道201号", "https://www.shanghaimuseum.net", "以青铜器、陶瓷和书画收藏著称，藏有孙位《高逸图》等名迹。"),
  m("南京博物院", "Nanjing Museum", "COMPREHENSIVE", "江苏", "南京", "江苏省南京市玄武区中山东路321号", "https://www.njmuseum.com", "中国最早创建的博物馆之一，藏有金缕玉衣等珍贵文物。"),
  m("苏州博物馆", "Suzhou Museum", "ART", "江苏", "苏州", "江苏省苏州市姑苏区东北街204号", "https://www.szmuseum.com", "新馆由贝聿铭设计，以明清吴门书画收藏见长。"),
  m("扬州博物馆", "Yangzhou Museum", "HISTORY", "江苏", "扬州", "江苏省扬州市邗江区文昌西路468号", "https://www.yzmuseum.com", "展示扬州城市历史，藏有元代霁蓝釉白龙纹梅瓶。"),
  m("陕西历史博物馆", "Shaanxi History Museum", "HISTORY", "陕西", "西安", "陕西省西安市雁塔区小寨东路91号", "https://www.sxhm.com", "收藏周秦汉唐文物，以唐代壁画和何家村窖藏金银器闻名。"),
  m("秦始皇帝陵博物院", "Emperor Qinshihuang's Mausoleum Site Museum", "SITE", "陕西", "西安", "陕西省西安市临潼区秦陵北路", "https://www.bmy.com.cn", "依托秦始皇帝陵及兵马俑坑建立的遗址类博物馆。"),
  m("西安碑林博物馆", "Xi'an Beilin Museum", "ART", "陕西", "西安", "陕西省西安市碑林区三学街15号", "https://www.beilin-museum.com", "收藏历代碑刻墓志，有颜真卿《多宝塔碑》等书法名碑。"),
  m("湖南博物院", "Hunan Museum", "COMPREHENSIVE", "湖南", "长沙", "湖南省长沙市开福区东风路50号", "https://www.hnmuseum.com", "以马王堆汉墓出土的素纱单衣和帛画闻名。"),
  m("湖北省博物馆", "Hubei Provincial Museum", "COMPREHENSIVE", "湖北", "武汉", "湖北省武汉市武昌区东湖路160号", "https://www.hbww.org.cn", "藏有越王勾践剑和曾侯乙编钟。"),
  m("浙江省博物馆", "Zhejiang Provincial Museum", "COMPREHENSIVE", "浙江", "杭州", "浙江省杭州市西湖区孤山路25号", "https://www.zhejiangmuseum.com", "藏有黄公望《富春山居图·剩山图》。"),
  m("辽宁省博物馆", "Liaoning Provincial Museum", "ART", "辽宁", "沈阳", "辽宁省沈阳市浑南区智慧三街157号", "https://www.lnmuseum.com.cn", "以晋唐宋元书画收藏著称，藏有《簪花仕女图》。"),
  m("吉林省博物院", "Jilin Provincial Museum", "COMPREHENSIVE", "吉林", "长春", "吉林省长春市净月区永顺路1666号", "https://www.jlmuseum.org", "藏有金代张瑀《文姬归汉图》等书画。"),
  m("天津博物馆", "Tianjin Museum", "COMPREHENSIVE", "天津", "天津", "天津市河西区平江道62号", "https://www.tjbwg.com", "藏有范宽《雪景寒林图》等古代书画。"),
  m("河南博物院", "Henan Museum", "HISTORY", "河南", "郑州", "河南省郑州市金水区农业路8号", "https://www.chnmus.net", "藏有贾湖骨笛、莲鹤方壶等中原文物。"),
  m("山西博物院", "Shanxi Museum", "HISTORY", "山西", "太原", "山西省太原市万柏林区滨河西路北段13号", "https://www.shanximuseum.com", "藏有晋侯鸟尊等青铜器和北朝壁画。"),
  m("山东博物馆", "Shandong Museum", "COMPREHENSIVE", "山东", "济南", "山东省济南市历下区经十路11899号", "https://www.sdmuseum.com", "藏有大汶口文化、龙山文化陶器与汉画像石。"),
  m("安徽博物院", "Anhui Museum", "COMPREHENSIVE", "安徽", "合肥", "安徽省合肥市蜀山区怀宁路268号", "https://www.ahm.cn", "藏有楚大鼎和徽州文化文物。"),
  m("四川博物院", "Sichuan Museum", "COMPREHENSIVE", "四川", "成都", "四川省成都市青羊区浣花南路251号", "https://www.scmuseum.cn", "藏有张大千临摹敦煌壁画等书画作品。"),
  m("三星堆博物馆", "Sanxingdui Museum", "SITE", "四川", "广汉", "四川省广汉市西安路133号", "https://www.sxd.cn", "依托三星堆遗址建立，藏有青铜纵目面具和青铜神树。"),
  m("重庆中国三峡博物馆", "Chongqing China Three Gorges Museum", "HISTORY", "重庆", "重庆", "重庆市渝中区人民路236号", "https://www.3gmuseum.cn", "展示三峡与巴渝地区的历史文化。"),
  m("云南省博物馆", "Yunnan Provincial Museum", "COMPREHENSIVE", "云南", "昆明", "云南省昆明市官渡区广福路6393号", "https://www.ynmuseum.org", "藏有古滇国青铜器。"),
  m("甘肃省博物馆", "Gansu Provincial Museum", "HISTORY", "甘肃", "兰州", "甘肃省兰州市七里河区西津西路3号", "https://www.gansumuseum.com", "藏有东汉铜奔马（马踏飞燕）。"),
  m("敦煌研究院", "Dunhuang Academy", "SITE", "甘肃", "敦煌", "甘肃省敦煌市莫高窟", "https://www.dha.ac.cn", "负责莫高窟等石窟的保护与研究，石窟保存大量壁画与彩塑。"),
  m("广东省博物馆", "Guangdong Museum", "COMPREHENSIVE", "广东", "广州", "广东省广州市天河区珠江东路2号", "https://www.gdmuseum.com", "藏有端砚、潮州木雕和广东书画。"),
  m("广西壮族自治区博物馆", "Guangxi Zhuang Autonomous Region Museum", "COMPREHENSIVE", "广西", "南宁", "广西壮族自治区南宁市青秀区民族大道34号", "https://www.gxmuseum.cn", "藏有大量铜鼓。"),
  m("台北故宫博物院", "National Palace Museum", "ART", "台湾", "台北", "台北市士林区至善路二段221号", "https://www.npm.gov.tw", "藏有《溪山行旅图》《早春图》等宋元书画名迹。"),
  m("香港故宫文化博物馆", "Hong Kong Palace Museum", "ART", "香港", "香港", "香港九龙西九文化区博物馆道8号", "https://www.hkpm.org.hk", "与故宫博物院合作，展出故宫藏品。"),
  m("香港艺术馆", "Hong Kong Museum of Art", "ART", "香港", "香港", "香港九龙尖沙咀梳士巴利道10号", "https://hk.art.museum", "收藏中国书画、古代文物与香港艺术。"),
  m("大英博物馆", "The British Museum", "OVERSEAS", "英国", "伦敦", "Great Russell Street, London WC1B 3DG", "https://www.britishmuseum.org", "藏有传为顾恺之所作《女史箴图》唐摹本。"),
  m("大都会艺术博物馆", "The Metropolitan Museum of Art", "OVERSEAS", "美国", "纽约", "1000 Fifth Avenue, New York, NY 10028", "https://www.metmuseum.org", "亚洲艺术部收藏大量中国书画与器物。"),
  m("波士顿美术馆", "Museum of Fine Arts, Boston", "OVERSEAS", "美国", "波士顿", "465 Huntington Avenue, Boston, MA 02115", "https://www.mfa.org", "藏有传为宋徽宗摹张萱《捣练图》。"),
  m("弗利尔美术馆", "Freer Gallery of Art", "OVERSEAS", "美国", "华盛顿", "Jefferson Drive at 12th Street SW, Washington, DC 20560", "https://asia.si.edu", "史密森学会的亚洲艺术博物馆，收藏中国古代绘画与青铜器。"),
  m("克利夫兰艺术博物馆", "The Cleveland Museum of Art", "OVERSEAS", "美国", "克利夫兰", "11150 East Boulevard, Cleveland, OH 44106", "https://www.clevelandart.org", "收藏中国古代书画与陶瓷。"),
  m("纳尔逊-阿特金斯艺术博物馆", "The Nelson-Atkins Museum of Art", "OVERSEAS", "美国", "堪萨斯城", "4525 Oak Street, Kansas City, MO 64111", "https://www.nelson-atkins.org", "以中国古代绘画和家具收藏闻名。"),
  m("吉美国立亚洲艺术博物馆", "Musée national des arts asiatiques – Guimet", "OVERSEAS", "法国", "巴黎", "6 Place d'Iéna, 75116 Paris", "https://www.guimet.fr", "法国重要的亚洲艺术博物馆，藏有敦煌绢画。"),
  m("东京国立博物馆", "Tokyo National Museum", "OVERSEAS", "日本", "东京", "東京都台東区上野公園13-9", "https://www.tnm.jp", "日本历史最悠久的博物馆，藏有梁楷等中国宋元绘画。"),
];
