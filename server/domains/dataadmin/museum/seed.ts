import { museum } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";
import { museums, type MuseumSeed } from "../../../seed/data/museums";
import { defineSeed, insertSeed } from "../../../seed/factory";

const m = (name: string, nameEn: string, category: string, province: string, city: string, address: string, website: string, description: string): MuseumSeed =>
  ({ name, nameEn, category, province, city, address, website, description });

/** content.md §14.2: holders of the relics and Western works the content libraries seed, beyond the forty above. */
export const CONTENT_MUSEUMS: readonly MuseumSeed[] = [
  m("河北博物院", "Hebei Museum", "COMPREHENSIVE", "河北", "石家庄", "河北省石家庄市长安区东大街4号", "https://www.hebeimuseum.org.cn", "藏有满城汉墓出土的长信宫灯、金缕玉衣等文物。"),
  m("卢浮宫", "Musée du Louvre", "OVERSEAS", "法国", "巴黎", "Rue de Rivoli, 75001 Paris", "https://www.louvre.fr", "世界最大的艺术博物馆之一，藏有《蒙娜丽莎》《自由引导人民》。"),
  m("奥赛博物馆", "Musée d'Orsay", "OVERSEAS", "法国", "巴黎", "1 Rue de la Légion d'Honneur, 75007 Paris", "https://www.musee-orsay.fr", "以 1848—1914 年的法国艺术见长，印象派收藏最为著名。"),
  m("玛摩丹莫奈美术馆", "Musée Marmottan Monet", "OVERSEAS", "法国", "巴黎", "2 Rue Louis Boilly, 75016 Paris", "https://www.marmottan.fr", "收藏莫奈作品最多的博物馆，藏有《日出·印象》。"),
  m("普拉多博物馆", "Museo Nacional del Prado", "OVERSEAS", "西班牙", "马德里", "Calle de Ruiz de Alarcón 23, 28014 Madrid", "https://www.museodelprado.es", "西班牙国家美术馆，藏有委拉斯开兹《宫娥》与戈雅的大量作品。"),
  m("乌菲齐美术馆", "Galleria degli Uffizi", "OVERSEAS", "意大利", "佛罗伦萨", "Piazzale degli Uffizi 6, 50122 Firenze", "https://www.uffizi.it", "文艺复兴艺术的宝库，藏有波提切利《维纳斯的诞生》。"),
  m("荷兰国立博物馆", "Rijksmuseum", "OVERSEAS", "荷兰", "阿姆斯特丹", "Museumstraat 1, 1071 XX Amsterdam", "https://www.rijksmuseum.nl", "荷兰黄金时代艺术的中心，藏有伦勃朗《夜巡》。"),
  m("莫瑞泰斯皇家美术馆", "Mauritshuis", "OVERSEAS", "荷兰", "海牙", "Plein 29, 2511 CS Den Haag", "https://www.mauritshuis.nl", "藏有维米尔《戴珍珠耳环的少女》《代尔夫特一景》。"),
  m("英国国家美术馆", "The National Gallery", "OVERSEAS", "英国", "伦敦", "Trafalgar Square, London WC2N 5DN", "https://www.nationalgallery.org.uk", "藏有 13—20 世纪初欧洲绘画，如《阿尔诺芬尼夫妇像》《干草车》。"),
  m("纽约现代艺术博物馆", "The Museum of Modern Art", "OVERSEAS", "美国", "纽约", "11 West 53 Street, New York, NY 10019", "https://www.moma.org", "现代艺术的代表性收藏，藏有梵高《星月夜》。"),
  m("美景宫", "Belvedere", "OVERSEAS", "奥地利", "维也纳", "Prinz Eugen-Straße 27, 1030 Wien", "https://www.belvedere.at", "巴洛克宫殿中的美术馆，藏有克里姆特《吻》。"),
  m("梵高博物馆", "Van Gogh Museum", "OVERSEAS", "荷兰", "阿姆斯特丹", "Museumplein 6, 1071 DJ Amsterdam", "https://www.vangoghmuseum.nl", "收藏梵高作品最多的博物馆，藏有《向日葵》《吃土豆的人》。"),
  m("挪威国家博物馆", "Nasjonalmuseet", "OVERSEAS", "挪威", "奥斯陆", "Brynjulf Bulls plass 3, 0250 Oslo", "https://www.nasjonalmuseet.no", "藏有蒙克 1893 年的《呐喊》。"),
  m("梵蒂冈博物馆", "Musei Vaticani", "OVERSEAS", "梵蒂冈", "梵蒂冈城", "Viale Vaticano, 00165 Roma", "https://www.museivaticani.va", "包括西斯廷礼拜堂与拉斐尔画室。"),
  m("芝加哥艺术博物馆", "The Art Institute of Chicago", "OVERSEAS", "美国", "芝加哥", "111 S Michigan Ave, Chicago, IL 60603", "https://www.artic.edu", "藏有修拉《大碗岛的星期天下午》。"),
];

/** Every museum the demo starts with: the forty of data/museums.ts, then the content libraries' holders. */
export const ALL_MUSEUMS: readonly MuseumSeed[] = [...museums, ...CONTENT_MUSEUMS];

/**
 * Museums an hour apart, so the list's default order (last changed first) looks lived in. The content
 * libraries' holders come after the forty in Id but earlier in time: the forty keep their Ids and lead the list.
 */
export const seed = defineSeed({
  resource: museum,
  async run(ctx) {
    for (const [i, x] of museums.entries()) {
      await ctx.insert(museum, { ...x }, { ctime: ctx.now - (museums.length - i) * 3_600_000 });
    }
    for (const [i, x] of CONTENT_MUSEUMS.entries()) {
      await ctx.insert(museum, { ...x }, { ctime: ctx.now - (ALL_MUSEUMS.length - i) * 3_600_000 });
    }
  },
});

/**
 * Museum Ids by name for the content seeds. A database seeded before the content libraries lacks their
 * holders (the museum seed ran then): they are added here, once.
 */
export async function museumIds(tx: Tx, now: number): Promise<Map<string, number>> {
  const rows = await tx.selectFrom(museum.table).select(["Id", "name"]).execute();
  const ids = new Map(rows.map((r) => [String(r.name), Number(r.Id)]));
  for (const x of ALL_MUSEUMS) {
    if (!ids.has(x.name)) ids.set(x.name, await insertSeed(tx, museum, { ...x }, now));
  }
  return ids;
}
