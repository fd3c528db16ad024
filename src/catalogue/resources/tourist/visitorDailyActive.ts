import { PLATFORMS } from "../../commerce";
import { defineResource } from "../../define";

/**
 * A visitor's active days (commerce.md §7.0 activeVisitors, DAU/MAU): one row per visitor and China-time
 * day, written by the client apps' first authenticated call of the day (not part of this console) and
 * read by the dashboards' metric layer. `dayKey` (`<visitorId>:<date>`) keeps it to one row a day: a
 * second write of the same day is a no-op (insert … on conflict do nothing). Listed only under the
 * visitor (tab 活跃日), read-only.
 */
export const visitorDailyActive = defineResource({
  name: "visitorDailyActive",
  label: "活跃日",
  service: "TouristServiceAdmin",
  table: "visitor_daily_active",
  ops: ["list", "get"],
  access: "order",
  titleField: "date",
  defaultSort: { by: "date", asc: false },
  readOnly: true,
  parent: { resource: "visitor", key: "visitorId", tab: "活跃日" },
  fields: [
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "date", label: "日期", kind: "date", required: true, editable: false, listed: true, filter: true, sortable: true },
    { key: "platform", label: "端", kind: "enum", options: PLATFORMS, editable: false, listed: true, filter: true },
    { key: "appVersion", label: "应用版本", kind: "text", maxLength: 32, editable: false, listed: true },
    { key: "dayKey", label: "用户与日期", kind: "text", maxLength: 40, required: true, editable: false, unique: true, help: "用户 Id:日期，每人每天一行" },
  ],
});
