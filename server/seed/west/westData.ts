/**
 * Western artists and works for the demo (content.md §5 seeds): real historical artists and their
 * well-known works with the holders commonly published. Holders not in the museum list are named in
 * the credit line only. Wikidata IDs are given only where well known.
 */
export interface WestArtistSeed {
  readonly key: string;
  readonly nameZh: string;
  readonly nameOriginal: string;
  readonly nationality: string;
  readonly birthYear: number;
  readonly deathYear: number;
  readonly birthPlace: string;
  readonly deathPlace: string;
  readonly movement: string;
  readonly wikidataId: string | null;
}

type A = readonly [key: string, nameZh: string, nameOriginal: string, nationality: string, birth: number, death: number, birthPlace: string, deathPlace: string, movement: string, wikidata: string | null];

// Most-shown first: a small seed (20 %) keeps the artists of the best-known works.
const ARTISTS: readonly A[] = [
  ["LEONARDO", "列奥纳多·达·芬奇", "Leonardo da Vinci", "意大利", 1452, 1519, "芬奇", "昂布瓦斯", "highRenaissance", "Q762"],
  ["VAN_GOGH", "文森特·梵高", "Vincent van Gogh", "荷兰", 1853, 1890, "津德尔特", "瓦兹河畔奥维尔", "postImpressionism", "Q5582"],
  ["VERMEER", "约翰内斯·维米尔", "Johannes Vermeer", "荷兰", 1632, 1675, "代尔夫特", "代尔夫特", "baroque", "Q41264"],
  ["REMBRANDT", "伦勃朗·范·莱因", "Rembrandt van Rijn", "荷兰", 1606, 1669, "莱顿", "阿姆斯特丹", "baroque", "Q5598"],
  ["MONET", "克劳德·莫奈", "Claude Monet", "法国", 1840, 1926, "巴黎", "吉维尼", "impressionism", "Q296"],
  ["VELAZQUEZ", "迭戈·委拉斯开兹", "Diego Velázquez", "西班牙", 1599, 1660, "塞维利亚", "马德里", "baroque", "Q297"],
  ["BOTTICELLI", "桑德罗·波提切利", "Sandro Botticelli", "意大利", 1445, 1510, "佛罗伦萨", "佛罗伦萨", "earlyRenaissance", "Q5669"],
  ["KLIMT", "古斯塔夫·克里姆特", "Gustav Klimt", "奥地利", 1862, 1918, "鲍姆加滕", "维也纳", "artNouveau", "Q34661"],
  ["MICHELANGELO", "米开朗琪罗", "Michelangelo Buonarroti", "意大利", 1475, 1564, "卡普雷塞", "罗马", "highRenaissance", "Q5592"],
  ["RAPHAEL", "拉斐尔", "Raffaello Sanzio", "意大利", 1483, 1520, "乌尔比诺", "罗马", "highRenaissance", "Q5597"],
  ["DELACROIX", "欧仁·德拉克洛瓦", "Eugène Delacroix", "法国", 1798, 1863, "沙朗通-圣莫里斯", "巴黎", "romanticism", null],
  ["MILLET", "让-弗朗索瓦·米勒", "Jean-François Millet", "法国", 1814, 1875, "格鲁希", "巴比松", "realism", null],
  ["VAN_EYCK", "扬·凡·艾克", "Jan van Eyck", "尼德兰", 1390, 1441, "马塞克", "布鲁日", "northernRenaissance", null],
  ["CONSTABLE", "约翰·康斯特布尔", "John Constable", "英国", 1776, 1837, "东伯格霍尔特", "伦敦", "romanticism", null],
  ["TITIAN", "提香", "Tiziano Vecellio", "意大利", 1488, 1576, "皮耶韦迪卡多雷", "威尼斯", "highRenaissance", null],
  ["DURER", "阿尔布雷希特·丢勒", "Albrecht Dürer", "德国", 1471, 1528, "纽伦堡", "纽伦堡", "northernRenaissance", "Q5580"],
  ["BOSCH", "耶罗尼米斯·博斯", "Hieronymus Bosch", "尼德兰", 1450, 1516, "斯海尔托亨博斯", "斯海尔托亨博斯", "northernRenaissance", null],
  ["BRUEGEL", "老彼得·勃鲁盖尔", "Pieter Bruegel the Elder", "尼德兰", 1525, 1569, "布雷达", "布鲁塞尔", "northernRenaissance", null],
  ["CARAVAGGIO", "卡拉瓦乔", "Michelangelo Merisi da Caravaggio", "意大利", 1571, 1610, "米兰", "埃尔科莱港", "baroque", "Q42207"],
  ["RUBENS", "彼得·保罗·鲁本斯", "Peter Paul Rubens", "佛兰德斯", 1577, 1640, "锡根", "安特卫普", "baroque", "Q5599"],
  ["GOYA", "弗朗西斯科·戈雅", "Francisco de Goya", "西班牙", 1746, 1828, "富恩德托多斯", "波尔多", "romanticism", "Q5432"],
  ["DAVID", "雅克-路易·大卫", "Jacques-Louis David", "法国", 1748, 1825, "巴黎", "布鲁塞尔", "neoclassicism", null],
  ["INGRES", "让-奥古斯特-多米尼克·安格尔", "Jean-Auguste-Dominique Ingres", "法国", 1780, 1867, "蒙托邦", "巴黎", "neoclassicism", null],
  ["TURNER", "威廉·透纳", "J. M. W. Turner", "英国", 1775, 1851, "伦敦", "伦敦", "romanticism", null],
  ["COURBET", "古斯塔夫·库尔贝", "Gustave Courbet", "法国", 1819, 1877, "奥尔南", "拉图尔德佩", "realism", null],
  ["MANET", "爱德华·马奈", "Édouard Manet", "法国", 1832, 1883, "巴黎", "巴黎", "realism", "Q40599"],
  ["RENOIR", "皮埃尔-奥古斯特·雷诺阿", "Pierre-Auguste Renoir", "法国", 1841, 1919, "利摩日", "滨海卡涅", "impressionism", "Q39931"],
  ["DEGAS", "埃德加·德加", "Edgar Degas", "法国", 1834, 1917, "巴黎", "巴黎", "impressionism", "Q46373"],
  ["CEZANNE", "保罗·塞尚", "Paul Cézanne", "法国", 1839, 1906, "艾克斯", "艾克斯", "postImpressionism", "Q35548"],
  ["SEURAT", "乔治·修拉", "Georges Seurat", "法国", 1859, 1891, "巴黎", "巴黎", "postImpressionism", null],
  ["GAUGUIN", "保罗·高更", "Paul Gauguin", "法国", 1848, 1903, "巴黎", "希瓦瓦岛", "postImpressionism", "Q37693"],
  ["MUNCH", "爱德华·蒙克", "Edvard Munch", "挪威", 1863, 1944, "勒滕", "奥斯陆", "expressionism", "Q41406"],
  ["GIOTTO", "乔托·迪·邦多内", "Giotto di Bondone", "意大利", 1267, 1337, "维基奥", "佛罗伦萨", "gothic", null],
  ["HOLBEIN", "小汉斯·荷尔拜因", "Hans Holbein the Younger", "德国", 1497, 1543, "奥格斯堡", "伦敦", "northernRenaissance", null],
  ["EL_GRECO", "埃尔·格列柯", "El Greco", "西班牙", 1541, 1614, "干地亚", "托莱多", "mannerism", null],
  ["FRIEDRICH", "卡斯帕·大卫·弗里德里希", "Caspar David Friedrich", "德国", 1774, 1840, "格赖夫斯瓦尔德", "德累斯顿", "romanticism", null],
  ["WATTEAU", "让-安托万·华托", "Jean-Antoine Watteau", "法国", 1684, 1721, "瓦朗谢讷", "诺让", "rococo", null],
  ["FRAGONARD", "让-奥诺雷·弗拉戈纳尔", "Jean-Honoré Fragonard", "法国", 1732, 1806, "格拉斯", "巴黎", "rococo", null],
  ["PISSARRO", "卡米耶·毕沙罗", "Camille Pissarro", "法国", 1830, 1903, "圣托马斯岛", "巴黎", "impressionism", null],
  ["LAUTREC", "亨利·德·图卢兹-罗特列克", "Henri de Toulouse-Lautrec", "法国", 1864, 1901, "阿尔比", "马尔罗梅", "postImpressionism", null],
];

