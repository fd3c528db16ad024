import { glyph } from "../../../../src/catalogue/registry";
import { insertRow } from "../../../resources/rows";
import { defineFixture } from "../../fixture";

/** A 单字 of the matrix's first candidate's work: what 标记重复 points at. */
let duplicateOf: number | null = null;

export const fixture = defineFixture("glyphCandidate", {
  given: (n) => ({ char: String.fromCharCode(0x4e00 + (n % 20_000)), region: null, pageImageId: null, source: "manual" }),
  // 入库 needs the character, 书体, 书家, work and region: the matrix's candidates have them all.
  givenForTransitions: { char: "永", script: "kai", region: { x: 10, y: 20, w: 64, h: 72 }, pageImageId: null, source: "manual" },
  idOfForTransitions: { workId: "calligraphyWork", artistId: "ancientArtist" },
  input: { markDuplicate: () => ({ duplicateOfId: duplicateOf }) },
  setup: () => () => {
    duplicateOf = null;
  },
  afterCreate: async (server, record) => {
    if (duplicateOf !== null) return;
    const made = await insertRow(server.db, glyph, {
      char: "永", codepoint: "U+6C38", workId: record.workId, region: { x: 0, y: 0, w: 64, h: 64 }, verifyState: "verified", source: "manual",
    }, server.now());
    duplicateOf = Number(made.Id);
  },
  // 置信度 and 审核时间 are written by 自动识字 and the review only: the samples leave them empty.
  rangeSkipped: ["ocrConfidence", "reviewedAt"],
});
