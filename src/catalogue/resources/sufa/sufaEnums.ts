/** Choices of the calligraphy library (content.md §2) that no other library uses. */
import { defineMachine } from "../../machine";
import { PUBLISH_STATES } from "../content/contentEnums";

/** 载体: what the image shows — the brush-written original, a rubbing of an engraving, or the stone itself. */
export const CARRIERS = [
  { value: "moji", label: "墨迹" }, { value: "tapian", label: "碑帖拓本" }, { value: "keshi", label: "刻石原石" }, { value: "other", label: "其他" },
] as const;

export const AUTHENTICITIES = [
  { value: "recognized", label: "公认" }, { value: "doubtful", label: "存疑" }, { value: "forged", label: "伪作" }, { value: "unknown", label: "未知" },
] as const;

/**
 * content.md §0.4 for every publishable record of this library: 上架 from a draft, 下架, 重新上架 from
 * offline. The rule of 上架 (what a record must have first) is the `publish` hook of each resource.
 */
export function publishMachine() {
  return defineMachine({
    field: "publishState",
    initial: "draft",
    states: [
      { value: "draft", tone: "neutral" },
      { value: "online", tone: "success" },
      { value: "offline", tone: "warning" },
    ],
    transitions: [
      { name: "publish", label: "上架", from: ["draft"], to: "online", hook: "publish", shortcut: "U" },
      { name: "unpublish", label: "下架", from: ["online"], to: "offline", confirm: "下架后各端不再展示，展览与图集中的引用显示「已下架」。确定下架吗？", shortcut: "O" },
      { name: "republish", label: "重新上架", from: ["offline"], to: "online", hook: "republish", shortcut: "P" },
    ],
  });
}

/** The publish states as an enum's options (re-exported so resources import one file). */
export { PUBLISH_STATES };