export const WEST_ARTISTS: readonly WestArtistSeed[] = ARTISTS.map(([key, nameZh, nameOriginal, nationality, birthYear, deathYear, birthPlace, deathPlace, movement, wikidataId]) =>
  ({ key, nameZh, nameOriginal, nationality, birthYear, deathYear, birthPlace, deathPlace, movement, wikidataId }));

export interface WestWorkSeed {
  readonly title: string;
  readonly titleOriginal: string;
  readonly artist: string;
  readonly dateText: string;
  readonly yearFrom: number;
  readonly yearTo: number;
  readonly medium: string;
  readonly genre: string;
  readonly heightCm: number;
  readonly widthCm: number;
  /** A museum of the list, or the holder's name for the credit line. */
  readonly holder: string;
  readonly accessionNumber?: string;
}

type W = readonly [title: string, original: string, artist: string, dateText: string, from: number, to: number, medium: string, genre: string, h: number, w: number, holder: string, accession?: string];

// One famous work per artist first (so a small seed shows many artists), then the rest.
const WORKS: readonly W[] = [
  ["蒙娜丽莎", "Mona Lisa", "LEONARDO", "c. 1503–1519", 1503, 1519, "OIL_PANEL", "portrait", 77, 53, "卢浮宫", "INV 779"],
  ["星月夜", "The Starry Night", "VAN_GOGH", "1889", 1889, 1889, "OIL_CANVAS", "landscape", 73.7, 92.1, "纽约现代艺术博物馆", "472.1941"],
  ["戴珍珠耳环的少女", "Girl with a Pearl Earring", "VERMEER", "c. 1665", 1665, 1665, "OIL_CANVAS", "portrait", 44.5, 39, "莫瑞泰斯皇家美术馆", "670"],
  ["夜巡", "The Night Watch", "REMBRANDT", "1642", 1642, 1642, "OIL_CANVAS", "portrait", 379.5, 453.5, "荷兰国立博物馆", "SK-C-5"],
  ["日出·印象", "Impression, Sunrise", "MONET", "1872", 1872, 1872, "OIL_CANVAS", "landscape", 48, 63, "玛摩丹莫奈美术馆"],
  ["宫娥", "Las Meninas", "VELAZQUEZ", "1656", 1656, 1656, "OIL_CANVAS", "portrait", 318, 276, "普拉多博物馆", "P001174"],
  ["维纳斯的诞生", "The Birth of Venus", "BOTTICELLI", "c. 1485", 1484, 1486, "TEMPERA", "mythological", 172.5, 278.9, "乌菲齐美术馆"],
  ["吻", "The Kiss", "KLIMT", "1907–1908", 1907, 1908, "OIL_CANVAS", "other", 180, 180, "美景宫"],
  ["创造亚当", "The Creation of Adam", "MICHELANGELO", "c. 1508–1512", 1508, 1512, "FRESCO", "religious", 280, 570, "梵蒂冈博物馆"],
  ["雅典学院", "The School of Athens", "RAPHAEL", "1509–1511", 1509, 1511, "FRESCO", "history", 500, 770, "梵蒂冈博物馆"],
  ["自由引导人民", "Liberty Leading the People", "DELACROIX", "1830", 1830, 1830, "OIL_CANVAS", "history", 260, 325, "卢浮宫", "RF 129"],
  ["拾穗者", "The Gleaners", "MILLET", "1857", 1857, 1857, "OIL_CANVAS", "genre", 83.5, 110, "奥赛博物馆", "RF 592"],
  ["阿尔诺芬尼夫妇像", "The Arnolfini Portrait", "VAN_EYCK", "1434", 1434, 1434, "OIL_PANEL", "portrait", 82.2, 60, "英国国家美术馆", "NG186"],
  ["干草车", "The Hay Wain", "CONSTABLE", "1821", 1821, 1821, "OIL_CANVAS", "landscape", 130.2, 185.4, "英国国家美术馆", "NG1207"],
  ["乌尔比诺的维纳斯", "Venus of Urbino", "TITIAN", "1538", 1538, 1538, "OIL_CANVAS", "mythological", 119, 165, "乌菲齐美术馆"],
  ["二十八岁自画像", "Self-Portrait at Twenty-Eight", "DURER", "1500", 1500, 1500, "OIL_PANEL", "portrait", 67.1, 48.9, "慕尼黑老绘画陈列馆"],
  ["人间乐园", "The Garden of Earthly Delights", "BOSCH", "c. 1490–1510", 1490, 1510, "OIL_PANEL", "religious", 205.5, 384.9, "普拉多博物馆"],
  ["雪中猎人", "Hunters in the Snow", "BRUEGEL", "1565", 1565, 1565, "OIL_PANEL", "landscape", 117, 162, "维也纳艺术史博物馆"],
  ["以马忤斯的晚餐", "Supper at Emmaus", "CARAVAGGIO", "1601", 1601, 1601, "OIL_CANVAS", "religious", 141, 196.2, "英国国家美术馆"],
  ["美惠三女神", "The Three Graces", "RUBENS", "1630–1635", 1630, 1635, "OIL_PANEL", "mythological", 221, 181, "普拉多博物馆"],
  ["1808年5月3日", "The Third of May 1808", "GOYA", "1814", 1814, 1814, "OIL_CANVAS", "history", 268, 347, "普拉多博物馆"],
  ["荷拉斯兄弟之誓", "Oath of the Horatii", "DAVID", "1784", 1784, 1784, "OIL_CANVAS", "history", 330, 425, "卢浮宫"],
  ["大宫女", "Grande Odalisque", "INGRES", "1814", 1814, 1814, "OIL_CANVAS", "other", 91, 162, "卢浮宫"],
  ["被拖去解体的战舰无畏号", "The Fighting Temeraire", "TURNER", "1839", 1839, 1839, "OIL_CANVAS", "history", 90.7, 121.6, "英国国家美术馆", "NG524"],
  ["奥尔南的葬礼", "A Burial at Ornans", "COURBET", "1849–1850", 1849, 1850, "OIL_CANVAS", "genre", 315, 668, "奥赛博物馆"],
  ["草地上的午餐", "Le Déjeuner sur l'herbe", "MANET", "1863", 1863, 1863, "OIL_CANVAS", "genre", 208, 264.5, "奥赛博物馆"],
  ["煎饼磨坊的舞会", "Bal du moulin de la Galette", "RENOIR", "1876", 1876, 1876, "OIL_CANVAS", "genre", 131, 175, "奥赛博物馆"],
  ["舞蹈课", "The Dance Class", "DEGAS", "1873–1876", 1873, 1876, "OIL_CANVAS", "genre", 85, 75, "奥赛博物馆"],
  ["玩纸牌的人", "The Card Players", "CEZANNE", "1894–1895", 1894, 1895, "OIL_CANVAS", "genre", 47.5, 57, "奥赛博物馆"],
  ["大碗岛的星期天下午", "A Sunday Afternoon on the Island of La Grande Jatte", "SEURAT", "1884–1886", 1884, 1886, "OIL_CANVAS", "genre", 207.5, 308.1, "芝加哥艺术博物馆"],
  ["我们从何处来？我们是谁？我们向何处去？", "Where Do We Come From? What Are We? Where Are We Going?", "GAUGUIN", "1897–1898", 1897, 1898, "OIL_CANVAS", "other", 139.1, 374.6, "波士顿美术馆"],
  ["呐喊", "The Scream", "MUNCH", "1893", 1893, 1893, "TEMPERA", "other", 91, 73.5, "挪威国家博物馆"],
  ["哀悼基督", "Lamentation (The Mourning of Christ)", "GIOTTO", "c. 1305", 1304, 1306, "FRESCO", "religious", 200, 185, "帕多瓦斯克罗威尼礼拜堂"],
  ["大使", "The Ambassadors", "HOLBEIN", "1533", 1533, 1533, "OIL_PANEL", "portrait", 207, 209.5, "英国国家美术馆"],
  ["奥尔加斯伯爵的葬礼", "The Burial of the Count of Orgaz", "EL_GRECO", "1586–1588", 1586, 1588, "OIL_CANVAS", "religious", 480, 360, "托莱多圣托美教堂"],
  ["雾海上的旅人", "Wanderer above the Sea of Fog", "FRIEDRICH", "c. 1818", 1818, 1818, "OIL_CANVAS", "landscape", 94.8, 74.8, "汉堡美术馆"],
  ["舟发西苔岛", "Pilgrimage to Cythera", "WATTEAU", "1717", 1717, 1717, "OIL_CANVAS", "mythological", 129, 194, "卢浮宫"],
  ["秋千", "The Swing", "FRAGONARD", "1767", 1767, 1767, "OIL_CANVAS", "genre", 81, 64.2, "伦敦华莱士收藏馆"],
  ["蒙马特大街，冬日早晨", "Boulevard Montmartre on a Winter Morning", "PISSARRO", "1897", 1897, 1897, "OIL_CANVAS", "landscape", 64.8, 81.3, "大都会艺术博物馆"],
  ["在红磨坊", "At the Moulin Rouge", "LAUTREC", "1892–1895", 1892, 1895, "OIL_CANVAS", "genre", 123, 141, "芝加哥艺术博物馆"],
  ["最后的晚餐", "The Last Supper", "LEONARDO", "1495–1498", 1495, 1498, "FRESCO", "religious", 460, 880, "米兰圣玛利亚感恩修道院"],
  ["抱银貂的女子", "Lady with an Ermine", "LEONARDO", "c. 1489–1491", 1489, 1491, "OIL_PANEL", "portrait", 54, 39, "克拉科夫国家博物馆"],
  ["岩间圣母", "Virgin of the Rocks", "LEONARDO", "1483–1486", 1483, 1486, "OIL_PANEL", "religious", 199, 122, "卢浮宫", "INV 777"],
  ["施洗者圣约翰", "Saint John the Baptist", "LEONARDO", "1513–1516", 1513, 1516, "OIL_PANEL", "religious", 69, 57, "卢浮宫", "INV 775"],
  ["向日葵", "Sunflowers", "VAN_GOGH", "1889", 1889, 1889, "OIL_CANVAS", "stillLife", 95, 73, "梵高博物馆", "s0031V1962"],
  ["吃土豆的人", "The Potato Eaters", "VAN_GOGH", "1885", 1885, 1885, "OIL_CANVAS", "genre", 82, 114, "梵高博物馆", "s0005V1962"],
  ["阿尔勒的卧室", "The Bedroom", "VAN_GOGH", "1888", 1888, 1888, "OIL_CANVAS", "other", 72.4, 91.3, "梵高博物馆"],
  ["向日葵（伦敦版）", "Sunflowers", "VAN_GOGH", "1888", 1888, 1888, "OIL_CANVAS", "stillLife", 92.1, 73, "英国国家美术馆", "NG3863"],
  ["麦田群鸦", "Wheatfield with Crows", "VAN_GOGH", "1890", 1890, 1890, "OIL_CANVAS", "landscape", 50.5, 103, "梵高博物馆"],
  ["自画像（1889）", "Self-Portrait", "VAN_GOGH", "1889", 1889, 1889, "OIL_CANVAS", "portrait", 65, 54.2, "奥赛博物馆"],
  ["倒牛奶的女仆", "The Milkmaid", "VERMEER", "c. 1658", 1657, 1658, "OIL_CANVAS", "genre", 45.5, 41, "荷兰国立博物馆", "SK-A-2344"],
  ["代尔夫特一景", "View of Delft", "VERMEER", "c. 1660–1661", 1660, 1661, "OIL_CANVAS", "landscape", 96.5, 115.7, "莫瑞泰斯皇家美术馆", "92"],
  ["读信的蓝衣女子", "Woman Reading a Letter", "VERMEER", "c. 1663", 1663, 1663, "OIL_CANVAS", "genre", 46.5, 39, "荷兰国立博物馆"],
  ["绘画艺术", "The Art of Painting", "VERMEER", "c. 1666–1668", 1666, 1668, "OIL_CANVAS", "genre", 120, 100, "维也纳艺术史博物馆"],
  ["杜尔普医生的解剖课", "The Anatomy Lesson of Dr Nicolaes Tulp", "REMBRANDT", "1632", 1632, 1632, "OIL_CANVAS", "portrait", 169.5, 216.5, "莫瑞泰斯皇家美术馆", "146"],
  ["犹太新娘", "The Jewish Bride", "REMBRANDT", "c. 1665–1669", 1665, 1669, "OIL_CANVAS", "portrait", 121.5, 166.5, "荷兰国立博物馆"],
  ["六十三岁自画像", "Self-Portrait at the Age of 63", "REMBRANDT", "1669", 1669, 1669, "OIL_CANVAS", "portrait", 86, 70.5, "英国国家美术馆", "NG221"],
  ["撑阳伞的女人", "Woman with a Parasol", "MONET", "1875", 1875, 1875, "OIL_CANVAS", "portrait", 100, 81, "华盛顿美国国家美术馆"],
  ["睡莲", "Water Lilies", "MONET", "1914–1926", 1914, 1926, "OIL_CANVAS", "landscape", 200, 1276, "纽约现代艺术博物馆"],
  ["鲁昂大教堂，阳光下", "Rouen Cathedral, Full Sunlight", "MONET", "1894", 1894, 1894, "OIL_CANVAS", "landscape", 107, 73, "奥赛博物馆"],
  ["干草堆（夏末）", "Stacks of Wheat (End of Summer)", "MONET", "1890–1891", 1890, 1891, "OIL_CANVAS", "landscape", 60, 100, "芝加哥艺术博物馆"],
  ["布雷达的投降", "The Surrender of Breda", "VELAZQUEZ", "1634–1635", 1634, 1635, "OIL_CANVAS", "history", 307, 367, "普拉多博物馆"],
  ["镜前的维纳斯", "The Rokeby Venus", "VELAZQUEZ", "1647–1651", 1647, 1651, "OIL_CANVAS", "mythological", 122.5, 177, "英国国家美术馆", "NG2057"],
  ["春", "Primavera", "BOTTICELLI", "c. 1480", 1478, 1482, "TEMPERA", "mythological", 202, 314, "乌菲齐美术馆"],
  ["阿黛尔·布洛赫-鲍尔像一号", "Portrait of Adele Bloch-Bauer I", "KLIMT", "1907", 1907, 1907, "OIL_CANVAS", "portrait", 138, 138, "纽约新画廊"],
  ["朱迪斯一号", "Judith I", "KLIMT", "1901", 1901, 1901, "OIL_CANVAS", "religious", 84, 42, "美景宫"],
  ["最后的审判", "The Last Judgment", "MICHELANGELO", "1536–1541", 1536, 1541, "FRESCO", "religious", 1370, 1220, "梵蒂冈博物馆"],
  ["大卫", "David", "MICHELANGELO", "1501–1504", 1501, 1504, "MARBLE", "religious", 517, 199, "佛罗伦萨美术学院美术馆"],
  ["西斯廷圣母", "Sistine Madonna", "RAPHAEL", "1512", 1512, 1512, "OIL_CANVAS", "religious", 265, 196, "德累斯顿历代大师画廊"],
  ["金翅雀圣母", "Madonna of the Goldfinch", "RAPHAEL", "c. 1505", 1505, 1506, "OIL_PANEL", "religious", 107, 77, "乌菲齐美术馆"],
  ["萨达那帕拉之死", "The Death of Sardanapalus", "DELACROIX", "1827", 1827, 1827, "OIL_CANVAS", "history", 392, 496, "卢浮宫"],
  ["晚钟", "The Angelus", "MILLET", "1857–1859", 1857, 1859, "OIL_CANVAS", "genre", 55.5, 66, "奥赛博物馆"],
  ["从主教花园看索尔兹伯里大教堂", "Salisbury Cathedral from the Bishop's Grounds", "CONSTABLE", "1825", 1825, 1825, "OIL_CANVAS", "landscape", 87.6, 111.8, "大都会艺术博物馆"],
  ["酒神与阿里阿德涅", "Bacchus and Ariadne", "TITIAN", "1520–1523", 1520, 1523, "OIL_CANVAS", "mythological", 176.5, 191, "英国国家美术馆", "NG35"],
  ["野兔", "Young Hare", "DURER", "1502", 1502, 1502, "WATERCOLOR", "other", 25, 22.5, "维也纳阿尔贝蒂娜博物馆"],
  ["犀牛", "The Rhinoceros", "DURER", "1515", 1515, 1515, "WOODCUT", "other", 23.5, 29.8, "大英博物馆"],
  ["巴别塔", "The Tower of Babel", "BRUEGEL", "c. 1563", 1563, 1563, "OIL_PANEL", "religious", 114, 155, "维也纳艺术史博物馆"],
  ["农民的婚礼", "The Peasant Wedding", "BRUEGEL", "1567", 1567, 1567, "OIL_PANEL", "genre", 114, 164, "维也纳艺术史博物馆"],
  ["召唤圣马太", "The Calling of Saint Matthew", "CARAVAGGIO", "1599–1600", 1599, 1600, "OIL_CANVAS", "religious", 322, 340, "罗马圣王路易堂"],
  ["捧果篮的男孩", "Boy with a Basket of Fruit", "CARAVAGGIO", "c. 1593", 1593, 1593, "OIL_CANVAS", "genre", 70, 67, "罗马博尔盖塞美术馆"],
  ["帕里斯的评判", "The Judgement of Paris", "RUBENS", "c. 1636", 1636, 1636, "OIL_PANEL", "mythological", 144.8, 193.7, "英国国家美术馆", "NG6379"],
  ["上十字架", "The Elevation of the Cross", "RUBENS", "1610–1611", 1610, 1611, "OIL_PANEL", "religious", 462, 341, "安特卫普圣母主教座堂"],
  ["着衣的玛哈", "La maja vestida", "GOYA", "1800–1807", 1800, 1807, "OIL_CANVAS", "portrait", 95, 190, "普拉多博物馆"],
  ["农神吞噬其子", "Saturn Devouring His Son", "GOYA", "1819–1823", 1819, 1823, "OIL_CANVAS", "mythological", 143.5, 81.4, "普拉多博物馆"],
  ["马拉之死", "The Death of Marat", "DAVID", "1793", 1793, 1793, "OIL_CANVAS", "history", 165, 128, "比利时皇家美术馆"],
  ["拿破仑加冕", "The Coronation of Napoleon", "DAVID", "1805–1807", 1805, 1807, "OIL_CANVAS", "history", 621, 979, "卢浮宫"],
  ["泉", "The Source", "INGRES", "1856", 1820, 1856, "OIL_CANVAS", "other", 163, 80, "奥赛博物馆"],
  ["雨、蒸汽和速度", "Rain, Steam and Speed", "TURNER", "1844", 1844, 1844, "OIL_CANVAS", "landscape", 91, 121.8, "英国国家美术馆", "NG538"],
  ["画家的画室", "The Painter's Studio", "COURBET", "1855", 1854, 1855, "OIL_CANVAS", "genre", 361, 598, "奥赛博物馆"],
  ["奥林匹亚", "Olympia", "MANET", "1863", 1863, 1863, "OIL_CANVAS", "other", 130.5, 190, "奥赛博物馆"],
  ["吹笛少年", "The Fifer", "MANET", "1866", 1866, 1866, "OIL_CANVAS", "portrait", 161, 97, "奥赛博物馆"],
  ["船上的午宴", "Luncheon of the Boating Party", "RENOIR", "1880–1881", 1880, 1881, "OIL_CANVAS", "genre", 130, 173, "华盛顿菲利普斯收藏馆"],
  ["弹钢琴的少女", "Young Girls at the Piano", "RENOIR", "1892", 1892, 1892, "OIL_CANVAS", "genre", 116, 90, "奥赛博物馆"],
  ["苦艾酒", "L'Absinthe", "DEGAS", "1875–1876", 1875, 1876, "OIL_CANVAS", "genre", 92, 68.5, "奥赛博物馆"],
  ["十四岁的小舞者", "Little Dancer Aged Fourteen", "DEGAS", "1878–1881", 1878, 1881, "BRONZE", "other", 98, 35, "大都会艺术博物馆"],
  ["圣维克多山", "Mont Sainte-Victoire", "CEZANNE", "c. 1887", 1887, 1887, "OIL_CANVAS", "landscape", 66.8, 92.3, "伦敦考陶尔德美术馆"],
  ["苹果与橘子", "Apples and Oranges", "CEZANNE", "c. 1899", 1899, 1899, "OIL_CANVAS", "stillLife", 74, 93, "奥赛博物馆"],
  ["阿尼埃尔的浴场", "Bathers at Asnières", "SEURAT", "1884", 1884, 1884, "OIL_CANVAS", "genre", 201, 300, "英国国家美术馆", "NG3908"],
  ["塔希提妇女", "Tahitian Women (On the Beach)", "GAUGUIN", "1891", 1891, 1891, "OIL_CANVAS", "genre", 69, 91.5, "奥赛博物馆"],
  ["布道后的幻象", "Vision after the Sermon", "GAUGUIN", "1888", 1888, 1888, "OIL_CANVAS", "religious", 72.2, 91, "苏格兰国家美术馆"],
  ["生命之舞", "The Dance of Life", "MUNCH", "1899–1900", 1899, 1900, "OIL_CANVAS", "other", 125.5, 190.5, "挪威国家博物馆"],
];

export const WEST_WORKS: readonly WestWorkSeed[] = WORKS.map(([title, titleOriginal, artist, dateText, yearFrom, yearTo, medium, genre, heightCm, widthCm, holder, accessionNumber]) =>
  ({ title, titleOriginal, artist, dateText, yearFrom, yearTo, medium, genre, heightCm, widthCm, holder, ...(accessionNumber ? { accessionNumber } : {}) }));
