/**
 * 高清图 rules (content.md §1.1, contract §1): the server's code, the link to a subject (title,
 * museum and period copied; hdCount of the old and new subject kept), 上架 only with a ready tile
 * pyramid, and deletes refused while an online album or an online work depends on the image.
 */
import { hdImage } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { publishHooks } from "../../../resources/publish";
import type { ActionHandler } from "../../../resources/actions";
import { nextCode } from "./codes";
import { copiedFromSubject, loadSubject, refreshHdCount } from "./subjects";
import { addImageToAlbum } from "../hdAlbumItem/albumItems";
import { subjectTitleRedaction } from "./subjectTitleRedaction";


/** A new image's code: HD- and six digits, one after the largest (never two alike, even at once). */
export const nextImageCode = (tx: Tx) => nextCode(tx, hdImage.table, "code", "HD-", 6);

/** The subject fields of a write, checked and completed (or cleared when unlinked). */
export async function linkFields(tx: Tx, merged: Record<string, unknown>): Promise<Record<string, unknown>> {
  const type = String(merged.subjectType ?? "none");
  if (type === "none") return { subjectType: "none", subjectId: null, subjectTitle: null };
  const subject = await loadSubject(tx, type, merged.subjectId);
  return subject ? { subjectType: type, subjectId: merged.subjectId, ...copiedFromSubject(subject, merged) } : {};
}

const touchesSubject = (value: Record<string, unknown>) => Object.hasOwn(value, "subjectType") || Object.hasOwn(value, "subjectId");

export const imageHooks: ResourceHooks = {
  redact: subjectTitleRedaction,
  async beforeWrite({ tx, mode, value, current }) {
    const out = { ...value };
    if (mode === "create") {
      out.code = await nextImageCode(tx);
      out.tileStatus ??= "none";
      out.annotationState ??= "none";
      out.subjectType ??= "none";
    }
    if (mode === "create" || touchesSubject(value)) Object.assign(out, await linkFields(tx, { ...(current ?? {}), ...out }));
    return out;
  },
  async afterWrite({ tx, current, record }) {
    if (current && (current.subjectType !== record.subjectType || current.subjectId !== record.subjectId)) {
      await refreshHdCount(tx, current.subjectType, current.subjectId);
    }
    await refreshHdCount(tx, record.subjectType, record.subjectId);
  },
  async beforeDelete({ tx, current }) {
    await refuseDeleteInUse(tx, current);
  },
  async afterDelete({ tx, current }) {
    await refreshHdCount(tx, current.subjectType, current.subjectId);
  },
};

/** §0.4 for an image: refused while an online album holds it, or while it is the only image of an online work. */
async function refuseDeleteInUse(tx: Tx, image: Row): Promise<void> {
  const album = await tx.selectFrom("hd_album_item as i").innerJoin("hd_album as a", "a.Id", "i.albumId")
    .select("a.title").where("i.hdImageId", "=", Number(image.Id)).where("a.publishState", "=", "online").where("a.deleted", "=", 0)
    .executeTakeFirst();
  if (album) throw precondition(`高清图「${String(image.title)}」在已上架的图集「${String(album.title)}」中，请先下架图集或移出该图`);
  if (image.subjectType === "none" || typeof image.subjectId !== "number") return;
  const subject = await loadSubject(tx, String(image.subjectType), image.subjectId).catch(() => null);
  if (!subject || subject.row.publishState !== "online") return;
  const others = await tx.selectFrom(hdImage.table).select("Id").where("subjectType", "=", String(image.subjectType))
    .where("subjectId", "=", image.subjectId).where("deleted", "=", 0).where("Id", "!=", Number(image.Id)).executeTakeFirst();
  if (!others) throw precondition(`高清图「${String(image.title)}」是已上架条目「${String(subject.row[subject.resource.titleField])}」唯一的高清图，请先下架该条目`);
}

/** 上架 and 重新上架: the viewer needs a tile pyramid. */
export const imageTransitions = publishHooks(({ current }) => {
  if (current.tileStatus !== "ready") throw precondition(`高清图「${String(current.title)}」尚未切片完成，不能上架`);
});

export const imageActions: Readonly<Record<string, ActionHandler>> = {
  linkHdImageSubject: ({ input }) => ({
    subjectType: input.subjectType, subjectId: input.subjectType === "none" ? null : (input.subjectId ?? null),
    ...(input.pageNo !== undefined ? { pageNo: input.pageNo } : {}),
  }),
  setHdImageVersion: ({ input }) => ({ version: input.version }),
  async addHdImagesToAlbum({ call, tx, current, input }) {
    await addImageToAlbum(tx, call, Number(input.albumId), current);
    return {};
  },
};

/** Who may download an image's master: W(hdpic), or R(hdpic) when the image allows it. */
export function mayDownload(call: AuthedCall, image: Row): boolean {
  const level = call.user.rights.hdpic;
  return level === "WRITE" || (level === "READ" && image.downloadable === true);
}
