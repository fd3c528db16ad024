import { hdImage, isResourceName, resourceByName } from "../../../../src/catalogue/registry";
import { SUBJECT_RESOURCES } from "../../../../src/catalogue/resources/content/contentEnums";
import { SYSTEM_ACTOR } from "../../../resources/rows";
import type { Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { demoKey } from "./tiles/demoMasters";
import { queueTiling } from "./tiles/queue";
import { HD_PLAN, SEED_TILE_ERRORS, versionOf, type HdSlotPlan } from "./demoPlan";
import { defineSeed, type SeedContext } from "../../../seed/factory";

/**
 * The demo HD library: §1.1's 200 images × scale, HD-000001…, each linked to a seeded work of its kind
 * when that resource exists (else unlinked, titled after real works). Most are queued for tiling (the
 * first start's jobs draw the demo masters and tile them: ready), 8 failed, 10 untiled.
 */

interface Subject {
  readonly Id: number;
  readonly title: string;
  readonly museumId: number | null;
  /** 形制 of a painting or calligraphy work: a handscroll gets the handscroll master, an album leaf or fan the leaf. */
  readonly form: string | null;
}

/** The demo master whose shape fits the subject, else the plan's rotation. */
function masterFor(plan: HdSlotPlan, subject: Subject | undefined, slot: number): HdSlotPlan["masters"][number] {
  if (subject?.form === "shoujuan" && plan.masters.includes("handscroll")) return "handscroll";
  if ((subject?.form === "ceye" || subject?.form === "shanmian") && plan.masters.includes("album")) return "album";
  if (subject?.form && plan.masters.includes("hanging")) return "hanging";
  return plan.masters[slot % plan.masters.length] ?? "hanging";
}

async function subjectsOf(tx: Tx, plan: HdSlotPlan): Promise<Subject[]> {
  const name = SUBJECT_RESOURCES[plan.subjectType];
  const resource = name ? resourceByName(name) : undefined;
  if (!resource) return [];
  let q = byCatalogue(tx).selectFrom(resource.table).selectAll().orderBy("Id").limit(500);
  if (resource.softDelete) q = q.where("deleted", "=", 0);
  const rows = await q.execute();
  return rows.map((r) => ({
    Id: Number(r.Id), title: String(r[resource.titleField] ?? r.Id).slice(0, 100),
    museumId: typeof r.museumId === "number" || typeof r.museumId === "string" ? Number(r.museumId) : null,
    form: typeof r.form === "string" ? r.form : null,
  }));
}

/** Keeps each linked subject's image count (the field helper "hd" maintains on later changes). */
async function countOnSubjects(tx: Tx, plan: HdSlotPlan, ids: ReadonlySet<number>): Promise<void> {
  const name = SUBJECT_RESOURCES[plan.subjectType];
  const resource = name ? resourceByName(name) : undefined;
  if (!resource?.fields.some((f) => f.key === "hdCount")) return;
  for (const id of ids) {
    const n = await tx.selectFrom(hdImage.table).select((eb) => eb.fn.countAll().as("n"))
      .where("subjectType", "=", plan.subjectType).where("subjectId", "=", id).where("deleted", "=", 0).executeTakeFirstOrThrow();
    await byCatalogue(tx).updateTable(resource.table).set({ hdCount: Number(n.n) }).where("Id", "=", id).execute();
  }
}

const scaled = (count: number, scale: number) => Math.max(1, Math.round(count * scale));

export const seed = defineSeed({
  resource: hdImage,
  // Only the subjects its plan links (programme works link their own images: they point at the library, not the reverse).
  after: ["museum", "tagType", ...new Set(HD_PLAN.map((p) => SUBJECT_RESOURCES[p.subjectType]).filter(isResourceName))],
  async run(ctx: SeedContext) {
    // Idempotent: a library that already holds images (a re-run over an older install) gets no demo ones.
    if (await ctx.tx.selectFrom(hdImage.table).select("Id").limit(1).executeTakeFirst()) return;
    const museums = await ctx.idsOf("museum");
    const total = HD_PLAN.reduce((s, p) => s + scaled(p.count, ctx.scale), 0);
    const failed = Math.max(1, Math.round(8 * ctx.scale)), untiled = Math.max(1, Math.round(10 * ctx.scale));
    let n = 0;
    for (const plan of HD_PLAN) {
      const subjects = await subjectsOf(ctx.tx, plan);
      const linked = new Set<number>();
      const pages = new Map<number, number>();
      for (let i = 0; i < scaled(plan.count, ctx.scale); i++) {
        n += 1;
        const slot = Math.floor(i / plan.perSubject);
        const subject = subjects.length > 0 ? subjects[slot % subjects.length] : undefined;
        const baseTitle = subject?.title ?? plan.titles[slot % plan.titles.length] ?? "无题";
        const pageNo = subject ? (pages.get(subject.Id) ?? 0) + 1 : (i % plan.perSubject) + 1;
        if (subject) pages.set(subject.Id, pageNo);
        const view = plan.views[(pageNo - 1) % plan.views.length] ?? "全幅";
        const master = masterFor(plan, subject, slot);
        // The last images of the library are the failed and the untiled ones; HD-000001 is always tiled.
        const state = n > total - failed ? "failed" : n > total - failed - untiled ? "none" : "queue";
        const museumId = subject?.museumId ?? (museums.length > 0 ? museums[n % museums.length] : undefined);
        const online = state === "queue" && n % 5 !== 0;
        const at = ctx.now - (total - n) * 1_800_000;
        const id = await ctx.insert(hdImage, {
          title: `${baseTitle} · ${view}`, code: `HD-${String(n).padStart(6, "0")}`,
          subjectType: subject ? plan.subjectType : "none", subjectId: subject?.Id ?? null, subjectTitle: subject?.title ?? null,
          pageNo, viewLabel: view, version: versionOf(n - 1), museumId: museumId ?? null,
          masterFile: demoKey(state === "failed" ? "broken" : master), ppi: plan.ppi,
          tileStatus: state === "failed" ? "failed" : "none", tileError: state === "failed" ? SEED_TILE_ERRORS[n % SEED_TILE_ERRORS.length] : null,
          tileProgress: 0, tileLayout: "iiif3", tileSize: "512",
          accessLevel: master === "handscroll" || master === "hanging" ? "vip" : "free", downloadable: n % 7 === 0,
          attribution: "墨苑演示图像（程序生成）", license: "internal", annotationState: "none",
          publishState: online ? "online" : "draft", publishedAt: online ? at : null, republishedAt: null, tags: [], deleted: false,
        }, { ctime: at });
        if (subject) linked.add(subject.Id);
        if (state === "queue") await queueTiling(ctx.tx, id, SYSTEM_ACTOR, ctx.now);
      }
      await countOnSubjects(ctx.tx, plan, linked);
    }
  },
});
