/** The visitor's slide-over (issue 25): its child tabs list orders, membership records, courses, albums and addresses under one visitor. */
import { expect, it } from "vitest";
import { resourceByName } from "../../src/catalogue/registry";
import { childPath, childResourcesOf, childTabs } from "../../src/views/resource/child/children";

it("the visitor's drawer has the tabs 订单, 会员记录, 地址, 课程 and 画单, each a list filtered by the visitor", () => {
  const visitor = resourceByName("visitor")!;
  const children = childResourcesOf(visitor);
  const tabs = childTabs(children);
  expect(tabs.map((t) => t.label)).toEqual(expect.arrayContaining(["订单", "会员记录", "地址", "课程", "画单"]));
  const byLabel = (label: string) => tabs.find((t) => t.label === label)!.children[0]!;
  expect(byLabel("地址").name).toBe("address");
  expect(byLabel("会员记录").name).toBe("vipWorkOrder");
  expect(byLabel("课程").name).toBe("courseStudent");
  expect(byLabel("画单").name).toBe("resourceAlbum");
  expect(childPath(byLabel("地址"), 7)).toBe("/tourist/address?visitorId=7");
  expect(childPath(byLabel("课程"), 7)).toBe("/tourist/tourist/course?visitorId=7");
});
