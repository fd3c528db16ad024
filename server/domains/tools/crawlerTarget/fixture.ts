import { defineFixture } from "../../fixture";

/** A target's start URLs must be on its site, and its schedule a 5-field cron: samples that agree. */
export const fixture = defineFixture("crawlerTarget", {
  given: (n) => ({ site: `s${n}.example.org`, startUrls: `https://s${n}.example.org/list\nhttps://s${n}.example.org/list?page=2`, schedule: "0 3 * * 1", itemPath: null, keyField: null }),
});
