/**
 * Test data of the revise fixtures, written as the server writes records: a tiled image (a task needs one),
 * an enabled tag allowing both shapes.
 */
import type { Tx } from "../../../platform/db/types";
import { insertRow } from "../../../resources/rows";

let made = 0;

/** A new HD image whose pyramid is ready (3000 × 2000 px); answers its Id. */
export async function testTiledImage(tx: Tx, at: number): Promise<number> {
  made += 1;
  const row = await insertRow(tx, "hdImage", {
    title: `标注测试图 ${made}`, code: `HDT${Date.now().toString(36)}${made}`.slice(0, 16), subjectType: "none", version: "原始", masterFile: "shiy/demo-hd/hanging.tif",
    widthPx: 3000, heightPx: 2000, tileStatus: "ready", tileKey: `test-${made}`, tileLayout: "iiif3", tileSize: "512", accessLevel: "free", license: "internal",
    annotationState: "none", publishState: "draft", downloadable: false, tags: [], deleted: false,
  }, at);
  return Number(row.Id);
}

/** A new enabled tag (both shapes, no text required); answers its Id. */
export async function testTag(tx: Tx, at: number): Promise<number> {
  made += 1;
  const row = await insertRow(tx, "annotationTag", {
    label: `测试标签${made}`, code: `testTag${Date.now().toString(36)}${made}`, color: "#1677FF", shapes: ["rect", "polygon"], requiresText: false, sort: made, enabled: true, sliceCount: 0,
  }, at);
  return Number(row.Id);
}

const bySample = new WeakMap<object, Map<string, Promise<Record<string, unknown>>>>();

/** `make` once per test server, resource and sample number: the contract asks for sample n twice and compares. */
export function sameForSample(server: object, key: string, n: number | undefined, make: () => Promise<Record<string, unknown>>): Promise<Record<string, unknown>> {
  if (n === undefined) return make();
  const byN = bySample.get(server) ?? new Map<string, Promise<Record<string, unknown>>>();
  bySample.set(server, byN);
  const found = byN.get(`${key}:${n}`) ?? make();
  byN.set(`${key}:${n}`, found);
  return found;
}
