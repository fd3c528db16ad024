/**
 * Rules of glyph candidates (content.md §12.1): only a 待审 candidate is edited or deleted; 入库 needs the
 * character, 书体, 书家, work and region resolved and makes a verified 单字 of /sufa from it (image, work,
 * page and region copied; the work's glyph count follows), recording the new glyph's Id on the candidate.
 */
import type { FieldDef } from "../../../../src/catalogue";
import { calligraphyWork, glyph, glyphCandidate } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { findRecord } from "../../../resources/queries";
import { actorOf, insertRow, recordActorChange } from "../../../resources/rows";
import type { TransitionHooks } from "../../../resources/transitions";
import { checkRegion, codepointOf, recountWorkGlyphs } from "../../sufa/glyph/glyphs";
import { lockRowById } from "../../sufa/hotArtist/locks";

/** The candidate's source as the 单字's own source. */
const GLYPH_SOURCE: Readonly<Record<string, string>> = { segmentation: "auto", ygsf: "ygsf", crawler: "crawler", manual: "manual" };

/** The fields a person edits (the rest are written by the review and the server). */
const EDITABLE = new Set((glyphCandidate.fields as readonly FieldDef[]).filter((f) => f.editable !== false).map((f) => f.key));

const nameOf = (row: Row) => `字形候选「${String(row.char ?? row.ocrChar ?? row.Id)}」`;

export const candidateHooks: ResourceHooks = {
  async beforeWrite({ mode, value, current }) {
    // Transitions write through here too: only a field edit of a decided candidate is refused.
    const edited = Object.keys(value).some((k) => EDITABLE.has(k));
    if (mode === "update" && current && current.state !== "pending" && edited) {
      throw precondition(`${nameOf(current)}已审核，不能修改；请先「恢复」为待审`);
    }
    const out = { ...value };
    if (Object.hasOwn(out, "region") && out.region !== null && out.region !== undefined) out.region = checkRegion(out.region);
    return out;
  },
  async beforeDelete({ current }) {
    if (current.state === "accepted") throw precondition(`${nameOf(current)}已入库，不能删除`);
  },
};

/** Why the candidate cannot go into the glyph library yet, or null. */
function missing(row: Row): string | null {
  const lack = [
    !row.char && "字", !row.script && "书体", row.artistId === null || row.artistId === undefined ? "书家" : null,
    row.workId === null || row.workId === undefined ? "作品" : null, !row.region && "区域",
  ].filter(Boolean);
  return lack.length > 0 ? `${nameOf(row)}还缺少${lack.join("、")}，不能入库` : null;
}

/** The page is copied only when it is one of the work's own images (the 单字's rule). */
async function pageOf(tx: Tx, row: Row): Promise<number | null> {
  if (typeof row.pageImageId !== "number") return null;
  const page = await tx.selectFrom("hd_image").select(["subjectType", "subjectId"]).where("Id", "=", row.pageImageId).executeTakeFirst();
  return page && page.subjectType === "sufa" && Number(page.subjectId) === row.workId ? row.pageImageId : null;
}

export const candidateTransitions: TransitionHooks = {
  async accept({ call, tx, current }) {
    const why = missing(current);
    if (why) throw precondition(why);
    const workId = Number(current.workId);
    // The work first: concurrent 入库 of one work count its glyphs in turn.
    if (!(await lockRowById(tx, calligraphyWork.table, workId))) throw invalid("作品不存在");
    const now = call.now();
    const char = String(current.char);
    const made = await insertRow(tx, glyph, {
      char, codepoint: codepointOf(char), standardChar: null, script: current.script, artistId: current.artistId, workId,
      pageImageId: await pageOf(tx, current), region: current.region, textIndex: null, image: current.image,
      brokenLevel: "0", ligature: false, quality: null, verifyState: "verified", rejectReason: null, rejectNote: null,
      source: GLYPH_SOURCE[String(current.source)] ?? "manual", verifiedBy: call.user.userName, verifiedAt: now,
    }, now);
    await recordActorChange(tx, actorOf(call), {
      table: glyph, recordId: Number(made.Id), before: null, after: made, method: "acceptGlyphCandidate", summary: `入库：${nameOf(current)} → 单字「${char}」`, at: now,
    });
    await recountWorkGlyphs(tx, workId);
    return { glyphId: Number(made.Id), duplicateOfId: null, rejectReason: null, reviewedBy: call.user.userName, reviewedAt: now };
  },
  discard: ({ call, input }) => ({ rejectReason: String(input.reason), reviewedBy: call.user.userName, reviewedAt: call.now() }),
  async markDuplicate({ call, tx, input }) {
    const of = Number(input.duplicateOfId);
    if (!(await findRecord(tx, glyph, of))) throw invalid(`重复于单字不存在（Id ${of}）`);
    return { duplicateOfId: of, reviewedBy: call.user.userName, reviewedAt: call.now() };
  },
  restore: () => ({ rejectReason: null, duplicateOfId: null, reviewedBy: null, reviewedAt: null }),
};
