import { defineFixture } from "../../fixture";

/**
 * A target's start URLs must be on its site, and its schedule a 5-field cron: samples that agree. Each
 * sample is scheduled (at its own minute), so 下次运行 is never empty and sorts alike on both databases.
 */
export const fixture = defineFixture("crawlerTarget", {
  given: (n) => ({
    site: `s${n}.example.org`, startUrls: `https://s${n}.example.org/list\nhttps://s${n}.example.org/list?page=2`,
    schedule: `${n % 60} 3 * * 1`, enabled: true, scheduleEnabled: true, itemPath: null, keyField: null,
  }),
});
