/**
 * content.md §0.4, the one publish rule of every content library: the machine of `publishState` and
 * the fields it stamps. The server side is server/resources/publish.ts (the timestamps), given each
 * library's own check of what a record needs before it goes online.
 */
import type { FieldDef } from "../../fields";
import { defineMachine } from "../../machine";
import { PUBLISH_STATES } from "./contentEnums";

/** The keys a resource's palette letters for the three transitions; U, O and P unless its other actions took one. */
export interface PublishShortcuts {
  readonly publish?: string;
  readonly unpublish?: string;
  readonly republish?: string;
}

/**
 * 上架 (draft → online) and 重新上架 (offline → online) run the server's hooks `publish` and
 * `republish` (the library's check, then the stamps); 下架 (online → offline) asks first, naming
 * the record as `noun` (作品, 图集…). All three work on a selection, all or nothing.
 */
export function publishMachine(noun: string, shortcuts: PublishShortcuts = {}) {
  return defineMachine({
    field: "publishState",
    initial: "draft",
    states: [
      { value: "draft", tone: "neutral" },
      { value: "online", tone: "success" },
      { value: "offline", tone: "warning" },
    ],
    transitions: [
      { name: "publish", label: "上架", from: ["draft"], to: "online", hook: "publish", scope: "rows", shortcut: shortcuts.publish ?? "U" },
      {
        name: "unpublish", label: "下架", from: ["online"], to: "offline", scope: "rows", shortcut: shortcuts.unpublish ?? "O",
        confirm: `下架后客户端在下次刷新时不再显示该${noun}，展览和图集中的引用显示「已下架」。确定下架吗？`,
      },
      { name: "republish", label: "重新上架", from: ["offline"], to: "online", hook: "republish", scope: "rows", shortcut: shortcuts.republish ?? "P" },
    ],
  });
}

/**
 * The fields the machine reads and stamps, all server-set: the state (listed and filtered, §0.4),
 * the first 上架 and the last 重新上架 (filtered and sortable, like every instant of a list).
 */
export const PUBLISHABLE_FIELDS = [
  { key: "publishState", label: "上架状态", kind: "enum", options: PUBLISH_STATES, editable: false, listed: true, filter: true },
  { key: "publishedAt", label: "上架时间", kind: "datetime", editable: false, filter: true, sortable: true },
  { key: "republishedAt", label: "重新上架时间", kind: "datetime", editable: false, filter: true, sortable: true },
] as const satisfies readonly FieldDef[];
