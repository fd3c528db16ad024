/**
 * The visitors' own content on the console (commerce.md §5.2–§5.6): line drawings, uploaded
 * resources (a review queue), 画单 and their downloads, comparison images. Staff never create or
 * edit what visitors made; they hide and restore it with a reason, review uploads, and pick albums.
 */
import { albumDownload, compareImage, lineDrawing, resourceAlbum, visitorResource } from "../../src/catalogue/registry";
import { invalid } from "../platform/wire/errors";
import type { MethodRegistry } from "../platform/rpc/registry";
import { registerActions } from "../resources/actions";
import { registerResource } from "../resources/methods";
import type { TransitionContext, TransitionHooks } from "../resources/transitions";

/** A hide or reject reason: its code, and a note that 其他 cannot do without. */
function reasonOf({ input }: Pick<TransitionContext, "input">): { code: string; note: string | null } {
  const code = input.reason;
  const note = typeof input.reasonText === "string" && input.reasonText.trim() !== "" ? input.reasonText.trim() : null;
  if (typeof code !== "string") throw invalid("请选择原因");
  if (code === "OTHER" && note === null) throw invalid("原因为「其他」时须填写说明");
  return { code, note };
}

/** 屏蔽 / 恢复 of a visitor's drawing, album or comparison image. */
const moderation: TransitionHooks = {
  hide: (ctx) => {
    const { code, note } = reasonOf(ctx);
    return { hiddenReason: code, hiddenNote: note };
  },
  restore: () => ({ hiddenReason: null, hiddenNote: null }),
};

/** The review of an upload: who decided when, and why a rejected one is no longer public. */
const review: TransitionHooks = {
  approve: ({ call }) => ({ auditReason: null, auditNote: null, auditedAt: call.now(), auditor: call.user.userName }),
  reject: (ctx) => {
    const { code, note } = reasonOf(ctx);
    return { auditReason: code, auditNote: note, auditedAt: ctx.call.now(), auditor: ctx.call.user.userName, visibility: "PRIVATE" };
  },
};

export function registerTouristContent(registry: MethodRegistry): void {
  registerResource(registry, lineDrawing, { transitions: moderation });
  registerResource(registry, compareImage, { transitions: moderation });
  registerResource(registry, resourceAlbum, { transitions: moderation });
  registerActions(registry, resourceAlbum, { setAlbumFeatured: ({ input }) => ({ featured: input.featured === true }) });
  registerResource(registry, albumDownload);
  registerResource(registry, visitorResource, { transitions: review });
}
