import { photo } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;

type P = readonly [title: string, subject: string, location: string, geo: readonly [number, number] | null];

/** content.md §6.2: grottoes, timber halls, steles, scenery, relic details, exhibitions; people and events are fictional. */
const PHOTOS: readonly P[] = [
  ["敦煌莫高窟第45窟", "grotto", "甘肃敦煌莫高窟", [40.04, 94.81]],
  ["云冈石窟第20窟露天大佛", "grotto", "山西大同云冈石窟", [40.11, 113.12]],
  ["龙门石窟奉先寺卢舍那大佛", "grotto", "河南洛阳龙门石窟", [34.56, 112.47]],
  ["西安碑林第三展室", "stele", "陕西西安碑林博物馆", [34.26, 108.95]],
  ["应县木塔", "architecture", "山西应县佛宫寺", [39.57, 113.18]],
  ["五台山佛光寺东大殿", "architecture", "山西五台县佛光寺", [38.86, 113.43]],
  ["故宫太和殿", "architecture", "北京故宫博物院", [39.915, 116.397]],
  ["后母戊鼎铭文局部", "relicDetail", "中国国家博物馆", null],
  ["「千里江山」特展展厅", "exhibition", "故宫博物院午门展厅", null],
  ["古画修复室里的工作日", "people", "某博物馆文保中心", null],
  ["麦积山石窟第133窟", "grotto", "甘肃天水麦积山石窟", [34.35, 106.0]],
  ["大足宝顶山千手观音", "grotto", "重庆大足石刻", [29.75, 105.8]],
  ["天坛祈年殿", "architecture", "北京天坛", [39.882, 116.407]],
  ["泰山经石峪《金刚经》摩崖", "stele", "山东泰安泰山", [36.26, 117.11]],
  ["黄山迎客松", "landscape", "安徽黄山风景区", [30.13, 118.17]],
  ["曾侯乙编钟钮钟局部", "relicDetail", "湖北省博物馆", null],
  ["青铜器馆常设展", "exhibition", "上海博物馆", null],
  ["国际博物馆日开放活动", "event", "某市博物馆广场", null],
  ["乐山大佛", "grotto", "四川乐山凌云山", [29.55, 103.77]],
  ["南禅寺大殿", "architecture", "山西五台县南禅寺", [38.71, 113.2]],
  ["独乐寺观音阁", "architecture", "天津蓟州独乐寺", [40.05, 117.4]],
  ["西安碑林《开成石经》", "stele", "陕西西安碑林博物馆", [34.26, 108.95]],
  ["杭州西湖断桥残雪", "landscape", "浙江杭州西湖", [30.26, 120.15]],
  ["长信宫灯灯罩局部", "relicDetail", "河北博物院", null],
  ["晋祠圣母殿", "architecture", "山西太原晋祠", [37.71, 112.44]],
  ["泉州开元寺双塔", "architecture", "福建泉州开元寺", [24.91, 118.58]],
  ["汉中石门颂摩崖拓片", "stele", "陕西汉中市博物馆", null],
  ["桂林漓江", "landscape", "广西桂林漓江", [25.0, 110.45]],
  ["书画装裱师的案头", "people", "某装裱工作室", null],
  ["古籍修复体验课", "event", "某图书馆古籍部", null],
  ["西安大雁塔", "architecture", "陕西西安大慈恩寺", [34.22, 108.96]],
  ["登封嵩岳寺塔", "architecture", "河南登封嵩岳寺", [34.5, 113.01]],
  ["镇江焦山《瘗鹤铭》残石", "stele", "江苏镇江焦山碑林", [32.22, 119.5]],
  ["泰山南天门", "landscape", "山东泰安泰山", [36.25, 117.1]],
  ["汝窑天青釉洗釉面开片", "relicDetail", "故宫博物院", null],
  ["敦煌壁画临摹展", "exhibition", "某美术馆", null],
  ["曲阜孔庙大成殿", "architecture", "山东曲阜孔庙", [35.6, 116.99]],
  ["平遥古城墙", "architecture", "山西平遥古城", [37.2, 112.18]],
  ["苏州拙政园远香堂", "architecture", "江苏苏州拙政园", [31.33, 120.63]],
  ["承德避暑山庄烟雨楼", "architecture", "河北承德避暑山庄", [40.99, 117.94]],
  ["颐和园长廊", "architecture", "北京颐和园", [39.999, 116.275]],
  ["华山西峰", "landscape", "陕西华阴华山", [34.48, 110.08]],
  ["曲阜孔庙汉碑", "stele", "山东曲阜孔庙", [35.6, 116.99]],
  ["三星堆青铜面具局部", "relicDetail", "三星堆博物馆", null],
  ["青绿山水特展开幕", "event", "某美术馆", null],
  ["敦煌莫高窟九层楼", "architecture", "甘肃敦煌莫高窟", [40.04, 94.81]],
  ["龙门石窟宾阳中洞", "grotto", "河南洛阳龙门石窟", [34.56, 112.47]],
  ["云冈石窟第6窟中心塔柱", "grotto", "山西大同云冈石窟", [40.11, 113.12]],
  ["布达拉宫", "architecture", "西藏拉萨", [29.66, 91.12]],
  ["青铜器拓片工作坊", "event", "某博物馆社教中心", null],
  ["黄河壶口瀑布", "landscape", "山西吉县壶口", [36.15, 110.45]],
  ["瓷器库房清点", "people", "某博物馆库房", null],
  ["西安城墙永宁门", "architecture", "陕西西安", [34.25, 108.95]],
  ["武当山金顶", "architecture", "湖北丹江口武当山", [32.4, 111.0]],
  ["漓江山水画写生", "event", "广西桂林", null],
  ["碑林石刻艺术室", "stele", "陕西西安碑林博物馆", [34.26, 108.95]],
  ["莫高窟第220窟壁画局部", "grotto", "甘肃敦煌莫高窟", [40.04, 94.81]],
  ["书法名品特展展厅", "exhibition", "某博物馆", null],
  ["金缕玉衣玉片局部", "relicDetail", "河北博物院", null],
  ["嵩山少林寺塔林", "architecture", "河南登封少林寺", [34.51, 112.93]],
];

