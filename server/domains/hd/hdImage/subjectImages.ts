/**
 * HdpServiceAdmin/setSubjectImages (contract §2): makes exactly the given images, in that order
 * (pageNo 1..n), the images of one subject; the subject's other images are unlinked. The subject row
 * is locked first (FOR UPDATE on PostgreSQL), so two calls for one subject run one after the other and
 * the last one wins whole. Right: W(hdpic), or W on the subject's own object.
 */
import { z } from "zod";
import { levelAtLeast } from "../../../../src/catalogue";
import { hdImage } from "../../../../src/catalogue/registry";
import { SUBJECT_TYPES } from "../../../../src/catalogue/resources/content/contentEnums";
import type { Row } from "../../../platform/db/types";
import { actorOf, lockRow, patchRow, recordActorChange } from "../../../resources/rows";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid, RpcError } from "../../../platform/wire/errors";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { inTransaction } from "../../../resources/methods";
import { idSchema } from "../../../resources/payload";
import { copiedFromSubject, loadSubject, refreshHdCount, subjectResource } from "./subjects";

const payload = z.object({
  subjectType: z.enum(SUBJECT_TYPES.map((s) => s.value).filter((v) => v !== "none") as [string, ...string[]], { error: "所属类型不正确" }),
  subjectId: idSchema,
  hdImageIds: z.array(idSchema).max(500, "一次最多 500 张图"),
});
type Payload = z.infer<typeof payload>;

const answerOf = (r: Row) => ({ Id: r.Id, code: r.code, title: r.title, pageNo: r.pageNo, tileStatus: r.tileStatus, thumbnail: r.thumbnail });

async function setSubjectImages(call: AuthedCall, input: Payload) {
  const resource = subjectResource(input.subjectType);
  if (!resource) throw invalid("请选择所属类型");
  if (!levelAtLeast(call.user.rights.hdpic, "WRITE") && !levelAtLeast(call.user.rights[resource.access], "WRITE")) {
    throw new RpcError("PERMISSION_DENIED", `需要「高清图」或「${resource.label}」的编辑权限`);
  }
  if (new Set(input.hdImageIds).size !== input.hdImageIds.length) throw invalid("同一张图不能出现两次");
  return inTransaction(call.db, async (tx) => {
    await lockRow(tx, resource, input.subjectId).catch(() => undefined);
    const subject = await loadSubject(tx, input.subjectType, input.subjectId);
    if (!subject) throw invalid("请选择所属条目");
    const at = call.now();
    const actor = actorOf(call);
    const title = String(subject.row[resource.titleField] ?? input.subjectId);
    const linked = await tx.selectFrom(hdImage.table).select("Id").where("subjectType", "=", input.subjectType)
      .where("subjectId", "=", input.subjectId).where("deleted", "=", 0).execute();
    const wanted = new Set(input.hdImageIds);
    const formerSubjects = new Map<string, { type: unknown; id: unknown }>();
    // Images in Id order, so two calls touching the same images lock them in the same order.
    const touched = [...new Set([...linked.map((r) => Number(r.Id)), ...input.hdImageIds])].sort((a, b) => a - b);
    const out = new Map<number, Row>();
    for (const id of touched) {
      const image = await lockRow(tx, hdImage, id).catch(() => null);
      if (!image || image.deleted === true) throw invalid(`高清图（Id ${id}）不存在`);
      const page = input.hdImageIds.indexOf(id);
      const patch = wanted.has(id)
        ? { subjectType: input.subjectType, subjectId: input.subjectId, pageNo: page + 1, ...copiedFromSubject(subject, image) }
        : { subjectType: "none", subjectId: null, subjectTitle: null, pageNo: null };
      const same = Object.entries(patch).every(([k, v]) => (image[k] ?? null) === v);
      if (same) {
        out.set(id, image);
        continue;
      }
      if (wanted.has(id) && (image.subjectType !== input.subjectType || image.subjectId !== input.subjectId)) {
        formerSubjects.set(`${String(image.subjectType)}:${String(image.subjectId)}`, { type: image.subjectType, id: image.subjectId });
      }
      const after = await patchRow(tx, hdImage, image, patch, at);
      await recordActorChange(tx, actor, { table: hdImage, recordId: id, before: image, after, at, method: "setSubjectImages", summary: wanted.has(id) ? `关联到「${title}」第 ${page + 1} 页` : `取消关联「${title}」` });
      out.set(id, after);
    }
    for (const s of formerSubjects.values()) await refreshHdCount(tx, s.type, s.id);
    await refreshHdCount(tx, input.subjectType, input.subjectId);
    return { data: input.hdImageIds.map((id) => answerOf(out.get(id) as Row)) };
  });
}

export function registerSubjectImages(registry: MethodRegistry): void {
  registry.add(method({ service: hdImage.service, method: "setSubjectImages", input: payload, access: { kind: "session" }, handler: setSubjectImages }));
}
