/**
 * 范文 (content.md §2.5): the server counts the text's Han characters and, for the recommended 书家 (and
 * 书体 when given), which distinct characters have a verified glyph (集字覆盖率) and which are missing.
 */
import { refuseOnlineDelete } from "../../../resources/publish";
import { exampleText, glyph } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import type { ActionHandler } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import { publishHooks } from "../../../resources/publish";
import { missingLabels } from "../calligraphyWork/publish";
import { precondition } from "../../../platform/wire/errors";

const HAN = /\p{Script=Han}/gu;

export function hanChars(text: unknown): string[] {
  return typeof text === "string" ? (text.match(HAN) ?? []) : [];
}

/** Coverage of the text's distinct characters by verified glyphs of the artist (and script): percent and the missing ones. */
export async function coverageOf(tx: Tx, text: unknown, artistId: unknown, script: unknown): Promise<{ coverage: number | null; missingChars: string | null }> {
  const distinct = [...new Set(hanChars(text))];
  if (typeof artistId !== "number" || distinct.length === 0) return { coverage: null, missingChars: null };
  const have = new Set<string>();
  for (let i = 0; i < distinct.length; i += 500) {
    const part = distinct.slice(i, i + 500);
    let q = tx.selectFrom(glyph.table).select(["char", "standardChar"]).where("artistId", "=", artistId).where("verifyState", "=", "verified")
      .where((eb) => eb.or([eb("char", "in", part), eb("standardChar", "in", part)]));
    if (typeof script === "string") q = q.where("script", "=", script);
    for (const r of await q.execute()) {
      have.add(String(r.char));
      if (r.standardChar) have.add(String(r.standardChar));
    }
  }
  const missing = distinct.filter((c) => !have.has(c));
  return { coverage: Math.round(((distinct.length - missing.length) / distinct.length) * 1000) / 10, missingChars: missing.join("") };
}

export const exampleHooks: ResourceHooks = {
  async beforeWrite({ tx, value, current }) {
    const merged: Row = { ...current, ...value };
    return {
      ...value,
      charCount: hanChars(merged.content).length,
      ...(await coverageOf(tx, merged.content, merged.recommendedArtistId, merged.recommendedScript)),
    };
  },
  beforeDelete: refuseOnlineDelete(exampleText),
};

function checkExamplePublishable(current: Row): void {
  const missing = missingLabels(exampleText, current, ["title", "content", "genre"]);
  if (missing.length > 0) throw precondition(`范文「${String(current.title)}」不能上架：请先填写${missing.join("、")}`);
}

export const exampleTransitions = publishHooks(({ current }) => checkExamplePublishable(current));

/** 计算集字覆盖: rewrites the record, whose hook recomputes the counts from today's verified glyphs. */
export const computeExampleCoverage: ActionHandler = () => ({});
