/**
 * A capture task's devices (content.md §8.4, §14.1): 排期 reserves them (each must be 可用), 开始采集 /
 * 重拍 puts them in use, 采集完成 frees them, 取消 releases a reservation. Rows are locked in Id order so
 * two tasks sharing a device take it one after the other: the second is refused with the device's state.
 */
import { device } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import { lockRow, patchRow, recordActorChange, type Actor } from "../../../resources/rows";

const STATE_WORD: Readonly<Record<string, string>> = { available: "可用", reserved: "已预约", inUse: "使用中", maintenance: "维护中", retired: "已报废" };

export const deviceIdsOf = (task: Row): number[] =>
  [...new Set(Array.isArray(task.deviceIds) ? task.deviceIds.filter((x): x is number => typeof x === "number") : [])].sort((a, b) => a - b);

/**
 * Moves the task's devices from one of `from` to `to`; a device in another state refuses the whole
 * move when `strict`, else it is left as it is (a device sent to maintenance meanwhile stays there).
 */
export async function moveDevices(tx: Tx, task: Row, from: readonly string[], to: string, how: { actor: Actor; at: number; verb: string; strict: boolean }): Promise<void> {
  for (const id of deviceIdsOf(task)) {
    const row = await lockRow(tx, device, id);
    const state = String(row.status);
    // Already there: fine when freeing; when taking it, another task holds it.
    if (state === to && !how.strict) continue;
    if (!from.includes(state) || state === to) {
      if (how.strict) throw precondition(`设备「${String(row.name)}」当前${STATE_WORD[state] ?? state}，不能${how.verb}`);
      continue;
    }
    const after = await patchRow(tx, device, row, { status: to }, how.at);
    await recordActorChange(tx, how.actor, { table: device, recordId: id, before: row, after, at: how.at, method: "captureTaskDevices", summary: `采集任务「${String(task.code)}」${how.verb}：${STATE_WORD[to] ?? to}` });
  }
}
