import { crawlerTarget } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;

/**
 * content.md §12.6 seed: six targets — a Western-art catalogue, the Met's open access, YGSF and three
 * museum collection sites. None is on the server's (empty by default) allow-list, so the three enabled
 * ones have their schedules paused and the museum sites are off: the demo never queues a run by itself.
 */
const TARGETS = [
  {
    name: "WGA 西方美术目录", site: "www.wga.hu", startUrls: "https://www.wga.hu/frames-e.html?/html/a/\nhttps://www.wga.hu/frames-e.html?/html/b/",
    produces: "budartWork", parser: "htmlTable", itemPath: "2", keyField: "URL", schedule: "0 3 * * 1", enabled: true,
    remark: "作品目录表格（作者、作品、年代、收藏地）。未列入允许名单前暂停定时。",
  },
  {
    name: "大都会开放数据", site: "collectionapi.metmuseum.org", startUrls: "https://collectionapi.metmuseum.org/public/collection/v1/search?isPublicDomain=true&q=ink",
    produces: "museumCollection", parser: "jsonList", itemPath: "objects", keyField: "objectID", schedule: "30 2 * * *", enabled: true,
    remark: "公有领域藏品，每日增量。",
  },
  {
    name: "YGSF 书法字形", site: "www.ygsf.com", startUrls: "https://www.ygsf.com/zi/list?page=1",
    produces: "ygsfGlyph", parser: "ygsfPage", itemPath: null, keyField: null, schedule: "0 4 * * 6", enabled: true,
    remark: "解析器待接入 YGSF 分页（/tools/ygsfTotals）。",
  },
  {
    name: "故宫博物院藏品总目", site: "zm-digicol.dpm.org.cn", startUrls: "https://zm-digicol.dpm.org.cn/cultural/list?category=17",
    produces: "museumCollection", parser: "htmlTable", itemPath: null, keyField: "文物号", schedule: "0 1 1 * *", enabled: false,
    remark: "书法类。对方限流严格（HTTP 429），已停用，待协商接口。",
  },
  {
    name: "台北故宫开放资料", site: "digitalarchive.npm.gov.tw", startUrls: "https://digitalarchive.npm.gov.tw/Collection/List?Dep=P",
    produces: "museumCollection", parser: "htmlTable", itemPath: null, keyField: null, schedule: "0 2 * * 3", enabled: false,
    remark: "绘画类开放资料。",
  },
  {
    name: "上海博物馆数字藏品", site: "www.shanghaimuseum.net", startUrls: "https://www.shanghaimuseum.net/mu/frontend/pg/collection/antique?page=1",
    produces: "museumCollection", parser: "jsonList", itemPath: "data.list", keyField: "id", schedule: null, enabled: false,
    remark: "仅手动运行。",
  },
] as const;

export const seed = defineSeed({
  resource: crawlerTarget,
  async run(ctx) {
    if (await ctx.tx.selectFrom(crawlerTarget.table).select("Id").limit(1).executeTakeFirst()) return;
    for (const [i, t] of TARGETS.entries()) {
      await ctx.insert(crawlerTarget, {
        ...t, scheduleEnabled: false, concurrency: 2, requestsPerMinute: i === 3 ? 12 : 60, maxPages: [400, 2000, 300, 1000, 500, 200][i],
        lastRunStatus: null, lastRunAt: null, nextRunAt: null, lastJobId: null,
      }, { ctime: ctx.now - (90 - i * 5) * DAY });
    }
  },
});
