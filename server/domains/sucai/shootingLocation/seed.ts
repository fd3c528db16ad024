import { museum, shootingLocation } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

type L = readonly [name: string, locationType: string, province: string, city: string, address: string, permitRequired: boolean, openHours: string | null, lat: number, lng: number];

/** content.md §9.2: 25 places — museums, grottoes, steles, the platform's studio and artists' studios (fictional addresses). */
const LOCATIONS: readonly L[] = [
  ["故宫博物院（武英殿书画馆）", "museum", "北京", "北京", "东城区景山前街4号", true, "08:30–17:00，周一闭馆", 39.9163, 116.3972],
  ["西安碑林博物馆", "stele", "陕西", "西安", "碑林区三学街15号", true, "08:00–18:00", 34.2587, 108.9532],
  ["敦煌莫高窟", "grotto", "甘肃", "敦煌", "敦煌市东南25公里", true, "08:00–18:00（预约）", 40.0375, 94.8056],
  ["云冈石窟", "grotto", "山西", "大同", "云冈区云冈镇", true, "08:30–17:50", 40.1106, 113.1225],
  ["龙门石窟", "grotto", "河南", "洛阳", "洛龙区龙门中街13号", true, "08:00–18:30", 34.5552, 112.4697],
  ["曲阜孔庙", "ancientBuilding", "山东", "济宁", "曲阜市南马道街1号", true, "08:00–17:30", 35.5963, 116.9862],
  ["泰山经石峪", "stele", "山东", "泰安", "泰山区泰山中路经石峪", false, "全天", 36.2406, 117.1148],
  ["河北博物院", "museum", "河北", "石家庄", "长安区东大街4号", true, "09:00–17:00，周一闭馆", 38.0468, 114.5216],
  ["苏州博物馆", "museum", "江苏", "苏州", "姑苏区东北街204号", true, "09:00–17:00", 31.3237, 120.6243],
  ["绍兴兰亭", "ancientBuilding", "浙江", "绍兴", "柯桥区兰亭街道", false, "08:00–17:30", 29.9329, 120.5227],
  ["焦山碑林", "stele", "江苏", "镇江", "京口区焦山风景区", true, "07:30–17:00", 32.2261, 119.5019],
  ["宣纸文化园", "outdoor", "安徽", "宣城", "泾县榔桥镇", false, "08:30–17:00", 30.6013, 118.3917],
  ["平台摄影棚（北京）", "platformStudio", "北京", "北京", "朝阳区酒仙桥路4号 751 园区 B 座", false, "预约使用", 39.9869, 116.4956],
  ["平台摄影棚（杭州）", "platformStudio", "浙江", "杭州", "西湖区文三路 90 号 5 层", false, "预约使用", 30.2807, 120.1303],
  ["宋庄外景地", "outdoor", "北京", "北京", "通州区宋庄镇小堡村", false, null, 39.9462, 116.7243],
  ["黄山西海大峡谷", "outdoor", "安徽", "黄山", "黄山区黄山风景区", false, "07:00–16:30", 30.1334, 118.1491],
  ["陈墨白画室", "studio", "北京", "北京", "通州区宋庄镇艺术家村 12 号", false, "预约", 39.9455, 116.7201],
  ["苏晚亭工作室", "studio", "浙江", "杭州", "西湖区龙井路 18 号", false, "预约", 30.2366, 120.1365],
  ["林青砚书斋", "studio", "江苏", "苏州", "姑苏区平江路 106 号", false, "预约", 31.3183, 120.6302],
  ["周石溪篆刻工作室", "studio", "浙江", "杭州", "上城区孤山路 31 号旁", false, "预约", 30.2595, 120.1465],
  ["叶听松画室", "studio", "四川", "成都", "锦江区蓝顶艺术区 7 栋", false, "预约", 30.5548, 104.1702],
  ["何问梅工笔工作室", "studio", "广东", "广州", "海珠区小洲村 23 号", false, "预约", 23.0607, 113.3643],
  ["唐砚秋书法工作室", "studio", "陕西", "西安", "曲江新区雁塔南路 88 号", false, "预约", 34.2037, 108.9693],
  ["沈听泉山水画室", "studio", "安徽", "黄山", "黟县宏村镇 5 号", false, "预约", 30.0018, 117.9885],
  ["旧馆址（停用）", "other", "北京", "北京", "西城区（原址已拆迁）", false, null, 39.9139, 116.3659],
];

export const seed = defineSeed({
  resource: shootingLocation,
  async run(ctx) {
    if (await ctx.tx.selectFrom(shootingLocation.table).select("Id").limit(1).executeTakeFirst()) return;
    const museums = await ctx.tx.selectFrom(museum.table).select(["Id", "name"]).execute();
    let n = 0;
    for (const [name, locationType, province, city, address, permitRequired, openHours, lat, lng] of LOCATIONS) {
      n += 1;
      const linked = museums.find((m) => m.name === name);
      await ctx.insert(shootingLocation, {
        name, locationType, province, city, address, permitRequired, openHours, geo: { lat, lng },
        museumId: linked ? Number(linked.Id) : null,
        contactName: locationType === "studio" ? name.slice(0, 3) : ["王", "李", "张", "刘", "陈"][n % 5] + "老师",
        contactPhone: `1${String(3_800_000_000 + n * 7_919_371).slice(0, 10)}`,
        permitNotes: permitRequired ? "需提前15个工作日向馆方申请，禁用闪光灯" : null,
        images: [], usageCount: 0, enabled: locationType !== "other",
      }, { ctime: ctx.now - (400 - n * 9) * 86_400_000 });
    }
  },
});
