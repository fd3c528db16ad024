import type { FieldDef } from "../../fields";

/**
 * The shared placement of a client-app slot (commerce.md §6.0): on which platforms and app versions,
 * in which time window and order it shows, and whether staff keep it online. `displayState` is the
 * server's answer to "does the app show it now" (written on every save and kept current by the
 * resource's sweeper), so the list filters on what is live now.
 */
export const APP_PLATFORMS = [
  { value: "IOS", label: "iOS" },
  { value: "ANDROID", label: "安卓" },
  { value: "MP_WEIXIN", label: "微信小程序" },
  { value: "H5", label: "H5" },
  { value: "PC", label: "网页" },
] as const;

export const DISPLAY_STATES = [
  { value: "SCHEDULED", label: "待生效" },
  { value: "LIVE", label: "生效中" },
  { value: "EXPIRED", label: "已过期" },
  { value: "OFFLINE", label: "已下线" },
] as const;

const SEMVER = "^\\d+\\.\\d+\\.\\d+$";
const SEMVER_MESSAGE = "版本号格式应为 主版本.次版本.修订号，如 3.2.1";

/** Platforms and versions a slot targets (empty platforms: every platform; empty versions: open). */
export const TARGETING_FIELDS = [
  { key: "platforms", label: "投放平台", kind: "tags", listed: true, help: "IOS、ANDROID、MP_WEIXIN、H5、PC 中的一个或几个；不填为全部平台" },
  { key: "minAppVersion", label: "最低版本", kind: "text", maxLength: 20, pattern: SEMVER, patternMessage: SEMVER_MESSAGE, help: "含此版本；不填为不限" },
  { key: "maxAppVersion", label: "最高版本", kind: "text", maxLength: 20, pattern: SEMVER, patternMessage: SEMVER_MESSAGE, help: "不含此版本；不填为不限" },
] as const satisfies readonly FieldDef[];

/** Order, online switch and the computed 展示状态. */
export const SLOT_STATE_FIELDS = [
  { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, listed: true, sortable: true, help: "小的在前" },
  { key: "online", label: "上线", kind: "boolean", listed: true, filter: true },
  { key: "displayState", label: "展示状态", kind: "enum", options: DISPLAY_STATES, editable: false, listed: true, filter: true, help: "上线、在投放时间内即为生效中（按服务器当前时间）" },
] as const satisfies readonly FieldDef[];

/** The whole placement: targeting, a window startAt–endAt (end exclusive), order and state. */
export const PLACEMENT_FIELDS = [
  ...TARGETING_FIELDS,
  { key: "startAt", label: "投放开始", kind: "datetime", listed: true, filter: true, sortable: true, help: "不填为上线即生效" },
  { key: "endAt", label: "投放结束", kind: "datetime", listed: true, filter: true, sortable: true, help: "不填为长期有效" },
  ...SLOT_STATE_FIELDS,
] as const satisfies readonly FieldDef[];
