/**
 * Test data of the capture fixtures: a programme work of a given artist (or of a new one), written as
 * the server writes records, since a task's works must be its artist's own.
 */
import type { Tx } from "../../../platform/db/types";
import { insertRow } from "../../../resources/rows";

let made = 0;

/** A new programme artist's Id. */
export async function testArtist(tx: Tx, at: number): Promise<number> {
  made += 1;
  const row = await insertRow(tx, "programmeArtist", {
    name: `采集测试${made}`, code: `CAPTURE_T${Date.now().toString(36).toUpperCase()}_${made}`, disciplines: ["shufa"], batch: "2026 第1期", revenueShareRate: 70, status: "active",
  }, at);
  return Number(row.Id);
}

/** A new work of `artistId`; answers its Id. */
export async function testWork(tx: Tx, artistId: number, at: number): Promise<number> {
  made += 1;
  const row = await insertRow(tx, "programmeWork", {
    code: `SWT${Date.now().toString(36)}${made}`.slice(0, 16), title: `采集测试作品 ${made}`, artistId, discipline: "shufa", heightCm: 68, widthCm: 45,
    authorization: ["展示"], reviewState: "approved", saleState: "none", publishState: "draft", deleted: false,
  }, at);
  return Number(row.Id);
}

/** A new available device's Id. */
export async function testDevice(tx: Tx, at: number): Promise<number> {
  made += 1;
  const row = await insertRow(tx, "device", { name: `采集测试相机 ${made}`, assetNo: `ZC-T${Date.now().toString(36)}${made}`.slice(0, 32), deviceType: "camera", brand: "Phase One", model: "IQ4", status: "available" }, at);
  return Number(row.Id);
}
