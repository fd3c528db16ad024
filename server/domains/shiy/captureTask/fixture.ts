import { defineFixture, type FixtureServer } from "../../fixture";
import { testArtist, testDevice, testWork } from "./fixtureData";

const plan = (n: number) => ({
  place: "studio", captureMode: "reprography", targetPpi: 600, colorTarget: "ccsg", fileSpec: "tiff16", colorSpace: "eciRGBv2",
  deviceIds: [], operatorIds: [1], scheduledAt: 1_700_000_000_000 + n * 86_400_000,
});

const bySample = new WeakMap<FixtureServer, Map<number, Promise<Record<string, unknown>>>>();

/** An artist with one work for sample `n` (the same ones for the same n). */
function artistWithWork(s: FixtureServer, n?: number): Promise<Record<string, unknown>> {
  const make = async () => {
    const artistId = await testArtist(s.db, s.now());
    return { artistId, workIds: [await testWork(s.db, artistId, s.now())] };
  };
  if (n === undefined) return make();
  const byN = bySample.get(s) ?? new Map<number, Promise<Record<string, unknown>>>();
  bySample.set(s, byN);
  const found = byN.get(n) ?? make();
  byN.set(n, found);
  return found;
}

export const fixture = defineFixture("captureTask", {
  given: plan,
  // The works must be the artist's own: an artist with one work, made together.
  madeFirst: (s, n) => artistWithWork(s, n),
  // The matrix makes the artist itself: a work of that artist.
  linked: async (tx, refs) => ({ workIds: [await testWork(tx, Number(refs.artistId), Date.now())], deviceIds: [await testDevice(tx, Date.now())] }),
  // 排期 needs a time, operators (given) and a device (linked); 提交质检 a master for every work;
  // 质检通过 every item passed (the import it starts is tested in capture.test.ts).
  beforeCall: async (tx, Id) => {
    // Its device free again whatever an earlier call of the matrix did with it.
    const task = await tx.selectFrom("capture_task").select("deviceIds").where("Id", "=", Id).executeTakeFirstOrThrow();
    const raw: unknown = task.deviceIds;
    const devices = (Array.isArray(raw) ? raw : JSON.parse(String(raw ?? "[]"))) as number[];
    if (devices.length > 0) await tx.updateTable("device").set({ status: "available" }).where("Id", "in", devices).execute();
    await tx.updateTable("capture_item").set({ masterFile: "shiy/capture/matrix.tif", qcState: "passed", ppiMeasured: 600, deltaEMean: 1.5, deltaEMax: 3.2, toneDeltaL: 1, uniformityPct: 2, sfrEfficiency: 90 }).where("taskId", "=", Id).execute();
  },
  input: { failQc: () => ({ reason: "色差超标" }), cancel: () => ({ reason: "改期" }) },
});
