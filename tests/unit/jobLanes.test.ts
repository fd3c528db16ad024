import { describe, expect, it } from "vitest";
import { JOB_KINDS } from "../../src/catalogue/resources/system/job";
import type { ResourceDef } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/resources/index";
import { BACKGROUND_KINDS, INTERACTIVE_KINDS, KindSlots, laneOf } from "../../server/platform/jobs/lanes";

describe("job lanes", () => {
  it("puts every kind a person starts from a screen in the interactive lane, and tiling, imports, reconciliation and crawls in the background", () => {
    expect([...INTERACTIVE_KINDS].sort()).toEqual(["action", "annotationExport", "dataSync", "delete", "export", "generate", "gift", "reportExport"]);
    expect([...BACKGROUND_KINDS].sort()).toEqual(["crawl", "import", "reconcile", "tile"]);
    for (const { value } of JOB_KINDS) expect([INTERACTIVE_KINDS.includes(value), BACKGROUND_KINDS.includes(value)].filter(Boolean)).toHaveLength(1);
    expect(laneOf("tile")).toBe("background");
    expect(laneOf("delete")).toBe("interactive");
  });

  it("gives two workers claiming at once one tiling slot between them", async () => {
    const slots = new KindSlots({ tile: 1 });
    const take = (open: (k: readonly ("tile" | "import")[]) => string[]) => Promise.resolve(open(["tile", "import"]).includes("tile") ? { job: { kind: "tile" } } : { job: { kind: "import" } });
    const [a, b] = await Promise.all([slots.claim(take), slots.claim(take)]);
    expect([a?.job.kind, b?.job.kind].sort()).toEqual(["import", "tile"]);
    expect(slots.count("tile")).toBe(1);
    slots.release("tile");
    expect(slots.open(["tile"])).toEqual(["tile"]);
  });
});

describe("row actions that queue a job", () => {
  it("name an integer field of their resource as the job's Id, or one only the answer carries", () => {
    const named = (RESOURCES as readonly ResourceDef[]).flatMap((r) => (r.actions ?? []).flatMap((a) => (a.jobField ? [{ r, field: a.jobField }] : [])));
    expect(named.length).toBeGreaterThanOrEqual(2);
    // 导出图录 answers the auction with `catalogueJobId` added: the auction keeps no export of its own.
    const answerOnly = new Set(["auction.catalogueJobId"]);
    for (const { r, field } of named) {
      if (answerOnly.has(`${r.name}.${field}`)) expect(r.fields.some((f) => f.key === field), `${r.name}.${field}`).toBe(false);
      else expect(r.fields.find((f) => f.key === field)?.kind, `${r.name}.${field}`).toBe("integer");
    }
  });
});
