/**
 * Triage of a query shape (commerce.md §7.7, §12.8): 标记已知悉, 已优化, 忽略, each with an optional note,
 * W(dashboard). The hook locks the shape and re-checks its state, so two staff pressing at once move it
 * once: the second is refused with who triaged it. The recorder keeps adding to the shape's figures
 * whatever its state (its upsert touches only the figures).
 */
import { SLOW_QUERY_SHAPE_STATUSES } from "../../../../src/catalogue/resources/dashboard/slowQueryEnums";
import { slowQueryShape } from "../../../../src/catalogue/registry";
import { precondition } from "../../../platform/wire/errors";
import { lockRow } from "../../../resources/rows";
import type { TransitionHooks } from "../../../resources/transitions";

const statusLabel = (v: unknown) => SLOW_QUERY_SHAPE_STATUSES.find((o) => o.value === v)?.label ?? String(v);

export const triageHooks: TransitionHooks = {
  async triage(ctx) {
    const shape = await lockRow(ctx.tx, slowQueryShape, Number(ctx.current.Id));
    if (!ctx.transition.from.includes(String(shape.status))) {
      const by = shape.owner ? `（处理人 ${String(shape.owner)}）` : "";
      throw precondition(`该查询形态已是「${statusLabel(shape.status)}」${by}，不能再${ctx.transition.label}`);
    }
    const note = typeof ctx.input.note === "string" && ctx.input.note.trim() !== "" ? ctx.input.note.trim() : shape.note ?? null;
    return { owner: ctx.call.user.userName, note, triagedAt: ctx.call.now() };
  },
};
