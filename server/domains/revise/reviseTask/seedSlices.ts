/**
 * The demo slices of one seeded revise task: rectangles and polygons inside the image's demo master,
 * seal and inscription texts where the tag asks for text, audit states as the task's state implies, and
 * the stored W3C annotation the server would write.
 */
import { annotationSlice } from "../../../../src/catalogue/registry";
import { bboxOf, canvasIdOf, sliceToAnnotation, type SliceRegion, type SliceShape } from "../../../../src/catalogue/resources/revise/annotationW3c";
import { encodeRecord } from "../../../resources/columns";
import { byCatalogue } from "../../../platform/db/types";
import type { SeedContext } from "../../../seed/factory";
import { DEMO_SIZES, demoKindOf } from "../../hd/hdImage/tiles/demoMasters";

const SEAL_TEXTS = ["乾隆御览之宝", "石渠宝笈", "三希堂精鉴玺", "宜子孙", "嘉庆御览之宝", "宣统御览之宝", "项元汴印", "墨林秘玩", "梁清标印", "蕉林"];
const INSCRIPTIONS = ["臣董邦达恭画", "子昂", "大痴道人", "云林生写", "仇英实父制", "文徵明"];
const COLOPHONS = ["此卷笔墨苍润，为生平得意之作", "壬子春日观于玉山草堂", "吴门文彭敬观"];
const TEXTS: Record<string, readonly string[]> = {
  authorSeal: SEAL_TEXTS.slice(6), collectorSeal: SEAL_TEXTS.slice(0, 6), leisureSeal: ["宜子孙", "闲云野鹤"],
  inscription: INSCRIPTIONS, colophon: COLOPHONS,
};
const NEEDS_TEXT = new Set(Object.keys(TEXTS));
const RECT_ONLY = new Set(["authorSeal", "collectorSeal", "leisureSeal"]);

/** A version-4-shaped UUID from the seed's own random source (the same on every install). */
function demoUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join("");
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Most demo slices of all tasks together (content.md asks ≈1 200; every test run seeds this world). */
export const MAX_DEMO_SLICES = 300;

/** How many slices a task in `state` has, and their audit states (hidden: a cancelled task's drafts). */
function plan(state: string, n: number): string[] {
  const k = 4 + (n % 5);
  switch (state) {
    case "inProgress": return Array<string>(2 + (n % 5)).fill("draft");
    case "submitted": return Array<string>(k + 1).fill("submitted");
    case "rejected": return Array.from({ length: k }, (_, i) => (i < 2 ? "rejected" : "submitted"));
    case "completed": return Array.from({ length: k + 3 }, (_, i) => (i === 0 && n % 2 === 0 ? "rejected" : "approved"));
    case "cancelled": return Array<string>(3).fill("draft");
    default: return [];
  }
}

export interface DemoTask {
  taskId: number; state: string; image: Record<string, unknown>; annotatorId: number; reviewerId: number | null;
  tags: { Id: number; label: string; code: string }[]; from: number; until: number; auditedAt: number | null; n: number;
  /** Slices still to be written by the whole seed (MAX_DEMO_SLICES at its start). */
  budget: { left: number };
}

/** Writes the task's slices; answers the audit states of the visible ones. */
export async function demoSlices(ctx: SeedContext, t: DemoTask): Promise<string[]> {
  if (t.tags.length === 0) return [];
  const [width, height] = DEMO_SIZES[demoKindOf(String(t.image.masterFile ?? "")) ?? "hanging"];
  const base = process.env.MOYUAN_PUBLIC_URL ?? "http://localhost:8080";
  const hidden = t.state === "cancelled";
  const states = plan(t.state, t.n).slice(0, Math.max(0, t.budget.left));
  for (const [i, auditState] of states.entries()) {
    const tag = t.tags[(i + t.n) % t.tags.length] as DemoTask["tags"][number];
    const polygon = !RECT_ONLY.has(tag.code) && (i + t.n) % 3 === 0;
    const w = Math.round(Math.min(width, height) * (0.04 + ctx.random() * 0.12));
    const h = Math.round(w * (0.8 + ctx.random() * 0.6));
    const x = Math.round(ctx.random() * (width - w - 1));
    const y = Math.round(ctx.random() * (height - h - 1));
    const shape: SliceShape = polygon ? "polygon" : "rect";
    const region: SliceRegion = polygon
      ? { points: [[x, y + Math.round(h / 3)], [x + Math.round(w / 2), y], [x + w, y + Math.round(h / 2)], [x + Math.round(w * 0.7), y + h], [x + Math.round(w * 0.2), y + h]] }
      : { x, y, w, h };
    const texts = TEXTS[tag.code];
    const text = NEEDS_TEXT.has(tag.code) && texts ? (texts[(i + t.n) % texts.length] as string) : null;
    const at = Math.min(t.from + Math.round((t.until - t.from) * ((i + 1) / (states.length + 1))), ctx.now - 60_000);
    const decided = auditState === "approved" || auditState === "rejected";
    const box = bboxOf(shape, region);
    const id = await ctx.insert(annotationSlice, {
      hdImageId: Number(t.image.Id), taskId: t.taskId, tagId: tag.Id, tagLabel: tag.label, shape, region, ...box, text,
      note: null, annotatorId: t.annotatorId, auditState,
      auditComment: auditState === "rejected" ? "框选范围偏大，请贴合边缘" : null,
      auditedBy: decided ? t.reviewerId : null, auditedAt: decided ? t.auditedAt ?? at : null, hidden, w3c: null,
    }, { ctime: at, utime: decided && t.auditedAt ? Math.max(at, t.auditedAt) : at });
    const w3c = sliceToAnnotation({ Id: id, annotationId: demoUuid(ctx.random), canvasId: canvasIdOf(base, Number(t.image.Id)), shape, region, tag, text, created: at, modified: at });
    await byCatalogue(ctx.tx).updateTable(annotationSlice.table).set(encodeRecord(annotationSlice.fields, { w3c })).where("Id", "=", id).execute();
    t.budget.left -= 1;
  }
  return hidden ? [] : states;
}
