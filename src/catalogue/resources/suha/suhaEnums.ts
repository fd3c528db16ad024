/** Choices of the painting-and-calligraphy library (content.md §3) and its publish machine (§0.4). */
import { defineMachine } from "../../machine";
import type { PUBLISH_STATES } from "../content/contentEnums";

type PublishState = (typeof PUBLISH_STATES)[number]["value"];

/**
 * content.md §0.4 for the library's resources: 上架 (draft/offline → online, checked by the hook
 * `publish`) and 下架 (online → offline). The right is W on the resource's own object.
 */
export function publishMachine(opts: { readonly publishShortcut?: string; readonly takeDownShortcut?: string } = {}) {
  return defineMachine<PublishState>({
    field: "publishState",
    initial: "draft",
    states: [
      { value: "draft", tone: "neutral" },
      { value: "online", tone: "success" },
      { value: "offline", tone: "warning" },
    ],
    transitions: [
      { name: "publish", label: "上架", from: ["draft", "offline"], to: "online", hook: "publish", ...(opts.publishShortcut ? { shortcut: opts.publishShortcut } : {}) },
      {
        name: "unpublish", label: "下架", from: ["online"], to: "offline", ...(opts.takeDownShortcut ? { shortcut: opts.takeDownShortcut } : {}),
        confirm: "下架后客户端在下次刷新时不再显示，展览和图集中的引用显示「已下架」。确定下架吗？",
      },
    ],
  });
}

/** 古代书画索引 图录 (§3.2). */
export const CATALOGUE_SOURCES = [
  { value: "tumu", label: "中国古代书画图目" }, { value: "zonghe", label: "中国绘画总合图录" },
  { value: "gugong", label: "故宫书画图录" }, { value: "other", label: "其他" },
] as const;

/** Which library an index entry's work is in. */
export const WORK_TYPES = [{ value: "suha", label: "书画" }, { value: "sufa", label: "书法" }] as const;

/** 关联状态 of an index entry (§3.2), moved only by its transitions. */
export const MATCH_STATES = [
  { value: "unmatched", label: "未关联" }, { value: "matched", label: "已关联" },
  { value: "noHd", label: "无高清" }, { value: "ignored", label: "忽略" },
] as const;
