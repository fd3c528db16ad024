/**
 * What the contract tests' matrix needs around a staging work (fixture.ts): a /west artist, the staging
 * artist that points at it, and a /west work — written straight to the tables, as a test's setup.
 */
import { budartArtist, westernArtist, westernWork } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";
import { insertRow } from "../../../resources/rows";

export const FIXTURE_WIKIDATA = "Q99990001";

/** The /west artist of the fixtures (by its Wikidata ID), made once. */
export async function fixtureWestArtist(tx: Tx): Promise<number> {
  const found = await tx.selectFrom(westernArtist.table).select("Id").where("wikidataId", "=", FIXTURE_WIKIDATA).executeTakeFirst();
  if (found) return Number(found.Id);
  const row = await insertRow(tx, westernArtist, { nameZh: "测试画家", nameOriginal: "Fixture Painter", wikidataId: FIXTURE_WIKIDATA, workCount: 0, publishState: "draft", deleted: false }, 0);
  return Number(row.Id);
}

/** A staging artist linked to the fixture's /west artist, and a /west work of that artist. */
export async function fixtureWorld(tx: Tx): Promise<{ budartArtistId: number; westernWorkId: number }> {
  const artistId = await fixtureWestArtist(tx);
  const staged = await tx.selectFrom(budartArtist.table).select("Id").where("sourceId", "=", "fixture-world").executeTakeFirst()
    ?? await insertRow(tx, budartArtist, { sourceName: "测试导出", sourceId: "fixture-world", nameOriginal: "Fixture Painter", workCount: 0, westernArtistId: artistId, importState: "imported" }, 0);
  const work = await tx.selectFrom(westernWork.table).select("Id").where("titleOriginal", "=", "Fixture Work").executeTakeFirst()
    ?? await insertRow(tx, westernWork, { title: "测试作品", titleOriginal: "Fixture Work", artistId, medium: "OIL_CANVAS", accessLevel: "free", hdCount: 0, publishState: "draft", tags: [], deleted: false }, 0);
  return { budartArtistId: Number(staged.Id), westernWorkId: Number(work.Id) };
}
