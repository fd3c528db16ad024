/**
 * 初审通过 (content.md §8.1 "optional interview time → creates an artistInterview draft"): in the
 * transition's transaction, the admission interview's draft record (访谈记录, §8.8) for the
 * application — there is no artist yet, so it points at the application; 录取 gives it the artist.
 * The application row is locked first, so two 初审通过 at once make one draft and the second is
 * refused; passing again after 重新审核 reuses the application's open draft.
 */
import { artistInterview } from "../../../../src/catalogue/registry";
import { DISCIPLINES } from "../../../../src/catalogue/resources/shiy/shiyEnums";
import { decodeRow } from "../../../platform/db/columns";
import { byCatalogue, type Row, type Tx } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import { applyUpdate, createResource } from "../../../resources/methods";
import { lockRecord } from "../../../resources/rows";
import type { TransitionContext } from "../../../resources/transitions";
import { interviewHooks } from "../artistInterview/interviewHooks";
import { writeNotice } from "../applicationNotice/notices";

/** The draft's summary: who is met and why, until the interviewer writes what was said. */
export function draftSummary(app: Row): string {
  const discipline = DISCIPLINES.find((d) => d.value === app.discipline)?.label ?? "其他";
  return `入驻面谈草稿：驻留申请 ${String(app.code)}（${String(app.applicantName)}，${discipline}，${String(app.batch)}）。面谈后补充纪要与意向，并取消草稿。`;
}

/** The application's interview records, oldest first. */
export async function interviewsOf(tx: Tx, applicationId: number): Promise<Row[]> {
  const rows = await byCatalogue(tx).selectFrom(artistInterview.table).selectAll().where("applicationId", "=", applicationId).orderBy("Id").execute();
  return rows.map((r) => decodeRow(artistInterview.fields, r));
}

export async function passScreening(ctx: TransitionContext): Promise<Record<string, unknown>> {
  const { call, tx, current, resource, input } = ctx;
  const app = await lockRecord(call, tx, resource, Number(current.Id));
  if (app.status !== "screening") throw precondition(`申请「${String(app.applicantName)}」已处理，请刷新`);
  const interviewAt = typeof input.interviewAt === "number" ? input.interviewAt : null;
  // Without an agreed time the draft is dated when it was made; the interviewer corrects it.
  const contactAt = interviewAt ?? call.now();
  const open = (await interviewsOf(tx, Number(app.Id))).find((r) => r.draft === true);
  if (open) {
    await applyUpdate(tx, call, artistInterview, open, { contactAt, summary: draftSummary(app) }, { hooks: interviewHooks });
  } else {
    await createResource({ ...call, db: tx }, artistInterview, {
      applicationId: Number(app.Id), contactAt, channel: "meeting", staffId: call.user.Id, topic: "admission", summary: draftSummary(app), draft: true,
    }, interviewHooks);
  }
  await writeNotice(tx, app, "pass", call.now(), { interviewAt });
  return { interviewAt };
}
