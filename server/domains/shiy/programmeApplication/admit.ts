/**
 * 录取 (content.md §8.1): the programme artist made from the application, in the transition's own
 * transaction — its name, gender, birth year, city, discipline, memberships, batch and phone, the
 * statement as its biography, the application as its source, 待签约 and the usual 70 % share. The
 * application row is locked first, so of two 录取 at once one makes the artist and the other is refused.
 * The application's interview records (the draft of 初审通过) move to the new artist; the applicant's
 * notice is written.
 */
import { artistInterview, programmeArtist } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import { applyUpdate, createResource } from "../../../resources/methods";
import { lockRecord } from "../../../resources/rows";
import type { TransitionContext } from "../../../resources/transitions";
import { machineHooks } from "../../../resources/transitions";
import { writeNotice } from "../applicationNotice/notices";
import { interviewHooks } from "../artistInterview/interviewHooks";
import { artistHooks } from "../programmeArtist/artistHooks";
import { interviewsOf } from "./interviewDraft";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The statement as rich text: one paragraph per line. */
export function statementAsBio(statement: unknown): string | null {
  if (typeof statement !== "string" || statement.trim() === "") return null;
  return statement.split(/\n+/).map((line) => line.trim()).filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`).join("");
}

/** The artist's data from an application. */
export function artistFromApplication(app: Row): Record<string, unknown> {
  return {
    name: app.applicantName, gender: app.gender ?? null, birthYear: app.birthYear ?? null, city: app.city ?? null,
    disciplines: [app.discipline], memberships: app.memberships ?? null, bio: statementAsBio(app.statement), batch: app.batch,
    phone: app.phone ?? null, revenueShareRate: 70,
  };
}

export async function admit(ctx: TransitionContext): Promise<Record<string, unknown>> {
  const { call, tx, current, resource } = ctx;
  const app = await lockRecord(call, tx, resource, Number(current.Id));
  if (app.status !== "interview" && app.status !== "waitlisted") throw precondition(`申请「${String(app.applicantName)}」已处理，请刷新`);
  const hooks = machineHooks(programmeArtist, artistHooks);
  const artist = await createResource({ ...call, db: tx }, programmeArtist, artistFromApplication(app), {
    ...hooks,
    // The source application is the server's to set (applicationId is not editable).
    beforeWrite: async (write) => ({ ...(hooks.beforeWrite ? await hooks.beforeWrite(write) : write.value), applicationId: app.Id }),
  });
  for (const interview of await interviewsOf(tx, Number(app.Id))) {
    await applyUpdate(tx, call, artistInterview, interview, { artistId: Number(artist.Id) }, { hooks: interviewHooks });
  }
  await writeNotice(tx, app, "approve", call.now());
  return { decidedAt: call.now(), rejectReason: null };
}
