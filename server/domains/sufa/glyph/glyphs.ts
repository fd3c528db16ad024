/**
 * Rules of glyphs (content.md §2.2): the region is a pixel rectangle at least 8 × 8 on one of the work's
 * pages; script and 书家 default from the work; changing the character or the region puts the glyph
 * back to 待校对; the work's glyphCount counts its verified glyphs.
 */
import { calligraphyWork, glyph } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { invalid } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import type { TransitionHooks } from "../../../resources/transitions";
import { lockRowById } from "../hotArtist/locks";

export interface Region { x: number; y: number; w: number; h: number }

/** The region as `{x, y, w, h}` whole pixels (w, h ≥ 8), or a Chinese refusal. */
export function checkRegion(value: unknown): Region {
  const r = value as Record<string, unknown> | null;
  const whole = (v: unknown, min: number) => typeof v === "number" && Number.isInteger(v) && v >= min && v <= 1_000_000;
  if (typeof r !== "object" || r === null || Array.isArray(r) || Object.keys(r).some((k) => !["x", "y", "w", "h"].includes(k))
    || !whole(r.x, 0) || !whole(r.y, 0) || !whole(r.w, 1) || !whole(r.h, 1)) {
    throw invalid("区域须为 {x, y, w, h} 四个非负整数像素值");
  }
  if ((r.w as number) < 8 || (r.h as number) < 8) throw invalid("区域宽和高都不能小于 8 像素");
  return { x: r.x as number, y: r.y as number, w: r.w as number, h: r.h as number };
}

/** `兰` → `U+5170`. */
export function codepointOf(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** Recounts a work's verified glyphs, the work locked first so that concurrent reviews count in turn. */
export async function recountWorkGlyphs(tx: Tx, workId: unknown): Promise<void> {
  if (typeof workId !== "number") return;
  if (!(await lockRowById(tx, calligraphyWork.table, workId))) return;
  const row = await tx.selectFrom(glyph.table).select((eb) => eb.fn.countAll<number>().as("n"))
    .where("workId", "=", workId).where("verifyState", "=", "verified").executeTakeFirstOrThrow();
  await tx.updateTable(calligraphyWork.table).set({ glyphCount: Number(row.n) }).where("Id", "=", workId).execute();
}

async function checkPage(tx: Tx, pageImageId: unknown, workId: unknown): Promise<void> {
  if (typeof pageImageId !== "number") return;
  const page = await tx.selectFrom("hd_image").select(["subjectType", "subjectId"]).where("Id", "=", pageImageId).executeTakeFirst();
  if (!page || page.subjectType !== "sufa" || Number(page.subjectId) !== workId) throw invalid("所在页必须是该作品的高清图");
}

export const glyphHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, value, current }) {
    const out = { ...value };
    const merged: Row = { ...current, ...out };
    if (Object.hasOwn(out, "region")) out.region = checkRegion(out.region);
    if (typeof out.char === "string") out.codepoint = codepointOf(out.char);
    if (mode === "create" || Object.hasOwn(out, "workId")) {
      const work = await tx.selectFrom(calligraphyWork.table).select(["script", "artistId"]).where("Id", "=", Number(merged.workId)).executeTakeFirst();
      if (work && (merged.script === null || merged.script === undefined)) out.script = work.script;
      if (work && (merged.artistId === null || merged.artistId === undefined)) out.artistId = work.artistId;
    }
    if (Object.hasOwn(out, "pageImageId") || Object.hasOwn(out, "workId")) await checkPage(tx, merged.pageImageId, merged.workId);
    if (mode === "update" && current) {
      const charChanged = Object.hasOwn(out, "char") && out.char !== current.char;
      const regionChanged = Object.hasOwn(out, "region") && JSON.stringify(out.region) !== JSON.stringify(current.region);
      if (charChanged || regionChanged) {
        // 改字 / 调整区域: to be reviewed again; the crop (image) is regenerated from the new region.
        Object.assign(out, { verifyState: "unverified", verifiedBy: null, verifiedAt: null, rejectReason: null, rejectNote: null, image: null });
      }
    }
    return out;
  },
  async afterWrite({ tx, current, record }) {
    const stateChanged = current?.verifyState !== record.verifyState;
    const moved = current !== null && current.workId !== record.workId;
    if (moved) await recountWorkGlyphs(tx, current.workId);
    if (stateChanged || moved) await recountWorkGlyphs(tx, record.workId);
  },
  async afterDelete({ tx, current }) {
    if (current.verifyState === "verified") await recountWorkGlyphs(tx, current.workId);
  },
};

export const glyphTransitions: TransitionHooks = {
  verify: ({ call }) => ({ verifiedBy: call.user.userName, verifiedAt: call.now(), rejectReason: null, rejectNote: null }),
  reject: ({ call, input }) => ({ verifiedBy: call.user.userName, verifiedAt: call.now(), rejectReason: input.reason, rejectNote: input.note ?? null }),
  reopen: () => ({ verifiedBy: null, verifiedAt: null, rejectReason: null, rejectNote: null }),
};
