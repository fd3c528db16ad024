/**
 * A provisional table of China's administrative divisions (GB/T 2260 codes): only the districts of
 * the cities the demo world uses. The full table (about 3,200 counties) is data to import later; until
 * then an address may only name one of these districts, and the server answers which it is.
 */
export interface Region {
  readonly code: string;
  readonly province: string;
  readonly city: string;
  readonly district: string;
}

/** [province, city, [district code, district name]…]; a municipality's city is the municipality itself. */
const TABLE: readonly (readonly [string, string, readonly (readonly [string, string])[]])[] = [
  ["北京市", "北京市", [["110101", "东城区"], ["110102", "西城区"], ["110105", "朝阳区"], ["110108", "海淀区"]]],
  ["天津市", "天津市", [["120101", "和平区"], ["120104", "南开区"]]],
  ["上海市", "上海市", [["310101", "黄浦区"], ["310104", "徐汇区"], ["310105", "长宁区"], ["310115", "浦东新区"]]],
  ["重庆市", "重庆市", [["500103", "渝中区"], ["500106", "沙坪坝区"]]],
  ["浙江省", "杭州市", [["330102", "上城区"], ["330106", "西湖区"], ["330110", "余杭区"]]],
  ["江苏省", "南京市", [["320102", "玄武区"], ["320106", "鼓楼区"]]],
  ["江苏省", "苏州市", [["320508", "姑苏区"], ["320505", "虎丘区"]]],
  ["广东省", "广州市", [["440104", "越秀区"], ["440106", "天河区"]]],
  ["广东省", "深圳市", [["440304", "福田区"], ["440305", "南山区"]]],
  ["四川省", "成都市", [["510104", "锦江区"], ["510107", "武侯区"]]],
  ["陕西省", "西安市", [["610103", "碑林区"], ["610113", "雁塔区"]]],
  ["湖北省", "武汉市", [["420106", "武昌区"], ["420111", "洪山区"]]],
  ["湖南省", "长沙市", [["430104", "岳麓区"], ["430103", "天心区"]]],
  ["山东省", "济南市", [["370102", "历下区"]]],
  ["山东省", "青岛市", [["370202", "市南区"]]],
  ["福建省", "厦门市", [["350203", "思明区"]]],
  ["河南省", "郑州市", [["410105", "金水区"]]],
  ["安徽省", "合肥市", [["340104", "蜀山区"]]],
  ["云南省", "昆明市", [["530102", "五华区"]]],
  ["辽宁省", "沈阳市", [["210102", "和平区"]]],
];

/** Every district of the provisional table, by code. */
export const REGIONS: ReadonlyMap<string, Region> = new Map(
  TABLE.flatMap(([province, city, districts]) => districts.map(([code, district]) => [code, { code, province, city, district }] as const)),
);

export function regionOf(code: string): Region | undefined {
  return REGIONS.get(code);
}
