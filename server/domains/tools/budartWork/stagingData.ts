/**
 * Rows of the two catalogue exports the demo stages (content.md §12.4): works of the /west artists that
 * /west does not hold yet, written the way a Western-art catalogue export writes them (English technique
 * with size, holder with its city, school and a 50-year timeframe). Real works, with commonly published
 * sizes and holders.
 */
type E = readonly [artist: string, titleOriginal: string, titleZh: string | null, dateText: string, technique: string, location: string, form: string, genre: string];

export const EXTRA_WORKS: readonly E[] = [
  ["LEONARDO", "Annunciation", "天使报喜", "1472-75", "Oil and tempera on panel, 98 x 217 cm", "Galleria degli Uffizi, Florence", "painting", "religious"],
  ["LEONARDO", "Ginevra de' Benci", "吉内薇拉·德·本奇像", "c. 1474", "Oil on panel, 38 x 37 cm", "National Gallery of Art, Washington", "painting", "portrait"],
  ["VAN_GOGH", "Café Terrace at Night", "夜间咖啡馆露台", "1888", "Oil on canvas, 81 x 65.5 cm", "Kröller-Müller Museum, Otterlo", "painting", "landscape"],
  ["VAN_GOGH", "Irises", "鸢尾花", "1889", "Oil on canvas, 74.3 x 94.3 cm", "J. Paul Getty Museum, Los Angeles", "painting", "stillLife"],
  ["VAN_GOGH", "The Yellow House", null, "1888", "Oil on canvas, 72 x 91.5 cm", "Van Gogh Museum, Amsterdam", "painting", "landscape"],
  ["VERMEER", "The Little Street", "小街", "c. 1658", "Oil on canvas, 54.3 x 44 cm", "Rijksmuseum, Amsterdam", "painting", "landscape"],
  ["VERMEER", "The Lacemaker", "织花边的少女", "c. 1669-70", "Oil on canvas on panel, 24 x 21 cm", "Musée du Louvre, Paris", "painting", "genre"],
  ["REMBRANDT", "The Syndics of the Drapers' Guild", "布商行会理事", "1662", "Oil on canvas, 191.5 x 279 cm", "Rijksmuseum, Amsterdam", "painting", "portrait"],
  ["REMBRANDT", "Bathsheba at Her Bath", "沐浴的拔示巴", "1654", "Oil on canvas, 142 x 142 cm", "Musée du Louvre, Paris", "painting", "religious"],
  ["MONET", "Poppies", "罂粟花田", "1873", "Oil on canvas, 50 x 65 cm", "Musée d'Orsay, Paris", "painting", "landscape"],
  ["MONET", "The Magpie", "喜鹊", "1868-69", "Oil on canvas, 89 x 130 cm", "Musée d'Orsay, Paris", "painting", "landscape"],
  ["MONET", "Women in the Garden", null, "1866", "Oil on canvas, 255 x 205 cm", "Musée d'Orsay, Paris", "painting", "genre"],
  ["VELAZQUEZ", "Portrait of Pope Innocent X", "教皇英诺森十世像", "1650", "Oil on canvas, 141 x 119 cm", "Galleria Doria Pamphilj, Rome", "painting", "portrait"],
  ["VELAZQUEZ", "The Waterseller of Seville", "塞维利亚的卖水人", "c. 1620", "Oil on canvas, 106.7 x 81 cm", "Apsley House, London", "painting", "genre"],
  ["BOTTICELLI", "Adoration of the Magi", "三王来朝", "c. 1475", "Tempera on panel, 111 x 134 cm", "Galleria degli Uffizi, Florence", "painting", "religious"],
  ["BOTTICELLI", "Venus and Mars", "维纳斯与玛尔斯", "c. 1485", "Tempera and oil on panel, 69 x 173.4 cm", "National Gallery, London", "painting", "mythological"],
  ["KLIMT", "Death and Life", "死亡与生命", "1910-15", "Oil on canvas, 180.5 x 200.5 cm", "Leopold Museum, Vienna", "painting", "other"],
  ["MICHELANGELO", "Pietà", "圣殇", "1498-99", "Marble, height 174 cm", "Basilica di San Pietro, Vatican", "sculpture", "religious"],
  ["MICHELANGELO", "Doni Tondo", "圣家族（多尼圆形画）", "c. 1507", "Tempera on panel, diameter 120 cm", "Galleria degli Uffizi, Florence", "painting", "religious"],
  ["RAPHAEL", "The Marriage of the Virgin", "圣母的婚礼", "1504", "Oil on panel, 170 x 117 cm", "Pinacoteca di Brera, Milan", "painting", "religious"],
  ["RAPHAEL", "Portrait of Baldassare Castiglione", "卡斯蒂廖内像", "c. 1515", "Oil on canvas, 82 x 67 cm", "Musée du Louvre, Paris", "painting", "portrait"],
  ["DELACROIX", "The Massacre at Chios", "希阿岛的屠杀", "1824", "Oil on canvas, 419 x 354 cm", "Musée du Louvre, Paris", "painting", "history"],
  ["MILLET", "The Sower", "播种者", "1850", "Oil on canvas, 101.6 x 82.6 cm", "Museum of Fine Arts, Boston", "painting", "genre"],
  ["VAN_EYCK", "Portrait of a Man (Self Portrait?)", "戴红头巾的男子像", "1433", "Oil on oak panel, 26 x 19 cm", "National Gallery, London", "painting", "portrait"],
  ["CONSTABLE", "Wivenhoe Park, Essex", null, "1816", "Oil on canvas, 56.1 x 101.2 cm", "National Gallery of Art, Washington", "painting", "landscape"],
  ["TITIAN", "Assumption of the Virgin", "圣母升天", "1516-18", "Oil on panel, 690 x 360 cm", "Santa Maria Gloriosa dei Frari, Venice", "painting", "religious"],
  ["DURER", "Melencolia I", "忧郁 I", "1514", "Engraving, 24 x 18.8 cm", "Staatliche Kunsthalle, Karlsruhe", "graphics", "other"],
  ["BRUEGEL", "Netherlandish Proverbs", "尼德兰箴言", "1559", "Oil on oak panel, 117 x 163 cm", "Gemäldegalerie, Berlin", "painting", "genre"],
  ["CARAVAGGIO", "Judith Beheading Holofernes", "朱迪斯斩首赫罗弗尼斯", "c. 1599", "Oil on canvas, 145 x 195 cm", "Galleria Nazionale d'Arte Antica, Rome", "painting", "religious"],
  ["RUBENS", "Massacre of the Innocents", null, "1611-12", "Oil on panel, 142 x 182 cm", "Art Gallery of Ontario, Toronto", "painting", "religious"],
];

