/**
 * The moderation of the visitors' own content on the console (commerce.md §5.2–§5.6): staff never
 * create or edit what visitors made; they hide and restore line drawings, 画单 and comparison images
 * with a reason, and review uploaded resources with the same reasons.
 */
import { invalid } from "../../../platform/wire/errors";
import type { TransitionContext, TransitionHooks } from "../../../resources/transitions";

/** A hide or reject reason: its code, and a note that 其他 cannot do without. */
export function reasonOf({ input }: Pick<TransitionContext, "input">): { code: string; note: string | null } {
  const code = input.reason;
  const note = typeof input.reasonText === "string" && input.reasonText.trim() !== "" ? input.reasonText.trim() : null;
  if (typeof code !== "string") throw invalid("请选择原因");
  if (code === "OTHER" && note === null) throw invalid("原因为「其他」时须填写说明");
  return { code, note };
}

/** 屏蔽 / 恢复 of a visitor's drawing, album or comparison image. */
export const moderation: TransitionHooks = {
  hide: (ctx) => {
    const { code, note } = reasonOf(ctx);
    return { hiddenReason: code, hiddenNote: note };
  },
  restore: () => ({ hiddenReason: null, hiddenNote: null }),
};
