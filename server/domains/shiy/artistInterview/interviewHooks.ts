import { shanghaiDate } from "../../../../src/catalogue";
import { invalid } from "../../../platform/wire/errors";
import type { ResourceHooks, WriteContext } from "../../../resources/hooks";

/**
 * The recorder is the caller unless given; a follow-up is not before the conversation; a record is
 * about an artist, or (a draft made by 初审通过) about the application that will become one.
 */
export async function interviewBeforeWrite({ call, mode, value, current }: WriteContext): Promise<Record<string, unknown>> {
  const out = { ...value };
  if (mode === "create") out.staffId ??= call.user.Id;
  const artist = Object.hasOwn(out, "artistId") ? out.artistId : current?.artistId;
  const application = Object.hasOwn(out, "applicationId") ? out.applicationId : current?.applicationId;
  if ((artist === null || artist === undefined) && (application === null || application === undefined)) throw invalid("请选择艺术家");
  const at = out.contactAt ?? current?.contactAt;
  const next = out.nextFollowUpDate ?? current?.nextFollowUpDate;
  if (typeof at === "number" && typeof next === "string" && next < shanghaiDate(at)) throw invalid("下次跟进日期不能早于沟通时间");
  return out;
}

export const interviewHooks: ResourceHooks = { beforeWrite: interviewBeforeWrite };