/** The 50-year span a catalogue files a date under (`1501-1550`). */
export function timeframeOf(dateText: string): string | null {
  const year = /\d{4}/.exec(dateText);
  if (!year) return null;
  const y = Number(year[0]);
  const from = Math.floor((y - 1) / 50) * 50 + 1;
  return `${from}-${from + 49}`;
}

/** How the export names an artist's school (`Italian`) from our nationality. */
export const SCHOOL_OF: Readonly<Record<string, string>> = {
  意大利: "Italian", 荷兰: "Dutch", 法国: "French", 西班牙: "Spanish", 奥地利: "Austrian", 尼德兰: "Netherlandish",
  英国: "English", 德国: "German", 佛兰德斯: "Flemish", 挪威: "Norwegian",
};

/** A technique text for a /west work's medium and size, as the export writes it. */
export const TECHNIQUE_OF: Readonly<Record<string, string>> = {
  OIL_CANVAS: "Oil on canvas", OIL_PANEL: "Oil on panel", TEMPERA: "Tempera on panel", FRESCO: "Fresco", WATERCOLOR: "Watercolour on paper",
  WOODCUT: "Woodcut", MARBLE: "Marble", BRONZE: "Bronze", DRAWING: "Pen and ink", ETCHING: "Etching", PASTEL: "Pastel",
};