const PHOTOGRAPHERS = ["林远舟", "沈青禾", "周野", "许墨川", "唐晓岚", "顾一鸣"];
const CAMERAS = [
  { Make: "Phase One", Model: "IQ4 150MP", LensModel: "Schneider 80mm LS", FNumber: 8, ExposureTime: "1/125", ISO: 100 },
  { Make: "FUJIFILM", Model: "GFX100 II", LensModel: "GF32-64mmF4 R LM WR", FNumber: 11, ExposureTime: "1/60", ISO: 200 },
  { Make: "Canon", Model: "EOS R5", LensModel: "RF24-105mm F4 L IS USM", FNumber: 5.6, ExposureTime: "1/250", ISO: 400 },
];

/** 60 photos × scale (at least 10); on line and free but every tenth, which is a draft. */
export const seed = defineSeed({
  resource: photo,
  async run(ctx) {
    // Written once: a database seeded before the per-resource markers keeps its records.
    if (await ctx.tx.selectFrom(photo.table).select("Id").limit(1).executeTakeFirst()) return;
    const count = Math.min(PHOTOS.length, Math.max(10, Math.round(60 * ctx.scale)));
    for (const [i, [title, subject, location, geo]] of PHOTOS.slice(0, count).entries()) {
      const taken = ctx.now - (count - i) * 9 * DAY;
      const state = i % 10 === 9 ? "draft" : "online";
      const created = taken + 3 * DAY;
      await ctx.insert(photo, {
        title, subject, photographer: PHOTOGRAPHERS[i % PHOTOGRAPHERS.length], takenDate: new Date(taken).toISOString().slice(0, 10),
        location, geo: geo ? { lat: geo[0], lng: geo[1] } : null, exif: CAMERAS[i % CAMERAS.length],
        license: subject === "people" || subject === "event" ? "internal" : "licensed",
        caption: `${title}，${location}。`, hdCount: 0, accessLevel: "free", publishState: state,
        publishedAt: state === "online" ? created + DAY : null, tags: [], deleted: false,
      }, { ctime: created, utime: created + DAY });
    }
  },
});
