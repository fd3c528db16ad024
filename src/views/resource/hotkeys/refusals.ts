import { actionLevel, type ResourceDef } from "../../../catalogue";
import { present, toast } from "../../../rpc/notices";
import type { ScreenAccess } from "../access";
import type { Offer } from "../actions/offers";

type Refused = "create" | "edit" | "remove";

const VERB: Readonly<Record<Refused, string>> = { create: "新建", edit: "编辑", remove: "删除" };
const OP: Readonly<Record<Refused, "create" | "update" | "delete">> = { create: "create", edit: "update", remove: "delete" };

/** Why a key cannot act here, in a few words; null when it can. */
export function refusal(def: ResourceDef, access: ScreenAccess, key: Refused, hasRow: boolean): string | null {
  if (def.readOnly) return `只读记录，不能${VERB[key]}`;
  if (!access.writable) return `没有修改权限：只读`;
  if (!def.ops.includes(OP[key])) return `${def.label}不能在这里${VERB[key]}`;
  if (key !== "create" && !hasRow) return "请先按 ↓ 选中一行";
  return null;
}

/**
 * Handlers for N, E and Delete that say why they cannot act (a toast) instead of doing nothing. The
 * screen uses each only where the key has nothing better to do.
 */
export function refusals(def: ResourceDef, access: ScreenAccess, hasRow: boolean): Record<Refused, () => void> {
  const say = (key: Refused) => () => present(toast("warning", refusal(def, access, key, hasRow) ?? `不能${VERB[key]}`));
  return { create: say("create"), edit: say("edit"), remove: say("remove") };
}

/** The hint line under a grid: only the keys that act here. */
export function keyHints({ def, access, hasRow, drill, offers }: {
  def: ResourceDef;
  access: ScreenAccess;
  hasRow: boolean;
  drill: boolean;
  offers: readonly Offer[];
}): string[] {
  const can = (key: Refused) => refusal(def, access, key, true) === null;
  const letters = offers.filter((o) => o.shortcut && /^[a-z]$/i.test(o.shortcut)).map((o) => `${(o.shortcut as string).toUpperCase()} ${o.label}`);
  return [
    "↑/↓ 或 J/K 移动",
    ...(hasRow ? ["Enter 查看"] : []),
    ...(drill ? ["→ 下级"] : []),
    ...(can("edit") ? ["E 编辑"] : []),
    ...(can("create") ? ["N 新建"] : []),
    "X 选择", "Ctrl A 全选",
    ...(can("remove") ? ["Delete 删除"] : []),
    ...letters,
    "/ 筛选", "R 刷新", "Ctrl K 更多命令",
  ];
}

/** What a catalogue action's letter (S 设置状态) says when it is not offered here: no right, no row, or not for this row. */
export function actionRefusals(def: ResourceDef, access: ScreenAccess, hasTarget: boolean, offered: ReadonlySet<string>): Map<string, () => void> {
  const out = new Map<string, () => void>();
  for (const a of def.actions ?? []) {
    const key = a.shortcut?.toLowerCase();
    if (!key || !/^[a-z]$/.test(key) || offered.has(key) || a.scope === "view") continue;
    const why = actionLevel(a) === "WRITE" && !access.writable ? (def.readOnly ? `只读记录，不能${a.label}` : "没有修改权限：只读")
      : hasTarget ? `「${a.label}」不适用于当前选择` : "请先按 ↓ 选中一行";
    out.set(key, () => present(toast("warning", why)));
  }
  return out;
}
